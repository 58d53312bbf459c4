package graphsearch_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// TestBadGraphs: a nil graph, a family with no Graph function and one
// whose Graph gives no graph are errors naming the game, never a panic,
// by every search of both games; the zero Graph is the empty graph.
func TestBadGraphs(t *testing.T) {
	ctx := context.Background()
	type searches struct {
		name          string
		nimber        func(*graphs.Graph) error
		outcome       func(*graphs.Graph) error
		optionNimbers func(*graphs.Graph) error
		optionOutcome func(*graphs.Graph) error
		values        func(graphs.Family) error
	}
	for _, s := range []searches{{
		name:          "nodekayles",
		nimber:        func(g *graphs.Graph) error { _, _, err := nodekayles.Nimber(ctx, g, nil); return err },
		outcome:       func(g *graphs.Graph) error { _, _, err := nodekayles.Outcome(ctx, g, nil); return err },
		optionNimbers: func(g *graphs.Graph) error { _, _, err := nodekayles.OptionNimbers(ctx, g, nil); return err },
		optionOutcome: func(g *graphs.Graph) error { _, _, err := nodekayles.OptionOutcomes(ctx, g, nil); return err },
		values:        func(f graphs.Family) error { _, err := nodekayles.Values(ctx, f, 3, nil); return err },
	}, {
		name:          "arckayles",
		nimber:        func(g *graphs.Graph) error { _, _, err := arckayles.Nimber(ctx, g, nil); return err },
		outcome:       func(g *graphs.Graph) error { _, _, err := arckayles.Outcome(ctx, g, nil); return err },
		optionNimbers: func(g *graphs.Graph) error { _, _, err := arckayles.OptionNimbers(ctx, g, nil); return err },
		optionOutcome: func(g *graphs.Graph) error { _, _, err := arckayles.OptionOutcomes(ctx, g, nil); return err },
		values:        func(f graphs.Family) error { _, err := arckayles.Values(ctx, f, 3, nil); return err },
	}} {
		for what, search := range map[string]func(*graphs.Graph) error{
			"Nimber": s.nimber, "Outcome": s.outcome, "OptionNimbers": s.optionNimbers, "OptionOutcomes": s.optionOutcome,
		} {
			if err := search(nil); err == nil || !strings.Contains(err.Error(), s.name+": nil graph") {
				t.Errorf("%s.%s(nil): %v, want an error naming the game", s.name, what, err)
			}
			if err := search(&graphs.Graph{}); err != nil {
				t.Errorf("%s.%s of the zero Graph: %v", s.name, what, err)
			}
		}
		if err := s.values(graphs.Family{Name: "mine"}); err == nil || !strings.Contains(err.Error(), `"mine" has no Graph function`) {
			t.Errorf("%s.Values of a family without Graph: %v", s.name, err)
		}
		noGraph := graphs.Family{Name: "holes", Graph: func(n int) (*graphs.Graph, error) {
			if n == 2 {
				return nil, nil
			}
			return graphs.Path(n)
		}}
		if err := s.values(noGraph); err == nil || !strings.Contains(err.Error(), "holes gave no graph at n = 2") {
			t.Errorf("%s.Values of a family with a hole: %v", s.name, err)
		}
	}
}

// TestKeyCacheMemory: the key cache a search makes is checked against the
// memory limit like its transposition table: with a limit of 1 MiB and a
// table of 64 KiB, a graph of 64 vertices (a cache of some 28 MB) is
// refused with gamelib.ErrTooLarge, one of 8 vertices runs.
func TestKeyCacheMemory(t *testing.T) {
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1 << 20})
	opt := &decomp.Options{TTMem: decomp.MinTTMem}
	big, _ := graphs.Path(64)
	if _, _, err := nodekayles.Nimber(ctx, big, opt); !errors.Is(err, gamelib.ErrTooLarge) || !strings.Contains(err.Error(), "key cache") {
		t.Errorf("P_64 under 1 MiB: %v, want ErrTooLarge naming the key cache", err)
	}
	small, _ := graphs.Path(8)
	if _, _, err := nodekayles.Nimber(ctx, small, opt); err != nil {
		t.Errorf("P_8 under 1 MiB: %v", err)
	}
}

// TestValuesLabels: the searches of a family's values report to the
// caller's Status as whose they are, the family and the index, in order,
// each graph's at least once (its last report, the fraction 1); a graph
// with a mirror has no search.
func TestValuesLabels(t *testing.T) {
	f, err := graphs.ParseFamily("cycle")
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	opt := &decomp.Options{Status: func(st decomp.Status) {
		if n := len(labels); n == 0 || labels[n-1] != st.Label {
			labels = append(labels, st.Label)
		}
	}}
	if _, err := nodekayles.Values(context.Background(), f, 6, opt); err != nil {
		t.Fatal(err)
	}
	var want []string
	for i := f.First; i <= 6; i++ {
		if g, _ := f.Graph(i); g != nil {
			if _, ok := g.FindMirror(); ok {
				continue // C_0 (empty), C_4, C_6: 0 by the symmetry strategy, no search
			}
		}
		want = append(want, fmt.Sprintf("cycle, n = %d (of %d…6)", i, f.First))
	}
	if !slices.Equal(labels, want) {
		t.Errorf("labels %q, want %q", labels, want)
	}
	if opt.Status == nil {
		t.Error("Values changed the caller's options")
	}
}

// TestMirrorAtOnce: a graph with a mirror (graphs.Graph.FindMirror) has
// nimber 0 in Node and Arc Kayles by the symmetry strategy, and every
// option N (no move wins), answered without a node searched, however
// large: the 8×8 grid (Arc Kayles on it
// is Cram on the 8×8 board, 0 by the half-turn, Beling's table), Q6, the
// prism of 32 rungs, GP(32, 5), and two copies of a random graph. (On
// the small graphs the engine's tests check every answer, the shortcut's
// too, against the plain search.)
func TestMirrorAtOnce(t *testing.T) {
	ctx := context.Background()
	grid, _ := graphs.Grid(8, 8)
	q6, _ := graphs.Hypercube(6)
	prism, _ := graphs.Prism(32)
	gp, _ := graphs.Petersen(32, 5)
	r := rand.New(rand.NewPCG(3, 4))
	twice, _ := graphs.New(60)
	for v := 1; v < 30; v++ {
		for u := range v {
			if r.IntN(10) == 0 {
				twice.AddEdge(u, v)
				twice.AddEdge(30+u, 30+v)
			}
		}
	}
	for _, g := range []*graphs.Graph{grid, q6, prism, gp, twice} {
		if _, ok := g.FindMirror(); !ok {
			t.Fatalf("%s: no mirror found", g)
		}
		for _, game := range []struct {
			name    string
			nimber  func(context.Context, *graphs.Graph, *decomp.Options) (int, decomp.Stats, error)
			outcome func(context.Context, *graphs.Graph, *decomp.Options) (gamelib.Outcome, decomp.Stats, error)
			options func(context.Context, *graphs.Graph, *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)
			moves   func(*graphs.Graph) []int
		}{
			{"nodekayles", nodekayles.Nimber, nodekayles.Outcome, nodekayles.OptionOutcomes, nodekayles.Moves},
			{"arckayles", arckayles.Nimber, arckayles.Outcome, arckayles.OptionOutcomes, func(g *graphs.Graph) []int { return make([]int, len(arckayles.Moves(g))) }},
		} {
			v, st, err := game.nimber(ctx, g, nil)
			if err != nil || v != 0 || st.Nodes != 0 {
				t.Errorf("%s on %s: nimber %d, %d nodes, %v; want 0 at once", game.name, g, v, st.Nodes, err)
			}
			o, st, err := game.outcome(ctx, g, nil)
			if err != nil || o != gamelib.P || st.Nodes != 0 {
				t.Errorf("%s on %s: outcome %v, %d nodes, %v; want P at once", game.name, g, o, st.Nodes, err)
			}
			outs, st, err := game.options(ctx, g, nil)
			if err != nil || st.Nodes != 0 || len(outs) != len(game.moves(g)) || slices.Contains(outs, gamelib.P) {
				t.Errorf("%s on %s: options' outcomes %v, %d nodes, %v; want every one N at once", game.name, g, outs, st.Nodes, err)
			}
		}
	}
}
