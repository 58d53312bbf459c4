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

func ExampleBounded() {
	// The partitions of 6 into at most 3 parts, none larger than 3.
	for parts := range partition.Bounded(6, 3, 3) {
		fmt.Println(parts)
	}
	// Output:
	// [3 3]
	// [3 2 1]
	// [2 2 2]
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
