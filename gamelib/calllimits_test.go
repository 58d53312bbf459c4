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
		if !errors.Is(err, ErrTooLarge) || strings.Contains(err.Error(), "negative") || strings.Contains(err.Error(), "-9223372036854775808") {
			t.Errorf("overflowed size: %v", err)
		}
	}
}

// TestBitsetLimitsPerCall: Bitset.GrowContext and SetContext size the set
// by the call's memory limit, not the process default (issue 21 item 3).
func TestBitsetLimitsPerCall(t *testing.T) {
	defer SetMemoryLimit(SetMemoryLimit(1 << 30))
	tiny := WithLimits(context.Background(), Limits{Memory: 1 << 10}) // 128 words
	for _, c := range []struct {
		v       int
		refused bool
	}{{0, false}, {127*64 + 63, false}, {128 * 64, true}, {1 << 20, true}} {
		var b Bitset
		err := b.SetContext(tiny, c.v)
		if errors.Is(err, ErrTooLarge) != c.refused {
			t.Errorf("SetContext(1 KiB limit, %d) = %v, refused want %v", c.v, err, c.refused)
		}
		if c.refused && b != nil {
			t.Errorf("SetContext(%d) refused but changed the set to %d words", c.v, len(b))
		}
		if !c.refused && !b.Has(c.v) {
			t.Errorf("SetContext(%d) lost the value", c.v)
		}
		// The process default (1 GiB) allows what the call's limit refuses.
		var g Bitset
		if err := g.Set(c.v); err != nil || !g.Has(c.v) {
			t.Errorf("Set(%d) under the process default: %v", c.v, err)
		}
		if _, err := (Bitset(nil)).GrowContext(tiny, c.v+1); errors.Is(err, ErrTooLarge) != c.refused {
			t.Errorf("GrowContext(1 KiB limit, %d) = %v, refused want %v", c.v+1, err, c.refused)
		}
	}
	// Growth within the capacity reads no limit: a set with room accepts
	// a value even under a limit that allows no table.
	none := WithLimits(context.Background(), Limits{Memory: -1})
	b, err := Bitset(nil).Grow(256)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.SetContext(none, 255); err != nil || !b.Has(255) {
		t.Errorf("SetContext within capacity under no memory: %v", err)
	}
	if err := b.SetContext(none, 256); !errors.Is(err, ErrTooLarge) {
		t.Errorf("SetContext past capacity under no memory: %v", err)
	}
	if _, err := b.GrowContext(tiny, -1); err == nil {
		t.Error("GrowContext(-1) accepted")
	}
}

// TestCheckWorkInfinite: an estimate past any count (a box of C(509,
// 254) diagrams) is refused with words, not "about +Inf steps (forever)".
func TestCheckWorkInfinite(t *testing.T) {
	err := Limits{Work: 10}.CheckWork("x", math.Inf(1))
	if !errors.Is(err, ErrTooSlow) || strings.Contains(err.Error(), "Inf") {
		t.Errorf("CheckWork(+Inf) = %v", err)
	}
}

// TestCheckMemoryEntries: the refusal counts its entries in words ("1
// entry", not "1 entries").
func TestCheckMemoryEntries(t *testing.T) {
	l := Limits{Memory: 1 << 20}
	for _, c := range []struct {
		count int64
		want  string
	}{{1, "t: 1 entry of 2097152 bytes"}, {3, "t: 3 entries of 1048576 bytes"}} {
		err := l.CheckMemory("t", c.count, 2<<20>>(c.count/2))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("CheckMemory(%d): %v, want %q", c.count, err, c.want)
		}
	}
}
