package octal

import (
	"math"

	"github.com/grundylab/grundylab/gamelib/internal/periods"
)

// The theorems behind the certificates of codes with a repeating part and
// of codes with "!" (doc.go, "Arithmetic periods", has the statements and
// proofs; period.go has the classical theorem).

const (
	theoremGuySmith = "periodicity theorem for take-and-break games (Guy–Smith)"
	theoremUnequal  = `periodicity theorem for take-and-break games (Guy–Smith), extended to "!" splits (package octal)`
	theoremAllBut   = "arithmetic-periodicity lemma for all-but subtraction games (package octal; Siegel 2005 proves every such game arithmetic-periodic)"
)

// ValueTheorem names the theorem CertifyValues applies: the lemma for
// all-but subtraction games, the test for hexadecimal codes with
// three-heap moves, or else Theorem's (heap.ValueCertifier).
func (c *Code) ValueTheorem() string {
	if c.hexArith() {
		return theoremHex
	}
	return c.Theorem()
}

// allBut reports whether c is an all-but subtraction game in the sense of
// the lemma: no digit splits (every digit 0–3, d₀ = 0) and the repeating
// part is one digit 3 or 2. Then from every heap n > k (k the number of
// digits before the repeating one) the options are the heaps m = lo, …,
// n−1 but n − j for j in X = {1 ≤ j ≤ k : d_j has no bit 2}, with lo = 0
// when the repeating digit is 3 (a move may take the whole heap) and 1
// when it is 2. excluded[j] reports j ∈ X.
func (c *Code) allBut() (lo int, excluded []bool, k int, ok bool) {
	if c == nil || c.repeat != 1 || c.unequal != nil || c.digits[0] != 0 {
		return 0, nil, 0, false
	}
	last := c.digits[len(c.digits)-1]
	if last != 3 && last != 2 {
		return 0, nil, 0, false
	}
	k = len(c.digits) - 2
	excluded = make([]bool, k+1)
	for j := 1; j <= k; j++ {
		if c.digits[j] > 3 {
			return 0, nil, 0, false
		}
		excluded[j] = c.digits[j]&2 == 0
	}
	if last == 2 {
		lo = 1
	}
	return lo, excluded, k, true
}

// maxExcluded is f = max X, 0 for X = ∅.
func maxExcluded(excluded []bool) int {
	for j := len(excluded) - 1; j >= 1; j-- {
		if excluded[j] {
			return j
		}
	}
	return 0
}

// CertifyBound returns a lower bound on the number of values the
// arithmetic-periodicity lemma for all-but subtraction games needs to
// prove the period p with preperiod t and a positive saltus (see
// CertifyValues): max(max(t + f, k + 1) + p, t + 2p + 1), f the largest
// excluded amount and k the number of digits before the repeating one. For
// other codes and periods it is CertifyLength. With CertifyValues it makes
// a *Code a heap.ValueCertifier.
func (c *Code) CertifyBound(t, p, saltus int) int {
	lo, excluded, k, ok := c.allBut()
	if !ok {
		if saltus >= 1 && c.hexArith() { // hexarith.go
			return c.hexBound(t, p)
		}
		return c.CertifyLength(t, p, saltus)
	}
	if saltus < 1 || t < lo || p < 1 || t > math.MaxInt/4 || p > math.MaxInt/4 {
		return math.MaxInt
	}
	return max(max(t+maxExcluded(excluded), k+1)+p, t+2*p+1)
}

// CertifyValues returns the number of values g(0), …, g(L−1) on which the
// arithmetic-periodicity lemma for all-but subtraction games proves
// g(n + p) = g(n) + saltus for every n ≥ t, given that the relation holds
// on g from t to its end; math.MaxInt when the lemma's condition (P) fails
// on g or g is too short. Cost: O(len(g)) time, O(t + p) memory. For a
// finite hexadecimal code with a three-heap move and a positive saltus it
// is the arithmetic-periodicity test of hexarith.go (hexCertify, whose
// cost it states). For other codes it is CertifyLength when that fits g.
func (c *Code) CertifyValues(g []uint16, t, p, saltus int) int {
	lo, excluded, k, ok := c.allBut()
	if !ok {
		if saltus >= 1 && c.hexArith() {
			return c.hexCertify(g, t, p, saltus)
		}
		if L := c.CertifyLength(t, p, saltus); L <= len(g) {
			return L
		}
		return math.MaxInt
	}
	return periods.AllBut(g, lo, excluded, k, t, p, saltus)
}
