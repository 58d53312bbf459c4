package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

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
	if errors.Is(err, strconv.ErrRange) {
		return fmt.Errorf("%s is out of range (at most %d)", s, int64(math.MaxInt64))
	}
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

// intVar defines a base-10 int flag. A negative value is the mark of a
// flag not given (-n of the commands that require it, or take it only
// with another flag): the usage shows no default for it, where it showed
// "(default -1)".
func intVar(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	fs.Var(&decimalInt{p: p, v: int64(value), unset: value < 0}, name, usage)
	*p = value
}

// decimalInt adapts decimal to an int destination.
type decimalInt struct {
	p     *int
	v     int64
	unset bool // holds the mark of a flag not given
}

// String implements flag.Value. The mark of a flag not given is shown as
// the zero Value's "0", which is how package flag knows to print no
// default.
func (d *decimalInt) String() string {
	if d.unset {
		return "0"
	}
	return decimal{&d.v}.String()
}

func (d *decimalInt) Set(s string) error {
	d.unset = false
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
// twice, and whose -h prints the usage to stderr. It defines the flags
// every command shares, --mem-limit and --force, which only record their
// values: parseFlags checks them and commandContext passes them on.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("grundy "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	l := new(limitFlags)
	fs.Var(memLimitFlag{l}, "mem-limit", "the most memory one table may need, `SIZE` such as 2GiB, 512MiB or 1e9 (default $"+memLimitEnv+", else 8GiB; "+byteUnitsRule+")")
	fs.Var(forceFlag{l}, "force", "run a computation whose estimated work exceeds the work limit instead of refusing it")
	return fs
}

// parseFlags parses args, allowing flags and positional arguments in any
// order (grundy seq lasker -n 12 and grundy seq -n 12 lasker both work).
// It returns the positional arguments. Once the flags are parsed, it
// checks the limits (a malformed $GRUNDY_MEM_LIMIT is bad input); every
// command passes them to the library in its context (commandContext, or
// commandLimits where there is no flag set), where recordLimits puts
// them. The process-wide defaults are never changed.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	pos, err := parseArgs(fs, args)
	if err != nil {
		return nil, err
	}
	lim, err := flagLimits(fs)
	if err != nil {
		return nil, err
	}
	if _, err := progressEvery(); err != nil {
		return nil, err
	}
	recordLimits(lim)
	return pos, nil
}

// parseArgs is parseFlags without the limits.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	out := fs.Output() // the injected stderr of newFlagSet
	fs.SetOutput(io.Discard)
	defer fs.SetOutput(out)
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				// What grundy help CMD prints: the command's line, then
				// its flags.
				fs.SetOutput(out)
				fmt.Fprint(out, helpHead(strings.TrimPrefix(fs.Name(), "grundy ")))
				fs.PrintDefaults()
				return nil, errHelp
			}
			// The flag package names no command ("invalid value … for
			// flag -workers"): the error begins with it, as every other
			// error of the command does.
			return nil, &usageError{fmt.Errorf("%s: %w", strings.TrimPrefix(fs.Name(), "grundy "), err)}
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

// maxSize is the largest size a command takes: 2^62, far beyond what
// any table holds, so that N+1 and a few times N never overflow (-n
// 9223372036854775807 was reported as a "negative size").
const maxSize = 1 << 62

// checkN rejects a negative or absurdly large size with a usage error.
func checkN(name string, n int) error {
	if n < 0 {
		return badInput("%s must be non-negative, got %d", name, n)
	}
	if int64(n) > maxSize {
		return badInput("%s = %d is too large (at most 2^62)", name, n)
	}
	return nil
}

// helpHead is the start of a command's help, its line and "flags:" as
// grundy help CMD and grundy CMD --help print them ("grundy seq: Grundy
// values …\n\nflags:\n"); "" for a flag set of no registered command.
func helpHead(name string) string {
	cmd, ok := commands[name]
	if !ok {
		return ""
	}
	return fmt.Sprintf("grundy %s: %s\n\nflags:\n", name, cmd.summary)
}
