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

func ExampleTable_RowPeriods() {
	// On 0..40 rows 0..3 show their periods. Row 5 repeats with period
	// 9 from 13 on 0..40 (and up to 0..43, not beyond), 3 periods: too
	// little evidence. Its period is 24 from 27, observed on 0..122 and larger tables.
	t, err := wythoff.Values(context.Background(), 40, nil)
	if err != nil {
		panic(err)
	}
	ps := t.RowPeriods(wythoff.MinRowPeriods)
	for _, r := range ps[:6] {
		fmt.Println(r)
	}
	// Output:
	// observed period 1 from y₀ = 0 (41 whole periods in g(0, 0…40))
	// observed period 3 from y₀ = 0 (13 whole periods in g(1, 0…40))
	// observed period 3 from y₀ = 0 (13 whole periods in g(2, 0…40))
	// observed period 6 from y₀ = 8 (5 whole periods in g(3, 0…40))
	// no period observed: too little evidence in g(4, 0…40)
	// no period observed: too little evidence in g(5, 0…40)
}

func ExampleValuesA() {
	// Fraenkel's a-Wythoff with a = 2: a two-heap move may take k and l
	// with |k − l| ≤ 1. The P-positions are (⌊k√2⌋, ⌊k(2+√2)⌋).
	t, err := wythoff.ValuesA(context.Background(), 13, 2, nil)
	if err != nil {
		panic(err)
	}
	for x := range 6 {
		fmt.Println(t.Row(x)[:6])
	}
	fmt.Println(t.A(), t.PPositions())
	fmt.Println(t.CheckFraenkel())
	// Output:
	// [0 1 2 3 4 5]
	// [1 2 3 0 5 6]
	// [2 3 4 5 6 1]
	// [3 0 5 6 7 4]
	// [4 5 6 7 8 9]
	// [5 6 1 4 9 10]
	// 2 [[0 0] [1 3] [2 6] [4 10] [5 13]]
	// 5 <nil>
}
