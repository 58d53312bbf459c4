package graphs_test

import (
	"fmt"

	"github.com/grundylab/grundylab/gamelib/graphs"
)

func ExampleParseGraph6() {
	// The example of nauty's formats.txt: 5 vertices, edges 0-2, 0-4, 1-3, 3-4.
	g, err := graphs.ParseGraph6("DQc")
	if err != nil {
		panic(err)
	}
	fmt.Println(g)
	fmt.Println(g.Graph6())
	_, err = graphs.ParseGraph6("DQ c")
	fmt.Println(err)
	// Output:
	// 5: 0-2,0-4,1-3,3-4
	// DQc
	// graphs: malformed graph6 "DQ c": byte 2 is ' ' (32), outside 63..126
}

func ExampleGraph_Canonical() {
	// Two labellings of the path on 4 vertices have the same canonical form.
	a, _ := graphs.ParseEdges("0-1,1-2,2-3")
	b, _ := graphs.ParseEdges("2-0,0-3,3-1")
	ca, _ := a.Canonical()
	cb, _ := b.Canonical()
	fmt.Println(ca, cb, graphs.Isomorphic(a, b))
	// Output:
	// 4: 0-3,1-2,2-3 4: 0-3,1-2,2-3 true
}
