package octal

import (
	"math/bits"
	"math/rand/v2"
)

// Period searches without a side table.
//
// The searches of package periods read the least period of every suffix
// of g off a prefix-function table of 4 bytes a value, twice the values
// themselves. The two searches a code needs ask less: the least p for
// which a suffix of a length W(p) that grows with p has period p. A
// window w = g[n−W : n] has period p exactly when its first W − p values
// equal its last W − p, and with a polynomial hash of the reversed
// sequence r (r[i] = g[n−1−i]), R(i) = Σ_{j<i} (r[j] + K)·B^j mod 2^61 − 1,
// that is R(W − p)·B^p = R(W) − R(p) up to a collision. The three prefix
// hashes are kept by pointers that only move forward as p grows, so all
// the p are tried in one pass, O(n) time and O(1) memory; a match is
// checked value by value before it is believed (O(W), and a collision,
// probability about n/2^61 with a random B, only costs time), so the
// searches are exact.
//
//   - certified: the periodicity theorem proves p from g(0 … n−1) when the
//     suffix from T(p), the largest preperiod with CertifyLength(T, p) ≤ n,
//     has period p: W(p) = n − T(p) = p + n − ⌊(n − c)/h⌋ for a code that
//     leaves at most h heaps and removes at most c tokens, so W(p) − p is
//     fixed and one pointer moves with p, one with W. This is
//     periods.Certified for a pure period, the search heap.FindPeriod runs
//     on a code's values.
//   - observed: the least p whose last max(3p, 16) values show the period
//     p of the differences (arithmetic periods, any saltus, p ≤ n/3), as
//     periods.Observed(g, false, 3, 16, n/3) — what gamelib.Sequence's
//     FindPeriod reports: pointers at p, 2p and 3p.

// mod61 is the Mersenne prime 2^61 − 1 of the hashes.
const mod61 = 1<<61 - 1

// mulmod returns a·b mod 2^61 − 1 for a, b < 2^61.
func mulmod(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	r := (lo & mod61) + (lo>>61 | hi<<3)
	if r >= mod61 {
		r -= mod61
	}
	return r
}

func addmod(a, b uint64) uint64 {
	r := a + b
	if r >= mod61 {
		r -= mod61
	}
	return r
}

func submod(a, b uint64) uint64 {
	if a >= b {
		return a - b
	}
	return a + mod61 - b
}

// A prefixHash walks the prefix hashes R(i) of a sequence given by elem,
// forward only.
type prefixHash struct {
	i    int    // the prefix length
	h    uint64 // R(i)
	pow  uint64 // B^i
	base uint64
	elem func(int) uint64 // element j, already offset to be nonzero
}

func newPrefixHash(base uint64, elem func(int) uint64) prefixHash {
	return prefixHash{pow: 1, base: base, elem: elem}
}

// to advances the walk to the prefix length i ≥ the current one.
func (p *prefixHash) to(i int) {
	for ; p.i < i; p.i++ {
		p.h = addmod(p.h, mulmod(p.elem(p.i), p.pow))
		p.pow = mulmod(p.pow, p.base)
	}
}

// hashBase returns a random base for the hashes: a match that is not an
// equality needs a collision of two distinct polynomials of degree below
// n, probability at most n/2^61 for a base drawn after the values.
func hashBase() uint64 { return 1<<40 + rand.Uint64N(mod61-1<<41) }

// certifiedPeriodHash returns the least pure period p, with its least
// preperiod t and the length L = CertifyLength(t, p, 0) ≤ len(g), that the
// periodicity theorem proves from the values g, exactly as
// periods.Certified(g, true, …, c.CertifyLength) does, in O(len(g)) time
// and O(1) memory (see above). ok is false when none is proven or c has
// no theorem.
func certifiedPeriodHash[V value](c *Code, g []V) (t, p, L int, ok bool) {
	n := len(g)
	if c.Theorem() == "" || n < 2 {
		return 0, 0, 0, false
	}
	h := max(c.heapsLeft(), 1)
	// T(p) = min(⌊(n − c)/h⌋, n − 1) − p is the largest t with
	// max(h·max(t, 1) + h·p + c, t + p + 1) ≤ n (CertifyLength), as long as
	// it is at least 1; for T(p) < 1 the preperiod 0 may still do (t = 0
	// counts as t = 1), and the loop checks it. So the window
	// W(p) = n − T(p) = p + k, k fixed.
	k := max(n-(n-c.Len())/h, 1)
	if k > n {
		return 0, 0, 0, false
	}
	r := func(i int) uint64 { return uint64(g[n-1-i]) + 1 }
	base := hashBase()
	lo := newPrefixHash(base, r) // R(p), and B^p
	fix := newPrefixHash(base, r)
	fix.to(k)                    // R(W − p) = R(k)
	hi := newPrefixHash(base, r) // R(W) = R(p + k)
	for p = 1; p+k <= n; p++ {
		T := n - p - k
		if T < 0 {
			break
		}
		if c.CertifyLength(T, p, 0) > n {
			continue // past the theorem's reach for this p (t ≥ 0 bound)
		}
		lo.to(p)
		hi.to(p + k)
		if mulmod(fix.h, lo.pow) != submod(hi.h, lo.h) || !hasPeriod(g, T, p) {
			continue
		}
		t = walkBack(g, T, p)
		if L = c.CertifyLength(t, p, 0); L > t+p && L <= n {
			return t, p, L, true
		}
	}
	return 0, 0, 0, false
}

// hasPeriod reports whether g(m + p) = g(m) for t ≤ m < len(g) − p. O(len(g) − t).
func hasPeriod[V value](g []V, t, p int) bool {
	for m := t; m+p < len(g); m++ {
		if g[m+p] != g[m] {
			return false
		}
	}
	return true
}

// walkBack returns the least t′ ≤ t such that g(m + p) = g(m) for
// t′ ≤ m < t, given that the relation holds from t on. O(t − t′).
func walkBack[V value](g []V, t, p int) int {
	for t > 0 && g[t-1+p] == g[t-1] {
		t--
	}
	return t
}

// observedPeriodHash is periods.Observed(g, false, 3, 16, len(g)/3, …)
// without its table: the least p ≤ len(g)/3 such that the last
// max(3p, 16) values satisfy g(m + p) = g(m) + σ, with the least such
// preperiod t and the saltus σ, in O(len(g)) time and O(1) memory.
func observedPeriodHash[V value](g []V) (t, p, saltus int, ok bool) {
	n := len(g)
	maxP := min(n/3, n-1)
	if maxP < 1 {
		return 0, 0, 0, false
	}
	// The differences read backwards: d(i) = g[n−1−i] − g[n−2−i], i < n−1.
	d := func(i int) int { return int(g[n-1-i]) - int(g[n-2-i]) }
	// The last W values have the arithmetic period p when the last W − 1
	// differences have the period p.
	periodic := func(W, p int) bool {
		for i := 0; i+p < W-1; i++ {
			if d(i) != d(i+p) {
				return false
			}
		}
		return true
	}
	elem := func(i int) uint64 { return uint64(d(i) + 1<<17) }
	base := hashBase()
	one, two, three := newPrefixHash(base, elem), newPrefixHash(base, elem), newPrefixHash(base, elem)
	for p = 1; p <= maxP; p++ {
		W := max(3*p, 16)
		if W > n {
			break
		}
		if W == 16 { // p ≤ 5: a direct check of 15 differences
			if !periodic(W, p) {
				continue
			}
		} else {
			// The last 3p − 1 differences: R(2p − 1)·B^p = R(3p − 1) − R(p).
			one.to(p)
			two.to(2*p - 1)
			three.to(3*p - 1)
			if mulmod(two.h, one.pow) != submod(three.h, one.h) || !periodic(W, p) {
				continue
			}
		}
		t, saltus = walkArith(g, p)
		return t, p, saltus, true
	}
	return 0, 0, 0, false
}

// walkArith returns the least t such that g(m + p) = g(m) + σ for
// t ≤ m < len(g) − p, with σ = g(n−1) − g(n−1−p): periods.Walk for the
// differences. O(len(g) − t).
func walkArith[V value](g []V, p int) (t, saltus int) {
	n := len(g)
	saltus = int(g[n-1]) - int(g[n-1-p])
	t = n - 1 - p
	for t > 0 && int(g[t-1+p])-int(g[t-1]) == saltus {
		t--
	}
	return t, saltus
}
