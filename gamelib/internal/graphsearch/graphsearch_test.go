package graphsearch_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
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

// A dirGame is a game's searches that a directory goes through.
type dirGame struct {
	name           string
	nimber         func(context.Context, *graphs.Graph, *decomp.Options) (int, decomp.Stats, error)
	outcome        func(context.Context, *graphs.Graph, *decomp.Options) (gamelib.Outcome, decomp.Stats, error)
	optionNimbers  func(context.Context, *graphs.Graph, *decomp.Options) ([]int, decomp.Stats, error)
	optionOutcomes func(context.Context, *graphs.Graph, *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)
	values         func(context.Context, graphs.Family, int, *decomp.Options) ([]int, error)
}

var dirGames = []dirGame{
	{"nodekayles", nodekayles.Nimber, nodekayles.Outcome, nodekayles.OptionNimbers, nodekayles.OptionOutcomes, nodekayles.Values},
	{"arckayles", arckayles.Nimber, arckayles.Outcome, arckayles.OptionNimbers, arckayles.OptionOutcomes, arckayles.Values},
}

// TestMirrorChecksDir: a graph answered by its mirror, with no search,
// still goes through its directory as a search does, in both games: a
// directory holding another position's table, or files and no table, is
// refused (decomp.ErrOtherSearch) by Nimber, Outcome, OptionOutcomes and
// Values alike, and is left as it was; a fresh one gets the graph's
// table, which the graph's real search (OptionNimbers, never answered by
// the mirror) resumes, and the other way round.
func TestMirrorChecksDir(t *testing.T) {
	ctx := context.Background()
	parse := func(s string) *graphs.Graph {
		g, err := graphs.ParseEdges(s)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	opt := func(dir string) *decomp.Options { return &decomp.Options{Dir: dir, TTMem: decomp.MinTTMem} }
	for _, game := range dirGames {
		other := filepath.Join(t.TempDir(), "other")
		if _, _, err := game.nimber(ctx, parse("0-1,1-2,2-3,3-4"), opt(other)); err != nil {
			t.Fatal(err)
		}
		manifest, err := os.ReadFile(filepath.Join(other, "table.json"))
		if err != nil {
			t.Fatal(err)
		}
		notTable := t.TempDir()
		if err := os.WriteFile(filepath.Join(notTable, "notes"), []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, edges := range []string{"0:", "2:", "0-1,2-3"} {
			g := parse(edges)
			if _, ok := g.FindMirror(); !ok {
				t.Fatalf("%s: no mirror", edges)
			}
			// g alone, as the family of index 0 to 0.
			one := graphs.Family{Name: edges, Graph: func(int) (*graphs.Graph, error) { return g, nil }}
			searches := map[string]func(*decomp.Options) error{
				"Nimber":         func(o *decomp.Options) error { _, _, err := game.nimber(ctx, g, o); return err },
				"Outcome":        func(o *decomp.Options) error { _, _, err := game.outcome(ctx, g, o); return err },
				"OptionOutcomes": func(o *decomp.Options) error { _, _, err := game.optionOutcomes(ctx, g, o); return err },
				"Values":         func(o *decomp.Options) error { _, err := game.values(ctx, one, 0, o); return err },
			}
			for name, search := range searches {
				for _, dir := range []string{other, notTable} {
					if err := search(opt(dir)); !errors.Is(err, decomp.ErrOtherSearch) {
						t.Errorf("%s.%s %q with the directory %s: %v, want decomp.ErrOtherSearch", game.name, name, edges, dir, err)
					}
				}
			}
			if b, _ := os.ReadFile(filepath.Join(other, "table.json")); string(b) != string(manifest) {
				t.Errorf("%s %q: the other table's manifest changed", game.name, edges)
			}
			if entries, _ := os.ReadDir(notTable); len(entries) != 1 {
				t.Errorf("%s %q: the directory of no table holds %v", game.name, edges, entries)
			}
			// A fresh directory: the mirror's answer, then the real search.
			fresh := filepath.Join(t.TempDir(), "t")
			if v, st, err := game.nimber(ctx, g, opt(fresh)); v != 0 || st.Nodes != 0 || err != nil {
				t.Fatalf("%s %q: Nimber %d, %d nodes, %v", game.name, edges, v, st.Nodes, err)
			}
			if _, err := os.Stat(filepath.Join(fresh, "table.json")); err != nil {
				t.Errorf("%s %q: no table saved: %v", game.name, edges, err)
			}
			if o, _, err := game.outcome(ctx, g, opt(fresh)); o != gamelib.P || err != nil {
				t.Errorf("%s %q: Outcome %v, %v", game.name, edges, o, err)
			}
			if outs, _, err := game.optionOutcomes(ctx, g, opt(fresh)); slices.Contains(outs, gamelib.P) || err != nil {
				t.Errorf("%s %q: OptionOutcomes %v, %v", game.name, edges, outs, err)
			}
			if vals, err := game.values(ctx, one, 0, opt(fresh)); !slices.Equal(vals, []int{0}) || err != nil {
				t.Errorf("%s %q: Values %v, %v", game.name, edges, vals, err)
			}
			if _, _, err := game.optionNimbers(ctx, g, opt(fresh)); err != nil {
				t.Errorf("%s %q: OptionNimbers on the mirror's directory: %v", game.name, edges, err)
			}
			// The real search's directory, then the mirror's answer.
			real := filepath.Join(t.TempDir(), "t")
			if _, _, err := game.optionNimbers(ctx, g, opt(real)); err != nil {
				t.Fatal(err)
			}
			for name, search := range searches {
				if err := search(opt(real)); err != nil {
					t.Errorf("%s.%s %q on the real search's directory: %v", game.name, name, edges, err)
				}
			}
		}
	}
}

// TestMirrorWithoutDir: with no directory a graph with a mirror is
// answered with the zero Stats, and a cancelled context's error, as
// before any directory was checked; with one the answer's Stats are the
// directory's (a table saved), still of no node.
func TestMirrorWithoutDir(t *testing.T) {
	g, _ := graphs.Grid(4, 4)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, game := range dirGames {
		for _, opt := range []*decomp.Options{nil, {TTMem: decomp.MinTTMem}} {
			if v, st, err := game.nimber(context.Background(), g, opt); v != 0 || st != (decomp.Stats{}) || err != nil {
				t.Errorf("%s: Nimber %d, %+v, %v; want 0 and the zero Stats", game.name, v, st, err)
			}
			if _, st, err := game.outcome(cancelled, g, opt); st != (decomp.Stats{}) || !errors.Is(err, context.Canceled) {
				t.Errorf("%s cancelled: Outcome %+v, %v; want context.Canceled", game.name, st, err)
			}
		}
		_, st, err := game.nimber(context.Background(), g, &decomp.Options{Dir: filepath.Join(t.TempDir(), "t"), TTMem: decomp.MinTTMem})
		if err != nil || st.Nodes != 0 {
			t.Errorf("%s with a directory: %+v, %v", game.name, st, err)
		}
	}
}
