package octal

import "golang.org/x/sys/cpu"

// haveFuseBits says whether the machine runs fusebits_amd64.s: AVX-512 F
// (the 64-bit lanes, the masks) and BW (a mask widened to 64 bytes).
var haveFuseBits = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW

// fuseBitsAsm is fuseBitsGo on the n heaps at list, g and hi read
// without checks (fuseBits9 checks them), eight lanes at once.
//
//go:noescape
func fuseBitsAsm(acc *bitGroup, gp, hi *byte, r0 int, list *rareHeap, n int)

// expandBits writes the sets of acc into the byte marks of mk: byte
// i·markLen + v is 0xff when v is in heap i's set and 0 otherwise, for v
// below bitLimit (expandBitsGo); one 64-byte store a word.
//
//go:noescape
func expandBits(mk *markGroup, acc *bitGroup)

// fusebits_amd64.s has block = 8 lanes, bitWords = 4 and markLen = 65600
// written in: these fail to compile when one changes.
var (
	_ = [1]struct{}{}[block-8]
	_ = [1]struct{}{}[bitWords-4]
	_ = [1]struct{}{}[markLen-65600]
)
