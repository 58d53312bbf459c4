// Package sizetable computes a game's values over two sizes, as a table:
// the nimbers, or the numbers of winning first moves, of Cram on the
// empty m×n boards, Chomp on the R×C rectangles, Node Kayles on the R×C
// grid graphs, and Node Kayles on the paths P_n and cycles C_n (whose row
// C_n holds, for n = 0, 1, 2, where there is no cycle, the values of the
// paths P_0, P_1 and P_2 = K_2: Table.Note says so).
//
// It is an analysis, not a solver: the rules and the searches are the
// games' packages' (cram, chomp, nodekayles, by the engine of package
// decomp); this package says which positions a table holds and computes
// them the way a table wants:
//
//   - One transposition table kept across the table's searches
//     (decomp.NewTable): the boards of a table share their components, so
//     each search starts from what the smaller ones found. Chomp keeps
//     none: each rectangle's values come from the table of every diagram
//     of its box (chomp.BoxTable), which is no search.
//   - A table of "wins" counts, on each board, the moves that leave a
//     P-position (the games' OptionOutcomes): a board has none exactly
//     when it is a P-position (nimber 0), and every winning move of an
//     N-position is one of them.
//   - The whole table is refused up front, with an error wrapping
//     gamelib.ErrTooSlow, when the estimates of its cells (the games' own:
//     cram.EstimateWork, cram.EstimateOptionOutcomesWork for Cram's wins, and
//     chomp.EstimateWork), summed, exceed the work limit of the context;
//     Node Kayles has no estimate and is not refused.
//   - The progress is one bar for the table that never goes back when a
//     cell's search starts its next test "has nimber k?": the nodes
//     searched over those plus the nodes the cells left are expected to
//     take, each cell's estimate (Node Kayles' grids, which have none, by
//     1.25 to the power of their vertices, the growth measured on grids;
//     its paths and cycles by 1) scaled by the nodes a unit of estimate
//     took in the cells finished; before a cell has taken nodes, the
//     estimates' shares. With the estimates' shares throughout, the bar
//     sat still through the table's dearest cell (its search's own
//     fraction counts tests, not work) and the time left climbed: 15 s
//     to 34 s over the last 13 s of nodekayles:grid 7×8.
//   - A computation cut short (its context cancelled, a search out of
//     memory) gives back the cells computed, row by row, with its error
//     (Compute, Table.Computed): an interrupted table of hours keeps them.
//
// The command line's grundy table and notebooks/lab's BoardTable both
// compute their tables here.
package sizetable
