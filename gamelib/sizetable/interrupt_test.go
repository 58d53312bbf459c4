package sizetable

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestTallyFraction: a table's progress is the weights' fraction until
// a finished cell has taken nodes, then measured nodes over measured
// plus expected ones, the estimates rescaled by the nodes a unit of
// weight took in the finished cells that took any; the cell being
// computed counts its nodes, or its search's fraction of its expected
// nodes when that is more, and is at most 99% done until it ends.
func TestTallyFraction(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tl    tally
		nodes int64
		f     float64
		want  float64
	}{
		{"nothing", tally{}, 0, 0, 0},
		{"weights: the first cell half done", tally{cur: 1, rest: 8}, 0, 0.5, 0.5 / 9},
		{"weights: cells without nodes", tally{done: 3, cur: 2, rest: 5}, 0, 0.5, 4.0 / 10},
		{"weights: a fraction beyond 1 is 1", tally{done: 3, cur: 2, rest: 5}, 0, 7, 5.0 / 10},
		{"weights: nodes before any cell measured are ignored", tally{done: 3, cur: 2, rest: 5}, 1000, 0, 3.0 / 10},
		// ρ = 100 nodes / 10 weight = 10 nodes a unit; the cell being
		// computed expects 10·40 = 400 nodes, the rest 10·50 = 500.
		{"nodes: the cell just begun", tally{done: 10, nodes: 100, measured: 10, cur: 40, rest: 50}, 0, 0, 100.0 / 1000},
		{"nodes: the cell by its nodes", tally{done: 10, nodes: 100, measured: 10, cur: 40, rest: 50}, 200, 0.01, 300.0 / 1000},
		{"nodes: the cell by its search's fraction (a Chomp box)", tally{done: 10, nodes: 100, measured: 10, cur: 40, rest: 50}, 0, 0.5, 300.0 / 1000},
		{"nodes: the larger of the two", tally{done: 10, nodes: 100, measured: 10, cur: 40, rest: 50}, 100, 0.75, 400.0 / 1000},
		// The cell over its expectation: 1% of it left, the rest still
		// expected; the last cell so is never the whole table.
		{"nodes: a cell dearer than expected", tally{done: 10, nodes: 100, measured: 10, cur: 40, rest: 50}, 990, 0, 1090.0 / 1600},
		{"nodes: the last cell dearer than expected", tally{done: 10, nodes: 100, measured: 10, cur: 10}, 990, 1, 1090.0 / 1100},
		{"nodes: the last cell at its end (reportDone)", tally{done: 10, nodes: 100, measured: 10, cur: 10}, 0, 1, 200.0 / (200 + 100.0/99)},
		// Cells that took no nodes (answered by the kept table) do not
		// lower ρ: the finished weight is 30, the measured 10.
		{"nodes: free cells leave ρ alone", tally{done: 30, nodes: 100, measured: 10, cur: 40, rest: 50}, 200, 0, 300.0 / 1000},
		{"nodes: the last cell done", tally{done: 100, nodes: 5000, measured: 90}, 0, 0, 1},
	} {
		if got := tc.tl.fraction(tc.nodes, tc.f); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: %+v, %d nodes, f %v: %v, want %v", tc.name, tc.tl, tc.nodes, tc.f, got, tc.want)
		}
	}
}

// TestComputeCellsMeasured: once a cell has taken nodes, the table's
// progress follows the nodes of the cell being computed (its search's
// own fraction, a lower bound that counts tests, lags), not its weight
// times that fraction, and it never goes back when a cell turns out
// cheaper or dearer than expected.
func TestComputeCellsMeasured(t *testing.T) {
	var reports []int64
	p := func(done, total int64) { reports = append(reports, done) }
	// Weights 1, 2, 3, 4 of 10; the first cell takes 10 nodes (ρ = 10),
	// so that the second expects 20 nodes, the two after it 70.
	weight := func(r, c int) float64 { return float64(c) }
	_, done, err := computeCells(1, 4, 1, 1, weight, func(r, c int, progress gamelib.Progress, nodes func(int64)) (int, int64, error) {
		switch c {
		case 1:
			progress(1, 2)
			return 0, 10, nil
		case 2:
			progress(1, 100) // its first test of many
			nodes(10)        // half its expected nodes
			nodes(40)        // twice them
			return 0, 40, nil
		}
		return 0, 0, nil // answered by the kept table
	}, p)
	if err != nil || done != 4 {
		t.Fatalf("%d cells, %v", done, err)
	}
	want := []int64{
		50000,  // the first cell half done, by weight: 0.5 of 10
		100000, // its end, 10 nodes: 10 of 10 + 20 + 70
		102000, // the second at 1/100 of its tests: 10.2 of 10.2 + 19.8 + 70
		200000, // at 10 nodes: 20 of 20 + 10 + 70
		415268, // at 40 nodes, twice its 20: 50 of 50 + 40/99 + 70
		415268, // its end: ρ = 50/3, the two left expect 116.7: 30%, held
		428571, // the third, no nodes: 50 of 50 + 4·50/3
		1e6,    // the last
	}
	if fmt.Sprint(reports) != fmt.Sprint(want) {
		t.Errorf("reports %v, want %v", reports, want)
	}
	// Weights of many magnitudes (Cram's estimates): the end is the
	// whole, exactly, so that a progress line is cleared.
	for _, nodes := range []int64{0, 7} {
		reports = nil
		computeCells(5, 8, 1, 1, func(r, c int) float64 { return 2000 * math.Pow(1.55, float64(r*c)) / 3 }, func(r, c int, _ gamelib.Progress, _ func(int64)) (int, int64, error) {
			return 0, nodes * int64(r*c), nil
		}, p)
		if len(reports) != 40 || reports[39] != 1e6 {
			t.Errorf("nodes %d a cell: reports %v", nodes, reports)
		}
	}
}

// TestComputeCellsCut: a cell's error ends the table, which comes back
// with the cells computed before it, row by row, and NotComputed in the
// others.
func TestComputeCellsCut(t *testing.T) {
	stop := errors.New("stop")
	tab, done, err := computeCells(2, 3, 1, 1, nil, func(r, c int, _ gamelib.Progress, _ func(int64)) (int, int64, error) {
		if r == 2 && c == 2 {
			return 0, 0, stop
		}
		return r*10 + c, 0, nil
	}, nil)
	if !errors.Is(err, stop) || done != 4 || fmt.Sprint(tab) != "[[11 12 13] [21 -1 -1]]" {
		t.Errorf("%v, %d cells, %v", tab, done, err)
	}
}

// TestComputeInterrupted: a table whose context is cancelled (here from
// its progress, at 10%, so that where it stops does not depend on time)
// comes back with the error, naming the cell it stopped at, and the
// cells computed before it, equal to the whole table's; the others are
// NotComputed. Without a cancellation the table is Complete.
func TestComputeInterrupted(t *testing.T) {
	ctx := context.Background()
	for _, s := range []Spec{{"cram", 3, 6}, {"nodekayles:paths", 1, 24}, {"cram:wins", 3, 5}} {
		whole, err := Compute(ctx, s, small, nil)
		if err != nil || !whole.Complete() || whole.Computed != len(whole.Values)*len(whole.Values[0]) {
			t.Fatalf("%v: %v, complete %v", s, err, whole != nil && whole.Complete())
		}
		if _, _, ok := whole.Stopped(); ok || whole.Cut() != "" {
			t.Errorf("%v: a whole table stopped (%q)", s, whole.Cut())
		}
		cctx, cancel := context.WithCancel(ctx)
		tab, err := Compute(cctx, s, small, func(done, total int64) {
			if 10*done >= total {
				cancel()
			}
		})
		cancel()
		rows, cols := whole.Size()
		if !errors.Is(err, context.Canceled) || tab == nil {
			t.Fatalf("%v cancelled: %v, %v", s, tab, err)
		}
		t.Logf("%v: stopped after %d cells", s, tab.Computed)
		i, j, ok := tab.Stopped()
		if !ok || tab.Complete() || tab.Computed < 1 || tab.Computed >= rows*cols || i*cols+j != tab.Computed ||
			!strings.Contains(err.Error(), "table "+s.Game+" at "+tab.CellName(i, j)+": ") {
			t.Fatalf("%v cancelled: %d cells computed, stopped at (%d, %d) %v: %v", s, tab.Computed, i, j, ok, err)
		}
		// Cut tells the cells computed, row by row, as the whole table
		// has them.
		var done []string
		for r := range rows {
			var vals []string
			for c := range cols {
				if r*cols+c < tab.Computed {
					vals = append(vals, fmt.Sprint(whole.Values[r][c]))
				}
			}
			if vals != nil {
				done = append(done, whole.RowHead(r)+": "+strings.Join(vals, " "))
			}
		}
		if cut := tab.Cut(); !strings.HasPrefix(cut, "the "+tab.What+" of "+tab.CellName(0, 0)) ||
			!strings.HasSuffix(cut, "): "+strings.Join(done, "; ")) {
			t.Errorf("%v cancelled: Cut() = %q, want the cells %q", s, cut, strings.Join(done, "; "))
		}
		for r := range rows {
			for c := range cols {
				want := whole.Values[r][c]
				if r*cols+c >= tab.Computed {
					want = NotComputed
				}
				if tab.Values[r][c] != want {
					t.Errorf("%v cancelled after %d cells: cell (%d, %d) = %d, want %d", s, tab.Computed, r, c, tab.Values[r][c], want)
				}
			}
		}
	}
}

// TestCellName: a cell is named by its sizes, or in a named row by the
// row's name with its n.
func TestCellName(t *testing.T) {
	for _, tc := range []struct {
		s    Spec
		i, j int
		want string
	}{{Spec{"cram", 4, 6}, 2, 4, "3×5"}, {Spec{"nodekayles:paths", 1, 9}, 0, 0, "P_0"}, {Spec{"nodekayles:paths:wins", 1, 9}, 1, 7, "C_7"}, {Spec{"chomp", 3, 3}, 0, 0, "1×1"}} {
		tab, err := Describe(tc.s)
		if err != nil {
			t.Fatal(err)
		}
		if got := tab.CellName(tc.i, tc.j); got != tc.want {
			t.Errorf("%v: cell (%d, %d) is %q, want %q", tc.s, tc.i, tc.j, got, tc.want)
		}
		if _, _, ok := tab.Stopped(); ok || tab.Complete() {
			t.Errorf("%v: a table described, not computed, stopped or complete", tc.s)
		}
	}
}
