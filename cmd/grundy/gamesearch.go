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

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// gameSearchFlags are the flags of the searches on the decomp engine run
// by nodekayles and chomp: --tt-mem, --dir and --outcome. (The board
// engineer's cmd/grundy/searchflags.go gives cram the same flags; this
// file can give way to it once both are in main.)
type gameSearchFlags struct {
	ttMem   string
	dir     string
	outcome bool
}

func (f *gameSearchFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.ttMem, "tt-mem", "", "memory of the transposition table, e.g. `SIZE` 256MiB (default 256MiB, at least 64KiB)")
	fs.StringVar(&f.dir, "dir", "", "save the table to `DIR` (on Ctrl-C, every 5 minutes and at the end) and resume from it")
	fs.BoolVar(&f.outcome, "outcome", false, "compute only the outcome (P or N), cheaper than the nimber")
}

// options returns the engine's options for the game name.
func (f *gameSearchFlags) options(cmd, name string, stderr io.Writer) (*decomp.Options, error) {
	o := &decomp.Options{Name: name, Dir: f.dir, Progress: progressFor(stderr, cmd)}
	if f.ttMem != "" {
		b, err := parseBytes(f.ttMem)
		if err != nil {
			return nil, badInput("%s: --tt-mem %v", cmd, err)
		}
		if b < decomp.MinTTMem {
			return nil, badInput("%s: --tt-mem %s is below the minimum table of %d bytes (64KiB)", cmd, f.ttMem, decomp.MinTTMem)
		}
		o.TTMem = b
	}
	return o, nil
}

// searchWithInterrupt runs search with a context that Ctrl-C (or SIGTERM)
// cancels; the engine then saves its table to --dir before returning, and
// the command exits with the interrupt's status and one line saying where
// the table is. main's own handler waits on outputMu meanwhile.
func searchWithInterrupt(cmd, dir string, stderr io.Writer, search func(ctx context.Context) error) error {
	ctx, cancel := context.WithCancel(commandLimits()) // the limits; Ctrl-C below
	defer cancel()
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
		if dir != "" {
			fmt.Fprintf(stderr, "grundy: %s: interrupted; table saved in %s (run the same command to resume)\n", cmd, dir)
		} else {
			fmt.Fprintf(stderr, "grundy: %s: interrupted\n", cmd)
		}
		os.Exit(exitInterrupted)
	}
	outputMu.Unlock()
	return graphSearchError(err)
}

// graphSearchError classifies an error of the engine: a table too large or
// below the minimum, a directory of another search or a corrupt one are
// bad input (exit 2, nothing saved is touched); others exit 1.
func graphSearchError(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, gamelib.ErrTooLarge), errors.Is(err, gamelib.ErrTooSlow):
		return libraryError(err)
	case errors.Is(err, decomp.ErrOtherSearch), errors.Is(err, decomp.ErrCorrupt), errors.Is(err, decomp.ErrTableSmall):
		return badInput("%v (nothing was changed)", err)
	}
	return err
}

// outcomeString is "P" for nimber 0, else "N".
func outcomeString(nimber int) string {
	if nimber == 0 {
		return "P"
	}
	return "N"
}

// statsJSON is the part of a search's JSON that describes its work;
// counts are strings.
func statsJSON(m map[string]any, s decomp.Stats) {
	m["nodes"] = fmt.Sprint(s.Nodes)
	m["table_bytes"] = fmt.Sprint(s.TableBytes)
	m["resumed"] = fmt.Sprint(s.Resumed)
	m["seconds"] = s.Elapsed.Seconds()
}
