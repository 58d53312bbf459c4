package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// searchFlags are the flags every board or graph search shares (cram,
// nodekayles, chomp): the transposition table's memory and the directory
// it is saved to and resumed from.
type searchFlags struct {
	ttMem string
	dir   string
	every time.Duration
}

func (f *searchFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.ttMem, "tt-mem", "", fmt.Sprintf("memory of the transposition table, `SIZE` such as 512MiB (default %dMiB, at least %dKiB)",
		decomp.DefaultTTMem>>20, decomp.MinTTMem>>10))
	fs.StringVar(&f.dir, "dir", "", "save the table to `DIR` (at the end, every --save-every and on Ctrl-C) and resume from it")
	fs.DurationVar(&f.every, "save-every", 5*time.Minute, "with --dir, save the table every `D`")
}

// options checks the flags and returns the engine's options for game.
func (f *searchFlags) options(cmd, game string) (*decomp.Options, error) {
	o := &decomp.Options{Name: game, Dir: f.dir, SaveEvery: f.every}
	if f.ttMem != "" {
		b, err := parseBytes(f.ttMem)
		if err != nil {
			return nil, badInput("%s: --tt-mem: %v", cmd, err)
		}
		if b < decomp.MinTTMem {
			return nil, badInput("%s: --tt-mem %s is below the minimum table memory of %d bytes (%dKiB)", cmd, f.ttMem, decomp.MinTTMem, decomp.MinTTMem>>10)
		}
		o.TTMem = b
	}
	if f.every <= 0 {
		return nil, badInput("%s: --save-every must be positive", cmd)
	}
	return o, nil
}

// runSearch runs search with a context cancelled by Ctrl-C or SIGTERM.
// With --dir, an interrupted search saves its table and the command
// exits with the interrupt's status after one line saying where the
// table is; main's handler waits meanwhile (outputMu). Errors come back
// as command errors (searchError).
func runSearch(cmd string, f *searchFlags, stderr io.Writer, search func(ctx context.Context) error) error {
	ctx, cancel := context.WithCancel(commandLimits()) // the limits; Ctrl-C below
	defer cancel()
	if f.dir == "" {
		return searchError(cmd, search(ctx))
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	go func() {
		if _, ok := <-sig; ok {
			cancel()
		}
	}()
	outputMu.Lock()
	err := search(ctx)
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		clearProgress()
		fmt.Fprintf(stderr, "grundy: interrupted; the table is saved in %s (run the same command to resume)\n", f.dir)
		os.Exit(exitInterrupted)
	}
	outputMu.Unlock()
	return searchError(cmd, err)
}

// searchError turns an engine error into a command error: a directory of
// another search, a corrupt one or one larger than --tt-mem, a table too large, work beyond the
// limit are bad input (exit 2).
func searchError(cmd string, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, decomp.ErrOtherSearch), errors.Is(err, decomp.ErrCorrupt), errors.Is(err, decomp.ErrTableSmall):
		return badInput("%s: %v (nothing was changed)", cmd, err)
	case errors.Is(err, gamelib.ErrTooLarge), errors.Is(err, gamelib.ErrTooSlow):
		return libraryError(fmt.Errorf("%s: %w", cmd, err))
	}
	return fmt.Errorf("%s: %w", cmd, err)
}

// addStats adds the search's statistics to a JSON object: counts as
// strings, as the contract wants.
func addStats(out map[string]any, st decomp.Stats) {
	out["nodes"] = fmt.Sprint(st.Nodes)
	out["tt_entries"] = fmt.Sprint(st.Entries)
	out["tt_capacity"] = fmt.Sprint(st.Capacity)
	out["tt_bytes"] = fmt.Sprint(st.TableBytes)
	out["tt_evictions"] = fmt.Sprint(st.Evictions)
	out["tt_resumed"] = fmt.Sprint(st.Resumed)
	out["seconds"] = st.Elapsed.Seconds()
}
