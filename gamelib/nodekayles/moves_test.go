package nodekayles

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// TestMoves checks Moves, OptionNimbers and OptionOutcomes against the
// brute force on what each move leaves (g without v and its neighbours),
// on one graph of each class of order ≤ 6 and random graphs of order
// 7..12, with one worker and two.
func TestMoves(t *testing.T) {
	ctx := context.Background()
	check := func(g *graphs.Graph, opt *decomp.Options) {
		moves := Moves(g)
		vals, _, err := OptionNimbers(ctx, g, opt)
		if err != nil || len(vals) != len(moves) {
			t.Fatalf("%s: OptionNimbers %v, %v; %d moves", g, vals, err, len(moves))
		}
		outs, _, err := OptionOutcomes(ctx, g, opt)
		if err != nil || len(outs) != len(moves) {
			t.Fatalf("%s: OptionOutcomes %v, %v; %d moves", g, outs, err, len(moves))
		}
		memo := map[graphs.Set]int{}
		for i, v := range moves {
			want := brute(g, g.Vertices()&^(g.Neighbours(v)|1<<v), memo)
			if vals[i] != want || outs[i] != gamelib.OutcomeOf(want) {
				t.Fatalf("%s, vertex %d: nimber %d, outcome %v; brute force %d", g, v, vals[i], outs[i], want)
			}
		}
	}
	for n := 0; n <= 6; n++ {
		cs, err := graphs.Classes(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range cs {
			check(g, small)
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 30 {
		n := 7 + r.IntN(6)
		g, _ := graphs.New(n)
		for v := 1; v < n; v++ {
			for u := range v {
				if r.Float64() < 0.3 {
					g.AddEdge(u, v)
				}
			}
		}
		check(g, small)
		check(g, par)
	}
}
