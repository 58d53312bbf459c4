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
