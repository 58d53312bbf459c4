package nodekayles_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

func ExampleNimber() {
	// The Petersen graph, in graph6.
	g, err := graphs.ParseGraph6("IheA@GUAo")
	if err != nil {
		panic(err)
	}
	v, _, err := nodekayles.Nimber(context.Background(), g, nil)
	fmt.Println(v, err)
	// Output:
	// 1 <nil>
}

func ExampleValues() {
	// Node Kayles on paths is Dawson's Chess, the octal game 0.137.
	f, _ := graphs.ParseFamily("path")
	v, err := nodekayles.Values(context.Background(), f, 12, nil)
	fmt.Println(v, err)
	// Output:
	// [0 1 1 2 0 3 1 1 0 3 3 2 2] <nil>
}
