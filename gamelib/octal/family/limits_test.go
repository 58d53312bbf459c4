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

// TestListContextLimits: ListContext sizes the family by the call's memory
// limit, not the process default, and stops when ctx is done (issue 21
// item 3: family.List read only gamelib.MemoryLimit).
func TestListContextLimits(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 30))
	codes := []string{"0.77", "octal:0.137", "0.770", ".07"}
	f, err := ListContext(context.Background(), codes)
	if err != nil || f.Len() != 3 {
		t.Fatalf("ListContext(%v) = %v, %v; want 3 codes", codes, f, err)
	}
	// Four members need 4·memberBytes bytes.
	tiny := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 4*memberBytes - 1})
	if _, err := ListContext(tiny, codes); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("ListContext under %d bytes: err = %v, want ErrTooLarge", 4*memberBytes-1, err)
	}
	fits := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 4 * memberBytes})
	if _, err := ListContext(fits, codes); err != nil {
		t.Errorf("ListContext under %d bytes: %v", 4*memberBytes, err)
	}
	if _, err := List(codes); err != nil {
		t.Errorf("List under the process default: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ListContext(ctx, codes); !errors.Is(err, context.Canceled) {
		t.Errorf("ListContext, done ctx: %v", err)
	}
	if _, err := ListContext(context.Background(), nil); err == nil {
		t.Error("ListContext of no codes accepted")
	}
}
