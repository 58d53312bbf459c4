package lab

import (
	"context"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/plots"
	"gonum.org/v1/plot/vg"
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

// TestFigureSizeRefused: a figure size too small for any figure is
// refused before anything is computed, naming the size given, in
// centimetres and points (the probe of 6 December 2026: Explore
// "nodekayles:path:8" with Width: 1, Height: 1 computed, showed its
// summary, then failed with "the title needs 16 lines in a figure 0.0353
// cm wide, more than its height of 7.34 cm allows"); the least size is
// drawn.
func TestFigureSizeRefused(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, tc := range []struct {
		opts *ExploreOptions
		want string
	}{
		{&ExploreOptions{Width: 1, Height: 1}, "ExploreOptions.Width = 0.0353 cm (1 pt) is too small for a figure: want at least 3 cm"},
		{&ExploreOptions{Height: 1}, "ExploreOptions.Height = 0.0353 cm (1 pt) is too small"},
		{&ExploreOptions{Width: 16 * vg.Centimeter, Height: 2 * vg.Centimeter}, "ExploreOptions.Height = 2 cm (56.69"},
	} {
		games := append(boardGamesForOptions(t), "kayles", "octal:0.137")
		for _, g := range games {
			var err error
			if isBoard(g) {
				_, _, err = AnalyzeBoard(g, tc.opts)
			} else {
				_, err = Analyze(g, tc.opts)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, %+v: %v; want an error saying %q", g, *tc.opts, err, tc.want)
			}
		}
		misere := *tc.opts
		misere.Misere = true
		if err := Explore("kayles", &misere); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Explore kayles, %+v: %v; want %q", misere, err, tc.want)
		}
		if err := Explore("nodekayles:path:8", tc.opts); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Explore nodekayles:path:8, %+v: %v; want %q", *tc.opts, err, tc.want)
		}
	}
	// The least size is drawn: the family's sequence and graph, Kayles'
	// figures.
	least := &ExploreOptions{Width: MinFigureSide, Height: MinFigureSide}
	e, _, err := AnalyzeBoard("nodekayles:path:8", least)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range e.Figures {
		if _, err := plots.Encode(f.Plot, f.W, f.H, "svg"); err != nil {
			t.Errorf("path:8 at %v: %v", least, err)
		}
	}
	k, err := Analyze("kayles", &ExploreOptions{N: 100, Width: MinFigureSide, Height: MinFigureSide})
	if err != nil {
		t.Fatal(err)
	}
	figs, err := k.Figures(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range figs {
		if _, err := plots.Encode(f.Plot, MinFigureSide, MinFigureSide, "svg"); err != nil {
			t.Errorf("kayles at the least size: %v", err)
		}
	}
}
