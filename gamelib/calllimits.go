package gamelib

import (
	"context"
	"fmt"
	"math"
)

// Limits are the limits of one call: the memory one table may need and
// the estimated work a computation may take before it is refused. They
// travel with a context.Context (WithLimits, LimitsFrom), together with
// its cancellation, so that two computations running at once (the
// explorer's goroutines, a CLI command and its fallback) each keep their
// own limits. The process-wide MemoryLimit and WorkLimit remain the
// defaults for calls that carry none.
type Limits struct {
	// Memory is the largest number of bytes one table may need; 0 means
	// the process default, MemoryLimit(). A negative value allows no
	// table at all.
	Memory int64
	// Work is the largest estimated number of steps; 0 means the process
	// default, WorkLimit(). A negative value means no limit.
	Work int64
}

type limitsKey struct{}

// WithLimits returns a copy of ctx that carries l. Zero fields of l are
// taken from the limits ctx already carries, if any, else from the
// process defaults when they are read (LimitsFrom).
func WithLimits(ctx context.Context, l Limits) context.Context {
	if ctx == nil {
		ctx = context.Background()
	}
	if old, ok := ctx.Value(limitsKey{}).(Limits); ok {
		if l.Memory == 0 {
			l.Memory = old.Memory
		}
		if l.Work == 0 {
			l.Work = old.Work
		}
	}
	return context.WithValue(ctx, limitsKey{}, l)
}

// LimitsFrom returns the limits ctx carries, with every field that is
// unset (zero) filled from the process defaults, MemoryLimit and
// WorkLimit. A nil ctx gives the process defaults.
func LimitsFrom(ctx context.Context) Limits {
	var l Limits
	if ctx != nil {
		l, _ = ctx.Value(limitsKey{}).(Limits)
	}
	if l.Memory == 0 {
		l.Memory = MemoryLimit()
	}
	if l.Work == 0 {
		l.Work = WorkLimit()
		if l.Work == 0 {
			l.Work = -1 // the process default 0 means no limit
		}
	}
	return l
}

// CheckMemory is CheckMemory with l's memory limit (the process default
// when l.Memory is 0).
func (l Limits) CheckMemory(what string, count, size int64) error {
	if count < 0 || size < 0 {
		return sizeOverflow(what, count, size)
	}
	limit := l.Memory
	if limit == 0 {
		limit = MemoryLimit()
	}
	limit = max(limit, 0)
	if size != 0 && count > limit/size {
		return fmt.Errorf("%s: %s of %d bytes: %w (memory limit %d bytes)",
			what, entries(count), size, ErrTooLarge, limit)
	}
	return nil
}

// CheckHeaps checks a table of n+1 entries of size bytes each, one for
// every heap 0..n, against l's memory limit. A negative n is an error that
// says so; n+1 is computed without overflow, so n = math.MaxInt is too
// large, never a "negative size".
func (l Limits) CheckHeaps(what string, n int, size int64) error {
	if n < 0 {
		return fmt.Errorf("%s: negative heap size n=%d", what, n)
	}
	count := int64(n)
	if count < math.MaxInt64 {
		count++
	}
	return l.CheckMemory(what, count, size)
}

// CheckWork is CheckWork with l's work limit (the process default when
// l.Work is 0, none when it is negative).
func (l Limits) CheckWork(what string, steps float64) error {
	limit := l.Work
	if limit == 0 {
		limit = WorkLimit()
	}
	if limit <= 0 || steps <= float64(limit) {
		return nil
	}
	// How to insist is the caller's to say (grundy's --force, a
	// notebook's gamelib.SetWorkLimit): the message gives the limit.
	if math.IsInf(steps, 1) || steps > 1e300 {
		return fmt.Errorf("%s: more steps than a float counts: %w (work limit %.0g steps)", what, ErrTooSlow, float64(limit))
	}
	return fmt.Errorf("%s: about %.2g steps (%s at %.0g steps/s): %w (work limit %.0g steps)",
		what, steps, duration(steps/StepsPerSecond), StepsPerSecond, ErrTooSlow, float64(limit))
}

// sizeOverflow is the error of a table whose count or size is negative:
// what a caller's size arithmetic gives when it overflows (int64(n)+1 for
// n = math.MaxInt is math.MinInt64), so it wraps ErrTooLarge rather than
// saying "negative size" of a size the user gave as positive (issue 22:
// --heaps 9223372036854775807). A negative size given by the user is
// rejected before, with its own message (Limits.CheckHeaps).
// The count is not printed when it is negative: it is then the wrapped
// n+1 of a heap size n = math.MaxInt, so the table has more entries than
// an int64 counts ("-9223372036854775808 entries" read as a negative size).
func sizeOverflow(what string, count, size int64) error {
	if count < 0 {
		return fmt.Errorf("%s: more than %d entries of %d bytes, out of range (the size overflows): %w", what, int64(math.MaxInt64), size, ErrTooLarge)
	}
	return fmt.Errorf("%s: %d entries of %d bytes, out of range (the size overflows): %w", what, count, size, ErrTooLarge)
}

// entries writes a count of entries for a memory error: "1 entry", "8
// entries".
func entries(count int64) string {
	if count == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", count)
}
