package plots_test

import (
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

// pseudoSequence returns n deterministic values in [0, 64) with about one
// in eight zero, standing in for a long Grundy sequence.
func pseudoSequence(n int) []int {
	g := make([]int, n)
	x := uint64(88172645463325252)
	for i := range g {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		g[i] = int(x % 64)
		if x%8 == 0 {
			g[i] = 0
		}
	}
	return g
}

// BenchmarkSequencePlotPNG measures building and rendering a sequence
// plot of 10⁵ values to a 16cm×10cm PNG, the largest plot a notebook is
// expected to show.
func BenchmarkSequencePlotPNG(b *testing.B) {
	g := pseudoSequence(100_000)
	b.ReportAllocs()
	for b.Loop() {
		p, err := plots.SequencePlot(g, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := plots.Encode(p, 16*vg.Centimeter, 10*vg.Centimeter, "png"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkIntHeatMapPNG measures building and rendering a 200×200 table
// of Grundy values (the Nim table a ⊕ b, 256 distinct values) to a
// 16cm×12cm PNG.
func BenchmarkIntHeatMapPNG(b *testing.B) {
	const size = 200
	table := make([][]int, size)
	for r := range table {
		table[r] = make([]int, size)
		for c := range table[r] {
			table[r][c] = r ^ c
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		p, err := plots.IntHeatMap(table, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := plots.Encode(p, 16*vg.Centimeter, 12*vg.Centimeter, "png"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMathTextWidth measures MathText's width of a plain ASCII tick
// label and of an axis label with a subscript, what a figure measures
// most often (every tick, every heat-map cell's value).
func BenchmarkMathTextWidth(b *testing.B) {
	sty := text.Style{Font: font.Font{Typeface: "Liberation", Variant: "Serif", Size: 10}, Handler: plots.NewMathText()}
	for _, s := range []string{"1024", "sg_{3}(s), heap size n"} {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sty.Width(s)
			}
		})
	}
}
