package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal/family"
	"github.com/grundylab/grundylab/internal/atomicfile"
)

func init() {
	register("sweep", "compute a family of codes, one JSON line each: sweep (--digits D [--hex] | --codes LIST | --file F) -n N [--shard I/K] [--jobs J] [-o FILE]", runSweep)
}

// runSweep is the sweep command: see README, "Sweeps". The family logic
// lives in gamelib/octal/family; this file reads flags and writes lines.
func runSweep(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("sweep", stderr)
	var digits, n, jobs int
	var hex bool
	var codes, file, shardText, leading, out string
	intVar(fs, &digits, "digits", 0, "every code with up to `D` digits after the point")
	fs.BoolVar(&hex, "hex", false, "with --digits: hexadecimal digits 0-F instead of octal 0-7")
	fs.StringVar(&leading, "leading", "0", "with --digits: the digits before the point, comma-separated (0, 4; hexadecimal also 8, C)")
	fs.StringVar(&codes, "codes", "", "the codes of `LIST`, comma-separated (e.g. 0.77,0.137)")
	fs.StringVar(&file, "file", "", "the codes in `FILE`, one a line (# starts a comment; - is stdin)")
	intVar(fs, &n, "n", -1, "largest heap size `N` (each code stops earlier once its period is certified)")
	fs.StringVar(&shardText, "shard", "0/1", "compute only part `I/K` of the family, 0 ≤ I < K")
	intVar(fs, &jobs, "jobs", 1, "compute `J` codes at a time")
	fs.StringVar(&out, "o", "", "write the lines to `FILE` (replaced only when the sweep is complete) instead of stdout")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return badInput("sweep: unexpected argument %q (the family is given by --digits, --codes or --file)", pos[0])
	}
	given := 0
	for _, name := range []string{"digits", "codes", "file"} {
		if flagGiven(fs, name) {
			given++
		}
	}
	if given != 1 {
		return badInput("sweep: give exactly one of --digits D, --codes LIST, --file F")
	}
	if !flagGiven(fs, "digits") && (flagGiven(fs, "hex") || flagGiven(fs, "leading")) {
		return badInput("sweep: --hex and --leading go with --digits")
	}
	if !flagGiven(fs, "n") {
		return badInput("sweep: -n N is required")
	}
	if err := checkN("n", n); err != nil {
		return err
	}
	if jobs < 1 {
		return badInput("sweep: --jobs must be at least 1, got %d", jobs)
	}
	if err := checkParallel("sweep: --jobs", jobs); err != nil {
		return err
	}
	shard, err := family.ParseShard(shardText)
	if err != nil {
		return libraryError(err)
	}
	// Every code computed at once needs its values in memory: refuse at
	// once rather than after the first codes.
	ctx := commandContext(fs)
	lim := gamelib.LimitsFrom(ctx)
	if err := lim.CheckMemory(fmt.Sprintf("sweep: values of %d codes at once", jobs), int64(n)+1, 10*int64(jobs)); err != nil {
		return libraryError(err)
	}
	f, err := sweepFamily(ctx, digits, hex, leading, codes, file)
	if err != nil {
		return err
	}
	plan, err := f.PlanContext(ctx, shard)
	if err != nil {
		return libraryError(err)
	}

	w, commit, abort, err := sweepOutput(out, stdout)
	if err != nil {
		return err
	}
	// Ctrl-C or a kill stops the sweep between two lines: the lines
	// written are whole, and with -o the temporary file is removed and
	// FILE is left as it was. The sweep holds the command line's output
	// lock (holdOutput), so that its general Ctrl-C handler, which waits
	// for the output to be complete, leaves the interrupt to this one.
	var lineMu sync.Mutex
	lines := 0
	holdOutput(stdout)
	if _, err := stdout.Write(nil); err != nil {
		abort()
		return err
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, stopSignals...)
	defer signal.Stop(sig)
	go func() {
		if s, ok := <-sig; ok {
			lineMu.Lock()
			abort()
			clearProgress()
			fmt.Fprintf(stderr, "grundy: sweep: interrupted after %d lines\n", lines)
			os.Exit(signalStatus(s))
		}
	}()
	// The handler above is the one reaction to Ctrl-C (whole lines, FILE
	// untouched): the sweep gets the command's limits without its
	// cancellation.
	progress := progressFor(stderr, "sweep "+shard.String())
	err = family.Sweep(context.WithoutCancel(ctx), plan, n, jobs, func(r family.Result) error {
		if strings.Contains(r.Error, gamelib.ErrTooSlow.Error()) {
			r.Error += "; run with --force to insist" // a code refused by the work limit: as seq says it
		}
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		lineMu.Lock()
		defer lineMu.Unlock()
		if _, err := w.Write(append(b, '\n')); err != nil { // one write a line
			return err
		}
		lines++
		return nil
	}, progress)
	if err != nil {
		abort()
		if errors.Is(err, gamelib.ErrTooLarge) {
			return libraryError(err)
		}
		return err
	}
	// The interrupt handler takes lineMu too: FILE is committed whole or
	// left as it was.
	lineMu.Lock()
	defer lineMu.Unlock()
	return commit()
}

// sweepFamily builds the family from whichever of --digits, --codes and
// --file was given.
func sweepFamily(ctx context.Context, digits int, hex bool, leading, codes, file string) (*family.Family, error) {
	switch {
	case digits != 0 || codes == "" && file == "":
		var lead []int
		for _, s := range strings.Split(leading, ",") {
			d, err := strconv.ParseUint(strings.TrimSpace(s), 16, 8)
			if err != nil {
				return nil, badInput("sweep: --leading %q: want digits such as 0,4", leading)
			}
			lead = append(lead, int(d))
		}
		f, err := family.DigitsContext(ctx, digits, hex, lead)
		return f, libraryError(err)
	case codes != "":
		f, err := family.ListContext(ctx, strings.Split(codes, ","))
		return f, libraryError(err)
	}
	var r io.Reader = os.Stdin
	if file != "-" {
		fh, err := os.Open(file)
		if err != nil {
			return nil, badInput("sweep: %v", err)
		}
		defer fh.Close()
		r = fh
	}
	var list []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		for _, c := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			list = append(list, c)
		}
		if err := gamelib.LimitsFrom(ctx).CheckMemory("sweep: codes of "+file, int64(len(list)), 160); err != nil {
			return nil, libraryError(err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("sweep: reading %s: %v", file, err)
	}
	if len(list) == 0 {
		return nil, badInput("sweep: no codes in %s", file)
	}
	f, err := family.ListContext(ctx, list)
	return f, libraryError(err)
}

// sweepOutput returns where the lines go: stdout, or FILE written by
// atomicfile (a regular file is replaced on commit, keeping its mode; a
// device or pipe is written through; a directory is refused).
func sweepOutput(out string, stdout io.Writer) (w io.Writer, commit func() error, abort func(), err error) {
	if out == "" {
		return stdout, func() error { return nil }, func() {}, nil
	}
	f, err := atomicfile.Create(out)
	if err != nil {
		return nil, nil, nil, badInput("sweep: -o %s: %v", out, err)
	}
	return f, f.Commit, f.Abort, nil
}
