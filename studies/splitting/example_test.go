package splitting_test

import (
	"fmt"

	"github.com/grundylab/grundylab/studies/splitting"
)

func ExampleNewGame() {
	// Seed 000's checkpoints: F_2(5) = 3, F_3(5) = 5, g(5) = 18, g(10) = 291.
	g, err := splitting.NewGame(10, nil)
	if err != nil {
		panic(err)
	}
	c, err := g.Count(nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("grouping k = 2, 3, ≥", g.Saturation())
	fmt.Println("F_2(5) =", c.F(2, 5), "F_3(5) =", c.F(3, 5), "F_4(5) =", c.F(4, 5))
	fmt.Println("g(5) =", c.G[5], "g(7) =", c.G[7], "g(10) =", c.G[10])
	// Output:
	// grouping k = 2, 3, ≥ 4
	// F_2(5) = 3 F_3(5) = 5 F_4(5) = 5
	// g(5) = 18 g(7) = 66 g(10) = 291
}

func ExampleNewGame_error() {
	_, err := splitting.NewGame(-1, nil)
	fmt.Println(err)
	// Output: splitting: negative n=-1
}

func ExamplePlay() {
	// The partitions of 5 when a heap splits into two (seed 000): the
	// winners are 4+1, 3+2 and 2+1+1+1.
	out, err := splitting.Play(5, 2)
	if err != nil {
		panic(err)
	}
	for _, o := range out {
		if o.Win {
			fmt.Println(o.Parts, "wins by moving to", o.Move)
		} else {
			fmt.Println(o.Parts, "loses")
		}
	}
	// Output:
	// [5] loses
	// [4 1] wins by moving to [3 1 1]
	// [3 2] wins by moving to [2 2 1]
	// [3 1 1] loses
	// [2 2 1] loses
	// [2 1 1 1] wins by moving to [1 1 1 1 1]
	// [1 1 1 1 1] loses
}
