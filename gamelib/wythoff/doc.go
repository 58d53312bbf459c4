// Package wythoff computes the Sprague–Grundy function of Wythoff's game,
// and of Fraenkel's a-Wythoff games, and reads theorems off it.
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
//
// a-Wythoff. Fraenkel's a-Wythoff game, a ≥ 1 (A. S. Fraenkel, "How to
// beat your Wythoff games' opponent on three fronts", Amer. Math. Monthly
// 89, 1982, 353–361), keeps the one-heap moves and lets a two-heap move
// take k > 0 from one heap and l > 0 from the other with |k − l| < a; a = 1
// is Wythoff's game. Its P-positions are the pairs (A_n, B_n), n ≥ 0, and
// their mirror images, with A_n = mex{A_i, B_i : i < n} and B_n = A_n +
// an; equivalently A_n = ⌊nα⌋, B_n = ⌊nβ⌋, α = (2 − a + √(a²+4))/2,
// β = α + a, complementary Beatty sequences (1/α + 1/β = 1). OEIS cites
// the paper for these sequences: A001951 ⌊n√2⌋ and A001952 ⌊n(2+√2)⌋ for
// a = 2, A184480 ⌊n(√13−1)/2⌋ and A001956 ⌊n(5+√13)/2⌋ for a = 3 (whose
// entry states α and β for every a).
//
// Solver. ValuesA fills g_a(x, y) row by row as Values does, with one
// bitset for the row and one per column. The two-heap options of (x, y)
// lie on the diagonals x − y − d, |d| < a, and on each of them every cell
// at least a rows up is an option: such a value joins, a rows after its
// own, one band set for each of the 2a − 1 diagonals it serves. The
// options in the a − 1 latest rows form, in each row, a window of a few
// columns that slides with y; a count per value and one more bitset hold
// their union. The mex is the least value in none of the four sets. Time
// O(N²·(N/64 + a)) word operations at worst, a read as min(a, N); memory
// the table's 4(N+1)² bytes and about 6N² bits of sets, both checked
// before anything is allocated, the work against EstimateWorkA. For
// a = 2 … 6 the mex scans 1.3 to 1.5 times as many words as Values', the
// values being larger. Measured (go test -bench A2000, best of 11 runs on
// a loaded 2-core machine), 0..2000: Values 0.11 s, the band method 0.14
// s for a = 1 (so ValuesA leaves a = 1 to Values), 0.17 s for a = 2,
// 0.21 s for a = 3; 0..4000 for a = 2 … 6 in 2 to 5 s, 0..10 000 for
// a = 2 in 89 s.
// CheckFraenkel proves Fraenkel's theorem on a table's range: its zeros
// are exactly the pairs of the recurrence, and A_n = ⌊nα⌋ exactly, in
// integers (Fraenkel: ⌊nα⌋ = ⌊(n(2−a) + ⌊√(n²(a²+4))⌋)/2⌋, with math/big
// beyond 64 bits). RowPeriods measures any table's rows: on a-tables the
// periods are observed only; the additive periodicity theorem of Dress,
// Flammenkamp and Pink is cited above for Wythoff's game, and this
// package claims nothing about whether it covers a ≥ 2.
package wythoff
