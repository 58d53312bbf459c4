package modular_test

import (
	"math/big"
	"testing"

	"github.com/grundylab/grundylab/gamelib/modular"
)

var sink int64

// BenchmarkMul compares the 64-bit fast path (residues below 2³²) with the
// 128-bit product and its division.
func BenchmarkMul(b *testing.B) {
	for _, bc := range []struct {
		name string
		m    int64
	}{{"m=1e9+7", modular.DefaultMod}, {"m=2^63-25", 1<<63 - 25}} {
		b.Run(bc.name, func(b *testing.B) {
			x := bc.m / 3
			for b.Loop() {
				x = modular.Add(modular.Mul(x, x, bc.m), 1, bc.m)
			}
			sink = x
		})
	}
}

// BenchmarkCRT reconstructs a 160-bit number from four 40-bit primes, as
// partition.Losing does for every t.
func BenchmarkCRT(b *testing.B) {
	mods, err := modular.PrimesBelow(1<<40, new(big.Int).Lsh(big.NewInt(1), 150))
	if err != nil {
		b.Fatal(err)
	}
	res := make([]int64, len(mods))
	for i, m := range mods {
		res[i] = m / 7
	}
	for b.Loop() {
		if _, err := modular.CRT(res, mods); err != nil {
			b.Fatal(err)
		}
	}
}
