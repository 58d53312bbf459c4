package nodekayles

import (
	"context"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/internal/graphsearch"
)

// Game is Node Kayles as a decomp.Game on *graphs.Graph positions. Its
// zero value is ready to use; its keys are graphs.Keyer's (canonical
// forms), whose MaxOrder, when set, is the largest order of the graphs it
// will be asked about, so that the transposition table's key slots fit
// their keys (decomp.KeySizer); 0 means graphs.MaxOrder.
type Game struct {
	graphs.Keyer
}

var (
	_ decomp.Game[*graphs.Graph]       = Game{}
	_ decomp.Sizer[*graphs.Graph]      = Game{}
	_ decomp.Bounder[*graphs.Graph]    = Game{}
	_ decomp.PlainKeyer[*graphs.Graph] = Game{}
	_ decomp.KeySizer                  = Game{}
)

// Options appends the graphs left by each move: p without v and its
// neighbours, for every vertex v. O(n²) per option.
func (Game) Options(p *graphs.Graph, dst []*graphs.Graph) []*graphs.Graph {
	all := p.Vertices()
	var left [graphs.MaxOrder]graphs.Set
	for v := range p.Order() {
		left[v] = all &^ (p.Neighbours(v) | 1<<v)
	}
	return p.AppendInduced(dst, left[:p.Order()]...)
}

// Components appends the connected components of p.
func (Game) Components(p *graphs.Graph, dst []*graphs.Graph) []*graphs.Graph {
	comps := p.Components()
	if len(comps) == 1 {
		return append(dst, p)
	}
	return p.AppendInduced(dst, comps...)
}

// Size returns p's number of vertices.
func (Game) Size(p *graphs.Graph) int { return p.Order() }

// NimberBound returns n − |M| for a greedy matching M of p: every play is
// an independent set, of at most α(p) ≤ n − ν(p) ≤ n − |M| moves, and a
// position whose plays end within h moves has nimber at most h.
func (Game) NimberBound(p *graphs.Graph) int {
	free := p.Vertices()
	m := 0
	for free != 0 {
		v := bits.TrailingZeros64(free)
		free &^= 1 << v
		if nb := p.Neighbours(v) & free; nb != 0 {
			free &^= nb & -nb
			m++
		}
	}
	return p.Order() - m
}

// Nimber returns the nimber of Node Kayles on g, computed by the decomp
// engine (opt may be nil). The cost is exponential in the order of g in
// the worst case; see decomp.Nimber for errors and cancellation. A
// graph with a mirror is answered 0 with no node searched, and with a
// directory (opt.Dir) that answer still goes through it as a search's
// does: a directory of another search is refused, a fresh one gets g's
// table (so too Outcome and OptionOutcomes).
func Nimber(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (int, decomp.Stats, error) {
	return search.Nimber(ctx, g, opt)
}

// Outcome returns the outcome class of Node Kayles on g (P when its
// nimber is 0), by decomp.Outcome, which is cheaper than Nimber.
func Outcome(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	return search.Outcome(ctx, g, opt)
}

// search gives the searches of the game by the decomp engine, its
// saved tables named "nodekayles".
var search = graphsearch.Searcher{Name: "nodekayles", New: func(k graphs.Keyer) decomp.Game[*graphs.Graph] { return Game{k} }}

// Moves returns g's moves, the vertices 0 … n−1, in the order
// Game.Options lists the graphs they leave (OptionNimbers' order).
func Moves(g *graphs.Graph) []int {
	vs := make([]int, g.Order())
	for v := range vs {
		vs[v] = v
	}
	return vs
}

// NewTable returns a transposition table of mem bytes kept across
// searches of Node Kayles on graphs of at most maxOrder vertices
// (graphs.MaxOrder when 0), to pass as decomp.Options.Table: each search
// starts from what the earlier ones found (decomp.NewTable).
func NewTable(ctx context.Context, maxOrder int, mem int64) (*decomp.Table, error) {
	return search.NewTable(ctx, maxOrder, mem)
}

// OptionNimbers returns the nimber of the graph each move of g leaves,
// in the order of Moves, by decomp.OptionNimbers (one table for all): the
// moves of nimber 0 are the winning ones.
func OptionNimbers(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]int, decomp.Stats, error) {
	return search.OptionNimbers(ctx, g, opt)
}

// OptionOutcomes returns the outcome class of the graph each move of g
// leaves, in the order of Moves, by decomp.OptionOutcomes, cheaper than
// OptionNimbers: a move that leaves a P-position wins.
func OptionOutcomes(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	return search.OptionOutcomes(ctx, g, opt)
}
