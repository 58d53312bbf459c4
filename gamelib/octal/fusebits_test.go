package octal

import (
	"math/rand/v2"
	"testing"
)

// TestFuseBits: the vector kernel adds to the sets exactly what the plain
// loop adds, on random low bytes, ninth bits in none, some or all of the
// eight heaps, listed values up to 511 (ninth bit included), and sets
// that already hold values (the kernel ORs into them).
func TestFuseBits(t *testing.T) {
	if !haveFuseBits {
		t.Skip("no AVX-512 here: fuse marks one byte a pair")
	}
	rng := rand.New(rand.NewPCG(7, 11))
	const n = 1 << 12
	g := make([]uint8, n)
	hi := make([]byte, hiBytes(n))
	for trial := range 300 {
		mask := uint8(0xff)
		if trial%4 == 3 {
			mask = 0x3f // values below 64 and their ninth bits: every word
		}
		fillNineBits(rng, g, hi, trial%3, mask)
		list := make([]rareHeap, rng.IntN(80))
		amin, amax := n, 0
		for i := range list {
			a := 1 + rng.IntN(n/2)
			list[i] = rareHeap{uint32(a), uint16(rng.IntN(512))}
			amin, amax = min(amin, a), max(amax, a)
		}
		r0 := n/2 + rng.IntN(n/2-8)
		var got, want bitGroup
		for k := range bitWords {
			for i := range block {
				got[k][i] = rng.Uint64() & rng.Uint64() & rng.Uint64()
			}
		}
		want = got
		fuseBits9(&got, g, hi, r0, list, amin, amax)
		fuseBitsGo(&want, g, hi, r0, list)
		if got != want {
			t.Fatalf("trial %d (%d heaps listed): the kernel's sets differ from the plain loop's\n got %x\nwant %x", trial, len(list), got, want)
		}
	}
}

// TestFuseBitsRange: fuseBits9 refuses a list whose reads would leave g
// or the plane, rather than reading past them.
func TestFuseBitsRange(t *testing.T) {
	g := make([]uint8, 64)
	hi := make([]byte, hiBytes(64))
	list := []rareHeap{{5, 1}}
	for _, tc := range []struct{ r0, amin, amax int }{
		{4, 5, 5},   // r0 − amax < 0
		{62, 5, 5},  // r0 − amin + 8 > len(g)
		{20, 6, 5},  // amin > amax
		{200, 5, 5}, // far out
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("fuseBits9(r0 %d, a in %d … %d) did not refuse", tc.r0, tc.amin, tc.amax)
				}
			}()
			var acc bitGroup
			fuseBits9(&acc, g, hi, tc.r0, list, tc.amin, tc.amax)
		}()
	}
}

// TestExpandBits: the 64-byte stores write the bytes expandBitsGo does,
// and no other (bitLimit … markLen − 1 of each heap keep their bytes).
func TestExpandBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	got, want := new(markGroup), new(markGroup)
	for trial := range 50 {
		var acc bitGroup
		for k := range bitWords {
			for i := range block {
				acc[k][i] = rng.Uint64()
				if trial%5 == 0 {
					acc[k][i] = 0
				}
			}
		}
		for x := range got {
			got[x] = byte(rng.IntN(3))
		}
		*want = *got
		expandBits(got, &acc)
		expandBitsGo(want, &acc)
		if *got != *want {
			t.Fatalf("trial %d: expandBits wrote otherwise than expandBitsGo", trial)
		}
	}
}
