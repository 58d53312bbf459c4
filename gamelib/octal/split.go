package octal

import (
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
)

// A Split is a rare/common split of the heaps of a Grundy sequence: heap x
// is rare when parity(g(x) AND Mask) ⊕ Sigma·(x mod 2) = RareClass.
type Split struct {
	Mask      int // the value mask μ
	Sigma     int // 1 when the class also depends on the parity of the heap
	RareClass int // the class (0 or 1) of the rare heaps
	Rare      int // number of rare heaps among 1 … Heaps
	Heaps     int // number of heaps classified
}

// IsRare reports whether heap x with value v is rare under s.
func (s Split) IsRare(x, v int) bool {
	return (bits.OnesCount(uint(v&s.Mask))^(s.Sigma&x))&1 == s.RareClass
}

// sameClasses reports whether s and o class every heap alike (the same
// Mask, Sigma and RareClass; their counts are not compared).
func (s Split) sameClasses(o Split) bool {
	return s.Mask == o.Mask && s.Sigma == o.Sigma && s.RareClass == o.RareClass
}

// rareTable returns IsRare as a table for values below 2^k:
// t[(x mod 2)<<k | v] = IsRare(x, v), one load a heap in the loops that
// classify every heap.
func (s Split) rareTable(k int) []bool {
	t := make([]bool, 2<<k)
	for i := range t {
		t[i] = s.IsRare(i>>k, i&(1<<k-1))
	}
	return t
}

// chooseSplit returns the best rare/common split of heaps 1 … m−1 of g,
// whose values are below 2^k, for a rule whose two-heap moves remove j
// tokens with j mod 2 = jpar for all of them (jpar = −1 when both parities
// occur). The common heaps' values must be the ones that only mixed pairs
// can produce, so that a common value is decided exactly: that forces the
// rare class to be σ·jpar (and σ = 0 when jpar = −1). Among the allowed
// (σ, μ) with μ ≠ 0 the one with the fewest rare heaps wins; the
// Walsh–Hadamard transform of the histogram of (x mod 2, g(x)) gives
// F(σ, μ) = #class 0 − #class 1 for all of them in O(k·2^k) time.
func chooseSplit[V ~int | ~uint8 | ~uint16](g []V, m, k, jpar int) Split {
	return chooseSplitHi(g, nil, m, k, jpar)
}

// chooseSplitHi is chooseSplit on values whose ninth bits are in hi when
// it is not nil (see sparseSolver.hi).
func chooseSplitHi[V ~int | ~uint8 | ~uint16](g []V, hi []byte, m, k, jpar int) Split {
	s := Split{Heaps: max(m-1, 0), Rare: max(m-1, 0)}
	if k == 0 || m < 2 {
		return s
	}
	size := 2 << k
	h := make([]int64, size)
	for x := 1; x < m; x++ {
		v := int(g[x])
		if hi != nil {
			v |= int(hi[x>>3]>>(x&7)&1) << 8
		}
		h[(x&1)<<k|v]++
	}
	return splitOfCounts(h, m, k, jpar)
}

// splitOfCounts is chooseSplit given the histogram h of heaps 1 … m−1:
// h[(x mod 2)<<k | g(x)] heaps of each parity and value, 2^(k+1)
// entries, which it overwrites. O(k·2^k).
func splitOfCounts(h []int64, m, k, jpar int) Split {
	s := Split{Heaps: max(m-1, 0), Rare: max(m-1, 0)}
	if k == 0 || m < 2 {
		return s
	}
	size := 2 << k
	// In-place Walsh–Hadamard transform: h[u] = Σ_i count_i (−1)^{popcount(i AND u)}.
	for step := 1; step < size; step <<= 1 {
		for i := 0; i < size; i += 2 * step {
			for j := i; j < i+step; j++ {
				a, b := h[j], h[j+step]
				h[j], h[j+step] = a+b, a-b
			}
		}
	}
	valueMask := 1<<k - 1
	total := int64(s.Heaps)
	for u := 1; u < size; u++ {
		sigma := u >> k
		if u&valueMask == 0 || (sigma == 1 && jpar < 0) {
			continue
		}
		rho := sigma * max(jpar, 0)
		// Class 0 has (total + F)/2 heaps, class 1 (total − F)/2.
		n := (total + h[u]) / 2
		if rho == 1 {
			n = (total - h[u]) / 2
		}
		if int(n) < s.Rare {
			s.Mask, s.Sigma, s.RareClass, s.Rare = u&valueMask, sigma, rho, int(n)
		}
	}
	return s
}

// splitParity returns the common parity of the removals j of the rule's
// two-heap moves, or −1 when both parities occur (or there are none).
func (r *rule) splitParity() int {
	par := -2
	for j, d := range r.digits {
		if d&4 == 0 {
			continue
		}
		switch par {
		case -2:
			par = j & 1
		case j & 1:
		default:
			return -1
		}
	}
	return max(par, -1)
}

// split returns the best rare/common split of g for rule r.
func split[V ~int | ~uint8 | ~uint16](r *rule, g []V) Split {
	maxV := 0
	for _, v := range g {
		maxV = max(maxV, int(v))
	}
	return chooseSplit(g, len(g), bits.Len(uint(maxV)), r.splitParity())
}

// RareSplit returns the rare/common split that the fast solver chooses for
// the values g = g(0), g(1), … of code c: the split of heaps 1 … len(g)−1
// with the fewest rare heaps among those that decide the common heaps'
// values exactly (see the package comment). Cost O(len(g) + K·2^K), K the
// bit length of the largest value.
func (c *Code) RareSplit(g []uint16) Split { return split(c.rule(), g) }

// RareSplitOf is RareSplit of values held as a gamelib.Sequence (for
// instance those Values returned), so that a caller holding them need not
// compute them again as uint16. Values outside 0 … MaxValue give the
// empty split (every heap rare).
func (c *Code) RareSplitOf(g gamelib.Sequence) Split {
	for _, v := range g {
		if v < 0 || v > MaxValue {
			return Split{Heaps: max(len(g)-1, 0), Rare: max(len(g)-1, 0)}
		}
	}
	return split(c.rule(), []int(g))
}
