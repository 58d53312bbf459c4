// Package graphtest holds checks shared by the tests of games played on
// graphs (Node Kayles, Arc Kayles), in the manner of gonum's
// graph/testgraph.
package graphtest

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// Random returns a graph of order n each pair of whose vertices is an
// edge with probability p, drawn from r.
func Random(r *rand.Rand, n int, p float64) *graphs.Graph {
	g, err := graphs.New(n)
	if err != nil {
		panic(err)
	}
	for v := 1; v < n; v++ {
		for u := range v {
			if r.Float64() < p {
				g.AddEdge(u, v)
			}
		}
	}
	return g
}

// SmallAndRandom calls check on one graph of each isomorphism class of
// order at most 6 (209 graphs) and then on random graphs drawn from r:
// trials of them (a fifth with -short), of orders 7 … 7+spread−1 and
// edge probabilities below maxP.
func SmallAndRandom(t *testing.T, r *rand.Rand, trials, spread int, maxP float64, check func(*graphs.Graph)) {
	t.Helper()
	for n := 0; n <= 6; n++ {
		cs, err := graphs.Classes(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range cs {
			check(g)
		}
	}
	if testing.Short() {
		trials /= 5
	}
	for range trials {
		check(Random(r, 7+r.IntN(spread), r.Float64()*maxP))
	}
}

// Moves checks a game's option searches on g with opt: nimbers and
// outcomes (its OptionNimbers and OptionOutcomes) must give, for each
// move, the value brute (the game's plain definition on vertex sets of
// g) gives the set left[i] the move leaves.
func Moves(t *testing.T, g *graphs.Graph, opt *decomp.Options, left []graphs.Set, brute func(graphs.Set) int,
	nimbers func(context.Context, *graphs.Graph, *decomp.Options) ([]int, decomp.Stats, error),
	outcomes func(context.Context, *graphs.Graph, *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)) {
	t.Helper()
	ctx := context.Background()
	vals, _, err := nimbers(ctx, g, opt)
	if err != nil || len(vals) != len(left) {
		t.Fatalf("%s: OptionNimbers %v, %v; %d moves", g, vals, err, len(left))
	}
	outs, _, err := outcomes(ctx, g, opt)
	if err != nil || len(outs) != len(left) {
		t.Fatalf("%s: OptionOutcomes %v, %v; %d moves", g, outs, err, len(left))
	}
	for i, s := range left {
		if want := brute(s); vals[i] != want || outs[i] != gamelib.OutcomeOf(want) {
			t.Fatalf("%s, move %d (leaving %b): nimber %d, outcome %v; brute force %d", g, i, s, vals[i], outs[i], want)
		}
	}
}

// Families checks values, a game's Values, on every family of
// graphs.FamilyKinds (each kind's Example: grid:3, petersen:2,
// pathplus:2) against brute, the game's plain definition, on the family's
// graphs of at most maxOrder vertices (and index at most First+20).
func Families(t *testing.T, maxOrder int, values func(context.Context, graphs.Family, int) ([]int, error), brute func(*graphs.Graph) int) {
	t.Helper()
	for _, k := range graphs.FamilyKinds {
		name := k.Example()
		f, err := graphs.ParseFamily(name)
		if err != nil {
			t.Fatal(err)
		}
		n := f.First
		for n < f.First+20 {
			if g, err := f.Graph(n + 1); err != nil || g.Order() > maxOrder {
				break
			}
			n++
		}
		got, err := values(context.Background(), f, n)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(got) != n-f.First+1 {
			t.Fatalf("%s to %d: %d values", name, n, len(got))
		}
		for i, v := range got {
			g, _ := f.Graph(f.First + i)
			if b := brute(g); v != b {
				t.Errorf("%s at %d (%s): %d, brute force %d", name, f.First+i, g, v, b)
			}
		}
	}
}

// Searches checks a game's nimber and outcome searches (its Nimber and
// Outcome) on g with each of opts, and, on a graph of at most 12
// vertices, decomp.PlainNimber on game, against want, g's nimber by the
// brute force.
func Searches(t *testing.T, g *graphs.Graph, want int, game decomp.Game[*graphs.Graph],
	nimber func(context.Context, *graphs.Graph, *decomp.Options) (int, decomp.Stats, error),
	outcome func(context.Context, *graphs.Graph, *decomp.Options) (gamelib.Outcome, decomp.Stats, error), opts ...*decomp.Options) {
	t.Helper()
	ctx := context.Background()
	for _, opt := range opts {
		if got, _, err := nimber(ctx, g, opt); err != nil || got != want {
			t.Fatalf("Nimber(%s, %d workers) = %d, %v; brute force %d", g, opt.Workers, got, err, want)
		}
		if o, _, err := outcome(ctx, g, opt); err != nil || o != gamelib.OutcomeOf(want) {
			t.Fatalf("Outcome(%s, %d workers) = %v, %v; nimber %d", g, opt.Workers, o, err, want)
		}
	}
	if g.Order() <= 12 {
		if p, err := decomp.PlainNimber(ctx, game, g); err != nil || p != want {
			t.Fatalf("PlainNimber(%s) = %d, %v; brute force %d", g, p, err, want)
		}
	}
}
