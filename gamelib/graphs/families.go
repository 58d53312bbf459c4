package graphs

import "fmt"

func checkOrder(name string, n int) error {
	if n < 0 {
		return fmt.Errorf("graphs: %s of negative order %d", name, n)
	}
	if n > MaxOrder {
		return fmt.Errorf("graphs: %s: %w: order %d", name, ErrTooManyVertices, n)
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
