package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
)

// memLimitEnv is the environment variable that sets the memory limit.
const memLimitEnv = "GRUNDY_MEM_LIMIT"

// limitFlags are the --mem-limit and --force flags of one command, with
// $GRUNDY_MEM_LIMIT as the memory limit's default. Parsing them sets
// nothing global: limits builds the gamelib.Limits that the command
// passes to the library per call, in its context (commandContext).
type limitFlags struct {
	mem        int64 // --mem-limit; 0 when not given
	force      bool
	forceGiven bool
}

// limits returns the limits of the command: --mem-limit, else
// $GRUNDY_MEM_LIMIT, else the library's default memory limit; no work
// limit with --force, the default one with --force=false or without it.
// A malformed $GRUNDY_MEM_LIMIT is bad input, reported by the commands
// (not by help, which computes nothing).
func (l *limitFlags) limits() (gamelib.Limits, error) {
	lim := gamelib.Limits{Memory: l.mem}
	if lim.Memory == 0 {
		if v, ok := os.LookupEnv(memLimitEnv); ok && v != "" {
			b, err := parseBytes(v)
			if err != nil {
				return lim, badInput("%s=%q: %v", memLimitEnv, v, err)
			}
			lim.Memory = b
		}
	}
	switch {
	case l.force:
		lim.Work = -1
	case l.forceGiven:
		lim.Work = gamelib.DefaultWorkLimit
	}
	return lim, nil
}

// flagLimits returns the limits of the flag set fs made by newFlagSet.
func flagLimits(fs *flag.FlagSet) (gamelib.Limits, error) {
	f := fs.Lookup("mem-limit")
	if f == nil {
		return gamelib.Limits{}, nil
	}
	return f.Value.(memLimitFlag).l.limits()
}

// commandContext returns the context a command passes to the library:
// the limits of its flags (gamelib.WithLimits) and cancellation on
// Ctrl-C, SIGTERM or SIGHUP (the context of the command run by run).
func commandContext(fs *flag.FlagSet) context.Context {
	lim, _ := flagLimits(fs) // parseFlags has reported a malformed one
	return gamelib.WithLimits(runContext(), lim)
}

// commandLimits returns a context that carries the limits of the command
// being run (recorded by parseFlags) but not its cancellation: for the
// board searches (runSearch, searchWithInterrupt), which watch Ctrl-C
// themselves to save their table first.
func commandLimits() context.Context {
	return context.WithoutCancel(runContext())
}

// recordLimits makes lim part of the context of the command being run
// (runContext), so that code without the flag set (commandLimits) finds
// them.
func recordLimits(lim gamelib.Limits) {
	cmdCtxMu.Lock()
	defer cmdCtxMu.Unlock()
	cmdCtx = gamelib.WithLimits(cmdCtx, lim)
}

// memLimitFlag is --mem-limit SIZE.
type memLimitFlag struct{ l *limitFlags }

func (f memLimitFlag) String() string {
	if f.l == nil || f.l.mem == 0 {
		return ""
	}
	return strconv.FormatInt(f.l.mem, 10)
}

func (f memLimitFlag) Set(s string) error {
	b, err := parseBytes(s)
	if err != nil {
		return err
	}
	f.l.mem = b
	return nil
}

// forceFlag is --force: no work limit.
type forceFlag struct{ l *limitFlags }

func (f forceFlag) String() string { return strconv.FormatBool(f.l != nil && f.l.force) }
func (forceFlag) IsBoolFlag() bool { return true }

func (f forceFlag) Set(s string) error {
	force, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("%q is not true or false", s)
	}
	f.l.force, f.l.forceGiven = force, true
	return nil
}

// byteUnits are the suffixes parseBytes accepts, lower-cased.
var byteUnits = map[string]float64{
	"": 1, "b": 1,
	"k": 1 << 10, "ki": 1 << 10, "kib": 1 << 10, "kb": 1e3,
	"m": 1 << 20, "mi": 1 << 20, "mib": 1 << 20, "mb": 1e6,
	"g": 1 << 30, "gi": 1 << 30, "gib": 1 << 30, "gb": 1e9,
	"t": 1 << 40, "ti": 1 << 40, "tib": 1 << 40, "tb": 1e12,
}

// byteUnitsRule says which units parseBytes takes, for its error and the
// flags' help.
const byteUnitsRule = "K, M, G, T, Ki, Mi, Gi, Ti, KiB, MiB, GiB, TiB are binary (1G = 1GiB = 2^30 bytes), kB, MB, GB, TB decimal (1GB = 10^9), B or none bytes; any case"

// parseBytes reads a memory size: a positive number with an optional
// unit, binary (KiB, MiB, GiB, TiB; K, M, G, T and Ki, Mi, Gi, Ti are
// the same) or decimal (kB, MB, GB, TB), case-insensitive: 2GiB, 512MiB,
// 1.5G, 1Gi, 1e9.
func parseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] >= 'a' && t[i-1] <= 'z' || t[i-1] >= 'A' && t[i-1] <= 'Z') {
		i--
	}
	num, unit := strings.TrimSpace(t[:i]), strings.ToLower(t[i:])
	mult, ok := byteUnits[unit]
	if !ok {
		return 0, fmt.Errorf("%q: unknown unit %q (units: %s)", s, t[i:], byteUnitsRule)
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

// formatBytes writes b as --tt-mem and --mem-limit take it: in the
// largest binary unit that divides it (2GiB, 100MiB), else in bytes.
func formatBytes(b int64) string {
	for _, u := range []struct {
		shift uint
		name  string
	}{{40, "TiB"}, {30, "GiB"}, {20, "MiB"}, {10, "KiB"}} {
		if b > 0 && b%(1<<u.shift) == 0 {
			return fmt.Sprintf("%d%s", b>>u.shift, u.name)
		}
	}
	return fmt.Sprint(b)
}

// parallelPerCore bounds --workers and --jobs: goroutines beyond a few a
// core add no speed, only memory (run --workers 1000000000 was killed
// out of memory at 22.8 GB).
const parallelPerCore = 4

// checkParallel refuses a number of goroutines above parallelPerCore a
// core (GOMAXPROCS) as bad input.
func checkParallel(what string, n int) error {
	if most := parallelPerCore * runtime.GOMAXPROCS(0); n > most {
		return badInput("%s %d: at most %d (%d a core, %d cores)", what, n, most, parallelPerCore, runtime.GOMAXPROCS(0))
	}
	return nil
}
