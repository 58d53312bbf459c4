package graphs

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteForm is the plain canonical form: the least rowsOf over all n!
// labellings (Heap's algorithm).
func bruteForm(g *Graph) []Set {
	lab := make([]int, g.n)
	for i := range lab {
		lab[i] = i
	}
	best := g.rowsOf(lab)
	c := make([]int, g.n)
	for i := 1; i < g.n; {
		if c[i] < i {
			if i%2 == 0 {
				lab[0], lab[i] = lab[i], lab[0]
			} else {
				lab[c[i]], lab[i] = lab[i], lab[c[i]]
			}
			if r := g.rowsOf(lab); slices.Compare(r, best) < 0 {
				best = r
			}
			c[i]++
			i = 1
		} else {
			c[i] = 0
			i++
		}
	}
	return best
}

// allGraphs calls f with every labelled graph on n vertices.
func allGraphs(n int, f func(*Graph)) {
	m := n * (n - 1) / 2
	for code := range uint64(1) << m {
		g, _ := New(n)
		bit := 0
		for v := 1; v < n; v++ {
			for u := range v {
				if code>>bit&1 == 1 {
					g.AddEdge(u, v)
				}
				bit++
			}
		}
		f(g)
	}
}

// checkCanonical checks that Canonical returns a relabelling of g.
func checkCanonical(t *testing.T, g *Graph) *Graph {
	t.Helper()
	c, p := g.Canonical()
	h, err := g.Permute(p)
	if err != nil || !h.Equal(c) {
		t.Fatalf("Canonical(%s) = %s, %v: not the relabelling (%v)", g, c, p, err)
	}
	return c
}

// Numbers of graphs on n unlabelled vertices, n = 0..7: OEIS A000088.
var graphCounts = []int{1, 1, 2, 4, 11, 34, 156, 1044}

// TestCanonicalBrute checks Canonical against the brute force over all
// labellings on every labelled graph of up to 6 vertices (7 without
// -short): the form is a relabelling of the graph; for n ≤ 5 two graphs
// have the same form exactly when they have the same least labelling; for
// every n the number of forms is A000088(n), so each isomorphism class has
// exactly one.
func TestCanonicalBrute(t *testing.T) {
	maxN := 7
	if testing.Short() {
		maxN = 6
	}
	for n := 0; n <= maxN; n++ {
		brute := map[string]string{} // brute form → canonical graph6
		canon := map[string]string{} // canonical graph6 → brute form
		allGraphs(n, func(g *Graph) {
			c := checkCanonical(t, g).Graph6()
			if n >= 6 {
				// 2¹⁵ graphs × 6! labellings is too many for -short: the
				// brute force runs on one graph per canonical form, and
				// the count of forms (A000088) shows that no class has
				// two, as no form is shared by two classes.
				if _, ok := canon[c]; ok {
					return
				}
			}
			var b string
			for _, r := range bruteForm(g) {
				b += string(rune(r + 1))
			}
			if old, ok := brute[b]; ok && old != c {
				t.Fatalf("n=%d: %s has form %q, an isomorphic graph %q", n, g, c, old)
			}
			if old, ok := canon[c]; ok && old != b {
				t.Fatalf("n=%d: %s and a non-isomorphic graph share the form %q", n, g, c)
			}
			brute[b], canon[c] = c, b
		})
		if len(canon) != graphCounts[n] || len(brute) != graphCounts[n] {
			t.Errorf("n=%d: %d canonical forms, %d brute-force classes; A000088 says %d", n, len(canon), len(brute), graphCounts[n])
		}
	}
}

// TestCanonicalRandom checks that random relabellings of random graphs of
// up to 64 vertices, and of structured ones, have the same form, and
// compares with the brute force on graphs of 8 vertices.
func TestCanonicalRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var gs []*Graph
	for n := range MaxOrder + 1 {
		gs = append(gs, random(r, n, r.Float64()), random(r, n, 2.5/float64(max(n, 1))))
	}
	for _, f := range []func() (*Graph, error){
		func() (*Graph, error) { return Cycle(64) },
		func() (*Graph, error) { return Grid(5, 5) },
		func() (*Graph, error) { return Grid(8, 8) },
		func() (*Graph, error) { return Star(40) },
		func() (*Graph, error) { return Complete(30) },
		func() (*Graph, error) { return New(64) },
		func() (*Graph, error) {
			return ParseEdges("0-1,2-3,4-5,6-7,8-9,10-11,12-13,14-15,16-17,18-19,20-21,22-23")
		},
		func() (*Graph, error) {
			return ParseEdges("0-1,1-2,2-0,3-4,4-5,5-3,6-7,7-8,8-6,9-10,10-11,11-9,12-13,13-14,14-12")
		},
		func() (*Graph, error) { return petersen(t), nil },
	} {
		g, err := f()
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
	for _, g := range gs {
		c := checkCanonical(t, g)
		for range 4 {
			h, _ := g.Permute(r.Perm(g.n))
			if d := checkCanonical(t, h); !d.Equal(c) {
				t.Fatalf("%s and its relabelling %s have forms %s and %s", g, h, c, d)
			}
		}
	}
	if testing.Short() {
		return
	}
	for range 20 {
		g := random(r, 8, r.Float64())
		h, _ := g.Permute(r.Perm(8))
		k := random(r, 8, float64(g.Size())/28)
		if Isomorphic(g, h) != true || Isomorphic(g, k) != slices.Equal(bruteForm(g), bruteForm(k)) {
			t.Fatalf("Isomorphic(%s, %s) disagrees with the brute force", g, k)
		}
	}
}

// TestIsomorphicRegular: the cube Q₃ and the Möbius ladder on 8 vertices
// are both 3-regular (refinement does not split them) but not isomorphic
// (the cube is bipartite, the ladder has 5-cycles... and 4-cycles differ).
func TestIsomorphicRegular(t *testing.T) {
	cube, _ := ParseEdges("0-1,1-3,3-2,2-0,4-5,5-7,7-6,6-4,0-4,1-5,2-6,3-7")
	mobius, _ := ParseEdges("0-1,1-2,2-3,3-4,4-5,5-6,6-7,7-0,0-4,1-5,2-6,3-7")
	if Isomorphic(cube, mobius) {
		t.Error("the cube and the Möbius ladder on 8 vertices are called isomorphic")
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range 10 {
		h, _ := cube.Permute(r.Perm(8))
		if !Isomorphic(cube, h) {
			t.Errorf("the cube and its relabelling %s are called non-isomorphic", h)
		}
	}
}

func TestCanonicalLimit(t *testing.T) {
	cube, _ := ParseEdges("0-1,1-3,3-2,2-0,4-5,5-7,7-6,6-4,0-4,1-5,2-6,3-7")
	if _, _, ok := cube.CanonicalLimit(2); ok {
		t.Error("the cube's search fits in 2 nodes?")
	}
	c, _, ok := cube.CanonicalLimit(-1)
	d, _ := cube.Canonical()
	if !ok || !c.Equal(d) {
		t.Error("CanonicalLimit(-1) differs from Canonical")
	}
}

// TestAppendKeyLimit: the tagged key is the canonical form's graph6 when
// the search fits, the graph's own past the bound, equal on relabelled
// copies, different on non-isomorphic graphs, and never longer than
// KeyLimitLen.
func TestAppendKeyLimit(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 300 {
		n := r.IntN(MaxOrder + 1)
		g := random(r, n, r.Float64())
		k := string(g.AppendKeyLimit(nil, -1))
		c, _ := g.Canonical()
		if len(k) > KeyLimitLen(n) || k[0] != 'c' || k[1:] != string(c.appendPacked(nil)) {
			t.Fatalf("key of %s: %q (limit %d)", g, k, KeyLimitLen(n))
		}
		p := r.Perm(n)
		h, err := g.Permute(p)
		if err != nil {
			t.Fatal(err)
		}
		if hk := string(h.AppendKeyLimit(nil, -1)); hk != k {
			t.Fatalf("relabelled %s: key %q, want %q", g, hk, k)
		}
		if n >= 2 {
			e := random(r, n, 0.5)
			if (string(e.AppendKeyLimit(nil, -1)) == k) != Isomorphic(e, g) {
				t.Fatalf("keys of %s and %s disagree with Isomorphic", g, e)
			}
		}
	}
	cube, _ := ParseEdges("0-1,1-3,3-2,2-0,4-5,5-7,7-6,6-4,0-4,1-5,2-6,3-7")
	if k := string(cube.AppendKeyLimit([]byte("x"), 2)); k != "xl"+string(cube.appendPacked(nil)) {
		t.Errorf("the cube past 2 nodes: %q, want its own adjacency tagged l", k)
	}
	// The tag, the order, ⌈n(n−1)/16⌉ bytes: 64 vertices in the 254 bytes
	// of decomp.MaxKeyLen.
	for n, want := range map[int]int{0: 2, 1: 2, 2: 3, 8: 2 + 4, 55: 2 + 186, 56: 2 + 193, 63: 2 + 245, 64: 2 + 252} {
		if got := KeyLimitLen(n); got != want {
			t.Errorf("KeyLimitLen(%d) = %d, want %d", n, got, want)
		}
	}
}

// TestClasses checks Classes against OEIS A000088 for n ≤ 8, that its
// graphs are canonical and pairwise non-isomorphic (distinct forms), and,
// for n ≤ 6, that they are exactly the canonical forms of all labelled
// graphs (allGraphs).
func TestClasses(t *testing.T) {
	a000088 := []int{1, 1, 2, 4, 11, 34, 156, 1044, 12346}
	top := MaxClassesOrder
	if testing.Short() {
		top = 7
	}
	for n := 0; n <= top; n++ {
		cs, err := Classes(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) != a000088[n] {
			t.Errorf("order %d: %d classes, A000088 says %d", n, len(cs), a000088[n])
		}
		forms := map[string]bool{}
		for i, g := range cs {
			c, _ := g.Canonical()
			if g.Order() != n || !c.Equal(g) || forms[g.Graph6()] || i > 0 && cs[i-1].Graph6() >= g.Graph6() {
				t.Fatalf("order %d: class %d, %s, is not a new canonical form in order", n, i, g)
			}
			forms[g.Graph6()] = true
		}
		if n <= 6 {
			labelled := map[string]bool{}
			allGraphs(n, func(g *Graph) {
				c, _ := g.Canonical()
				labelled[c.Graph6()] = true
			})
			if len(labelled) != len(forms) {
				t.Errorf("order %d: %d canonical forms of labelled graphs, %d classes", n, len(labelled), len(forms))
			}
			for f := range labelled {
				if !forms[f] {
					t.Errorf("order %d: %s missing from Classes", n, f)
				}
			}
		}
	}
	for _, n := range []int{-1, MaxClassesOrder + 1} {
		if _, err := Classes(n); err == nil {
			t.Errorf("Classes(%d) accepted", n)
		}
	}
}

func BenchmarkClasses8(b *testing.B) {
	for b.Loop() {
		if _, err := Classes(8); err != nil {
			b.Fatal(err)
		}
	}
}

// TestKeyScheme: a Keyer's key reads as Keyer.KeyScheme says: 'c' for a
// graph isomorphic to the one keyed or 'l' for the graph itself, its
// order, then its upper triangle in graph6's order, eight bits a byte,
// high bit first (decoded here with no code of the package's).
func TestKeyScheme(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for i := range 300 {
		g := random(r, r.IntN(MaxOrder+1), r.Float64())
		k := Keyer{}.AppendKey(nil, g)
		if i%3 == 0 {
			k = g.AppendKeyLimit(nil, 1) // past the bound, when the search needs more than one node
		}
		n := int(k[1])
		if n != g.Order() || len(k) != 2+(n*(n-1)/2+7)/8 {
			t.Fatalf("%s: key %q of order %d and %d bytes", g, k, n, len(k))
		}
		h, _ := New(n)
		bit := 0
		for v := 1; v < n; v++ {
			for u := range v {
				if k[2+bit/8]>>(7-bit%8)&1 == 1 {
					h.AddEdge(u, v)
				}
				bit++
			}
		}
		switch k[0] {
		case 'c':
			if !Isomorphic(g, h) {
				t.Fatalf("%s: key %q names a graph not isomorphic to it", g, k)
			}
		case 'l':
			if h.Graph6() != g.Graph6() {
				t.Fatalf("%s: key %q names another graph", g, k)
			}
		default:
			t.Fatalf("%s: key %q tagged %q", g, k, k[0])
		}
	}
}

// BenchmarkCanonical: the canonical form of random graphs of 16, 32 and
// 48 vertices and mean degree 3, and of the grid 7×7 (a refinement from
// one cell, then a search of a few nodes: the cost of the graph games'
// keys, about half of a Node Kayles node).
func BenchmarkCanonical(b *testing.B) {
	grid, _ := Grid(7, 7)
	for _, c := range []struct {
		name string
		gs   []*Graph
	}{
		{"gnp16", randomGraphs(16, 3)},
		{"gnp32", randomGraphs(32, 3)},
		{"gnp48", randomGraphs(48, 3)},
		{"grid7x7", []*Graph{grid}},
	} {
		b.Run(c.name, func(b *testing.B) {
			i := 0
			for b.Loop() {
				c.gs[i%len(c.gs)].Canonical()
				i++
			}
		})
	}
}

// randomGraphs returns 64 random graphs of n vertices and mean degree d.
func randomGraphs(n int, d float64) []*Graph {
	r := rand.New(rand.NewPCG(uint64(n), 7))
	gs := make([]*Graph, 64)
	for i := range gs {
		gs[i] = random(r, n, d/float64(n-1))
	}
	return gs
}

// plainRefine is the definition of refine's result as a set partition:
// split cells by their counts of neighbours in any cell until no cell
// splits (the coarsest equitable refinement), rescanning everything
// after each split (O(n³) a refinement: until 6 December 2026 the
// package's own).
func plainRefine(g *Graph, cells []Set) []Set {
	out := slices.Clone(cells)
	for changed := true; changed; {
		changed = false
		for _, s := range out {
			for xi, x := range out {
				byCount := map[int]Set{}
				for a := x; a != 0; a &= a - 1 {
					v := a & -a
					byCount[bitsCount(g.adj[trailing(v)]&s)] |= v
				}
				if len(byCount) > 1 {
					var parts []Set
					for k := 0; k <= MaxOrder; k++ {
						if p, ok := byCount[k]; ok {
							parts = append(parts, p)
						}
					}
					out = slices.Replace(out, xi, xi+1, parts...)
					changed = true
					break
				}
			}
			if changed {
				break
			}
		}
	}
	return out
}

// TestRefine checks refine against plainRefine on random graphs and
// ordered partitions: the same cells (refine's are equitable and as
// coarse), with every cell as the first splitters and, after a vertex of
// an equitable partition is individualised, with the new cell alone; and
// refine commutes with relabelling (the ordered result of the relabelled
// input is the relabelled result), which the canonical form rests on.
func TestRefine(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	sorted := func(cells []Set) []Set { c := slices.Clone(cells); slices.Sort(c); return c }
	for range 2000 {
		n := 1 + r.IntN(24)
		g := random(r, n, r.Float64())
		// A random ordered partition of the vertices.
		k := 1 + r.IntN(n)
		cellOf := make([]Set, k)
		for v := range n {
			cellOf[r.IntN(k)] |= 1 << v
		}
		cells := slices.DeleteFunc(cellOf, func(c Set) bool { return c == 0 })
		got := g.refine(cells, cells)
		if want := plainRefine(g, cells); !slices.Equal(sorted(got), sorted(want)) {
			t.Fatalf("%s: refine(%x) = %x, want the cells of %x", g, cells, got, want)
		}
		// Relabelled: the same ordered result, relabelled.
		p := r.Perm(n)
		h, _ := g.Permute(p)
		move := func(c Set) Set {
			var d Set
			for a := c; a != 0; a &= a - 1 {
				d |= 1 << p[trailing(a&-a)]
			}
			return d
		}
		pc := make([]Set, len(cells))
		for i, c := range cells {
			pc[i] = move(c)
		}
		hr := h.refine(pc, pc)
		for i := range got {
			if hr[i] != move(got[i]) {
				t.Fatalf("%s: refine does not commute with relabelling: %x, relabelled %x", g, got, hr)
			}
		}
		// Individualise a vertex of a non-singleton cell of the equitable
		// partition: the new cell alone as splitter gives the same cells.
		for i, c := range got {
			if c&(c-1) == 0 {
				continue
			}
			v := c & -c
			next := slices.Concat(got[:i], []Set{v, c &^ v}, got[i+1:])
			fast := g.refine(next, next[i:i+1])
			if want := plainRefine(g, next); !slices.Equal(sorted(fast), sorted(want)) {
				t.Fatalf("%s: after individualising %x: %x, want the cells of %x", g, v, fast, want)
			}
			break
		}
	}
}

func bitsCount(s Set) int { return bits.OnesCount64(s) }
func trailing(s Set) int  { return bits.TrailingZeros64(s) }
