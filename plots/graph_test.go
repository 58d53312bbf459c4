package plots_test

import (
	"bytes"
	"testing"

	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

// TestGameGraphGraph: the gonum graph has one node per position and one
// edge per move.
func TestGameGraphGraph(t *testing.T) {
	g := laskerGraph(4)
	d, err := g.Graph()
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Nodes().Len(); got != len(g.Labels) {
		t.Errorf("%d nodes, want %d", got, len(g.Labels))
	}
	if got := d.Edges().Len(); got != len(g.Edges) {
		t.Errorf("%d edges, want %d", got, len(g.Edges))
	}
	for _, e := range g.Edges {
		if !d.HasEdgeFromTo(int64(e[0]), int64(e[1])) {
			t.Errorf("edge %v missing", e)
		}
	}
}

// TestGameGraphLayers: with Layers nil the layers computed through
// topo.Sort are the longest plays, which laskerGraph computes by its own
// recursion: the two drawings are identical.
func TestGameGraphLayers(t *testing.T) {
	for n := 1; n <= 4; n++ {
		g := laskerGraph(n)
		auto := *g
		auto.Layers = nil
		var pics [2][]byte
		for k, gg := range []*plots.GameGraph{g, &auto} {
			p, err := plots.GameGraphPlot(gg, &plots.GraphOptions{Style: &plots.Paper})
			if err != nil {
				t.Fatal(err)
			}
			w, err := p.WriterTo(8*vg.Centimeter, 8*vg.Centimeter, "png")
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if _, err := w.WriteTo(&b); err != nil {
				t.Fatal(err)
			}
			pics[k] = b.Bytes()
		}
		if !bytes.Equal(pics[0], pics[1]) {
			t.Errorf("heap %d: computed layers draw differently from the longest plays %v", n, g.Layers)
		}
	}
}

// TestGameGraphCycles: without layers, a move to itself or a cycle of
// moves is an error (topo.Sort finds the cycle).
func TestGameGraphCycles(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edges [][2]int
		want  string
	}{
		{"self", [][2]int{{0, 0}}, "to itself"},
		{"cycle", [][2]int{{0, 1}, {1, 2}, {2, 0}}, "cycle"},
	} {
		g := &plots.GameGraph{Labels: []string{"a", "b", "c"}, Values: []int{1, 1, 1}, Edges: tc.edges}
		_, err := plots.GameGraphPlot(g, nil)
		wantErr(t, tc.name, err, tc.want)
		_, err = g.Graph()
		wantErr(t, tc.name+" (Graph)", err, tc.want)
	}
}
