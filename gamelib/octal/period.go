package octal

import (
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
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
// t = 71, p = 12) that is 168.
//
// It returns math.MaxInt when L would overflow an int, so that no
// sequence is long enough to certify such a period.
func (c *Code) CertifyLength(t, p int) int {
	h := max(c.heapsLeft(), 1)
	if t < 0 || p < 0 || max(t, 1) > (math.MaxInt-c.Len())/(2*h) || p > (math.MaxInt-c.Len())/(2*h) {
		return math.MaxInt
	}
	return h*max(t, 1) + h*p + c.Len()
}

// Certify reports whether the values in s prove, by the periodicity
// theorem, that g(n + p) = g(n) for every n ≥ t: it needs t ≥ 0, p ≥ 1,
// len(s) ≥ CertifyLength(t, p), and g(n + p) = g(n) for t ≤ n < L − p.
// s must be the sequence of c from heap 0. Cost O(t + p + c).
func (c *Code) Certify(s gamelib.Sequence, t, p int) bool { return certify(c, s, t, p) }

func certify[T ~int | ~uint16](c *Code, s []T, t, p int) bool {
	if t < 0 || p < 1 {
		return false
	}
	L := c.CertifyLength(t, p)
	if len(s) < L {
		return false
	}
	for n := t; n+p < L; n++ {
		if s[n+p] != s[n] {
			return false
		}
	}
	return true
}

// Period finds the least period p of s that the periodicity theorem
// certifies, with its least preperiod t, and returns it with Certified set
// and the theorem named in Proof. Because a certified period holds for
// every heap, its preperiod is exact and the least certified period is the
// least period of the whole sequence. When no period is certified it
// returns s.FindPeriod(nil), an observed (possibly arithmetic) period or
// none. Kayles gives preperiod 71 and period 12 from 168 values.
//
// Cost: O(len(s)) for each period tried, at most len(s)/h of them, and in
// practice a few steps for each wrong one.
func (c *Code) Period(s gamelib.Sequence) gamelib.Period {
	if t, p, ok := certifiedPeriod(c, s); ok {
		return gamelib.Period{
			Found: true, Preperiod: t, Period: p, Certified: true, Checked: len(s),
			Proof: fmt.Sprintf("periodicity theorem for take-and-break games (Guy–Smith): g(n+%d) = g(n) for %d ≤ n < %d",
				p, t, c.CertifyLength(t, p)-p),
		}
	}
	return s.FindPeriod(nil)
}

// certifiedPeriod returns the least certified period of s and its least
// preperiod.
func certifiedPeriod[T ~int | ~uint16](c *Code, s []T) (t, p int, ok bool) {
	n := len(s)
	h := max(c.heapsLeft(), 1)
	for p = 1; h*(p+1)+c.Len() <= n; p++ {
		// The least t with s[m+p] = s[m] for t ≤ m < n−p.
		t = n - p
		for t > 0 && s[t-1+p] == s[t-1] {
			t--
		}
		if certify(c, s, t, p) {
			return t, p, true
		}
	}
	return 0, 0, false
}

// FindPeriod computes the values of c for heaps 0 … L with L = 255, 511,
// 1023, … up to maxN, and stops at the first L whose values certify a
// period (see Period); it returns that period, or the observed result on
// g(0 … maxN) when none is certified. Cost: at most twice that of
// computing the values of the last L.
func (c *Code) FindPeriod(maxN int, progress gamelib.Progress) (gamelib.Period, error) {
	if maxN < 0 {
		return gamelib.Period{}, fmt.Errorf("octal: %s: negative heap size n=%d", c, maxN)
	}
	for L := min(255, maxN); ; L = min(2*L+1, maxN) {
		g, err := c.Values16(L, progress)
		if err != nil {
			return gamelib.Period{}, err
		}
		s, err := toSequence(c.String(), g)
		if err != nil {
			return gamelib.Period{}, err
		}
		if per := c.Period(s); per.Certified || L == maxN {
			return per, nil
		}
	}
}
