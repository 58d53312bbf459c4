package sizetable

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
	"github.com/grundylab/grundylab/gamelib/octal"
)

var small = &decomp.Options{TTMem: 4 << 20}

// TestNimberTables: every nimbers table agrees, cell by cell, with the
// plain memoised search (decomp.PlainNimber, which knows only the moves)
// of the same position; Cram's first row is Dawson's Kayles (0.07) and
// Node Kayles' paths are 0.137, from the heap engine; the symmetry
// theorems hold on Cram's; one worker and two give the same table.
func TestNimberTables(t *testing.T) {
	ctx := context.Background()
	plain := func(t *testing.T, game string, r, c int) int {
		var v int
		var err error
		switch game {
		case "cram":
			b, _ := cram.Rect(r, c)
			v, err = decomp.PlainNimber(ctx, cram.Game{}, b)
		case "chomp":
			d, _ := chomp.Rect(r, c)
			v, err = decomp.PlainNimber(ctx, chomp.Game{}, d)
		case "nodekayles:grid":
			g, _ := graphs.Grid(r, c)
			v, err = decomp.PlainNimber(ctx, nodekayles.Game{}, g)
		case "nodekayles:paths":
			f := graphs.Path
			if r == 1 {
				f = graphs.Cycle
			}
			g, _ := f(c)
			v, err = decomp.PlainNimber(ctx, nodekayles.Game{}, g)
		}
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, s := range []Spec{{"cram", 4, 4}, {"chomp", 4, 5}, {"nodekayles:grid", 3, 5}, {"nodekayles:paths", 0, 14}} {
		for _, workers := range []int{1, 2} {
			tab, err := Compute(ctx, s, &decomp.Options{TTMem: 4 << 20, Workers: workers}, nil)
			if err != nil {
				t.Fatalf("%v: %v", s, err)
			}
			for i, row := range tab.Values {
				for j, v := range row {
					if want := plain(t, s.Game, tab.Y0+i, tab.X0+j); v != want {
						t.Errorf("%s, %d workers, %d×%d: %d, the plain search %d", s.Game, workers, tab.Y0+i, tab.X0+j, v, want)
					}
				}
			}
		}
	}
	tab, err := Compute(ctx, Spec{"cram", 4, 8}, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	dawson, _ := octal.DawsonsKayles().Values(8, nil)
	for n := 1; n <= 8; n++ {
		if tab.Values[0][n-1] != int(dawson[n]) {
			t.Errorf("1×%d: %d, Dawson's Kayles %d", n, tab.Values[0][n-1], dawson[n])
		}
		for m := 1; m <= 4; m++ {
			if v := tab.Values[m-1][n-1]; m%2 == 0 && n%2 == 0 && v != 0 || (m+n)%2 == 1 && v == 0 {
				t.Errorf("%d×%d: nimber %d against the symmetry strategies", m, n, v)
			}
		}
	}
	paths, err := Compute(ctx, Spec{Game: "nodekayles:paths", Cols: 40}, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := octal.MustParse("0.137").Values(40, nil)
	if got := fmt.Sprint(paths.Values[0]); got != fmt.Sprint(want) {
		t.Errorf("P_0 … P_40: %s, 0.137: %v", got, want)
	}
}

// plainWins is the number of positions among afters that the plain
// search finds P-positions: the winning moves of a position whose
// options they are.
func plainWins[P any](t *testing.T, g decomp.Game[P], afters []P) int {
	t.Helper()
	n := 0
	for _, p := range afters {
		v, err := decomp.PlainNimber(context.Background(), g, p)
		if err != nil {
			t.Fatal(err)
		}
		if v == 0 {
			n++
		}
	}
	return n
}

// TestWinsTables: each table of winning first moves ("G:wins") counts,
// on every board of its range, the moves after which the plain search
// finds a P-position (each move played by the game's own rule, not by the
// engine's options); its names say what it holds; and facts each game's
// case names.
func TestWinsTables(t *testing.T) {
	for _, tc := range []struct {
		spec       Spec
		name, stem string
		// plain is the count of rows×cols by the plain search.
		plain func(t *testing.T, r, c int) int
		// check checks the table's facts beyond the plain search.
		check func(t *testing.T, table [][]int)
	}{{
		// Cram: a P-position has no winning move; 3×5 has 8
		// (computed here, the plain search agreeing).
		spec: Spec{"cram:wins", 3, 5},
		name: "Cram on the empty m×n board: winning first moves", stem: "cram-wins-table-3x5",
		plain: func(t *testing.T, r, c int) int {
			b, _ := cram.Rect(r, c)
			var afters []cram.Board
			for _, mv := range cram.Moves(b) {
				after, ok := mv.Play(b)
				if !ok {
					t.Fatalf("%d×%d: move %v not playable", r, c, mv)
				}
				afters = append(afters, after)
			}
			return plainWins(t, cram.Game{}, afters)
		},
		check: func(t *testing.T, table [][]int) {
			if table[2][4] != 8 || table[1][3] != 0 || table[2][2] != 0 {
				t.Errorf("3×5: %d winning moves, want 8; 2×4 and 3×3 (P-positions): %d and %d, want 0",
					table[2][4], table[1][3], table[2][2])
			}
		},
	}, {
		// Chomp: 1×1 has no winning move (its only bite is the
		// poisoned square, not a move), every other rectangle at
		// least one (Gale's strategy-stealing argument).
		spec: Spec{"chomp:wins", 3, 4},
		name: "Chomp on the R×C rectangle: winning first moves", stem: "chomp-wins-table-3x4",
		plain: func(t *testing.T, r, c int) int {
			d, _ := chomp.Rect(r, c)
			var afters []chomp.Diagram
			for _, m := range chomp.Moves(d) {
				rows := d.Rows()[:m[0]]
				for i := m[0]; i < len(d.Rows()); i++ {
					rows = append(rows, min(d.Rows()[i], m[1]))
				}
				for len(rows) > 0 && rows[len(rows)-1] == 0 {
					rows = rows[:len(rows)-1]
				}
				after, err := chomp.FromRows(rows)
				if err != nil {
					t.Fatal(err)
				}
				afters = append(afters, after)
			}
			return plainWins(t, chomp.Game{}, afters)
		},
		check: func(t *testing.T, table [][]int) {
			for r, row := range table {
				for c, v := range row {
					if (v == 0) != (r == 0 && c == 0) {
						t.Errorf("%d×%d: %d winning moves", r+1, c+1, v)
					}
				}
			}
		},
	}, {
		// Node Kayles on grids: on the ladders 2×1 and 2×3
		// (N-positions, A316632's comment) the two central vertices.
		spec: Spec{"nodekayles:grid:wins", 3, 4},
		name: "Node Kayles on the R×C grid: winning first moves", stem: "nodekayles-grid-wins-table-3x4",
		plain: func(t *testing.T, r, c int) int {
			g, _ := graphs.Grid(r, c)
			var afters []*graphs.Graph
			for v := range g.Order() {
				afters = append(afters, g.Induced(g.Vertices()&^(g.Neighbours(v)|1<<v)))
			}
			return plainWins(t, nodekayles.Game{}, afters)
		},
		check: func(t *testing.T, table [][]int) {
			if table[1][0] != 2 || table[1][2] != 2 {
				t.Errorf("ladders 2×1 and 2×3: %d and %d winning moves, want 2 and 2", table[1][0], table[1][2])
			}
		},
	}, {
		// Node Kayles on paths (Dawson's Chess, 0.137) and cycles:
		// on a cycle every vertex is alike, so all n moves win or none.
		spec: Spec{Game: "nodekayles:paths:wins", Cols: 12},
		name: "Node Kayles on the paths P_n and cycles C_n: winning first moves", stem: "nodekayles-paths-wins-table-1x12",
		plain: func(t *testing.T, r, c int) int {
			g, _ := graphs.Path(c)
			if r == 1 {
				g, _ = graphs.Cycle(c)
			}
			var afters []*graphs.Graph
			for v := range g.Order() {
				afters = append(afters, g.Induced(g.Vertices()&^(g.Neighbours(v)|1<<v)))
			}
			return plainWins(t, nodekayles.Game{}, afters)
		},
		check: func(t *testing.T, table [][]int) {
			for n := 3; n < len(table[1]); n++ {
				if v := table[1][n]; v != 0 && v != n {
					t.Errorf("C_%d: %d winning moves, want 0 or %d", n, v, n)
				}
			}
		},
	}} {
		t.Run(tc.spec.Game, func(t *testing.T) {
			tab, err := Compute(context.Background(), tc.spec, small, nil)
			if err != nil {
				t.Fatal(err)
			}
			if tab.Name() != tc.name || tab.Stem() != tc.stem || tab.Key != "winning moves" {
				t.Errorf("name %q, stem %q, key %q; want %q, %q", tab.Name(), tab.Stem(), tab.Key, tc.name, tc.stem)
			}
			rows, cols := tab.Size()
			for i := range rows {
				want := fmt.Sprint(tab.Y0 + i)
				if strings.HasPrefix(tc.spec.Game, "nodekayles:paths") {
					want = []string{"P_n", "C_n"}[i] // rows named, not sizes
				}
				if h := tab.RowHead(i); h != want {
					t.Errorf("row %d headed %q, want %q", i, h, want)
				}
			}
			for i := range rows {
				for j := range cols {
					r, c := tab.Y0+i, tab.X0+j
					if got, want := tab.Values[i][j], tc.plain(t, r, c); got != want {
						t.Errorf("%d×%d: %d winning moves, the plain search %d", r, c, got, want)
					}
				}
			}
			tc.check(t, tab.Values)
		})
	}
}

// TestWideCramTable: a Cram table beyond 64 cells (cram.WideBoard) is
// the 64-bit table where they overlap, and its 2×n row is n mod 2 to
// n = 40 (computed; cram's tests to 45), its 1×n row Dawson's Kayles.
func TestWideCramTable(t *testing.T) {
	ctx := context.Background()
	wide, err := Compute(ctx, Spec{"cram", 2, 40}, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	narrow, err := Compute(ctx, Spec{"cram", 2, 32}, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	dawson, _ := octal.DawsonsKayles().Values(40, nil)
	for n := 1; n <= 40; n++ {
		if n <= 32 && (wide.Values[0][n-1] != narrow.Values[0][n-1] || wide.Values[1][n-1] != narrow.Values[1][n-1]) {
			t.Errorf("n = %d: wide %d, %d; 64-bit %d, %d", n, wide.Values[0][n-1], wide.Values[1][n-1], narrow.Values[0][n-1], narrow.Values[1][n-1])
		}
		if wide.Values[0][n-1] != int(dawson[n]) || wide.Values[1][n-1] != n%2 {
			t.Errorf("1×%d, 2×%d: %d, %d; want %d, %d", n, n, wide.Values[0][n-1], wide.Values[1][n-1], dawson[n], n%2)
		}
	}
}

// TestRefusals: bad specs are errors; the whole table is refused up
// front on its cells' estimates summed (the error names the table, not a
// cell after the smaller ones were computed): Cram's to 5×8 runs, for
// the nimbers and the wins, its 3×17 for the nimbers but not the wins
// (twice as dear), 5×9 and 6×7 not; Chomp's 64×64 not; Node Kayles has
// no estimate.
func TestRefusals(t *testing.T) {
	ctx := context.Background()
	for _, s := range []Spec{{"cram", 0, 3}, {"cram", 3, 65}, {"go", 3, 3}, {"nodekayles:wins", 1, 4}, {"cram:wins:wins", 2, 2}, {"nodekayles:grid", 9, 9}, {"cram", 9, 15}} {
		if _, err := Describe(s); err == nil {
			t.Errorf("%v: described", s)
		}
		if _, err := Compute(ctx, s, nil, nil); err == nil {
			t.Errorf("%v: computed", s)
		}
	}
	if _, err := Describe(Spec{"cram", 9, 15}); !errors.Is(err, cram.ErrTooBig) {
		t.Errorf("cram 9×15: %v, want ErrTooBig", err)
	}
	// Sides to 255 where the game has such positions (a Cram strip of 100
	// cells, a Chomp rectangle of 100 rows); not past the games' own
	// bounds.
	for _, s := range []Spec{{"cram", 1, 100}, {"chomp", 100, 3}, {"chomp:wins", 255, 1}} {
		if _, err := Describe(s); err != nil {
			t.Errorf("%v: %v", s, err)
		}
	}
	for _, s := range []Spec{{"chomp", 256, 1}, {"nodekayles:paths", 1, 65}, {"cram", 1, 129}} {
		if _, err := Describe(s); err == nil {
			t.Errorf("%v: described", s)
		}
	}
	tab, err := Compute(ctx, Spec{"cram", 1, 100}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	dawson, _ := octal.DawsonsKayles().Values(100, nil) // Cram on 1×n is 0.07
	for n := 1; n <= 100; n++ {
		if tab.Values[0][n-1] != int(dawson[n]) {
			t.Fatalf("cram 1×%d: %d, 0.07 gives %d", n, tab.Values[0][n-1], dawson[n])
		}
	}
	limit := float64(gamelib.DefaultWorkLimit)
	for _, tc := range []struct {
		spec Spec
		runs bool
	}{
		{Spec{"cram", 5, 8}, true}, {Spec{"cram:wins", 5, 8}, true}, {Spec{"cram", 3, 17}, true},
		{Spec{"cram:wins", 3, 17}, false}, {Spec{"cram", 5, 9}, false}, {Spec{"cram", 6, 7}, false},
		{Spec{"chomp:wins", 8, 12}, true}, {Spec{"chomp", 64, 64}, false}, {Spec{"chomp:wins", 64, 64}, false},
	} {
		w, ok := EstimateWork(tc.spec)
		if !ok || (w <= limit) != tc.runs {
			t.Errorf("%v: estimate %.3g steps (%v), runs %v, want %v", tc.spec, w, ok, w <= limit, tc.runs)
		}
		if tc.runs {
			continue
		}
		_, err := Compute(ctx, tc.spec, nil, nil)
		if !errors.Is(err, gamelib.ErrTooSlow) || !strings.Contains(err.Error(), "the table "+tc.spec.Game) {
			t.Errorf("%v: %v, want the table refused (ErrTooSlow)", tc.spec, err)
		}
	}
	if _, ok := EstimateWork(Spec{"nodekayles:grid", 8, 8}); ok {
		t.Error("Node Kayles has an estimate")
	}
	// A cell's error names the cell: a cancelled table.
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Compute(cancelled, Spec{"cram", 4, 5}, small, nil); !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "table cram at 1×") {
		t.Errorf("a cancelled table: %v", err)
	}
}

// TestComputeCells: a table's progress is weighted by the cells'
// estimates, never goes back when a cell's search starts a new test, and
// ends at the whole; a cell's error ends it.
func TestComputeCells(t *testing.T) {
	var reports []int64
	p := func(done, total int64) {
		if total != 1e6 {
			t.Errorf("total %d", total)
		}
		reports = append(reports, done)
	}
	weight := func(r, c int) float64 { return float64(r * c) } // 1, 2, 2, 4 of 9
	tab, done, err := computeCells(2, 2, 1, 1, weight, func(r, c int, progress gamelib.Progress, _ func(int64)) (int, int64, error) {
		progress(500, 1000)
		progress(200, 1000) // a new test "has nimber k?" starts again
		progress(1000, 1000)
		return r*10 + c, 0, nil
	}, p)
	if err != nil || done != 4 || fmt.Sprint(tab) != "[[11 12] [21 22]]" {
		t.Fatalf("table %v, %d cells, %v", tab, done, err)
	}
	for i := 1; i < len(reports); i++ {
		if reports[i] < reports[i-1] {
			t.Errorf("progress went back: %v", reports)
			break
		}
	}
	// The first cell is 1/9 of the work: half of it is 1/18.
	if reports[0] != 55555 || reports[len(reports)-1] != 1e6 {
		t.Errorf("reports %v", reports)
	}
	if _, _, err := computeCells(1, 2, 1, 1, nil, func(r, c int, _ gamelib.Progress, _ func(int64)) (int, int64, error) {
		return 0, 0, errors.New("stop")
	}, nil); err == nil {
		t.Error("a cell's error is lost")
	}
}

// TestNodeKaylesLayout: nodekayles:paths is one family extent, 1×C (0
// rows meaning 1); other rows are refused, not ignored (grundy table
// nodekayles:paths 3x20 printed the 1×20 table). A grid table, whose
// game has no work estimate, weights its progress by the growth of the
// grids' searches, so that its dearest last cells are not 1/12 of it.
func TestNodeKaylesLayout(t *testing.T) {
	for _, rows := range []int{0, 1} {
		if _, err := Describe(Spec{Game: "nodekayles:paths", Rows: rows, Cols: 20}); err != nil {
			t.Errorf("nodekayles:paths %d×20: %v", rows, err)
		}
	}
	for _, rows := range []int{2, 3, 64, -1} {
		if tab, err := Describe(Spec{Game: "nodekayles:paths:wins", Rows: rows, Cols: 20}); err == nil {
			t.Errorf("nodekayles:paths:wins %d×20 = %v, want an error", rows, tab)
		}
	}
	l, err := describe(Spec{Game: "nodekayles:grid", Rows: 2, Cols: 6})
	if err != nil || l.estimate != nil || l.weight == nil {
		t.Fatalf("nodekayles:grid: %v, estimate %v, weight %v", err, l.estimate != nil, l.weight != nil)
	}
	var total, last float64
	for r := 1; r <= 2; r++ {
		for c := 1; c <= 6; c++ {
			total += weightOf(l.weight, r, c)
		}
	}
	last = weightOf(l.weight, 2, 6)
	if share := last / total; share < 0.2 {
		t.Errorf("2×6 grid's share of the 2×6 table: %.2f", share)
	}
}

// TestComputeOptions: a Table or a Dir in the options is refused, not
// silently ignored (Compute keeps its own table in memory).
func TestComputeOptions(t *testing.T) {
	ctx := context.Background()
	kept, err := decomp.NewTable(ctx, chomp.Game{}, decomp.MinTTMem)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []*decomp.Options{{Table: kept}, {Dir: t.TempDir()}} {
		if tab, err := Compute(ctx, Spec{Game: "cram", Rows: 2, Cols: 3}, o, nil); err == nil {
			t.Errorf("Compute with %+v = %v, want an error", o, tab.Values)
		}
	}
	if _, err := Compute(ctx, Spec{Game: "cram", Rows: 2, Cols: 3}, &decomp.Options{TTMem: decomp.MinTTMem}, nil); err != nil {
		t.Errorf("Compute with TTMem only: %v", err)
	}
}
