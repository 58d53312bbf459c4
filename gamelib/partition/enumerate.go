package partition

import "iter"

// All yields every partition of n ≥ 0 once, as its parts in
// non-increasing order, in reverse lexicographic order: for n = 4,
// [4] [3 1] [2 2] [2 1 1] [1 1 1 1]. The empty partition is the only
// partition of 0; a negative n has none. The yielded slice is reused
// after yield returns. There are p(n) partitions; each costs O(1)
// amortized time to produce. All(n) is Bounded(n, n, n).
func All(n int) iter.Seq[[]int] { return Bounded(n, n, n) }

// Bounded yields every partition of n ≥ 0 into at most maxParts parts,
// each at most maxPart, once, as its parts in non-increasing order, in
// reverse lexicographic order, like All: for n = 4, maxPart = 3,
// maxParts = 3, [3 1] [2 2] [2 1 1]. The empty partition is the only
// partition of 0; a negative n, or a positive n with maxPart < 1 or
// maxParts < 1, has none. The yielded slice is reused after yield
// returns.
//
// A part p is tried only when the rest, n − p minus the parts before it,
// fits in the parts still allowed (each at most p), so every step of the
// search extends to a partition: each partition costs O(maxParts)
// amortized time, and memory is O(min(n, maxParts)).
func Bounded(n, maxPart, maxParts int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if n < 0 || (n > 0 && (maxPart < 1 || maxParts < 1)) {
			return
		}
		parts := make([]int, 0, max(0, min(n, maxParts)))
		// rec extends parts by a partition of rest into parts ≤ largest,
		// using at most maxParts − len(parts) more parts. It returns false
		// when yield asked to stop.
		var rec func(rest, largest int) bool
		rec = func(rest, largest int) bool {
			if rest == 0 {
				return yield(parts)
			}
			room := min(maxParts-len(parts), rest)
			if room <= 0 {
				return true
			}
			// The largest remaining part is at least ⌈rest/room⌉.
			for p := min(rest, largest); p >= (rest+room-1)/room; p-- {
				parts = append(parts, p)
				ok := rec(rest-p, p)
				parts = parts[:len(parts)-1]
				if !ok {
					return false
				}
			}
			return true
		}
		rec(n, maxPart)
	}
}
