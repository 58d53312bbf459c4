package family

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestSweepRefusedUpFront: issue 22's `sweep --digits 8 -n 100` had no
// time bound (16.7 million codes, about 15 minutes of planning alone).
// Digits refuses it before enumerating a code; Plan and Sweep check their
// own estimates under the call's limits.
func TestSweepRefusedUpFront(t *testing.T) {
	if _, err := Digits(8, false, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Fatalf("Digits(8): err = %v, want ErrTooSlow", err)
	}
	f, err := Digits(3, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	tight := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: 1000})
	if _, err := f.PlanContext(tight, All); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("PlanContext under a work limit of 1000: err = %v", err)
	}
	plan, err := f.Plan(All)
	if err != nil {
		t.Fatal(err)
	}
	emitted := 0
	emit := func(Result) error { emitted++; return nil }
	if err := Sweep(tight, plan, 100, 1, emit, nil); !errors.Is(err, gamelib.ErrTooSlow) || emitted != 0 {
		t.Errorf("Sweep under a work limit of 1000: err = %v, %d emitted", err, emitted)
	}
	if err := Sweep(context.Background(), plan[:8], 100, 2, emit, nil); err != nil || emitted != 8 {
		t.Errorf("Sweep of 8 codes: err = %v, %d emitted", err, emitted)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := DigitsContext(ctx, 3, false, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("DigitsContext, done ctx: %v", err)
	}
	if _, err := f.PlanContext(ctx, All); !errors.Is(err, context.Canceled) {
		t.Errorf("PlanContext, done ctx: %v", err)
	}
	if _, err := SolveContext(ctx, plan[0].Code, 100, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("SolveContext, done ctx: %v", err)
	}
}
