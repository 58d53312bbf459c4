package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestSearchPartialHint: a family stopped by a limit says how to insist
// right after the limit, then what it had found, and still exits 2 (bad
// input): the hint came after the values ("…; the values of path, n = 0
// … 39: 0 1 1 2 …; run with --force to insist"), as if about them.
func TestSearchPartialHint(t *testing.T) {
	found := "the values of path, n = 0 … 39: 0 1 1 2"
	for _, c := range []struct {
		err  error
		hint string
	}{
		{fmt.Errorf("path, n = 40: estimated work exceeds the limit: %w", gamelib.ErrTooSlow), "run with --force to insist"},
		{fmt.Errorf("path, n = 40: table too large: %w", gamelib.ErrTooLarge), "--mem-limit SIZE or $" + memLimitEnv + " raises the limit"},
	} {
		err := runSearchPartial("nodekayles", io.Discard, func(context.Context) error { return c.err }, func(bool) string { return found })
		want := "nodekayles: " + c.err.Error() + "; " + c.hint + "; " + found
		if err == nil || err.Error() != want || !isUsage(err) || !errors.Is(err, c.err) {
			t.Errorf("%v (usage %v), want %q, bad input, wrapping the limit", err, err != nil && isUsage(err), want)
		}
		if err != nil && strings.HasSuffix(err.Error(), c.hint) {
			t.Errorf("%q: the hint after the values", err)
		}
	}
}
