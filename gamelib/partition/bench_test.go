package partition_test

import (
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/partition"
)

// linear is the table s − 1 of k ≥ 4.
func linear(n int) gamelib.Sequence {
	v := make(gamelib.Sequence, n+1)
	for s := 1; s <= n; s++ {
		v[s] = s - 1
	}
	return v
}

// BenchmarkLosingMod compares the methods on the k ≥ 4 table.
func BenchmarkLosingMod(b *testing.B) {
	for _, n := range []int{500, 1000} {
		v := linear(n)
		b.Run(fmt.Sprintf("characters/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := partition.LosingMod(v, n, 1000000007, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("plain/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := partition.PlainLosingMod(v, n, 1000000007); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
