// Package nodekayles implements Node Kayles, the impartial game on a
// graph in which a move picks a vertex and removes it with its
// neighbours; the player who cannot move (the graph is empty) loses.
//
// A position is a *graphs.Graph. Its connected components are played
// independently, so by the Sprague–Grundy theorem its nimber is the
// nim-sum of theirs; two isomorphic graphs have the same nimber, so a
// component's key is its canonical form (graphs' refinement-and-branching
// canonical labelling, as graph6). Game is a decomp.Game, and Nimber and
// Outcome run the decomp engine on it.
//
// On the path P_n a move removes an end vertex and its neighbour (two
// vertices, leaving one path), or an inner vertex and its two neighbours
// (three vertices, leaving up to two paths), or the whole P_1: Node
// Kayles on paths is the octal game 0.137, Dawson's Chess (Berlekamp,
// Conway and Guy, Winning Ways, ch. 4). On the cycle C_n (n ≥ 3) every
// move leaves P_{n−3}, so g(C_n) = mex{g(P_{n−3})}: 1 when P_{n−3} is a
// P-position, else 0. On the comb P_n ⊙ K₁ (a pendant at each vertex of
// P_n) g = n mod 2: by induction every option has value (n−1) mod 2 — a
// pendant leaves combs of i and n−1−i teeth, an inner spine vertex combs
// of i−1 and n−2−i teeth and two isolated pendants (1 ⊕ 1 = 0), an end of
// the spine a comb of n−2 teeth and one isolated pendant. A graph with a
// mirror (graphs.Graph.IsMirror: an
// involutive automorphism moving each vertex to a vertex neither equal
// nor adjacent to it) has nimber 0: the second player answers each vertex
// by its image (Winning Ways, ch. 2). So do the prisms and the
// generalised Petersen graphs GP(n, k) of even n, the hypercubes Q_d
// (d ≥ 2) and the even×even grids. Nimber and Outcome use it: a graph in
// which graphs.Graph.FindMirror finds a mirror is answered 0 (P) at once,
// with no node searched.
//
// Values gives the nimbers of a family of graphs.ParseFamily (paths,
// cycles, grids, prisms, GP(n, k), hypercubes, the linked 4-cycles and
// diamonds of OEIS A316629 and A316781, …), one search each.
package nodekayles
