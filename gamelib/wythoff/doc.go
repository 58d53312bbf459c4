// Package wythoff computes the Sprague–Grundy function of Wythoff's game
// and reads two theorems off it.
//
// Rules. A position is a pair of heaps (x, y); a move takes any positive
// number of tokens from one heap, or the same positive number from both.
// So
//
//	g(x, y) = mex( {g(x−k, y)} ∪ {g(x, y−k)} ∪ {g(x−k, y−k)} ),  k ≥ 1,
//
// g is symmetric, g(0, y) = y, and g(x, y) ≤ x + y.
//
// Solver. Values fills the table g(x, y), 0 ≤ x, y ≤ N, row by row, with
// one bitset of the values already seen in each column, each diagonal
// x − y and the current row: g(x, y) is the least value in none of its
// three sets, found a 64-bit word at a time. Time O(N³/64) word operations
// in the worst case (O(N²) cells, O(N/64) words per mex; measured, about
// N³/100 words in all, N³/70 steps of 3 ns: EstimateWork), memory
// 4(N+1)² bytes for the table and about 6N² bits for the sets; both are
// checked against the limits of the call (gamelib.LimitsFrom) before
// anything is allocated.
//
// Access. A Table is read with At, Row and Rows; an index outside 0..N
// panics with a message naming the table's range, never reads another
// cell. The zero Table (and a nil *Table) is the empty table, N() = −1.
//
// Analyses. The P-positions (g = 0) are the pairs (⌊kφ⌋, ⌊kφ²⌋) and their
// mirror images, k ≥ 0, φ = (1+√5)/2 (Wythoff, 1907): CheckBeatty proves
// this on the table's range, with ⌊kφ⌋ computed exactly in integers
// (⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋, since √(5k²) is irrational for k > 0) and
// ⌊kφ²⌋ = ⌊kφ⌋ + k. Each row is ultimately additively periodic (Dress,
// Flammenkamp and Pink, "Additive periodicity of the Sprague–Grundy
// function of certain Nim games", Adv. Appl. Math. 22, 1999; Landman, "A
// simple FSM-based proof of the additive periodicity of the Sprague–Grundy
// function of Wythoff's game", 2002): for each x there are y₀ and p with
// g(x, y+p) = g(x, y) + p for all y ≥ y₀. RowPeriods reports, for each
// row, the least p (and its least y₀) observed on the table's range with
// enough evidence: at least 4 whole periods, over at least 1.5(y₀ + p)
// and 16 values, a rule measured to report no false period in rows
// 0..200 of any table 0..3 to 0..1200 (checked against 0..3000). A range
// cannot prove a period: the period is observed, the report says how
// many whole periods support it, and a row without one has too little
// evidence on the range (rows 0..3 of 0..40 have one, rows 0..13 of
// 0..1200).
package wythoff
