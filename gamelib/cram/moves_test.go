package cram

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// checkMoves checks Moves, Move.Play, OptionNimbers and OptionOutcomes on
// b against Game.Options and the plain search of each option.
func checkMoves(t *testing.T, b Board, workers int) {
	t.Helper()
	ctx := context.Background()
	opts := Game{}.Options(b, nil)
	moves := Moves(b)
	if len(moves) != len(opts) {
		t.Fatalf("%v: %d moves, %d options", b, len(moves), len(opts))
	}
	opt := &decomp.Options{TTMem: decomp.MinTTMem, Workers: workers}
	vals, _, err := OptionNimbers(ctx, b, opt)
	if err != nil {
		t.Fatal(err)
	}
	outs, _, err := OptionOutcomes(ctx, b, opt)
	if err != nil {
		t.Fatal(err)
	}
	mex := map[int]bool{}
	for i, m := range moves {
		after, ok := m.Play(b)
		if !ok || after != opts[i] {
			t.Fatalf("%v: move %v plays to %v, %v; option %d is %v", b, m, after, ok, i, opts[i])
		}
		if _, ok := m.Play(after); ok {
			t.Fatalf("%v: move %v plays twice", b, m)
		}
		plain, err := decomp.PlainNimber(ctx, Game{}, after)
		if err != nil {
			t.Fatal(err)
		}
		if vals[i] != plain || outs[i] != gamelib.OutcomeOf(plain) {
			t.Fatalf("%v: move %v leaves nimber %d, outcome %v; plain %d", b, m, vals[i], outs[i], plain)
		}
		mex[plain] = true
	}
	want, _ := decomp.PlainNimber(ctx, Game{}, b)
	v := 0
	for mex[v] {
		v++
	}
	if v != want {
		t.Fatalf("%v: the mex of its options' nimbers is %d, its nimber %d", b, v, want)
	}
}

// TestMoves checks the moves and their values on every board of at
// most 9 cells and on random boards of 3..5 × 4..6 with blocked cells,
// with one worker and two; and the moves of a few boards by hand.
func TestMoves(t *testing.T) {
	allBoards(9, func(b Board) { checkMoves(t, b, 1) })
	r := rand.New(rand.NewPCG(41, 42))
	for range 20 {
		h, w := 3+r.IntN(3), 4+r.IntN(3)
		b, _ := Rect(h, w)
		for b.Cells() > 14 {
			b.free &^= 1 << r.IntN(h*w)
		}
		checkMoves(t, b, 1+r.IntN(2))
	}
	// 2×2: four dominoes, each leaving one domino (*1): a P-position,
	// as every even×even board.
	b, _ := Rect(2, 2)
	got := map[string]bool{}
	for _, m := range Moves(b) {
		got[m.String()] = true
	}
	for _, s := range []string{"(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(1,1)"} {
		if !got[s] {
			t.Errorf("2×2: no move %s among %v", s, Moves(b))
		}
	}
	if len(got) != 4 {
		t.Errorf("2×2: moves %v, want 4", Moves(b))
	}
	for _, m := range []Move{{0, 0, 1, 1}, {0, 1, 0, 0}, {0, 1, 0, 2}, {-1, 0, 0, 0}, {1, 0, 2, 0}} {
		if _, ok := m.Play(b); ok {
			t.Errorf("2×2: %v played", m)
		}
	}
	// A winning move (to a P-position) exists exactly when the nimber is
	// not 0: 4×4 has none (0 by the symmetry strategy).
	for _, s := range []string{"3x3", "3x4", "4x4", "3x5"} {
		b, _ := ParseRect(s)
		v, _, _ := Nimber(context.Background(), b, nil)
		outs, _, _ := OptionOutcomes(context.Background(), b, nil)
		wins := 0
		for _, o := range outs {
			if o == gamelib.P {
				wins++
			}
		}
		if (wins > 0) != (v != 0) {
			t.Errorf("%s: nimber %d, %d winning moves", s, v, wins)
		}
	}
}

// TestCentralDominoWins: on an even×odd rectangle the domino on the two
// central cells wins (the symmetry strategy: after it the first player
// answers every move with its image under the half turn), so
// OptionOutcomes must find it among the winning moves.
func TestCentralDominoWins(t *testing.T) {
	for h := 1; h <= 6; h++ {
		for w := 1; w <= 9; w++ {
			if (h+w)%2 == 0 || h*w > 30 || h*w < 2 {
				continue
			}
			b, _ := Rect(h, w)
			centre := Move{h / 2, (w - 1) / 2, (h - 1) / 2, w / 2} // h odd: across the middle row
			if h%2 == 0 {
				centre = Move{h/2 - 1, w / 2, h / 2, w / 2} // h even, w odd: down the middle column
			}
			moves := Moves(b)
			outs, _, err := OptionOutcomes(context.Background(), b, nil)
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for i, m := range moves {
				if m == centre {
					found = true
					if outs[i] != gamelib.P {
						t.Errorf("%d×%d: the central domino %v leaves an %v-position", h, w, m, outs[i])
					}
				}
			}
			if !found {
				t.Errorf("%d×%d: no move %v among %v", h, w, centre, moves)
			}
		}
	}
}
