package partition

import (
	"math/big"
	"math/bits"
	"sync"
)

// Arithmetic modulo m, 2 ≤ m < 2^63, on residues in [0, m).

func addMod(a, b, m int64) int64 {
	s := uint64(a) + uint64(b) // < 2^64
	if s >= uint64(m) {
		s -= uint64(m)
	}
	return int64(s)
}

func subMod(a, b, m int64) int64 {
	d := a - b
	if d < 0 {
		d += m
	}
	return d
}

func mulMod(a, b, m int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	_, r := bits.Div64(hi, lo, uint64(m)) // hi < m since a, b < m
	return int64(r)
}

// invMod returns the inverse of a modulo m; gcd(a, m) must be 1.
func invMod(a, m int64) int64 {
	return new(big.Int).ModInverse(big.NewInt(a), big.NewInt(m)).Int64()
}

// primeBits is the size of the primes of the multi-modular exact route:
// primes below 2^primeBits leave 21 doublings of headroom in an int64
// between reductions (see lazyLimit).
const primeBits = 40

var primes struct {
	sync.Mutex
	list []int64 // the largest primes below 2^primeBits, decreasing
}

// primesFor returns distinct primes, each below 2^primeBits, whose product
// exceeds bound.
func primesFor(bound *big.Int) []int64 {
	primes.Lock()
	defer primes.Unlock()
	prod := big.NewInt(1)
	for i := 0; ; i++ {
		if prod.Cmp(bound) > 0 {
			return primes.list[:i:i]
		}
		if i == len(primes.list) {
			c := int64(1)<<primeBits - 1
			if i > 0 {
				c = primes.list[i-1] - 2
			}
			for !big.NewInt(c).ProbablyPrime(0) { // exact below 2^64
				c -= 2
			}
			primes.list = append(primes.list, c)
		}
		prod.Mul(prod, big.NewInt(primes.list[i]))
	}
}

// crt returns the x in [0, Π mods) with x ≡ res[i] (mod mods[i]), the
// moduli pairwise coprime, by Garner's mixed-radix algorithm.
func crt(res, mods []int64) *big.Int {
	// x = c₀ + c₁ m₀ + c₂ m₀m₁ + …
	c := make([]int64, len(res))
	for i := range res {
		// c_i = (r_i − (c₀ + c₁m₀ + … )) / (m₀…m_{i−1}) mod m_i
		v := res[i] % mods[i]
		radix := int64(1) % mods[i]
		acc := int64(0)
		for j := 0; j < i; j++ {
			acc = addMod(acc, mulMod(c[j]%mods[i], radix, mods[i]), mods[i])
			radix = mulMod(radix, mods[j]%mods[i], mods[i])
		}
		c[i] = mulMod(subMod(v, acc, mods[i]), invMod(radix, mods[i]), mods[i])
	}
	x := new(big.Int)
	radix := big.NewInt(1)
	t := new(big.Int)
	for i := range c {
		x.Add(x, t.Mul(radix, big.NewInt(c[i])))
		radix.Mul(radix, big.NewInt(mods[i]))
	}
	return x
}
