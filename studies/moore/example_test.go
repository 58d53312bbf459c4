package moore_test

import (
	"fmt"

	"github.com/grundylab/grundylab/studies/moore"
)

func ExampleIsP() {
	// Every binary column of 3 = 011, 5 = 101, 6 = 110 holds two ones:
	// a multiple of 2 (Nim) but not of 3 (Moore's Nim_2).
	p1, _ := moore.IsP([]int{3, 5, 6}, 1)
	p2, _ := moore.IsP([]int{3, 5, 6}, 2)
	fmt.Println(p1, p2)
	_, err := moore.IsP([]int{3, -5}, 2)
	fmt.Println(err)
	// Output:
	// true false
	// moore: negative heap -5 at index 1
}

func ExampleWinningMoves() {
	// From 7, 6, 5, 4 a player who may lower up to two heaps has four
	// ways to leave every binary column with 0 or 3 ones.
	moves, _ := moore.WinningMoves([]int{7, 6, 5, 4}, 2)
	for m := range moves {
		fmt.Println(m)
	}
	// Output:
	// [1 5 5 4]
	// [5 1 5 4]
	// [6 6 2 4]
	// [7 6 5 3]
}

func ExampleBoard_Count() {
	// The sample of seed 003 (Luogu P2490): n = 10, K = 4, d = 2.
	b := moore.Board{Cells: 10, Pieces: 4, MaxMove: 2}
	wins, total, _ := b.Count(1_000_000_007, nil)
	fmt.Println(wins, "of", total)
	// The largest case of the original limits; with d ≥ K/2 it is
	// C(n, K) − C(n−K/2, K/2) mod p.
	big, _, _ := moore.Board{Cells: 10000, Pieces: 100, MaxMove: 50}.Count(1_000_000_007, nil)
	fmt.Println(big)
	_, _, err := moore.Board{Cells: 10, Pieces: 5, MaxMove: 2}.Count(1_000_000_007, nil)
	fmt.Println(err)
	// Output:
	// 182 of 210
	// 246584531
	// moore: odd number of pieces K=5
}

func ExampleBoard_Gaps() {
	b := moore.Board{Cells: 10, Pieces: 4, MaxMove: 2}
	pos := []int{0, 3, 4, 9} // W . . B W . . . . B
	g, _ := b.Gaps(pos)
	win, _ := b.FirstPlayerWins(pos)
	fmt.Println(g, win)
	// Output:
	// [2 4] true
}

func ExampleSearch() {
	b := moore.Board{Cells: 10, Pieces: 4, MaxMove: 2}
	s, _ := moore.Search(b, moore.Forward, nil)
	fmt.Println(s.Wins(), s.Draws())
	o, _ := s.Outcome([]int{0, 2, 5, 7}, true) // gaps 1, 1
	fmt.Println(o)
	// Output:
	// 182 0
	// win
}
