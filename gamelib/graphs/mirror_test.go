package graphs_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// mirrors are graphs of the families with a mirror (IsMirror), so nimber 0
// in both games: the half turn i ↦ i + n/2 of GP(n, k) for even n ≥ 4
// (prisms included: i and i + n/2 are adjacent on neither cycle, as
// 2k < n), the antipodal map x ↦ x̄ of Q_d (d ≥ 2: x̄ differs from x in d
// bits, so is no neighbour), and the half turn of the R×C grid with R and
// C even (no cell is its own image, and a cell and its image differ by an
// odd number in each coordinate, so by at least 2 in all).
func mirrors(t *testing.T) []struct {
	name string
	g    *graphs.Graph
	p    []int
} {
	var out []struct {
		name string
		g    *graphs.Graph
		p    []int
	}
	add := func(name string, g *graphs.Graph, err error, p []int) {
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, struct {
			name string
			g    *graphs.Graph
			p    []int
		}{name, g, p})
	}
	for _, k := range []int{1, 2, 3} {
		for n := 2*k + 2; n <= 16-4*min(k-1, 1); n += 2 { // Arc Kayles on GP(16, 2) takes seconds

			p := make([]int, 2*n)
			for i := range n {
				p[i], p[n+i] = (i+n/2)%n, n+(i+n/2)%n
			}
			g, err := graphs.Petersen(n, k)
			add(fmt.Sprintf("GP(%d, %d)", n, k), g, err, p)
		}
	}
	for d := 2; d <= 5; d++ {
		p := make([]int, 1<<d)
		for x := range p {
			p[x] = x ^ (1<<d - 1)
		}
		g, err := graphs.Hypercube(d)
		add(fmt.Sprintf("Q_%d", d), g, err, p)
	}
	for _, rc := range [][2]int{{2, 2}, {2, 8}, {4, 4}, {4, 6}} {
		r, c := rc[0], rc[1]
		p := make([]int, r*c)
		for v := range p {
			p[v] = r*c - 1 - v // (i, j) ↦ (r−1−i, c−1−j) in row-major order
		}
		g, err := graphs.Grid(r, c)
		add(fmt.Sprintf("%d×%d grid", r, c), g, err, p)
	}
	return out
}

// TestMirror checks that each construction is a mirror, and that Node
// Kayles and Arc Kayles find these graphs P-positions (nimber 0) as the
// symmetry strategy proves; and that maps that fail one condition are refused.
func TestMirror(t *testing.T) {
	ctx := context.Background()
	opt := &decomp.Options{TTMem: 16 << 20}
	for _, m := range mirrors(t) {
		if !m.g.IsMirror(m.p) {
			t.Errorf("%s: %v is not a mirror", m.name, m.p)
			continue
		}
		if o, _, err := nodekayles.Outcome(ctx, m.g, opt); err != nil || o != gamelib.P {
			t.Errorf("%s: Node Kayles outcome %v, %v; the mirror proves P (nimber 0)", m.name, o, err)
		}
		if o, _, err := arckayles.Outcome(ctx, m.g, opt); err != nil || o != gamelib.P {
			t.Errorf("%s: Arc Kayles outcome %v, %v; the mirror proves P (nimber 0)", m.name, o, err)
		}
	}
	c6, _ := graphs.Cycle(6)
	c5, _ := graphs.Cycle(5)
	k2, _ := graphs.Path(2)
	for _, c := range []struct {
		name string
		g    *graphs.Graph
		p    []int
	}{
		{"C6 half turn", c6, []int{3, 4, 5, 0, 1, 2}}, // a mirror, the check's control
		{"C6 rotation by 2 (no involution)", c6, []int{2, 3, 4, 5, 0, 1}},
		{"C6 reflection (fixes 0 and 3)", c6, []int{0, 5, 4, 3, 2, 1}},
		{"C6 reflection through edges (1 ↔ 2 adjacent)", c6, []int{3, 2, 1, 0, 5, 4}},
		{"C5 not an automorphism", c5, []int{1, 0, 3, 2, 4}},
		{"K2 swap (adjacent)", k2, []int{1, 0}},
		{"wrong length", c6, []int{1, 0}},
	} {
		if got, want := c.g.IsMirror(c.p), c.name == "C6 half turn"; got != want {
			t.Errorf("%s: IsMirror = %v, want %v", c.name, got, want)
		}
	}
}
