package partition

import (
	"context"
	"errors"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// minusOne is the table values[s] = s − 1 (the splitting game with k ≥ 4),
// the costliest for the character method.
func minusOne(n int) gamelib.Sequence {
	g := make(gamelib.Sequence, n+1)
	for s := 1; s <= n; s++ {
		g[s] = s - 1
	}
	return g
}

// TestLimitsPerCall: two counts at once with different limits in their
// contexts each honour their own.
func TestLimitsPerCall(t *testing.T) {
	g := minusOne(400)
	small := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: 1e6})
	errs := make([]error, 2)
	var wg sync.WaitGroup
	wg.Go(func() { _, errs[0] = LosingModContext(small, g, 400, 1e9+7, nil) })
	wg.Go(func() { _, errs[1] = LosingModContext(context.Background(), g, 400, 1e9+7, nil) })
	wg.Wait()
	if !errors.Is(errs[0], gamelib.ErrTooSlow) {
		t.Errorf("work limit 10⁶: err = %v, want ErrTooSlow", errs[0])
	}
	if errs[1] != nil {
		t.Errorf("default limits: %v", errs[1])
	}
	tiny := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1000})
	for name, f := range map[string]func() error{
		"PlainLosingMod": func() error { _, err := PlainLosingModContext(tiny, g, 400, 7); return err },
		"PlainLosing":    func() error { _, err := PlainLosingContext(tiny, g, 400); return err },
		"LosingDensity":  func() error { _, err := LosingDensityContext(tiny, g, 400, nil); return err },
		"Numbers":        func() error { _, err := NumbersContext(tiny, 400); return err },
		"NumbersMod":     func() error { _, err := NumbersModContext(tiny, 400, 7); return err },
	} {
		if err := f(); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%s under 1000 bytes: err = %v, want ErrTooLarge", name, err)
		}
	}
	// n = math.MaxInt is too large, never a "negative size" (issue 22).
	for _, err := range []error{
		func() error { _, err := Numbers(math.MaxInt); return err }(),
		func() error { _, err := NumbersMod(math.MaxInt, 7); return err }(),
	} {
		if !errors.Is(err, gamelib.ErrTooLarge) || strings.Contains(err.Error(), "negative") {
			t.Errorf("n = MaxInt: err = %v", err)
		}
	}
}

// TestCancel cancels counts from their progress: each stops with
// context.Canceled.
func TestCancel(t *testing.T) {
	g := minusOne(3000) // about 7·10⁹ additions: seconds to minutes
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reports := 0
	_, err := LosingModContext(ctx, g, 3000, 1e9+7, func(done, total int64) {
		if reports++; reports == 1 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("LosingMod: err = %v, want context.Canceled", err)
	}
	for name, f := range map[string]func() error{
		"Losing":         func() error { _, err := LosingContext(ctx, g[:1001], 1000, nil); return err },
		"PlainLosingMod": func() error { _, err := PlainLosingModContext(ctx, g[:101], 100, 7); return err },
		"PlainLosing":    func() error { _, err := PlainLosingContext(ctx, g[:101], 100); return err },
		"LosingDensity":  func() error { _, err := LosingDensityContext(ctx, g[:101], 100, nil); return err },
		"NumbersMod":     func() error { _, err := NumbersModContext(ctx, 10000, 7); return err },
		"Numbers":        func() error { _, err := NumbersContext(ctx, 10000); return err },
	} {
		if err := f(); !errors.Is(err, context.Canceled) {
			t.Errorf("%s, done ctx: err = %v", name, err)
		}
	}
}
