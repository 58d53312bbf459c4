package arckayles

import (
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/internal/graphtest"
)

// TestMoves checks Moves, OptionNimbers and OptionOutcomes against the
// brute force on what each move leaves (g without the edge's two ends),
// on one graph of each class of order ≤ 6 and random graphs of order
// 7..12, with one worker and two.
func TestMoves(t *testing.T) {
	check := func(g *graphs.Graph) {
		moves := Moves(g)
		if len(moves) != g.Size() {
			t.Fatalf("%s: %d moves, %d edges", g, len(moves), g.Size())
		}
		var left []graphs.Set
		for _, e := range moves {
			if !g.HasEdge(e[0], e[1]) {
				t.Fatalf("%s: move %v is no edge", g, e)
			}
			left = append(left, g.Vertices()&^(1<<e[0]|1<<e[1]))
		}
		memo := map[graphs.Set]int{}
		for _, opt := range []*decomp.Options{small, par} {
			graphtest.Moves(t, g, opt, left, func(s graphs.Set) int { return brute(g, s, memo) }, OptionNimbers, OptionOutcomes)
		}
	}
	graphtest.SmallAndRandom(t, rand.New(rand.NewPCG(7, 8)), 30, 6, 0.6, check)
}
