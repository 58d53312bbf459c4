package lab

import (
	"context"
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// rowsOutcome is the outcome, by chomp.Outcome, of the diagram of the
// given row lengths (non-increasing, the poisoned square's row first;
// empty rows at the end allowed: dropped).
func rowsOutcome(t *testing.T, rows ...int) gamelib.Outcome {
	t.Helper()
	for len(rows) > 1 && rows[len(rows)-1] == 0 {
		rows = rows[:len(rows)-1]
	}
	d, err := chomp.FromRows(rows)
	if err != nil {
		t.Fatal(err)
	}
	o, _, err := chomp.Outcome(context.Background(), d, &decomp.Options{TTMem: decomp.MinTTMem})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestBrouwerThreeRows checks chomp.Outcome on every diagram of rows
// p ≥ q ≥ r with r ≤ 5 and p ≤ 24 (18 in -short) against Brouwer's
// P-positions (BrouwerThreeRows), which says nothing beyond r = 5.
func TestBrouwerThreeRows(t *testing.T) {
	maxP := 24
	if testing.Short() {
		maxP = 18
	}
	for r := 0; r <= 5; r++ {
		for q := max(r, 1); q <= maxP; q++ {
			for p := q; p <= maxP; p++ {
				want, ok := BrouwerThreeRows(p, q, r)
				if o := rowsOutcome(t, p, q, r); !ok || (o == gamelib.P) != want {
					t.Errorf("(%d,%d,%d): %v, Brouwer's list says P: %v (%v)", p, q, r, o, want, ok)
				}
			}
		}
	}
	for _, rows := range [][3]int{{6, 6, 6}, {3, 4, 1}, {5, 2, 3}, {2, 1, -1}} {
		if _, ok := BrouwerThreeRows(rows[0], rows[1], rows[2]); ok {
			t.Errorf("%v: Brouwer's list says nothing of it", rows)
		}
	}
}

// TestWinningOpeningMoves: Gale (1974, "A curious Nim-type game", Amer.
// Math. Monthly 81) reported that every 3×n rectangle, n ≤ 100, has
// exactly one winning first move, which Sheiner ("Unique winning opening
// move in three-row Chomp", arXiv:2605.23837, 2026) proves for all n;
// checked here to Gale's n = 100 (24 in -short) with one table kept
// across the sequence (decomp.Table): the move is never in row 0 (it
// would leave a smaller rectangle, an N-position), and it is in row 1
// exactly at the lengths of A029900 (ChompA029900; to 95, its last term
// shown), at the column the term's index gives. Uniqueness fails in
// general (Brouwer, Horváth, Molnár-Sáska and Szabó, "On three-rowed
// Chomp", INTEGERS 5 (2005) G07, §7.1): among the rectangles to 8×12 the
// engine finds one rectangle with two winning moves, 8×10, bitten at
// (3, 8) or (4, 5); every other has one.
func TestWinningOpeningMoves(t *testing.T) {
	ctx := context.Background()
	kept, err := decomp.NewTable(ctx, chomp.Game{MaxSide: 100}, 16<<20)
	if err != nil {
		t.Fatal(err)
	}
	wins := func(d chomp.Diagram) [][2]int {
		t.Helper()
		outs, _, err := chomp.OptionOutcomes(ctx, d, &decomp.Options{Table: kept})
		if err != nil {
			t.Fatal(err)
		}
		var w [][2]int
		for i, m := range chomp.Moves(d) {
			if outs[i] == gamelib.P {
				w = append(w, m)
			}
		}
		return w
	}
	n := 100
	if testing.Short() {
		n = 24
	}
	column := map[int]int{} // the length's winning column in row 1, by A029900
	for i, l := range ChompA029900 {
		column[l] = i
	}
	for c := 1; c <= n; c++ {
		d, _ := chomp.Rect(3, c)
		w := wins(d)
		if len(w) != 1 || w[0][0] == 0 {
			t.Errorf("3×%d: winning moves %v, want one, not in row 0", c, w)
			continue
		}
		if col, ok := column[c]; c <= 95 && (ok != (w[0][0] == 1) || ok && w[0][1] != col) {
			t.Errorf("3×%d: winning move %v; A029900 says row 1: %v, column %d", c, w[0], ok, col)
		}
	}
	if testing.Short() {
		return
	}
	for r := 2; r <= 8; r++ {
		for c := r; c <= 12; c++ {
			d, _ := chomp.Rect(r, c)
			w := wins(d)
			if r == 8 && c == 10 {
				if got, want := fmt.Sprint(w), "[[3 8] [4 5]]"; got != want {
					t.Errorf("8×10: winning moves %s, want %s", got, want)
				}
				continue
			}
			if len(w) != 1 {
				t.Errorf("%d×%d: winning moves %v, want 1", r, c, w)
			}
		}
	}
}

// TestFourRowsA395126 lists the P-positions of four-rowed Chomp in the
// entry's order by chomp.Outcome and compares their fourth rows with
// A395126 (ChompA395126); the entry's first ten positions are checked
// whole, and no triple (a, b, c) has two P-positions (the entry's
// "unique extension", observed there to n = 500) on the range.
func TestFourRowsA395126(t *testing.T) {
	var ds []int
	var first []string
	for a := 1; len(ds) < len(ChompA395126); a++ {
		for b := 0; b <= a; b++ {
			for c := 0; c <= b; c++ {
				found := 0
				for d := 0; d <= c; d++ {
					if rowsOutcome(t, a, b, c, d) == gamelib.P {
						found++
						ds = append(ds, d)
						if len(first) < 10 {
							first = append(first, fmt.Sprintf("(%d,%d,%d,%d)", a, b, c, d))
						}
					}
				}
				if found > 1 {
					t.Errorf("(%d,%d,%d,·): %d P-positions", a, b, c, found)
				}
			}
		}
	}
	if got, want := fmt.Sprint(first), "[(1,0,0,0) (2,1,0,0) (2,2,1,0) (2,2,2,1) (3,1,1,0) (3,2,0,0) (3,3,1,1) (4,1,1,1) (4,2,2,0) (4,3,0,0)]"; got != want {
		t.Errorf("the first ten P-positions %s, A395126's comment %s", got, want)
	}
	for i, d := range ChompA395126 {
		if ds[i] != d {
			t.Fatalf("A395126(%d) = %d, computed %d", i+1, d, ds[i])
		}
	}
}
