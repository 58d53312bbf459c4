package graphs

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteMirror reports whether g has a mirror, trying every perfect
// matching of its vertices as the involution.
func bruteMirror(g *Graph) bool {
	if g.n%2 == 1 {
		return false // an involution with no fixed vertex pairs them all
	}
	p := make([]int, g.n)
	for v := range p {
		p[v] = -1
	}
	var try func() bool
	try = func() bool {
		v := slices.Index(p, -1)
		if v < 0 {
			return g.IsMirror(p)
		}
		for w := v + 1; w < g.n; w++ {
			if p[w] != -1 || g.HasEdge(v, w) {
				continue
			}
			p[v], p[w] = w, v
			if try() {
				return true
			}
			p[v], p[w] = -1, -1
		}
		return false
	}
	return try()
}

// TestFindMirror checks FindMirror against the brute force on every
// labelled graph of up to 6 vertices and random graphs of 8 and 10
// (dense, sparse, unions of copies of one graph): a mirror it returns is
// one, and it finds one whenever the graph has one; and on the families
// the symmetry strategy covers (even×even grids, prisms, hypercubes,
// GP(2k, j)) at their largest.
func TestFindMirror(t *testing.T) {
	check := func(g *Graph) {
		t.Helper()
		p, ok := g.FindMirror()
		if ok && !g.IsMirror(p) {
			t.Fatalf("%s: FindMirror gave %v, not a mirror", g, p)
		}
		if want := bruteMirror(g); ok != want {
			t.Fatalf("%s: FindMirror found a mirror: %v; the brute force: %v", g, ok, want)
		}
	}
	for n := range 7 {
		allGraphs(n, check)
	}
	r := rand.New(rand.NewPCG(41, 42))
	for range 3000 {
		n := 8 + 2*r.IntN(2)
		g := random(r, n, r.Float64())
		check(g)
		// Two copies of a graph of n/2 vertices, one relabelled, maybe
		// joined by a matching between the copies (a prism-like graph).
		h := random(r, n/2, r.Float64())
		u, _ := New(n)
		perm := r.Perm(n / 2)
		for _, e := range h.Edges() {
			u.AddEdge(e[0], e[1])
			u.AddEdge(n/2+perm[e[0]], n/2+perm[e[1]])
		}
		if r.IntN(2) == 0 {
			for v := range n / 2 {
				if r.IntN(2) == 0 {
					u.AddEdge(v, n/2+perm[(v+1)%(n/2)])
				}
			}
		}
		w, _ := u.Permute(r.Perm(n))
		check(w)
	}
	for _, f := range []func() (*Graph, error){
		func() (*Graph, error) { return Grid(8, 8) },
		func() (*Graph, error) { return Grid(2, 32) },
		func() (*Graph, error) { return Grid(4, 6) },
		func() (*Graph, error) { return Prism(32) },
		func() (*Graph, error) { return Hypercube(6) },
		func() (*Graph, error) { return Petersen(32, 5) },
	} {
		g, err := f()
		if err != nil {
			t.Fatal(err)
		}
		if p, ok := g.FindMirror(); !ok || !g.IsMirror(p) {
			t.Errorf("%s: no mirror found", g)
		}
	}
}

// BenchmarkFindMirror: the root's test on graphs of 64 vertices: K64 (a
// group of 64! elements, no mirror), the hypercube Q6 and the 8×8 grid
// (mirrors) and a random graph (no symmetry).
func BenchmarkFindMirror(b *testing.B) {
	k64, _ := Complete(64)
	q6, _ := Hypercube(6)
	grid, _ := Grid(8, 8)
	gnp := random(rand.New(rand.NewPCG(1, 2)), 64, 3.0/63)
	for _, c := range []struct {
		name string
		g    *Graph
	}{{"K64", k64}, {"Q6", q6}, {"grid8x8", grid}, {"gnp64", gnp}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.g.FindMirror()
			}
		})
	}
}
