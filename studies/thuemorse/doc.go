// Package thuemorse implements the parity subtraction game of seed 002:
// Oscar and Eric alternately subtract any x ∈ [1, r] from the remainder r,
// each move flipping a flag by t(x) = popcount(x) mod 2, the Thue–Morse
// sequence; the flag left when r reaches 0 decides the winner. With
// O_q(r) (E_q(r)) meaning "Oscar wins from remainder r with flag q when
// Oscar (Eric) is to move",
//
//	O_0(0) = E_0(0) = 0,  O_1(0) = E_1(0) = 1,
//	O_q(r) = ⋁_{x=1..r} E_{q⊕t(x)}(r−x),  E_q(r) = ⋀_{x=1..r} O_{q⊕t(x)}(r−x),
//
// and a starting value r ≥ 1 is losing (for Oscar) when O_{t(r)}(r) = 0.
// The package computes these four arrays by the definition (Literal, in
// O(4^n) time, and Solve, which evaluates the same recurrences exactly but
// scans only the sparse entries that can decide an ⋁ or an ⋀), and the sum
// S(n) of the losing r in [1, 2^n].
//
// # The structure, proved
//
// Collapse. E_0(r) = 1 − O_1(r) and E_1(r) = 1 − O_0(r): true at r = 0,
// and by induction 1 − O_{1−q}(r) = ⋀_x (1 − E_{1−q⊕t(x)}(r−x)) =
// ⋀_x O_{q⊕t(x)}(r−x) = E_q(r). Hence O_q(r) = 1 exactly when some
// s = r−x ∈ [0, r) has O_{q⊕1⊕t(r−s)}(s) = 0.
//
// Carry rule. Let Λ = {(s, p) : O_p(s) = 0}; (0, 0) ∈ Λ and (0, 1) ∉ Λ.
// For r ≥ 1, (r, q) ∈ Λ iff every (s, p) ∈ Λ with s < r has
// p = q ⊕ t(r−s). Taking s = 0 forces q = t(r), so by induction every
// (s, p) ∈ Λ has p = t(s): O_{1−t(r)}(r) = 1 always, the answer set is
// L = {r ≥ 1 : (r, t(r)) ∈ Λ}, and, with 0 ∈ L,
//
//	r ∈ L  ⇔  t(s) ⊕ t(r−s) = t(r) for every s ∈ L with s < r
//	       ⇔  adding s and r−s in binary makes an even number of carries
//	       ⇔  ν₂(C(r, s)) is even for every s ∈ L with s < r (Kummer),
//
// because popcount(a) + popcount(b) = popcount(a+b) + carries(a, b).
// Greedy computes L by this rule.
//
// Layers. Write r in base 4. The seed's layers are I_k^even = [4^k, 2·4^k−1]
// and I_k^odd = [2·4^k, 4^{k+1}−1]; it claims that L meets I_k^odd only in
// 4^{k+1}−1 and I_k^even in 4^k + E_k, where E_0 = {0} and
// E_{k+1} = E_k ∪ (4^k + (E_k ∖ {4^k−1})) ∪ {4^{k+1}−1}. By induction on k,
// E_k is the set of k-digit base-4 words w·3^j with w ∈ {0,1}^{k−j} empty or
// ending in 0, so the claim says L is the regular language of base-4 words
// that, read from the least significant digit, are 3^j followed by nothing,
// by 0 and then digits 0 and 1 only, or by 1 and then zeros only
// (IsPattern). Certify proves that this language satisfies the carry rule
// for every r by a finite-automaton computation (a subset construction over
// pairs of base-4 digits with the borrow and its parity as state), so the
// layer structure holds for all r, not only for the r ≤ 2^24 that the brute
// force reaches.
//
// # Sums
//
// With N_k = |E_k| = 2^k and T_k = Σ E_k, T_{k+1} = 2T_k + (N_k+2)·4^k,
// T_k = (8^k − 7·2^k)/6 + 4^k, the even layer k contributes N_k·4^k + T_k,
// the odd layer 4^{k+1}−1, and 2^n = 4^{n/2} is losing iff n is even. The
// layer scan (SumLayers, SumLayersExact) is the seed's O(n) solver; summing
// the geometric series gives, with c = ⌈n/2⌉ and f = ⌊n/2⌋,
//
//	6·S(n) = 2^{3c} + 2^{2f+4} − 7·2^c − 6f − 4,
//
// which Sum evaluates modulo any M ≥ 2 in O(log n) (working modulo 6M, so
// no inverse of 6 is needed) and SumExact in exact arithmetic. The number
// of losing r in [1, 2^n] is 2^c + f − 1 + [n even] (Count).
package thuemorse
