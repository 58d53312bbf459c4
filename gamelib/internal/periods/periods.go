// Package periods holds the period searches shared by gamelib, heap and
// octal: the least period of every suffix of a sequence from one
// prefix-function (Knuth–Morris–Pratt) pass over the reversed sequence.
//
// A sequence s of length n has the relation
//
//	s[m+p] = s[m] + σ   for t ≤ m < n − p
//
// exactly when p is a period of the suffix s[t:] (σ = 0, "pure"), or of
// the suffix d[t:] of the differences d[m] = s[m+1] − s[m] (any σ,
// "arithmetic"; σ is then s[t+p] − s[t]). Every search here asks for the
// least p for which some suffix start t satisfies a condition that only
// gets easier for a smaller p at the same t (tail long enough for p, or a
// certificate length that grows with p); the least period π(t) of the
// suffix at t is then the best candidate at t, and the answer is the
// minimum of π(t) over the t that pass. The reversed sequence's prefix
// function gives π(t) for all t in O(n) time and 4 bytes a value.
package periods

import "math"

// A Value is a stored Grundy value.
type Value interface{ ~int | ~uint16 }

// MaxLen is the longest sequence LeastPeriod handles with its int32
// table; longer ones are left to Walk, which needs no table.
const MaxLen = math.MaxInt32

// elem returns element i of the sequence the search runs on, read
// backwards: s[n−1−i] when pure, the difference d[n−2−i] otherwise.
func elem[T Value](s []T, diff bool, i int) int {
	n := len(s)
	if diff {
		return int(s[n-1-i]) - int(s[n-2-i])
	}
	return int(s[n-1-i])
}

// Len is the length of the sequence the search runs on: len(s) when pure,
// len(s) − 1 (the differences) otherwise, and 0 for an empty s.
func Len[T Value](s []T, diff bool) int {
	if diff {
		return max(len(s)-1, 0)
	}
	return len(s)
}

// LeastPeriod returns the least π(t) over the suffix starts t for which
// accept(t, π(t)) is true, with that t (the largest such t, the first one
// met), where π(t) is the least period of s[t:] (pure) or of d[t:]
// (diff). It calls accept for t from the last down to 0, skipping a t
// whose π(t) is not below the best so far or whose suffix has a border
// shorter than minBorder (π(t) > length − minBorder: with minBorder = 1
// the suffixes whose only period is their length, where the relation is
// vacuous); accept may stop the search early by returning stop. pf, if
// long enough, is used as the prefix-function table (its contents are
// overwritten); the caller checks memory, 4 bytes a value, and
// len(s) ≤ MaxLen.
//
// Cost: O(n) time (the prefix function's amortised bound) plus the calls
// of accept.
func LeastPeriod[T Value](s []T, diff bool, minBorder int, pf []int32, accept func(t, p int) (ok, stop bool)) (t, p int, found bool) {
	m := Len(s, diff)
	if m == 0 {
		return 0, 0, false
	}
	if cap(pf) < m {
		pf = make([]int32, m)
	}
	pf = pf[:m]
	if diff {
		diffBorders(s, pf)
	} else {
		borders(s, pf)
	}
	// i indexes the reversed sequence; its first i+1 elements are the
	// suffix that starts at m−1−i.
	best := math.MaxInt
	for i, b := range pf {
		q := i + 1 - int(b)
		if q >= best || int(b) < minBorder {
			continue
		}
		ok, stop := accept(m-1-i, q)
		if ok {
			best, t, found = q, m-1-i, true
		}
		if stop {
			break
		}
	}
	return t, best, found
}

// borders fills pf with the prefix function of s reversed: pf[i] is the
// longest proper border of the suffix s[n−1−i:].
func borders[T Value](s []T, pf []int32) {
	n := len(s)
	r := func(i int) T { return s[n-1-i] }
	pf[0] = 0
	k := 0
	for i := 1; i < n; i++ {
		x := r(i)
		for k > 0 && x != r(k) {
			k = int(pf[k-1])
		}
		if x == r(k) {
			k++
		}
		pf[i] = int32(k)
	}
}

// diffBorders is borders for the differences d[m] = s[m+1] − s[m].
func diffBorders[T Value](s []T, pf []int32) {
	n := len(s)
	r := func(i int) int { return int(s[n-1-i]) - int(s[n-2-i]) }
	pf[0] = 0
	k := 0
	for i := 1; i < n-1; i++ {
		x := r(i)
		for k > 0 && x != r(k) {
			k = int(pf[k-1])
		}
		if x == r(k) {
			k++
		}
		pf[i] = int32(k)
	}
}

// Walk returns the least t such that s[m+p] = s[m] + σ for t ≤ m < n − p,
// with σ = 0 when pure and σ = s[n−1] − s[n−1−p] otherwise (read off the
// last values), walking back from the end: O(n − t) time, no memory. It
// needs 1 ≤ p < n. The relation is vacuous at t = n − p, so t ≤ n − p.
func Walk[T Value](s []T, diff bool, p int) (t, saltus int) {
	n := len(s)
	if diff {
		saltus = int(s[n-1]) - int(s[n-1-p])
	}
	t = n - p
	for t > 0 && int(s[t-1+p]) == int(s[t-1])+saltus {
		t--
	}
	return t, saltus
}

// Observed is the observed period search of gamelib.Sequence.FindPeriod:
// the least p ≤ maxP, and for it the least t, such that the relation with
// period p holds on t ≤ m < n − p (σ = 0 when pure, read off the last
// values otherwise) and n − t ≥ max(repeats·p, minTail). pf is as for
// LeastPeriod; when it is nil and the sequence is longer than MaxLen the
// old walk-back search over every p is used instead (O(n·maxP) worst case,
// no memory).
//
// Cost: O(n) time with the table.
func Observed[T Value](s []T, pure bool, repeats, minTail, maxP int, pf []int32) (t, p, saltus int, found bool) {
	n := len(s)
	maxP = min(maxP, n-1) // a period needs one value before its last
	if maxP < 1 {
		return 0, 0, 0, false
	}
	if pf == nil && n > MaxLen {
		return Quadratic(s, pure, repeats, minTail, maxP)
	}
	diff := !pure
	accept := func(t, q int) (bool, bool) {
		if q > maxP || n-t < max(repeats*q, minTail) {
			return false, false
		}
		// A pure candidate whose suffix has no smaller period is vacuous:
		// its one comparison, s[n−1] against s[n−1−q], lies outside it.
		if pure && q == n-t && (t == 0 || s[n-1] != s[n-1-q]) {
			return false, false
		}
		return true, q == 1 // nothing beats period 1
	}
	minBorder := 0
	if (pure && repeats >= 2) || repeats >= 3 {
		minBorder = 1 // n − t ≥ repeats·π(t) needs a border
	}
	_, p, found = LeastPeriod(s, diff, minBorder, pf, accept)
	if !found {
		return 0, 0, 0, false
	}
	t, saltus = Walk(s, diff, p)
	return t, p, saltus, true
}

// Quadratic is the plain observed search, kept as the reference the
// linear one is tested against and as the fallback for sequences longer
// than MaxLen: for each p = 1 … maxP it walks back from the end while the
// relation holds. O(Σ_p (n − t_p)) time, O(n·maxP) at worst; O(1) memory.
func Quadratic[T Value](s []T, pure bool, repeats, minTail, maxP int) (t, p, saltus int, found bool) {
	n := len(s)
	maxP = min(maxP, n-1)
	for p = 1; p <= maxP; p++ {
		sal := int(s[n-1]) - int(s[n-1-p])
		if pure && sal != 0 {
			continue
		}
		t, sal = Walk(s, !pure, p)
		if n-t >= max(repeats*p, minTail) {
			return t, p, sal, true
		}
	}
	return 0, 0, 0, false
}

// Certified returns the least period p, and for it the least preperiod t,
// that length certifies from s: the relation holds on t ≤ m < n − p and
// length(t, p, σ) ≤ n, where σ = 0 when pure and σ = s[t+p] − s[t]
// otherwise. length returns the number of values g(0 … L−1) a theorem
// needs to prove the period (math.MaxInt when it cannot); it must exceed
// t + p, so that the certificate rests on at least one comparison, and
// must not decrease when t grows. The search is exact (it finds the least
// p that length accepts at some t) when, besides, accepting (t, p, σ)
// implies accepting (t, q, σ·q/p) for every period q < p of the same
// suffix: for a pure search it suffices that length grows with p; with a
// saltus, that length accepts by the slope σ/p and asks for
// L ≥ t + 2p + 1, so that by the theorem of Fine and Wilf the least period
// of the suffix divides p. pf is as for LeastPeriod.
//
// Cost: O(n) time and the calls of length.
func Certified[T Value](s []T, pure bool, pf []int32, length func(t, p, saltus int) int) (t, p, saltus, L int, found bool) {
	n := len(s)
	diff := !pure
	ok := func(t, q int) (int, int, bool) {
		if t+q >= n {
			return 0, 0, false
		}
		sal := 0
		if diff {
			sal = int(s[t+q]) - int(s[t])
		}
		L := length(t, q, sal)
		return sal, L, L > t+q && L <= n
	}
	accept := func(t, q int) (bool, bool) {
		_, _, good := ok(t, q)
		return good, good && q == 1
	}
	t, p, found = LeastPeriod(s, diff, 1, pf, accept)
	if !found {
		return 0, 0, 0, 0, false
	}
	// The least t for this p: the relation holds from tw on (tw ≤ t); it
	// is certified from there too when length grows with t, as it must.
	tw, _ := Walk(s, diff, p)
	if sal, L, good := ok(tw, p); good {
		return tw, p, sal, L, true
	}
	sal, L, _ := ok(t, p)
	return t, p, sal, L, true
}
