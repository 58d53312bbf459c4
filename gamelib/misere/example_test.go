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

func ExampleQuotientOf() {
	r := octal.MustParse("0.75")
	s := misere.NewSolver(r)
	q, err := misere.QuotientOf(r, 6, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q)
	fmt.Println("order", q.Order(), "proven", q.Proven)
	for h := 1; h <= 6; h++ {
		fmt.Printf("heap %d = %s\n", h, q.HeapWord(h))
	}
	o, _ := q.Outcome(5, 5) // c² = b², in P
	checked, err := q.Verify(s, 20)
	fmt.Println("5+5:", o, "| sums of total ≤ 20 verified:", checked, err)
	// Output:
	// ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}
	// order 8 proven true
	// heap 1 = a
	// heap 2 = b
	// heap 3 = a
	// heap 4 = b
	// heap 5 = c
	// heap 6 = b
	// 5+5: P | sums of total ≤ 20 verified: 1513 <nil>
}

func ExampleQuotientGenera() {
	// 0.75 to heap 1000: beyond the search, read off a value quotient of
	// eight elements.
	gs, v, err := misere.QuotientGenera(octal.MustParse("0.75"), 1000, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("value quotient of order", v.Order())
	fmt.Println(gs[:10])
	fmt.Println(gs[997:])
	// Output:
	// value quotient of order 8
	// [0^120 1^031 2^20 1^031 2^20 1^431 2^20 1^431 2^20 1^13]
	// [1^13 2^20 1^13 2^20]
}

func ExampleQuotient_WinningMove() {
	// Sums of Kayles heaps in the hundreds, from the quotient (order 40).
	r := octal.Kayles()
	q, err := misere.QuotientOf(r, 500, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, pos := range [][]int{{300, 400, 500}, {300, 400, 500, 17}} {
		o, _ := q.Outcome(pos...)
		if m, ok, _ := q.WinningMove(r, pos...); ok {
			fmt.Println(pos, o, "move to", m.Result)
		} else {
			fmt.Println(pos, o)
		}
	}
	// Output:
	// [300 400 500] N move to [5 293 400 500]
	// [300 400 500 17] P
}

// The octal game 0.56 is hereditarily tame at every heap, so its genera
// need no search: tame games add as nim positions do.
func ExampleTameGenera() {
	gs, err := misere.TameGenera(octal.MustParse("0.56"), 2000, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(gs), gs[5], gs[1991], gs[2000])
	// Kayles heap 5 is wild: the prefix stops before it.
	gs, _ = misere.TameGenera(octal.Kayles(), 100, nil)
	fmt.Println(len(gs))
	// Output:
	// 2001 4^46 34^(34,32) 15^(15,13)
	// 5
}
