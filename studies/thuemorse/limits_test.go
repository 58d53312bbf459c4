package thuemorse_test

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/internal/limitstest"
	"github.com/grundylab/grundylab/studies/thuemorse"
)

// TestLimitsPerCall: SolveContext, LiteralContext, GreedyContext and
// OffsetSetContext refuse by the call's limits while the process defaults
// would allow the computation, and stop when their ctx is done (issue 21
// item 3: Solve and the others read only the process-wide limits).
func TestLimitsPerCall(t *testing.T) {
	limitstest.Check(t, []limitstest.Case{
		{Name: "SolveContext(12)", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, err := thuemorse.SolveContext(ctx, 12, nil); return err }},
		{Name: "LiteralContext(12)", Memory: limitstest.Refused, Work: limitstest.Allowed, Cancel: true, Run: func(ctx context.Context) error { _, err := thuemorse.LiteralContext(ctx, 12); return err }},
		{Name: "GreedyContext(12)", Memory: limitstest.Allowed, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, err := thuemorse.GreedyContext(ctx, 12, nil); return err }},
		{Name: "OffsetSetContext(8)", Memory: limitstest.Refused, Work: limitstest.Allowed, Cancel: true, Run: func(ctx context.Context) error { _, err := thuemorse.OffsetSetContext(ctx, 8); return err }},
	})
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
