package graphs

import (
	"fmt"
	"math/bits"
	"slices"
)

// MaxClassesOrder is the largest order Classes enumerates (12,346 graphs;
// the 274,668 of order 9 are nauty's geng's job).
const MaxClassesOrder = 8

// Classes returns one graph of each isomorphism class of graphs on n
// vertices, 0 ≤ n ≤ MaxClassesOrder, each in its canonical form
// (Canonical), in increasing order of graph6 string. Their numbers are
// OEIS A000088: 1, 1, 2, 4, 11, 34, 156, 1044, 12346.
//
// It extends the classes of order n−1 by a vertex joined to every subset
// of their vertices and keeps one of each canonical form: every graph of
// order n is its vertex n−1 added to a graph of order n−1, which is
// isomorphic to a class's representative. Cost: classes(n−1)·2^(n−1)
// canonical forms, 133,632 for n = 8 (0.5 s on this project's 2-core
// machine, BenchmarkClasses8).
func Classes(n int) ([]*Graph, error) {
	if n < 0 || n > MaxClassesOrder {
		return nil, fmt.Errorf("graphs: classes of order %d: want 0 ≤ n ≤ %d", n, MaxClassesOrder)
	}
	empty, _ := New(0)
	classes := []*Graph{empty}
	for k := 1; k <= n; k++ {
		seen := map[string]*Graph{}
		for _, g := range classes {
			for s := range Set(1) << (k - 1) {
				h, _ := New(k)
				copy(h.adj, g.adj)
				for a := s; a != 0; a &= a - 1 {
					u := bits.TrailingZeros64(a)
					h.adj[u] |= 1 << (k - 1)
					h.adj[k-1] |= 1 << u
				}
				c, _ := h.Canonical()
				key := c.Graph6()
				if _, ok := seen[key]; !ok {
					seen[key] = c
				}
			}
		}
		keys := make([]string, 0, len(seen))
		for key := range seen {
			keys = append(keys, key)
		}
		slices.Sort(keys)
		classes = classes[:0]
		for _, key := range keys {
			classes = append(classes, seen[key])
		}
	}
	return classes, nil
}
