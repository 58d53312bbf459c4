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
// "!") are computed by the plain solver. Periods are certified by the
// periodicity theorem for finite codes (extended to "!" splits) and by an
// arithmetic-periodicity lemma for all-but subtraction games (below).
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
// (Grundy's game until g(7250049) = 256); from the first value above 255
// on, while they are below 512, in one byte a heap (the low eight bits)
// and a plane of one bit a heap (the ninth), 1.125 bytes a heap (Grundy's
// game to 2^26 at least: its largest value there is 280); and in two bytes
// a heap from the first value above 511 on (Solver.Bits). The hot loops
// have a variant for the nine bits: the pairs of eight consecutive heaps
// read eight bytes and one 16-bit word of the plane (fuse.go); on amd64
// with AVX-512 they set bits of the eight heaps' sets of values below 256
// with vector shifts instead of storing a byte a pair (fusebits.go), and a
// heap whose mex reaches 256 has its pairs marked again a byte each. Measured
// side by side on 4 December 2026 (grundy run, the shared 2-core machine at
// load 4–9): Grundy's game to 2^26 at 149 MiB resident against
// 270 MiB with two bytes a heap past 255, and 15–18% more CPU (each
// value read past heap 7,250,049 also reads the plane); to 2^32 that is
// about 4.6 GiB (1.14 bytes a heap) if no value passes 511. The ninth
// bit is implied by the rare/common class wherever the split's mask μ has
// bit 8 (Grundy's game: μ = 0x1FE from its first value above 255 on): a
// common heap x has parity(g(x) AND μ) ⊕ σ·(x mod 2) = 1 − ρ (ρ the rare
// class), so bit 8 of g(x) = parity(g(x) AND μ AND 0xFF) ⊕ σ·(x mod 2)
// ⊕ 1 ⊕ ρ, and a rare heap has the other one (package checkpoint leaves
// such a bit out on disk). A store of one byte a heap built on that (the
// bit read back through a table, or eight at once from a word of bytes,
// and flipped at the rare heaps, listed in a bitset up to the last one: 6
// MB for Grundy's game) was measured side by side against the plane on
// 4 December 2026 and is not used: deriving the bit cost more than
// reading it (BenchmarkGrundyNineBits +22%, benchstat p = 0.002, n = 6,
// load 2–5; grundy run to 2^25 +11% user CPU, twice each, alternating),
// while the plane's 1/8 byte a heap already keeps Grundy's game to 2^32
// within issue 24's 1.2 bytes a heap and its time is what is short.
// Values16 and the plain solver store two bytes a heap; all return an error rather
// than wrap around when a value exceeds 65535. The rare/common solver estimates the work of three-heap
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
// rare pairs of eight heaps in one pass), fusebits.go and
// fusebits_amd64.s (the same pairs as sets of bits, AVX-512), extend.go (the driver: rounds,
// the split and window upkeep, restore), speculate.go and pool.go (the
// parallel rounds and their helpers), split.go (choosing the split),
// solver.go (Solver: one byte, a byte and a bit, or two bytes a heap), plain.go (the definition),
// period.go, certify.go and findperiod.go (the theorem and the searches),
// code.go and rule.go (parsing a code and compiling it to move lists).
//
// "!" splits. The theorem holds for codes with "!" (pairwise unequal
// heaps) with the bound N = h·t + (h²−1)·p + c, so the values
// g(0 … h·t + h²·p + c − 1) prove a period (this package's extension of
// the argument; CertifyLength). Proof: an option of n + p (n ≥ N) leaves
// heaps x₁ < … < x_k, k ≤ h, of total at least n + p − c, so the largest,
// H, is at least t + h·p. Follow H, H − p, H − 2p, … while they are heaps
// of the option; the last, x = H − i·p with i < k, has x − p not a heap of
// it and x − p ≥ H − k·p ≥ t, so replacing x by x − p leaves pairwise
// unequal heaps with the same value (g(x − p) = g(x) by induction): an
// option of n. Conversely replacing the largest heap H ≥ (n − c)/h ≥ t of
// an option of n by H + p keeps the heaps unequal. So 0.56! is periodic
// from heap 572 with period 297, proved from 2334 values; Grundy's game
// (4!.0) shows no period at all.
//
// Arithmetic periods. A sequence is arithmetic-periodic with preperiod t,
// period p and saltus s when g(n + p) = g(n) + s for every n ≥ t. Finite
// octal codes never are (Horrocks and Nowakowski, "Regularity in the
// G-sequences of octal games with a pass", INTEGERS 3, 2003: their values
// are bounded). All-but subtraction games, which may remove any number of
// tokens but those in a finite set X, always are: Angela Siegel,
// "Finite excluded subtraction sets and infinite geography games", MSc
// thesis, Dalhousie University, 2005 (purely, t = 0, when |X| ≤ 2), and
// Sleator and Slusky, "Subtraction games with FES sets of size 3",
// arXiv:1201.3299 (purely when |X| = 3). Those proofs give no bound on t
// and p to check, so the certificates here rest on this lemma (proved
// here, not quoted). Let a game's options from each heap n > k be the
// heaps m = lo, …, n−1 but n − j for j ∈ X (X ⊆ {1 … k}, f = max X or 0;
// lo = 0 or 1), write A(x) = {g(m) : lo ≤ m < x},
// R(x) = {g(m) : t ≤ m < x}, and suppose, for some s ≥ 1, t ≥ lo and
// x₀ ≥ t,
//
//	(P) A(t+p) ∪ (R(x₀)+s) = [0, s) ∪ (A(t)+s) ∪ (R(x₀)+s),
//	(R) g(m + p) = g(m) + s   for t ≤ m < N = max(x₀ + f, t + f, k + 1).
//
// Then g(n + p) = g(n) + s for every n ≥ t. Proof, by induction on
// n ≥ N. For x ≥ x₀ with (R) on t ≤ m < x, A(x+p) = A(t+p) ∪ (R(x)+s),
// which by (P) is [0, s) ∪ (A(x)+s): the values missing from A(x+p) are
// those missing from A(x), plus s. With a = n − f, the options of n have
// the values A(a) ∪ W(n), W(n) = {g(n−j) : 1 ≤ j ≤ f, j ∉ X}, so g(n) is
// the least value missing from A(a) and not in W(n); those of n + p are
// A(a+p) ∪ W(n+p), and W(n+p) = W(n) + s since the heaps n − j lie in
// [t, n). So g(n + p) = g(n) + s. The codes it covers have no split and
// one repeating digit, 3 (lo = 0) or 2 (lo = 1), so k is the number of
// digits before it and X the j ≤ k whose digit lacks bit 2: 0.[3] is Nim
// and 0.3003330[3] excludes 2, 3 and 7 (period 4, saltus 2, proved from 12
// values). CertifyValues checks (P) on the values and returns
// L = max(N + p, t + 2p + 1), in O(L + t + p) time; heap.FindPeriod
// checks (R) (a *Code is a heap.ValueCertifier).
//
// Hexadecimal codes with three-heap moves. Hexadecimal codes can be
// arithmetic-periodic too (0.3F: period 6, saltus 3). Howse and
// Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal
// games", Theoretical Computer Science 313, 2004, give a test for them
// whose statement could not be obtained for this package (searched on 4
// and 5 December 2026: the stored copies of the paper hold only its first
// page, and the papers citing it, Grossman and Nowakowski, "A ruler
// regularity in hexadecimal games", Games of No Chance 4, 2015, and
// Dailly, Duchêne, Larsson and Paris, "Partition games",
// arXiv:1803.02621, only their openings). CertifyValues certifies them by
// this test instead (proved here, not quoted; hexarith.go). Let c be a
// finite code without "!" of length k with a three-heap move, g(0 … L−1)
// its values, on which g(n + p) = g(n) + s (s ≥ 1) holds from t on, and f
// the sequence they begin: f = g below t + p, f(n + p) = f(n) + s above.
// Take P = lcm(p, 2)·2^c, σ = s·P/p, so that f(x + κP) = f(x) + κσ for
// x ≥ t, 2^e the largest power of two dividing σ, low(x) = f(x) mod 2^e,
// H(x) = ⌊f(x)/2^e⌋, φ(x) = P·H(x) − (σ/2^e)·x, and N ≥ max(3t + k,
// k + 1) with N + P ≤ L. A heap x ≥ t has low(x) and φ(x) of its residue
// modulo P; a heap below t is a class of its own.
//
//	(E) For every residue of n modulo P, every move (j tokens removed,
//	    i = 1, 2 or 3 heaps left) and every choice of classes for the i
//	    heaps, at least one of them x ≥ t, whose residues add up to
//	    n − j modulo P: ⊕ low(xᵢ) ≠ low(n) or Σ φ(xᵢ) < φ(n) + (σ/2^e)·j.
//	(C) Call b ≤ c a cancelling pair of nim-sum x when b = c (x = 0), or
//	    when b, c ≥ t, p divides P/2 and f(b) ⊕ f(c) = x < 2^e′,
//	    e′ = min(e − 1, 6). For every n₀ in [N, N + P) and every class r
//	    of values modulo σ: some three-heap move (a, b, c) of n₀ with
//	    a ≥ t and (b, c) cancelling of nim-sum x leaves a value
//	    f(a) ⊕ x ≡ r, a "ladder" value, the least being u_r; every w ≡ r
//	    below u_r is left by such a move with any a or by a two-heap move
//	    (b, c) cancelling; every v ≡ r with u_r ≤ v < f(n₀) is a ladder
//	    value or
//	    a "shift" value: f(n₀ − j) of a one-heap move with n₀ − j ≥ t, or
//	    f(a) ⊕ f(b) of a two-heap move with b ≥ t and f(a) < 2^e, or
//	    f(a) ⊕ f(b) ⊕ f(x) of a three-heap move with x ≥ t and
//	    f(a) ⊕ f(b) < 2^e.
//
// Then g = f: g(n + p) = g(n) + s for every n ≥ t. Proof, by induction on
// n ≥ N (below N, g = f on the values). The options of n are smaller
// heaps, so by induction their values are f's. Exclusion: n > k, so every
// move leaves i ≥ 1 heaps, at least one of them ≥ t (the heaps below t add
// up to at most 3(t − 1) < n − j); with n = t + ρ + κP and x = t + ρ′ + κ′P,
// Σ P·H(xᵢ) = Σ φ(xᵢ) + (σ/2^e)(n − j) and P·H(n) = φ(n) + (σ/2^e)·n, so
// under (E) either the nim-sum's low e bits differ from f(n)'s, or its high
// part, at most Σ H(xᵢ), is below H(n): no option has the value f(n).
// Cover: write n = n₀ + kP, n₀ in [N, N + P), k ≥ 0 (P is even). A
// cancelling pair grown by iP/2 a heap keeps its nim-sum x (f(b + iP/2) =
// f(b) + iσ/2 when b ≥ t and p divides P/2, and adding iσ/2, a multiple
// of 2^e′, to two values equal above their low e′ bits keeps their
// nim-sum), so a move (a, b, c) of n₀ becomes (a + k″P, b + (k − k″)P/2,
// c + (k − k″)P/2) of n for 0 ≤ k″ ≤ k, of value (f(a) ⊕ x) + k″σ when
// a ≥ t (x < 2^e: a ladder covers u, u + σ, …, u + kσ) and f(a) ⊕ x when
// k″ = 0; (b, c) becomes (b + kP/2, c + kP/2), of value x; a shift move becomes one of n whose heap ≥ t grows by kP, of
// value v + kσ, since adding kσ, a multiple of 2^e, leaves the low e bits
// that a part below 2^e changes alone. So a value w ≡ r below f(n) =
// f(n₀) + kσ is left by a move of n: below u_r by (C)'s second clause;
// from u_r to u_r + kσ by u_r's ladder; above, w − kσ lies in (u_r, f(n₀)),
// a ladder or a shift value, moved up by kσ. With (E), g(n) = mex = f(n).
//
// CertifyValues tries c = 0 … 3 and N = max(3t + k, k + 1), doubled while
// the values last, and returns N + P (at least max(N + p, t + 2p + 1),
// CertifyBound). It proves all 40 arithmetic periods the values of the
// codes 0.d₁d₂ show (notebook 07), that of 4.9 (t = 16, p = 12, s = 4,
// from 73 values: its odd heaps need unequal cancelling pairs), and 292 of
// the 296 of 0.d₁d₂d₃ (0.3DC, t = 168, from 517 values, needs pairs of
// nim-sum x > 0), and 0.18C, from 162 values, whose period the observed
// search needs 1100 to see; 0.3FC (t = 481) from 1466 values, more than
// the census computes. It does not prove those of 0.129, 0.209 and 0.338
// (odd saltus: a value f(c) ⊕ x whose sum with kσ carries into x's
// bits): they stay observed, as do the periods of other codes with a
// repeating part or mixed "!".
package octal
