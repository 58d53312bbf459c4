package moore

import (
	"math/big"
	"math/bits"
)

// A modulus is an integer M ≥ 2 below 2⁶³; residues are in [0, M).
type modulus uint64

func (m modulus) add(a, b uint64) uint64 {
	s := a + b // a, b < 2⁶³: no overflow
	if s >= uint64(m) {
		s -= uint64(m)
	}
	return s
}

func (m modulus) sub(a, b uint64) uint64 {
	if a >= b {
		return a - b
	}
	return a + uint64(m) - b
}

func (m modulus) mul(a, b uint64) uint64 {
	if m <= 1<<32 {
		return a * b % uint64(m) // a, b < 2³²: the product fits
	}
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, uint64(m))
}

func (m modulus) pow(a, e uint64) uint64 {
	r := 1 % uint64(m)
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = m.mul(r, a)
		}
		a = m.mul(a, a)
	}
	return r
}

// binomials answers C(a, j) mod M for 0 ≤ j ≤ a ≤ n. When M is a prime
// above n it uses factorials and their inverses (the seed's route);
// otherwise factorials may vanish or lack inverses, and it falls back to
// exact binomials reduced mod M and to Pascal's rule.
type binomials struct {
	M        modulus
	n        int
	fac, inv []uint64 // nil unless M is a prime > n
}

func (M modulus) binomials(n int) *binomials {
	b := &binomials{M: M, n: n}
	if uint64(M) > uint64(n) && new(big.Int).SetUint64(uint64(M)).ProbablyPrime(0) {
		// ProbablyPrime is exact below 2⁶⁴.
		b.fac = make([]uint64, n+1)
		b.inv = make([]uint64, n+1)
		b.fac[0] = 1 % uint64(M)
		for i := 1; i <= n; i++ {
			b.fac[i] = M.mul(b.fac[i-1], uint64(i))
		}
		b.inv[n] = M.pow(b.fac[n], uint64(M)-2)
		for i := n; i >= 1; i-- {
			b.inv[i-1] = M.mul(b.inv[i], uint64(i))
		}
	}
	return b
}

// row returns C(m, 0), …, C(m, m) mod M: by factorials in O(m) time,
// otherwise by Pascal's rule in O(m²) time, O(m) memory either way.
func (b *binomials) row(m int) []uint64 {
	r := make([]uint64, m+1)
	if b.fac != nil {
		for j := range r {
			r[j] = b.small(m, j)
		}
		return r
	}
	r[0] = 1 % uint64(b.M)
	for a := 1; a <= m; a++ {
		for j := a; j >= 1; j-- {
			r[j] = b.M.add(r[j], r[j-1])
		}
	}
	return r
}

// binomialRow returns C(m, 0), …, C(m, m) exactly by the recurrence
// C(m, j+1) = C(m, j)·(m−j)/(j+1): O(m) multiplications of numbers of at
// most m bits, O(m²) bits in all.
func binomialRow(m int) []*big.Int {
	r := make([]*big.Int, m+1)
	r[0] = big.NewInt(1)
	tmp := new(big.Int)
	for j := 0; j < m; j++ {
		r[j+1] = new(big.Int).Mul(r[j], tmp.SetInt64(int64(m-j)))
		r[j+1].Quo(r[j+1], tmp.SetInt64(int64(j+1)))
	}
	return r
}

// small returns C(a, j) mod M.
func (b *binomials) small(a, j int) uint64 {
	if j < 0 || j > a {
		return 0
	}
	if b.fac != nil {
		return b.M.mul(b.fac[a], b.M.mul(b.inv[j], b.inv[a-j]))
	}
	c := new(big.Int).Binomial(int64(a), int64(j))
	return c.Mod(c, new(big.Int).SetUint64(uint64(b.M))).Uint64()
}

// column calls f(a, C(a, m) mod M) for a = m, …, A in increasing order:
// in O(A) time by factorials, otherwise in O(A·m) time by Pascal's rule
// C(a+1, j) = C(a, j) + C(a, j−1) on a column of m+1 entries.
func (b *binomials) column(m, A int, f func(a int, c uint64)) {
	if b.fac != nil {
		for a := m; a <= A; a++ {
			f(a, b.small(a, m))
		}
		return
	}
	c := make([]uint64, m+1) // c[j] = C(a, j)
	c[0] = 1 % uint64(b.M)
	for a := 0; a <= A; a++ {
		if a >= m {
			f(a, c[m])
		}
		for j := m; j >= 1; j-- {
			c[j] = b.M.add(c[j], c[j-1])
		}
	}
}
