package heap_test

import (
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
)

// TestFunc checks the adapter against a built-in rule with the same moves
// (subtraction of 1, 3 or 4) and that bad options are errors.
func TestFunc(t *testing.T) {
	sub := heap.Func("sub", func(n int) [][]int {
		var opts [][]int
		for _, a := range []int{1, 3, 4} {
			if a <= n {
				opts = append(opts, []int{n - a})
			}
		}
		return opts
	})
	if sub.String() != "sub" {
		t.Errorf("String() = %q", sub.String())
	}
	want, err := heap.Subtraction(1, 3, 4)
	if err != nil {
		t.Fatal(err)
	}
	got, err := heap.Values(sub, 200, nil)
	if err != nil {
		t.Fatal(err)
	}
	w, err := heap.Values(want, 200, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, w) {
		t.Errorf("Func values %v, want %v", got[:20], w[:20])
	}
	if heap.Func("nil", nil) != nil {
		t.Error("Func with a nil function should be a nil Rule")
	}
	if _, err := heap.Values(heap.Func("nil", nil), 5, nil); err == nil {
		t.Error("Values of Func(nil) should be an error")
	}
	cycle := heap.Func("cycle", func(n int) [][]int { return [][]int{{n}} })
	if _, err := heap.Values(cycle, 5, nil); err == nil {
		t.Error("an option leaving heap n should be an error")
	}
}
