package decomp_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/decomp"
)

// nim is Nim as a decomposable game: a position is a list of heaps, each
// heap a component, a move takes any number of tokens from one heap.
type nim struct{}

func (nim) Options(p []int, dst [][]int) [][]int {
	for i, h := range p {
		for k := 0; k < h; k++ {
			q := append([]int(nil), p...)
			q[i] = k
			dst = append(dst, q)
		}
	}
	return dst
}

func (nim) Components(p []int, dst [][]int) [][]int {
	for _, h := range p {
		if h > 0 {
			dst = append(dst, []int{h})
		}
	}
	return dst
}

func (nim) AppendKey(dst []byte, p []int) []byte {
	// The heaps in order: exact. (Sorting them would be valid too: the
	// order of the heaps is a symmetry of Nim.)
	for _, h := range p {
		dst = append(dst, byte(h))
	}
	return dst
}

func ExampleNimber() {
	ctx := context.Background()
	v, st, err := decomp.Nimber(ctx, nim{}, []int{3, 5, 7}, &decomp.Options{TTMem: decomp.MinTTMem})
	fmt.Println(v, err, st.Nodes > 0)
	o, _, err := decomp.Outcome(ctx, nim{}, []int{1, 2, 3}, &decomp.Options{TTMem: decomp.MinTTMem})
	fmt.Println(o, err)
	plain, err := decomp.PlainNimber(ctx, nim{}, []int{3, 5, 7})
	fmt.Println(plain, err)
	// Output:
	// 1 <nil> true
	// P <nil>
	// 1 <nil>
}

// A table kept across the searches of a sequence: the heaps 1 … 20 of
// Nim, each searched once its smaller heaps are in the table, so each
// search but the first expands its root alone.
func ExampleNewTable() {
	ctx := context.Background()
	kept, err := decomp.NewTable(ctx, nim{}, decomp.MinTTMem)
	if err != nil {
		fmt.Println(err)
		return
	}
	var vals []int
	var nodes int64
	for n := 1; n <= 20; n++ {
		v, st, err := decomp.Nimber(ctx, nim{}, []int{n}, &decomp.Options{Table: kept})
		if err != nil {
			fmt.Println(err)
			return
		}
		vals, nodes = append(vals, v), nodes+st.Nodes
	}
	fmt.Println(vals)
	fmt.Println("nodes:", nodes)
	// Output:
	// [1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20]
	// nodes: 20
}
