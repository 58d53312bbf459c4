package gamelib

import (
	"errors"
	"fmt"
	"math"
	"sync/atomic"
)

// Progress reports how far a long computation has got: done units of
// total. The units are proportional to the work (the time the computation
// takes), not to heaps or rows when those cost unequal amounts, so that
// a rate and a time left can be read from it. Library code never prints;
// notebooks draw a progress bar and the command line writes to a
// terminal's stderr. A nil Progress is allowed everywhere one is
// accepted. Calls are made from the computing goroutine and are
// rate-limited by the caller to a few hundred per run.
type Progress func(done, total int64)

// Report calls p(done, total) when p is not nil.
func (p Progress) Report(done, total int64) {
	if p != nil {
		p(done, total)
	}
}

// Part returns the Progress of one part of a computation reported by p:
// the part's own done/total is mapped onto [from, from+width] of a whole
// of size whole, in units proportional to work (estimated costs, so that
// a computation made of parts of unequal cost still reports progress
// proportional to its work). A nil p gives a nil Progress.
func (p Progress) Part(from, width, whole float64) Progress {
	if p == nil {
		return nil
	}
	const most = 1 << 62
	scale := 1.0
	if whole > most {
		scale = most / whole
	}
	return func(done, total int64) {
		f := 1.0
		if total > 0 {
			f = min(1, max(0, float64(done)/float64(total)))
		}
		p(int64((from+f*width)*scale), int64(whole*scale))
	}
}

// DefaultMemoryLimit is the memory limit until SetMemoryLimit changes it:
// 8 GiB, a third of the 24 GiB machines this project is developed on.
const DefaultMemoryLimit int64 = 8 << 30

var memoryLimit atomic.Int64

func init() {
	memoryLimit.Store(DefaultMemoryLimit)
	workLimit.Store(DefaultWorkLimit)
}

// MemoryLimit returns the largest number of bytes a single table may need
// before a computation refuses to start (DefaultMemoryLimit unless
// SetMemoryLimit changed it).
func MemoryLimit() int64 { return memoryLimit.Load() }

// SetMemoryLimit sets the memory limit to bytes and returns the previous
// limit, so that a caller can restore it:
//
//	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 30))
//
// A limit ≤ 0 allows no table at all (only empty ones). It is safe to call
// concurrently with computations; a computation reads the limit when it
// checks a table's size.
func SetMemoryLimit(bytes int64) (previous int64) {
	return memoryLimit.Swap(max(bytes, 0))
}

// ErrTooLarge is returned (wrapped) when a computation's tables would
// need more than MemoryLimit bytes.
var ErrTooLarge = errors.New("memory need exceeds the limit")

// CheckMemory returns an error wrapping ErrTooLarge when a table of count
// elements of size bytes each would exceed MemoryLimit. what names the
// table in the message. Overflow in count*size counts as too large, and
// so does a negative count or size (an overflow in the caller's
// arithmetic).
//
// Every allocation whose size depends on the input goes through
// CheckMemory first, so that a too-large request is an error value, never
// a "fatal error: out of memory" that no recover can catch.
func CheckMemory(what string, count, size int64) error {
	if count < 0 || size < 0 {
		return sizeOverflow(what, count, size)
	}
	limit := MemoryLimit()
	if size != 0 && count > limit/size {
		return fmt.Errorf("%s: %s of %d bytes: %w (gamelib.MemoryLimit = %d bytes)",
			what, entries(count), size, ErrTooLarge, limit)
	}
	return nil
}

// DefaultWorkLimit is the work limit until SetWorkLimit changes it:
// 3·10¹⁰ steps, about 100 seconds at StepsPerSecond. A computation
// estimated to need more is refused rather than started, so that a
// mistyped size fails at once instead of running for hours.
const DefaultWorkLimit int64 = 3e10

var workLimit atomic.Int64

// WorkLimit returns the largest estimated number of steps a computation
// may take before it refuses to start, or 0 for no limit.
func WorkLimit() int64 { return workLimit.Load() }

// SetWorkLimit sets the work limit to steps (0 or less: no limit, the
// way to insist on a computation the guard refuses) and returns the
// previous limit. It is safe to call concurrently with computations.
func SetWorkLimit(steps int64) (previous int64) {
	return workLimit.Swap(max(steps, 0))
}

// StepsPerSecond is the speed CheckWork assumes to turn an estimate into
// a time in its message: the steps (a bit set, a table update, an
// addition) one core does per second in the project's mex loops, about
// 3·10⁸ (3 ns a step, measured on Lasker's Nim by its definition).
const StepsPerSecond = 3e8

// ErrTooSlow is returned (wrapped) when a computation's estimated work
// exceeds WorkLimit.
var ErrTooSlow = errors.New("estimated work exceeds the limit")

// CheckWork returns an error wrapping ErrTooSlow when a computation
// estimated to take steps steps would exceed WorkLimit; what names the
// computation in the message, which gives the estimate, its time at
// StepsPerSecond, and how to insist. steps is a float64 so that estimates
// such as n²·k for large n cannot overflow; +Inf and NaN count as too
// slow.
//
// Every quadratic, cubic or exponential computation calls CheckWork with
// its cost estimate before it starts. The estimate only needs the right
// order of magnitude: it decides between "runs" and "refused", and the
// limit is far from the cost of any computation meant to be run.
func CheckWork(what string, steps float64) error {
	limit := WorkLimit()
	if limit <= 0 || steps <= float64(limit) {
		return nil
	}
	return fmt.Errorf("%s: about %.2g steps (%s at %.0g steps/s): %w (gamelib.WorkLimit = %.0g steps; SetWorkLimit(0) lifts it)",
		what, steps, duration(steps/StepsPerSecond), StepsPerSecond, ErrTooSlow, float64(limit))
}

// duration formats a time in seconds roughly: "40 minutes", "3 days",
// "2e+05 years".
func duration(sec float64) string {
	switch {
	case math.IsNaN(sec) || math.IsInf(sec, 0):
		return "forever"
	case sec < 120:
		return fmt.Sprintf("%.0f seconds", sec)
	case sec < 2*3600:
		return fmt.Sprintf("%.0f minutes", sec/60)
	case sec < 2*86400:
		return fmt.Sprintf("%.0f hours", sec/3600)
	case sec < 2*365.25*86400:
		return fmt.Sprintf("%.0f days", sec/86400)
	}
	return fmt.Sprintf("%.2g years", sec/(365.25*86400))
}
