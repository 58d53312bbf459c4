package graphs

import "fmt"

// LineGraph returns the line graph L(g): a vertex for each edge of g,
// numbered in the order of g.Edges(), two of them adjacent when their
// edges share an end. It fails with an error wrapping
// ErrTooManyVertices when g has more than MaxOrder edges.
//
// Arc Kayles on g is Node Kayles on L(g): a move of Arc Kayles takes an
// edge's two ends, and with them every edge at either end, which are the
// edge's closed neighbourhood in L(g); what is left is L of what is left
// (package arckayles checks the identity). O(n + m²/64) for n vertices
// and m edges.
func LineGraph(g *Graph) (*Graph, error) {
	if g == nil {
		return nil, fmt.Errorf("graphs: line graph of a nil graph")
	}
	es := g.Edges()
	if len(es) > MaxOrder {
		return nil, fmt.Errorf("graphs: line graph of %d edges: %w", len(es), ErrTooManyVertices)
	}
	at := make([]Set, g.Order()) // at[v]: the edges at v
	for i, e := range es {
		at[e[0]] |= 1 << i
		at[e[1]] |= 1 << i
	}
	l, err := New(len(es))
	if err != nil {
		return nil, err
	}
	for i, e := range es {
		l.adj[i] = (at[e[0]] | at[e[1]]) &^ (1 << i)
	}
	return l, nil
}
