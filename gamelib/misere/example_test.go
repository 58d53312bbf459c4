package misere_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

func ExampleHeapGenera() {
	gs, err := misere.HeapGenera(octal.Kayles(), 12, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for n, g := range gs {
		fmt.Printf("%d:%v tame=%v\n", n, g, g.Tame())
	}
	// Output:
	// 0:0^120 tame=true
	// 1:1^031 tame=true
	// 2:2^20 tame=true
	// 3:3^31 tame=true
	// 4:1^031 tame=true
	// 5:4^146 tame=false
	// 6:3^31 tame=true
	// 7:2^20 tame=true
	// 8:1^13 tame=true
	// 9:4^046 tame=false
	// 10:2^20 tame=true
	// 11:6^46 tame=false
	// 12:4^046 tame=false
}

func ExampleSolver_WinningMove() {
	s := misere.NewSolver(heap.Nim())
	for _, pos := range [][]int{{1, 1, 1}, {1, 1}, {2, 2}, {3, 5, 7}} {
		o, _ := s.Outcome(pos...)
		m, ok, _ := s.WinningMove(pos...)
		if ok {
			fmt.Println(pos, o, "move", m.Heap, "→", m.Leaves)
		} else {
			fmt.Println(pos, o)
		}
	}
	// Output:
	// [1 1 1] P
	// [1 1] N move 1 → []
	// [2 2] P
	// [3 5 7] N move 3 → [2]
}
