package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
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

// decimal is a flag.Value for an integer written in base 10 only: the
// flag package's own integers also read 010 as octal and 0x10 as hex,
// which would turn a zero-padded size from a script into another number.
type decimal struct{ p *int64 }

func (d decimal) String() string {
	if d.p == nil {
		return "0"
	}
	return strconv.FormatInt(*d.p, 10)
}

func (d decimal) Set(s string) error {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("%q is not a base-10 integer", s)
	}
	*d.p = v
	return nil
}

// int64Var defines a base-10 int64 flag.
func int64Var(fs *flag.FlagSet, p *int64, name string, value int64, usage string) {
	*p = value
	fs.Var(decimal{p}, name, usage)
}

// intVar defines a base-10 int flag.
func intVar(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	fs.Var(&decimalInt{p: p, v: int64(value)}, name, usage)
	*p = value
}

// decimalInt adapts decimal to an int destination.
type decimalInt struct {
	p *int
	v int64
}

func (d *decimalInt) String() string { return decimal{&d.v}.String() }

func (d *decimalInt) Set(s string) error {
	if err := (decimal{&d.v}).Set(s); err != nil {
		return err
	}
	if int64(int(d.v)) != d.v {
		return fmt.Errorf("%s is out of range", s)
	}
	*d.p = int(d.v)
	return nil
}

// newFlagSet returns a flag set whose errors are returned, not printed
// twice, and whose -h prints the usage to stderr.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("grundy "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parseFlags parses args, allowing flags and positional arguments in any
// order (grundy seq lasker -n 12 and grundy seq -n 12 lasker both work).
// It returns the positional arguments.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	fs.SetOutput(io.Discard)
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(os.Stderr)
				fs.PrintDefaults()
				return nil, errHelp
			}
			return nil, &usageError{err}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// writeJSON writes v as exactly one JSON object followed by a newline.
// Characters such as < and & are written as themselves, not as \u003c:
// the output is for programs and people, not for embedding in HTML.
func writeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil { // Encode ends with a newline
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// DefaultMod is the modulus used for counts unless --mod or --exact is given.
const DefaultMod = modular.DefaultMod

// countFlags are the --mod M and --exact flags shared by counting commands.
type countFlags struct {
	mod   int64
	exact bool
	fs    *flag.FlagSet
}

func (c *countFlags) register(fs *flag.FlagSet) {
	c.fs = fs
	int64Var(fs, &c.mod, "mod", DefaultMod, "reduce counts modulo `M`")
	fs.BoolVar(&c.exact, "exact", false, "exact integer counts (then \"mod\" is 0 in JSON)")
}

// check validates the flags after parsing; it reports the JSON "mod" value.
// Giving both --mod and --exact is bad usage.
func (c *countFlags) check() (jsonMod int64, err error) {
	if flagGiven(c.fs, "mod") && flagGiven(c.fs, "exact") {
		return 0, badInput("%s: --mod and --exact exclude each other", strings.TrimPrefix(c.fs.Name(), "grundy "))
	}
	if c.exact {
		return 0, nil
	}
	if c.mod < 2 {
		return 0, badInput("--mod must be at least 2, got %d", c.mod)
	}
	return c.mod, nil
}

// countString formats a count for JSON: a base-10 string.
func countString(x *big.Int) string { return x.String() }

// checkN rejects a negative size with a usage error.
func checkN(name string, n int) error {
	if n < 0 {
		return badInput("%s must be non-negative, got %d", name, n)
	}
	return nil
}

// joinInts formats values separated by single spaces.
func joinInts[T ~int | ~int64 | ~uint16 | ~uint32](vs []T) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, int64(v))
	}
	return b.String()
}

// progressFor returns a progress display that redraws one line on stderr
// when stderr is a terminal, and nil (no progress) otherwise, so that
// logs and pipes stay clean.
func progressFor(stderr io.Writer, what string) gamelib.Progress {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	last := -1
	return func(done, total int64) {
		pct := 100
		if total > 0 {
			pct = int(100 * done / total)
		}
		if pct == last {
			return
		}
		last = pct
		fmt.Fprintf(f, "\r%s: %3d%%", what, pct)
		if done >= total {
			fmt.Fprint(f, "\r\033[K")
		}
	}
}

// libraryError turns an error from the library into a command error:
// bad input (negative sizes, too large, malformed names) exits with 2.
func libraryError(err error) error {
	if err == nil {
		return nil
	}
	return &usageError{err}
}

// flagSet is the part of *flag.FlagSet that subcommands extend.
type flagSet = *flag.FlagSet

// flagGiven reports whether the flag name was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			given = true
		}
	})
	return given
}
