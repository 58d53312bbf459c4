// Package splitting is the study of seed 000, the heap-splitting game: a
// move replaces one heap by between 2 and k nonempty heaps of the same
// total, and a position is a partition of the tokens into heaps.
//
// The single-heap values sg_k come from heap.Split (the rule and its
// solver, an engine); the counts over partitions come from package
// partition (an engine too). This package joins them for the seed's
// question. Game computes sg_k and proves, for the n asked, that every
// k ≥ 4 has sg_k(s) = s − 1 (a saturation lemma checked on sg_4), so that
// F_k(n) = p(n) − L_k(n), the winning partitions, and
//
//	g(n) = Σ_{k=2}^{n} F_k(n) = F_2(n) + F_3(n) + (n − 3) F_4(n)
//
// need three counts only. Play solves the game on every partition
// directly, without Sprague–Grundy, as the check of all of this.
package splitting
