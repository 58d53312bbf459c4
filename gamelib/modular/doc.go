// Package modular is arithmetic modulo an integer m, 2 ≤ m < 2⁶³, and the
// Chinese remainder theorem: the kit that every count of grundylab reduced
// modulo a prime (partitions, boards, sums) shares.
//
// # Residues and moduli
//
// A modulus is an int64 m ≥ 2 (Check); a residue is an int64 in [0, m)
// (Reduce makes one of any int64). int64 is the modulus type of every
// public API of grundylab, because the bounds below depend on a fixed
// width: with a, b < m < 2⁶³ the sum a + b < 2⁶⁴ fits in a uint64, so Add
// reduces it with one conditional subtraction, and a − b needs one
// conditional addition. Sizes (heap sizes, n, numbers of parts) are int
// throughout, as Go's own len and make are: they index tables, and one
// size type spares every caller conversions. The sizes that index
// nothing, the n of thuemorse.Sum and its closed forms (up to 10¹⁸), are
// int too: int has 64 bits on the 64-bit platforms grundylab runs on (a
// 32-bit build limits such an n to 2³¹ − 1), and the command line
// range-checks its flags into an int.
//
// Add, Sub, Mul and Pow take residues and do not check them (as math/bits
// does not check its arguments): give them values in [0, m).
//
// # Multiplication without overflow
//
// The product of two residues below 2⁶³ needs up to 126 bits. Mul forms it
// exactly as a 128-bit pair (hi, lo) = a·b with bits.Mul64 and reduces the
// pair with bits.Rem64, a 128-by-64-bit division, so no intermediate value
// overflows and no floating point is involved. When a and b are both below
// 2³² their product fits in 64 bits and one ordinary remainder suffices.
// Pow is square-and-multiply: O(log e) multiplications.
//
// # Inverses
//
// Inv finds x with a·x ≡ 1 (mod m) by the extended Euclidean algorithm on
// (a mod m, m), O(log m) divisions; the inverse exists exactly when
// gcd(a, m) = 1. For a prime p, Fermat's a^(p−2) is the same inverse, and
// the tests check one against the other and both against math/big.
//
// # Chinese remainder theorem
//
// For pairwise coprime moduli m₀, …, m_{r−1} and residues r_i there is
// exactly one x in [0, M), M = Π m_i, with x ≡ r_i (mod m_i). CRT
// computes it by Garner's mixed-radix algorithm,
//
//	x = c₀ + c₁·m₀ + c₂·m₀m₁ + … + c_{r−1}·m₀⋯m_{r−2},  0 ≤ c_i < m_i,
//	c_i = (r_i − (c₀ + c₁m₀ + … + c_{i−1}m₀⋯m_{i−2})) · (m₀⋯m_{i−1})⁻¹ mod m_i,
//
// in O(r²) word operations for the digits c_i and O(r) big-integer
// multiply-adds to assemble x as a *big.Int. This is how an exact count
// is recovered from counts modulo a few primes: when the true value is
// known to lie in [0, M), the residues determine it.
//
// # Primes
//
// PrimesBelow returns the largest primes below a limit, just enough that
// their product exceeds a bound: the moduli of such a multi-modular exact
// computation. partition.Losing uses the largest primes below 2⁴⁰
// (1099511627689, 1099511627609, 1099511627581, …; two for n ≤ 500, four
// for n ≤ 2000), small enough to leave headroom for lazy reduction. IsPrime is exact for every int64 (math/big's
// ProbablyPrime(0) is deterministic below 2⁶⁴). DefaultMod, the prime
// 10⁹+7, is the modulus the seeds reduce their answers by and the
// default of the command line.
package modular
