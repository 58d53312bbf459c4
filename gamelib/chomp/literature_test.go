package chomp

import (
	"context"
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// brouwerThreeRows are the P-positions (p, q, r) of three-rowed Chomp
// with a third row of r ≤ 5 squares and p ≤ maxP, as Brouwer's Chomp
// page lists them (A. E. Brouwer, "The game of Chomp",
// www.win.tue.nl/~aeb/games/chomp.html, quoted in OEIS A147983):
// r = 0: p = q + 1; r = 1: (3,1,1) and (2,2,1) only; r = 2: p = q + 2;
// r = 3: (6,3,3), (7,4,3), (5,5,3); r = 4: (8,4,4), (9,5,4), (10,6,4),
// (7,7,4); r = 5: (10,5,5), (9,6,5) and (a+11, a+7, 5), a ≥ 0.
func brouwerThreeRows(p, q, r int) bool {
	switch r {
	case 0:
		return p == q+1
	case 1:
		return p == 3 && q == 1 || p == 2 && q == 2
	case 2:
		return p == q+2
	case 3:
		return p == 6 && q == 3 || p == 7 && q == 4 || p == 5 && q == 5
	case 4:
		return p == 8 && q == 4 || p == 9 && q == 5 || p == 10 && q == 6 || p == 7 && q == 7
	case 5:
		return p == 10 && q == 5 || p == 9 && q == 6 || p >= 11 && p == q+4
	}
	panic("r > 5")
}

// TestBrouwerThreeRows checks Outcome on every diagram of rows p ≥ q ≥ r
// with r ≤ 5 and p ≤ 24 (18 in -short) against Brouwer's P-positions.
func TestBrouwerThreeRows(t *testing.T) {
	ctx := context.Background()
	maxP := 24
	if testing.Short() {
		maxP = 18
	}
	for r := 0; r <= 5; r++ {
		for q := max(r, 1); q <= maxP; q++ {
			for p := q; p <= maxP; p++ {
				rows := []int{p, q, r}
				if r == 0 { // two rows
					rows = rows[:2]
				}
				d, err := FromRows(rows)
				if err != nil {
					t.Fatal(err)
				}
				o, _, err := Outcome(ctx, d, small)
				if err != nil {
					t.Fatal(err)
				}
				if want := brouwerThreeRows(p, q, r); (o == gamelib.P) != want {
					t.Errorf("(%d,%d,%d): %v, Brouwer's list says P: %v", p, q, r, o, want)
				}
			}
		}
	}
}

// TestWinningOpeningMoves: Gale (1974, "A curious Nim-type game", Amer.
// Math. Monthly 81) reported that every 3×n rectangle, n ≤ 100, has
// exactly one winning first move, which Sheiner ("Unique winning opening
// move in three-row Chomp", arXiv:2605.23837, 2026) proves for all n;
// checked here to Gale's n = 100 (24 in -short) with one table kept
// across the sequence (decomp.Table), the move never in row 0, in row 1
// exactly at the lengths of A029900 (to 95, its last term shown) and
// there at its column (it
// would leave a smaller rectangle, an N-position). Uniqueness fails in
// general (Brouwer, Horváth, Molnár-Sáska and Szabó, "On three-rowed
// Chomp", INTEGERS 5 (2005) G07, §7.1): among the rectangles to 8×12 the
// engine finds one rectangle with two winning moves, 8×10, bitten at
// (3, 8) or (4, 5); every other has one.
// a029900 is OEIS A029900, "f(n) where strategic move on f(n) X 3
// rectangle in Chomp is (n,1)", n = 1 … 56 (its first terms, read from a
// public dump of the OEIS data, not from oeis.org itself):
// the 3×a(n) rectangle is won by biting column n − 1 of row 1 (from 0,
// row 0 the poisoned square's); Sheiner (2026) proves the lengths whose
// winning move is in row 1 are exactly its values, the others' in row 2
// (A029901).
var a029900 = []int{1, 3, 4, 6, 8, 10, 11, 13, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 32, 34, 35, 37, 39, 40, 42, 44,
	45, 48, 49, 51, 53, 54, 56, 57, 59, 60, 63, 64, 66, 68, 70, 72, 73, 74, 76, 78, 80, 82, 83, 85, 87, 89, 88, 92, 93, 95}

func TestWinningOpeningMoves(t *testing.T) {
	ctx := context.Background()
	kept, err := decomp.NewTable(ctx, Game{MaxSide: 100}, 16<<20)
	if err != nil {
		t.Fatal(err)
	}
	wins := func(d Diagram) [][2]int {
		t.Helper()
		outs, _, err := OptionOutcomes(ctx, d, &decomp.Options{Table: kept})
		if err != nil {
			t.Fatal(err)
		}
		var w [][2]int
		for i, m := range Moves(d) {
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
	for i, l := range a029900 {
		column[l] = i
	}
	for c := 1; c <= n; c++ {
		d, _ := Rect(3, c)
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
			d, _ := Rect(r, c)
			w := wins(d)
			want := "1"
			if r == 8 && c == 10 {
				want = "[[3 8] [4 5]]"
				if got := fmt.Sprint(w); got != want {
					t.Errorf("8×10: winning moves %s, want %s", got, want)
				}
				continue
			}
			if len(w) != 1 {
				t.Errorf("%d×%d: winning moves %v, want %s", r, c, w, want)
			}
		}
	}
}

// a395126 is OEIS A395126 (Arnav Garg, 2026), the fourth row d of the
// P-positions (a, b, c, d), a ≥ b ≥ c ≥ d ≥ 0, of four-rowed Chomp in
// lexicographic order of (a, b, c): the terms the entry shows.
var a395126 = []int{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 2, 0, 2, 0, 2, 0, 0, 0, 2, 0, 2, 0, 2, 3, 4, 0, 3, 0, 3, 2, 0, 2, 0,
	2, 0, 2, 2, 3, 3, 0, 2, 2, 0, 4, 0, 4, 0, 4, 0, 5, 6, 7, 3, 4, 0, 0, 2, 3, 2, 3, 4, 5, 6, 0, 2, 3, 4, 5, 7, 0, 5, 2,
	4, 4, 3, 3, 0, 2, 0, 2, 3, 0, 2, 0, 2}

// TestFourRowsA395126 lists the P-positions of four-rowed Chomp in the
// entry's order by Outcome and compares their fourth rows with
// A395126; the entry's first ten positions are checked whole, and no
// triple (a, b, c) has two P-positions (the entry's "unique extension",
// observed there to n = 500) on the range.
func TestFourRowsA395126(t *testing.T) {
	ctx := context.Background()
	var ds []int
	var first []string
	for a := 1; len(ds) < len(a395126); a++ {
		for b := 0; b <= a; b++ {
			for c := 0; c <= b; c++ {
				found := 0
				for d := 0; d <= c; d++ {
					rows := []int{a, b, c, d}
					for len(rows) > 1 && rows[len(rows)-1] == 0 {
						rows = rows[:len(rows)-1]
					}
					dg, err := FromRows(rows)
					if err != nil {
						t.Fatal(err)
					}
					o, _, err := Outcome(ctx, dg, small)
					if err != nil {
						t.Fatal(err)
					}
					if o == gamelib.P {
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
	for i, d := range a395126 {
		if ds[i] != d {
			t.Fatalf("A395126(%d) = %d, computed %d", i+1, d, ds[i])
		}
	}
}
