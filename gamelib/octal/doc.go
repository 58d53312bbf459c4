// Package octal implements take-and-break games given by octal and
// hexadecimal codes in the Guy–Smith notation (with CGSuite's "!" and
// repeating digits, so Grundy's game is a code too), two solvers for their
// Grundy sequences, and the periodicity theorem that proves a period from
// finitely many values.
//
// Rules. A code d₀.d₁d₂…d_c describes a one-heap game: a move removes j
// tokens from a heap (j = 1, …, c) and leaves the rest as k nonempty
// heaps, which is allowed exactly when bit 2^k of the digit d_j is set
// (k = 0, 1, 2 for octal digits, k = 3 too for hexadecimal ones); d₀
// governs splitting a heap without removing anything. Kayles is 0.77,
// Dawson's Kayles 0.07, Officers 0.6. As in CGSuite, "!" after a digit
// asks the heaps its splits leave to be pairwise unequal, so Grundy's game
// (split a heap into two unequal heaps) is the code 4!.0 (GrundysGame),
// and digits in brackets repeat forever: 0.[3] is Nim, 0.3003330[3] the
// all-but subtraction game that may remove any number of tokens but 2, 3
// and 7. A *Code is a heap.Rule, so it works wherever the other one-heap
// games do. The rare/common solver applies to finite codes whose two-heap
// digits all carry "!" or none does; the others (repeating digits, mixed
// "!") are computed by the plain solver, and the periodicity theorem is
// applied only to finite codes without "!".
//
// Solvers. The Grundy value of a heap is the mex of the nim-sums of the
// heaps each move leaves,
//
//	g(n) = mex{ g(a) ⊕ g(b) : a + b = n − j, d_j has bit 4 } ∪ { g(n − j) : d_j has bit 2 } ∪ …,
//
// so the plain method (PlainValues) costs O(c·n²). The rare/common or
// "sparse space" method (Values, Values16; Berlekamp, Conway and Guy,
// Winning Ways, ch. 4) splits the heaps by the parity of g(n) AND μ for a
// mask μ (and possibly of n) into a few rare heaps and many common ones:
// a value of the common heaps' parity can only be the nim-sum of a rare
// and a common heap, so those values are found by pairing each heap with
// the rare heaps only, and a full scan is needed only at the heaps whose
// value turns out rare. The split is chosen from the values by a
// Walsh–Hadamard transform of their histogram and re-chosen as they grow.
// For codes, Values also stops solving as soon as the values computed
// prove a period (see Periods below) and fills in the rest from it. A
// Solver stores the values in one byte a heap while they are below 256
// (Grundy's game until g(7250049) = 256) and widens them to two bytes at
// the first value above 255; Values16 and the plain solver store two
// bytes a heap; all return an error rather than wrap around when a value
// exceeds 65535. The rare/common solver estimates the work of three-heap
// moves (O(n³), enumerated in full) before it starts and refuses it
// beyond the work limit (gamelib.ErrTooSlow); the entry points with a
// context.Context (ValuesContext, Solver.Extend, FindPeriod) take the
// limits and the cancellation from it (gamelib.LimitsFrom). Measured on one
// core of the development machine: Grundy's game to 2^22 in 5.0–5.3 s,
// Kayles to 2^16 in 25 ms (plain: 2.6 s), Kayles' period certified in
// 0.12 ms.
//
// Cores and growth. The rare/common solver uses every core the Go
// scheduler allows (runtime.GOMAXPROCS): from heap 2048 on it computes
// rounds of 128 heaps, each heap's value first guessed in parallel from
// the values below the round (the mex of the options whose heaps are all
// known), then checked in heap order against the few options with a heap
// in the round and, for about 1% of the heaps, recomputed (sparse.go has
// the argument that the values are exactly the one-thread solver's). The
// helpers live for one call and wait for the next round by spinning for
// up to half a millisecond, then by sleeping: a round of Grundy's game
// takes about 100 µs, less than waking a goroutine would cost. The
// guesses cannot use the pairs whose larger heap is in the round and the
// fix-up is serial, so two cores do less than double the speed: measured
// side by side on the two-core development machine, Grundy's game to
// 2^22 took 3.4–3.9 s on two cores and 5.0–5.3 s on one
// (BenchmarkGrundySparse2e22; the README's Engine speed). A
// Solver (Code.NewSolver, GrundysGame.NewSolver) keeps the values and the
// tables between calls: Solver.Extend computes only the heaps beyond those
// known, so heap.FindPeriod, which grows the values until a period is
// proven, never recomputes one; Code.ResumeSolver goes on from values read
// back, which package checkpoint stores for runs that must survive a
// restart (grundy run).
//
// Periods. For a code that removes at most c tokens and leaves at most two
// heaps, if g(n + p) = g(n) for t ≤ n < 2t + p + c then g(n + p) = g(n)
// for every n ≥ t (Guy and Smith 1956; the proof is in period.go and
// generalises to h heaps with the bound h·t + (h−1)·p + c). So the values
// g(0), …, g(2t + 2p + c − 1) prove a period: Kayles, preperiod 71 and
// period 12, from 168 values; Dawson's Kayles, preperiod 53 and period 34,
// from 176. Code.CertifyLength gives that number, which makes a *Code a
// heap.Certifier, and Code.FindPeriod computes values until they prove a
// period and stops (heap.FindPeriod's search, run where the solver keeps
// the values: a *Code is a heap.PeriodFinder). The searches need no side
// table: the least period whose window of values the theorem needs
// repeats is found in one pass by forward-only polynomial hashes, every
// match checked value by value (certify.go), O(n) time and O(1) memory, so
// 0.1777 is certified with its values and little else in memory.
//
// Files, the core first: sparse.go (the rare/common recurrence: value,
// the rare pairs, record), witness.go (the search for a common–common pair
// producing a value: cache, directed search, window order), fuse.go (the
// rare pairs of eight heaps in one pass), extend.go (the driver: rounds,
// the split and window upkeep, restore), speculate.go and pool.go (the
// parallel rounds and their helpers), split.go (choosing the split),
// solver.go (Solver: one or two bytes a heap), plain.go (the definition),
// period.go, certify.go and findperiod.go (the theorem and the searches),
// code.go and rule.go (parsing a code and compiling it to move lists).
package octal
