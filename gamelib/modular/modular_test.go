package modular_test

import (
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/modular"
)

// moduli draws moduli from every range the arithmetic distinguishes:
// tiny, around 2³² (Mul's fast path), around 2⁶² and up to 2⁶³ − 1.
func moduli(rng *rand.Rand) []int64 {
	ms := []int64{2, 3, 4, 6, 7, 1 << 32, 1<<32 + 1, 1<<32 - 1, modular.DefaultMod, 998_244_353,
		1 << 62, 1<<62 + 1, math.MaxInt64, math.MaxInt64 - 1, 999_999_999_999_999_989}
	for range 40 {
		ms = append(ms, 2+rng.Int64N(1<<rng.IntN(62)+1))
	}
	return ms
}

// residues draws residues of m: the extremes and random ones.
func residues(rng *rand.Rand, m int64) []int64 {
	rs := []int64{0, 1 % m, m - 1, m / 2, (m - 1) / 2}
	for range 30 {
		rs = append(rs, rng.Int64N(m))
	}
	return rs
}

func bigMod(x *big.Int, m int64) int64 {
	return new(big.Int).Mod(x, big.NewInt(m)).Int64()
}

// TestAgainstBig checks Reduce, Add, Sub, Mul and Pow against math/big on
// random residues of every kind of modulus.
func TestAgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, m := range moduli(rng) {
		rs := residues(rng, m)
		for _, a := range rs {
			for _, b := range rs[:12] {
				A, B := big.NewInt(a), big.NewInt(b)
				if got, want := modular.Add(a, b, m), bigMod(new(big.Int).Add(A, B), m); got != want {
					t.Fatalf("Add(%d, %d, %d) = %d, want %d", a, b, m, got, want)
				}
				if got, want := modular.Sub(a, b, m), bigMod(new(big.Int).Sub(A, B), m); got != want {
					t.Fatalf("Sub(%d, %d, %d) = %d, want %d", a, b, m, got, want)
				}
				if got, want := modular.Mul(a, b, m), bigMod(new(big.Int).Mul(A, B), m); got != want {
					t.Fatalf("Mul(%d, %d, %d) = %d, want %d", a, b, m, got, want)
				}
			}
			for _, e := range []uint64{0, 1, 2, 3, 63, 64, 1<<64 - 1, rng.Uint64()} {
				want := new(big.Int).Exp(big.NewInt(a), new(big.Int).SetUint64(e), big.NewInt(m)).Int64()
				if got := modular.Pow(a, e, m); got != want {
					t.Fatalf("Pow(%d, %d, %d) = %d, want %d", a, e, m, got, want)
				}
			}
		}
		for _, a := range []int64{math.MinInt64, math.MinInt64 + 1, -m, -1, 0, m, math.MaxInt64, rng.Int64(), -rng.Int64()} {
			if got, want := modular.Reduce(a, m), bigMod(big.NewInt(a), m); got != want {
				t.Fatalf("Reduce(%d, %d) = %d, want %d", a, m, got, want)
			}
		}
	}
}

// TestInv checks Inv against math/big's ModInverse, and for primes against
// Fermat's a^(p−2).
func TestInv(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	primes := []int64{2, 3, modular.DefaultMod, 998_244_353, 1<<61 - 1, 9_223_372_036_854_775_783} // 2⁶¹−1 (Mersenne); the largest prime below 2⁶³
	for _, m := range append(moduli(rng), primes...) {
		for _, a := range append(residues(rng, m), -1, -m-1, math.MinInt64, math.MaxInt64) {
			x, ok := modular.Inv(a, m)
			want := new(big.Int).ModInverse(big.NewInt(modular.Reduce(a, m)), big.NewInt(m))
			if want == nil { // gcd(a, m) ≠ 1
				if ok {
					t.Fatalf("Inv(%d, %d) = %d, but gcd ≠ 1", a, m, x)
				}
				continue
			}
			if !ok || x != want.Int64() {
				t.Fatalf("Inv(%d, %d) = %d, %v, want %v", a, m, x, ok, want)
			}
			if slices.Contains(primes, m) {
				if f := modular.Pow(modular.Reduce(a, m), uint64(m-2), m); f != x {
					t.Fatalf("Inv(%d, %d) = %d, Fermat %d", a, m, x, f)
				}
			}
		}
	}
}

// TestCRT reconstructs random numbers below the product of random coprime
// moduli from their residues.
func TestCRT(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := range 300 {
		var mods []int64
		prod := big.NewInt(1)
		for len(mods) < 1+trial%6 {
			m := 2 + rng.Int64N(1<<(2+rng.IntN(61)))
			if trial%3 == 0 {
				m = math.MaxInt64 - rng.Int64N(1000)
			}
			if new(big.Int).GCD(nil, nil, big.NewInt(m), prod).Cmp(big.NewInt(1)) != 0 {
				continue
			}
			mods = append(mods, m)
			prod.Mul(prod, big.NewInt(m))
		}
		x := new(big.Int)
		for range 7 { // 448 random bits, reduced below prod
			x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(rng.Uint64()))
		}
		x.Mod(x, prod)
		res := make([]int64, len(mods))
		for i, m := range mods {
			res[i] = bigMod(x, m)
			if trial%2 == 1 { // any representative of the class
				res[i] -= m * rng.Int64N(2)
			}
		}
		got, err := modular.CRT(res, mods)
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(x) != 0 {
			t.Fatalf("CRT(%v, %v) = %v, want %v", res, mods, got, x)
		}
	}
	if x, err := modular.CRT(nil, nil); err != nil || x.Sign() != 0 {
		t.Errorf("CRT of nothing = %v, %v, want 0", x, err)
	}
	bad := []struct {
		res, mods []int64
		want      string
	}{
		{[]int64{1, 2}, []int64{5}, "2 residues and 1 moduli"},
		{[]int64{1}, []int64{1}, "at least 2, got 1"},
		{[]int64{1, 1}, []int64{6, 10}, "not coprime"},
		{[]int64{0, 0, 0}, []int64{7, 11, 77}, "not coprime"},
	}
	for _, tc := range bad {
		if _, err := modular.CRT(tc.res, tc.mods); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CRT(%v, %v): error %v, want one containing %q", tc.res, tc.mods, err, tc.want)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, m := range []int64{math.MinInt64, -5, 0, 1} {
		if err := modular.Check(m); err == nil {
			t.Errorf("Check(%d) accepted", m)
		}
	}
	for _, m := range []int64{2, modular.DefaultMod, math.MaxInt64} {
		if err := modular.Check(m); err != nil {
			t.Errorf("Check(%d): %v", m, err)
		}
	}
}

// TestIsPrime checks IsPrime against a sieve below 10⁵ and a few primes
// and composites named by their source.
func TestIsPrime(t *testing.T) {
	const n = 100_000
	composite := make([]bool, n)
	for i := 2; i < n; i++ {
		if !composite[i] {
			for j := i * i; j < n; j += i {
				composite[j] = true
			}
		}
		if modular.IsPrime(int64(i)) != !composite[i] {
			t.Fatalf("IsPrime(%d) = %v", i, !composite[i])
		}
	}
	for _, m := range []int64{math.MinInt64, -7, 0, 1} {
		if modular.IsPrime(m) {
			t.Errorf("IsPrime(%d)", m)
		}
	}
	if !modular.IsPrime(modular.DefaultMod) || !modular.IsPrime(1<<61-1) || !modular.IsPrime(9_223_372_036_854_775_783) {
		t.Error("a known prime is not prime") // 10⁹+7; 2⁶¹−1 (Mersenne, M61); the largest prime below 2⁶³ (2⁶³ − 25, OEIS A014234)
	}
	if modular.IsPrime(math.MaxInt64) || modular.IsPrime(3_215_031_751) {
		t.Error("a composite is prime") // 2⁶³−1 = 7²·73·127·337·92737·649657; 3215031751 is a strong pseudoprime to bases 2, 3, 5, 7
	}
}

// TestPrimesBelow checks that the primes are the largest below the limit,
// decreasing, and just enough, against a plain downward scan.
func TestPrimesBelow(t *testing.T) {
	for _, limit := range []int64{3, 10, 100, 1 << 20, 1 << 40, math.MaxInt64} {
		for _, bound := range []*big.Int{big.NewInt(-1), big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(1000), new(big.Int).Lsh(big.NewInt(1), 130)} {
			got, err := modular.PrimesBelow(limit, bound)
			prod := big.NewInt(1)
			var want []int64
			for c := limit - 1; c >= 2 && prod.Cmp(bound) <= 0; c-- {
				if big.NewInt(c).ProbablyPrime(0) {
					want = append(want, c)
					prod.Mul(prod, big.NewInt(c))
				}
			}
			if prod.Cmp(bound) <= 0 {
				if err == nil {
					t.Errorf("PrimesBelow(%d, %v) = %v, want an error", limit, bound, got)
				}
				continue
			}
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("PrimesBelow(%d, %v) = %v, %v, want %v", limit, bound, got, err, want)
			}
		}
	}
	// The cache must not leak: changing a result does not change the next.
	a, _ := modular.PrimesBelow(100, big.NewInt(1000))
	a[0] = 4
	if b, _ := modular.PrimesBelow(100, big.NewInt(1000)); b[0] != 97 {
		t.Errorf("PrimesBelow after a caller's write: %v", b)
	}
}
