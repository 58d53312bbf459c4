package octal

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// solveWith computes g(0 … n) of r with the given number of workers; with
// force, speculative rounds of round heaps run from heap from on even with
// one worker (deterministically), so that they are tested on small n.
func solveWith(t testing.TB, r *rule, n, workers int, force bool, round, from int) ([]uint16, *sparseSolver[uint16]) {
	t.Helper()
	s := newSparseSolver[uint16](r)
	s.round, s.from = round, from
	s.setWorkers(workers)
	if force && len(s.thre) == 0 {
		s.spec = true
		s.allocSpec()
	}
	if err := s.extend(t.Context(), n, nil); err != nil {
		t.Fatal(err)
	}
	return s.g, s
}

// randomCode returns a random octal code with up to digits digits.
func randomCode(rng *rand.Rand, digits int) *Code {
	d := make([]uint8, 1+1+rng.IntN(digits))
	for i := 1; i < len(d); i++ {
		d[i] = uint8(rng.IntN(8))
	}
	if rng.IntN(4) == 0 {
		d[0] = 4
	}
	return newCode(d, make([]bool, len(d)), 0)
}

// TestSpeculateAllCodes: speculative rounds (forced, from heap 64, rounds
// of 32 and 64 heaps, one and two workers) give the one-thread solver's
// values, which TestSparseAllCodes checks against the plain solver, on
// every octal code with up to three digits to 2^12 (4.xxx to 2^11).
func TestSpeculateAllCodes(t *testing.T) {
	for _, tc := range []struct {
		d0 uint8
		n  int
	}{{0, 1 << 12}, {4, 1 << 11}} {
		t.Run(fmt.Sprintf("%d.xxx", tc.d0), func(t *testing.T) {
			t.Parallel()
			n := tc.n
			if testing.Short() {
				n = 1 << 10
			}
			for _, c := range allCodes(tc.d0) {
				r := c.rule()
				want, _ := solveWith(t, r, n, 1, false, 512, 2048)
				for _, tc := range []struct{ workers, round, from int }{{1, 32, 64}, {2, 64, 128}} {
					got, _ := solveWith(t, r, n, tc.workers, true, tc.round, tc.from)
					if i := firstDiff(got, want); i >= 0 {
						t.Fatalf("%s: speculative %+v g(%d) = %d, serial %d", c, tc, i, got[i], want[i])
					}
				}
			}
		})
	}
}

// TestSpeculateGrundy: Grundy's game to 2^17 with two workers and the
// default rounds, and forced small rounds, against one thread.
func TestSpeculateGrundy(t *testing.T) {
	n := 1 << 17
	if testing.Short() {
		n = 1 << 14
	}
	want, _ := solveWith(t, grundysRule, n, 1, false, 512, 2048)
	plain, err := grundysRule.plain(context.Background(), 1<<12, nil)
	if err != nil {
		t.Fatal(err)
	}
	if i := firstDiff(want[:len(plain)], plain); i >= 0 {
		t.Fatalf("serial g(%d) = %d, plain %d", i, want[i], plain[i])
	}
	for _, tc := range []struct{ workers, round, from int }{{2, 512, 2048}, {1, 16, 32}, {2, 128, 256}, {3, 256, 1024}} {
		got, s := solveWith(t, grundysRule, n, tc.workers, true, tc.round, tc.from)
		if i := firstDiff(got, want); i >= 0 {
			t.Fatalf("speculative %+v g(%d) = %d, serial %d", tc, i, got[i], want[i])
		}
		t.Logf("%+v: %d heaps recomputed of %d", tc, s.redone, n)
	}
}

// TestSpeculateRandom: random codes of up to six digits to 2^13.
func TestSpeculateRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 2))
	count := 60
	if testing.Short() {
		count = 10
	}
	for range count {
		c := randomCode(rng, 6)
		r := c.rule()
		want, _ := solveWith(t, r, 1<<13, 1, false, 512, 2048)
		got, _ := solveWith(t, r, 1<<13, 2, true, 64, 256)
		if i := firstDiff(got, want); i >= 0 {
			t.Fatalf("%s: speculative g(%d) = %d, serial %d", c, i, got[i], want[i])
		}
	}
}

// TestExtend: values extended in steps, and a solver restored from values
// and extended, equal the values computed in one go.
func TestExtend(t *testing.T) {
	for _, r := range []*rule{grundysRule, Kayles().rule(), MustParse("0.354").rule(), MustParse("0.16").rule(), MustParse("0.B7").rule()} {
		N := 1 << 14
		if len(newSparseSolver[uint16](r).thre) > 0 {
			N = 1 << 9 // three-heap moves: O(n³)
		}
		want, _ := solveWith(t, r, N, 1, false, 512, 2048)
		s := newSparseSolver[uint16](r)
		s.setWorkers(2)
		for _, n := range []int{0, 1, 7, 100, 300, 1000, 4097, 9999, 1 << 14} {
			n = min(n, N)
			if err := s.extend(t.Context(), n, nil); err != nil {
				t.Fatal(err)
			}
			if i := firstDiff(s.g, want[:n+1]); i >= 0 {
				t.Fatalf("%s: extended to %d: g(%d) = %d, want %d", r.name, n, i, s.g[i], want[i])
			}
		}
		for _, m := range []int{1, 50, 3000, 5001} {
			m = min(m, N)
			s := restore(r, append([]uint16(nil), want[:m]...), nil)
			s.setWorkers(2)
			if err := s.extend(t.Context(), N, nil); err != nil {
				t.Fatal(err)
			}
			if i := firstDiff(s.g, want); i >= 0 {
				t.Fatalf("%s: restored at %d: g(%d) = %d, want %d", r.name, m, i, s.g[i], want[i])
			}
		}
	}
}

// TestSolverLimits: n beyond 2^32 − 1 is refused before any allocation;
// a negative n and resumed values that do not start at g(0) = 0 too.
func TestSolverLimits(t *testing.T) {
	s := GrundysGame().NewSolver()
	if err := s.Extend(t.Context(), 1<<32, nil); err == nil || s.Len() != 1 {
		t.Errorf("Extend(2^32): err %v, %d values", err, s.Len())
	}
	if err := s.Extend(t.Context(), -1, nil); err == nil {
		t.Errorf("Extend(-1): no error")
	}
	if _, err := Kayles().ResumeSolver([]uint16{1, 1}); err == nil {
		t.Errorf("ResumeSolver from g(0) = 1: no error")
	}
	if _, err := Kayles().ResumeSolver(nil); err == nil {
		t.Errorf("ResumeSolver from no values: no error")
	}
}

// settledGoroutines waits until at most want goroutines run (a goroutine
// that has returned may be counted for a moment) and returns the count.
func settledGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 200 && n > want; i++ {
		time.Sleep(5 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// TestPoolStops: the helpers of speculative rounds end when Extend
// returns, whether it finished or was cancelled, and a cancelled solver
// goes on to the values of an uninterrupted one.
func TestPoolStops(t *testing.T) {
	base := runtime.NumGoroutine()
	n := 1 << 15
	want, _ := solveWith(t, grundysRule, n, 1, false, 512, 2048)
	s := newSparseSolver[uint16](grundysRule)
	s.setWorkers(3)
	for _, m := range []int{5000, 12000} {
		if err := s.extend(t.Context(), m, nil); err != nil {
			t.Fatal(err)
		}
		if got := settledGoroutines(base); got > base {
			t.Errorf("after Extend(%d): %d goroutines, %d before", m, got, base)
		}
	}
	ctx, cancel := context.WithCancel(t.Context())
	progress := gamelib.Progress(func(done, _ int64) {
		if done >= 20000 {
			cancel()
		}
	})
	if err := s.extend(ctx, n, progress); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled Extend: %v", err)
	}
	if got := settledGoroutines(base); got > base {
		t.Errorf("after a cancelled Extend: %d goroutines, %d before", got, base)
	}
	if len(s.g) <= 12001 || len(s.g) > n {
		t.Errorf("cancelled at %d values, want between 12001 and %d", len(s.g), n)
	}
	if err := s.extend(t.Context(), n, nil); err != nil {
		t.Fatal(err)
	}
	if i := firstDiff(s.g, want); i >= 0 {
		t.Fatalf("after cancel and resume: g(%d) = %d, want %d", i, s.g[i], want[i])
	}
}
