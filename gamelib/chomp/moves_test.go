package chomp

import (
	"context"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// TestMoves checks Moves, OptionNimbers and OptionOutcomes against the
// brute force on what each bite leaves, on every diagram inside 4×5 with
// one worker and two; and the winning moves the package comment recalls:
// the n×n square is won by eating (1, 1) (it leaves an L with equal
// arms), and the 2×n rectangle by eating (1, n−1) and by no other bite
// (it leaves the two-row P-position (n, n−1); the other bites leave a
// row, (j, j) or (n, j) with j < n − 1, none of the form (b + 1, b)).
func TestMoves(t *testing.T) {
	ctx := context.Background()
	memo := map[uint32]int{}
	diagrams(4, 5, func(d Diagram) {
		moves := Moves(d)
		for _, opt := range []*decomp.Options{small, par} {
			vals, _, err := OptionNimbers(ctx, d, opt)
			if err != nil || len(vals) != len(moves) || len(moves) != d.Area()-1 {
				t.Fatalf("%v: OptionNimbers %v, %v; %d moves, area %d", d, vals, err, len(moves), d.Area())
			}
			outs, _, err := OptionOutcomes(ctx, d, opt)
			if err != nil || len(outs) != len(moves) {
				t.Fatalf("%v: OptionOutcomes %v, %v", d, outs, err)
			}
			s := squares(d)
			for k, m := range moves {
				after := s
				for a := m[0]; a < 5; a++ {
					for b := m[1]; b < 6; b++ {
						after &^= 1 << (6*a + b)
					}
				}
				want := brute(after, memo)
				if vals[k] != want || outs[k] != gamelib.OutcomeOf(want) {
					t.Fatalf("%v, bite %v: nimber %d, outcome %v; brute force %d", d, m, vals[k], outs[k], want)
				}
			}
		}
	})
	winning := func(d Diagram) [][2]int {
		outs, _, err := OptionOutcomes(ctx, d, nil)
		if err != nil {
			t.Fatal(err)
		}
		var w [][2]int
		for k, m := range Moves(d) {
			if outs[k] == gamelib.P {
				w = append(w, m)
			}
		}
		return w
	}
	for n := 2; n <= 7; n++ {
		sq, _ := Rect(n, n)
		if w := winning(sq); !slices.Contains(w, [2]int{1, 1}) {
			t.Errorf("%d×%d: winning bites %v, want (1, 1) among them", n, n, w)
		}
		two, _ := Rect(2, n)
		if w := winning(two); len(w) != 1 || w[0] != [2]int{1, n - 1} {
			t.Errorf("2×%d: winning bites %v, want only (1, %d)", n, w, n-1)
		}
	}
}
