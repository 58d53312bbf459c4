package plots_test

import (
	"fmt"
	"log"
	"math"

	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

// subtraction returns g(0), …, g(n-1) of the subtraction game whose moves
// take s ∈ set counters from a heap: g(m) = mex{ g(m-s) : s ∈ set, s ≤ m }.
func subtraction(set []int, n int) []int {
	g := make([]int, n)
	for m := range g {
		seen := make(map[int]bool)
		for _, s := range set {
			if s <= m {
				seen[g[m-s]] = true
			}
		}
		for seen[g[m]] {
			g[m]++
		}
	}
	return g
}

// grundysGame returns g(0), …, g(n-1) of Grundy's game, whose move splits
// a heap into two unequal non-empty heaps: g(m) = mex{ g(a) ⊕ g(m-a) : 1 ≤ a < m/2 }.
func grundysGame(n int) []int {
	g := make([]int, n)
	seen := make([]int, n+1) // seen[v] == m+1 when v is an option value of m
	for m := range g {
		for a := 1; 2*a < m; a++ {
			if v := g[a] ^ g[m-a]; v <= n {
				seen[v] = m + 1
			}
		}
		for seen[g[m]] == m+1 {
			g[m]++
		}
	}
	return g
}

// The Grundy sequence of the subtraction game S = {1, 3, 4}, periodic
// with period 7 and P-positions n ≡ 0, 2 (mod 7).
func ExampleSequencePlot() {
	g := subtraction([]int{1, 3, 4}, 50)
	p, err := plots.SequencePlot(g, &plots.SequenceOptions{Title: "Subtraction game {1, 3, 4}"})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, 8*vg.Centimeter, 6*vg.Centimeter, "testdata/sequence.png"); err != nil {
		log.Fatal(err)
	}
}

// Grundy's game: beyond a few hundred values the sequence is drawn as
// points only, and the rare P-positions stand out as red triangles.
func ExampleSequencePlot_long() {
	g := grundysGame(2000)
	p, err := plots.SequencePlot(g, &plots.SequenceOptions{Title: "Grundy's game"})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, 8*vg.Centimeter, 6*vg.Centimeter, "testdata/sequenceLong.png"); err != nil {
		log.Fatal(err)
	}
}

// Running densities of P-positions among the heap sizes 1, …, n of two
// subtraction games, tending to 2/7 for S = {1, 3, 4} and 1/3 for
// S = {1, 2}, and of Grundy's game.
func ExampleDensityPlot() {
	var series []plots.Series
	for _, game := range []struct {
		name string
		g    []int
	}{
		{"S = {1, 3, 4}", subtraction([]int{1, 3, 4}, 300)},
		{"S = {1, 2}", subtraction([]int{1, 2}, 300)},
		{"Grundy's game", grundysGame(300)},
	} {
		// Leave out the empty heap, as gamelib.Sequence.Density does.
		s, err := plots.RunningPDensity(game.name, game.g[1:], 1)
		if err != nil {
			log.Fatal(err)
		}
		series = append(series, s)
	}
	p, err := plots.DensityPlot(series, &plots.DensityOptions{Title: "Density of P-positions"})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, 8*vg.Centimeter, 6*vg.Centimeter, "testdata/density.png"); err != nil {
		log.Fatal(err)
	}
}

// The Grundy values a ⊕ b of two-heap Nim positions (a, b): 16 values,
// too many for categorical colours, so the heat map is sequential
// (viridis) with a colour bar; MarkP dots the P-positions, which lie on
// the diagonal a = b. (The default Liberation fonts have no ⊕ glyph,
// hence "xor" in the title.)
func ExampleIntHeatMap() {
	const size = 16
	table := make([][]int, size)
	for b := range table {
		table[b] = make([]int, size)
		for a := range table[b] {
			table[b][a] = a ^ b
		}
	}
	p, err := plots.IntHeatMap(table, &plots.IntHeatMapOptions{
		Title:    "Nim: g(a, b) = a xor b",
		XLabel:   "a",
		YLabel:   "b",
		KeyLabel: "g(a, b)",
		MarkP:    true,
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, 8*vg.Centimeter, 6*vg.Centimeter, "testdata/intHeatMap.png"); err != nil {
		log.Fatal(err)
	}
}

// The density of P-positions among heap sizes below 120 in the
// subtraction games S = {a, b}; cells with a ≥ b are missing (NaN).
func ExampleFloatHeatMap() {
	const n, max = 120, 10
	table := make([][]float64, max)
	for b := range table {
		table[b] = make([]float64, max)
		for a := range table[b] {
			table[b][a] = math.NaN()
			if a+1 < b+1 {
				zeros := 0
				for _, v := range subtraction([]int{a + 1, b + 1}, n) {
					if v == 0 {
						zeros++
					}
				}
				table[b][a] = float64(zeros) / n
			}
		}
	}
	p, err := plots.FloatHeatMap(table, &plots.FloatHeatMapOptions{
		Title:    "P-density of S = {a, b}",
		XLabel:   "a",
		YLabel:   "b",
		KeyLabel: "fraction of P-positions",
		X0:       1,
		Y0:       1,
		Min:      0,
		Max:      1,
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, 8*vg.Centimeter, 6*vg.Centimeter, "testdata/floatHeatMap.png"); err != nil {
		log.Fatal(err)
	}
}

// A Grundy table for a notebook: eight values to a row, P-positions
// highlighted. Display it in a notebook with lab.ShowHTML(html).
func ExampleGrundyTable() {
	html, err := plots.GrundyTable([]int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0}, 0, 8)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(html)
	// Output:
	// <table class="grundylab" style="border-collapse:collapse;font-family:monospace">
	// <tr><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">n</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+0</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+1</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+2</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+3</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+4</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+5</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+6</th><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">+7</th></tr>
	// <tr><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">0</th><td class="p" style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f4c7c3;color:#a51d1e"><b>0</b></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right">1</td><td class="p" style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f4c7c3;color:#a51d1e"><b>0</b></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right">1</td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right">2</td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right">3</td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right">2</td><td class="p" style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f4c7c3;color:#a51d1e"><b>0</b></td></tr>
	// <tr><th style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f0f0f0">8</th><td style="padding:1px 6px;border:1px solid #ccc;text-align:right">1</td><td class="p" style="padding:1px 6px;border:1px solid #ccc;text-align:right;background:#f4c7c3;color:#a51d1e"><b>0</b></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right"></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right"></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right"></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right"></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right"></td><td style="padding:1px 6px;border:1px solid #ccc;text-align:right"></td></tr>
	// </table>
}
