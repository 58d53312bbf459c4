package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/gamelib/octal/checkpoint"
	"github.com/grundylab/grundylab/internal/atomicfile"
)

func init() {
	register("run", "compute a game to N heaps in a resumable checkpoint directory: run GAME -n N --dir DIR [--every D] [--json]", runRun)
}

// runRun is the run command: see README, "Long runs". The storage and the
// loop live in gamelib/octal/checkpoint; this file reads flags, turns
// Ctrl-C into a save and writes the result.
func runRun(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("run", stderr)
	var n, workers int
	var chunk int64
	var dir string
	var every time.Duration
	var asJSON bool
	intVar(fs, &n, "n", -1, "largest heap size `N`")
	fs.StringVar(&dir, "dir", "", "the checkpoint directory `DIR` (created if absent; resumed if it holds a run of GAME)")
	fs.DurationVar(&every, "every", time.Minute, "save the values every `D` (and at the end, and on Ctrl-C)")
	int64Var(fs, &chunk, "chunk", 1<<24, "heaps of one chunk file")
	intVar(fs, &workers, "workers", 0, "goroutines computing values (0: one a core)")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		_, _, err := parseGame("run", pos)
		return err
	}
	if !flagGiven(fs, "n") {
		return badInput("run: -n N is required")
	}
	if err := checkN("n", n); err != nil {
		return err
	}
	if dir == "" {
		return badInput("run: --dir DIR is required")
	}
	if chunk < 1 || every <= 0 || workers < 0 {
		return badInput("run: --chunk, --every must be positive and --workers at least 0")
	}
	if err := checkParallel("run: --workers", workers); err != nil {
		return err
	}
	if int64(n) > maxRunHeap {
		return badInput("run: -n %d: the rare/common solver stores heaps up to 2^32 − 1 = %d", n, maxRunHeap)
	}
	game, err := parseRunGame("run", pos)
	if err != nil {
		return err
	}
	// The work to N is checked before DIR is created or touched, as seq
	// checks it: a refused run leaves nothing behind.
	ctx := commandContext(fs)
	if c, ok := game.(interface {
		CheckValuesWork(context.Context, int) error
	}); ok {
		if err := c.CheckValuesWork(ctx, n); err != nil {
			return libraryError(err)
		}
	}
	unlock, err := prepareRunDir(dir)
	if err != nil {
		return err
	}
	defer unlock()
	// Ctrl-C, SIGTERM or SIGHUP cancels ctx: stop computing, save, then
	// exit with the signal's status.
	// outputMu keeps the interrupt handler of main waiting until the save
	// is done; a second Ctrl-C exits at once, which is safe too (every
	// file is written to a temporary name and renamed).
	outputMu.Lock()
	res, err := checkpoint.Run(ctx, dir, game, n, checkpoint.Options{
		ChunkHeaps: chunk, Every: every, Workers: workers,
		Progress:     progressFor(stderr, "run "+pos[0]),
		ReadProgress: progressFor(stderr, "run "+pos[0]+": resuming from "+dir),
	})
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		// Interrupted and saved: the one line and the status of an
		// interrupt (main's handler waits on outputMu), with where the
		// values are.
		clearProgress()
		fmt.Fprintf(stderr, "grundy: interrupted; %d heaps saved in %s (run the same command to resume)\n", res.N+1, dir)
		os.Exit(stoppedStatus())
	}
	outputMu.Unlock()
	if err != nil {
		switch {
		case errors.Is(err, gamelib.ErrTooLarge), errors.Is(err, gamelib.ErrTooSlow):
			return libraryError(err)
		case errors.Is(err, octal.ErrNotSparse):
			return badInput("run: %v", err)
		case errors.Is(err, checkpoint.ErrOtherGame), errors.Is(err, checkpoint.ErrCorrupt):
			return badInput("%v (nothing was changed)", err)
		}
		return err
	}
	out := map[string]any{
		"game": pos[0], "n": n, "dir": dir,
		"heaps":          fmt.Sprint(res.N + 1),
		"resumed":        fmt.Sprint(res.Resumed),
		"computed":       fmt.Sprint(res.Computed),
		"bytes":          fmt.Sprint(res.Bytes),
		"bytes_per_heap": res.BytesPerHeap(),
	}
	if res.Split != nil {
		out["rare_mask"] = res.Split.Mask
		out["rare_count"] = fmt.Sprint(res.Split.Rare)
	}
	if per := res.Period; per != nil && per.Certified {
		out["certified"] = true
		out["preperiod"] = per.Preperiod
		out["period"] = per.Period
		out["needed"] = fmt.Sprint(per.Needed)
	}
	if asJSON {
		return writeJSON(stdout, out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: g(0..%d) in %s, %d heaps resumed, %d computed, %.4f bytes a heap", pos[0], res.N, dir, res.Resumed, res.Computed, res.BytesPerHeap())
	if res.Split != nil && res.Split.Mask != 0 {
		fmt.Fprintf(&b, ", %d rare heaps (mask %#x)", res.Split.Rare, res.Split.Mask)
	}
	if per := res.Period; per != nil && per.Certified {
		fmt.Fprintf(&b, "; certified: preperiod %d, period %d, from %d values", per.Preperiod, per.Period, per.Needed)
	}
	b.WriteByte('\n')
	_, err = io.WriteString(stdout, b.String())
	return err
}

// parseRunGame parses the GAME of command cmd (run, survey): a game the
// rare/common solver computes, so that a checkpoint can store it.
func parseRunGame(cmd string, pos []string) (checkpoint.Game, error) {
	_, rule, err := parseGame(cmd, pos)
	if err != nil {
		return nil, err
	}
	game, ok := rule.(checkpoint.Game)
	if !ok {
		return nil, badInput("%s: %s is not solved by the rare/common solver (use grundy, kayles, dawson or octal:CODE)", cmd, pos[0])
	}
	return game, nil
}

// maxRunHeap is the largest heap the rare/common solver stores.
const maxRunHeap int64 = 1<<32 - 1

// prepareRunDir readies the checkpoint directory dir of a run: it
// creates it if needed, locks it (lockDir: a second run on it fails with
// the pid of the first), removes the temporary files a killed run left
// (no other run writes there while the lock is held) and refuses, as bad
// input, a directory that holds other files but no checkpoint. unlock
// releases the lock.
func prepareRunDir(dir string) (unlock func(), err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, badInput("run: --dir %s: %v", dir, err)
	}
	if unlock, err = lockDir("run", dir); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		unlock()
		return nil, fmt.Errorf("run: %w", err)
	}
	manifest, others := false, ""
	for _, e := range entries {
		switch name := e.Name(); {
		case name == checkpointManifest:
			manifest = true
		case isCheckpointTemp(name):
			os.Remove(filepath.Join(dir, name)) // left by a kill -9
		case others == "":
			others = name
		}
	}
	if !manifest && others != "" {
		unlock()
		return nil, badInput("run: --dir %s holds %s but no %s: not a checkpoint directory (nothing was changed)", dir, others, checkpointManifest)
	}
	return unlock, nil
}

// checkpointManifest is the manifest's name in a checkpoint directory.
const checkpointManifest = "checkpoint.json"

// isCheckpointTemp reports whether name is a temporary file of a
// checkpoint's atomic writes (of the manifest or of a chunk).
func isCheckpointTemp(name string) bool {
	if atomicfile.IsTemp(name, checkpointManifest) {
		return true
	}
	base, _, ok := strings.Cut(strings.TrimPrefix(name, "."), ".tmp")
	return ok && strings.HasPrefix(name, ".values-") && strings.HasSuffix(base, ".glc")
}
