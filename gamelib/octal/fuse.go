package octal

import "sort"

// A fuseInfo says what fuse marked for a group of heaps: the rare heaps
// rare[lo:hi] and, when pre, the prescanned heaps a ≥ fmin.
type fuseInfo struct {
	lo, hi, fmin int
	fused, pre   bool
}

// fuse marks in mks, for the full group of heaps m0 … m0+7 and every
// two-heap move, the pairs (a, r − a) whose larger heap is below lim with
// a rare heap a in rare[lo:hi] (those with fmin ≤ a and 2a + 8 < m0 −
// maxJ, so that no pair of the group is missing a value or splits into
// equal heaps; fmin = max(block, m0 + 8 − lim)) and, when pre, with the
// prescanned heaps a ≥ fmin. It reports what it did.
func (s *sparseSolver[V]) fuse(w *worker, m0, last, lim int, mks *markGroup) fuseInfo {
	if s.plain || last-m0 != block-1 {
		return fuseInfo{}
	}
	f := fuseInfo{fused: true, fmin: max(block, m0+block-lim)}
	bound := m0 - s.maxJ - 8 // 2a < bound
	f.lo = sort.Search(len(s.rare), func(i int) bool { return int(s.rare[i].pos) >= f.fmin })
	f.hi = f.lo + sort.Search(len(s.rare)-f.lo, func(i int) bool { return 2*int(s.rare[f.lo+i].pos) >= bound })
	f.pre = len(s.useful) > 0 && 2*len(s.order) < bound
	useful := s.useful
	if f.pre && f.fmin > block {
		w.useful = w.useful[:0]
		for _, e := range s.useful {
			if int(e.pos) >= f.fmin {
				w.useful = append(w.useful, e)
			}
		}
		useful = w.useful
	}
	if s.hi != nil {
		g := any(s.g).([]uint8)
		for _, j := range s.twos {
			fuseMarks9(mks, g, s.hi, m0-j, s.rare[f.lo:f.hi])
			if f.pre {
				fuseMarks9(mks, g, s.hi, m0-j, useful)
			}
		}
		return f
	}
	for _, j := range s.twos {
		fuseMarks(mks, s.g, m0-j, s.rare[f.lo:f.hi])
		if f.pre {
			fuseMarks(mks, s.g, m0-j, useful)
		}
	}
	return f
}

// fuseMarks marks g(a) ⊕ g(r0 + i − a) in mk[i] for i = 0 … 7 and every
// heap a in list: the pairs of eight consecutive heaps with the listed
// heaps, read with one slice of eight values (one cache line, mostly). It
// is the inner loop of the solver; every a must satisfy a ≥ 8 − (m0 − r0)
// so that r0 + 7 − a < m0.
func fuseMarks[V value](mk *markGroup, g []V, r0 int, list []rareHeap) {
	for _, e := range list {
		b := r0 - int(e.pos)
		v := g[b : b+8 : b+8]
		x := V(e.val)
		mk[x^v[0]] = 1
		mk[markLen+int(x^v[1])] = 1
		mk[2*markLen+int(x^v[2])] = 1
		mk[3*markLen+int(x^v[3])] = 1
		mk[4*markLen+int(x^v[4])] = 1
		mk[5*markLen+int(x^v[5])] = 1
		mk[6*markLen+int(x^v[6])] = 1
		mk[7*markLen+int(x^v[7])] = 1
	}
}

// fuseMarks9 is fuseMarks on nine-bit values: the low bytes in g, the
// ninth bits in hi (read for the eight heaps at once, hiBits8).
func fuseMarks9(mk *markGroup, g []uint8, hi []byte, r0 int, list []rareHeap) {
	for _, e := range list {
		b := r0 - int(e.pos)
		v := g[b : b+8 : b+8]
		h := hiBits8(hi, b)
		x := uint(e.val)
		mk[x^(uint(v[0])|h<<8&0x100)] = 1
		mk[markLen+(x^(uint(v[1])|h<<7&0x100))] = 1
		mk[2*markLen+(x^(uint(v[2])|h<<6&0x100))] = 1
		mk[3*markLen+(x^(uint(v[3])|h<<5&0x100))] = 1
		mk[4*markLen+(x^(uint(v[4])|h<<4&0x100))] = 1
		mk[5*markLen+(x^(uint(v[5])|h<<3&0x100))] = 1
		mk[6*markLen+(x^(uint(v[6])|h<<2&0x100))] = 1
		mk[7*markLen+(x^(uint(v[7])|h<<1&0x100))] = 1
	}
}

// A markGroup holds the marks of block consecutive heaps, markLen bytes
// each, in one array so that fuseMarks addresses them from one pointer.
type markGroup [block * markLen]byte

// heap returns the marks of the group's heap i.
func (mk *markGroup) heap(i int) *[markLen]byte { return (*[markLen]byte)(mk[i*markLen:]) }
