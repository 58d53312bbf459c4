package gamelib

import (
	"context"
	"math"
)

// A Sequence is the Grundy sequence g(0), g(1), …, g(len−1) of a
// one-heap game: Sequence[n] is the value of a single heap of size n.
//
// By the Sprague–Grundy theorem the value of a position made of several
// heaps is the nim-sum of the heaps' entries, so a Sequence answers every
// question about sums of heaps up to its length.
type Sequence []int

// Max returns the largest value in s, or −1 for an empty sequence.
func (s Sequence) Max() int {
	m := -1
	for _, g := range s {
		m = max(m, g)
	}
	return m
}

// PPositions returns the heap sizes n < len(s) with g(n) = 0, in
// increasing order: the single heaps that the player to move loses.
func (s Sequence) PPositions() []int {
	var ps []int
	for n, g := range s {
		if g == 0 {
			ps = append(ps, n)
		}
	}
	return ps
}

// Value returns the Grundy value of the sum of heaps of the given sizes,
// the nim-sum of their entries. It panics, like an index expression, if a
// size is outside [0, len(s)).
func (s Sequence) Value(heaps ...int) int {
	v := 0
	for _, h := range heaps {
		v ^= s[h]
	}
	return v
}

// Density returns the running density of P-positions: Density()[n] is
// the fraction of heap sizes m in [1, n] with g(m) = 0, computed from the
// exact count; Density()[0] is 0 (the empty heap, always a P-position, is
// left out so that the density of a game with no other P-positions is 0).
func (s Sequence) Density() []float64 {
	d := make([]float64, len(s))
	count := 0
	for n := 1; n < len(s); n++ {
		if s[n] == 0 {
			count++
		}
		d[n] = float64(count) / float64(n)
	}
	return d
}

// Counts returns how many heap sizes n < len(s) have each value:
// Counts()[v] = #{n : g(n) = v}, for v = 0 … s.Max() (negative entries
// are not counted). The table has s.Max()+1 entries, whatever the length
// of s, so it is checked against MemoryLimit: a sequence holding one huge
// value is an error wrapping ErrTooLarge, not an out-of-memory crash.
func (s Sequence) Counts() ([]int, error) { return s.CountsContext(context.Background()) }

// CountsContext is Counts with the memory limit of ctx (LimitsFrom) for
// its table; it costs O(len(s) + s.Max()).
func (s Sequence) CountsContext(ctx context.Context) ([]int, error) {
	m := int64(s.Max()) + 1
	if m < 0 { // Max() = MaxInt
		m = math.MaxInt64
	}
	if err := LimitsFrom(ctx).CheckMemory("gamelib: counts of the values of a sequence", m, 8); err != nil {
		return nil, err
	}
	c := make([]int, m)
	for _, g := range s {
		if g >= 0 {
			c[g]++
		}
	}
	return c, nil
}
