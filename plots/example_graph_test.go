package plots_test

import (
	"log"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

// laskerGraph returns the positions reachable from one heap of size n in
// the game of seed 004 (a move takes any number of counters from one heap,
// or splits a heap into two non-empty heaps), with their Sprague–Grundy
// values computed by mex over the graph itself; a position's layer is
// the length of the longest play from it.
func laskerGraph(n int) *plots.GameGraph {
	key := func(h []int) string {
		h = slices.Clone(h)
		slices.Sort(h)
		slices.Reverse(h)
		s := make([]string, len(h))
		for i, x := range h {
			s[i] = strconv.Itoa(x)
		}
		if len(s) == 0 {
			return "0"
		}
		return strings.Join(s, "+")
	}
	g := &plots.GameGraph{}
	index := map[string]int{}
	var visit func(h []int) int
	visit = func(h []int) int {
		k := key(h)
		if i, ok := index[k]; ok {
			return i
		}
		var next [][]int
		for j, x := range h {
			rest := append(slices.Clone(h[:j]), h[j+1:]...)
			for y := 0; y < x; y++ { // take x − y counters
				if y == 0 {
					next = append(next, rest)
				} else {
					next = append(next, append(slices.Clone(rest), y))
				}
			}
			for a := 1; 2*a <= x; a++ { // split into a and x − a
				next = append(next, append(slices.Clone(rest), a, x-a))
			}
		}
		var to []int
		seen := map[int]bool{}
		for _, h2 := range next {
			t := visit(h2)
			if !seen[t] {
				seen[t] = true
				to = append(to, t)
			}
		}
		// The layer is the length of the longest play from the position,
		// so every move goes down at least one row.
		layer := 0
		for _, t := range to {
			layer = max(layer, g.Layers[t]+1)
		}
		i := len(g.Labels)
		index[k] = i
		vals := map[int]bool{}
		for _, t := range to {
			vals[g.Values[t]] = true
			g.Edges = append(g.Edges, [2]int{i, t})
		}
		m := 0
		for vals[m] {
			m++
		}
		g.Labels = append(g.Labels, k)
		g.Layers = append(g.Layers, layer)
		g.Values = append(g.Values, m)
		return i
	}
	visit([]int{n})
	return g
}

// The game graph of seed 004 from a heap of 3: every position with its
// Sprague–Grundy value, P-positions in vermillion. The heap of 3 has
// value 4, as in the seed's table sg(0..12) = 0 1 2 4 3 5 6 8 7 9 10 12 11.
func ExampleGameGraphPlot() {
	g := laskerGraph(3)
	p, err := plots.GameGraphPlot(g, &plots.GraphOptions{Title: "Seed 004: positions from a heap of 3", Style: &plots.Paper})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, plots.Paper.Width, 9*vg.Centimeter, "testdata/gameGraph.png"); err != nil {
		log.Fatal(err)
	}
}
