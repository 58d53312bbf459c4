package arckayles_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

func ExampleNimber() {
	// Arc Kayles on paths is Dawson's Kayles, 0.07: 0 0 1 1 2 0 3 1 1 0 3.
	var vs []int
	for n := 0; n <= 10; n++ {
		p, _ := graphs.Path(n)
		v, _, _ := arckayles.Nimber(context.Background(), p, nil)
		vs = append(vs, v)
	}
	fmt.Println(vs)
	// Cram on the 3×4 board is Arc Kayles on the 3×4 grid graph.
	g, _ := graphs.Grid(3, 4)
	v, _, err := arckayles.Nimber(context.Background(), g, nil)
	fmt.Println(v, err)
	// Output:
	// [0 0 1 1 2 0 3 1 1 0 3]
	// 1 <nil>
}

func ExampleValues() {
	// The prisms C_n □ K₂ (the ladders for n < 3): 0 for even n ≥ 4 by
	// the half-turn mirror.
	f, _ := graphs.ParseFamily("prism")
	v, err := arckayles.Values(context.Background(), f, 10, nil)
	fmt.Println(v, err)
	// Output:
	// [0 1 0 1 0 1 0 1 0 1 0] <nil>
}
