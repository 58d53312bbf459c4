// Package graphs implements the small simple undirected graphs that
// impartial games are played on (Node Kayles): a compact bitset Graph of
// at most MaxOrder = 64 vertices, conversion to and from gonum's graph
// types (gonum.org/v1/gonum/graph/simple), nauty's graph6 exchange format,
// an edge-list syntax ("0-1,1-2"), the families games are studied on
// (paths, cycles, grids, stars, complete graphs, prisms, generalised
// Petersen graphs, hypercubes, the linked cycles and diamonds of the
// Node-Kayles literature; Family and ParseFamily), connected components
// and induced subgraphs, a canonical form, one graph of each isomorphism
// class of up to 8 vertices (Classes), the keys a game on graphs gives the
// decomp engine (Keyer, remembered by a search in a KeyCache), and the
// premise of the symmetry strategy (Graph.IsMirror).
//
// Canonical form. Two graphs are isomorphic exactly when their canonical
// forms are equal. Canonical computes it by refinement and branching, the
// scheme of McKay's nauty (McKay & Piperno, "Practical graph isomorphism,
// II", J. Symbolic Computation 60, 2014) in its simplest form: an ordered
// partition of the vertices is refined to an equitable one (colour
// refinement: a cell is split by the number of neighbours its vertices
// have in another cell, sub-cells in increasing order of that number,
// until no cell splits; the splitting cells are taken from a queue, as
// in nauty, which holds every cell at the start and then the new cells
// but the largest of each split, by Hopcroft's rule, and after a vertex
// is individualised only its own cell); when a cell has more than one vertex, the search
// branches on each vertex of the first smallest such cell (individualises
// it: the vertex becomes a cell of its own, placed first) and refines
// again; every discrete partition reached is a labelling, and the
// canonical form is the labelling whose adjacency bit string (graph6's
// order) is least. Every step depends only on the graph and the ordered
// partition, so the set of leaves, hence their least string, is invariant
// under relabelling. Two exact prunings cut the search: a cell of mutual
// twins (equal neighbourhoods apart from each other) is branched on one
// vertex only, and two leaves with equal strings give an automorphism,
// under which children in the orbit of an explored one are skipped. A
// disconnected graph's components are searched one by one and placed in
// increasing order of their forms.
//
// Cost and limits: at most MaxOrder = 64 vertices. A refinement costs
// O(n) word operations a splitting cell, at most 2n of them: O(n²)
// (until 6 December 2026 every split rescanned all pairs of cells, O(n⁴)
// at worst; the queue made the forms 2–4.6 times faster, BenchmarkCanonical,
// and Node Kayles' searches about a third, while choosing other forms:
// see the README); the search has
// one node for most graphs (refinement alone is discrete), about 2n for a
// cycle, and stays small on trees, grids and the random graphs tested
// (64 vertices: under 0.1 s each); its worst case, on graphs whose
// symmetry refinement does not see, is exponential, which
// CanonicalLimit bounds by a number of search nodes.
package graphs
