package graphs

import (
	"cmp"
	"math/bits"
	"slices"
)

// Canonical returns the canonical form of g and the relabelling that gives
// it: c = g.Permute(p), and c is equal (as a labelled graph) for any two
// isomorphic graphs. See the package comment for the method; a connected
// component is searched on its own and the components' forms are placed in
// increasing order of (order, form), so a union of equal components costs
// one search each, not their product.
//
// Cost: one refinement costs O(n²) word operations (refine); the search
// tree has one node for most graphs and can be exponential only for highly
// symmetric connected graphs that twin pruning does not reduce.
// CanonicalLimit bounds it.
func (g *Graph) Canonical() (c *Graph, p []int) {
	c, p, _ = g.CanonicalLimit(-1)
	return c, p
}

// CanonicalLimit is Canonical with a bound on the search: when a
// component's search tree would exceed maxNodes nodes (no bound when
// maxNodes < 0), it returns g, the identity and ok = false, so that a
// caller can fall back on the labelled graph (an exact but not
// symmetry-reduced key).
func (g *Graph) CanonicalLimit(maxNodes int64) (c *Graph, p []int, ok bool) {
	parts, ok := g.componentForms(maxNodes, false)
	if !ok {
		id := make([]int, g.n)
		for v := range id {
			id[v] = v
		}
		return g, id, false
	}
	p = make([]int, g.n)
	k := 0
	for _, pt := range parts {
		for _, v := range pt.lab {
			p[v] = k
			k++
		}
	}
	c, _ = g.Permute(p)
	return c, p, true
}

// A componentForm is the canonical form of a connected component.
type componentForm struct {
	lab  []int // lab[i]: the vertex of g at position i of the component's form
	rows []Set // the form's adjacency, on 0..len(lab)−1 (rowsOf(lab))
	// autos are automorphisms of the component (fixing every other
	// vertex) that its search met: two leaves of equal strings, and,
	// when asked for, the transpositions of the twins it pruned.
	autos [][]int
}

// componentForms returns the canonical forms of g's components in
// increasing order of (order, form), each searched within maxNodes nodes
// (no bound when negative; ok = false when one exceeds it), with the
// twins' transpositions among their autos when twins is set.
func (g *Graph) componentForms(maxNodes int64, twins bool) (forms []componentForm, ok bool) {
	comps := g.Components()
	forms = make([]componentForm, len(comps))
	for i, s := range comps {
		k := bits.OnesCount64(s)
		if k <= 2 {
			// One vertex or one edge: every labelling is the same.
			lab := make([]int, 0, k)
			for a := s; a != 0; a &= a - 1 {
				lab = append(lab, bits.TrailingZeros64(a))
			}
			forms[i] = componentForm{lab: lab, rows: g.rowsOf(lab)}
			continue
		}
		cs := &canonSearch{g: g, limit: maxNodes, lab: make([]int, 0, k), rows: make([]Set, k)}
		if twins {
			cs.twins = &twinGens{}
		}
		cells := []Set{s}
		if !cs.search(cells, cells) {
			return nil, false
		}
		forms[i] = componentForm{lab: cs.bestLab, rows: cs.best, autos: cs.autos} // the best leaf's rows are rowsOf(bestLab)
		if twins {
			forms[i].autos = append(forms[i].autos, cs.twins.gens...)
		}
	}
	slices.SortStableFunc(forms, compareForms)
	return forms, true
}

// compareForms orders component forms by order, then form.
func compareForms(a, b componentForm) int {
	if c := cmp.Compare(len(a.lab), len(b.lab)); c != 0 {
		return c
	}
	return slices.Compare(a.rows, b.rows)
}

// AppendKey appends the graph6 string of g's canonical form: equal keys
// exactly for isomorphic graphs.
func (g *Graph) AppendKey(dst []byte) []byte {
	c, _ := g.Canonical()
	return c.AppendGraph6(dst)
}

// AppendKeyLimit appends a key of g for a transposition table: 'c' and
// the packed adjacency (appendPacked) of g's canonical form when the
// canonical search finishes within maxNodes nodes (CanonicalLimit), else
// 'l' and g's own. Equal keys mean isomorphic graphs either way, and
// isomorphic graphs get equal keys unless a search gave up.
func (g *Graph) AppendKeyLimit(dst []byte, maxNodes int64) []byte {
	c, _, ok := g.CanonicalLimit(maxNodes)
	if !ok {
		return g.appendPacked(append(dst, 'l'))
	}
	return c.appendPacked(append(dst, 'c'))
}

// appendPacked appends g's order as one byte and the bits of its upper
// triangle in graph6's order (for v = 1 … n−1, for u = 0 … v−1, the edge
// uv), eight to a byte, the first in the high bit, the last byte padded
// with zeros: graph6's bits without its six-bit bytes, so that a graph of
// 64 vertices takes 1 + 252 bytes (graph6: 4 + 336) and its key fits the
// decomp table's slots (until 6 December 2026 graph6 was the key, and
// graphs of more than 55 vertices were not stored: Arc Kayles on K58 took
// 40 times K57's time). O(n²).
func (g *Graph) appendPacked(dst []byte) []byte {
	return g.appendTriangle(append(dst, byte(g.n)), 8, 0)
}

// KeyLimitLen is the longest key AppendKeyLimit gives a graph of at most
// n vertices: the tag, the order and ⌈n(n−1)/16⌉ bytes of edges (254 for
// 64 vertices, decomp.MaxKeyLen).
func KeyLimitLen(n int) int {
	return 2 + (n*(n-1)/2+7)/8
}

// Isomorphic reports whether g and h are isomorphic.
func Isomorphic(g, h *Graph) bool {
	if g.n != h.n || g.Size() != h.Size() {
		return false
	}
	a, _ := g.Canonical()
	b, _ := h.Canonical()
	return a.Equal(b)
}

// rowsOf returns the adjacency of the labelling lab in the order the
// canonical search compares it: row i holds, for j < i, the bit of the
// edge lab[i]-lab[j] at position i−1−j, so that comparing the rows
// i = 1, 2, … as integers compares graph6's bit strings.
func (g *Graph) rowsOf(lab []int) []Set {
	return g.appendRows(make([]Set, 0, len(lab)), lab)
}

// appendRows appends rowsOf(lab) to dst.
func (g *Graph) appendRows(dst []Set, lab []int) []Set {
	dst = slices.Grow(dst, len(lab))
	rows := dst[len(dst) : len(dst)+len(lab)]
	if len(rows) > 0 {
		rows[0] = 0
	}
	for i := 1; i < len(lab); i++ {
		a := g.adj[lab[i]]
		var r Set
		for j := range i {
			r |= (a >> lab[j] & 1) << (i - 1 - j)
		}
		rows[i] = r
	}
	return dst[:len(dst)+len(lab)]
}

type canonSearch struct {
	g       *Graph
	limit   int64 // nodes allowed; < 0: no limit
	nodes   int64
	best    []Set // rows of the best labelling so far (nil: none yet)
	rows    []Set // scratch for a leaf's rows
	bestLab []int
	lab     []int
	path    []int   // the vertices individualised on the way to the current node
	autos   [][]int // automorphisms found (γ[v] is v's image), at most maxAutos
	// twins, when not nil, collects the automorphisms twin pruning
	// implies (FindMirror's generators, with autos).
	twins *twinGens
}

// twinGens are the transpositions of consecutive vertices of each cell
// of mutual twins a canonical search branches on, each once.
type twinGens struct {
	gens [][]int
	seen [MaxOrder]Set // seen[u] has v when (u v) is in gens
}

// maxAutos bounds the automorphisms kept for pruning; more are dropped,
// which only prunes less.
const maxAutos = 2 * MaxOrder

// search explores the subtree of the ordered partition cells (of one
// connected component) and reports false when the node limit was hit.
//
// Pruning by automorphisms (as in nauty): an automorphism γ found so far
// that fixes every vertex individualised on the path to this node fixes
// the node's partition (refinement commutes with relabelling), so it maps
// the subtree of child v onto that of child γ(v), whose leaves have the
// same strings; a child in the orbit of an explored one, under the group
// such automorphisms generate, is skipped. Twins are the special case
// known before any leaf: when the cell consists of mutual twins, every
// permutation of it is such an automorphism.
//
// splitters are refine's first splitters: every cell at the root, the
// cell of the vertex individualised below it.
func (cs *canonSearch) search(cells, splitters []Set) bool {
	cs.nodes++
	if cs.limit >= 0 && cs.nodes > cs.limit {
		return false
	}
	cells = cs.g.refine(cells, splitters)
	target := -1
	for i, c := range cells {
		if k := bits.OnesCount64(c); k > 1 && (target < 0 || k < bits.OnesCount64(cells[target])) {
			target = i
		}
	}
	if target < 0 {
		cs.leaf(cells)
		return true
	}
	cell := cells[target]
	twins := cs.g.twins(cell)
	if twins && cs.twins != nil {
		tg := cs.twins
		for a := cell; a&(a-1) != 0; a &= a - 1 {
			u, v := bits.TrailingZeros64(a), bits.TrailingZeros64(a&(a-1))
			if tg.seen[u]>>v&1 == 1 {
				continue // met at an ancestor's cell of twins
			}
			tg.seen[u] |= 1 << v
			γ := make([]int, cs.g.n)
			for x := range γ {
				γ[x] = x
			}
			γ[u], γ[v] = v, u
			tg.gens = append(tg.gens, γ)
		}
	}
	next := make([]Set, len(cells)+1)
	var done Set
	for a := cell; a != 0; a &= a - 1 {
		v := a & -a
		if done != 0 && cs.orbit(bits.TrailingZeros64(v))&done != 0 {
			continue
		}
		copy(next, cells[:target])
		next[target] = v
		next[target+1] = cell &^ v
		copy(next[target+2:], cells[target+1:])
		cs.path = append(cs.path, bits.TrailingZeros64(v))
		ok := cs.search(next, next[target:target+1])
		cs.path = cs.path[:len(cs.path)-1]
		if !ok {
			return false
		}
		done |= v
		if twins {
			break
		}
	}
	return true
}

// orbit returns the orbit of v under the automorphisms found that fix
// the current path pointwise.
func (cs *canonSearch) orbit(v int) Set {
	var use [][]int
	for _, γ := range cs.autos {
		fixes := true
		for _, x := range cs.path {
			if γ[x] != x {
				fixes = false
				break
			}
		}
		if fixes {
			use = append(use, γ)
		}
	}
	orb := Set(1) << v
	for frontier := orb; frontier != 0; {
		x := bits.TrailingZeros64(frontier)
		frontier &= frontier - 1
		for _, γ := range use {
			if y := Set(1) << γ[x]; orb&y == 0 {
				orb |= y
				frontier |= y
			}
		}
	}
	return orb
}

// leaf compares the labelling of the discrete partition cells with the
// best so far; an equal one gives an automorphism.
func (cs *canonSearch) leaf(cells []Set) {
	cs.lab = cs.lab[:0]
	for _, c := range cells {
		cs.lab = append(cs.lab, bits.TrailingZeros64(c))
	}
	rows := cs.g.appendRows(cs.rows[:0], cs.lab)
	switch c := slices.Compare(rows, cs.best); {
	case cs.best == nil || c < 0:
		// The best so far's buffers are the next leaf's scratch.
		cs.best, cs.rows = rows, cs.best
		if cs.rows == nil {
			cs.rows = make([]Set, len(rows))
		}
		cs.bestLab = append(cs.bestLab[:0], cs.lab...)
	case c == 0 && len(cs.autos) < maxAutos:
		γ := make([]int, cs.g.n)
		for v := range γ {
			γ[v] = v
		}
		for i, v := range cs.bestLab {
			γ[v] = cs.lab[i]
		}
		cs.autos = append(cs.autos, γ)
	}
}

// twins reports whether the vertices of s are pairwise twins: equal
// neighbourhoods apart from each other. Then every permutation of s is an
// automorphism of g.
func (g *Graph) twins(s Set) bool {
	for a := s; a != 0; a &= a - 1 {
		u := bits.TrailingZeros64(a)
		for b := a & (a - 1); b != 0; b &= b - 1 {
			v := bits.TrailingZeros64(b)
			if g.adj[u]&^(1<<v) != g.adj[v]&^(1<<u) {
				return false
			}
		}
	}
	return true
}

// refine returns the coarsest equitable refinement of the ordered
// partition cells obtained by colour refinement, with the cells of queue
// as the first splitters: for each splitter S in turn (first in, first
// out), every cell X (in order) whose vertices have different numbers of
// neighbours in S is replaced, in place, by its parts in increasing order
// of that number, and the parts but the first largest join the splitters
// (Hopcroft's rule: X's own counts are known, being those of an earlier
// splitter or of one still queued, so the largest part's follow from the
// others'). The result depends only on the graph, the ordered partition
// and the queue, not on the labels. queue must hold every cell (the root)
// or, for a partition refined before and then split (a vertex
// individualised), the new cell alone: the others' counts are uniform.
// O(n) word operations a splitter, at most 2n splitters: O(n²).
func (g *Graph) refine(cells, queue []Set) []Set {
	var all Set
	for _, c := range cells {
		all |= c
	}
	size := bits.OnesCount64(all)
	out := make([]Set, len(cells), max(len(cells), size)) // a cell a vertex at most
	copy(out, cells)
	// Each split adds to the queue fewer sets than it adds cells, and
	// there are at most MaxOrder cells.
	var qbuf [2 * MaxOrder]Set
	q := append(qbuf[:0], queue...)
	var count [MaxOrder + 1]Set
	var parts [MaxOrder]Set
	for head := 0; head < len(q) && len(out) < size; head++ {
		s := q[head]
		for xi := 0; xi < len(out); xi++ {
			x := out[xi]
			if x&(x-1) == 0 {
				continue
			}
			lo, hi := MaxOrder+1, -1
			for a := x; a != 0; a &= a - 1 {
				v := bits.TrailingZeros64(a)
				k := bits.OnesCount64(g.adj[v] & s)
				count[k] |= 1 << v
				lo, hi = min(lo, k), max(hi, k)
			}
			if lo == hi {
				count[lo] = 0
				continue
			}
			np, largest := 0, 0
			for k := lo; k <= hi; k++ {
				if count[k] != 0 {
					parts[np] = count[k]
					count[k] = 0
					if bits.OnesCount64(parts[np]) > bits.OnesCount64(parts[largest]) {
						largest = np
					}
					np++
				}
			}
			n := len(out)
			out = out[:n+np-1]
			copy(out[xi+np:], out[xi+1:n])
			copy(out[xi:], parts[:np])
			for i, p := range parts[:np] {
				if i != largest {
					q = append(q, p)
				}
			}
			xi += np - 1
		}
	}
	return out
}
