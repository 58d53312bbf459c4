package octal

import (
	"cmp"
	"math/bits"
	"slices"
)

// Three devices make the witness search fast: a cache of the pairs that
// produced each value lately (values repeat along arithmetic progressions
// of heaps, so old pairs shifted often still work), a directed search over
// heaps a with g(a) = v ⊕ y for the most frequent values y, and an order
// of the smaller heaps by how often they produced a value before. The
// rare pairs of eight consecutive heaps are marked in one pass over the
// rare list together with the pairs of the most useful smaller heaps.

// A witnessPair is a pair of heaps (a, b) whose values' nim-sum is a value
// sought; a = 0 marks an empty entry.
type witnessPair struct{ a, b uint32 }

// A pendingSplit is a two-heap move, leaving r tokens to split, whose
// common–common pairs have not all been examined for the current heap.
// Only pairs (a, r − a) with a ≥ amin are examined (amin > 1 leaves out
// the pairs whose larger heap is not yet known, in a speculative round).
type pendingSplit struct {
	r, par int
	idx    int // next index into order (phase 1)
	pos    int // next smaller heap of the scan in heap order (phase 2)
	half   int // the largest smaller heap of a pair
	amin   int // the smallest smaller heap of a pair examined
	fmin   int // prescanned heaps a ≥ fmin are marked by fuse (when pre)
	pre    bool
}

// witness looks for a common–common pair with both heaps below lim
// producing v and reports whether it found one; it marks the values of all
// the pairs it examines. A split of r can produce v that way only when
// parity(v AND μ) = σ·(r mod 2).
//
// It tries, in turn: the pairs that produced v lately, shifted to this heap
// (cache); pairs (a, r − a) where a starts a run of the value v ⊕ y for a
// frequent value y, which succeed about as often as y occurs (directed);
// the smaller heaps in order of past usefulness (phase 1); and all other
// pairs in heap order (phase 2). Phases 1 and 2 resume where the last call
// for this heap stopped and together cover every pair, so false means that
// no pair produces v.
func (s *sparseSolver[V]) witness(w *worker, g []V, v int, mk *[markLen]byte, lim int) bool {
	if v>>s.k != 0 {
		return false // all values are below 2^k, and so are their nim-sums
	}
	par := bits.OnesCount(uint(v&s.split.Mask)) & 1
	hi := s.hi
	open := false
	for i := range w.pend {
		p := &w.pend[i]
		if p.par != par || p.pos > p.half {
			continue
		}
		open = true
		for _, e := range w.ways(v, p.r, s.step) {
			if e.a == 0 {
				break
			}
			for _, a := range [2]int{int(e.a), p.r - int(e.b)} {
				b := p.r - a
				if a <= 0 || b <= 0 || max(a, b) >= lim || (a == b && s.r.unequal) {
					continue
				}
				x := get(g, hi, a) ^ get(g, hi, b)
				mk[x] = 1
				if x == v {
					w.remember(v, a, b, s.step)
					return true
				}
			}
		}
	}
	if !open {
		return false
	}
	for i := range w.pend {
		p := &w.pend[i]
		if p.par != par || p.pos > p.half {
			continue
		}
		budget := directedBudget
		for _, y := range s.top {
			x := uint16(v) ^ y
			if int(x) >= len(s.reps) {
				continue
			}
			reps := s.reps[x]
			for j := 0; j < len(reps) && j < perValue; j++ {
				a := int(reps[j])
				b := p.r - a
				if b <= 0 {
					break
				}
				if b >= lim || (a == b && s.r.unequal) {
					continue
				}
				gb := uint16(get(g, hi, b))
				mk[x^gb] = 1
				if gb == y {
					w.remember(v, a, b, s.step)
					return true
				}
			}
			if budget -= perValue; budget <= 0 {
				break
			}
		}
	}
	const chunk = 32
	for {
		open = false
		for i := range w.pend {
			p := &w.pend[i]
			if p.par != par || p.pos > p.half {
				continue
			}
			open = true
			if p.idx < len(s.order) {
				end := min(p.idx+chunk, len(s.order))
				for j := p.idx; j < end; j++ {
					a := int(s.order[j])
					if (p.pre && j < prescan && a >= p.fmin) || a < p.amin {
						continue // marked by fuse, or the larger heap is unknown
					}
					x := get(g, hi, a) ^ get(g, hi, p.r-a)
					mk[x] = 1
					if x == v {
						p.idx = j + 1
						w.hits[a]++
						w.remember(v, a, p.r-a, s.step)
						return true
					}
				}
				p.idx = end
				continue
			}
			end := min(p.pos+chunk, p.half+1)
			for a := p.pos; a < end; a++ {
				x := get(g, hi, a) ^ get(g, hi, p.r-a)
				mk[x] = 1
				if x == v {
					p.pos = a + 1
					w.remember(v, a, p.r-a, s.step)
					return true
				}
			}
			p.pos = end
		}
		if !open {
			return false
		}
	}
}

// ways returns the cache entries of value v for heaps ≡ r mod step, or
// nil when the cache, sized when the split was chosen, has none for v.
func (w *worker) ways(v, r, step int) []witnessPair {
	i := (v*step + r%step) * cacheWays
	if i+cacheWays > len(w.cache) {
		return nil
	}
	return w.cache[i : i+cacheWays]
}

// remember puts the pair (a, b) first in the cache of pairs producing v.
func (w *worker) remember(v, a, b, step int) {
	ways := w.ways(v, a+b, step)
	e := witnessPair{uint32(a), uint32(b)}
	for i, x := range ways {
		ways[i] = e
		if x == e || x.a == 0 {
			return
		}
		e = x
	}
}

// sortWindow orders the heaps 1 … min(window, m/2) by the number of values
// they helped prove present, most first, takes the first ones as the
// prescanned heaps, and ranks the values by their recent frequency.
func (s *sparseSolver[V]) sortWindow(m int) {
	hits := s.ws[0].hits
	for _, w := range s.ws[1:] {
		for a, h := range w.hits {
			hits[a] += h
			w.hits[a] = 0
		}
	}
	w := min(window, m/2)
	s.order = rankByHits(s.order[:0], hits[:w+1], &s.counts)
	for a := range hits {
		hits[a] /= 2 // forget slowly
	}
	s.useful = s.useful[:0]
	for _, a := range s.order[:min(prescan, len(s.order))] {
		if a >= block {
			s.useful = append(s.useful, rareHeap{uint32(a), uint16(get(s.g, s.hi, int(a)))})
		}
	}
	// In heap order, so that fuse takes those at or above a bound as a
	// suffix (the order of the marks does not matter).
	slices.SortFunc(s.useful, func(x, y rareHeap) int { return cmp.Compare(x.pos, y.pos) })
	s.top = s.top[:0]
	for v := range s.freq {
		if s.freq[v] > 0 {
			s.top = append(s.top, uint16(v))
		}
		s.freq[v] /= 2
	}
	slices.SortStableFunc(s.top, func(a, b uint16) int { return cmp.Compare(s.freq[b], s.freq[a]) })
	s.top = s.top[:min(len(s.top), topCount)]
}

// rankByHits returns, in order (reusing its array), the heaps 1 … w of
// hits[1 … w] ordered by hits, most first, and by heap among equal hits:
// the order of a stable sort of 1 … w by decreasing hits, found by
// counting in O(w + h) time, h the largest count, with counts as
// scratch. With h > 1<<16 it falls back to the stable sort, O(w log w).
func rankByHits(order []int32, hits []uint32, counts *[]int32) []int32 {
	w := len(hits) - 1
	h := uint32(0)
	for _, c := range hits[1:] {
		h = max(h, c)
	}
	if h > 1<<16 {
		for a := 1; a <= w; a++ {
			order = append(order, int32(a))
		}
		slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(hits[b], hits[a]) })
		return order
	}
	cnt := *counts
	if cap(cnt) < int(h)+1 {
		cnt = make([]int32, h+1)
	}
	cnt = cnt[:h+1]
	clear(cnt)
	for _, c := range hits[1:] {
		cnt[c]++
	}
	// cnt[c] becomes the first index of the heaps with c hits.
	next := int32(0)
	for c := int(h); c >= 0; c-- {
		n := cnt[c]
		cnt[c] = next
		next += n
	}
	order = slices.Grow(order[:0], w)[:w]
	for a := 1; a <= w; a++ {
		c := hits[a]
		order[cnt[c]] = int32(a)
		cnt[c]++
	}
	*counts = cnt
	return order
}
