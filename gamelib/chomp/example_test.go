package chomp_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/chomp"
)

func ExampleNimber() {
	d, err := chomp.ParseRect("3x4")
	if err != nil {
		panic(err)
	}
	v, _, err := chomp.Nimber(context.Background(), d, nil)
	fmt.Println(d, v, err)
	// Output:
	// [4 4 4] 9 <nil>
}
