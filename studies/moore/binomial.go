package moore

import (
	"context"
	"math/big"

	"github.com/grundylab/grundylab/gamelib/modular"
)

// binomials answers C(a, j) mod M for 0 ≤ j ≤ a ≤ n. When M is a prime
// above n it uses factorials and their inverses (the seed's route);
// otherwise factorials may vanish or lack inverses, and it falls back to
// exact binomials reduced mod M and to Pascal's rule.
type binomials struct {
	M        int64 // the modulus, at least 2
	n        int
	fac, inv []int64 // nil unless M is a prime > n
}

func newBinomials(M int64, n int) *binomials {
	b := &binomials{M: M, n: n}
	if M > int64(n) && modular.IsPrime(M) {
		b.fac = make([]int64, n+1)
		b.inv = make([]int64, n+1)
		b.fac[0] = 1 % M
		for i := 1; i <= n; i++ {
			b.fac[i] = modular.Mul(b.fac[i-1], int64(i), M)
		}
		b.inv[n], _ = modular.Inv(b.fac[n], M) // n! is a unit: M is a prime > n
		for i := n; i >= 1; i-- {
			b.inv[i-1] = modular.Mul(b.inv[i], int64(i), M)
		}
	}
	return b
}

// row returns C(m, 0), …, C(m, m) mod M: by factorials in O(m) time,
// otherwise by Pascal's rule in O(m²) time, O(m) memory either way. It
// returns ctx.Err() (wrapped) when ctx is done, checked every 256 rows of
// Pascal's rule.
func (b *binomials) row(ctx context.Context, m int) ([]int64, error) {
	r := make([]int64, m+1)
	if b.fac != nil {
		for j := range r {
			r[j] = b.small(m, j)
		}
		return r, nil
	}
	r[0] = 1 % b.M
	for a := 1; a <= m; a++ {
		if a%256 == 0 {
			if err := stopped(ctx); err != nil {
				return nil, err
			}
		}
		for j := a; j >= 1; j-- {
			r[j] = modular.Add(r[j], r[j-1], b.M)
		}
	}
	return r, nil
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
func (b *binomials) small(a, j int) int64 {
	if j < 0 || j > a {
		return 0
	}
	if b.fac != nil {
		return modular.Mul(b.fac[a], modular.Mul(b.inv[j], b.inv[a-j], b.M), b.M)
	}
	c := new(big.Int).Binomial(int64(a), int64(j))
	return c.Mod(c, big.NewInt(b.M)).Int64()
}

// column calls f(a, C(a, m) mod M) for a = m, …, A in increasing order:
// in O(A) time by factorials, otherwise in O(A·m) time by Pascal's rule
// C(a+1, j) = C(a, j) + C(a, j−1) on a column of m+1 entries. It returns
// ctx.Err() (wrapped) when ctx is done, checked every 256 rows of
// Pascal's rule.
func (b *binomials) column(ctx context.Context, m, A int, f func(a int, c int64)) error {
	if b.fac != nil {
		for a := m; a <= A; a++ {
			f(a, b.small(a, m))
		}
		return nil
	}
	c := make([]int64, m+1) // c[j] = C(a, j)
	c[0] = 1 % b.M
	for a := 0; a <= A; a++ {
		if a%256 == 255 {
			if err := stopped(ctx); err != nil {
				return err
			}
		}
		if a >= m {
			f(a, c[m])
		}
		for j := m; j >= 1; j-- {
			c[j] = modular.Add(c[j], c[j-1], b.M)
		}
	}
	return nil
}
