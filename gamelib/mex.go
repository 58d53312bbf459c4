package gamelib

import "math/bits"

// Mex returns the minimum excludant of values: the least non-negative
// integer that does not occur in values. Negative entries are ignored.
//
// Mex runs in O(len(values)) time and allocates one bit per candidate
// (at most len(values)+1 candidates can be excluded, so larger entries
// are ignored too).
func Mex(values []int) int {
	// The mex of k values is at most k, so only values ≤ k matter.
	var seen Bitset
	seen = seen.Grow(len(values) + 1)
	for _, v := range values {
		if v >= 0 && v <= len(values) {
			seen.Set(v)
		}
	}
	return seen.Mex()
}

// A Bitset is a set of non-negative integers stored one bit each, the
// form in which solvers collect the values of a position's options:
// setting a bit is O(1) and Mex scans a word at a time.
//
// The zero value is the empty set. Set grows the set as needed.
type Bitset []uint64

// Grow returns b with room for the values 0 … n−1 without reallocation.
func (b Bitset) Grow(n int) Bitset {
	words := (n + 63) / 64
	if words <= cap(b) {
		return b[:max(len(b), words)]
	}
	nb := make(Bitset, words, max(words, 2*cap(b)))
	copy(nb, b)
	return nb
}

// Set adds v ≥ 0 to the set, growing it if needed.
func (b *Bitset) Set(v int) {
	w := v >> 6
	if w >= len(*b) {
		*b = b.Grow(v + 1)
	}
	(*b)[w] |= 1 << uint(v&63)
}

// Has reports whether v is in the set.
func (b Bitset) Has(v int) bool {
	w := v >> 6
	return v >= 0 && w < len(b) && b[w]&(1<<uint(v&63)) != 0
}

// Clear empties the set, keeping its storage.
func (b Bitset) Clear() {
	clear(b)
}

// Mex returns the least non-negative integer not in the set, in
// O(mex/64) time.
func (b Bitset) Mex() int {
	for i, w := range b {
		if w != ^uint64(0) {
			return i*64 + bits.TrailingZeros64(^w)
		}
	}
	return len(b) * 64
}

// MexBits returns the minimum excludant of the set b; it is b.Mex().
func MexBits(b Bitset) int { return b.Mex() }

// NimSum returns the nim-sum (bitwise exclusive or) of values: the Grundy
// value of the sum of games whose values are given, by the
// Sprague–Grundy theorem. The nim-sum of no values is 0.
func NimSum(values ...int) int {
	s := 0
	for _, v := range values {
		s ^= v
	}
	return s
}
