// Package chomp implements Chomp (Gale, 1974; Schuh's game of divisors
// in another guise) as an impartial game for the decomp engine.
//
// A position is a Young diagram: rows of squares, row 0 at the bottom,
// each row no longer than the one below, all starting in column 0. The
// square (0, 0) is poisoned. A move picks a square (i, j) other than the
// poisoned one and eats it with every square (i', j') with i' ≥ i and
// j' ≥ j. The player who must eat the poisoned square loses, that is the
// player who cannot move in the game where the poisoned square may not be
// eaten: normal play, so positions have nimbers. This is the convention of
// Beling's igs (Chomp on a width×height rectangle).
//
// Positions are Diagram values (the row lengths); Chomp does not split
// into independent parts, and a diagram and its transpose (reflection in
// the diagonal through the poisoned square) have the same options up to
// transposition, hence the same nimber: the key is the lesser of the two
// row-length strings.
//
// Two ways to the values. Chomp never splits, and a search from a diagram
// meets nearly every diagram inside its box, so Nimber, Outcome,
// OptionNimbers and OptionOutcomes compute by default the nimber of every
// diagram of the box by the plain mex in one pass (BoxTable: the diagrams
// ranked in the combinatorial number system, every option's rank below
// its diagram's; O(C(r+c, r) · r·c) time, 2 bytes a diagram): 10×10 in
// 0.05 s, 3×255 in 6 s. The decomp engine's search (Beling and Rogalski's
// pruning, as igs) is taken when the options ask for the engine's
// transposition table (Dir, to save and resume; Table, kept across
// searches); a box too large for memory would be as hopeless a search, and
// is refused (its work, or its memory: gamelib.ErrTooLarge). It asks each
// diagram "has nimber k?" for k up to its nimber, and took 4.2 s on 10×10
// and 16 s on 2×150 (BenchmarkBox, 6 December 2026; 2×150's box: 6 ms).
//
// Known values, used as tests: a single row of n squares is a Nim heap of
// n − 1 (every move leaves a shorter row); an L of a bottom row of a + 1
// squares and a column of b + 1 squares is Nim with heaps a and b, nimber
// a ⊕ b; every rectangle but 1×1 is an N-position (Gale's strategy
// stealing: if eating (m−1, n−1)'s corner lost, its winning reply would
// have been available at once); the n×n square is won by eating (1, 1),
// which leaves an L with equal arms (nimber 0); two-row diagrams
// (a, b) are P-positions exactly when a = b + 1 (Zeilberger, "Three-rowed
// CHOMP", Adv. Appl. Math. 26, 2001, recalls the two-row case).
package chomp
