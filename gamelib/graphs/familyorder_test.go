package graphs

import (
	"errors"
	"testing"
)

// TestFamilyMaxOrder: the largest order of a family's graphs from its
// first to n, at least 1, stopping at the first graph it cannot build.
func TestFamilyMaxOrder(t *testing.T) {
	grid3, err := ParseFamily("grid:3")
	if err != nil {
		t.Fatal(err)
	}
	petersen, err := ParseFamily("petersen:2")
	if err != nil {
		t.Fatal(err)
	}
	holes := Family{Name: "holes", Graph: func(n int) (*Graph, error) {
		switch n {
		case 3:
			return nil, nil
		case 5:
			return nil, errors.New("no")
		}
		return Path(n)
	}}
	failing := Family{Name: "failing", First: 2, Graph: func(n int) (*Graph, error) {
		if n == 4 {
			return nil, errors.New("no")
		}
		return Path(10 - n)
	}}
	for _, c := range []struct {
		f       Family
		n, want int
	}{
		{grid3, 0, 1}, {grid3, 4, 12}, {grid3, -1, 1},
		{petersen, 5, 10}, {petersen, 7, 14}, {petersen, 4, 1},
		{holes, 2, 2}, {holes, 9, 2},
		{failing, 3, 8}, {failing, 9, 8},
		{Family{Name: "none"}, 5, 1},
	} {
		if got := c.f.MaxOrder(c.n); got != c.want {
			t.Errorf("%s.MaxOrder(%d) = %d, want %d", c.f.Name, c.n, got, c.want)
		}
	}
}
