package gamelib

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
)

func TestLimitsPerCall(t *testing.T) {
	defer SetMemoryLimit(SetMemoryLimit(1 << 20))
	defer SetWorkLimit(SetWorkLimit(1000))

	if got := LimitsFrom(nil); got != (Limits{Memory: 1 << 20, Work: 1000}) {
		t.Fatalf("LimitsFrom(nil) = %+v, want the process defaults", got)
	}
	a := WithLimits(context.Background(), Limits{Memory: 100})
	b := WithLimits(a, Limits{Work: 10})
	if got := LimitsFrom(a); got != (Limits{Memory: 100, Work: 1000}) {
		t.Errorf("LimitsFrom(a) = %+v", got)
	}
	if got := LimitsFrom(b); got != (Limits{Memory: 100, Work: 10}) {
		t.Errorf("LimitsFrom(b) = %+v (b inherits a's memory)", got)
	}
	l := LimitsFrom(b)
	if err := l.CheckMemory("t", 101, 1); !errors.Is(err, ErrTooLarge) {
		t.Errorf("CheckMemory over the call's limit: %v", err)
	}
	if err := l.CheckMemory("t", 100, 1); err != nil {
		t.Errorf("CheckMemory at the call's limit: %v", err)
	}
	if err := l.CheckWork("t", 11); !errors.Is(err, ErrTooSlow) {
		t.Errorf("CheckWork over the call's limit: %v", err)
	}
	// The process-wide default is untouched by a call's limits.
	if err := CheckMemory("t", 1000, 1); err != nil {
		t.Errorf("global CheckMemory: %v", err)
	}
	if err := (Limits{Work: -1}).CheckWork("t", 1e30); err != nil {
		t.Errorf("negative Work means no limit: %v", err)
	}
	if err := (Limits{Memory: -1}).CheckMemory("t", 1, 1); !errors.Is(err, ErrTooLarge) {
		t.Errorf("negative Memory allows no table: %v", err)
	}
	if err := (Limits{}).CheckMemory("t", -1, 1); err == nil {
		t.Error("negative count accepted")
	}
}

// TestCheckHeaps: issue 22's `--heaps 9223372036854775807` said
// "negative size" (n+1 overflowed); the size arithmetic saturates.
func TestCheckHeaps(t *testing.T) {
	l := Limits{Memory: 1 << 20}
	for _, c := range []struct {
		n        int
		tooLarge bool
	}{{0, false}, {1<<17 - 1, false}, {1 << 17, true}, {math.MaxInt, true}, {math.MaxInt - 1, true}} {
		err := l.CheckHeaps("t", c.n, 8)
		if errors.Is(err, ErrTooLarge) != c.tooLarge || (err != nil && strings.Contains(err.Error(), "negative")) {
			t.Errorf("CheckHeaps(%d) = %v", c.n, err)
		}
	}
	if err := l.CheckHeaps("t", -1, 8); err == nil || !strings.Contains(err.Error(), "negative heap size") {
		t.Errorf("CheckHeaps(-1) = %v", err)
	}
}

// TestSequenceLimitsPerCall: Counts and FindPeriod size their tables by
// the call's limit.
func TestSequenceLimitsPerCall(t *testing.T) {
	s := make(Sequence, 1000)
	for i := range s {
		s[i] = i % 7
	}
	s[999] = 1 << 20 // a table of 8 MiB of counts
	tiny := WithLimits(context.Background(), Limits{Memory: 1 << 20})
	if _, err := s.CountsContext(tiny); !errors.Is(err, ErrTooLarge) {
		t.Errorf("CountsContext under 1 MiB: %v", err)
	}
	if _, err := s.Counts(); err != nil {
		t.Errorf("Counts under the default limit: %v", err)
	}
	// Without its table (4 bytes a value) FindPeriod falls back to the
	// quadratic walk, with the same answer.
	s[999] = 999 % 7
	none := WithLimits(context.Background(), Limits{Memory: -1})
	p, err := s.FindPeriodContext(none, nil)
	if err != nil || p != s.FindPeriod(nil) || !p.Found || p.Period != 7 {
		t.Errorf("FindPeriodContext without memory: %v, %v; FindPeriod: %v", p, err, s.FindPeriod(nil))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.FindPeriodContext(ctx, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("done ctx: %v", err)
	}
}

// TestCheckMemoryOverflow: a count that overflowed in the caller's
// arithmetic (int64(n)+1 for n = MaxInt) is too large, not a "negative
// size" (issue 22: misere --heaps 9223372036854775807).
func TestCheckMemoryOverflow(t *testing.T) {
	n := int64(math.MaxInt64)
	for _, err := range []error{
		CheckMemory("t", n+1, 64),
		LimitsFrom(nil).CheckMemory("t", n+1, 64),
		CheckMemory("t", 1, -8),
	} {
		if !errors.Is(err, ErrTooLarge) || strings.Contains(err.Error(), "negative") {
			t.Errorf("overflowed size: %v", err)
		}
	}
}
