package heap_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib/heap"
)

func ExampleValues() {
	// Lasker's Nim, the table of seed 004.
	g, err := heap.Values(heap.Lasker(), 12, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(g)
	// Output: [0 1 2 4 3 5 6 8 7 9 10 12 11]
}

func ExampleSubtraction() {
	r, err := heap.Subtraction(1, 3, 4)
	if err != nil {
		panic(err)
	}
	g, _ := heap.Values(r, 13, nil)
	fmt.Println(r, g)
	fmt.Println(heap.FindPeriod(r, 100, nil))
	// Output:
	// sub:1,3,4 [0 1 0 1 2 3 2 0 1 0 1 2 3 2]
	// preperiod 0, period 7 (certified: subtraction-game theorem: a window of max S = 4 values repeats, from the values g(0…10)) <nil>
}

func ExampleSubtraction_error() {
	_, err := heap.Subtraction(2, 0)
	fmt.Println(err)
	// Output: heap: subtraction amounts must be positive, got 0
}

func ExampleFindPeriod() {
	// Lasker's law is a theorem; the first values g(0 … 12) show it is
	// the law of these values. FindPeriod stops there, long before n.
	p, err := heap.FindPeriod(heap.Lasker(), 1000000, nil)
	fmt.Println(p, err)
	fmt.Println("values computed:", p.Checked, "needed:", p.Needed)
	// Output:
	// preperiod 1, period 4, saltus 4 (certified: Lasker's theorem, g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3, from the values g(0…12)) <nil>
	// values computed: 64 needed: 13
}

func ExampleRule_Options() {
	// The options of a heap of 5 in Lasker's Nim: take 1 to 5 tokens, or
	// split into two nonempty heaps.
	for opt := range heap.Lasker().Options(5) {
		fmt.Println(opt)
	}
	// Output:
	// [4]
	// [3]
	// [2]
	// [1]
	// []
	// [1 4]
	// [2 3]
}
