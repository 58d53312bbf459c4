package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/internal/human"
)

// searchFlags are the flags of the searches on the decomp engine, one set
// for cram, nodekayles and chomp: the transposition table's memory, the
// directory it is saved to and resumed from, how often it is saved, and
// --outcome. (--force and --mem-limit are every command's flags.)
type searchFlags struct {
	ttMem   string
	dir     string
	every   time.Duration
	outcome bool
	moves   bool
	workers int
	// resize: --tt-resize, resume a table of --dir into a table of
	// another size even when entries are dropped (resumeCheck).
	resize bool
	// everySet: --save-every was given (it needs --dir).
	everySet bool
	// notSaved is the error of a search that finished but whose last save
	// to --dir failed (decomp.ErrNotSaved): the result is printed, then
	// the error reported (finish).
	notSaved error
}

// minSaveEvery is the shortest --save-every.
const minSaveEvery = time.Second

// finish returns err, or when there is none the error of a last save
// that failed: the command's result is printed first, and it exits 1.
func (f *searchFlags) finish(err error) error {
	if err != nil {
		return err
	}
	return f.notSaved
}

// A moveList gives the searches' --moves: the position's moves and what
// each leaves, in the engine's order of options, and the searches of the
// options' values (decomp.OptionNimbers, decomp.OptionOutcomes).
type moveList struct {
	names, after []string
	// order is the order the moves are printed in, as indices into
	// names (nil: names' order).
	order    []int
	nimbers  func(context.Context, *decomp.Options) ([]int, decomp.Stats, error)
	outcomes func(context.Context, *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)
}

func (f *searchFlags) register(fs *flag.FlagSet) {
	f.registerTable(fs)
	fs.Func("dir", "save the table to `DIR` (at the end, every --save-every and on Ctrl-C) and resume from it", func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New("want a directory (an empty one means none: leave --dir out)")
		}
		f.dir = s
		return nil
	})
	f.every = 5 * time.Minute
	fs.Func("save-every", "with --dir, save the table every `D` (default 5m, at least 1s; at least 9 times the last save's duration)", func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil {
			return err
		}
		f.every, f.everySet = d, true
		return nil
	})
	fs.BoolVar(&f.resize, "tt-resize", false, "with --dir, resume its table even when this --tt-mem, another than the one it was saved with, drops entries that do not fit (refused without it; the next save no longer holds them)")
	fs.BoolVar(&f.outcome, "outcome", false, "compute only the outcome (P or N), which is cheaper than the nimber")
	fs.BoolVar(&f.moves, "moves", false, "list every move with the nimber (with --outcome the outcome) of the position it leaves; the moves to a P-position win")
}

// registerTable registers the flags of the table's memory and the
// workers only (grundy table, whose searches keep one table and save
// none), --save-every's default set so that options accepts it.
func (f *searchFlags) registerTable(fs *flag.FlagSet) {
	fs.Func("tt-mem", fmt.Sprintf("memory of the transposition table, `SIZE` such as 512MiB (default %dMiB, or --mem-limit when lower; at least %dKiB; %s)",
		decomp.DefaultTTMem>>20, decomp.MinTTMem>>10, byteUnitsRule), func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New("want a SIZE such as 512MiB (leave --tt-mem out for the default)")
		}
		f.ttMem = s
		return nil
	})
	fs.IntVar(&f.workers, "workers", 1, "search with `N` goroutines sharing the table (0: one per CPU); the statistics then vary from run to run")
	f.every = 5 * time.Minute
}

// options checks the flags and returns the engine's options for game,
// with a progress line labelled what on a terminal stderr (statusFor).
func (f *searchFlags) options(cmd, game, what string, stderr io.Writer) (*decomp.Options, error) {
	o := &decomp.Options{Name: game, Dir: f.dir, SaveEvery: f.every}
	if f.ttMem != "" {
		b, err := parseBytes(f.ttMem)
		if err != nil {
			return nil, badInput("%s: --tt-mem: %v", cmd, err)
		}
		if b < decomp.MinTTMem {
			return nil, badInput("%s: --tt-mem %s is below the minimum table memory of %d bytes (%dKiB)", cmd, f.ttMem, decomp.MinTTMem, decomp.MinTTMem>>10)
		}
		// A table the memory limit forbids is refused here, whether or
		// not the search comes to make it (Chomp's box table makes none).
		// Without --tt-mem the library sizes its default table to fit.
		if lim := gamelib.LimitsFrom(commandLimits()); lim.CheckMemory("", b, 1) != nil {
			return nil, badInput("%s: --tt-mem %s is more than --mem-limit %s; lower --tt-mem or raise --mem-limit (or $%s)", cmd, f.ttMem, formatBytes(lim.Memory), memLimitEnv)
		}
		o.TTMem = b
	}
	if f.every < minSaveEvery {
		return nil, badInput("%s: --save-every %v: at least %v (saving a large table takes seconds to minutes; the saves are also spaced 9 times their duration apart, so that they take at most a tenth of the run)", cmd, f.every, minSaveEvery)
	}
	if f.everySet && f.dir == "" {
		return nil, badInput("%s: --save-every saves the table to --dir, and no --dir is given", cmd)
	}
	if f.workers < 0 {
		return nil, badInput("%s: --workers %d: want 0 (one a CPU) or more", cmd, f.workers)
	}
	if err := checkParallel(cmd+": --workers", f.workers); err != nil {
		return nil, err
	}
	switch {
	case f.workers == 0:
		o.Workers = runtime.NumCPU()
	default:
		o.Workers = f.workers
	}
	o.Status = statusFor(stderr, what)
	if f.dir != "" {
		show := progressFor(stderr, what+": reading the table in "+f.dir)
		o.ReadProgress = func(done, total int64) {
			readingTable.Store(done < total)
			show.Report(done, total)
		}
		o.OnResume = f.resumeCheck(cmd, stderr)
	}
	return o, nil
}

// resumeCheck answers decomp.Options.OnResume, called once the table of
// --dir is read back and before anything is written there: a resume into
// a table of another size than the saved one that dropped entries (their
// buckets overflowed) is refused (bad input, the directory unchanged)
// naming the size it was saved from, unless --tt-resize accepts it, when
// one line says how many were dropped, before the search, so that it is
// told whatever ends the search (a signal exits without returning here)
// and before the next save makes the loss permanent.
func (f *searchFlags) resumeCheck(cmd string, stderr io.Writer) func(decomp.Resume) error {
	return func(r decomp.Resume) error {
		if r.Dropped == 0 {
			return nil
		}
		saved := r.Kept + r.Dropped
		from, keep := "a table of a size its manifest does not record (saved by a version that did not record it)", "the --tt-mem it was saved with"
		if r.SavedTableBytes > 0 {
			from, keep = fmt.Sprintf("a table of %d bytes", r.SavedTableBytes), "--tt-mem "+formatBytes(r.SavedTableBytes)
		}
		if !f.resize {
			return badInput("%s: %s was saved from %s; read back into this one of %d bytes, %d of its %d entries do not fit their buckets and would be dropped, for good at the next save: resume with %s to keep every entry, or add --tt-resize to drop them (nothing was changed)",
				cmd, f.dir, from, r.TableBytes, r.Dropped, saved, keep)
		}
		clearProgress()
		fmt.Fprintf(stderr, "grundy: %s: %s was saved from %s and read back into one of %d bytes (--tt-resize): %d of its %d entries did not fit their buckets and were dropped, the ones of least work; its next save no longer holds them\n",
			cmd, f.dir, from, r.TableBytes, r.Dropped, saved)
		return nil
	}
}

// search runs the nimber search, or with --outcome the outcome search,
// through runSearch, and fills out: "nimber" (not with --outcome),
// "outcome" ("P" or "N"), the statistics (addStats) and "dir"; with
// --moves it searches the options instead (searchMoves). legacy
// adds the older names of two statistics that nodekayles and chomp
// printed before the flags were one set ("table_bytes", "resumed").
func (f *searchFlags) search(cmd string, opt *decomp.Options, stderr io.Writer, out map[string]any, legacy bool, ml *moveList,
	nimber func(context.Context, *decomp.Options) (int, decomp.Stats, error),
	outcome func(context.Context, *decomp.Options) (gamelib.Outcome, decomp.Stats, error)) error {
	var st decomp.Stats
	err := runSearchSaving(cmd, f.dir, stderr, func(ctx context.Context, abandon <-chan struct{}) error {
		opt.AbandonSave = abandon
		if f.moves {
			s, err := f.searchMoves(ctx, opt, out, ml)
			st = s
			return err
		}
		if f.outcome {
			o, s, err := outcome(ctx, opt)
			st = s
			if finished(err) {
				out["outcome"] = o.String()
			}
			return err
		}
		v, s, err := nimber(ctx, opt)
		st = s
		if finished(err) {
			out["nimber"], out["outcome"] = v, gamelib.OutcomeOf(v).String()
		}
		return err
	})
	clearProgress()
	if st.ReclaimedFiles > 0 {
		fmt.Fprintf(stderr, "grundy: %s: removed %d stale files of a save cut short from %s (%s bytes reclaimed)\n", cmd, st.ReclaimedFiles, f.dir, human.Count(float64(st.Reclaimed)))
	}
	if finished(err) && err != nil {
		f.notSaved, err = err, nil
	}
	if err != nil {
		return err
	}
	addStats(out, st, legacy)
	if f.dir != "" {
		out["dir"] = f.dir
		out["dir_reclaimed_bytes"] = fmt.Sprint(st.Reclaimed)
	}
	return nil
}

// searchMoves runs, for --moves, the search of the values of every option
// (ml.nimbers, or with --outcome ml.outcomes) instead of the position's
// own, and fills out from them: "nimber" (the mex of the options'
// nimbers; not with --outcome), "outcome" (N exactly when a move leaves a
// P-position), "moves" (for each move, in print order: "move", "after"
// when the game shows it, and "nimber" or "outcome") and "winning_moves"
// (the moves to a P-position).
func (f *searchFlags) searchMoves(ctx context.Context, opt *decomp.Options, out map[string]any, ml *moveList) (decomp.Stats, error) {
	var (
		vals []int
		outs []gamelib.Outcome
		st   decomp.Stats
		err  error
	)
	if f.outcome {
		outs, st, err = ml.outcomes(ctx, opt)
	} else {
		vals, st, err = ml.nimbers(ctx, opt)
	}
	if !finished(err) {
		return st, err
	}
	order := ml.order
	if order == nil {
		order = make([]int, len(ml.names))
		for i := range order {
			order[i] = i
		}
	}
	moves := make([]map[string]any, 0, len(order))
	winning := []string{}
	var seen []bool
	for _, i := range order {
		m := map[string]any{"move": ml.names[i]}
		if ml.after != nil {
			m["after"] = ml.after[i]
		}
		o := gamelib.N
		if f.outcome {
			o = outs[i]
			m["outcome"] = o.String()
		} else {
			v := vals[i]
			m["nimber"] = v
			o = gamelib.OutcomeOf(v)
			for len(seen) <= v {
				seen = append(seen, false)
			}
			seen[v] = true
		}
		if o == gamelib.P {
			winning = append(winning, ml.names[i])
		}
		moves = append(moves, m)
	}
	out["moves"], out["winning_moves"] = moves, winning
	out["outcome"] = gamelib.P.String()
	if len(winning) > 0 {
		out["outcome"] = gamelib.N.String()
	}
	if !f.outcome {
		v := 0
		for v < len(seen) && seen[v] {
			v++
		}
		out["nimber"] = v
	}
	return st, err // nil, or the last save's failure (finished)
}

// finished reports whether a search ended with its result: no error, or
// only its last save to --dir failed (decomp.ErrNotSaved; not when it
// was interrupted, whose result is partial).
func finished(err error) bool {
	return err == nil || errors.Is(err, decomp.ErrNotSaved) && !errors.Is(err, context.Canceled)
}

// printMoves writes, after the result's line, the moves of --moves one a
// line: the move, what it leaves (when the game shows it) and its nimber
// or outcome, "wins" after a move to a P-position; then how many win.
func printMoves(w io.Writer, out map[string]any) error {
	moves, _ := out["moves"].([]map[string]any)
	width := 0
	for _, m := range moves {
		width = max(width, len(fmt.Sprint(m["move"])))
	}
	for _, m := range moves {
		line := fmt.Sprintf("  %-*s", width, m["move"])
		if a, ok := m["after"]; ok {
			line += fmt.Sprintf("  %s", a)
		}
		if v, ok := m["nimber"]; ok {
			line += fmt.Sprintf("  nimber %d", v)
			if v == 0 {
				line += "  wins"
			}
		} else if m["outcome"] == "P" {
			line += "  P  wins"
		} else {
			line += "  N"
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	wins, _ := out["winning_moves"].([]string)
	_, err := fmt.Fprintf(w, "%d of %d moves win\n", len(wins), len(moves))
	return err
}

// runSearch runs search. Without a directory it runs under main's
// interrupt handler (Ctrl-C: one "grundy: interrupted" line, as every
// command). With one, Ctrl-C, SIGTERM or SIGHUP cancels the search, which
// saves its table, and the command exits with the signal's status (130,
// 143, 129)
// after one line saying where the table is; main's handler waits
// meanwhile (outputMu) and leaves further signals to this one
// (searchSignals: a save of gigabytes takes minutes, and a second Ctrl-C
// must not throw it away). search is given the channel that abandons the
// save (decomp.Options.AbandonSave): runSearchSaving. Errors come back as
// command errors (searchError).
func runSearch(cmd, dir string, stderr io.Writer, search func(ctx context.Context) error) error {
	return runSearchSaving(cmd, dir, stderr, func(ctx context.Context, _ <-chan struct{}) error { return search(ctx) })
}

// searchHoldingOutput runs search holding outputMu, the way the
// searches with their own signal handler (runSearchSaving,
// runSearchPartial) run: main's handler (onInterrupt) then waits for
// them. A signal that reached main's handler before theirs was installed
// cancels the search (cancelOnSignal, or interrupted when it came before
// that was set) instead of leaving it to run to its end for a result
// never printed. When the search was cancelled (stopped), outputMu stays
// held and progress is cleared for the caller's one line and exit;
// otherwise it is released.
func searchHoldingOutput(ctx context.Context, cancel context.CancelFunc, search func(context.Context) error) (stopped bool, err error) {
	cancelOnSignal.Store(&cancel)
	defer cancelOnSignal.Store(nil)
	if interrupted.Load() {
		cancel()
	}
	outputMu.Lock()
	err = search(ctx)
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		clearProgress()
		return true, err
	}
	outputMu.Unlock()
	return false, err
}

// runSearchPartial is runSearch (with no directory) for a search whose
// partial result is worth telling when it is interrupted (a family's
// values, hours of them): Ctrl-C, SIGTERM or SIGHUP cancels the search,
// and the command exits with the signal's status (130, 143, 129) after one line,
// "grundy: CMD: interrupted", followed by "; " and partial(true) when
// that is not empty, on stderr (stdout gets nothing: output is whole or
// none). main's handler waits meanwhile (outputMu); a second signal
// waits too (GNU timeout sends two at once), a third exits at once.
// A search that fails otherwise (a limit, a fault in a cell) returns its
// error with partial(false) appended after "; " when that is not empty,
// so that what was found before it is not lost either.
func runSearchPartial(cmd string, stderr io.Writer, search func(ctx context.Context) error, partial func(interrupted bool) string) error {
	ctx, cancel := context.WithCancel(commandLimits())
	defer cancel()
	sig := make(chan os.Signal, 4)
	signal.Notify(sig, stopSignals...)
	defer signal.Stop(sig)
	searchPartial.Store(true)
	defer searchPartial.Store(false)
	stop := make(chan struct{})
	go func() {
		// The first signal cancels the search, whose partial result is
		// then told; a second (GNU timeout sends two) waits for it; a
		// third exits at once.
		for n := 1; ; n++ {
			select {
			case s := <-sig:
				if n > 1 && repeatedHangup(s) {
					n--
					continue
				}
				switch {
				case n == 1:
					noteSignal(s)
					cancel()
				case n >= 3:
					exitStopped()
				}
			case <-stop:
				return
			}
		}
	}()
	stopped, err := searchHoldingOutput(ctx, cancel, search)
	close(stop)
	if stopped {
		line := "grundy: " + cmd + ": interrupted"
		if p := partial(true); p != "" {
			line += "; " + p
		}
		fmt.Fprintln(stderr, line)
		// The status of the first signal, whichever handler took it
		// (noteSignal): main's may have cancelled the search before
		// the goroutine above took its copy, and stop was closed.
		exitStopped()
	}
	// The error is classified first (searchError), so that its hint
	// (run with --force to insist, --mem-limit) follows the error it is
	// about, then the partial result comes, its exit status kept (isUsage
	// finds a *usageError through the wrapping).
	err = searchError(cmd, err)
	if err != nil {
		if p := partial(false); p != "" {
			err = fmt.Errorf("%w; %s", err, p)
		}
	}
	return err
}

// runSearchSaving is runSearch for a search that saves its table to dir:
// search is given the channel that abandons the save
// (decomp.Options.AbandonSave; nil without dir).
func runSearchSaving(cmd, dir string, stderr io.Writer, search func(ctx context.Context, abandon <-chan struct{}) error) error {
	ctx, cancel := context.WithCancel(commandLimits()) // the limits; Ctrl-C below
	defer cancel()
	if dir == "" {
		return searchError(cmd, search(ctx, nil))
	}
	// The table's directory: made if need be (a path through a file is
	// bad input), and locked, so that a second run on it fails at once
	// (exit 2, naming the first's pid) instead of both saving to it. The
	// directories made here are removed again, by the run holding the
	// lock, when the command ends with nothing saved in them (a search
	// refused up front, a bad option): a refusal leaves no trace. A run
	// refused the lock removes nothing; one whose directory was removed
	// by such a run between its making and its locking makes it again.
	var made []string
	var unlock func()
	for try := 0; ; try++ {
		var err error
		if made, err = mkdirs(dir); err != nil {
			return badInput("%s: --dir %s: %v", cmd, dir, err)
		}
		if unlock, err = lockDir(cmd, dir); err == nil {
			break
		} else if !errors.Is(err, fs.ErrNotExist) || try == 2 {
			return err
		}
	}
	defer removeEmpty(made)
	defer unlock()
	sig := make(chan os.Signal, 4)
	signal.Notify(sig, stopSignals...)
	defer func() { signal.Stop(sig); close(sig) }() // no send after Stop: searchSignals returns
	searchSaving.Store(true)
	defer searchSaving.Store(false)
	abandon := make(chan struct{})
	go searchSignals(sig, stderr, cmd, dir, cancel, abandon, nil)
	readingTable.Store(false)
	stopped, err := searchHoldingOutput(ctx, cancel, func(ctx context.Context) error { return search(ctx, abandon) })
	if stopped {
		fmt.Fprintln(stderr, stoppedLine(cmd, dir, err, readingTable.Load()))
		removeEmpty(made) // os.Exit runs no deferred call
		exitStopped()
	}
	return searchError(cmd, err)
}

// savedManifest is the file of a table's directory that names its last
// whole save (decomp's manifest): present once one save is done.
const savedManifest = "table.json"

// stoppedLine is the last line of a search with a directory that a
// signal stopped (err its error): its table saved there, or not saved
// (why, and whether dir keeps an earlier save), or, when the signal came while the saved table was being read
// back (reading), the directory keeping that save as it was.
func stoppedLine(cmd, dir string, err error, reading bool) string {
	switch {
	case reading:
		return fmt.Sprintf("grundy: %s: interrupted while reading the table back; %s keeps its saved table as it was (run the same command to resume)", cmd, dir)
	case errors.Is(err, decomp.ErrNotSaved):
		// A failed save leaves the directory's last whole save as it
		// was (each is written to temporary files, its manifest renamed
		// in last): the work up to it is kept.
		keeps := fmt.Sprintf("%s holds no earlier save", dir)
		if _, serr := os.Stat(filepath.Join(dir, savedManifest)); serr == nil {
			keeps = fmt.Sprintf("%s keeps its last whole save, from before this one (run the same command to resume from it)", dir)
		}
		return fmt.Sprintf("grundy: %s: interrupted; the table is not saved (%s); %s", cmd, oneLine(notSavedError(err).Error()), keeps)
	}
	return fmt.Sprintf("grundy: %s: interrupted; the table is saved in %s (run the same command to resume)", cmd, dir)
}

// mkdirs makes dir and any missing parents, as os.MkdirAll, and returns
// the directories it made, the outermost first, each named by a prefix
// of dir as given (not cleaned: "a/b/../c" makes a, a/b and a/b/../c, and
// a prefix through a symbolic link names what the system makes), so
// that os.Remove of each removes what was made. On an error it removes
// what it made.
func mkdirs(dir string) (made []string, err error) {
	defer func() {
		if err != nil {
			removeEmpty(made)
			made = nil
		}
	}()
	for i := 1; i <= len(dir); i++ {
		if i < len(dir) && !os.IsPathSeparator(dir[i]) || os.IsPathSeparator(dir[i-1]) {
			continue // not the end of a component
		}
		p := dir[:i]
		if _, err := os.Stat(p); err == nil {
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return made, err
		}
		if err := os.Mkdir(p, 0o755); err != nil {
			if errors.Is(err, fs.ErrExist) {
				continue // made meanwhile by another run
			}
			return made, err
		}
		made = append(made, p)
	}
	if fi, err := os.Stat(dir); err != nil {
		return made, err
	} else if !fi.IsDir() {
		return made, &fs.PathError{Op: "mkdir", Path: dir, Err: syscall.ENOTDIR}
	}
	return made, nil
}

// removeEmpty removes the directories made (mkdirs' list, outermost
// first) that are empty, innermost first: os.Remove leaves a directory
// holding anything, so a saved table is never touched.
func removeEmpty(made []string) {
	for i := len(made) - 1; i >= 0; i-- {
		if os.Remove(made[i]) != nil {
			return
		}
	}
}

// searchSignals answers the signals (Ctrl-C, SIGTERM, SIGHUP) of a search
// that saves its table to dir: the first sets the exit status (130, 143,
// 129),
// says the table is being saved and cancels the search, which saves it;
// a second, while the save runs, says to wait and what a third does; a
// third closes abandon, which abandons the save (its temporary file
// removed, dir keeping its last whole save), and runSearch exits saying
// what dir keeps. It returns when sig is closed or after the third.
//
// The first signal's status is recorded where every handler records it
// (noteSignal, read by stoppedStatus when runSearchSaving exits); status,
// when not nil, is given it too (its test reads it there).
func searchSignals(sig <-chan os.Signal, stderr io.Writer, cmd, dir string, cancel func(), abandon chan<- struct{}, status *atomic.Int32) {
	for n := 1; ; n++ {
		s, ok := <-sig
		if !ok {
			return
		}
		if n > 1 && repeatedHangup(s) {
			n--
			continue
		}
		clearProgress()
		switch {
		case n == 1:
			noteSignal(s)
			if status != nil {
				status.Store(int32(signalStatus(s)))
			}
			if readingTable.Load() {
				fmt.Fprintf(stderr, "grundy: %s: interrupted; stopping the reading of the table in %s, which keeps its save as it was, wait\n", cmd, dir)
			} else {
				fmt.Fprintf(stderr, "grundy: %s: interrupted; saving the table in %s, wait\n", cmd, dir)
			}
			cancel()
		case readingTable.Load():
			// The saved table is being read back: nothing is written,
			// and the reading stops within seconds; no save to abandon.
			fmt.Fprintf(stderr, "grundy: %s: still stopping the reading of the table in %s, which keeps its save as it was; wait\n", cmd, dir)
		case n == 2:
			fmt.Fprintf(stderr, "grundy: %s: still saving the table in %s; wait, or signal once more to abandon this save (%s then keeps its last whole save)\n", cmd, dir, dir)
		default:
			fmt.Fprintf(stderr, "grundy: %s: abandoning the save in %s\n", cmd, dir)
			close(abandon)
			return
		}
	}
}

// notSavedError returns the part of err (a tree of errors.Join) that
// wraps decomp.ErrNotSaved: why the table was not saved, without the
// cancellation joined to it.
func notSavedError(err error) error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			if errors.Is(e, decomp.ErrNotSaved) {
				return e
			}
		}
	}
	return err
}

// searchError turns an engine error into a command error: a directory of
// another search, a corrupt one or one larger than --tt-mem is bad input
// (exit 2, and nothing saved is changed); a table beyond the memory limit
// or work beyond the work limit is bad input that says how to insist;
// others exit 1. The message starts with cmd unless the library's does.
func searchError(cmd string, err error) error {
	if err == nil {
		return nil
	}
	if msg := err.Error(); namedBy(cmd, msg) != msg {
		err = fmt.Errorf("%s: %w", cmd, err) // as main names every error (namedBy)
	}
	switch {
	case errors.Is(err, decomp.ErrOtherSearch), errors.Is(err, decomp.ErrCorrupt), errors.Is(err, decomp.ErrTableSmall):
		return badInput("%w (nothing was changed)", err)
	case errors.Is(err, decomp.ErrBadOption):
		return badInput("%w", err)
	case errors.Is(err, gamelib.ErrTooLarge), errors.Is(err, gamelib.ErrTooSlow):
		return libraryError(err)
	}
	return err
}

// addStats adds the search's statistics to a JSON object, counts as
// strings as the contract wants: nodes, tt_entries, tt_capacity,
// tt_bytes, tt_evictions, tt_resumed (the saved entries kept),
// tt_resume_dropped (those a table of another size had no room for),
// and seconds (a number); legacy
// adds table_bytes and resumed (= tt_bytes, tt_resumed), the names
// nodekayles and chomp have printed since they came.
func addStats(out map[string]any, st decomp.Stats, legacy bool) {
	out["nodes"] = fmt.Sprint(st.Nodes)
	out["tt_entries"] = fmt.Sprint(st.Entries)
	out["tt_capacity"] = fmt.Sprint(st.Capacity)
	out["tt_bytes"] = fmt.Sprint(st.TableBytes)
	out["tt_evictions"] = fmt.Sprint(st.Evictions)
	out["tt_resumed"] = fmt.Sprint(st.Resumed)
	out["tt_resume_dropped"] = fmt.Sprint(st.ResumeDropped)
	out["seconds"] = st.Elapsed.Seconds()
	if legacy {
		out["table_bytes"] = fmt.Sprint(st.TableBytes)
		out["resumed"] = fmt.Sprint(st.Resumed)
	}
}

// print writes the result of a search run by f.search: out as one JSON
// object with asJSON, else one line naming the position, what (e.g.
// "cram ..../....", "nodekayles 'D~{' (5 vertices, 10 edges)"), and its
// nimber and outcome ("cram ..../....: nimber 2, outcome N"; with
// --outcome only the outcome), then with --moves a line a move.
func (f *searchFlags) print(stdout io.Writer, what string, out map[string]any, asJSON bool) error {
	if asJSON {
		return f.finish(writeJSON(stdout, out))
	}
	var err error
	if f.outcome {
		_, err = fmt.Fprintf(stdout, "%s: outcome %s\n", what, out["outcome"])
	} else {
		_, err = fmt.Fprintf(stdout, "%s: nimber %d, outcome %s\n", what, out["nimber"], out["outcome"])
	}
	if err == nil && f.moves {
		err = printMoves(stdout, out)
	}
	return f.finish(err)
}
