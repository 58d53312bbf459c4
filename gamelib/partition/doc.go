// Package partition counts the partitions of an integer, in total and by
// the nim-sum of their parts' values, and solves the heap-splitting game
// of seed 000 on whole partitions.
//
// A partition λ ⊢ n is a multiset of positive parts with sum n; there are
// p(n) of them (Numbers, by Euler's pentagonal recurrence). Read as a sum
// of heaps whose single-heap Grundy values are g(s), a partition is a
// losing position exactly when ⊕_{s∈λ} g(s) = 0 (Sprague–Grundy), so the
// losing partitions of t are counted by
//
//	L(t) = [z^t y^0] Π_{s≥1} 1/(1 − z^s y^g(s)),
//
// y a formal element with y^a y^b = y^(a⊕b). PlainLosingMod is the seed's
// table D(t, x) over sums and nim-sums, O(n²X) for X = 2^bits(max g).
// LosingMod writes λ = S + 2μ (S the parts of odd multiplicity, μ any
// partition), so L(t) = Σ_j Q(t − 2j) p(j) with Q counting the sets of
// distinct parts with nim-sum 0, and evaluates Q through the X characters
// of the group of nim-sums, each a product Π_s (1 ± z^s) computed in one
// array and independent of the others. Losing makes the counts exact with
// a few 40-bit primes and the Chinese remainder theorem; LosingDensity
// gives L(t)/p(t) in float64 from the (positive, well-conditioned) table.
//
// In the splitting game with parameter k a move replaces one heap by 2..k
// nonempty heaps. SplitGame computes sg_k (by heap.Split) and proves, for
// the n asked, that every k ≥ 4 has sg_k(s) = s − 1 (a saturation lemma
// checked on sg_4), so that F_k(n) = p(n) − L_k(n), the winning
// partitions, and g(n) = Σ_{k=2}^{n} F_k(n) = F_2 + F_3 + (n − 3) F_4 need
// three counts only. PlaySplit solves the game on every partition
// directly, without Sprague–Grundy, as the check of all of this.
package partition
