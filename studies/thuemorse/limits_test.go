package thuemorse_test

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/studies/thuemorse"
)

// TestLimitsPerCall: SolveContext, LiteralContext, GreedyContext and
// OffsetSetContext refuse by the call's limits while the process defaults
// would allow the computation, and stop when their ctx is done (issue 21
// item 3: Solve and the others read only the process-wide limits).
func TestLimitsPerCall(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 40))
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(0))
	bg := context.Background()
	tiny := gamelib.WithLimits(bg, gamelib.Limits{Memory: 1 << 10})
	slow := gamelib.WithLimits(bg, gamelib.Limits{Work: 1000})
	done, cancel := context.WithCancel(bg)
	cancel()
	cases := []struct {
		name   string
		memory bool // refused under 1 KiB
		work   bool // refused under 1000 steps
		run    func(ctx context.Context) error
	}{
		{"SolveContext(12)", true, true, func(ctx context.Context) error { _, err := thuemorse.SolveContext(ctx, 12, nil); return err }},
		{"LiteralContext(12)", true, false, func(ctx context.Context) error { _, err := thuemorse.LiteralContext(ctx, 12); return err }},
		{"GreedyContext(12)", false, true, func(ctx context.Context) error { _, err := thuemorse.GreedyContext(ctx, 12, nil); return err }},
		{"OffsetSetContext(8)", true, false, func(ctx context.Context) error { _, err := thuemorse.OffsetSetContext(ctx, 8); return err }},
	}
	for _, c := range cases {
		if err := c.run(bg); err != nil {
			t.Errorf("%s under the process defaults: %v", c.name, err)
		}
		if err := c.run(tiny); c.memory != errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%s under a 1 KiB memory limit: err = %v, refused want %v", c.name, err, c.memory)
		}
		if err := c.run(slow); c.work != errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s under a work limit of 1000: err = %v, refused want %v", c.name, err, c.work)
		}
		if err := c.run(done); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a done ctx: err = %v, want context.Canceled", c.name, err)
		}
	}
}

// TestCancelStopsLongWork: a ctx cancelled while SolveContext(24) or
// GreedyContext(26) works (at its first progress report, 1/256 of the way)
// stops it with context.Canceled; each takes seconds to finish.
func TestCancelStopsLongWork(t *testing.T) {
	for _, c := range []struct {
		name string
		run  func(ctx context.Context, p gamelib.Progress) error
	}{
		{"SolveContext(24)", func(ctx context.Context, p gamelib.Progress) error {
			_, err := thuemorse.SolveContext(ctx, 24, p)
			return err
		}},
		{"GreedyContext(26)", func(ctx context.Context, p gamelib.Progress) error {
			_, err := thuemorse.GreedyContext(ctx, 26, p)
			return err
		}},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		reports := 0
		err := c.run(ctx, func(done, total int64) { reports++; cancel() })
		cancel()
		if !errors.Is(err, context.Canceled) || reports > 1 {
			t.Errorf("%s cancelled at its first report: err = %v after %d reports", c.name, err, reports)
		}
	}
}
