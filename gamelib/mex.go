package gamelib

import (
	"context"
	"fmt"
	"math/bits"
)

// Mex returns the minimum excludant of values: the least non-negative
// integer that does not occur in values. Negative entries are ignored.
//
// Mex runs in O(len(values)) time and allocates one bit per candidate
// (at most len(values)+1 candidates can be excluded, so larger entries
// are ignored too): 1/64 of the memory of values itself.
func Mex(values []int) int {
	// The mex of k values is at most k, so only values ≤ k matter.
	seen := make(Bitset, len(values)/64+1)
	for _, v := range values {
		if v >= 0 && v <= len(values) {
			seen[v>>6] |= 1 << uint(v&63)
		}
	}
	return seen.Mex()
}

// A Bitset is a set of non-negative integers stored one bit each, the
// form in which solvers collect the values of a position's options:
// setting a bit is O(1) and Mex scans a word at a time.
//
// The zero value is the empty set. Set grows the set as needed; growth
// is checked against a memory limit (the call's with GrowContext and
// SetContext, the process-wide MemoryLimit with Grow and Set), so a huge
// value is an error, not an out-of-memory crash.
type Bitset []uint64

// Grow returns b with room for the values 0 … n−1 without reallocation.
// It returns an error for n < 0 and, wrapping ErrTooLarge, when the set
// would exceed MemoryLimit; b is unchanged then. Grow is GrowContext
// with context.Background().
func (b Bitset) Grow(n int) (Bitset, error) {
	return b.GrowContext(context.Background(), n)
}

// GrowContext is Grow under the memory limit of ctx (LimitsFrom).
func (b Bitset) GrowContext(ctx context.Context, n int) (Bitset, error) {
	if n < 0 {
		return b, fmt.Errorf("gamelib: Bitset.Grow(%d): negative size", n)
	}
	return b.growWords(ctx, n/64+min(n%64, 1))
}

// growWords returns b with at least words words, under the memory limit
// of ctx; the limit is read only when b must grow.
func (b Bitset) growWords(ctx context.Context, words int) (Bitset, error) {
	if words <= cap(b) {
		return b[:max(len(b), words)], nil
	}
	l := LimitsFrom(ctx)
	newCap := max(words, 2*cap(b)) // doubling, when it fits the limit
	if l.CheckMemory("", int64(newCap), 8) != nil {
		newCap = words
	}
	if err := l.CheckMemory(fmt.Sprintf("gamelib: bitset of %d words", words), int64(words), 8); err != nil {
		return b, err
	}
	nb := make(Bitset, words, newCap)
	copy(nb, b)
	return nb, nil
}

// Set adds v to the set, growing it if needed. It returns an error for
// v < 0 and, wrapping ErrTooLarge, when growing the set to hold v would
// exceed MemoryLimit; the set is unchanged then. Set is SetContext with
// context.Background().
func (b *Bitset) Set(v int) error {
	return b.SetContext(context.Background(), v)
}

// SetContext is Set under the memory limit of ctx (LimitsFrom), which it
// reads only when the set must grow: a value below 64·len(b) costs what
// Set costs.
func (b *Bitset) SetContext(ctx context.Context, v int) error {
	if s, u := *b, uint(v); u < uint(len(s))*64 { // a negative v is huge here
		s[u/64] |= 1 << (u % 64)
		return nil
	}
	return b.setGrow(ctx, v)
}

// setGrow is SetContext for a v outside the set's words: an error for
// v < 0, else growth under the limit of ctx.
func (b *Bitset) setGrow(ctx context.Context, v int) error {
	if v < 0 {
		return fmt.Errorf("gamelib: Bitset.Set(%d): negative value", v)
	}
	nb, err := b.growWords(ctx, v>>6+1)
	if err != nil {
		return err
	}
	*b = nb
	(*b)[v>>6] |= 1 << uint(v&63)
	return nil
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
