package moore

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// TestLimitsPerCall: CountContext, CountExactContext, WinFractionContext,
// PPositionsBySumContext and SearchContext refuse by the call's limits
// while the process defaults would allow the computation, and stop when
// their ctx is done (issue 21 item 3: they read only the process-wide
// limits).
func TestLimitsPerCall(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 40))
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(0))
	bg := context.Background()
	tiny := gamelib.WithLimits(bg, gamelib.Limits{Memory: 1 << 10})
	slow := gamelib.WithLimits(bg, gamelib.Limits{Work: 1000})
	done, cancel := context.WithCancel(bg)
	cancel()
	b := Board{Cells: 1000, Pieces: 100, MaxMove: 2}
	cases := []struct {
		name string
		work bool // refused under 1000 steps (Search has no work estimate)
		run  func(ctx context.Context) error
	}{
		{"CountContext prime", true, func(ctx context.Context) error { _, _, err := b.CountContext(ctx, p107, nil); return err }},
		{"CountContext 2^32", true, func(ctx context.Context) error { _, _, err := b.CountContext(ctx, 1<<32, nil); return err }},
		{"CountExactContext", true, func(ctx context.Context) error { _, _, err := b.CountExactContext(ctx, nil); return err }},
		{"WinFractionContext", true, func(ctx context.Context) error { _, err := b.WinFractionContext(ctx); return err }},
		{"PPositionsBySumContext", true, func(ctx context.Context) error { _, err := PPositionsBySumContext(ctx, 50, 2, 1000); return err }},
		{"SearchContext", false, func(ctx context.Context) error {
			_, err := SearchContext(ctx, Board{12, 4, 2}, Forward, nil)
			return err
		}},
	}
	for _, c := range cases {
		if err := c.run(bg); err != nil {
			t.Errorf("%s under the process defaults: %v", c.name, err)
		}
		if err := c.run(tiny); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%s under a 1 KiB memory limit: err = %v, want ErrTooLarge", c.name, err)
		}
		if err := c.run(slow); c.work != errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s under a work limit of 1000: err = %v, refused want %v", c.name, err, c.work)
		}
		if err := c.run(done); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a done ctx: err = %v, want context.Canceled", c.name, err)
		}
	}
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
