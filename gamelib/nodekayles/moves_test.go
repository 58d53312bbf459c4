package nodekayles

import (
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/internal/graphtest"
)

// TestMoves checks Moves, OptionNimbers and OptionOutcomes against the
// brute force on what each move leaves (g without v and its neighbours),
// on one graph of each class of order ≤ 6 and random graphs of order
// 7..12, with one worker and two.
func TestMoves(t *testing.T) {
	check := func(g *graphs.Graph) {
		var left []graphs.Set
		for _, v := range Moves(g) {
			left = append(left, g.Vertices()&^(g.Neighbours(v)|1<<v))
		}
		memo := map[graphs.Set]int{}
		for _, opt := range []*decomp.Options{small, par} {
			graphtest.Moves(t, g, opt, left, func(s graphs.Set) int { return brute(g, s, memo) }, OptionNimbers, OptionOutcomes)
		}
	}
	graphtest.SmallAndRandom(t, rand.New(rand.NewPCG(5, 6)), 30, 6, 0.6, check)
}
