package wythoff

import (
	"context"
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
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
	a = fraenkelA(1, k) // ⌊(k + ⌊√(5k²)⌋)/2⌋, in 64 bits for every k ≤ MaxBeattyK
	return a, a + k, nil
}

// MaxBeattyN is the largest n BeattyPairs takes: ⌊MaxBeattyK·φ⌋, the
// first heap of the last pair Beatty computes.
const MaxBeattyN = 3_106_625_256

// beattyCount returns the number of k ≥ 0 with ⌊kφ⌋ ≤ n, for 0 ≤ n ≤
// MaxBeattyN: ⌊kφ⌋ ≤ n exactly when kφ < n+1, so it is about (n+1)/φ,
// corrected by the exact Beatty.
func beattyCount(n int) int {
	k := min(int(float64(n+1)/math.Phi), MaxBeattyK) // within one of the last k
	for k > 0 {
		if a, _, _ := Beatty(k); a <= n {
			break
		}
		k--
	}
	for k < MaxBeattyK {
		if a, _, _ := Beatty(k + 1); a > n {
			break
		}
		k++
	}
	return k + 1
}

// BeattyPairs returns the pairs (⌊kφ⌋, ⌊kφ²⌋), k = 0, 1, …, with
// ⌊kφ⌋ ≤ n: none for n < 0, about (n+1)/φ otherwise. Their 16 bytes
// each are checked against the memory limit of ctx before anything is
// allocated (gamelib.ErrTooLarge); an n beyond MaxBeattyN, whose pairs
// Beatty cannot compute exactly, is an error too. Time O(n), checking
// ctx every 2¹⁶ pairs.
func BeattyPairs(ctx context.Context, n int) ([][2]int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if n < 0 {
		return nil, nil
	}
	lim := gamelib.LimitsFrom(ctx)
	what := fmt.Sprintf("wythoff: Beatty pairs to %d", n)
	if int64(n) > MaxBeattyN {
		// The memory check first, with the count in floating point
		// (below 2⁶³ for every int n): the size of the request is
		// the first thing wrong with it.
		if err := lim.CheckMemory(what, int64(float64(n)/math.Phi)+1, 16); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("%s: n beyond MaxBeattyN = %d, where ⌊kφ⌋ is no longer exact in 64 bits", what, int64(MaxBeattyN))
	}
	count := beattyCount(n)
	if err := lim.CheckMemory(what, int64(count), 16); err != nil {
		return nil, err
	}
	p := make([][2]int, count)
	for k := range p {
		if k%(1<<16) == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		a, b, _ := Beatty(k) // k < count ≤ MaxBeattyK + 1
		p[k] = [2]int{a, b}
	}
	return p, nil
}

// PPositions returns the positions (x, y) of the table with g(x, y) = 0
// and x ≤ y, in increasing order of x: at most one a row (a row's values
// are distinct), so at most 16(N+1) bytes, less than the table's own
// 4(N+1)² for N ≥ 3. None for the empty table.
func (t *Table) PPositions() [][2]int {
	var p [][2]int
	for x := range t.size() {
		for y, v := range t.row(x)[x:] {
			if v == 0 {
				p = append(p, [2]int{x, x + y})
			}
		}
	}
	return p
}

// CheckBeatty proves on the table's range that the P-positions are exactly
// the Beatty pairs and their mirror images: the positions (x, y), x ≤ y ≤ N,
// with g = 0 are the pairs (⌊kφ⌋, ⌊kφ²⌋) with ⌊kφ²⌋ ≤ N. It returns the
// number of pairs checked, or an error naming the first difference. Time
// O(N²), one pass over the table in the order of the pairs, which are
// computed as it goes. On the empty table (a nil or zero Table) it holds
// vacuously: 0 pairs, no error. It is CheckFraenkel, whose pairs for a = 1
// are Beatty's; on a table of a-Wythoff, a ≥ 2, it checks that game's
// pairs (⌊kα⌋, ⌊kβ⌋), Beatty pairs too, never the golden ones.
func (t *Table) CheckBeatty() (int, error) { return t.CheckFraenkel() }
