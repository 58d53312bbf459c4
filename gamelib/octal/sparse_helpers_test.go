package octal

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestRankByHits checks the counting sort against the stable sort it
// replaces, on small cases and random counts (with the fallback).
func TestRankByHits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var counts []int32
	var order []int32
	for trial := range 300 {
		w := trial % 40
		if trial > 200 {
			w = rng.IntN(5000)
		}
		hits := make([]uint32, w+1)
		top := []uint32{1, 3, 100, 1 << 16, 1<<16 + 1, 1 << 30}[trial%6]
		for a := range hits {
			hits[a] = uint32(rng.Uint64N(uint64(top) + 1))
		}
		want := make([]int32, 0, w)
		for a := 1; a <= w; a++ {
			want = append(want, int32(a))
		}
		slices.SortStableFunc(want, func(a, b int32) int { return cmp.Compare(hits[b], hits[a]) })
		order = rankByHits(order[:0], hits, &counts)
		if !slices.Equal(order, want) {
			t.Fatalf("trial %d (w=%d, top=%d): rankByHits differs from the stable sort", trial, w, top)
		}
	}
}

// TestProduces checks the four-lane check of a guess against the plain
// one on every range of a small random table and on values that occur.
func TestProduces(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 200 {
		n := 2 + rng.IntN(200)
		s := &sparseSolver[uint16]{g: make([]uint16, n)}
		top := uint64([]int{2, 4, 16, 1 << 16}[trial%4])
		for i := range s.g {
			s.g[i] = uint16(rng.Uint64N(top))
		}
		for r := 2; r < n; r++ {
			for lim := 0; lim <= (r-1)/2+1 && lim < r; lim++ {
				for _, v := range []uint16{0, 1, uint16(rng.Uint64N(top)), s.g[1] ^ s.g[r-1], 0xffff} {
					if got, want := produces(s.g, nil, r, lim, v), producesPlain(s.g, r, lim, v); got != want {
						t.Fatalf("produces(%d, %d, %d) = %v, plain %v (g=%v)", r, lim, v, got, want, s.g[:r])
					}
				}
			}
		}
	}
}

// producesPlain is produces pair by pair, the reference of its tests.
func producesPlain(g []uint16, r, top int, v uint16) bool {
	if top < 1 {
		return false
	}
	lo := g[1 : top+1]
	hi := g[r-top : r]
	for i, x := range lo {
		if x^hi[len(hi)-1-i] == v {
			return true
		}
	}
	return false
}
