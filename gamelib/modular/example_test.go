package modular_test

import (
	"fmt"
	"math/big"

	"github.com/grundylab/grundylab/gamelib/modular"
)

func ExampleMul() {
	// (2⁶² + 1)² mod (2⁶³ − 25): the 124-bit product never overflows.
	const m = 1<<63 - 25
	a := int64(1<<62 + 1)
	fmt.Println(modular.Mul(a, a, m))
	want := new(big.Int).Mul(big.NewInt(a), big.NewInt(a))
	fmt.Println(want.Mod(want, big.NewInt(m)))
	// Output:
	// 2305843009213694128
	// 2305843009213694128
}

func ExampleInv() {
	x, ok := modular.Inv(2, modular.DefaultMod)
	fmt.Println(x, ok, modular.Mul(2, x, modular.DefaultMod))
	_, ok = modular.Inv(6, 9) // gcd(6, 9) = 3
	fmt.Println(ok)
	// Output:
	// 500000004 true 1
	// false
}

func ExampleCRT() {
	// Sun Zi's problem: x ≡ 2 (mod 3), x ≡ 3 (mod 5), x ≡ 2 (mod 7).
	x, err := modular.CRT([]int64{2, 3, 2}, []int64{3, 5, 7})
	fmt.Println(x, err)
	// Output: 23 <nil>
}

func ExamplePrimesBelow() {
	// Enough primes below 2⁴⁰ to recover any integer below 2¹⁰⁰ by CRT.
	ps, err := modular.PrimesBelow(1<<40, new(big.Int).Lsh(big.NewInt(1), 100))
	fmt.Println(ps, err)
	// Output: [1099511627689 1099511627609 1099511627581] <nil>
}
