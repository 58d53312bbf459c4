//go:build !amd64

package octal

// haveFuseBits: the vector kernel exists on amd64 only; elsewhere fuse
// marks one byte a pair (fuseMarks9).
const haveFuseBits = false

func fuseBitsAsm(acc *bitGroup, gp, hi *byte, r0 int, list *rareHeap, n int) {
	panic("octal: fuseBitsAsm without AVX-512")
}

func expandBits(mk *markGroup, acc *bitGroup) { expandBitsGo(mk, acc) }
