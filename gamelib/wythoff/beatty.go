package wythoff

import (
	"fmt"
	"math"
)

// isqrt returns ⌊√v⌋ exactly.
func isqrt(v uint64) uint64 {
	r := uint64(math.Sqrt(float64(v)))
	for r*r > v {
		r--
	}
	for (r+1)*(r+1) <= v {
		r++
	}
	return r
}

// MaxBeattyK is the largest k for which Beatty computes exactly in 64-bit
// integers (5k² < 2⁶⁴).
const MaxBeattyK = 1_919_999_999

// Beatty returns the k-th P-position of Wythoff's game, a = ⌊kφ⌋ and
// b = ⌊kφ²⌋ = a + k, exactly: ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋ (the floor of half
// a real is the floor of half its floor, and √(5k²) = k√5). It returns an
// error for k < 0 or k > MaxBeattyK.
func Beatty(k int) (a, b int, err error) {
	if k < 0 || k > MaxBeattyK {
		return 0, 0, fmt.Errorf("wythoff: Beatty index %d outside 0..%d", k, MaxBeattyK)
	}
	u := uint64(k)
	a = int((u + isqrt(5*u*u)) / 2)
	return a, a + k, nil
}

// BeattyPairs returns the pairs (⌊kφ⌋, ⌊kφ²⌋), k = 0, 1, …, with
// ⌊kφ⌋ ≤ n.
func BeattyPairs(n int) [][2]int {
	var p [][2]int
	for k := 0; ; k++ {
		a, b, err := Beatty(k)
		if err != nil || a > n {
			return p
		}
		p = append(p, [2]int{a, b})
	}
}

// PPositions returns the positions (x, y) of the table with g(x, y) = 0
// and x ≤ y, in increasing order of x.
func (t *Table) PPositions() [][2]int {
	var p [][2]int
	for x := 0; x <= t.n; x++ {
		for y := x; y <= t.n; y++ {
			if t.At(x, y) == 0 {
				p = append(p, [2]int{x, y})
			}
		}
	}
	return p
}

// CheckBeatty proves on the table's range that the P-positions are exactly
// the Beatty pairs and their mirror images: the positions (x, y), x ≤ y ≤ N,
// with g = 0 are the pairs (⌊kφ⌋, ⌊kφ²⌋) with ⌊kφ²⌋ ≤ N. It returns the
// number of pairs checked, or an error naming the first difference.
func (t *Table) CheckBeatty() (int, error) {
	var want [][2]int
	for _, p := range BeattyPairs(t.n) {
		if p[1] <= t.n {
			want = append(want, p)
		}
	}
	got := t.PPositions()
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(want):
			return i, fmt.Errorf("wythoff: P-position %v is no Beatty pair", got[i])
		case i >= len(got):
			return i, fmt.Errorf("wythoff: Beatty pair %v is not a P-position", want[i])
		case got[i] != want[i]:
			return i, fmt.Errorf("wythoff: P-position %v where the Beatty pair %v was expected", got[i], want[i])
		}
	}
	return len(want), nil
}
