package octal

// Marks as bits, eight heaps at a time (the fused marks on machines with
// AVX-512).
//
// fuseMarks9 stores one byte a pair: about 60 instructions for the eight
// pairs of a listed heap, nearly all of them taking the eight values apart
// and storing them. fuseBits keeps instead, for each of the eight heaps, the
// set of values below bitLimit its pairs produced, as bitWords words of 64
// bits, and adds a listed heap's eight pairs with vector instructions: the
// eight values are widened to eight 64-bit lanes, and a lane's value v sets
// bit v − 64k of word k by a variable shift (1 << (v − 64k), zero when v −
// 64k is not in 0 … 63). About 25 instructions a listed heap, none of them
// a store. The sets are written out as byte marks once per group of eight
// heaps (expandBits), after the last list.
//
// The values at or above bitLimit produced by the fused pairs are not
// marked. value therefore accepts a mex below bitLimit as it is, and for a
// larger one (rare: Grundy's game has no value above 191 among heaps
// 2^23 − 2^20 … 2^23, and 0.01% from 192 to 255) marks the fused pairs of
// the heap again, one byte a pair (markFused), before it is trusted.
// fixupFast, which reads the marks of a guess, recomputes the heap when its
// value would reach bitLimit.

// bitWords is the number of 64-bit words of a heap's set in fuseBits, and
// bitLimit the values those words hold: 0 … bitLimit − 1.
const (
	bitWords = 4
	bitLimit = 64 * bitWords
)

// A bitGroup holds the sets of values of fuseBits: word k of heap i of
// the group at [k][i], so that one vector register holds word k of all
// eight heaps.
type bitGroup [bitWords][block]uint64

// useFuseBits says whether fuse marks with fuseBits: on amd64 with
// AVX-512 (F and BW), where the vector kernel exists. Tests set it to
// false to check the byte marks on the same machine.
var useFuseBits = haveFuseBits

// fuseBits9 adds to acc, for i = 0 … 7 and every heap a of list, the value
// g(a) ⊕ g(r0 + i − a) when it is below bitLimit (low bytes in g, ninth
// bits in hi, as get). Every a must satisfy amin ≤ a ≤ amax with r0 − amax
// ≥ 0 and r0 − amin + 8 ≤ len(g): the kernel reads without checks, so
// those bounds are checked here, once for the list. O(len(list)).
func fuseBits9(acc *bitGroup, g []uint8, hi []byte, r0 int, list []rareHeap, amin, amax int) {
	if len(list) == 0 {
		return
	}
	if amin > amax || r0-amax < 0 || r0-amin+8 > len(g) || (r0-amin)>>3+2 > len(hi) {
		panic("octal: fuseBits9 out of range")
	}
	fuseBitsAsm(acc, &g[0], &hi[0], r0, &list[0], len(list))
}

// fuseBitsGo is fuseBits9's kernel in Go, one pair at a time: the
// reference of its tests and its meaning.
func fuseBitsGo(acc *bitGroup, g []uint8, hi []byte, r0 int, list []rareHeap) {
	for _, e := range list {
		b := r0 - int(e.pos)
		for i := range block {
			v := get(g, hi, b+i) ^ int(e.val)
			if v < bitLimit {
				acc[v>>6][i] |= 1 << (v & 63)
			}
		}
	}
}

// expandBitsGo is expandBits in Go: byte i·markLen + v of mk is 0xff when
// bit v of heap i's set in acc is set, and 0 otherwise, for v below
// bitLimit; the other bytes are left as they are.
func expandBitsGo(mk *markGroup, acc *bitGroup) {
	for i := range block {
		for v := range bitLimit {
			mk[i*markLen+v] = byte(0 - (acc[v>>6][i] >> (v & 63) & 1))
		}
	}
}

// markFused marks, one byte a pair, every pair of heap m's two-heap moves
// that fuse added to a bitGroup (f.bits): the values fuseBits leaves out
// when they reach bitLimit. O(|rare| + prescan) for each two-heap move.
func (s *sparseSolver[V]) markFused(mk *[markLen]byte, g []V, m int, f fuseInfo) {
	hi := s.hi
	for _, j := range s.twos {
		rest := m - j
		for _, e := range s.rare[f.lo:f.hi] {
			mk[int(e.val)^get(g, hi, rest-int(e.pos))] = 1
		}
		if f.pre {
			for _, e := range f.useful {
				mk[int(e.val)^get(g, hi, rest-int(e.pos))] = 1
			}
		}
	}
}
