// Package family enumerates families of take-and-break codes, finds the
// codes of a family that are trivially equivalent to others, cuts a family
// into shards, and sweeps it: each code that is not equivalent to another
// is computed to N heaps or until its period is certified.
//
// Families. Digits gives every code d₀.d₁…d_k with k ≤ d digits after the
// point (octal or hexadecimal, d₀ from a chosen set); List gives codes
// named one by one. A code is always in canonical form (octal.Parse):
// trailing zero digits are dropped, so 0.770 is 0.77 and a family holds
// each game once.
//
// Notation. A move (j, k) of a code removes j tokens from a heap and
// leaves k nonempty heaps, allowed when d_j has bit 2^k; it applies to a
// heap n when n − j ≥ k (n = j exactly when k = 0).
//
// Equivalences. Two further reductions are used, each proven below and
// each tested by comparing the values of every code of small families with
// those of the code it is reduced to.
//
// 1. Reduce: leaving out a move that changes no value. Let Z be the heap
// sizes x ≥ 1 with g(x) = 0 (found among the first c heaps by the
// definition). (a) A move (j′, k′) is covered by a move (j, k) with
// k > k′ when j′ − j is the sum of exactly k − k′ sizes in Z: wherever
// (j′, k′) leaves heaps H, (j, k) leaves H together with k − k′ heaps of
// value 0, an option of the same value. (b) A move (j′, 0), taking a whole
// heap of j′ tokens, is an option of heap j′ only, of value 0, and changes
// nothing when heap j′ has another option of value 0. In both cases the
// options of every heap have the same set of values with and without the
// move, by induction on the heap size, so every value is the same. For
// example 0.453 ≡ 0.45 (heap 1 has no move, and (3, 0), (3, 1) are covered
// by (1, 2), (2, 2) with heaps of size 1), 0.742 ≡ 0.74 ((3, 1) is covered
// by (1, 2) and a heap of size 2, g(2) = 0 in 0.74) and 0.343 ≡ 0.342
// (heap 3 can move to heap 2, of value 0).
//
// 2. Lift: a shift by one heap. When heap 1 has no move (d₁ lacks bit 1),
// heaps of one token are inert, and a heap of n tokens plays like a heap
// of n − 1 tokens of the code G = Lift(c) whose digit s − 1 is
// 2^(K+1) − 1, K the largest k of a move (j, k) of c with j + k = s:
//
//	g_c(n) = g_G(n − 1)   for n ≥ 1.
//
// Proof, by induction on n: a move (j, k) of c from heap n leaves heaps
// x₁ … x_k ≥ 1 summing to n − j; take one token off each, giving heaps
// x_i − 1 ≥ 0 summing to (n − 1) − (j + k − 1), a move of G from heap
// n − 1 that removes s − 1 = j + k − 1 tokens and leaves the nonzero
// x_i − 1 (at most k ≤ K of them), of value ⊕ g_G(x_i − 1) = ⊕ g_c(x_i).
// Conversely a move of G removing s − 1 tokens from heap n − 1 and leaving
// k′ ≤ K heaps y_i comes from the move (s − K, K) of c leaving the heaps
// y_i + 1 and K − k′ heaps of size 1, of value 0. So heap n of c and heap
// n − 1 of G have the same option values. Dawson's Kayles is the classical
// case: Lift(0.07) = 0.137, Dawson's Chess (Winning Ways, ch. 4; OEIS
// A002187 notes the shift), and the OEIS entries for octal games state
// many more, e.g. 0.45x and 0.177 (A071435).
//
// Representatives. Family.Representative follows Reduce and Lift while
// they lead to another code of the family and returns where the chain
// ends, with the total shift: g(n) = g_rep(n − shift). Only codes that are
// their own representative are computed.
//
// Shards. Family.Plan(Shard{I, N}) numbers the representatives 0, 1, 2, …
// in family order and keeps those with number mod N = I, with every code
// reduced to them. The shards of one family are disjoint and their union
// is the family, so a Slurm job array, a Kubernetes Indexed Job or GNU
// parallel can run them with no coordinator, and concatenating their
// outputs and sorting gives the output of the whole family.
//
// Sweeps. Solve computes one code until its period is certified by the
// periodicity theorem (heap.FindPeriod) or to N heaps; its Result has
// the period and preperiod when certified, the statistics of the values
// read (largest value, the rare/common split, the number of rare heaps
// and the last one), and the seconds spent. Results are independent of
// how they were computed, apart from Seconds: a certified code's
// statistics are those of exactly the CertifyLength values that prove its
// period. Sweep runs a plan with several workers and emits the results in
// order; Result's JSON form is one object per line.
package family
