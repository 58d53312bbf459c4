package gamelib_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
)

func ExampleMex() {
	// The examples of seed 004.
	fmt.Println(gamelib.Mex([]int{0, 1, 2}), gamelib.Mex([]int{1, 2}), gamelib.Mex([]int{0, 1, 3}))
	// Output: 3 0 2
}

func ExampleNimSum() {
	// Heaps 3, 5, 6 in Nim: 3 ⊕ 5 ⊕ 6 = 0, a P-position.
	fmt.Println(gamelib.NimSum(3, 5, 6), gamelib.OutcomeOf(gamelib.NimSum(3, 5, 6)))
	// Output: 0 P
}

// A subtraction game played with a single heap: remove 1, 3 or 4 tokens.
// The solver needs only the move function.
func ExampleNewSolver() {
	moves := func(n int) []int {
		var opts []int
		for _, k := range []int{1, 3, 4} {
			if k <= n {
				opts = append(opts, n-k)
			}
		}
		return opts
	}
	s := gamelib.NewSolver(moves)
	for n := 0; n <= 10; n++ {
		g, _ := s.Value(n)
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output: 0 1 0 1 2 3 2 0 1 0 1
}

func ExampleSolver_WinningMove() {
	// Nim: a heap of size n can be reduced to any smaller size.
	s := gamelib.NewSolver(func(n int) []int {
		opts := make([]int, n)
		for i := range opts {
			opts[i] = i
		}
		return opts
	})
	heaps := []int{3, 5, 7}
	i, to, ok, _ := s.WinningMove(heaps)
	fmt.Printf("move heap %d from %d to %d (winning: %v)\n", i, heaps[i], to, ok)
	// Output: move heap 0 from 3 to 2 (winning: true)
}

func ExampleSolver_Value_cycle() {
	// A game whose positions 1 and 2 lead to each other is not finite.
	s := gamelib.NewSolver(func(n int) []int { return []int{3 - n} })
	_, err := s.Value(1)
	fmt.Println(err)
	// Output: gamelib: position 1 can reach itself: the game has a cycle
}

func ExampleSequence_FindPeriod() {
	// Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
	// g(4k+4) = 4k+3, an arithmetic period 4 with saltus 4.
	s := gamelib.Sequence{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15}
	fmt.Println(s.FindPeriod(nil))
	// Output: preperiod 1, period 4, saltus 4 (observed on 17 values)
}
