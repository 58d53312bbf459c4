package lab

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
	"github.com/grundylab/grundylab/gamelib/sizetable"
	"github.com/grundylab/grundylab/plots"
	"gonum.org/v1/plot/vg"
)

func TestAnalyzeBoard(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	g, _ := graphs.ParseGraph6("IheA@GUAo") // Petersen: nimber 1 (gamelib/nodekayles checks it by brute force)
	e, ok, err := AnalyzeBoard(g, nil)
	if !ok || err != nil || e.Nimber != 1 || len(e.Figures) != 1 {
		t.Fatalf("Petersen graph: %+v, %v, %v", e, ok, err)
	}
	d, _ := chomp.ParseRect("3x4")
	e, ok, err = AnalyzeBoard(d, nil)
	if !ok || err != nil || e.Nimber != 9 || len(e.Figures) != 1 {
		t.Fatalf("Chomp 3x4: %+v, %v, %v", e, ok, err)
	}
	e, ok, err = AnalyzeBoard(Wythoff{N: 30}, nil)
	if !ok || err != nil || len(e.Table) != 31 || !e.Periods[1].Found || e.Periods[1].Period != 3 {
		t.Fatalf("Wythoff 30: %v, %v", ok, err)
	}
	if !strings.Contains(e.Facts[0][1], "Beatty") {
		t.Errorf("Wythoff facts: %v", e.Facts)
	}
	// Rows 0, 1, 2 show their periods on 0..30; row 3's (6 from 8) needs
	// 0..31. On 0..40 row 5 was counted with a false period 9 from 13
	// (3 periods; its period is 24 from 27): now rows 0..3 only.
	for _, c := range []struct {
		n    int
		want string
	}{
		{30, "observed in 3 of 31 rows: g(x, y+p) = g(x, y) + p from y₀ on, over ≥ 4 whole periods, ≥ 1.5(y₀ + p) and ≥ 16 values; 28 rows have too little evidence on 0..30"},
		{40, "observed in 4 of 41 rows: "},
	} {
		w, _, err := AnalyzeBoard(Wythoff{N: c.n}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := w.Facts[1]; got[0] != "additive periods" || !strings.HasPrefix(got[1], c.want) {
			t.Errorf("Wythoff %d: fact %q, want it to start %q", c.n, got, c.want)
		}
		if c.n == 40 && (w.Periods[5].Found || !w.Periods[3].Found || w.Periods[3].Period != 6 || w.Periods[3].Preperiod != 8) {
			t.Errorf("Wythoff 40: rows 3 and 5: %v, %v; want 6 from 8 and none", w.Periods[3], w.Periods[5])
		}
	}
	e, ok, err = AnalyzeBoard(BoardTable{Game: "nodekayles:paths", Cols: 12}, nil)
	if !ok || err != nil {
		t.Fatalf("paths: %v %v", ok, err)
	}
	// Paths are 0.137: 0 1 1 2 0 3 1 1 0 3 3 2 2 (gamelib/nodekayles checks it to 60).
	if got := joinInts(e.Table[0]); got != "0 1 1 2 0 3 1 1 0 3 3 2 2" {
		t.Errorf("paths: %s", got)
	}
	e, ok, err = AnalyzeBoard(BoardTable{Game: "chomp", Rows: 3, Cols: 4}, nil)
	if !ok || err != nil || e.Table[2][3] != 9 || e.Table[0][3] != 3 { // 3×4 is 9; a row of 4 is Nim 3
		t.Fatalf("chomp table: %v %v %v", ok, err, e)
	}
	for _, f := range e.Figures {
		if _, err := plots.Encode(f.Plot, f.W, f.H, "svg"); err != nil {
			t.Error(err)
		}
	}
	if _, ok, _ := AnalyzeBoard("octal:0.137", nil); ok {
		t.Error("a heap game taken for a board")
	}
	// Arc Kayles on the Petersen graph is 0 (cmd/grundy's README example),
	// and on the combs Kayles (0.77: 0 1 2 3 1 4 3 2 1; gamelib/arckayles
	// checks it to n = 32); GP(n, 2) from n = 5 in Node Kayles: 1 0 1 0.
	e, ok, err = AnalyzeBoard(ArcKayles{g}, nil)
	if !ok || err != nil || e.Nimber != 0 || !strings.Contains(e.Name, "Arc Kayles") {
		t.Fatalf("Arc Kayles on the Petersen graph: %+v, %v, %v", e, ok, err)
	}
	e, ok, err = AnalyzeBoard("arckayles:comb:8", nil)
	if !ok || err != nil || joinInts(e.Table[0]) != "0 1 2 3 1 4 3 2 1" || len(e.Figures) != 2 {
		t.Fatalf("arckayles:comb:8: %+v, %v, %v", e, ok, err)
	}
	e, ok, err = AnalyzeBoard(GraphFamily{"nodekayles", "petersen:2", 8}, nil)
	if !ok || err != nil || joinInts(e.Table[0]) != "1 0 1 0" || e.Facts[1][1] != "6, 8" {
		t.Fatalf("nodekayles petersen:2 to 8: %+v, %v, %v", e, ok, err)
	}
	for _, f := range e.Figures {
		if _, err := plots.Encode(f.Plot, f.W, f.H, "svg"); err != nil {
			t.Error(err)
		}
	}
	for _, bad := range []any{GraphFamily{"chomp", "path", 3}, GraphFamily{"nodekayles", "tree", 3}, GraphFamily{"arckayles", "grid:3", 30}, ArcKayles{}} {
		if _, ok, err := AnalyzeBoard(bad, nil); !ok || err == nil {
			t.Errorf("AnalyzeBoard(%#v): ok %v, err %v", bad, ok, err)
		}
	}
	for _, bad := range []any{BoardTable{Game: "cram:3", Rows: 2, Cols: 2}, BoardTable{Game: "nodekayles:grid", Rows: 9, Cols: 9}, Wythoff{N: -1}, (*graphs.Graph)(nil), chomp.Diagram(""), cram.Board{}} {
		if _, ok, err := AnalyzeBoard(bad, nil); !ok || err == nil {
			t.Errorf("AnalyzeBoard(%#v): ok %v, err %v", bad, ok, err)
		}
	}
}

// TestAnalyzeBoardNoGame: a name of no game ("cramm:3x3", a misspelt
// board game) is AnalyzeBoard's error, as Explore's, not a nil
// exploration with no error; a heap game stays ok false without one;
// and a nil *BoardExploration's methods return an error, not a panic
// (the probe of 6 December 2026: e, _, err := AnalyzeBoard("cramm:3x3",
// nil); Check(err); e.Export(dir, &plots.Paper) panicked in Draw).
func TestAnalyzeBoardNoGame(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, name := range []string{"cramm:3x3", "nodekayle:IheA@GUAo", "kayles:3x3", "foo", "Cram:3x3"} {
		e, ok, err := AnalyzeBoard(name, nil)
		if e != nil || ok || err == nil || !strings.Contains(err.Error(), "unknown game") || !strings.Contains(err.Error(), "cram:") {
			t.Errorf("AnalyzeBoard(%q) = %v, %v, %v; want an unknown game error with the board games' names", name, e, ok, err)
		}
	}
	for _, g := range []any{nil, 5} {
		if _, ok, err := AnalyzeBoard(g, nil); ok || err == nil {
			t.Errorf("AnalyzeBoard(%v) = ok %v, error %v; want an error", g, ok, err)
		}
	}
	for _, g := range []any{"kayles", "octal:0.137", heap.Nim()} {
		if e, ok, err := AnalyzeBoard(g, nil); e != nil || ok || err != nil {
			t.Errorf("AnalyzeBoard(%v) = %v, %v, %v; want a heap game's nil, false, nil", g, e, ok, err)
		}
	}
	var e *BoardExploration
	if _, err := e.Draw(&plots.Paper); !errors.Is(err, errNoBoard) {
		t.Errorf("nil Draw: %v", err)
	}
	if _, err := e.Export(t.TempDir(), &plots.Paper); !errors.Is(err, errNoBoard) {
		t.Errorf("nil Export: %v", err)
	}
	if err := e.Show(); !errors.Is(err, errNoBoard) {
		t.Errorf("nil Show: %v", err)
	}
}

// TestParseBoard: the names of games of boards, graphs and pairs give
// the values the constructors give, and AnalyzeBoard takes them; a
// malformed name is an error naming it.
func TestParseBoard(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	rect, _ := cram.Rect(3, 4)
	blocked, _ := cram.Parse("..#./..../....")
	petersen, _ := graphs.ParseGraph6("IheA@GUAo")
	tri, _ := graphs.ParseEdges("0-1,1-2,2-0")
	five, _ := graphs.ParseEdges("5: 0-1")
	d47, _ := chomp.Rect(4, 7)
	d531, _ := chomp.FromRows([]int{5, 3, 1})
	for name, want := range map[string]any{
		"cram:3x4": rect, " cram:3×4 ": rect, "cram:..#./..../....": blocked,
		"nodekayles:IheA@GUAo": petersen, "nodekayles: IheA@GUAo": petersen, "nodekayles:0-1,1-2,2-0": tri,
		"nodekayles:5: 0-1": five, "wythoff: 30": Wythoff{N: 30},
		"arckayles:IheA@GUAo": ArcKayles{petersen}, "arckayles:0-1,1-2,2-0": ArcKayles{tri},
		"nodekayles:prism:32": GraphFamily{"nodekayles", "prism", 32}, "arckayles: petersen:2 : 20": GraphFamily{"arckayles", "petersen:2", 20},
		"nodekayles:grid:3:8": GraphFamily{"nodekayles", "grid:3", 8},
		"chomp:4x7":           d47, "chomp:4X7": d47, "chomp: 4 × 7": d47, "chomp:5,3,1": d531, "chomp: 5, 3, 1": d531, "wythoff:30": Wythoff{N: 30},
	} {
		got, err := ParseBoard(name)
		if err != nil {
			t.Errorf("ParseBoard(%q): %v", name, err)
			continue
		}
		same := false
		switch w := want.(type) {
		case *graphs.Graph:
			g, ok := got.(*graphs.Graph)
			same = ok && g.Equal(w)
		case ArcKayles:
			g, ok := got.(ArcKayles)
			same = ok && g.G.Equal(w.G)
		default:
			same = got == want
		}
		if !same {
			t.Errorf("ParseBoard(%q) = %v, want %v", name, got, want)
		}
	}
	for _, bad := range []string{"cram", "cram:", "cram:5y7", "cram:9x9", "cram:..x", "nodekayles:~", "nodekayles:0-0",
		"chomp:3,5", "chomp:a,b", "wythoff:x", "wythoff:-1", "octal:0.137", "tic-tac-toe:3",
		"arckayles:~", "nodekayles:prism", "nodekayles:prism:x", "nodekayles:tree:3", "arckayles:petersen:2:4", "arckayles:hypercube:7"} {
		if _, err := ParseBoard(bad); err == nil {
			if _, _, err = AnalyzeBoard(bad, nil); err == nil {
				t.Errorf("%q: accepted by ParseBoard and AnalyzeBoard", bad)
			}
		} else if !strings.Contains(err.Error(), strings.TrimSpace(bad)) {
			t.Errorf("ParseBoard(%q): %v does not name it", bad, err)
		}
	}
	// Sizes below a game's first are refused by ParseBoard itself, not
	// later by Explore.
	for _, bad := range []string{"wythoff:-1", "nodekayles:path:-1", "arckayles:cycle:-3"} {
		if v, err := ParseBoard(bad); err == nil {
			t.Errorf("ParseBoard(%q) = %v, want an error", bad, v)
		}
	}
	// A family meant (a ':' and a letter) is read as one, and what is
	// wrong with it said, not a graph6 error about its ':'.
	for bad, want := range map[string]string{
		"nodekayles:prism:":   "want FAMILY:N",
		"nodekayles:grid:0:3": "grid:R",
		"arckayles:grid:3":    "grid",
		"nodekayles:wheel:5":  "wheel",
	} {
		_, err := ParseBoard(bad)
		if err == nil || strings.Contains(err.Error(), "graph6") || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseBoard(%q): %v; want an error about the family (%q)", bad, err, want)
		}
	}
	// Boards of 65 to 128 cells are cram.WideBoards: 6×12 is 0 (Beling's
	// table: no winning move), 2×33 has nimber 1 (the engine) and its 33
	// vertical dominoes win; a picture each; 9×15 is beyond 128 cells.
	for name, want := range map[string]struct {
		nimber int
		wins   string
	}{"cram:6x12": {0, "none"}, "cram:2x33": {1, "33 of 97"}, "cram:" + strings.Repeat(".", 33) + "/" + strings.Repeat(".", 33): {1, "33 of 97"}} {
		e, ok, err := AnalyzeBoard(name, nil)
		if !ok || err != nil || e.Nimber != want.nimber || len(e.Figures) != 1 || !strings.Contains(fmt.Sprint(e.Facts), want.wins) {
			t.Errorf("%s: %v, %v; want nimber %d, winning moves %s, a picture", name, e, err, want.nimber, want.wins)
		}
	}
	// A graph with a mirror is 0 by the symmetry strategy, no search,
	// and its facts say so; the Petersen graph (nimber 1) is searched.
	for name, want := range map[string]string{
		"nodekayles:Or`HOm?OH@ABAG@C_POAJ": "none: a mirror (the symmetry strategy) gives 0", // Q4
		"arckayles:Oh`HGcG@GC_H?G?C_@G?H":  "none: a mirror (the symmetry strategy) gives 0", // the 4×4 grid
		"nodekayles:IheA@GUAo":             "components searched",
	} {
		e, ok, err := AnalyzeBoard(name, nil)
		if !ok || err != nil || !strings.Contains(fmt.Sprint(e.Facts), want) {
			t.Errorf("%s: %v, %v; want the fact %q", name, e, err, want)
		}
	}
	if _, err := ParseBoard("cram:9x15"); !errors.Is(err, cram.ErrTooBig) {
		t.Errorf("cram:9x15: %v, want ErrTooBig", err)
	}
	e, ok, err := AnalyzeBoard("cram:..#./..../....", nil)
	if !ok || err != nil || e.Nimber != 3 {
		t.Errorf("AnalyzeBoard(cram:..#./..../....) = %+v, %v, %v; want nimber 3 (README)", e, ok, err)
	}
	// Outside a notebook Explore computes and then fails to show.
	if err := Explore("chomp:3x4", nil); err != nil && !strings.Contains(err.Error(), "not running in a GoNB notebook") {
		t.Errorf("Explore(chomp:3x4): %v", err)
	}
	if err := Explore("cram:5y7", nil); err == nil {
		t.Error("Explore(cram:5y7): no error")
	}
}

// TestCramBoard: a Cram board explored shows its nimber (against the plain
// memoised search, decomp.PlainNimber), its picture with the blocked
// cells, its regions, and search counts that are the same on every run.
func TestCramBoard(t *testing.T) {
	ctx := context.Background()
	for _, s := range []string{
		"..#./..../....",          // 11 free cells, one region
		"...#.../...#.../...#...", // two 3×3 regions: equal, so nimber 0
		"....", "./.", "#.#/.#.",  // a strip (Dawson's Kayles), a domino, no move at all
		"..../.##./....", "...../.#.#./.....",
	} {
		b := cram.MustParse(s)
		want, err := decomp.PlainNimber(ctx, cram.Game{}, b)
		if err != nil {
			t.Fatal(err)
		}
		e, ok, err := AnalyzeBoard(b, nil)
		if !ok || err != nil {
			t.Fatalf("%s: ok %v, %v", s, ok, err)
		}
		if e.Nimber != want || e.Facts[0][1] != fmt.Sprint(want) {
			t.Errorf("%s: nimber %d (facts %v), plain search %d", s, e.Nimber, e.Facts, want)
		}
		if len(e.Figures) != 1 {
			t.Fatalf("%s: %d figures", s, len(e.Figures))
		}
		if _, err := plots.Encode(e.Figures[0].Plot, e.Figures[0].W, e.Figures[0].H, "svg"); err != nil {
			t.Error(err)
		}
		var wins []string // the winning moves by the plain search
		for _, m := range cram.Moves(b) {
			after, _ := m.Play(b)
			if v, _ := decomp.PlainNimber(ctx, cram.Game{}, after); v == 0 {
				wins = append(wins, m.String())
			}
		}
		fact := e.Facts[2]
		switch {
		case fact[0] != "winning moves":
			t.Errorf("%s: fact 2 is %q, want the winning moves", s, fact[0])
		case len(wins) == 0 && !strings.HasPrefix(fact[1], "none"):
			t.Errorf("%s: winning moves %q; the plain search finds none", s, fact[1])
		case len(wins) > 0 && !strings.HasPrefix(fact[1], fmt.Sprintf("%d of %d ", len(wins), len(cram.Moves(b)))):
			t.Errorf("%s: winning moves %q; the plain search finds %d of %d", s, fact[1], len(wins), len(cram.Moves(b)))
		}
		for _, w := range wins {
			if !strings.Contains(fact[1], w) {
				t.Errorf("%s: winning moves %q lack %s", s, fact[1], w)
			}
		}
		again, _, _ := AnalyzeBoard(b, nil)
		if fmt.Sprint(again.Facts) != fmt.Sprint(e.Facts) {
			t.Errorf("%s: the facts differ between two runs:\n%v\n%v", s, e.Facts, again.Facts)
		}
		if par, _, err := AnalyzeBoard(b, &ExploreOptions{Workers: 2}); err != nil || par.Nimber != want {
			t.Errorf("%s with 2 workers: nimber %v, %v; plain search %d", s, par, err, want)
		}
	}
	e, _, _ := AnalyzeBoard(cram.MustParse("...#.../...#.../...#..."), nil)
	facts := map[string]string{}
	for _, f := range e.Facts {
		facts[f[0]] = f[1]
	}
	if facts["free cells"] != "18 of 21" || facts["regions"] != "2 of at least two free cells (9, 9 cells)" || !strings.HasPrefix(facts["outcome"], "P") {
		t.Errorf("two 3×3 regions: %v", e.Facts)
	}
	cells := cramCells(cram.MustParse("..#./..../...."))
	if cells[0][2] != plots.CellBlocked || cells[0][1] != plots.CellFree || len(cells) != 3 || len(cells[0]) != 4 {
		t.Errorf("picture of ..#./..../....: %v", cells)
	}
}

// TestCramTable: BoardTable "cram" gives the nimbers of every m×n board,
// m ≤ Rows, n ≤ Cols, equal to cram.Nimber's and, on the small ones, to
// the plain search's; 1×n is Dawson's Kayles (0.07); even×even is 0 and
// odd×even non-zero (the symmetry strategies); an absurd table is
// refused at once.
func TestCramTable(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	ctx := context.Background()
	e, ok, err := AnalyzeBoard(BoardTable{Game: "cram", Rows: 4, Cols: 6}, nil)
	if !ok || err != nil {
		t.Fatalf("cram table: %v %v", ok, err)
	}
	if len(e.Table) != 4 || len(e.Table[0]) != 6 || len(e.Figures) != 1 {
		t.Fatalf("cram table: %d rows, %d figures", len(e.Table), len(e.Figures))
	}
	// Dawson's Kayles, octal 0.07: g(1..6) = 0 1 1 2 0 3.
	if got := joinInts(e.Table[0]); got != "0 1 1 2 0 3" {
		t.Errorf("1×n: %s, want Dawson's Kayles 0 1 1 2 0 3", got)
	}
	for m := 1; m <= 4; m++ {
		for n := 1; n <= 6; n++ {
			b, _ := cram.Rect(m, n)
			v, _, err := cram.Nimber(ctx, b, &decomp.Options{TTMem: 4 << 20})
			if err != nil || e.Table[m-1][n-1] != v {
				t.Errorf("%d×%d: table %d, cram.Nimber %d %v", m, n, e.Table[m-1][n-1], v, err)
			}
			if m*n <= 16 {
				if p, err := decomp.PlainNimber(ctx, cram.Game{}, b); err != nil || p != v {
					t.Errorf("%d×%d: plain search %d %v, engine %d", m, n, p, err, v)
				}
			}
			if m%2 == 0 && n%2 == 0 && v != 0 {
				t.Errorf("%d×%d (even×even) has nimber %d, want 0", m, n, v)
			}
			if (m+n)%2 == 1 && v == 0 {
				t.Errorf("%d×%d (odd×even) is a P-position", m, n)
			}
		}
	}
	for _, f := range e.Figures {
		if _, err := plots.Encode(f.Plot, f.W, f.H, "svg"); err != nil {
			t.Error(err)
		}
	}
	for _, bad := range []BoardTable{{Game: "cram", Rows: 5, Cols: 9}, {Game: "cram", Rows: 6, Cols: 7}, {Game: "cram", Rows: 8, Cols: 8}, {Game: "cram", Rows: 9, Cols: 9}} {
		if _, _, err := AnalyzeBoard(bad, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%v: %v, want a refusal (ErrTooSlow)", bad, err)
		}
	}
	if _, _, err := AnalyzeBoard(BoardTable{Game: "cram", Rows: 9, Cols: 15}, nil); !errors.Is(err, cram.ErrTooBig) {
		t.Errorf("9×15: %v, want ErrTooBig (more than 128 cells)", err)
	}
}

// TestBoardTables: a BoardTable is sizetable's table (the values of
// sizetable.Compute, its name, file stem and labels) drawn as a heat map
// titled by its name; a table beyond the work limit is refused before
// anything is computed (sizetable.Check), Chomp's as Cram's.
func TestBoardTables(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, bt := range []BoardTable{{"cram:wins", 3, 5}, {"chomp:wins", 3, 4}, {"nodekayles:grid:wins", 3, 4}, {"nodekayles:paths", 1, 9}, {"chomp", 4, 4}} {
		e, ok, err := AnalyzeBoard(bt, nil)
		if !ok || err != nil {
			t.Fatalf("%v: %v %v", bt, ok, err)
		}
		want, err := sizetable.Compute(context.Background(), sizetable.Spec{Game: bt.Game, Rows: bt.Rows, Cols: bt.Cols}, &decomp.Options{TTMem: 1 << 20}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(e.Table) != fmt.Sprint(want.Values) || e.Name != want.Name() || e.file != want.Stem() ||
			e.Figures[0].Plot.Title.Text != want.Name() || e.TableHeads.Corner != want.YLabel+" \\ "+want.XLabel {
			t.Errorf("%v: %q %q %q %q %v; sizetable: %q %q %v", bt, e.Name, e.file, e.Figures[0].Plot.Title.Text, e.TableHeads.Corner, e.Table, want.Name(), want.Stem(), want.Values)
		}
	}
	for _, bt := range []BoardTable{{"chomp", 64, 64}, {"chomp:wins", 64, 64}, {"cram:wins", 3, 17}} {
		_, _, err := AnalyzeBoard(bt, nil)
		if !errors.Is(err, gamelib.ErrTooSlow) || !strings.Contains(err.Error(), "the table "+bt.Game) {
			t.Errorf("%v: %v, want the table refused (ErrTooSlow)", bt, err)
		}
	}
}

// TestCramPublished: the published table (CramPublished, Beling's README)
// is consistent with the symmetry theorems, and its entries of at most 30
// cells (all of them but the slowest in -short) agree with cram.Nimber.
func TestCramPublished(t *testing.T) {
	seen := map[[2]int]bool{}
	for _, p := range CramPublished {
		if p.Rows > p.Cols || seen[[2]int{p.Rows, p.Cols}] || !strings.Contains(p.Source, "beling/impartial-games") {
			t.Errorf("entry %+v: Rows ≤ Cols, once each, source named", p)
		}
		seen[[2]int{p.Rows, p.Cols}] = true
		if p.Rows%2 == 0 && p.Cols%2 == 0 && (p.Nimber != 0 || !strings.Contains(p.Earlier, "symmetry")) {
			t.Errorf("even×even %+v", p)
		}
		if (p.Rows+p.Cols)%2 == 1 && p.Nimber == 0 {
			t.Errorf("odd×even %+v is 0", p)
		}
		limit := 32
		if testing.Short() {
			limit = 25
		}
		if p.Rows*p.Cols > limit {
			continue
		}
		b, _ := cram.Rect(p.Rows, p.Cols)
		v, _, err := cram.Nimber(context.Background(), b, &decomp.Options{TTMem: 16 << 20})
		if err != nil || v != p.Nimber {
			t.Errorf("%d×%d: cram.Nimber %d %v, published %d (%s)", p.Rows, p.Cols, v, err, p.Nimber, p.Source)
		}
	}
	if v, ok := CramPublishedNimber(7, 5); !ok || v.Nimber != 1 || v.Rows != 5 {
		t.Errorf("CramPublishedNimber(7, 5) = %+v, %v", v, ok)
	}
	if _, ok := CramPublishedNimber(6, 11); ok {
		t.Error("6×11 is unknown (\"?\" in Beling's table)")
	}
	// The table's range, rows 4 to 7 and columns up to 15: every board of
	// at most 64 cells (cram.MaxCells, and igs's limit) has its nimber,
	// and beyond 64 cells only the even×even boards, 0 by symmetry (the
	// README's "moonshot" paragraph rests on this).
	for m := 4; m <= 7; m++ {
		for n := m; n <= 15; n++ {
			_, ok := CramPublishedNimber(m, n)
			if want := m*n <= cram.MaxCells || (m%2 == 0 && n%2 == 0); ok != want {
				t.Errorf("%d×%d (%d cells): in the table %v, want %v", m, n, m*n, ok, want)
			}
		}
	}
}

func TestLayout(t *testing.T) {
	g, _ := graphs.Grid(3, 3)
	x, y := Layout(g)
	// The centre of the 3×3 grid ends up nearest the middle of the drawing.
	cx, cy := 0.0, 0.0
	for i := range x {
		cx += x[i] / 9
		cy += y[i] / 9
	}
	best := -1
	bestD := 1e9
	for i := range x {
		if d := (x[i]-cx)*(x[i]-cx) + (y[i]-cy)*(y[i]-cy); d < bestD {
			best, bestD = i, d
		}
	}
	if best != 4 {
		t.Errorf("vertex %d nearest the centre, want 4", best)
	}
}

func joinInts(v []int) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(itoa(x))
	}
	return b.String()
}

func itoa(x int) string { return fmt.Sprint(x) }

// TestGraphCensus: the counts of every order add up to A000088, and
// orders ≤ 5 agree with decomp.PlainNimber graph by graph.
func TestGraphCensus(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	a000088 := []int{1, 1, 2, 4, 11, 34, 156}
	for _, game := range []string{"nodekayles", "arckayles"} {
		census, err := GraphCensus(game, 6)
		if err != nil {
			t.Fatal(err)
		}
		for n, counts := range census {
			sum := 0
			for _, c := range counts {
				sum += c
			}
			if sum != a000088[n] {
				t.Errorf("%s, order %d: %v add up to %d, A000088 says %d", game, n, counts, sum, a000088[n])
			}
			if n > 5 {
				continue
			}
			plain := make([]int, len(counts))
			cs, _ := graphs.Classes(n)
			for _, g := range cs {
				var v int
				if game == "nodekayles" {
					v, err = decomp.PlainNimber(context.Background(), nodekayles.Game{}, g)
				} else {
					v, err = decomp.PlainNimber(context.Background(), arckayles.Game{}, g)
				}
				if err != nil || v >= len(plain) {
					t.Fatalf("%s on %s: plain %d, %v; census %v", game, g, v, err, counts)
				}
				plain[v]++
			}
			if !slices.Equal(plain, counts) {
				t.Errorf("%s, order %d: census %v, plain search %v", game, n, counts, plain)
			}
		}
	}
	for _, bad := range []struct {
		game string
		n    int
	}{{"chomp", 3}, {"nodekayles", 9}, {"arckayles", -1}} {
		if _, err := GraphCensus(bad.game, bad.n); err == nil {
			t.Errorf("GraphCensus(%q, %d) accepted", bad.game, bad.n)
		}
	}
}

// TestWinningMovesFacts: the winning moves of graphs and Chomp diagrams
// explored, worked out by hand: Node Kayles on P₃ is won only by the
// middle vertex (it takes all; an end leaves P₁, *1) and P₄ (nimber 0)
// not at all; Arc Kayles on P₄ only by the middle edge (it leaves two
// lone vertices; an end edge leaves P₂, *1); Chomp's 3×3 square by
// eating (1, 1) (it leaves an L with equal arms, 0) and by no other bite
// (computed; chomp's TestMoves checks every diagram in 4×5 against the
// brute force).
func TestWinningMovesFacts(t *testing.T) {
	p3, _ := graphs.ParseEdges("0-1,1-2")
	p4, _ := graphs.ParseEdges("0-1,1-2,2-3")
	sq, _ := chomp.Rect(3, 3)
	for _, c := range []struct {
		game any
		want string
	}{
		{p3, "1 of 3: 1"},
		{p4, "none: every move leaves an N-position"},
		{ArcKayles{p4}, "1 of 3: 1-2"},
		{sq, "1 of 8 (the bitten squares dotted; squares as (row, column), row 0 the poisoned square's): (1,1)"},
	} {
		e, ok, err := AnalyzeBoard(c.game, nil)
		if !ok || err != nil {
			t.Fatalf("%v: %v, %v", c.game, ok, err)
		}
		if f := e.Facts[2]; f[0] != "winning moves" || f[1] != c.want {
			t.Errorf("%s: %q %q, want winning moves %q", e.Name, f[0], f[1], c.want)
		}
		if title := e.Figures[0].Plot.Title.Text; strings.HasPrefix(c.want, "none") == strings.Contains(title, "winning") {
			t.Errorf("%s: figure %q, winning moves %q", e.Name, title, c.want)
		}
	}
}

// TestBoardExport: a table of nimbers exported in the paper style: the
// figure as SVG, PDF and PNG named after the game and the style, the
// paper's width, and the table of nimbers as CSV (equal to e.Table) and
// LaTeX; a single board: its figure and its facts as CSV and LaTeX.
func TestBoardExport(t *testing.T) {
	dir := t.TempDir()
	e, _, err := AnalyzeBoard(BoardTable{Game: "cram", Rows: 3, Cols: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	figs, err := e.Draw(&plots.Paper)
	if err != nil || len(figs) != 1 || figs[0].W != plots.Paper.Width || !strings.HasSuffix(figs[0].Name, "-paper") {
		t.Fatalf("Draw(Paper): %+v, %v", figs, err)
	}
	paths, err := e.Export(dir, &plots.Paper)
	if err != nil {
		t.Fatal(err)
	}
	base := "cram-table-3x4"
	want := []string{figs[0].Name + ".svg", figs[0].Name + ".pdf", figs[0].Name + ".png", base + "-table.csv", base + "-table.tex"}
	for _, w := range want {
		if !slices.ContainsFunc(paths, func(p string) bool { return filepath.Base(p) == w }) {
			t.Errorf("Export wrote %v, not %s", paths, w)
		}
	}
	csv, err := os.ReadFile(filepath.Join(dir, base+"-table.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
	if len(lines) != 4 || lines[0] != `rows m \ columns n,1,2,3,4` {
		t.Fatalf("table CSV %q", csv)
	}
	for m, row := range e.Table {
		var cells []string
		for _, v := range row {
			cells = append(cells, fmt.Sprint(v))
		}
		if got, want := lines[m+1], fmt.Sprint(m+1)+","+strings.Join(cells, ","); got != want {
			t.Errorf("table CSV row %d: %q, want %q", m+1, got, want)
		}
	}
	b, _, err := AnalyzeBoard("cram:..#./..../....", nil)
	if err != nil {
		t.Fatal(err)
	}
	paths, err = b.Export(dir, nil)
	if err != nil || len(paths) != 5 {
		t.Errorf("a board exported: %v, %v (want 3 figure files and the facts' 2)", paths, err)
	}
}

// TestBoardFigureShapes: a board's picture keeps square cells however
// long the board (boardSize), a paper figure is at most twice as tall as
// the style is wide, and a Wythoff picture beyond the heat map's cells
// is refused before its table is computed.
func TestBoardFigureShapes(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, rc := range [][2]int{{5, 7}, {2, 40}, {40, 2}, {30, 1}, {1, 128}, {8, 8}} {
		w, h := boardSize(rc[0], rc[1], &plots.BoardOptions{Title: "T"})
		if w > 16*vg.Centimeter+1e-9 || h > 16*vg.Centimeter+1e-9 {
			t.Errorf("%d×%d board: %.2f × %.2f cm", rc[0], rc[1], w/vg.Centimeter, h/vg.Centimeter)
		}
	}
	rows := make([]string, 30)
	for i := range rows {
		rows[i] = "1"
	}
	e, _, err := AnalyzeBoard("chomp:"+strings.Join(rows, ","), nil)
	if err != nil {
		t.Fatal(err)
	}
	figs, err := e.Draw(&plots.Paper)
	if err != nil || len(figs) == 0 {
		t.Fatalf("Draw: %v", err)
	}
	// Twice the style's width, plus the lines of its title wrapped to the
	// narrow figure.
	if f := figs[0]; f.H > 2*plots.Paper.Width+3*vg.Centimeter || f.W > plots.Paper.Width+1e-9 {
		t.Errorf("a column of 30 Chomp squares on paper: %.1f × %.1f cm", f.W/vg.Centimeter, f.H/vg.Centimeter)
	}
	// A small board's title is wrapped to its figure's width (it was
	// cut at both edges), the words kept in order, and the figure grows
	// by the lines added.
	small, _, err := AnalyzeBoard("cram:3x4", nil)
	if err != nil {
		t.Fatal(err)
	}
	figs, err = small.Draw(nil)
	if err != nil || len(figs) == 0 {
		t.Fatalf("Draw: %v", err)
	}
	f := figs[0]
	title := f.Plot.Title
	w0, h0 := boardSize(3, 4, &plots.BoardOptions{Title: "Cram: nimber 1, winning dominoes drawn"})
	if !strings.Contains(title.Text, "\n") || strings.Join(strings.Fields(title.Text), " ") != "Cram: nimber 1, winning dominoes drawn" || f.H <= h0 || f.W != w0 {
		t.Errorf("3×4 board: title %q, figure %.2f × %.2f cm (board size %.2f × %.2f)", title.Text, f.W/vg.Centimeter, f.H/vg.Centimeter, w0/vg.Centimeter, h0/vg.Centimeter)
	}
	for _, line := range strings.Split(title.Text, "\n") {
		if lw := title.TextStyle.Width(line); lw > f.W*95/100 && strings.Contains(line, " ") {
			t.Errorf("title line %q is %.2f cm wide in a figure of %.2f cm", line, lw/vg.Centimeter, f.W/vg.Centimeter)
		}
	}
	// So is the figure Explore shows (its Figures): it was not, and its
	// title was cut, then the board squeezed under a wrapped title.
	if s := small.Figures[0]; s.Plot.Title.Text != title.Text || s.W != f.W || s.H != f.H {
		t.Errorf("3×4 board shown: title %q, %.2f × %.2f cm; drawn: %q, %.2f × %.2f cm", s.Plot.Title.Text, s.W/vg.Centimeter, s.H/vg.Centimeter, title.Text, f.W/vg.Centimeter, f.H/vg.Centimeter)
	}
	// A single graph's picture has the drawing's aspect (plots draws it
	// at one scale on both axes): a 2×8 grid is a strip, not a 10 cm
	// square with the grid in a thin band across it.
	grid, err := graphs.Grid(2, 8)
	if err != nil {
		t.Fatal(err)
	}
	ge, _, err := AnalyzeBoard(grid, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := ge.Figures[0]; f.W < 10*vg.Centimeter || f.H > f.W/2 {
		t.Errorf("a 2×8 grid's picture: %.1f × %.1f cm, want a wide strip", f.W/vg.Centimeter, f.H/vg.Centimeter)
	}
	if _, _, err := AnalyzeBoard(Wythoff{N: 1000}, nil); err == nil || !strings.Contains(err.Error(), "0..999") {
		t.Errorf("Wythoff{N: 1000}: %v, want a refusal naming 0..999", err)
	}
}

// TestBoardTexts: the texts a reader sees say what is there: a P-board
// with no blocked cell is not titled "(blocked cells dark)", one pair is
// "1 Beatty pair", a Chomp file name has no doubled hyphen, and negative
// workers are refused.
func TestBoardTexts(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for name, want := range map[string]string{
		"cram:2x2":       "Cram: nimber 0, no winning move",
		"cram:3x4":       "Cram: nimber 1, winning dominoes drawn",
		"cram:..#./....": "(blocked cells dark)",
	} {
		e, _, err := AnalyzeBoard(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		figs, err := e.Draw(&plots.Paper)
		if err != nil || len(figs) == 0 {
			t.Fatalf("%s: Draw: %v", name, err)
		}
		if title := strings.Join(strings.Fields(figs[0].Plot.Title.Text), " "); !strings.Contains(title, want) {
			t.Errorf("%s: title %q, want %q in it", name, title, want)
		}
	}
	w, _, err := AnalyzeBoard(Wythoff{N: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if facts := fmt.Sprint(w.Facts); !strings.Contains(facts, "exactly the 1 Beatty pair (") {
		t.Errorf("Wythoff N = 1: facts %s", facts)
	}
	c, _, err := AnalyzeBoard("chomp:6,5,3", nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.file != "chomp-6-5-3" {
		t.Errorf("chomp 6,5,3: file %q, want chomp-6-5-3", c.file)
	}
	if _, _, err := AnalyzeBoard("cram:3x4", &ExploreOptions{Workers: -5}); err == nil {
		t.Error("Workers -5: no error")
	}
}

// countingCtx is a context cancelled at its k-th Err call: a cut made
// by the computation's own checks, not by time.
type countingCtx struct {
	context.Context
	k    int
	done chan struct{}
	mu   sync.Mutex
	n    int
}

func (c *countingCtx) Done() <-chan struct{} { return c.done }

func (c *countingCtx) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n++; c.n == c.k {
		close(c.done)
	}
	if c.n >= c.k {
		return context.Canceled
	}
	return nil
}

// TestTableCut: a BoardTable cut short (Kernel → Interrupt) returns
// its error with the cells computed before, as the command line's
// interrupted grundy table tells them (sizetable.Table.Cut).
func TestTableCut(t *testing.T) {
	t.Setenv(NoCacheEnv, "1") // each call computes
	spec := BoardTable{Game: "cram", Rows: 3, Cols: 5}
	whole, err := exploreTable(context.Background(), spec, &decomp.Options{TTMem: boardTTMem})
	if err != nil {
		t.Fatal(err)
	}
	cut := 0
	for k := 1; ; k++ { // a cut at each check of the context, until none comes
		ctx := &countingCtx{Context: context.Background(), k: k, done: make(chan struct{})}
		_, err := exploreTable(ctx, spec, &decomp.Options{TTMem: boardTTMem})
		if err == nil {
			break
		}
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("cut at check %d: %v", k, err)
		}
		msg := err.Error()
		i := strings.Index(msg, "row by row (rows m from 1, columns n from 1): ")
		if i < 0 {
			continue // cut before the first cell
		}
		cut++
		for r, row := range strings.Split(msg[i+len("row by row (rows m from 1, columns n from 1): "):], "; ") {
			want := fmt.Sprintf("%d: %s", r+1, strings.Trim(fmt.Sprint(whole.Table[r][:len(strings.Fields(row))-1]), "[]"))
			if row != want {
				t.Errorf("cut at check %d: row %q, want %q (%s)", k, row, want, msg)
			}
		}
	}
	if cut == 0 {
		t.Error("no cut came after a cell: the test tested nothing")
	}
}

// TestBoardTableWorkers: a BoardTable takes ExploreOptions.Workers (its
// cells searched by that many goroutines, as grundy table --workers),
// with the values of one worker.
func TestBoardTableWorkers(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, g := range []string{"cram", "nodekayles:grid", "chomp:wins"} {
		bt := BoardTable{Game: g, Rows: 3, Cols: 5}
		one, _, err := AnalyzeBoard(bt, &ExploreOptions{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		two, _, err := AnalyzeBoard(bt, &ExploreOptions{Workers: 2})
		if err != nil || !reflect.DeepEqual(one.Table, two.Table) {
			t.Errorf("%s: two workers %v, %v; one %v", g, two, err, one.Table)
		}
	}
}
