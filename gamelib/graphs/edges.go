package graphs

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseEdges parses a graph written as a comma-separated list of edges
// "u-v" and isolated vertices "v", with vertices numbered from 0, for
// example "0-1,1-2,2-0,3" (a triangle and an isolated vertex). The order
// is one more than the largest vertex named; an optional prefix "n:" sets
// a larger order ("5: 0-1" has three isolated vertices). Spaces around
// items are ignored. Loops, repeated edges, vertices above 63 and
// malformed items are errors naming the item. The empty string (or "0:")
// is the graph with no vertex.
func ParseEdges(s string) (*Graph, error) {
	orig := s
	bad := func(format string, a ...any) error {
		return fmt.Errorf("graphs: malformed edge list %q: %s", orig, fmt.Sprintf(format, a...))
	}
	order := -1
	if i := strings.IndexByte(s, ':'); i >= 0 {
		o := strings.TrimSpace(s[:i])
		n, err := strconv.Atoi(o)
		if pastAnyVertex(o) {
			return nil, fmt.Errorf("graphs: edge list %q: %w: order %s", orig, ErrTooManyVertices, o)
		}
		if err != nil || n < 0 {
			return nil, bad("order %q is not a non-negative integer", s[:i])
		}
		if n > MaxOrder {
			return nil, fmt.Errorf("graphs: edge list %q: %w: order %d", orig, ErrTooManyVertices, n)
		}
		order, s = n, s[i+1:]
	}
	vertex := func(t string) (int, error) {
		t = strings.TrimSpace(t)
		if pastAnyVertex(t) {
			return 0, fmt.Errorf("graphs: edge list %q: %w: vertex %s", orig, ErrTooManyVertices, t)
		}
		v, err := strconv.Atoi(t)
		if err != nil || v < 0 || t == "" || t[0] == '+' {
			return 0, bad("%q is not a vertex (a non-negative integer)", t)
		}
		if v >= MaxOrder {
			return 0, fmt.Errorf("graphs: edge list %q: %w: vertex %d", orig, ErrTooManyVertices, v)
		}
		return v, nil
	}
	var edges [][2]int
	n := 0
	if strings.TrimSpace(s) != "" {
		for item := range strings.SplitSeq(s, ",") {
			a, b, isEdge := strings.Cut(item, "-")
			u, err := vertex(a)
			if err != nil {
				return nil, err
			}
			v := u
			if isEdge {
				if v, err = vertex(b); err != nil {
					return nil, err
				}
				if u == v {
					return nil, bad("%q is a loop", strings.TrimSpace(item))
				}
			}
			n = max(n, u+1, v+1)
			if isEdge {
				edges = append(edges, [2]int{u, v})
			}
		}
	}
	if order >= 0 {
		if n > order {
			return nil, bad("vertex %d is out of range for order %d", n-1, order)
		}
		n = order
	}
	g, err := New(n)
	if err != nil {
		return nil, err
	}
	for _, e := range edges {
		if g.HasEdge(e[0], e[1]) {
			return nil, bad("edge %d-%d is repeated", e[0], e[1])
		}
		if err := g.AddEdge(e[0], e[1]); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// pastAnyVertex reports whether t is all digits and more than two of
// them after leading zeros: a number past any vertex or order (perhaps
// past an int), which is "more than 64 vertices", not "not a number".
func pastAnyVertex(t string) bool {
	return t != "" && strings.Trim(t, "0123456789") == "" && len(strings.TrimLeft(t, "0")) > 2
}
