package splitting_test

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/studies/splitting"
)

// TestLimitsPerCall: every entry point of the study has a Context form
// that refuses by the call's limits while the process defaults would
// allow the computation, and stops when its ctx is done (issue 21 item
// 3: NewGame, Count and Play read only the process-wide limits).
func TestLimitsPerCall(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 40))
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(0))
	bg := context.Background()
	tiny := gamelib.WithLimits(bg, gamelib.Limits{Memory: 1 << 10})
	slow := gamelib.WithLimits(bg, gamelib.Limits{Work: 1000})
	const n = 300
	g, err := splitting.NewGameContext(bg, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := splitting.NewGame(n, nil); err != nil {
		t.Fatalf("NewGame(%d) under the process defaults: %v", n, err)
	}
	cases := []struct {
		name     string
		estimate bool // computes nothing, so a done ctx does not stop it
		run      func(ctx context.Context) error
	}{
		{"NewGameContext", false, func(ctx context.Context) error { _, err := splitting.NewGameContext(ctx, n, nil); return err }},
		{"CheckContext exact", true, func(ctx context.Context) error { return splitting.CheckContext(ctx, n, true) }},
		{"CheckContext mod", true, func(ctx context.Context) error { return splitting.CheckContext(ctx, n, false) }},
		{"CountModContext", false, func(ctx context.Context) error { _, err := g.CountModContext(ctx, 1e9+7, nil); return err }},
		{"CountContext", false, func(ctx context.Context) error { _, err := g.CountContext(ctx, nil); return err }},
		{"DensitiesContext", false, func(ctx context.Context) error { _, err := g.DensitiesContext(ctx, nil); return err }},
		{"PlayContext", false, func(ctx context.Context) error { _, err := splitting.PlayContext(ctx, 20, 3); return err }},
	}
	done, cancel := context.WithCancel(bg)
	cancel()
	for _, c := range cases {
		if err := c.run(bg); err != nil {
			t.Errorf("%s under the process defaults: %v", c.name, err)
		}
		if err := c.run(tiny); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%s under a 1 KiB memory limit: err = %v, want ErrTooLarge", c.name, err)
		}
		if err := c.run(done); !errors.Is(err, context.Canceled) && !c.estimate {
			t.Errorf("%s with a done ctx: err = %v, want context.Canceled", c.name, err)
		}
	}
	for _, name := range []string{"NewGameContext", "CheckContext exact"} {
		for _, c := range cases {
			if c.name == name {
				if err := c.run(slow); !errors.Is(err, gamelib.ErrTooSlow) {
					t.Errorf("%s under a work limit of 1000: err = %v, want ErrTooSlow", c.name, err)
				}
			}
		}
	}
}

// TestCancelStopsLongWork: a ctx cancelled while NewGameContext or
// CountModContext works (here at its first progress report) stops it with
// context.Canceled; both would take seconds to minutes to finish.
func TestCancelStopsLongWork(t *testing.T) {
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(0))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stop := func(done, total int64) { cancel() }
	if _, err := splitting.NewGameContext(ctx, 5000, stop); !errors.Is(err, context.Canceled) {
		t.Errorf("NewGameContext(5000) cancelled at its first report: err = %v", err)
	}
	g, err := splitting.NewGame(2000, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	stop = func(done, total int64) { cancel() }
	if _, err := g.CountModContext(ctx, 1e9+7, stop); !errors.Is(err, context.Canceled) {
		t.Errorf("CountModContext(n=2000) cancelled at its first report: err = %v", err)
	}
}
