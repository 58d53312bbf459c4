package gamelib

import (
	"errors"
	"math"
	"testing"
)

// lowMemory lowers the memory limit for the rest of the test, so that
// the out-of-memory cases are tested without allocating anything large.
func lowMemory(t *testing.T, bytes int64) {
	t.Helper()
	old := SetMemoryLimit(bytes)
	t.Cleanup(func() { SetMemoryLimit(old) })
}

func TestBitsetBadValues(t *testing.T) {
	var b Bitset
	if err := b.Set(-1); err == nil || errors.Is(err, ErrTooLarge) {
		t.Errorf("Set(-1) = %v, want a negative-value error", err)
	}
	if len(b) != 0 {
		t.Errorf("Set(-1) changed the set: %v", b)
	}
	// 1<<40 needs 128 GiB of words: refused by the default limit.
	if err := b.Set(1 << 40); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Set(1<<40) = %v, want ErrTooLarge", err)
	}
	if err := b.Set(math.MaxInt); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Set(MaxInt) = %v, want ErrTooLarge", err)
	}
	lowMemory(t, 1<<10) // 128 words
	if err := b.Set(128*64 - 1); err != nil || !b.Has(128*64-1) {
		t.Errorf("Set at the limit: %v", err)
	}
	if err := b.Set(128 * 64); !errors.Is(err, ErrTooLarge) || b.Has(128*64) {
		t.Errorf("Set past a lowered limit = %v", err)
	}
	if _, err := b.Grow(-1); err == nil {
		t.Error("Grow(-1) succeeded")
	}
	if _, err := b.Grow(1 << 20); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Grow past the limit = %v", err)
	}
}

func TestCountsHuge(t *testing.T) {
	if _, err := (Sequence{1 << 40}).Counts(); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Sequence{1<<40}.Counts() = %v, want ErrTooLarge", err)
	}
	if _, err := (Sequence{math.MaxInt}).Counts(); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Sequence{MaxInt}.Counts() = %v, want ErrTooLarge", err)
	}
	lowMemory(t, 80)
	if c, err := (Sequence{9, 0, -3}).Counts(); err != nil || len(c) != 10 || c[0] != 1 || c[9] != 1 {
		t.Errorf("Counts within the limit = %v, %v", c, err)
	}
	if _, err := (Sequence{10}).Counts(); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Counts past a lowered limit = %v", err)
	}
	if c, err := Sequence(nil).Counts(); err != nil || len(c) != 0 {
		t.Errorf("Counts of nothing = %v, %v", c, err)
	}
}

func TestSolverNil(t *testing.T) {
	if _, err := NewSolver[int](nil).Value(3); err == nil {
		t.Error("NewSolver(nil).Value succeeded")
	}
	var s *Solver[int]
	if _, err := s.Value(3); err == nil {
		t.Error("nil Solver's Value succeeded")
	}
	if _, _, _, err := s.WinningMove([]int{1, 2}); err == nil {
		t.Error("nil Solver's WinningMove succeeded")
	}
	var z Solver[int] // the zero Solver has no move function either
	if _, err := z.Outcome(1); err == nil {
		t.Error("zero Solver's Outcome succeeded")
	}
}

// TestSolverWide: an endless game whose positions each have many options
// fills memory with the option lists on the search stack long before the
// memoized positions do; the limit must count them.
func TestSolverWide(t *testing.T) {
	const width = 1000
	moves := func(n int) []int {
		opts := make([]int, width)
		for i := range opts {
			opts[i] = n + 1 + i
		}
		return opts
	}
	lowMemory(t, 1<<20)
	s := NewSolver(moves)
	_, err := s.Value(0)
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("wide endless game: err = %v, want ErrTooLarge", err)
	}
	// With 8-byte options, 1 MiB holds about 131 lists of 1000: the
	// search must stop near there, not at 1 MiB / 64 = 16384 positions.
	if s.Len() != 0 {
		t.Errorf("%d positions memoized, want 0 (none is ever solved)", s.Len())
	}
	// MaxPositions counts the stack too.
	s = NewSolver(moves)
	s.MaxPositions = 10
	SetMemoryLimit(DefaultMemoryLimit)
	if _, err := s.Value(0); !errors.Is(err, ErrTooLarge) {
		t.Errorf("MaxPositions on an endless game: err = %v", err)
	}
}

// TestSolverWideDepth checks how deep the wide search got: the limit must
// stop it once the option lists held reach the limit.
func TestSolverWideDepth(t *testing.T) {
	const width = 1000
	deepest := 0
	lowMemory(t, 1<<20)
	s := NewSolver(func(n int) []int {
		deepest = max(deepest, n)
		opts := make([]int, width)
		for i := range opts {
			opts[i] = n + 1 + i
		}
		return opts
	})
	if _, err := s.Value(0); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v", err)
	}
	if limit := (1 << 20) / (8 * width); deepest > limit+1 {
		t.Errorf("search reached depth %d, past the %d lists of %d options that fit 1 MiB", deepest, limit, width)
	}
}
