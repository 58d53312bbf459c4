package octal

import (
	"math"
)

// The periodicity theorem for take-and-break codes (Guy and Smith, 1956;
// Winning Ways, ch. 4). Let a code remove at most c tokens (c = Len) and
// leave at most h nonempty heaps (h = 2 for octal codes with a digit 4–7,
// 3 with a hexadecimal digit 8–F, 1 or 0 otherwise). If for some t ≥ 1
// and p ≥ 1
//
//	g(n + p) = g(n)   for all t ≤ n < N = h·t + (h−1)·p + c,
//
// then g(n + p) = g(n) for every n ≥ t. Proof, by induction on n ≥ N:
// every option of n + p leaves heaps of total n + p − j ≥ n + p − c, so its
// largest heap H satisfies H ≥ (n + p − c)/h ≥ t + p, and t ≤ H − p < n;
// replacing H by H − p gives an option of n of the same kind with the same
// value, since g(H) = g(H − p) by the hypothesis. Conversely the largest
// heap H′ of an option of n has H′ ≥ (n − c)/h ≥ t and H′ < n, and
// replacing it by H′ + p gives an option of n + p with the same value. A
// move that takes a whole heap needs n + p ≤ c or n ≤ c, impossible for
// n ≥ N > c. So n and n + p have the same option values and the same
// mex. With h = 2 this is the classical bound: the values g(0 … 2t+2p+c−1)
// prove the period. The digit before the point (splits that remove no
// token, j = 0) fits the proof unchanged, since such a move leaves at
// least two heaps, each smaller than the one split. For t = 0 the theorem
// is applied with t = 1 and the single equation g(p) = g(0) checked too.

// heapsLeft returns the largest number of nonempty heaps a move leaves.
func (c *Code) heapsLeft() int {
	h := 0
	for _, d := range c.digits {
		switch {
		case d&8 != 0:
			h = max(h, 3)
		case d&4 != 0:
			h = max(h, 2)
		case d&2 != 0:
			h = max(h, 1)
		}
	}
	return h
}

// CertifyLength returns how many values g(0), …, g(L−1) the periodicity
// theorem needs to prove that the period p holds from the preperiod t:
// L = h·t′ + h·p + c with t′ = max(t, 1), h the largest number of heaps a
// move leaves (at least 1) and c the code length. For Kayles (0.77,
// t = 71, p = 12) that is 168. It is the method by which a *Code is a
// heap.Certifier: heap.FindPeriod computes values until L of them prove a
// period.
//
// For a code with "!" splits the theorem needs L = h·t′ + h²·p + c (see
// the package comment). It returns math.MaxInt, so that no sequence
// certifies the period, for a code with a repeating part (all-but games
// are certified by CertifyValues, arith.go) or that no theorem covers
// (see Theorem), for a nonzero saltus (the values of a finite code are
// bounded), for t < 0 or p < 1, and when L would overflow an int.
func (c *Code) CertifyLength(t, p, saltus int) int {
	if c.Theorem() == "" || c.repeat > 0 || saltus != 0 || t < 0 || p < 1 {
		return math.MaxInt
	}
	h := max(c.heapsLeft(), 1)
	hp := h // p's factor: h², not h, with "!" splits (arith.go)
	if c.unequal != nil {
		hp = h * h
	}
	if max(t, 1) > (math.MaxInt-c.Len())/(2*hp) || p > (math.MaxInt-c.Len())/(2*hp) {
		return math.MaxInt
	}
	// A game without moves (0.0) has h = 1 and c = 0: ask for one
	// comparison all the same.
	return max(h*max(t, 1)+hp*p+c.Len(), t+p+1)
}

// Theorem names the theorem that certifies the code's periods, for
// heap.FindPeriod's proofs: the periodicity theorem for finite codes, its
// extension to "!" splits, or the arithmetic-periodicity lemma for
// all-but subtraction games (arith.go). It is "" (no period is certified)
// for the other codes with a repeating part, whose moves remove
// unboundedly many tokens and split heaps.
func (c *Code) Theorem() string {
	switch {
	case c == nil:
		return ""
	case c.repeat > 0:
		if _, _, _, ok := c.allBut(); ok { // arith.go
			return theoremAllBut
		}
		return ""
	case c.unequal != nil:
		return theoremUnequal
	}
	return theoremGuySmith
}

// certifiedPeriod returns the least period of g that the periodicity
// theorem certifies and its least preperiod (see heap.FindPeriod), in
// O(len(g)) time and O(1) memory (certifiedPeriodHash); ok is false when
// none is certified.
func certifiedPeriod[V value](c *Code, g []V) (t, p int, ok bool) {
	t, p, _, ok = certifiedPeriodHash(c, g)
	return t, p, ok
}
