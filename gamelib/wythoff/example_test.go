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
	rows, err := t.Rows(context.Background())
	if err != nil {
		panic(err)
	}
	for _, row := range rows {
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

func ExampleBeattyPairs() {
	// The P-positions (x, y), x ≤ y, with x ≤ 12 (OEIS A000201, A001950).
	p, err := wythoff.BeattyPairs(context.Background(), 12)
	fmt.Println(p, err)
	// Output:
	// [[0 0] [1 2] [3 5] [4 7] [6 10] [8 13] [9 15] [11 18] [12 20]] <nil>
}
