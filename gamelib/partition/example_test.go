package partition_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/partition"
)

func ExampleNumbers() {
	p, err := partition.Numbers(10)
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	// Output: [1 1 2 3 5 7 11 15 22 30 42]
}

func ExampleAll() {
	for parts := range partition.All(5) {
		fmt.Println(parts)
	}
	// Output:
	// [5]
	// [4 1]
	// [3 2]
	// [3 1 1]
	// [2 2 1]
	// [2 1 1 1]
	// [1 1 1 1 1]
}

func ExampleLosingMod() {
	// Nim heaps have the values g(s) = s. The partitions of 6 with nim-sum
	// 0 are 3+3, 3+2+1, 2+2+1+1 and 1+1+1+1+1+1.
	nim := gamelib.Sequence{0, 1, 2, 3, 4, 5, 6}
	l, err := partition.LosingMod(nim, 6, 1000000007, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(l)
	// Output: [1 0 1 0 2 0 4]
}

func ExampleNewSplitGame() {
	// Seed 000's checkpoints: F_2(5) = 3, F_3(5) = 5, g(5) = 18, g(10) = 291.
	g, err := partition.NewSplitGame(10, nil)
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

func ExampleNewSplitGame_error() {
	_, err := partition.NewSplitGame(-1, nil)
	fmt.Println(err)
	// Output: partition: splitting game: negative n=-1
}

func ExamplePlaySplit() {
	// The partitions of 5 when a heap splits into two (seed 000): the
	// winners are 4+1, 3+2 and 2+1+1+1.
	out, err := partition.PlaySplit(5, 2)
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
