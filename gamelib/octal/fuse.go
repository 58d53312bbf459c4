package octal

import (
	"encoding/binary"
	"sort"
	"unsafe"
)

// A fuseInfo says what fuse marked for a group of heaps: the rare heaps
// rare[lo:hi] and, when pre, the prescanned heaps a ≥ fmin (useful); when
// bits, only their values below bitLimit (fuseBits9).
type fuseInfo struct {
	lo, hi, fmin     int
	fused, pre, bits bool
	useful           []rareHeap
}

// fuse marks in mks, for the full group of heaps m0 … m0+7 and every
// two-heap move, the pairs (a, r − a) whose larger heap is below lim with
// a rare heap a in rare[lo:hi] (those with fmin ≤ a and 2a + 8 < m0 −
// maxJ, so that no pair of the group is missing a value or splits into
// equal heaps; fmin = max(block, m0 + 8 − lim)) and, when pre, with the
// prescanned heaps a ≥ fmin. With the ninth-bit plane on a machine with
// AVX-512 (useFuseBits) it marks only the values below bitLimit, through
// fuseBits9 (see fusebits.go), and says so (bits). It reports what it did.
// O(|rare| + prescan) listed heaps for each two-heap move, a listed heap
// costing about 25 instructions for the eight heaps with fuseBits9 and
// about 60 with fuseMarks9.
func (s *sparseSolver[V]) fuse(w *worker, m0, last, lim int, mks *markGroup) fuseInfo {
	if s.plain || last-m0 != block-1 {
		return fuseInfo{}
	}
	f := fuseInfo{fused: true, fmin: max(block, m0+block-lim)}
	bound := m0 - s.maxJ - 8 // 2a < bound
	f.lo = sort.Search(len(s.rare), func(i int) bool { return int(s.rare[i].pos) >= f.fmin })
	f.hi = f.lo + sort.Search(len(s.rare)-f.lo, func(i int) bool { return 2*int(s.rare[f.lo+i].pos) >= bound })
	f.pre = len(s.useful) > 0 && 2*len(s.order) < bound
	useful := s.useful // in heap order (sortWindow)
	if f.pre && f.fmin > block {
		useful = useful[sort.Search(len(useful), func(i int) bool { return int(useful[i].pos) >= f.fmin }):]
	}
	if f.pre {
		f.useful = useful
	}
	if s.hi != nil && useFuseBits {
		// The useful heaps are below len(s.order) and at least fmin, the
		// rare ones of the group in increasing order.
		g := any(s.g).([]uint8)
		var acc bitGroup
		rare := s.rare[f.lo:f.hi]
		for _, j := range s.twos {
			if len(rare) > 0 {
				fuseBits9(&acc, g, s.hi, m0-j, rare, int(rare[0].pos), int(rare[len(rare)-1].pos))
			}
			if f.pre {
				fuseBits9(&acc, g, s.hi, m0-j, useful, f.fmin, len(s.order))
			}
		}
		expandBits(mks, &acc)
		f.bits = true
		return f
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
//
// The eight low bytes are read as one word and XORed with the listed
// heap's low byte in every lane at once; when none of the eight heaps has
// its ninth bit (nearly always: values above 255 are rare), the ninth bit
// of every mark is that of the listed heap's value, and a lane costs a
// shift, a zero-extension and a store: about 60 instructions a listed
// heap instead of 85.
func fuseMarks9(mk *markGroup, g []uint8, hi []byte, r0 int, list []rareHeap) {
	// Every mark's offset from base is i·markLen plus a value below 512 ≤
	// markLen, inside the group: the stores need no bounds check.
	base := unsafe.Pointer(mk)
	for _, e := range list {
		b := r0 - int(e.pos)
		d := binary.LittleEndian.Uint64(g[b : b+8 : b+8])
		h := hiBits8(hi, b) & 0xff
		x := uint(e.val)
		d ^= uint64(x&0xff) * 0x0101_0101_0101_0101
		if h == 0 {
			p := unsafe.Add(base, x&0x100)
			*(*byte)(unsafe.Add(p, uint(d&0xff))) = 1
			*(*byte)(unsafe.Add(p, markLen+uint(d>>8&0xff))) = 1
			*(*byte)(unsafe.Add(p, 2*markLen+uint(d>>16&0xff))) = 1
			*(*byte)(unsafe.Add(p, 3*markLen+uint(d>>24&0xff))) = 1
			*(*byte)(unsafe.Add(p, 4*markLen+uint(d>>32&0xff))) = 1
			*(*byte)(unsafe.Add(p, 5*markLen+uint(d>>40&0xff))) = 1
			*(*byte)(unsafe.Add(p, 6*markLen+uint(d>>48&0xff))) = 1
			*(*byte)(unsafe.Add(p, 7*markLen+uint(d>>56))) = 1
			continue
		}
		// Some heap has its ninth bit: bit i of hh is the ninth bit of
		// lane i's mark.
		hh := h ^ -(x >> 8 & 1)
		for i := range uint(8) {
			mk[i*markLen+(uint(d>>(8*i)&0xff)|(hh>>i&1)<<8)] = 1
		}
	}
}

// A markGroup holds the marks of block consecutive heaps, markLen bytes
// each, in one array so that fuseMarks addresses them from one pointer.
type markGroup [block * markLen]byte

// heap returns the marks of the group's heap i.
func (mk *markGroup) heap(i int) *[markLen]byte { return (*[markLen]byte)(mk[i*markLen:]) }
