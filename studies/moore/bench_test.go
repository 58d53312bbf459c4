package moore

import (
	"fmt"
	"testing"
)

// Speed targets of issue 5: (n, K, d) = (10⁴, 100, 50) modulo p under
// 100 ms and exact under 2 s. d = 1 is the DP's worst case (the most
// carriers per bit); the last boards go beyond the original limits.
var benchBoards = []Board{
	{10000, 100, 50},
	{10000, 100, 1},
	{10000, 100, 2},
	{100000, 1000, 1},
}

func BenchmarkCount(b *testing.B) {
	for _, bd := range benchBoards {
		b.Run(fmt.Sprintf("n=%d/K=%d/d=%d", bd.Cells, bd.Pieces, bd.MaxMove), func(b *testing.B) {
			for b.Loop() {
				if _, _, err := bd.Count(p107, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	// A composite modulus: Pascal's rule instead of inverses.
	bd := Board{10000, 100, 1}
	b.Run("n=10000/K=100/d=1/mod=2^32", func(b *testing.B) {
		for b.Loop() {
			bd.Count(1<<32, nil)
		}
	})
}

func BenchmarkCountExact(b *testing.B) {
	for _, bd := range benchBoards[:3] {
		b.Run(fmt.Sprintf("n=%d/K=%d/d=%d", bd.Cells, bd.Pieces, bd.MaxMove), func(b *testing.B) {
			for b.Loop() {
				if _, _, err := bd.CountExact(nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSearch(b *testing.B) {
	for _, rules := range []Rules{Forward, AnyDirection} {
		bd := Board{16, 8, 2}
		b.Run(fmt.Sprintf("n=16/K=8/d=2/%v", rules), func(b *testing.B) {
			for b.Loop() {
				Search(bd, rules, nil)
			}
		})
	}
}

func BenchmarkWinningMove(b *testing.B) {
	h := make([]int, 1000)
	for i := range h {
		h[i] = (i*2654435761 + 12345) % (1 << 40)
	}
	for b.Loop() {
		WinningMove(h, 7)
	}
}
