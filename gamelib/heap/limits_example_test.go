package heap_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// ExampleValuesContext computes under limits of its own, carried by the
// context with its cancellation: the process-wide limits are untouched.
func ExampleValuesContext() {
	sub, _ := heap.Subtraction(1, 3, 4)
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1 << 20})
	g, err := heap.ValuesContext(ctx, sub, 10, nil)
	fmt.Println(g, err)
	_, err = heap.ValuesContext(ctx, sub, 1<<20, nil) // 8 MiB of values
	fmt.Println(errors.Is(err, gamelib.ErrTooLarge))

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = heap.ValuesContext(cancelled, sub, 10, nil)
	fmt.Println(errors.Is(err, context.Canceled))
	// Output:
	// [0 1 0 1 2 3 2 0 1 0 1] <nil>
	// true
	// true
}

// ExampleFunc_refused: a rule written as a function has no cost known in
// advance; it is estimated from the options of sample heaps and refused
// before any work when it would take too long.
func ExampleFunc_refused() {
	square := heap.Func("take a square", func(n int) (opts [][]int) {
		for k := 1; k*k <= n; k++ {
			opts = append(opts, []int{n - k*k})
		}
		return opts
	})
	_, err := heap.Values(square, 1e9, nil)
	fmt.Println(errors.Is(err, gamelib.ErrTooSlow))
	// Output: true
}
