package graphs

import "fmt"

func checkOrder(name string, n int) error {
	if n < 0 {
		return fmt.Errorf("graphs: %s of negative order %d", name, n)
	}
	if n > MaxOrder {
		return fmt.Errorf("graphs: %s of order %d: %w", name, n, ErrTooManyVertices)
	}
	return nil
}

// Path returns the path P_n: vertices 0..n−1, edges i-(i+1).
func Path(n int) (*Graph, error) {
	if err := checkOrder("path", n); err != nil {
		return nil, err
	}
	g, _ := New(n)
	for i := 1; i < n; i++ {
		g.AddEdge(i-1, i)
	}
	return g, nil
}

// Cycle returns the cycle C_n (n ≥ 3): the path P_n and the edge 0-(n−1).
// For n = 0, 1, 2 there is no simple cycle and Cycle returns P_n, so that
// the family is defined for every n (C₂ would need a double edge).
func Cycle(n int) (*Graph, error) {
	g, err := Path(n)
	if err != nil {
		return nil, err
	}
	if n >= 3 {
		g.AddEdge(0, n-1)
	}
	return g, nil
}

// Grid returns the r×c grid graph P_r □ P_c: vertex i·c+j for row i and
// column j, adjacent to the vertices above, below, left and right.
func Grid(r, c int) (*Graph, error) {
	if r < 0 || c < 0 {
		return nil, fmt.Errorf("graphs: grid %d×%d: negative size", r, c)
	}
	if r != 0 && c > MaxOrder/r {
		return nil, fmt.Errorf("graphs: grid %d×%d: %w", r, c, ErrTooManyVertices)
	}
	g, _ := New(r * c)
	for i := range r {
		for j := range c {
			if j+1 < c {
				g.AddEdge(i*c+j, i*c+j+1)
			}
			if i+1 < r {
				g.AddEdge(i*c+j, (i+1)*c+j)
			}
		}
	}
	return g, nil
}

// Star returns the star K_{1,n}: centre 0 joined to the leaves 1..n.
func Star(n int) (*Graph, error) {
	if err := checkOrder("star", n+1); err != nil {
		return nil, err
	}
	g, _ := New(n + 1)
	for i := 1; i <= n; i++ {
		g.AddEdge(0, i)
	}
	return g, nil
}

// Complete returns the complete graph K_n.
func Complete(n int) (*Graph, error) {
	if err := checkOrder("complete graph", n); err != nil {
		return nil, err
	}
	g, _ := New(n)
	for i := range n {
		g.adj[i] = g.Vertices() &^ (1 << i)
	}
	return g, nil
}

// Tree returns the tree whose vertex i ≥ 1 has parent parent[i−1] < i, a
// tree of len(parent)+1 vertices rooted at 0. Every tree has such a
// labelling (number the vertices in breadth-first order).
func Tree(parent []int) (*Graph, error) {
	if err := checkOrder("tree", len(parent)+1); err != nil {
		return nil, err
	}
	g, _ := New(len(parent) + 1)
	for i, p := range parent {
		if p < 0 || p > i {
			return nil, fmt.Errorf("graphs: tree: parent %d of vertex %d is not in 0..%d", p, i+1, i)
		}
		g.AddEdge(p, i+1)
	}
	return g, nil
}

// Prism returns the prism graph C_n □ K₂ (n ≥ 3): two cycles, vertices
// 0..n−1 and n..2n−1, with the rungs i-(n+i). For n < 3 it returns the
// ladder P_n □ K₂ (Grid(2, n)), as Cycle returns P_n. It is the
// generalised Petersen graph GP(n, 1).
func Prism(n int) (*Graph, error) {
	if n < 3 {
		return Grid(2, max(n, 0))
	}
	return Petersen(n, 1)
}

// Petersen returns the generalised Petersen graph GP(n, k), 1 ≤ k and
// 2k < n: the outer cycle 0..n−1, the spokes i-(n+i) and the inner edges
// (n+i)-(n+(i+k) mod n). GP(5, 2) is the Petersen graph, GP(n, 1) the
// prism.
func Petersen(n, k int) (*Graph, error) {
	if k < 1 || 2*k >= n {
		return nil, fmt.Errorf("graphs: generalised Petersen graph GP(%d, %d): want 1 ≤ k < n/2", n, k)
	}
	if err := checkOrder("generalised Petersen graph", 2*min(n, MaxOrder)); err != nil {
		return nil, err
	}
	g, _ := New(2 * n)
	for i := range n {
		g.AddEdge(i, (i+1)%n)
		g.AddEdge(i, n+i)
		g.AddEdge(n+i, n+(i+k)%n)
	}
	return g, nil
}

// Hypercube returns the hypercube Q_d: the 2^d binary words of length d,
// adjacent when they differ in one bit (d ≤ 6 within MaxOrder).
func Hypercube(d int) (*Graph, error) {
	if d < 0 || d > 6 {
		return nil, fmt.Errorf("graphs: hypercube Q_%d: want 0 ≤ d ≤ 6 (at most %d vertices)", d, MaxOrder)
	}
	g, _ := New(1 << d)
	for x := range 1 << d {
		for b := range d {
			if y := x ^ 1<<b; x < y {
				g.AddEdge(x, y)
			}
		}
	}
	return g, nil
}

// PathPlus returns P_n(k): the path 0-1-…-(n−1) with the edges i-(i+k)
// added (k ≥ 1; k = 1 adds nothing). P_n(3) is the "scalloped" path of
// OEIS A317367.
func PathPlus(n, k int) (*Graph, error) {
	if k < 1 {
		return nil, fmt.Errorf("graphs: path P_%d(%d): want k ≥ 1", n, k)
	}
	g, err := Path(n)
	if err != nil {
		return nil, err
	}
	for i := 0; i+k < n; i++ {
		g.AddEdge(i, i+k)
	}
	return g, nil
}

// LinkedCycles returns n 4-cycles linked in a chain (OEIS A316629): the
// path u_0 … u_n (vertices 0..n) and, for each i < n, the path
// u_i v_i w_i u_{i+1} beside the edge u_i u_{i+1}, with v_i = n+1+2i and
// w_i = n+2+2i; 3n+1 vertices.
func LinkedCycles(n int) (*Graph, error) {
	return linked("linked 4-cycles", n, func(g *Graph, u, v, w, u1 int) {
		g.AddEdge(u, u1)
		g.AddEdge(u, v)
		g.AddEdge(v, w)
		g.AddEdge(w, u1)
	})
}

// LinkedDiamonds returns n diamonds (K₄ less an edge) linked at their
// vertices of degree three (OEIS A316781): the path v_0 … v_n (vertices
// 0..n) and, for each i < n, two vertices u_i = n+1+2i and w_i = n+2+2i
// joined to both v_i and v_{i+1}; 3n+1 vertices.
func LinkedDiamonds(n int) (*Graph, error) {
	return linked("linked diamonds", n, func(g *Graph, v, u, w, v1 int) {
		g.AddEdge(v, v1)
		g.AddEdge(v, u)
		g.AddEdge(v, w)
		g.AddEdge(u, v1)
		g.AddEdge(w, v1)
	})
}

// linked builds a chain of n links on 3n+1 vertices: link i joins the
// spine vertices i and i+1 through the two vertices n+1+2i and n+2+2i,
// as add says.
func linked(name string, n int, add func(g *Graph, a, b, c, a1 int)) (*Graph, error) {
	if n < 0 || n > (MaxOrder-1)/3 {
		return nil, fmt.Errorf("graphs: %d %s: want 0 ≤ n ≤ %d (3n+1 ≤ %d vertices)", n, name, (MaxOrder-1)/3, MaxOrder)
	}
	g, _ := New(3*n + 1)
	for i := range n {
		add(g, i, n+1+2*i, n+2+2*i, i+1)
	}
	return g, nil
}

// BinaryTree returns the complete binary tree of depth d: 2^(d+1) − 1
// vertices, vertex i ≥ 1 a child of (i−1)/2 (d ≤ 5 within MaxOrder).
func BinaryTree(d int) (*Graph, error) {
	if d < 0 || d > 5 {
		return nil, fmt.Errorf("graphs: complete binary tree of depth %d: want 0 ≤ d ≤ 5 (at most %d vertices)", d, MaxOrder)
	}
	parent := make([]int, 1<<(d+1)-2)
	for i := range parent {
		parent[i] = i / 2 // vertex i+1's parent is ⌊i/2⌋ = (i+1−1)/2
	}
	return Tree(parent)
}

// Comb returns the comb P_n ⊙ K₁: the path 0..n−1 with a pendant vertex
// n+i joined to each vertex i; 2n vertices.
func Comb(n int) (*Graph, error) {
	if err := checkOrder("comb", 2*min(max(n, -1), MaxOrder)); err != nil {
		return nil, err
	}
	g, _ := Path(n)
	h, _ := New(2 * n)
	copy(h.adj, g.adj)
	for i := range n {
		h.AddEdge(i, n+i)
	}
	return h, nil
}
