package plots_test

import (
	"fmt"
	"log"
	"math"

	"gonum.org/v1/plot/plotter"

	"github.com/grundylab/grundylab/plots"
)

// kayles returns g(0), …, g(n-1) of Kayles: a move knocks down one pin or
// two adjacent pins of a row, leaving two rows of a and b pins with
// a + b = m − 1 or m − 2.
func kayles(n int) []int {
	g := make([]int, n)
	for m := range g {
		seen := map[int]bool{}
		for _, k := range []int{1, 2} {
			for a := 0; 2*a <= m-k; a++ {
				seen[g[a]^g[m-k-a]] = true
			}
		}
		for seen[g[m]] {
			g[m]++
		}
	}
	return g
}

// Kayles in the Paper style, for a journal column: 7–9 pt text at 8.5 cm,
// with the end of its preperiod (n = 71) and of its first full period
// (period 12) marked (Berlekamp, Conway and Guy, Winning Ways, ch. 4).
func ExampleStyle_paper() {
	g := kayles(120)
	p, err := plots.SequencePlot(g, &plots.SequenceOptions{
		Title: "Kayles: g(n), preperiod and period", Style: &plots.Paper,
	})
	if err != nil {
		log.Fatal(err)
	}
	plots.AddPeriodMarks(p, 71, 12)
	if err := plots.Save(p, plots.Paper.Width, plots.Paper.Height, "testdata/paperSequence.png"); err != nil {
		log.Fatal(err)
	}
}

// The running density of P-positions of Grundy's game and of two
// subtraction games on a log scale, where densities of different orders
// of magnitude stay apart; the rare P-positions of Grundy's game are
// marked along the bottom (PRug), and the legend sits above the data,
// wrapped onto a second line when it is wider than the data area.
func ExampleDensityPlot_log() {
	var series []plots.Series
	gg := grundysGame(400)
	for _, game := range []struct {
		name string
		g    []int
	}{
		{"Grundy's game", gg},
		{"S = {1, 3, 4}", subtraction([]int{1, 3, 4}, 400)},
		{"S = {2, 5}", subtraction([]int{2, 5}, 400)},
		{"S = {3, 7, 9}", subtraction([]int{3, 7, 9}, 400)},
		{"S = {1, 2, 4, 8, 16}", subtraction([]int{1, 2, 4, 8, 16}, 400)},
	} {
		// From n = 0, the empty heap included, so no density is 0.
		s, err := plots.RunningPDensity(game.name, game.g, 0)
		if err != nil {
			log.Fatal(err)
		}
		series = append(series, s)
	}
	p, err := plots.DensityPlot(series, &plots.DensityOptions{
		Title: "Density of P-positions (log scale)", LogY: true, KeyAbove: true, Style: &plots.Paper,
	})
	if err != nil {
		log.Fatal(err)
	}
	var ps []int
	for n, v := range gg {
		if v == 0 && n > 0 {
			ps = append(ps, n)
		}
	}
	p.Add(plots.NewPRug(ps))
	if err := plots.Save(p, plots.Paper.Width, plots.Paper.Height, "testdata/densityLog.png"); err != nil {
		log.Fatal(err)
	}
}

// Work against n on log–log axes labelled in powers of two: n² and
// n log n, with points.
func ExampleLinePlot() {
	var sq, nlogn plotter.XYs
	for e := 1; e <= 12; e++ {
		n := math.Ldexp(1, e)
		sq = append(sq, plotter.XY{X: n, Y: n * n})
		nlogn = append(nlogn, plotter.XY{X: n, Y: n * float64(e)})
	}
	p, err := plots.LinePlot([]plots.Series{{Name: "n^{2}", XY: sq}, {Name: "n log_{2} n", XY: nlogn}}, &plots.LineOptions{
		Title: "Work against n", XLabel: "n", YLabel: "steps",
		LogX: true, LogY: true, XBase: 2, YBase: 2, Points: true, KeyAbove: true, Style: &plots.Paper,
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, plots.Paper.Width, plots.Paper.Height, "testdata/linePlot.png"); err != nil {
		log.Fatal(err)
	}
}

// A fraction spanning orders of magnitude, 2^{−(a+b)/2}, coloured on a
// log scale: the colour bar is labelled in powers of ten.
func ExampleFloatHeatMap_log() {
	table := make([][]float64, 12)
	for b := range table {
		table[b] = make([]float64, 20)
		for a := range table[b] {
			table[b][a] = math.Pow(2, -float64(a+b)/2)
		}
	}
	p, err := plots.FloatHeatMap(table, &plots.FloatHeatMapOptions{
		Title: "2^{-(a+b)/2}, log colour scale", XLabel: "a", YLabel: "b", KeyLabel: "2^{-(a+b)/2}", Log: true, Style: &plots.Paper,
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := plots.Save(p, plots.Paper.Width, plots.Paper.Height, "testdata/floatHeatMapLog.png"); err != nil {
		log.Fatal(err)
	}
}

// PowerTicks labels powers with MathText superscripts.
func ExamplePowerTicks() {
	for _, t := range (plots.PowerTicks{Base: 2, Step: 5}).Ticks(1.0/1024, 1) {
		if t.Label != "" {
			fmt.Println(t.Label)
		}
	}
	// Output:
	// 2^{-10}
	// 2^{-5}
	// 1
}
