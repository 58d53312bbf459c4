package moore

import (
	"encoding/binary"
	"fmt"
	"iter"
	"math/bits"
	"slices"
)

// check validates a Moore's Nim_k position.
func check(heaps []int, k int) error {
	if k < 1 {
		return fmt.Errorf("moore: k=%d, a move must be allowed on at least 1 heap", k)
	}
	for i, h := range heaps {
		if h < 0 {
			return fmt.Errorf("moore: negative heap %d at index %d", h, i)
		}
	}
	return nil
}

// IsP reports whether heaps is a P-position of Moore's Nim_k, by Moore's
// theorem: every binary column sums to a multiple of k+1. When k is at
// least the number of heaps the only P-position is all zeros.
// It returns an error for k < 1 or a negative heap.
// Time O(len(heaps)·log max heap), no allocation.
func IsP(heaps []int, k int) (bool, error) {
	if err := check(heaps, k); err != nil {
		return false, err
	}
	return isP(heaps, k), nil
}

func isP(heaps []int, k int) bool {
	var or uint
	for _, h := range heaps {
		or |= uint(h)
	}
	for b := 0; or>>b != 0; b++ {
		c := 0
		for _, h := range heaps {
			c += int(uint(h) >> b & 1)
		}
		if c%(k+1) != 0 {
			return false
		}
	}
	return true
}

// Moves yields every position reachable from heaps in one move of Moore's
// Nim_k: each heap is kept or lowered to any smaller size, and between 1
// and k heaps are lowered. This is the rule itself, which the Searcher
// plays; there are Σ_{1≤j≤k} e_j(h) moves (e_j the elementary symmetric
// polynomials of the heap sizes), yielded in a fixed order. The yielded
// slice is reused after yield returns.
// It returns an error for k < 1 or a negative heap.
func Moves(heaps []int, k int) (iter.Seq[[]int], error) {
	if err := check(heaps, k); err != nil {
		return nil, err
	}
	h := slices.Clone(heaps)
	return func(yield func([]int) bool) {
		cur := slices.Clone(h)
		forEachMove(h, k, cur, 0, 0, yield)
	}, nil
}

// forEachMove sets cur[i:] in every way that lowers between 1 and k heaps
// in total (changed of them are already lowered in cur[:i]). It returns
// false when yield asked to stop.
func forEachMove(h []int, k int, cur []int, i, changed int, yield func([]int) bool) bool {
	if i == len(h) {
		if changed == 0 {
			return true
		}
		return yield(cur)
	}
	if !forEachMove(h, k, cur, i+1, changed, yield) {
		return false
	}
	if changed < k {
		for v := 0; v < h[i]; v++ {
			cur[i] = v
			if !forEachMove(h, k, cur, i+1, changed+1, yield) {
				cur[i] = h[i]
				return false
			}
		}
		cur[i] = h[i]
	}
	return true
}

// WinningMoves yields every move from heaps to a P-position of Moore's
// Nim_k, each as the position it leaves; it yields nothing when heaps is
// itself a P-position. Each move lowers between 1 and k heaps.
//
// The moves are built bit by bit from the top. A lowered heap agrees with
// the original above its highest changed bit, has a 1 changed to 0 there,
// and is free below. At each bit the heaps still equal to the original
// fix their bits; the column must reach a multiple of k+1 by choosing j
// of them with a 1 to lower there (at most k lowered heaps in all) and t
// of the already lowered heaps to carry a 1. Every such choice extends to
// the lower bits (a column with s free heaps and c fixed ones can always
// be balanced), so the search never backtracks from a dead end: with B
// the bit length of the largest heap and m heaps, the time is
// O(B·(m + k²)) per move yielded and the memory O(B·m). At each bit the
// choices that lower fewer heaps come first. The yielded slice is reused
// after yield returns. It returns an error for k < 1 or a negative heap.
func WinningMoves(heaps []int, k int) (iter.Seq[[]int], error) {
	if err := check(heaps, k); err != nil {
		return nil, err
	}
	h := slices.Clone(heaps)
	return func(yield func([]int) bool) {
		var or uint
		for _, x := range h {
			or |= uint(x)
		}
		w := &winner{
			h:     h,
			k:     k,
			cur:   make([]int, len(h)),
			free:  make([]bool, len(h)),
			yield: yield,
		}
		w.bit(bits.Len(or) - 1)
	}, nil
}

// WinningMove returns the first move WinningMoves yields, and false when
// heaps is a P-position.
func WinningMove(heaps []int, k int) ([]int, bool, error) {
	moves, err := WinningMoves(heaps, k)
	if err != nil {
		return nil, false, err
	}
	for m := range moves {
		return slices.Clone(m), true, nil
	}
	return nil, false, nil
}

type winner struct {
	h     []int
	k     int
	cur   []int  // the new position, bits above the current one set
	free  []bool // heap already lowered at a higher bit
	nfree int
	yield func([]int) bool
}

// bit fixes bit b of every heap and recurses; it returns false when the
// consumer stopped.
func (w *winner) bit(b int) bool {
	if b < 0 {
		if w.nfree == 0 {
			return true // heaps itself: a P-position, no move
		}
		return w.yield(w.cur)
	}
	var ones, lowered []int
	c := 0
	for i, x := range w.h {
		if w.free[i] {
			lowered = append(lowered, i)
		} else if x>>b&1 == 1 {
			ones = append(ones, i)
			c++
		}
	}
	// Heaps not free keep their bit unless chosen to be lowered here.
	for i, x := range w.h {
		if !w.free[i] {
			w.cur[i] |= x & (1 << b)
		}
	}
	defer func() {
		for i := range w.h {
			w.cur[i] &^= 1 << b
		}
	}()
	q := w.k + 1
	for j := 0; j <= len(ones) && w.nfree+j <= w.k; j++ {
		for t := 0; t <= len(lowered); t++ {
			if (c-j+t)%q != 0 {
				continue
			}
			ok := combinations(len(ones), j, func(js []int) bool {
				for _, x := range js {
					i := ones[x]
					w.cur[i] &^= 1 << b
					w.free[i] = true
				}
				w.nfree += j
				ok := combinations(len(lowered), t, func(ts []int) bool {
					for _, x := range ts {
						w.cur[lowered[x]] |= 1 << b
					}
					ok := w.bit(b - 1)
					for _, x := range ts {
						w.cur[lowered[x]] &^= 1 << b
					}
					return ok
				})
				w.nfree -= j
				for _, x := range js {
					i := ones[x]
					w.cur[i] |= 1 << b
					w.free[i] = false
				}
				return ok
			})
			if !ok {
				return false
			}
		}
	}
	return true
}

// combinations calls f with every r-subset of {0, …, n−1} in
// lexicographic order; it stops and returns false when f does.
func combinations(n, r int, f func([]int) bool) bool {
	idx := make([]int, r)
	var rec func(pos, start int) bool
	rec = func(pos, start int) bool {
		if pos == r {
			return f(idx)
		}
		for i := start; i <= n-(r-pos); i++ {
			idx[pos] = i
			if !rec(pos+1, i+1) {
				return false
			}
		}
		return true
	}
	return rec(0, 0)
}

// A Searcher decides positions of Moore's Nim_k by exhaustive game
// search over Moves, memoized over heap tuples up to order (the game is
// symmetric in its heaps). It knows nothing of Moore's theorem and exists
// to check it: a position is P exactly when no move leads to a P-position.
// The search visits every position below the one asked, with up to
// Π(hᵢ+1) options each, so it suits small heaps only. A Searcher is not
// safe for concurrent use.
type Searcher struct {
	k    int
	memo map[string]bool
}

// NewSearcher returns a Searcher for Moore's Nim_k; k must be at least 1.
func NewSearcher(k int) (*Searcher, error) {
	if err := check(nil, k); err != nil {
		return nil, err
	}
	return &Searcher{k: k, memo: make(map[string]bool)}, nil
}

// IsP reports whether heaps is a P-position, by game search.
// It returns an error for a negative heap.
func (s *Searcher) IsP(heaps []int) (bool, error) {
	if err := check(heaps, s.k); err != nil {
		return false, err
	}
	return s.isP(heaps), nil
}

// Positions reports how many distinct positions (up to order) the
// Searcher has decided so far.
func (s *Searcher) Positions() int { return len(s.memo) }

func (s *Searcher) isP(heaps []int) bool {
	h := slices.Clone(heaps)
	slices.Sort(h)
	key := make([]byte, 0, 2*len(h))
	for _, x := range h {
		key = binary.AppendUvarint(key, uint64(x))
	}
	if p, ok := s.memo[string(key)]; ok {
		return p
	}
	p := true
	cur := slices.Clone(h)
	forEachMove(h, s.k, cur, 0, 0, func(opt []int) bool {
		if s.isP(opt) {
			p = false
			return false
		}
		return true
	})
	s.memo[string(key)] = p
	return p
}
