package lab

import (
	"context"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// boardGamesForOptions are games of boards, graphs and pairs, by name and
// by value, each cheap (the refusals come before any search).
func boardGamesForOptions(t *testing.T) []any {
	t.Helper()
	wide, err := cram.WideRect(5, 13)
	if err != nil {
		t.Fatal(err)
	}
	return []any{
		"cram:4x5", "cram:5x7", "nodekayles:IheA@GUAo", "arckayles:0-1,1-2", "nodekayles:prism:8",
		"chomp:4x7", "wythoff:10",
		cram.MustParse("..#./...."), wide, Must(graphs.ParseGraph6("IheA@GUAo")), ArcKayles{Must(graphs.Path(4))},
		Must(chomp.FromRows([]int{3, 2})), Wythoff{N: 10}, BoardTable{Game: "cram", Rows: 2, Cols: 3},
		GraphFamily{Game: "nodekayles", Family: "path", N: 6},
	}
}

// TestBoardMisereRefused: misère play of a board, graph, Chomp or
// Wythoff is refused with an error that says misère play is for heap
// games (the probe of 6 December 2026: AnalyzeBoard("cram:4x5", Misere)
// returned normal play's nimber with no error, and Explore("cram:5x7",
// Misere) said that Analyze does not take boards).
func TestBoardMisereRefused(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, g := range boardGamesForOptions(t) {
		opts := &ExploreOptions{Misere: true}
		e, ok, err := AnalyzeBoard(g, opts)
		if err == nil || !ok || e != nil {
			t.Errorf("AnalyzeBoard(%v, Misere): %v, ok %v, error %v; want refused", g, e, ok, err)
		} else if !strings.Contains(err.Error(), "heap games only") || !strings.Contains(err.Error(), "normal play only") {
			t.Errorf("AnalyzeBoard(%v, Misere): error %q does not say misère play is for heap games", g, err)
		}
		if err := Explore(g, opts); err == nil || !strings.Contains(err.Error(), "heap games only") || strings.Contains(err.Error(), "Analyze does not") {
			t.Errorf("Explore(%v, Misere): error %v, want misère refused for heap games only", g, err)
		}
		if _, err := AnalyzeMisere(context.Background(), g, opts); err == nil || !strings.Contains(err.Error(), "heap games only") {
			t.Errorf("AnalyzeMisere(%v): error %v, want misère refused for heap games only", g, err)
		}
	}
	// A heap game is still explored in misère play.
	if _, err := AnalyzeMisere(context.Background(), "kayles", &ExploreOptions{Misere: true, N: 8, quiet: true}); err != nil {
		t.Errorf("AnalyzeMisere(kayles): %v", err)
	}
}

// TestBoardHeapOptionsRefused: the options of a heap game's sequence,
// which a board would ignore, are refused and named; the options boards
// take are not.
func TestBoardHeapOptionsRefused(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, tc := range []struct {
		opts *ExploreOptions
		want string
	}{
		{&ExploreOptions{N: 50}, "ExploreOptions.N = 50"},
		{&ExploreOptions{Rows: 3}, "ExploreOptions.Rows = 3"},
		{&ExploreOptions{PeriodLimit: 100}, "ExploreOptions.PeriodLimit = 100"},
		{&ExploreOptions{ProofWork: -1}, "ExploreOptions.ProofWork = -1"},
	} {
		for _, g := range boardGamesForOptions(t) {
			_, ok, err := AnalyzeBoard(g, tc.opts)
			if !ok || err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "heap games") {
				t.Errorf("AnalyzeBoard(%v, %+v): ok %v, error %v; want one naming %q", g, *tc.opts, ok, err, tc.want)
			}
		}
	}
	for _, opts := range []*ExploreOptions{nil, {}, {Workers: 2}, {Width: 1000, Height: 500}} {
		if _, _, err := AnalyzeBoard("cram:3x4", opts); err != nil {
			t.Errorf("AnalyzeBoard(cram:3x4, %+v): %v", opts, err)
		}
	}
	// A heap game is not AnalyzeBoard's, whatever the options.
	if _, ok, err := AnalyzeBoard("kayles", &ExploreOptions{N: 50, Misere: true}); ok || err != nil {
		t.Errorf("AnalyzeBoard(kayles): ok %v, error %v", ok, err)
	}
}

// TestExplorerRefusesBoards: the explorer's slider is a heap's size,
// which a board has not.
func TestExplorerRefusesBoards(t *testing.T) {
	if err := Explorer([]string{"kayles", "cram:5x7"}, 40); err == nil || !strings.Contains(err.Error(), `"cram:5x7" is a game of boards`) {
		t.Errorf("Explorer with cram:5x7: error %v", err)
	}
}
