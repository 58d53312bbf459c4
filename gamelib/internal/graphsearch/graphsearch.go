// Package graphsearch gives the searches of a game on graphs (Node Kayles,
// Arc Kayles) by the decomp engine once for every such game: a game's
// package defines its rules (a decomp.Game on *graphs.Graph) and wraps
// these searches under its own name and doc comments.
package graphsearch

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// A Searcher searches one game on graphs.
type Searcher struct {
	// Name names the game in a saved table's manifest (decomp.Options.Name)
	// when the caller's options name none.
	Name string
	// New returns the game with the keyer k, whose MaxOrder is the order
	// of the graph searched (at least 1), so that the table's key slots
	// fit its keys.
	New func(k graphs.Keyer) decomp.Game[*graphs.Graph]
}

// game returns the game for a search of g: keys sized for g's order and
// remembered in a graphs.KeyCache of that order, whose memory is checked
// against ctx's limit (gamelib.ErrTooLarge).
func (s Searcher) game(ctx context.Context, g *graphs.Graph) (decomp.Game[*graphs.Graph], error) {
	if g == nil {
		return nil, fmt.Errorf("%s: nil graph", s.Name)
	}
	n := max(g.Order(), 1)
	if err := gamelib.LimitsFrom(ctx).CheckMemory(s.Name+" key cache", 1, graphs.KeyCacheBytes(n)); err != nil {
		return nil, err
	}
	return s.New(graphs.Keyer{MaxOrder: n, Cache: graphs.NewKeyCache(n)}), nil
}

// options returns a copy of opt (nil: the zero Options) named s.Name
// when it names nothing.
func (s Searcher) options(opt *decomp.Options) *decomp.Options {
	o := decomp.Options{}
	if opt != nil {
		o = *opt
	}
	if o.Name == "" {
		o.Name = s.Name
	}
	return &o
}

// NewTable is decomp.NewTable for the game on graphs of at most maxOrder
// vertices (graphs.MaxOrder when 0), of mem bytes.
func (s Searcher) NewTable(ctx context.Context, maxOrder int, mem int64) (*decomp.Table, error) {
	return decomp.NewTable(ctx, s.New(graphs.Keyer{MaxOrder: maxOrder}), mem)
}

// Nimber is decomp.Nimber on g, or 0 at once, with no search (the zero
// Stats), when g has a mirror (graphs.Graph.FindMirror): the symmetry
// strategy, a theorem for Node and Arc Kayles alike.
func (s Searcher) Nimber(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (int, decomp.Stats, error) {
	game, err := s.game(ctx, g)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	if mirrored(g) {
		return 0, decomp.Stats{}, ctx.Err()
	}
	return decomp.Nimber(ctx, game, g, s.options(opt))
}

// Outcome is decomp.Outcome on g, or P at once when g has a mirror, as
// Nimber.
func (s Searcher) Outcome(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	game, err := s.game(ctx, g)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	if mirrored(g) {
		return gamelib.P, decomp.Stats{}, ctx.Err()
	}
	return decomp.Outcome(ctx, game, g, s.options(opt))
}

// mirrored reports whether g has a mirror that FindMirror finds.
func mirrored(g *graphs.Graph) bool {
	_, ok := g.FindMirror()
	return ok
}

// OptionNimbers is decomp.OptionNimbers on g.
func (s Searcher) OptionNimbers(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]int, decomp.Stats, error) {
	game, err := s.game(ctx, g)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return decomp.OptionNimbers(ctx, game, g, s.options(opt))
}

// OptionOutcomes is decomp.OptionOutcomes on g, or every option N at
// once when g has a mirror: g is then a P-position, and every option of a
// P-position is an N-position (no move wins).
func (s Searcher) OptionOutcomes(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	game, err := s.game(ctx, g)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	if mirrored(g) {
		outs := make([]gamelib.Outcome, len(game.Options(g, nil)))
		for i := range outs {
			outs[i] = gamelib.N
		}
		return outs, decomp.Stats{}, ctx.Err()
	}
	return decomp.OptionOutcomes(ctx, game, g, s.options(opt))
}

// Values returns the nimbers of the family's graphs of index f.First … n
// (graphs.Family.Values), each by Nimber with decomp.SequenceOptions(opt)
// and, unless opt sets a Table or a Dir, one table kept across the
// sequence (decomp.NewTable, of the options' TTMem, sized for the keys of
// its largest graph): each graph's search starts from what the earlier
// ones found.
func (s Searcher) Values(ctx context.Context, f graphs.Family, n int, opt *decomp.Options) ([]int, error) {
	if f.Graph == nil {
		return nil, fmt.Errorf("%s: family %q has no Graph function", s.Name, f.Name)
	}
	o := decomp.SequenceOptions(ctx, opt)
	if o.Table == nil && o.Dir == "" {
		maxOrder := 1
		for i := f.First; i <= n; i++ {
			g, err := f.Graph(i)
			if err != nil {
				break // f.Values reports it at that graph
			}
			maxOrder = max(maxOrder, g.Order())
		}
		// A table that does not fit the memory limit is refused again,
		// with its error, by the first graph's own.
		if kept, err := s.NewTable(ctx, maxOrder, o.TTMem); err == nil {
			o.Table = kept
		}
	}
	i := f.First
	return f.Values(ctx, n, func(ctx context.Context, g *graphs.Graph) (int, error) {
		oi := o
		if report := o.Status; report != nil {
			// Each graph's search reports as whose it is.
			label := fmt.Sprintf("%s, n = %d (of %d…%d)", f.Name, i, f.First, n)
			c := *o
			c.Status = func(st decomp.Status) {
				st.Label = label
				report(st)
			}
			oi = &c
		}
		i++
		v, _, err := s.Nimber(ctx, g, oi)
		return v, err
	})
}
