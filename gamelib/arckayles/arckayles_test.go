package arckayles

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/internal/graphtest"
)

var (
	small = &decomp.Options{TTMem: decomp.MinTTMem}
	par   = &decomp.Options{TTMem: decomp.MinTTMem, Workers: 2}
)

// brute is the plain definition on vertex sets of one graph: the mex of
// the values of s without both ends of an edge inside s, memoised on the
// set. It shares no code with Game or decomp.
func brute(g *graphs.Graph, s graphs.Set, memo map[graphs.Set]int) int {
	if v, ok := memo[s]; ok {
		return v
	}
	var seen uint64
	for _, e := range g.Edges() {
		pair := graphs.Set(1)<<e[0] | graphs.Set(1)<<e[1]
		if s&pair == pair {
			seen |= 1 << brute(g, s&^pair, memo)
		}
	}
	m := 0
	for seen>>m&1 == 1 {
		m++
	}
	memo[s] = m
	return m
}

func bruteNimber(g *graphs.Graph) int { return brute(g, g.Vertices(), map[graphs.Set]int{}) }

func nimber(t *testing.T, g *graphs.Graph) int {
	t.Helper()
	v, _, err := Nimber(context.Background(), g, small)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestFamilies: paths are Dawson's Kayles (0.07), cycles mex{g(P_{n−2})},
// combs Kayles (0.77), complete graphs ⌊n/2⌋ mod 2, stars 1 (doc.go
// derives each).
func TestFamilies(t *testing.T) {
	n := 50
	if testing.Short() {
		n = 30
	}
	g07, err := octal.DawsonsKayles().Values(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	values := func(family string, n int) []int {
		f, err := graphs.ParseFamily(family)
		if err != nil {
			t.Fatal(err)
		}
		v, err := Values(context.Background(), f, n, small)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	paths, cycles := values("path", n), values("cycle", n)
	// On the comb P_n ⊙ K₁ a tooth takes a spine vertex and its pendant and
	// a spine edge two neighbouring spine vertices, leaving their pendants
	// isolated: Kayles (0.77) on n pins (doc.go).
	kayles, err := octal.MustParse("0.77").Values(32, nil)
	if err != nil {
		t.Fatal(err)
	}
	if combs := values("comb", 32); !slices.Equal(combs, kayles) {
		t.Errorf("combs n ≤ 32: %v, Kayles %v", combs, kayles)
	}
	for i := 0; i <= n; i++ {
		if paths[i] != g07[i] {
			t.Fatalf("P_%d: %d, Dawson's Kayles %d", i, paths[i], g07[i])
		}
		if i >= 3 {
			want := 0
			if g07[i-2] == 0 {
				want = 1
			}
			if cycles[i] != want {
				t.Fatalf("C_%d: %d, want %d (g_0.07(%d) = %d)", i, cycles[i], want, i-2, g07[i-2])
			}
		}
	}
	for i := 0; i <= 14; i++ {
		k, _ := graphs.Complete(i)
		if got, want := nimber(t, k), i/2%2; got != want {
			t.Errorf("K_%d: %d, want %d", i, got, want)
		}
		s, _ := graphs.Star(i)
		if got, want := nimber(t, s), min(i, 1); got != want {
			t.Errorf("K_{1,%d}: %d, want %d", i, got, want)
		}
	}
}

// TestFamilyBrute compares Values on every family of graphs.FamilyNames
// with the brute force, on the graphs of at most 16 vertices.
func TestFamilyBrute(t *testing.T) {
	graphtest.Families(t, 16, func(ctx context.Context, f graphs.Family, n int) ([]int, error) {
		return Values(ctx, f, n, small)
	}, bruteNimber)
}

// TestSmallGraphs compares Nimber, Outcome (one and two workers) and
// decomp.PlainNimber with the brute force on every graph of up to 6
// vertices (one per isomorphism class) and on random graphs of up to 16.
func TestSmallGraphs(t *testing.T) {
	check := func(g *graphs.Graph) {
		graphtest.Searches(t, g, bruteNimber(g), Game{}, Nimber, Outcome, small, par)
	}
	graphtest.SmallAndRandom(t, rand.New(rand.NewPCG(5, 6)), 200, 10, 0.6, check)
}

// cellGraph is the graph of b's free cells, adjacent when they share a
// side.
func cellGraph(t *testing.T, b cram.Board) *graphs.Graph {
	t.Helper()
	h, w := b.Dims()
	idx := map[[2]int]int{}
	for r := range h {
		for c := range w {
			if b.Free(r, c) {
				idx[[2]int{r, c}] = len(idx)
			}
		}
	}
	g, err := graphs.New(len(idx))
	if err != nil {
		t.Fatal(err)
	}
	for rc, v := range idx {
		for _, d := range [][2]int{{0, 1}, {1, 0}} {
			if u, ok := idx[[2]int{rc[0] + d[0], rc[1] + d[1]}]; ok {
				if err := g.AddEdge(v, u); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return g
}

// TestCram: Cram on a board is Arc Kayles on its free cells' graph, so
// package cram (keys under the board's symmetries, its own
// simplifications, strips from 0.07) and this package (graph canonical
// forms) must agree: on every rectangle of up to 24 cells and on random
// boards with blocked cells.
func TestCram(t *testing.T) {
	ctx := context.Background()
	cells := 24
	if testing.Short() {
		cells = 16
	}
	agree := func(b cram.Board) {
		want, _, err := cram.Nimber(ctx, b, small)
		if err != nil {
			t.Fatal(err)
		}
		if got := nimber(t, cellGraph(t, b)); got != want {
			t.Errorf("Cram %s: nimber %d, Arc Kayles on its cells %d", b, want, got)
		}
	}
	for h := 1; h <= cells; h++ {
		for w := h; h*w <= cells; w++ {
			b, _ := cram.Rect(h, w)
			agree(b)
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range 60 {
		h, w := 2+r.IntN(4), 2+r.IntN(4)
		var rows []string
		for range h {
			row := make([]byte, w)
			for c := range row {
				row[c] = '.'
				if r.IntN(5) == 0 {
					row[c] = '#'
				}
			}
			rows = append(rows, string(row))
		}
		b, err := cram.Parse(joinRows(rows))
		if err != nil {
			t.Fatal(err)
		}
		agree(b)
	}
}

func joinRows(rows []string) string {
	s := rows[0]
	for _, r := range rows[1:] {
		s += "/" + r
	}
	return s
}

// TestLineGraphIdentity: Arc Kayles on g is Node Kayles on its line
// graph (graphs.LineGraph; the argument is there), so the two engines,
// with their own moves and keys, must agree on every graph of up to 6
// vertices, random graphs, and the cells' graphs of Cram boards to 5×5
// (L of the 5×5 grid has 40 vertices).
func TestLineGraphIdentity(t *testing.T) {
	ctx := context.Background()
	agree := func(what string, g *graphs.Graph) {
		l, err := graphs.LineGraph(g)
		if err != nil {
			t.Fatal(err)
		}
		nk, _, err := nodekayles.Nimber(ctx, l, small)
		if err != nil {
			t.Fatal(err)
		}
		if ak := nimber(t, g); ak != nk {
			t.Errorf("%s %v: Arc Kayles %d, Node Kayles on its line graph %d", what, g, ak, nk)
		}
	}
	graphtest.SmallAndRandom(t, rand.New(rand.NewPCG(9, 10)), 150, 10, 0.5, func(g *graphs.Graph) {
		if g.Size() <= graphs.MaxOrder {
			agree("graph", g)
		}
	})
	for h := 1; h <= 5; h++ {
		for w := h; w <= 5; w++ {
			b, _ := cram.Rect(h, w)
			agree(b.String(), cellGraph(t, b))
		}
	}
}

// Saved tables record the layout of the game's keys.
var _ decomp.KeySchemer = Game{}
