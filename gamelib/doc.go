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
//
// # Engines and studies
//
// gamelib and its subpackages are the reusable engines; none of them
// belongs to a seed:
//
//   - gamelib: mex, nim-sums, the generic Solver, outcome classes,
//     Sequence and its periods;
//   - gamelib/heap: the Rule of a one-heap game, the built-in rules (Nim,
//     subtraction, Lasker's Nim, splitting into 2..k heaps), their
//     solvers, and FindPeriod, values until a rule's theorem proves a
//     period;
//   - gamelib/octal: take-and-break codes (Grundy's game is 4!.0), their
//     solvers and certified periodicity;
//   - gamelib/octal/family: families of codes, their trivial
//     equivalences, shards and sweeps;
//   - gamelib/partition: p(n) and partitions counted by the nim-sum of
//     their parts' values, modulo m and exact;
//   - gamelib/misere: the same heap games under misère play (misère
//     values, genus, quotients);
//   - gamelib/games: games by name, as the command line spells them;
//   - gamelib/modular: arithmetic modulo m < 2⁶³, inverses, the Chinese
//     remainder theorem and DefaultMod, shared by every count reduced
//     modulo a prime.
//
// The studies of one seed each live apart, in the module's studies
// directory: studies/splitting (seed 000), studies/thuemorse (seed 002)
// and studies/moore (seed 003). A study uses the engines; an engine never
// imports a study.
//
// # Limits
//
// Bad input is an error, never a panic, a wrong value or a process killed
// for lack of memory. Every table whose size depends on the input is
// checked by CheckMemory against MemoryLimit (8 GiB unless SetMemoryLimit
// changes it; safe for concurrent use), and every computation of
// quadratic or worse cost checks its estimated steps by CheckWork against
// WorkLimit (3·10¹⁰, about 100 seconds; SetWorkLimit(0) lifts it), before
// any work: too much is an error wrapping ErrTooLarge or ErrTooSlow that
// names the table or the estimate. Long computations report a Progress in
// units of work, so that a caller can show a rate and a time left.
//
// # Integer types
//
// Sizes (a heap size, the n of a table, a position, a number of parts) are
// int in every public API, as Go's len and make are, since almost every
// size indexes a table; moduli and the residues of counts reduced modulo m
// are int64 (see package modular, whose bounds depend on that fixed
// width); exact counts are *big.Int; amounts of work and memory (Progress,
// CheckMemory) are int64, since they can exceed any table's length.
package gamelib
