package thuemorse

import (
	"fmt"
	"math"
	"math/big"

	"github.com/grundylab/grundylab/gamelib/modular"
)

// Limits on n for the sums whose cost grows with n.
const (
	// MaxExactN bounds SumExact and Count: S(n) has about 1.5n bits.
	MaxExactN = 1 << 24
	// MaxLayersN bounds SumLayers, which takes one step per layer
	// (2³², or the largest int where int has 32 bits).
	MaxLayersN = min(1<<32, math.MaxInt)
	// MaxLayersExactN bounds SumLayersExact, whose cost is O(n²) bit
	// operations.
	MaxLayersExactN = 1 << 18
)

func checkSumArgs(n int, mod int64) error {
	if n < 0 {
		return fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if err := modular.Check(mod); err != nil {
		return fmt.Errorf("thuemorse: %w", err)
	}
	return nil
}

// SumLayers returns S(n) mod m by the seed's layer scan: for k = 0, 1, …
// it adds the even layer's N_k·4^k + T_k and the odd layer's 4^{k+1}−1 while
// they lie inside [1, 2^n], updates T_{k+1} = 2T_k + (N_k+2)·4^k, and adds
// 2^n at the end when n is even. Only additions are used (N_k·4^k = 8^k is
// carried along as its own variable), so any m ≥ 2 works, prime or not.
// Time O(n) (about 3 ms for n = 10^6), memory O(1); n must be at most
// MaxLayersN.
func SumLayers(n int, m int64) (int64, error) {
	if err := checkSumArgs(n, m); err != nil {
		return 0, err
	}
	if n > MaxLayersN {
		return 0, fmt.Errorf("thuemorse: layer scan for n=%d exceeds MaxLayersN=%d (use Sum)", n, MaxLayersN)
	}
	add := func(a, b int64) int64 { return modular.Add(a, b, m) }
	var (
		s    int64      // the sum so far
		p4   = 1 % m    // 4^k
		p8   = 1 % m    // 8^k = N_k·4^k, as N_k = 2^k
		tk   int64      // T_k
		half = n / 2    // layers k < half are complete
		odd  = n%2 == 1 // then even layer `half` is complete too
	)
	for range half {
		p2x := add(p4, p4)
		p4x4 := add(p2x, p2x)
		// Even layer N_k·4^k + T_k, odd layer 4^{k+1} − 1.
		s = add(s, add(add(p8, tk), modular.Sub(p4x4, 1, m)))
		// T_{k+1} = 2T_k + N_k·4^k + 2·4^k.
		tk = add(add(tk, tk), add(p8, p2x))
		p8 = add(p8, p8)
		p8 = add(p8, p8)
		p8 = add(p8, p8)
		p4 = p4x4
	}
	if odd {
		return add(s, add(p8, tk)), nil // the last even layer
	}
	return add(s, p4), nil // 2^n = 4^half
}

// SumLayersExact is SumLayers in exact arithmetic: the seed's recurrence
// with N_{k+1} = 2N_k, T_{k+1} = 2T_k + (N_k+2)·4^k literally. Numbers grow
// to about 1.5n bits, so it costs O(n²) bit operations; n must be at most
// MaxLayersExactN.
func SumLayersExact(n int) (*big.Int, error) {
	if n < 0 {
		return nil, fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if n > MaxLayersExactN {
		return nil, fmt.Errorf("thuemorse: exact layer scan for n=%d exceeds MaxLayersExactN=%d (use SumExact)", n, MaxLayersExactN)
	}
	var (
		s, tk, x = new(big.Int), new(big.Int), new(big.Int)
		nk       = big.NewInt(1) // N_k
		p4       = big.NewInt(1) // 4^k
		two      = big.NewInt(2)
		half     = n / 2
	)
	for k := 0; k <= half; k++ {
		if k == half && n%2 == 0 {
			s.Add(s, p4)
			break
		}
		s.Add(s, x.Mul(nk, p4)).Add(s, tk) // N_k·4^k + T_k
		if k == half {
			break
		}
		s.Add(s, x.Lsh(p4, 2)).Sub(s, big.NewInt(1)) // 4^{k+1} − 1
		tk.Add(tk.Lsh(tk, 1), x.Mul(x.Add(nk, two), p4))
		nk.Lsh(nk, 1)
		p4.Lsh(p4, 2)
	}
	return s, nil
}

// Sum returns S(n) mod m for any n ≥ 0 and m ≥ 2 from the closed form
//
//	6·S(n) = 2^{3c} + 2^{2f+4} − 7·2^c − 6f − 4,  c = ⌈n/2⌉, f = ⌊n/2⌋.
//
// It evaluates the right-hand side modulo 6m and divides by 6 exactly, so m
// need not be prime (or coprime to 6). Time O(log n): one modular
// exponentiation. For m above (2⁶³−1)/6 the same formula runs in math/big.
func Sum(n int, m int64) (int64, error) {
	if err := checkSumArgs(n, m); err != nil {
		return 0, err
	}
	if m > math.MaxInt64/6 {
		return sumBig(n, m), nil
	}
	M := 6 * m
	f, c := n/2, n-n/2
	x := modular.Pow(2, uint64(f), M) // 2^f; M ≥ 12
	xc := x                           // 2^c
	if c != f {
		xc = modular.Add(x, x, M)
	}
	mul := func(a, b int64) int64 { return modular.Mul(a, b, M) }
	v := mul(mul(xc, xc), xc)                   // 2^{3c}
	v = modular.Add(v, mul(mul(x, x), 16%M), M) // + 16·4^f
	v = modular.Sub(v, mul(xc, 7), M)           // − 7·2^c
	v = modular.Sub(v, mul(int64(f)%M, 6), M)   // − 6f
	v = modular.Sub(v, 4, M)                    // − 4
	return v / 6, nil
}

func sumBig(n int, m int64) int64 {
	M := new(big.Int).Mul(big.NewInt(m), big.NewInt(6))
	f, c := int64(n/2), int64(n-n/2)
	pw := func(e int64) *big.Int { return new(big.Int).Exp(big.NewInt(2), big.NewInt(e), M) }
	v := pw(c)
	v.Exp(v, big.NewInt(3), M) // 2^{3c}; 3c may overflow int64
	x := pw(f)
	v.Add(v, x.Lsh(x.Mul(x, x), 4))
	v.Sub(v, new(big.Int).Mul(pw(c), big.NewInt(7)))
	v.Sub(v, new(big.Int).Mul(big.NewInt(f), big.NewInt(6)))
	v.Sub(v, big.NewInt(4))
	v.Mod(v, M)
	return v.Div(v, big.NewInt(6)).Int64()
}

// SumExact returns S(n) exactly from the closed form (see Sum), using
// shifts for the powers of 2. Time and memory O(n); n must be at most
// MaxExactN.
func SumExact(n int) (*big.Int, error) {
	if n < 0 {
		return nil, fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if n > MaxExactN {
		return nil, fmt.Errorf("thuemorse: exact sum for n=%d exceeds MaxExactN=%d (S(n) has about 1.5n bits)", n, MaxExactN)
	}
	f, c := uint(n/2), uint(n-n/2)
	one := big.NewInt(1)
	v := new(big.Int).Lsh(one, 3*c)
	v.Add(v, new(big.Int).Lsh(one, 2*f+4))
	v.Sub(v, new(big.Int).Lsh(big.NewInt(7), c))
	v.Sub(v, big.NewInt(6*int64(f)+4))
	return v.Quo(v, big.NewInt(6)), nil
}

// Count returns the number of losing starting values in [1, 2^n],
// 2^c + f − 1 + [n even] with c = ⌈n/2⌉, f = ⌊n/2⌋. n must be at most
// MaxExactN.
func Count(n int) (*big.Int, error) {
	if n < 0 {
		return nil, fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if n > MaxExactN {
		return nil, fmt.Errorf("thuemorse: count for n=%d exceeds MaxExactN=%d", n, MaxExactN)
	}
	f, c := n/2, n-n/2
	v := new(big.Int).Lsh(big.NewInt(1), uint(c))
	v.Add(v, big.NewInt(int64(f)-1))
	if n%2 == 0 {
		v.Add(v, big.NewInt(1))
	}
	return v, nil
}

// Density returns Count(n)/2^n, the fraction of losing values in
// [1, 2^n], for any n ≥ 0 (about 2^{−n/2}; it underflows to 0 beyond
// n ≈ 2100). It returns NaN for n < 0.
func Density(n int) float64 {
	if n < 0 {
		return math.NaN()
	}
	f, c := n/2, n-n/2
	// (2^c + f − 1 + [n even]) / 2^n = 2^{c−n} + (f − 1 + [n even])·2^{−n}.
	k := float64(f) - 1
	if n%2 == 0 {
		k++
	}
	return math.Ldexp(1, int(c-n)) + math.Ldexp(k, int(-n))
}
