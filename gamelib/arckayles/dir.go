package arckayles

import (
	"context"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// A graph with a mirror is answered at once, with no search (the
// symmetry strategy: graphsearch). With a directory (decomp.Options.Dir)
// that answer still goes through the directory as a search's would, so
// that a directory of another search (another game's or position's
// table, a checkpoint of grundy run, a file tree that holds no table) or
// a corrupt one is refused there too, and a fresh one gets g's table (of
// no entry): dirOnly searches g with the rules of dirGame, which has no
// components, so the search takes no node while opening, checking,
// reading and saving the directory exactly as a search of g does.

// dirGame is Game whose positions have no components: decomp answers 0
// at once, keyed (AppendKey, KeyScheme, MaxKeyLen) as Game is.
type dirGame struct{ Game }

func (dirGame) Components(_ *graphs.Graph, dst []*graphs.Graph) []*graphs.Graph { return dst }

// mirrorWithDir reports whether g is answered by its mirror while opt
// names a directory: then dirOnly, not the search, answers.
func mirrorWithDir(g *graphs.Graph, opt *decomp.Options) bool {
	if g == nil || opt == nil || opt.Dir == "" {
		return false
	}
	_, ok := g.FindMirror()
	return ok
}

// dirOnly runs, for a graph g answered by its mirror, decomp's search of
// g under opt with no components (dirGame): the directory opened,
// checked against g's key and read back, then saved, and its
// statistics. Its key slots are sized for g's order as the search's
// (graphsearch) are, so that the table is g's for both.
func dirOnly(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (decomp.Stats, error) {
	o := *opt
	if o.Name == "" {
		o.Name = search.Name
	}
	game := dirGame{Game{graphs.Keyer{MaxOrder: max(g.Order(), 1)}}}
	_, st, err := decomp.Nimber(ctx, game, g, &o)
	return st, err
}

// mirrorOutcomes is OptionOutcomes of a graph g with a mirror and a
// directory: g is a P-position, so every option is N; the directory is
// checked and saved as by dirOnly.
func mirrorOutcomes(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	st, err := dirOnly(ctx, g, opt)
	if err != nil {
		return nil, st, err
	}
	outs := make([]gamelib.Outcome, len(Game{}.Options(g, nil)))
	for i := range outs {
		outs[i] = gamelib.N
	}
	return outs, st, nil
}
