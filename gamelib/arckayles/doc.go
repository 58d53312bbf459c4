// Package arckayles implements Arc Kayles, the impartial game on a graph
// in which a move picks an edge and removes both its ends (so the edges
// picked form a matching); the player who cannot move (no edge is left)
// loses. Schaefer proved deciding its winner PSPACE-complete ("On the
// complexity of some two-person perfect-information games", JCSS 16,
// 1978); Huggan and Stevens give its nimber sequences on paths, cycles
// and wheels ("Polynomial time graph families for Arc Kayles", INTEGERS
// 16, 2016, #A86).
//
// Cram is Arc Kayles on the grid graph of the free cells: a domino covers
// two adjacent free cells, an edge, and the cells left keep their
// adjacencies. So the nimber of a Cram board is that of Arc Kayles on its
// cells' graph, which the tests check against package cram, whose keys
// are the board's symmetries, not the graph's.
//
// Arc Kayles on G is Node Kayles on the line graph L(G) (graphs.LineGraph:
// a vertex an edge, adjacent when the edges share an end): taking an
// edge's two ends removes every edge at either end, the edge's closed
// neighbourhood in L(G), and what is left is the line graph of what is
// left. The tests check the two engines against each other on it.
//
// A position is a *graphs.Graph. Its connected components are played
// independently, and a vertex with no edge takes no part in any move, so
// a component is a connected graph of at least two vertices; its key is
// its canonical form (graphs' refinement-and-branching labelling, as
// graph6). Game is a decomp.Game, and Nimber and Outcome run the decomp
// engine on it.
//
// On the path P_n a move removes two adjacent vertices and leaves paths
// of a and n − 2 − a vertices: Arc Kayles on paths is Dawson's Kayles,
// the octal game 0.07. On the cycle C_n (n ≥ 3) every move leaves
// P_{n−2}, so g(C_n) = mex{g(P_{n−2})}: 1 when P_{n−2} is a P-position,
// else 0. On the complete graph every move leaves K_{n−2}, so g(K_n) is
// ⌊n/2⌋ mod 2; on the star K_{1,n} (n ≥ 1) every move leaves isolated
// vertices, so its nimber is 1. On the comb P_n ⊙ K₁ (a pendant at each
// vertex of P_n) a tooth removes a spine vertex with its pendant, which
// splits the comb in two as Kayles' one-pin move splits a row, and a
// spine edge removes two neighbouring spine vertices and leaves their
// pendants isolated, as Kayles' two-pin move: Arc Kayles on combs is
// Kayles, the octal game 0.77. A graph with a mirror
// (graphs.Graph.IsMirror: an involutive automorphism moving each vertex
// to a vertex neither equal nor adjacent to it) has nimber 0: the second
// player answers each edge by its image. So do the prisms and the
// generalised Petersen graphs GP(n, k) of even n, the hypercubes Q_d
// (d ≥ 2) and the even×even grids (the half turn, the antipodal map).
// Nimber and Outcome use it: a graph in which graphs.Graph.FindMirror
// finds a mirror is answered 0 (P) at once, with no node searched (the
// 8×8 grid, Cram's 8×8 board, among them).
//
// Values gives the nimbers of a family of graphs.ParseFamily (paths,
// cycles, grids, prisms, GP(n, k), hypercubes, …), one search each.
package arckayles
