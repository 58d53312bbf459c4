package cram_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

func ExampleNimber() {
	ctx := context.Background()
	opt := &decomp.Options{TTMem: 16 << 20}
	b, err := cram.Rect(4, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	v, _, err := cram.Nimber(ctx, b, opt)
	fmt.Println(b, v, err)

	b = cram.MustParse("..#./..../....")
	o, _, err := cram.Outcome(ctx, b, opt)
	fmt.Println(b, o, err)

	_, err = cram.Parse("..x.")
	fmt.Println(err)
	// Output:
	// ...../...../...../..... 2 <nil>
	// ..#./..../.... N <nil>
	// cram: board "..x.": malformed Cram board (character 'x' at (0,2), row and column counted from 0 as moves name cells; want '.' or '#')
}
