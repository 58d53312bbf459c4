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

func ExampleParseFamily() {
	// GP(n, 2) starts at n = 5, the Petersen graph (labelled as networkx
	// labels it, so with the same graph6 string).
	f, err := graphs.ParseFamily("petersen:2")
	if err != nil {
		panic(err)
	}
	g, _ := f.Graph(f.First)
	fmt.Println(f.First, g.Order(), g.Size(), g.Graph6())
	// Output:
	// 5 10 15 IheA@GUAo
}

func ExampleClasses() {
	// The 11 graphs on 4 vertices, up to isomorphism (OEIS A000088), in
	// canonical form, in the order of their graph6 strings.
	cs, _ := graphs.Classes(4)
	for _, g := range cs {
		fmt.Printf("%d edges: %v\n", g.Size(), g)
	}
	// Output:
	// 0 edges: 4:
	// 1 edges: 4: 2-3
	// 2 edges: 4: 1-3,2-3
	// 3 edges: 4: 0-3,1-3,2-3
	// 3 edges: 4: 1-2,1-3,2-3
	// 3 edges: 4: 0-3,1-2,2-3
	// 4 edges: 4: 0-3,1-2,1-3,2-3
	// 4 edges: 4: 0-2,0-3,1-2,1-3
	// 5 edges: 4: 0-2,0-3,1-2,1-3,2-3
	// 2 edges: 4: 0-1,2-3
	// 6 edges: 4: 0-1,0-2,0-3,1-2,1-3,2-3
}

func ExampleGraph_IsMirror() {
	// The half turn of the 2×4 grid: no cell is its own image or its
	// neighbour, so the second player wins Node Kayles and Arc Kayles on it.
	g, _ := graphs.Grid(2, 4)
	fmt.Println(g.IsMirror([]int{7, 6, 5, 4, 3, 2, 1, 0}))
	// The swap of the rows is an automorphism, but each cell's image is
	// its neighbour.
	fmt.Println(g.IsMirror([]int{4, 5, 6, 7, 0, 1, 2, 3}))
	// Output:
	// true
	// false
}
