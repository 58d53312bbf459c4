package wythoff

import (
	"fmt"
	"math/big"
	"math/bits"
)

// Fraenkel returns the k-th P-position (A_k, B_k), A_k ≤ B_k, of
// a-Wythoff by Fraenkel's formula, exactly: A_k = ⌊kα⌋ and B_k = ⌊kβ⌋ =
// A_k + ak, α = (2 − a + √(a²+4))/2, β = α + a. In integers,
//
//	⌊kα⌋ = ⌊(k(2−a) + ⌊√(k²(a²+4))⌋)/2⌋,
//
// since the floor of half a real is the floor of half its floor, and
// k(2−a) is an integer; the sum is never negative (α > 0). √(k²(a²+4)) =
// k√(a²+4) is irrational for k > 0: a² + 4 = m² would give (m−a)(m+a) = 4
// with factors of equal parity, both 2, so a = 0. (So α is irrational and
// (⌊kα⌋), (⌊kβ⌋), k ≥ 1, are complementary Beatty sequences: 1/α + 1/β = 1,
// for α² + (a−2)α − a = 0.) For a = 1 it is Beatty(k). It computes in
// 64-bit integers while k²(a²+4) < 2⁶⁴ and with math/big beyond; it
// returns an error for a < 1, k < 0 or a B_k beyond an int.
func Fraenkel(a, k int) (A, B int, err error) {
	if a < 1 || k < 0 {
		return 0, 0, fmt.Errorf("wythoff: Fraenkel(a = %d, k = %d): need a ≥ 1 and k ≥ 0", a, k)
	}
	A = fraenkelA(a, k)
	hi, ak := bits.Mul64(uint64(a), uint64(k))
	if b, c := bits.Add64(uint64(A), ak, 0); hi == 0 && c == 0 && b <= uint64(maxInt) {
		return A, int(b), nil
	}
	return 0, 0, fmt.Errorf("wythoff: Fraenkel(a = %d, k = %d): B_k beyond an int", a, k)
}

// fraenkelA returns A_k = ⌊kα⌋ of Fraenkel's formula (a ≥ 1, k ≥ 0),
// which is at most 2k (α < 2) and so an int for every a: CheckFraenkel
// needs only A_k, whose B_k = A_k + ak may lie beyond an int for a huge
// a. It computes in 64-bit integers while k²(a²+4) < 2⁶⁴ and with
// math/big beyond.
func fraenkelA(a, k int) int {
	if uint64(k) < 1<<32 && uint64(a) < 1<<31 {
		kk, q := uint64(k)*uint64(k), uint64(a)*uint64(a)+4
		if hi, lo := bits.Mul64(kk, q); hi == 0 {
			// s < 2³², 2k + s < 2³⁴ and ak < 2⁶³: no overflow.
			s := isqrt(lo)
			return int((2*uint64(k) + s - uint64(a)*uint64(k)) / 2)
		}
	}
	bk, ba := big.NewInt(int64(k)), big.NewInt(int64(a))
	r := new(big.Int).Mul(ba, ba)
	r.Add(r, big.NewInt(4))
	r.Mul(r, bk)
	r.Mul(r, bk)
	r.Sqrt(r) // ⌊√(k²(a²+4))⌋
	c := new(big.Int).Sub(big.NewInt(2), ba)
	c.Mul(c, bk)
	r.Add(r, c)
	r.Rsh(r, 1) // ⌊·/2⌋ of a non-negative number, at most 2k
	return int(r.Int64())
}

const maxInt = int(^uint(0) >> 1)

// recurrence yields Fraenkel's pairs by their definition: A_0 = B_0 = 0,
// A_k = mex{A_i, B_i : i < k}, B_k = A_k + ak. Since every number below
// A_{k−1} is an A_i or a B_i, i < k−1, A_k is the least number above
// A_{k−1} that is no B_i, i < k: one pass over the increasing B_i. It
// keeps the A_k it gave, about n/α of them for A_k ≤ n.
type recurrence struct {
	a  int   // a, at most n+1: every B_k, k ≥ 1, is then beyond n as with the true a
	as []int // A_0, …, A_{k−1}
	j  int   // the first i whose B_i may still equal a candidate
}

// next returns the next pair (A_k, B_k).
func (r *recurrence) next() (int, int) {
	k := len(r.as)
	if k == 0 {
		r.as = append(r.as, 0)
		return 0, 0
	}
	c := r.as[k-1] + 1
	for r.j < k {
		b := r.as[r.j] + r.a*r.j
		if b > c {
			break
		}
		if b == c {
			c++
		}
		r.j++
	}
	r.as = append(r.as, c)
	return c, c + r.a*k
}

// pairName names the P-positions of a-Wythoff in messages: Beatty pairs
// for Wythoff's game, Fraenkel pairs otherwise.
func pairName(a int) string {
	if a == 1 {
		return "Beatty pair"
	}
	return fmt.Sprintf("Fraenkel pair (a = %d)", a)
}

// CheckFraenkel proves Fraenkel's theorem on the table's range, for the
// table's a (A()): the positions (x, y), x ≤ y ≤ N, with g = 0 are
// exactly the pairs (A_k, B_k) of the recurrence A_k = mex{A_i, B_i :
// i < k}, B_k = A_k + ak with B_k ≤ N, and A_k = ⌊kα⌋ (Fraenkel, exact)
// for every k with A_k ≤ N. It returns the number of pairs checked, those
// with B_k ≤ N, or an error naming the first difference. Time O(N²), one
// pass over the table in the order of the pairs; memory about 8N/α bytes
// for the A_k, less than the table's 4(N+1)² for N ≥ 2. For a = 1 it is
// CheckBeatty. On the empty table it holds vacuously: 0 pairs, no error.
func (t *Table) CheckFraenkel() (int, error) {
	n, a := t.N(), t.A()
	if n < 0 {
		return 0, nil
	}
	rec := &recurrence{a: min(a, n+1)}
	k := 0
	pa, pb := rec.next() // the pair k expected next
	for x := 0; x <= n; x++ {
		for i, v := range t.row(x)[x:] {
			if v != 0 {
				continue
			}
			got := [2]int{x, x + i}
			switch {
			case pb > n:
				return k, fmt.Errorf("wythoff: P-position %v is no %s", got, pairName(a))
			case got != [2]int{pa, pb}:
				return k, fmt.Errorf("wythoff: P-position %v where the %s %v was expected", got, pairName(a), [2]int{pa, pb})
			}
			k++
			pa, pb = rec.next()
		}
	}
	if pb <= n {
		return k, fmt.Errorf("wythoff: %s %v is not a P-position", pairName(a), [2]int{pa, pb})
	}
	// A_k = ⌊kα⌋ for every A_k ≤ n the recurrence gave or gives now.
	for pa <= n {
		pa, _ = rec.next()
	}
	for i, want := range rec.as {
		if want > n {
			break
		}
		if got := fraenkelA(a, i); got != want {
			return k, fmt.Errorf("wythoff: A_%d = %d by the recurrence, ⌊%dα⌋ = %d (a = %d)", i, want, i, got, a)
		}
	}
	return k, nil
}
