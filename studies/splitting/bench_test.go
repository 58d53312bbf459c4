package splitting_test

import (
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/studies/splitting"
)

// The speed targets of issue 3, each from scratch (the tables sg_2, sg_3,
// sg_4 and the proof of the grouping included).

func BenchmarkSplitMod(b *testing.B) {
	for _, n := range []int{200, 2000} { // targets: 20 ms, 10 s
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				g, err := splitting.NewGame(n, nil)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := g.CountMod(1000000007, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSplitExact(b *testing.B) {
	const n = 500 // target: exact g(t) for every t ≤ 500 in 10 s
	for b.Loop() {
		g, err := splitting.NewGame(n, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Count(nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSplitDensities(b *testing.B) {
	const n = 1000 // target: 5 s
	for b.Loop() {
		g, err := splitting.NewGame(n, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Densities(nil); err != nil {
			b.Fatal(err)
		}
	}
}
