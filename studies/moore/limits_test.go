package moore

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/internal/limitstest"
)

// TestLimitsPerCall: CountContext, CountExactContext, WinFractionContext,
// PPositionsBySumContext and SearchContext refuse by the call's limits
// while the process defaults would allow the computation, and stop when
// their ctx is done (issue 21 item 3: they read only the process-wide
// limits).
func TestLimitsPerCall(t *testing.T) {
	b := Board{Cells: 1000, Pieces: 100, MaxMove: 2}
	// Search has no work estimate: a work limit does not refuse it.
	limitstest.Check(t, []limitstest.Case{
		{Name: "CountContext prime", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, _, err := b.CountContext(ctx, p107, nil); return err }},
		{Name: "CountContext 2^32", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, _, err := b.CountContext(ctx, 1<<32, nil); return err }},
		{Name: "CountExactContext", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, _, err := b.CountExactContext(ctx, nil); return err }},
		{Name: "WinFractionContext", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, err := b.WinFractionContext(ctx); return err }},
		{Name: "PPositionsBySumContext", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, err := PPositionsBySumContext(ctx, 50, 2, 1000); return err }},
		{Name: "SearchContext", Memory: limitstest.Refused, Work: limitstest.Allowed, Cancel: true, Run: func(ctx context.Context) error {
			_, err := SearchContext(ctx, Board{12, 4, 2}, Forward, nil)
			return err
		}},
	})
}

// TestCancelStopsLongWork: a ctx cancelled while a long count or search
// works stops it: Count's dynamic programme and SearchContext's graph at
// their first progress report (they stop before their last), and Pascal's rule (a modulus that is not a
// prime above n: about 10¹⁰ additions, minutes) and CountExactContext on
// 20000 cells (seconds) by a deadline of 20 ms.
func TestCancelStopsLongWork(t *testing.T) {
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(0))
	big := Board{Cells: 200000, Pieces: 100000, MaxMove: 2}
	for _, c := range []struct {
		name string
		run  func(ctx context.Context, p gamelib.Progress) error
	}{
		{"CountContext", func(ctx context.Context, p gamelib.Progress) error {
			_, _, err := big.CountContext(ctx, p107, p)
			return err
		}},
		{"SearchContext", func(ctx context.Context, p gamelib.Progress) error {
			_, err := SearchContext(ctx, Board{20, 6, 2}, AnyDirection, p)
			return err
		}},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		finished := false // the last report, done = total, came
		err := c.run(ctx, func(done, total int64) { finished = finished || done == total; cancel() })
		cancel()
		if !errors.Is(err, context.Canceled) || finished {
			t.Errorf("%s cancelled at its first report: err = %v, finished %v", c.name, err, finished)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, _, err := big.CountContext(ctx, 1<<32, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("CountContext by Pascal's rule past its deadline: err = %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, _, err := (Board{Cells: 20000, Pieces: 10000, MaxMove: 2}).CountExactContext(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("CountExactContext(n=20000, K=10000) past its deadline: err = %v", err)
	}
}
