package gamelib

import (
	"context"
	"errors"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// endless is a game without end: n → n+1 (issue 22: such a game ran for
// 68–116 s to 8.7–8.9 GB under the 8 GiB limit before it errored).
func endless(n int) []int { return []int{n + 1} }

// TestSolverEndlessStopsAtLimit checks that what the search of an endless
// game allocates stays near the call's memory limit: the error comes when
// what the search holds reaches the limit, not once the heap has grown
// past it.
func TestSolverEndlessStopsAtLimit(t *testing.T) {
	const limit = 32 << 20
	ctx := WithLimits(context.Background(), Limits{Memory: limit})
	s := NewSolver(endless)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := s.ValueContext(ctx, 0)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("endless game: err = %v, want ErrTooLarge", err)
	}
	// Everything allocated, garbage included (the map's growth), is at
	// most 1.5 times the limit.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > limit*3/2 {
		t.Errorf("the search allocated %d bytes under a limit of %d", alloc, limit)
	}
	if s.Len() != 0 {
		t.Errorf("%d positions left memoized, want 0 (the stack's are removed)", s.Len())
	}
}

// TestSolverConcurrentLimits runs two searches at once, each with its own
// memory limit in its context: each stops at its own limit and says so.
func TestSolverConcurrentLimits(t *testing.T) {
	limits := []int64{4 << 20, 16 << 20}
	deepest := make([]int, len(limits))
	errs := make([]error, len(limits))
	var wg sync.WaitGroup
	for i, l := range limits {
		wg.Go(func() {
			s := NewSolver(func(n int) []int {
				deepest[i] = max(deepest[i], n)
				return []int{n + 1}
			})
			_, errs[i] = s.ValueContext(WithLimits(context.Background(), Limits{Memory: l}), 0)
		})
	}
	wg.Wait()
	for i, l := range limits {
		if !errors.Is(errs[i], ErrTooLarge) {
			t.Fatalf("limit %d: err = %v", l, errs[i])
		}
		if want := "memory limit " + strconv.FormatInt(l, 10) + " bytes"; !strings.Contains(errs[i].Error(), want) {
			t.Errorf("limit %d: %q does not say %q", l, errs[i], want)
		}
	}
	// The larger limit lets the search go about four times as deep.
	if r := float64(deepest[1]) / float64(deepest[0]); r < 3 || r > 5 {
		t.Errorf("depths %v under limits %v: ratio %.2f, want about 4", deepest, limits, r)
	}
	// The process default is untouched and still applies without limits.
	if MemoryLimit() != DefaultMemoryLimit {
		t.Errorf("MemoryLimit() = %d", MemoryLimit())
	}
}

// TestSolverCancel cancels the search of an endless game from inside its
// move function: the search must stop within the next 1024 positions with
// the context's error wrapped, and leave the Solver usable.
func TestSolverCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	calls := 0
	const at = 10000
	s := NewSolver(func(n int) []int {
		calls++
		if calls == at {
			cancel()
		}
		if n < 0 {
			return nil // the negative positions are finite: -n → nothing
		}
		return []int{n + 1}
	})
	_, err := s.ValueContext(ctx, 0)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if calls > at+1024 {
		t.Errorf("%d positions searched after the cancellation", calls-at)
	}
	if s.Len() != 0 {
		t.Errorf("%d positions memoized after the cancellation", s.Len())
	}
	// A done context refuses at once; a live one works on the same Solver.
	if _, err := s.ValueContext(ctx, -3); !errors.Is(err, context.Canceled) {
		t.Errorf("done context: err = %v", err)
	}
	if g, err := s.ValueContext(context.Background(), -3); err != nil || g != 0 {
		t.Errorf("Value(-3) = %d, %v; want 0", g, err)
	}
}
