package chomp

import (
	"context"
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
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
// checked here to n = 40 (24 in -short; notebook 09 and the command
// line go to Gale's 100), the move never in row 0 (it
// would leave a smaller rectangle, an N-position). Uniqueness fails in
// general (Brouwer, Horváth, Molnár-Sáska and Szabó, "On three-rowed
// Chomp", INTEGERS 5 (2005) G07, §7.1): among the rectangles to 8×12 the
// engine finds one rectangle with two winning moves, 8×10, bitten at
// (3, 8) or (4, 5); every other has one.
func TestWinningOpeningMoves(t *testing.T) {
	ctx := context.Background()
	wins := func(d Diagram) [][2]int {
		t.Helper()
		outs, _, err := OptionOutcomes(ctx, d, small)
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
	n := 40
	if testing.Short() {
		n = 24
	}
	for c := 1; c <= n; c++ {
		d, _ := Rect(3, c)
		if w := wins(d); len(w) != 1 || w[0][0] == 0 {
			t.Errorf("3×%d: winning moves %v, want one, not in row 0", c, w)
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
