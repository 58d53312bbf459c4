package sizetable_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/sizetable"
)

// The nimbers of Cram on the boards up to 3×6, and their winning first
// moves: a row a board height, a column a width.
func ExampleCompute() {
	ctx := context.Background()
	for _, game := range []string{"cram", "cram:wins"} {
		t, err := sizetable.Compute(ctx, sizetable.Spec{Game: game, Rows: 3, Cols: 6}, nil, nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(t.Name())
		for _, row := range t.Values {
			fmt.Println(row)
		}
	}
	// Output:
	// Cram on the empty m×n board: nimbers
	// [0 1 1 2 0 3]
	// [1 0 1 0 1 0]
	// [1 1 0 1 1 4]
	// Cram on the empty m×n board: winning first moves
	// [0 1 2 1 0 1]
	// [1 0 3 0 5 0]
	// [2 3 0 7 8 3]
}
