package thuemorse

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
)

// DefaultMod is the prime 10^9+7 the seed reduces its answers by.
const DefaultMod = 1_000_000_007

// Limits on n for the sums whose cost grows with n.
const (
	// MaxExactN bounds SumExact and Count: S(n) has about 1.5n bits.
	MaxExactN = 1 << 24
	// MaxLayersN bounds SumLayers, which takes one step per layer.
	MaxLayersN = 1 << 32
	// MaxLayersExactN bounds SumLayersExact, whose cost is O(n²) bit
	// operations.
	MaxLayersExactN = 1 << 18
)

func checkSumArgs(n int64, mod uint64) error {
	if n < 0 {
		return fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if mod < 2 {
		return fmt.Errorf("thuemorse: modulus %d < 2", mod)
	}
	return nil
}

func addMod(a, b, m uint64) uint64 {
	s, c := bits.Add64(a, b, 0)
	if c != 0 || s >= m {
		s -= m
	}
	return s
}

func subMod(a, b, m uint64) uint64 {
	if a >= b {
		return a - b
	}
	return a + (m - b)
}

func mulMod(a, b, m uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, m)
}

// pow2Mod returns 2^e mod m.
func pow2Mod(e, m uint64) uint64 {
	r, b := 1%m, 2%m
	for ; e > 0; e >>= 1 {
		if e&1 != 0 {
			r = mulMod(r, b, m)
		}
		b = mulMod(b, b, m)
	}
	return r
}

// SumLayers returns S(n) mod m by the seed's layer scan: for k = 0, 1, …
// it adds the even layer's N_k·4^k + T_k and the odd layer's 4^{k+1}−1 while
// they lie inside [1, 2^n], updates T_{k+1} = 2T_k + (N_k+2)·4^k, and adds
// 2^n at the end when n is even. Only additions are used (N_k·4^k = 8^k is
// carried along as its own variable), so any m ≥ 2 works, prime or not.
// Time O(n) (about 3 ms for n = 10^6), memory O(1); n must be at most
// MaxLayersN.
func SumLayers(n int64, m uint64) (uint64, error) {
	if err := checkSumArgs(n, m); err != nil {
		return 0, err
	}
	if n > MaxLayersN {
		return 0, fmt.Errorf("thuemorse: layer scan for n=%d exceeds MaxLayersN=%d (use Sum)", n, int64(MaxLayersN))
	}
	if m <= 1<<62 {
		return sumLayersSmall(n, m), nil
	}
	dbl := func(x uint64) uint64 { return addMod(x, x, m) }
	var (
		s    uint64     // the sum so far
		p4   = 1 % m    // 4^k
		p8   = 1 % m    // 8^k = N_k·4^k, as N_k = 2^k
		tk   uint64     // T_k
		half = n / 2    // layers k < half are complete
		odd  = n%2 == 1 // then even layer `half` is complete too
	)
	for range half {
		p4x4 := dbl(dbl(p4))
		// Even layer N_k·4^k + T_k, odd layer 4^{k+1} − 1.
		s = addMod(s, addMod(addMod(p8, tk, m), subMod(p4x4, 1, m), m), m)
		// T_{k+1} = 2T_k + N_k·4^k + 2·4^k.
		tk = addMod(dbl(tk), addMod(p8, dbl(p4), m), m)
		p4, p8 = p4x4, dbl(dbl(dbl(p8)))
	}
	if odd {
		return addMod(s, addMod(p8, tk, m), m), nil // the last even layer
	}
	return addMod(s, p4, m), nil // 2^n = 4^half
}

// sumLayersSmall is SumLayers for m ≤ 2^62, where a sum of two residues
// cannot overflow and one conditional subtraction reduces it.
func sumLayersSmall(n int64, m uint64) uint64 {
	red := func(x uint64) uint64 {
		if x >= m {
			x -= m
		}
		return x
	}
	var s, tk uint64
	p4, p8 := 1%m, 1%m
	for range n / 2 {
		p2x := red(p4 + p4)
		p4x4 := red(p2x + p2x)
		s = red(s + red(red(p8+tk)+red(p4x4+m-1)))
		tk = red(red(tk+tk) + red(p8+p2x))
		p8 = red(p8 + p8)
		p8 = red(p8 + p8)
		p8 = red(p8 + p8)
		p4 = p4x4
	}
	if n%2 == 1 {
		return red(s + red(p8+tk))
	}
	return red(s + p4)
}

// SumLayersExact is SumLayers in exact arithmetic: the seed's recurrence
// with N_{k+1} = 2N_k, T_{k+1} = 2T_k + (N_k+2)·4^k literally. Numbers grow
// to about 1.5n bits, so it costs O(n²) bit operations; n must be at most
// MaxLayersExactN.
func SumLayersExact(n int64) (*big.Int, error) {
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
	for k := int64(0); k <= half; k++ {
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
// exponentiation. For m above 2^64/6 the same formula runs in math/big.
func Sum(n int64, m uint64) (uint64, error) {
	if err := checkSumArgs(n, m); err != nil {
		return 0, err
	}
	if m > math.MaxUint64/6 {
		return sumBig(n, m), nil
	}
	M := 6 * m
	f, c := uint64(n/2), uint64(n-n/2)
	x := pow2Mod(f, M) // 2^f
	xc := x            // 2^c
	if c != f {
		xc = addMod(x, x, M)
	}
	v := mulMod(mulMod(xc, xc, M), xc, M)              // 2^{3c}
	v = addMod(v, mulMod(mulMod(x, x, M), 16%M, M), M) // + 16·4^f
	v = subMod(v, mulMod(xc, 7, M), M)                 // − 7·2^c
	v = subMod(v, mulMod(f%M, 6, M), M)                // − 6f
	v = subMod(v, 4%M, M)                              // − 4
	return v / 6, nil
}

func sumBig(n int64, m uint64) uint64 {
	M := new(big.Int).Mul(new(big.Int).SetUint64(m), big.NewInt(6))
	f, c := n/2, n-n/2
	pw := func(e int64) *big.Int { return new(big.Int).Exp(big.NewInt(2), big.NewInt(e), M) }
	v := pw(c)
	v.Exp(v, big.NewInt(3), M) // 2^{3c}; 3c may overflow int64
	x := pw(f)
	v.Add(v, x.Lsh(x.Mul(x, x), 4))
	v.Sub(v, new(big.Int).Mul(pw(c), big.NewInt(7)))
	v.Sub(v, new(big.Int).Mul(big.NewInt(f), big.NewInt(6)))
	v.Sub(v, big.NewInt(4))
	v.Mod(v, M)
	return v.Div(v, big.NewInt(6)).Uint64()
}

// SumExact returns S(n) exactly from the closed form (see Sum), using
// shifts for the powers of 2. Time and memory O(n); n must be at most
// MaxExactN.
func SumExact(n int64) (*big.Int, error) {
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
func Count(n int64) (*big.Int, error) {
	if n < 0 {
		return nil, fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if n > MaxExactN {
		return nil, fmt.Errorf("thuemorse: count for n=%d exceeds MaxExactN=%d", n, MaxExactN)
	}
	f, c := n/2, n-n/2
	v := new(big.Int).Lsh(big.NewInt(1), uint(c))
	v.Add(v, big.NewInt(f-1))
	if n%2 == 0 {
		v.Add(v, big.NewInt(1))
	}
	return v, nil
}

// Density returns Count(n)/2^n, the fraction of losing values in
// [1, 2^n], for any n ≥ 0 (about 2^{−n/2}; it underflows to 0 beyond
// n ≈ 2100). It returns NaN for n < 0.
func Density(n int64) float64 {
	if n < 0 {
		return math.NaN()
	}
	f, c := n/2, n-n/2
	// (2^c + f − 1 + [n even]) / 2^n = 2^{c−n} + (f − 1 + [n even])·2^{−n}.
	k := float64(f - 1)
	if n%2 == 0 {
		k++
	}
	return math.Ldexp(1, int(c-n)) + math.Ldexp(k, int(-n))
}
