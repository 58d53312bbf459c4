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
// checked against a memory limit (8 GiB by default), and every
// computation of quadratic or worse cost checks its estimated steps
// against a work limit (3·10¹⁰ by default, about 100 seconds), before any
// work: too much is an error wrapping ErrTooLarge or ErrTooSlow that
// names the table or the estimate. Long computations report a Progress in
// units of work, so that a caller can show a rate and a time left.
//
// # Limits and cancellation per call
//
// Limits and cancellation travel with a context.Context, per call, so
// that two computations running at once (a notebook's explorer, a
// command and its fallback) each keep their own. The convention, in every
// package of this module:
//
//   - An entry point that allocates by its input or may run long has a
//     form whose name ends in Context and whose first argument is a
//     context.Context, as net.Dialer.DialContext and
//     database/sql.DB.QueryContext do: heap.ValuesContext(ctx, r, n,
//     progress), Solver.ValueContext(ctx, p). The form without Context is
//     a thin wrapper that passes context.Background(). A nil ctx is taken
//     as context.Background().
//   - It reads its limits with LimitsFrom(ctx) (set by WithLimits; the
//     process-wide MemoryLimit and WorkLimit fill the fields that are not
//     set) and checks sizes and estimates with Limits.CheckMemory,
//     Limits.CheckHeaps and Limits.CheckWork. The package-level
//     CheckMemory and CheckWork read only the process-wide limits.
//   - It checks ctx.Done() while it works, often enough to stop within
//     a fraction of a second, and then returns ctx.Err() wrapped (so
//     errors.Is(err, context.Canceled) holds), with no partial result.
//   - An interface whose method computes (heap.Valuer) gets an optional
//     companion with the Context method (heap.ContextValuer); callers use
//     it when it is there.
//
// Library code never sets the process-wide limits (SetMemoryLimit,
// SetWorkLimit): they are the defaults of a program, set once by its
// main (the command line's --mem-limit). A caller that wants other
// limits for one computation passes WithLimits(ctx, Limits{…}).
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
