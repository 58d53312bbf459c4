package octal_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

func ExampleParse() {
	kayles, err := octal.Parse("0.77")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := kayles.Values(12, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(kayles, g)

	_, err = octal.Parse("0.79")
	fmt.Println(err == nil)
	_, err = octal.Parse("1.7")
	fmt.Println(err)
	// Output:
	// octal:0.77 [0 1 2 3 1 4 3 2 1 4 2 6 4]
	// true
	// octal: malformed code "1.7": digit 1 before the point has bit 1 or 2 set, but a move that removes no tokens can only split a heap (digit 0, 4, 8 or C)
}

func ExampleCode_Options() {
	for o := range octal.Kayles().Options(4) {
		fmt.Println(o)
	}
	// Output:
	// [3]
	// [1 2]
	// [2]
	// [1 1]
}

func ExampleCode_CertifyLength() {
	kayles := octal.Kayles()
	// The periodicity theorem needs 2t + 2p + c values: 168 for Kayles.
	fmt.Println(kayles.CertifyLength(71, 12, 0))
	// heap.FindPeriod computes values until they prove a period.
	p, _ := heap.FindPeriod(kayles, 167, nil)
	fmt.Println(p.Preperiod, p.Period, p.Certified, p.Needed)
	p, _ = heap.FindPeriod(kayles, 166, nil)
	fmt.Println(p.Certified)
	// Output:
	// 168
	// 71 12 true 168
	// false
}

func ExampleCode_dawson() {
	p, err := heap.FindPeriod(octal.DawsonsKayles(), 1<<20, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	// Output:
	// preperiod 53, period 34 (certified: periodicity theorem for take-and-break games (Guy–Smith), from the values g(0…175))
}

func ExampleGrundysGame() {
	game := octal.GrundysGame()
	g, _ := game.Values(20, nil)
	fmt.Println(game.Code(), g)
	// Output:
	// 4!.0 [0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0]
}

// Codes as CGSuite writes them: "!" for unequal heaps, a repeating part in
// brackets.
func ExampleParse_cgsuite() {
	for _, s := range []string{"4!.0", "0.[3]", "0.333[3]", "0.3003330[3]", "0.?7"} {
		c, err := octal.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		g, _ := c.Values(12, nil)
		fmt.Println(c.Code(), g)
	}
	// Output:
	// 4!.0 [0 0 0 1 0 2 1 0 2 1 0 2 1]
	// 0.[3] [0 1 2 3 4 5 6 7 8 9 10 11 12]
	// 0.[3] [0 1 2 3 4 5 6 7 8 9 10 11 12]
	// 0.3003330[3] [0 1 0 1 2 3 2 3 4 5 4 5 6]
	// octal: malformed code "0.?7": CGSuite's constraint '?' at offset 2 (only "!", pairwise unequal heaps, is implemented): not supported
}
