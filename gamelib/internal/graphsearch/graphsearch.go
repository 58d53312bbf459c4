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

// prepare returns the game for a search of g and whether g has a mirror
// (graphs.Graph.FindMirror, run once), so that the search is answered at
// once. It is the game of Searcher.game, its key cache checked against
// ctx's limit, except for a graph with a mirror while opt names a
// directory (decomp.Options.Dir): that graph is answered through the
// directory alone (dirOnly), which needs no key cache, so the game has
// none and no memory is checked. Cost: FindMirror's.
func (s Searcher) prepare(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (game decomp.Game[*graphs.Graph], mirror bool, err error) {
	if g != nil && opt != nil && opt.Dir != "" {
		if _, ok := g.FindMirror(); ok {
			return s.New(graphs.Keyer{MaxOrder: max(g.Order(), 1)}), true, nil
		}
		game, err = s.game(ctx, g)
		return game, false, err
	}
	if game, err = s.game(ctx, g); err != nil {
		return nil, false, err
	}
	_, mirror = g.FindMirror()
	return game, mirror, nil
}

// Nimber is decomp.Nimber on g, or 0 at once, with no search, when g has
// a mirror (graphs.Graph.FindMirror): the symmetry strategy, a theorem
// for Node and Arc Kayles alike. The mirror's answer has the zero Stats,
// or with a directory (opt.Dir) those of going through it (dirOnly).
func (s Searcher) Nimber(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (int, decomp.Stats, error) {
	game, mirror, err := s.prepare(ctx, g, opt)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	if mirror {
		st, err := s.dirOnly(ctx, game, g, opt)
		return 0, st, err
	}
	return decomp.Nimber(ctx, game, g, s.options(opt))
}

// Outcome is decomp.Outcome on g, or P at once when g has a mirror, as
// Nimber.
func (s Searcher) Outcome(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	game, mirror, err := s.prepare(ctx, g, opt)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	if mirror {
		st, err := s.dirOnly(ctx, game, g, opt)
		return gamelib.P, st, err
	}
	return decomp.Outcome(ctx, game, g, s.options(opt))
}

// OptionNimbers is decomp.OptionNimbers on g, always searched: the
// mirror tells g's value, not its options'.
func (s Searcher) OptionNimbers(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]int, decomp.Stats, error) {
	game, err := s.game(ctx, g)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return decomp.OptionNimbers(ctx, game, g, s.options(opt))
}

// OptionOutcomes is decomp.OptionOutcomes on g, or every option N at
// once when g has a mirror: g is then a P-position, and every option of a
// P-position is an N-position (no move wins). The mirror's answer goes
// through a directory as Nimber's does.
func (s Searcher) OptionOutcomes(ctx context.Context, g *graphs.Graph, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	game, mirror, err := s.prepare(ctx, g, opt)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	if mirror {
		st, err := s.dirOnly(ctx, game, g, opt)
		if err != nil {
			return nil, st, err
		}
		outs := make([]gamelib.Outcome, len(game.Options(g, nil)))
		for i := range outs {
			outs[i] = gamelib.N
		}
		return outs, st, nil
	}
	return decomp.OptionOutcomes(ctx, game, g, s.options(opt))
}

// A graph with a mirror is answered at once, with no search. With a
// directory (decomp.Options.Dir) that answer still goes through the
// directory as a search's would, so that a directory of another search
// (another game's or position's table, a checkpoint of grundy run, a
// file tree that holds no table) or a corrupt one is refused there too,
// and a fresh one gets g's table (of no entry): dirOnly searches g with
// the rules of noComponents, which has no components, so the search
// takes no node while opening, checking, reading and saving the
// directory exactly as a search of g does.

// noComponents is a game whose positions have no components: decomp
// answers 0 at once. Its moves and keys are the game's: AppendKey, and
// KeyScheme and MaxKeyLen, which name a saved table's keys and size its
// slots, the game's (decomp.KeySchemer, decomp.KeySizer) or for a game
// without them decomp's defaults (no scheme, DefaultKeyLen), as the
// engine reads the game's. The engine asks only components for the rest
// (Size, NimberBound, KnownNimber), so they are left out.
type noComponents struct{ decomp.Game[*graphs.Graph] }

func (noComponents) Components(_ *graphs.Graph, dst []*graphs.Graph) []*graphs.Graph { return dst }

func (n noComponents) KeyScheme() string {
	if ks, ok := n.Game.(decomp.KeySchemer); ok {
		return ks.KeyScheme()
	}
	return ""
}

func (n noComponents) MaxKeyLen() int {
	if ks, ok := n.Game.(decomp.KeySizer); ok {
		return ks.MaxKeyLen()
	}
	return decomp.DefaultKeyLen
}

// dirOnly goes through the directory for a graph g answered by its
// mirror, when opt names one (else it returns the zero Stats and
// ctx.Err()): decomp's search of g under opt with no components
// (noComponents of game, whose key slots are sized for g's order as
// the search's are, so that the table is g's for both), which opens the
// directory, checks it against g's key, reads it back and saves it, and
// its statistics. Cost: no node searched; reading and saving the table
// (linear in its size, opt.TTMem).
func (s Searcher) dirOnly(ctx context.Context, game decomp.Game[*graphs.Graph], g *graphs.Graph, opt *decomp.Options) (decomp.Stats, error) {
	if opt == nil || opt.Dir == "" {
		return decomp.Stats{}, ctx.Err()
	}
	_, st, err := decomp.Nimber(ctx, noComponents{game}, g, s.options(opt))
	return st, err
}

// Values returns the nimbers of the family's graphs of index f.First … n
// (graphs.Family.Values), each by Nimber with decomp.SequenceOptions(opt)
// and, unless opt sets a Table or a Dir, one table kept across the
// sequence (decomp.NewTable, of the options' TTMem, sized for the keys of
// its largest graph, graphs.Family.MaxOrder): each graph's search starts
// from what the earlier ones found. With a Dir, a graph answered by its
// mirror goes through the directory as Nimber's does.
func (s Searcher) Values(ctx context.Context, f graphs.Family, n int, opt *decomp.Options) ([]int, error) {
	if f.Graph == nil {
		return nil, fmt.Errorf("%s: family %q has no Graph function", s.Name, f.Name)
	}
	o := decomp.SequenceOptions(ctx, opt)
	if o.Table == nil && o.Dir == "" {
		// A graph that cannot be built ends f.MaxOrder's loop; f.Values
		// reports it at that graph. A table that does not fit the memory
		// limit is refused again, with its error, by the first graph's
		// own.
		if kept, err := s.NewTable(ctx, f.MaxOrder(n), o.TTMem); err == nil {
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
