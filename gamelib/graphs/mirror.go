package graphs

// IsMirror reports whether p is a mirror of g: an automorphism of g
// (p[v] is v's image) that is an involution and moves every vertex to a
// vertex neither equal nor adjacent to it. A graph with a mirror has
// nimber 0 in Node Kayles and in Arc Kayles, by the symmetry strategy
// (Winning Ways, ch. 2, "Tweedledum and Tweedledee"): the second player
// answers a move at v (at the edge uv) by the move at p[v] (at
// p[u]p[v]), which is still legal since p[v] is neither v nor one of
// its neighbours (p[u], p[v] are neither u nor v), and the position left
// is again invariant under p, with one move fewer. O(n²) bit operations.
func (g *Graph) IsMirror(p []int) bool {
	h, err := g.Permute(p)
	if err != nil || !h.Equal(g) {
		return false
	}
	for v, w := range p {
		if w == v || p[w] != v || g.HasEdge(v, w) {
			return false
		}
	}
	return true
}

// mirrorCanonNodes bounds each canonical search FindMirror makes, and
// mirrorGroup the automorphisms of a component it tries.
const (
	mirrorCanonNodes = 1 << 16
	mirrorGroup      = 1 << 12
)

// FindMirror returns a mirror of g (IsMirror) when it finds one, and
// ok = false otherwise. Isomorphic components are paired, each mapped
// onto its partner by their canonical labellings; a component left
// unpaired (one of each class of odd multiplicity) must have a mirror of
// its own, looked for among the automorphisms its canonical search meets
// (two leaves of equal strings, and the transpositions of the twins it
// prunes) and their products, at most mirrorGroup of them. The test is
// sufficient, not a decision: ok = false when a component's search or
// group exceeds its bounds, or when those automorphisms do not generate
// a mirror that g has. Every mirror returned is checked by IsMirror.
// Cost: the canonical searches, and O(mirrorGroup · n · generators) for
// the products.
func (g *Graph) FindMirror() (p []int, ok bool) {
	cs, ok := g.componentForms(mirrorCanonNodes, true)
	if !ok {
		return nil, false
	}
	p = make([]int, g.n)
	for i := 0; i < len(cs); {
		j := i + 1
		for j < len(cs) && compareForms(cs[j], cs[i]) == 0 {
			j++
		}
		// cs[i:j] are isomorphic: pair them, and find a mirror of the
		// last one when they are odd in number (a vertex or an edge has
		// none of its own: an edge's swap maps a vertex to its neighbour).
		for a := i; a+1 < j; a += 2 {
			for x, v := range cs[a].lab {
				w := cs[a+1].lab[x]
				p[v], p[w] = w, v
			}
		}
		if (j-i)%2 == 1 {
			m, ok := g.componentMirror(cs[j-1].lab, cs[j-1].autos)
			if !ok {
				return nil, false
			}
			for _, v := range cs[j-1].lab {
				p[v] = m[v]
			}
		}
		i = j
	}
	if !g.IsMirror(p) {
		return nil, false // not reached: pairs and mirrors are mirrors
	}
	return p, true
}

// componentMirror looks for a mirror of the component of the vertices
// comp among the products of the automorphisms gens (each a permutation
// of g's vertices fixing every vertex outside comp), at most mirrorGroup
// of them: the group they generate, breadth first from the generators.
func (g *Graph) componentMirror(comp []int, gens [][]int) ([]int, bool) {
	isMirror := func(e []int) bool {
		for _, v := range comp {
			w := e[v]
			if w == v || e[w] != v || g.adj[v]>>w&1 == 1 {
				return false
			}
		}
		return true
	}
	key := func(e []int) string {
		b := make([]byte, len(comp))
		for i, v := range comp {
			b[i] = byte(e[v])
		}
		return string(b)
	}
	seen := map[string]bool{}
	var queue [][]int
	for _, γ := range gens {
		if k := key(γ); !seen[k] {
			seen[k] = true
			queue = append(queue, γ)
		}
	}
	for head := 0; head < len(queue); head++ {
		e := queue[head]
		if isMirror(e) {
			return e, true
		}
		for _, γ := range gens {
			if len(seen) >= mirrorGroup {
				break
			}
			f := make([]int, len(e))
			for v := range f {
				f[v] = γ[e[v]]
			}
			if k := key(f); !seen[k] {
				seen[k] = true
				queue = append(queue, f)
			}
		}
	}
	return nil, false
}
