// Package moore implements Moore's Nim_k and the black-white board game of
// seed 003 (SDOI2011 黑白棋, Luogu P2490), which reduces to it.
//
// In Moore's Nim_k a move takes any positive number of tokens from each
// of between 1 and k heaps (k ≥ 1; k = 1 is ordinary Nim). Moore's
// theorem (1910): a position is a P-position, a win for the previous
// player, exactly when for every bit b the number of heaps whose binary
// expansion has bit b set is a multiple of k+1,
//
//	Σᵢ ⌊hᵢ / 2ᵇ⌋ mod 2 ≡ 0 (mod k+1)   for all b ≥ 0.
//
// IsP applies the theorem, WinningMoves lists every move from an
// N-position to a P-position, Moves lists the moves of the rule itself and
// a Searcher decides positions by exhaustive game search, against which
// the tests check the theorem on all small positions.
//
// The board game (type Board) is played on a 1 × n strip holding K pieces,
// K even, coloured white, black, white, … from the left. The first player
// moves white pieces, only to the right; the second moves black pieces,
// only to the left; a turn moves between 1 and d pieces of one's own
// colour by one or more cells each, never past another piece or off the
// board, and a player who cannot move loses. Pair the pieces (white 2i,
// black 2i+1): every legal move shrinks the gaps inside 1 to d pairs and
// leaves the gaps between pairs free to grow, so both players have the same
// options on the K/2 inner gaps and the game is Moore's Nim_d on them.
// Search plays the real board, both colours, by retrograde analysis, and
// the tests check this reduction on every board with n ≤ 12.
//
// The seed also argues that in optimal play white would never move left
// even if it could, since black can answer a step back by following it.
// Search with AnyDirection rules plays that variant (with draws, as
// positions can repeat): the argument holds for d = 1 and on every board
// with n ≤ 11, but not on n = 12, K = 8, d = 2, where a turn moving one
// piece back and another forward leads from one P-position of Moore's
// Nim_2 to another. The problem's answer is unaffected: its rules forbid
// backward moves.
//
// Counting. The placements whose inner gaps (g₁, …, g_m), m = K/2, sum
// to G number C(n−G−m, m) (the n−2m−G empty cells outside the pairs are
// spread over m+1 slots). The number of Moore P-positions with sum G
// follows from a bit-by-bit dynamic programme: at bit b choose x(d+1) of
// the m gaps to carry the bit, in C(m, x(d+1)) ways, adding 2ᵇ·x(d+1) to
// the sum. The first player wins the other placements:
//
//	wins(n, K, d) = C(n, K) − Σ_G P_d(m, G) · C(n−G−m, m).
//
// Board.Count evaluates this modulo any M ≥ 2 and Board.CountExact
// exactly.
package moore
