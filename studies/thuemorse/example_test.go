package thuemorse_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib/modular"
	"github.com/grundylab/grundylab/studies/thuemorse"
)

// The losing starting values in [1, 2^6] by the definition, and their sum:
// the seed's worked example.
func ExampleSolve() {
	tb, err := thuemorse.Solve(6, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tb.Losing(6))
	fmt.Println(tb.Sum(6))
	// Output:
	// [1 3 4 7 15 16 19 20 31 63 64]
	// 243
}

func ExampleSum() {
	for _, n := range []int{12, 1_000_000, 1_000_000_000_000_000_000} {
		s, err := thuemorse.Sum(n, modular.DefaultMod)
		fmt.Println(n, s, err)
	}
	_, err := thuemorse.Sum(-1, modular.DefaultMod)
	fmt.Println(err)
	// Output:
	// 12 54532 <nil>
	// 1000000 693963717 <nil>
	// 1000000000000000000 482194356 <nil>
	// thuemorse: negative n=-1
}

func ExampleSumExact() {
	s, _ := thuemorse.SumExact(40)
	fmt.Println(s)
	// Output:
	// 192156516130925206
}

func ExampleOffsetSet() {
	for k := range 4 {
		E, _ := thuemorse.OffsetSet(k)
		fmt.Printf("E_%d = %v\n", k, E)
	}
	// Output:
	// E_0 = [0]
	// E_1 = [0 3]
	// E_2 = [0 3 4 15]
	// E_3 = [0 3 4 15 16 19 20 63]
}

func ExampleIsPattern() {
	for _, r := range []int{20, 21, 255, 256, 4*256 + 16 + 3} {
		fmt.Println(r, thuemorse.IsPattern(r))
	}
	// Output:
	// 20 true
	// 21 false
	// 255 true
	// 256 true
	// 1043 true
}

func ExampleCertify() {
	c, err := thuemorse.Certify()
	fmt.Println(err, c.States > 0)
	// Output:
	// <nil> true
}

func ExampleLiteral() {
	tb, _ := thuemorse.Literal(4)
	fmt.Println(thuemorse.CheckCollapse(tb))
	_, err := thuemorse.Literal(20)
	fmt.Println(err)
	// Output:
	// <nil>
	// thuemorse: literal evaluation costs O(4^n): n=20 exceeds MaxLiteralN=14
}
