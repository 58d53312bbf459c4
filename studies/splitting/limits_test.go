package splitting_test

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/internal/limitstest"
	"github.com/grundylab/grundylab/studies/splitting"
)

// TestLimitsPerCall: every entry point of the study has a Context form
// that refuses by the call's limits while the process defaults would
// allow the computation, and stops when its ctx is done (issue 21 item
// 3: NewGame, Count and Play read only the process-wide limits).
func TestLimitsPerCall(t *testing.T) {
	limitstest.SetProcessDefaults(t)
	const n = 300
	g, err := splitting.NewGameContext(context.Background(), n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := splitting.NewGame(n, nil); err != nil {
		t.Fatalf("NewGame(%d) under the process defaults: %v", n, err)
	}
	// CheckContext only estimates: a done ctx does not stop it.
	limitstest.Check(t, []limitstest.Case{
		{Name: "NewGameContext", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: true, Run: func(ctx context.Context) error { _, err := splitting.NewGameContext(ctx, n, nil); return err }},
		{Name: "CheckContext exact", Memory: limitstest.Refused, Work: limitstest.Refused, Cancel: false, Run: func(ctx context.Context) error { return splitting.CheckContext(ctx, n, true) }},
		{Name: "CheckContext mod", Memory: limitstest.Refused, Work: limitstest.Any, Cancel: false, Run: func(ctx context.Context) error { return splitting.CheckContext(ctx, n, false) }},
		{Name: "CountModContext", Memory: limitstest.Refused, Work: limitstest.Any, Cancel: true, Run: func(ctx context.Context) error { _, err := g.CountModContext(ctx, 1e9+7, nil); return err }},
		{Name: "CountContext", Memory: limitstest.Refused, Work: limitstest.Any, Cancel: true, Run: func(ctx context.Context) error { _, err := g.CountContext(ctx, nil); return err }},
		{Name: "DensitiesContext", Memory: limitstest.Refused, Work: limitstest.Any, Cancel: true, Run: func(ctx context.Context) error { _, err := g.DensitiesContext(ctx, nil); return err }},
		{Name: "PlayContext", Memory: limitstest.Refused, Work: limitstest.Any, Cancel: true, Run: func(ctx context.Context) error { _, err := splitting.PlayContext(ctx, 20, 3); return err }},
	})
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
