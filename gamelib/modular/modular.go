package modular

import (
	"fmt"
	"math/big"
	"math/bits"
)

// DefaultMod is the prime 10⁹+7, the modulus the seeds reduce their
// answers by and the default of the command line's --mod.
const DefaultMod = 1_000_000_007

// Check returns an error unless m ≥ 2 is a valid modulus.
func Check(m int64) error {
	if m < 2 {
		return fmt.Errorf("modulus must be at least 2, got %d", m)
	}
	return nil
}

// Reduce returns a mod m in [0, m) for any int64 a (negative a too).
func Reduce(a, m int64) int64 {
	r := a % m
	if r < 0 {
		r += m
	}
	return r
}

// Add returns (a + b) mod m for residues a, b in [0, m).
func Add(a, b, m int64) int64 {
	s := uint64(a) + uint64(b) // < 2⁶⁴
	if s >= uint64(m) {
		s -= uint64(m)
	}
	return int64(s)
}

// Sub returns (a − b) mod m for residues a, b in [0, m).
func Sub(a, b, m int64) int64 {
	d := a - b // > −2⁶³
	if d < 0 {
		d += m
	}
	return d
}

// Mul returns a·b mod m for residues a, b in [0, m), from the exact
// 128-bit product.
func Mul(a, b, m int64) int64 {
	if uint64(a)|uint64(b) < 1<<32 {
		return int64(uint64(a) * uint64(b) % uint64(m)) // the product fits
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	return int64(bits.Rem64(hi, lo, uint64(m)))
}

// Pow returns a^e mod m for a residue a in [0, m), by square-and-multiply
// in O(log e) multiplications. Pow(0, 0, m) is 1 mod m.
func Pow(a int64, e uint64, m int64) int64 {
	r := 1 % m
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = Mul(r, a, m)
		}
		a = Mul(a, a, m)
	}
	return r
}

// Inv returns the x in [0, m) with a·x ≡ 1 (mod m) for any int64 a and a
// modulus m ≥ 2, by the extended Euclidean algorithm; ok is false when
// gcd(a, m) ≠ 1 and no inverse exists.
func Inv(a, m int64) (x int64, ok bool) {
	// Invariants: r0 ≡ s0·a and r1 ≡ s1·a (mod m), |s0|, |s1| ≤ m.
	r0, r1 := m, Reduce(a, m)
	s0, s1 := int64(0), int64(1)
	for r1 != 0 {
		q := r0 / r1
		r0, r1 = r1, r0-q*r1
		s0, s1 = s1, s0-q*s1
	}
	if r0 != 1 {
		return 0, false
	}
	return Reduce(s0, m), true
}

// CRT returns the x in [0, Π mods) with x ≡ res[i] (mod mods[i]) for
// every i, by Garner's mixed-radix algorithm (see the package doc): O(r²)
// word operations and O(r) big-integer products for r moduli. The
// residues may be any int64; the moduli must be at least 2 and pairwise
// coprime, and there must be as many residues as moduli, or CRT returns
// an error. CRT of no moduli is 0.
func CRT(res, mods []int64) (*big.Int, error) {
	if len(res) != len(mods) {
		return nil, fmt.Errorf("modular: CRT of %d residues and %d moduli", len(res), len(mods))
	}
	for _, m := range mods {
		if err := Check(m); err != nil {
			return nil, fmt.Errorf("modular: CRT: %w", err)
		}
	}
	c := make([]int64, len(res)) // the mixed-radix digits
	for i, mi := range mods {
		// acc = c₀ + c₁m₀ + … + c_{i−1}m₀⋯m_{i−2} and radix = m₀⋯m_{i−1}, mod m_i.
		acc, radix := int64(0), 1%mi
		for j := range i {
			acc = Add(acc, Mul(c[j]%mi, radix, mi), mi)
			radix = Mul(radix, mods[j]%mi, mi)
		}
		inv, ok := Inv(radix, mi)
		if !ok {
			return nil, fmt.Errorf("modular: CRT: moduli %d and %d are not coprime", mi, commonFactor(mods[:i], mi))
		}
		c[i] = Mul(Sub(Reduce(res[i], mi), acc, mi), inv, mi)
	}
	x, radix, t := new(big.Int), big.NewInt(1), new(big.Int)
	for i, ci := range c {
		x.Add(x, t.Mul(radix, big.NewInt(ci)))
		radix.Mul(radix, big.NewInt(mods[i]))
	}
	return x, nil
}

// commonFactor returns the first of mods that shares a factor with m.
func commonFactor(mods []int64, m int64) int64 {
	for _, q := range mods {
		if _, ok := Inv(q, m); !ok {
			return q
		}
	}
	return m // m = 1 cannot happen after Check
}
