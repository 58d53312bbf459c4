package octal

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// TestNilCode: the methods of a nil *Code return errors or zero values,
// never panic.
func TestNilCode(t *testing.T) {
	var c *Code
	if c.String() != "octal:<nil>" || c.Code() != "" || c.Len() != 0 || c.Digit(1) != 0 || c.Hexadecimal() {
		t.Error("accessors of a nil *Code")
	}
	for range c.Options(5) {
		t.Error("a nil *Code has options")
	}
	if _, err := c.Values(5, nil); err == nil {
		t.Error("Values of a nil *Code succeeded")
	}
	if _, err := c.PlainValues(5, nil); err == nil {
		t.Error("PlainValues of a nil *Code succeeded")
	}
	if _, err := c.Values16(5, nil); err == nil {
		t.Error("Values16 of a nil *Code succeeded")
	}
	if _, err := heap.Values(c, 5, nil); err == nil {
		t.Error("heap.Values of a nil *Code succeeded")
	}
	s := c.NewSolver()
	if err := s.Extend(context.Background(), 5, nil); err == nil {
		t.Error("Extend of a nil *Code's Solver succeeded")
	}
	if _, _, _, ok := s.CertifiedPeriod(); ok || s.Len() > 1 {
		t.Error("a nil *Code's Solver has values or a period")
	}
	if _, err := c.ResumeSolver([]uint16{0}); err == nil {
		t.Error("ResumeSolver of a nil *Code succeeded")
	}
}

// TestPlainWorkGuard: the definition's O(n²) (O(n³) with three-heap
// moves) is refused at once when its estimate is absurd.
func TestPlainWorkGuard(t *testing.T) {
	for _, tc := range []struct {
		code string
		n    int
	}{{"0.77", 1_000_000}, {"0.8", 20_000}} {
		c := MustParse(tc.code)
		if _, err := c.PlainValues(tc.n, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s to %d: err = %v, want ErrTooSlow", tc.code, tc.n, err)
		}
	}
	if _, err := MustParse("0.77").PlainValues(2000, nil); err != nil {
		t.Errorf("Kayles to 2000: %v", err)
	}
}

// TestNilSolver: a nil *Solver has no values and returns errors, never
// panics (issue 22).
func TestNilSolver(t *testing.T) {
	var s *Solver
	s.SetWorkers(2)
	if s.Len() != 0 || s.Values() != nil {
		t.Error("a nil *Solver has values")
	}
	if sp, rare := s.Split(); sp != (Split{}) || rare != 0 {
		t.Error("a nil *Solver has a split")
	}
	if err := s.Extend(context.Background(), 5, nil); err == nil {
		t.Error("Extend of a nil *Solver succeeded")
	}
	if err := s.Reserve(5); err == nil {
		t.Error("Reserve of a nil *Solver succeeded")
	}
	if _, _, _, ok := s.CertifiedPeriod(); ok {
		t.Error("a nil *Solver has a period")
	}
}

// TestSparseWorkGuard: the three-heap splits the rare/common solver
// enumerates in full (O(n³)) are refused before any work when their
// estimate exceeds the work limit ctx carries — the codes of issue 22,
// `seq octal:0.8 -n 100000` and `seq octal:0.57dC -n 100000` — by every
// entry point; with the limit lifted (as --force does) the estimate does
// not stand in the way; a small n is not refused.
func TestSparseWorkGuard(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"0.8", "0.57dC"} {
		c := MustParse(code)
		if _, err := c.Values(100000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s.Values(100000): err = %v, want ErrTooSlow", code, err)
		}
		if _, err := c.Values16Context(ctx, 100000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s.Values16Context(100000): err = %v, want ErrTooSlow", code, err)
		}
		s := c.NewSolver()
		if err := s.Extend(ctx, 100000, nil); !errors.Is(err, gamelib.ErrTooSlow) || s.Len() != 1 {
			t.Errorf("%s: Extend(100000): err = %v, Len %d, want ErrTooSlow and nothing done", code, err, s.Len())
		}
		// FindPeriod grows the values by doubling and checks each step
		// (here against a lowered process-wide limit, as FindPeriod has
		// no ctx of its own). 0.8 is arithmetic-periodic, certified from
		// a few values (hexarith.go), so its search ends before the
		// guard: 0.7F, which shows no period, is searched instead.
		fc := c
		if code == "0.8" {
			fc = MustParse("0.7F")
		}
		old := gamelib.SetWorkLimit(1e7)
		_, err := heap.FindPeriod(fc, 100000, nil)
		gamelib.SetWorkLimit(old)
		if !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s: FindPeriod(100000): err = %v, want ErrTooSlow", fc, err)
		}
		small := gamelib.WithLimits(ctx, gamelib.Limits{Work: 1000})
		if _, err := c.Values16Context(small, 300, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s to 300 with a work limit of 1000: err = %v, want ErrTooSlow", code, err)
		}
		lifted := gamelib.WithLimits(ctx, gamelib.Limits{Work: -1})
		if _, err := c.Values16Context(lifted, 300, nil); err != nil {
			t.Errorf("%s to 300, no work limit: %v", code, err)
		}
		if _, err := c.Values(500, nil); err != nil {
			t.Errorf("%s to 500: %v", code, err)
		}
	}
	// A code without three-heap moves has no estimate to refuse.
	if _, err := Kayles().Values16Context(gamelib.WithLimits(ctx, gamelib.Limits{Work: 1}), 1000, nil); err != nil {
		t.Errorf("Kayles with a work limit of 1: %v", err)
	}
}

// TestCancel: a cancelled ctx stops the plain and the rare/common solvers
// with ctx's error.
func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := MustParse("0.[3]").PlainValuesContext(ctx, 10000, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("PlainValuesContext: err = %v, want Canceled", err)
	}
	if _, err := GrundysGame().Values16Context(ctx, 10000, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Values16Context: err = %v, want Canceled", err)
	}
	if _, err := Kayles().ValuesContext(gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 100}), 1000, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("ValuesContext within 100 bytes: err = %v, want ErrTooLarge", err)
	}
}
