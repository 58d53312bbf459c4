package graphs

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/simple"
)

// MaxOrder is the largest number of vertices of a Graph: a vertex's
// neighbourhood is one 64-bit word.
const MaxOrder = 64

// ErrTooManyVertices is returned (wrapped) for a graph of more than
// MaxOrder vertices.
var ErrTooManyVertices = errors.New("more than 64 vertices")

// A Set is a set of vertices 0..63, bit v for vertex v.
type Set = uint64

// A Graph is a simple undirected graph on the vertices 0, …, n−1 (n ≤
// MaxOrder), stored as one neighbourhood word per vertex: O(n) memory,
// O(1) adjacency tests. The zero Graph has no vertex. Graphs are values
// that the functions of this package never modify once built.
type Graph struct {
	n   int
	adj []Set
}

// New returns the graph of n vertices and no edge, or an error when n is
// negative or more than MaxOrder.
func New(n int) (*Graph, error) {
	if n < 0 {
		return nil, fmt.Errorf("graphs: negative order %d", n)
	}
	if n > MaxOrder {
		return nil, fmt.Errorf("graphs: %w: order %d", ErrTooManyVertices, n)
	}
	return &Graph{n: n, adj: make([]Set, n)}, nil
}

// Order returns the number of vertices.
func (g *Graph) Order() int {
	if g == nil {
		return 0
	}
	return g.n
}

// Size returns the number of edges.
func (g *Graph) Size() int {
	m := 0
	for _, a := range g.adj {
		m += bits.OnesCount64(a)
	}
	return m / 2
}

// Vertices returns the set of all vertices.
func (g *Graph) Vertices() Set {
	if g.n == 64 {
		return ^Set(0)
	}
	return Set(1)<<g.n - 1
}

// AddEdge adds the edge uv; it returns an error for a vertex out of range
// or a loop (u = v). Adding an edge twice is allowed and changes nothing.
func (g *Graph) AddEdge(u, v int) error {
	if u < 0 || u >= g.n || v < 0 || v >= g.n {
		return fmt.Errorf("graphs: edge %d-%d: vertex out of range 0..%d", u, v, g.n-1)
	}
	if u == v {
		return fmt.Errorf("graphs: edge %d-%d: loop", u, v)
	}
	g.adj[u] |= 1 << v
	g.adj[v] |= 1 << u
	return nil
}

// HasEdge reports whether u and v are adjacent.
func (g *Graph) HasEdge(u, v int) bool {
	return u >= 0 && u < g.n && v >= 0 && v < g.n && g.adj[u]>>v&1 == 1
}

// Neighbours returns the set of neighbours of v.
func (g *Graph) Neighbours(v int) Set { return g.adj[v] }

// Degree returns the number of neighbours of v.
func (g *Graph) Degree(v int) int { return bits.OnesCount64(g.adj[v]) }

// Edges returns the edges as pairs u < v in increasing order.
func (g *Graph) Edges() [][2]int {
	var e [][2]int
	for u := range g.n {
		for a := g.adj[u] &^ (Set(1)<<(u+1) - 1); a != 0; a &= a - 1 {
			e = append(e, [2]int{u, bits.TrailingZeros64(a)})
		}
	}
	return e
}

// Equal reports whether g and h have the same vertices and edges (as
// labelled graphs; use Canonical to compare up to isomorphism).
func (g *Graph) Equal(h *Graph) bool { return g.n == h.n && slices.Equal(g.adj, h.adj) }

// String returns the edge list, as ParseEdges reads it, with the order
// first: "4: 0-1,1-2,2-3".
func (g *Graph) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:", g.n)
	for i, e := range g.Edges() {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%d-%d", e[0], e[1])
	}
	return b.String()
}

// Induced returns the subgraph induced by the vertices of s, relabelled
// 0, 1, … in increasing order of their labels in g: vertex u of s becomes
// the number of vertices of s below it. O(|s| + edges of the subgraph).
func (g *Graph) Induced(s Set) *Graph {
	s &= g.Vertices()
	h := &Graph{}
	g.induce(h, s, make([]Set, bits.OnesCount64(s)))
	return h
}

// AppendInduced appends to dst the subgraphs induced by each of sets, as
// Induced, in one allocation for all their rows and one for the graphs
// (a search's options: Induced's two allocations an option were a tenth
// of Node Kayles' time). The graphs share those arrays, so memory is
// freed when all of them are unreachable. O(|sets| + Σ(|s| + edges)).
func (g *Graph) AppendInduced(dst []*Graph, sets ...Set) []*Graph {
	all, total := g.Vertices(), 0
	for _, s := range sets {
		total += bits.OnesCount64(s & all)
	}
	rows := make([]Set, total)
	hs := make([]Graph, len(sets))
	for i, s := range sets {
		s &= all
		k := bits.OnesCount64(s)
		g.induce(&hs[i], s, rows[:k:k])
		rows = rows[k:]
		dst = append(dst, &hs[i])
	}
	return dst
}

// induce makes h the subgraph induced by s (a subset of g's vertices),
// its rows in adj (of len |s|).
func (g *Graph) induce(h *Graph, s Set, adj []Set) {
	h.n, h.adj = len(adj), adj
	i := 0
	for a := s; a != 0; a &= a - 1 {
		var row Set
		for b := g.adj[bits.TrailingZeros64(a)] & s; b != 0; b &= b - 1 {
			row |= 1 << bits.OnesCount64(s&(b&-b-1))
		}
		adj[i] = row
		i++
	}
}

// Permute returns the graph with vertex v renamed p[v]; p must be a
// permutation of 0..n−1.
func (g *Graph) Permute(p []int) (*Graph, error) {
	if len(p) != g.n {
		return nil, fmt.Errorf("graphs: permutation of %d elements for a graph of order %d", len(p), g.n)
	}
	var seen Set
	for _, x := range p {
		if x < 0 || x >= g.n || seen>>x&1 == 1 {
			return nil, fmt.Errorf("graphs: %v is not a permutation of 0..%d", p, g.n-1)
		}
		seen |= 1 << x
	}
	h := &Graph{n: g.n, adj: make([]Set, g.n)}
	for u := range g.n {
		for a := g.adj[u]; a != 0; a &= a - 1 {
			h.adj[p[u]] |= 1 << p[bits.TrailingZeros64(a)]
		}
	}
	return h, nil
}

// Components returns the vertex sets of the connected components of g in
// increasing order of their least vertex. O(n + m) word operations.
func (g *Graph) Components() []Set {
	return g.AppendComponents(nil, g.Vertices())
}

// AppendComponents appends to dst the connected components of the
// subgraph induced by s, in increasing order of their least vertex.
func (g *Graph) AppendComponents(dst []Set, s Set) []Set {
	for s != 0 {
		c := s & -s
		frontier := c
		for frontier != 0 {
			v := bits.TrailingZeros64(frontier)
			frontier &= frontier - 1
			nb := g.adj[v] & s &^ c
			c |= nb
			frontier |= nb
		}
		dst = append(dst, c)
		s &^= c
	}
	return dst
}

// Connected reports whether g is connected (the graph with no vertex is).
func (g *Graph) Connected() bool { return g.n == 0 || len(g.Components()) == 1 }

// Undirected returns g as a gonum graph whose node IDs are the vertices.
func (g *Graph) Undirected() *simple.UndirectedGraph {
	u := simple.NewUndirectedGraph()
	for v := range g.n {
		u.AddNode(simple.Node(v))
	}
	for _, e := range g.Edges() {
		u.SetEdge(simple.Edge{F: simple.Node(e[0]), T: simple.Node(e[1])})
	}
	return u
}

// FromUndirected returns the Graph of a gonum undirected graph whose node
// IDs are 0, …, n−1 for some n ≤ MaxOrder; other IDs and self loops are
// errors.
func FromUndirected(u graph.Undirected) (*Graph, error) {
	nodes := graph.NodesOf(u.Nodes())
	g, err := New(len(nodes))
	if err != nil {
		return nil, err
	}
	for _, x := range nodes {
		if x.ID() < 0 || x.ID() >= int64(len(nodes)) {
			return nil, fmt.Errorf("graphs: node ID %d of a graph of %d nodes: IDs must be 0..%d", x.ID(), len(nodes), len(nodes)-1)
		}
	}
	for _, x := range nodes {
		for _, y := range graph.NodesOf(u.From(x.ID())) {
			if err := g.AddEdge(int(x.ID()), int(y.ID())); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}
