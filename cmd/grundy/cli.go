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
	"sync"
	"time"

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
// twice, and whose -h prints the usage to stderr. It defines the flags
// every command shares, --mem-limit and --force, which set the library's
// limits as they are parsed (run restores them afterwards).
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("grundy "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Var(memLimitFlag{}, "mem-limit", "the most memory one table may need, e.g. `SIZE` 2GiB, 512MiB, 1e9 (default $"+memLimitEnv+", else 8GiB)")
	fs.Var(forceFlag{}, "force", "run a computation whose estimated work exceeds the work limit instead of refusing it")
	return fs
}

// memLimitEnv is the environment variable that sets the memory limit.
const memLimitEnv = "GRUNDY_MEM_LIMIT"

// applyEnv sets the memory limit from GRUNDY_MEM_LIMIT, when set.
func applyEnv() error {
	v, ok := os.LookupEnv(memLimitEnv)
	if !ok || v == "" {
		return nil
	}
	b, err := parseBytes(v)
	if err != nil {
		return badInput("%s=%q: %v", memLimitEnv, v, err)
	}
	gamelib.SetMemoryLimit(b)
	return nil
}

// memLimitFlag is --mem-limit SIZE: it sets gamelib's memory limit.
type memLimitFlag struct{}

func (memLimitFlag) String() string { return "" }

func (memLimitFlag) Set(s string) error {
	b, err := parseBytes(s)
	if err != nil {
		return err
	}
	gamelib.SetMemoryLimit(b)
	return nil
}

// forceFlag is --force: it lifts gamelib's work limit.
type forceFlag struct{}

func (forceFlag) String() string   { return "false" }
func (forceFlag) IsBoolFlag() bool { return true }

func (forceFlag) Set(s string) error {
	force, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("%q is not true or false", s)
	}
	if force {
		gamelib.SetWorkLimit(0)
	} else {
		gamelib.SetWorkLimit(gamelib.DefaultWorkLimit)
	}
	return nil
}

// byteUnits are the suffixes parseBytes accepts, lower-cased.
var byteUnits = map[string]float64{
	"": 1, "b": 1,
	"k": 1 << 10, "kib": 1 << 10, "kb": 1e3,
	"m": 1 << 20, "mib": 1 << 20, "mb": 1e6,
	"g": 1 << 30, "gib": 1 << 30, "gb": 1e9,
	"t": 1 << 40, "tib": 1 << 40, "tb": 1e12,
}

// parseBytes reads a memory size: a positive number with an optional
// unit, binary (KiB, MiB, GiB, TiB; K, M, G, T are the same) or decimal
// (kB, MB, GB, TB), case-insensitive: 2GiB, 512MiB, 1.5G, 1e9.
func parseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] >= 'a' && t[i-1] <= 'z' || t[i-1] >= 'A' && t[i-1] <= 'Z') {
		i--
	}
	num, unit := strings.TrimSpace(t[:i]), strings.ToLower(t[i:])
	mult, ok := byteUnits[unit]
	if !ok {
		return 0, fmt.Errorf("%q: unknown unit %q (want B, KiB, MiB, GiB, TiB, kB, MB, GB or TB)", s, t[i:])
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || !(v > 0) {
		return 0, fmt.Errorf("%q is not a positive memory size (e.g. 2GiB)", s)
	}
	b := v * mult
	if b < 1 || b >= 1<<63 {
		return 0, fmt.Errorf("%q is out of range (1 byte to 8 EiB)", s)
	}
	return int64(b), nil
}

// parseFlags parses args, allowing flags and positional arguments in any
// order (grundy seq lasker -n 12 and grundy seq -n 12 lasker both work).
// It returns the positional arguments.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	out := fs.Output() // the injected stderr of newFlagSet
	fs.SetOutput(io.Discard)
	defer fs.SetOutput(out)
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(out)
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
// Asking for exact counts (--exact, --exact=true) and giving --mod is bad
// usage; --exact=false --mod 7 is counts modulo 7.
func (c *countFlags) check() (jsonMod int64, err error) {
	if flagGiven(c.fs, "mod") && c.exact {
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
// logs and pipes stay clean. The line shows the percentage of the work,
// the rate and the time left, estimated from the rate so far; it is
// cleared when the work is done, when the command fails and on Ctrl-C.
func progressFor(stderr io.Writer, what string) gamelib.Progress {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return newProgressLine(f, what, time.Now).report
}

// progressLine is the terminal's progress line.
type progressLine struct {
	w     io.Writer
	what  string
	now   func() time.Time
	start time.Time
	last  time.Time
	pct   int
	shown bool
}

// progressMu guards shownLine, the line on the terminal now, which
// clearProgress (called from the interrupt handler too) erases.
var (
	progressMu sync.Mutex
	shownLine  *progressLine
)

func newProgressLine(w io.Writer, what string, now func() time.Time) *progressLine {
	return &progressLine{w: w, what: what, now: now, start: now(), pct: -1}
}

// report draws done/total: at most ten times a second, or when the
// percentage changes, and clears the line when done ≥ total.
func (p *progressLine) report(done, total int64) {
	progressMu.Lock()
	defer progressMu.Unlock()
	if done >= total {
		p.clearLocked()
		return
	}
	t := p.now()
	pct := int(100 * float64(done) / float64(total))
	if pct == p.pct && t.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.pct, p.last = pct, t
	fmt.Fprintf(p.w, "\r\033[K%s", progressText(p.what, done, total, t.Sub(p.start)))
	p.shown = true
	shownLine = p
}

// progressText is the line for done/total after elapsed: the percentage,
// the rate in work units per second and the time left at that rate.
func progressText(what string, done, total int64, elapsed time.Duration) string {
	pct := 100 * float64(done) / float64(total)
	sec := elapsed.Seconds()
	if done <= 0 || sec < 0.5 {
		return fmt.Sprintf("%s: %3.0f%%", what, pct)
	}
	rate := float64(done) / sec
	left := time.Duration(float64(total-done) / rate * float64(time.Second))
	return fmt.Sprintf("%s: %3.0f%%, %s/s, %s left", what, pct, siCount(rate), roundDuration(left))
}

// siCount writes x with an SI prefix: 950, 12.3k, 4.5M, 7.8G.
func siCount(x float64) string {
	for _, u := range []struct {
		v float64
		p string
	}{{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if x >= u.v {
			return fmt.Sprintf("%.3g%s", x/u.v, u.p)
		}
	}
	return fmt.Sprintf("%.0f", x)
}

// roundDuration rounds d to a readable precision: 45s, 3m10s, 2h5m.
func roundDuration(d time.Duration) string {
	if d < time.Hour {
		return d.Round(time.Second).String()
	}
	return strings.TrimSuffix(d.Round(time.Minute).String(), "0s")
}

func (p *progressLine) clearLocked() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
	if shownLine == p {
		shownLine = nil
	}
}

// clearProgress erases the progress line, if one is shown.
func clearProgress() {
	progressMu.Lock()
	defer progressMu.Unlock()
	if shownLine != nil {
		shownLine.clearLocked()
	}
}

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
