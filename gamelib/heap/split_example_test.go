package heap_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib/heap"
)

func ExampleSplit() {
	// The three regimes of seed 000: parity for k = 2, an irregular
	// table for k = 3, and s − 1 for every k ≥ 4.
	for _, k := range []int{2, 3, 4, 7} {
		r, err := heap.Split(k)
		if err != nil {
			panic(err)
		}
		g, err := r.Values(12, nil)
		if err != nil {
			panic(err)
		}
		fmt.Println(r, g[1:])
	}
	_, err := heap.Split(1)
	fmt.Println(err)
	// Output:
	// split:2 [0 1 0 1 0 1 0 1 0 1 0 1]
	// split:3 [0 1 2 3 1 4 3 2 4 5 6 7]
	// split:4 [0 1 2 3 4 5 6 7 8 9 10 11]
	// split:7 [0 1 2 3 4 5 6 7 8 9 10 11]
	// heap: split:1: k must be at least 2
}

func ExampleSplitRule_Options() {
	// A heap of 5 split into 2 or 3 heaps.
	r, err := heap.Split(3)
	if err != nil {
		panic(err)
	}
	for opt := range r.Options(5) {
		fmt.Println(opt)
	}
	// Output:
	// [4 1]
	// [3 2]
	// [3 1 1]
	// [2 2 1]
}
