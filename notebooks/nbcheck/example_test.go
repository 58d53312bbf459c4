package nbcheck_test

import (
	"errors"
	"strconv"

	"github.com/grundylab/grundylab/notebooks/nbcheck"
)

func Example() {
	// Grundy values of Nim heaps 0..4 are the heap sizes.
	g := []int{0, 1, 2, 3, 4}
	nbcheck.EqualSlices("g(0..4)", g, []int{0, 1, 2, 3, 4})
	nbcheck.Equal("g(3) ⊕ g(4)", g[3]^g[4], 7)
	nbcheck.True(g[1]^g[2]^g[3] == 0, "1 + 2 + 3 is a P-position")
	nbcheck.Close("P-position density", 1.0/5, 0.2, 1e-12)
	// Output:
	// ✓ g(0..4): 5 values match
	// ✓ g(3) ⊕ g(4) = 7
	// ✓ 1 + 2 + 3 is a P-position
	// ✓ P-position density ≈ 0.2 (got 0.2, tolerance 1e-12)
}

func ExampleError() {
	_, err := strconv.Atoi("x")
	nbcheck.Error(err, "invalid syntax")
	// Output:
	// ✓ error as expected: strconv.Atoi: parsing "x": invalid syntax
}

func ExampleMust() {
	n := nbcheck.Must(strconv.Atoi("42"))
	nbcheck.Equal("n", n, 42)
	nbcheck.NoError(errors.Unwrap(nil))
	// Output:
	// ✓ n = 42
}
