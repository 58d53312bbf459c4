// Package partition counts the partitions of an integer, in total and by
// the nim-sum of their parts' values.
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
// a few 40-bit primes and the Chinese remainder theorem (package
// modular); LosingDensity gives L(t)/p(t) in float64 from the (positive,
// well-conditioned) table. All and Bounded enumerate the partitions
// themselves, for checks by brute force and for the options of
// heap.Split.
//
// Every table is checked against gamelib.MemoryLimit and every count's
// estimated additions (the costs in the functions' comments, computed from
// the values before any work) against gamelib.WorkLimit, so that a size
// far beyond the machine is an error at once (ErrTooLarge, ErrTooSlow).
// Every count has a form taking a context.Context (LosingModContext, …;
// see gamelib's "Limits and cancellation per call"), whose limits replace
// the process-wide ones and whose cancellation stops it.
//
// The heap-splitting game of seed 000, which counts its positions with
// this package, is the study studies/splitting.
package partition
