package wythoff_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/wythoff"
)

func ExampleValues() {
	t, err := wythoff.Values(context.Background(), 5, nil)
	if err != nil {
		panic(err)
	}
	for _, row := range t.Rows() {
		fmt.Println(row)
	}
	fmt.Println(t.CheckBeatty())
	// Output:
	// [0 1 2 3 4 5]
	// [1 2 0 4 5 3]
	// [2 0 1 5 3 4]
	// [3 4 5 6 2 0]
	// [4 5 3 2 7 6]
	// [5 3 4 0 6 8]
	// 3 <nil>
}
