package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
)

// usageError marks bad usage or bad input: exit status 2.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// badInput wraps err (or formats a new error) as bad usage or bad input.
func badInput(format string, a ...any) error {
	return &usageError{fmt.Errorf(format, a...)}
}

func isUsage(err error) bool {
	var u *usageError
	return errors.As(err, &u)
}

var errHelp = errors.New("help requested")

// libraryError turns an error from the library into a command error:
// bad input (negative sizes, too large, malformed names, estimated work
// beyond the limit) exits with 2. A refused size or work says how to
// insist.
func libraryError(err error) error {
	if err == nil {
		return nil
	}
	switch {
	case errors.Is(err, gamelib.ErrTooSlow):
		err = fmt.Errorf("%w; run with --force to insist", err)
	case errors.Is(err, gamelib.ErrTooLarge):
		err = fmt.Errorf("%w; --mem-limit SIZE or $%s raises the limit", err, memLimitEnv)
	}
	return &usageError{err}
}

// prefixedError is an error whose message lost the prefix of the
// library's package that made it (strip); it still wraps that error.
type prefixedError struct {
	msg string
	err error
}

func (e *prefixedError) Error() string { return e.msg }
func (e *prefixedError) Unwrap() error { return e.err }

// strip returns err without the first of prefixes that begins its
// message (an internal package's name, "sizetable: ", which the command's
// own name replaces), still wrapping err; err itself when none does.
func strip(err error, prefixes ...string) error {
	if err == nil {
		return nil
	}
	for _, p := range prefixes {
		if msg, ok := strings.CutPrefix(err.Error(), p); ok {
			return &prefixedError{msg, err}
		}
	}
	return err
}
