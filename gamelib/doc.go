// Package gamelib implements the Sprague–Grundy theory of finite impartial
// games under normal play (the player who cannot move loses).
//
// Every position x of a finite impartial game has a Grundy value
//
//	g(x) = mex{ g(y) : y is an option of x },
//
// where mex S is the least non-negative integer not in S. A position is a
// P-position (the previous player wins) exactly when g(x) = 0, and an
// N-position otherwise. The Sprague–Grundy theorem says that the value of
// a sum of games, in which a move is a move in exactly one component, is
// the nim-sum (bitwise XOR) of the components' values:
//
//	g(x₁ + x₂ + … + xₙ) = g(x₁) ⊕ g(x₂) ⊕ … ⊕ g(xₙ).
//
// The package provides Mex and NimSum, a Solver that computes Grundy
// values of any finite game from its move function, outcome classes,
// winning moves in sums, and Sequence, the Grundy sequence g(0), g(1), …
// of a one-heap game with its P-positions, densities and periodicity.
// Subpackages hold the rules of particular games: heap (one-heap games),
// partition, moore and thuemorse.
package gamelib
