// Package plots draws the figures of grundylab with gonum.org/v1/plot and
// saves them as files. It is pure gonum/plot: showing a figure in a GoNB
// notebook is the job of package notebooks/lab, so the command line does
// not link the notebook UI.
//
// A Grundy sequence g(0), g(1), … of a one-heap game is drawn by
// SequencePlot as values against heap sizes, with the P-positions
// (g(n) = 0, the losing heap sizes) marked in PColor. DensityPlot draws
// fractions of losing positions on a fixed [0, 1] axis, for example the
// running density #{m ≤ n : g(m) = 0}/(n+1) from RunningPDensity, or the
// ratio L_k(n)/p(n) of losing partitions to all partitions of n through
// FloatSeries. IntHeatMap draws a two-dimensional table of Grundy values
// (say over a parameter k and a heap size s) with one colour per value,
// and FloatHeatMap a table of fractions with a continuous colour map.
// GrundyTable and HTMLTable format tables for notebooks as HTML.
//
// Every figure function validates its input (an empty sequence, a ragged
// table, a negative Grundy value or a density outside [0, 1] is an error,
// never a panic) and returns a *plot.Plot, so its title, axes, ranges and
// legend can be restyled with gonum's API before it is drawn. Save writes
// PNG, SVG or PDF files and Encode returns their bytes; in a notebook,
// lab.Show displays a plot in the cell's output.
//
// A program typically reads:
//
//	seq := ... // a gamelib.Sequence or []int
//	p, err := plots.SequencePlot(seq, &plots.SequenceOptions{Title: "Kayles"})
//	if err != nil {
//		return err
//	}
//	p.Y.Max = 10 // restyle with gonum's API if needed
//	if err := plots.Save(p, 16*vg.Centimeter, 8*vg.Centimeter, "kayles.svg"); err != nil {
//		return err
//	}
//
// Figures are deterministic: the same input gives the same image, drawn
// with gonum's default Liberation fonts (which lack some mathematical
// symbols such as ⊕; write "xor" in titles). Keys that explain colours and
// marks are drawn in the margins, above the data area (KeyStrip, in
// SequencePlot) or to its right (the colour keys of the heat maps), so
// that they never cover data; DensityPlot uses gonum's ordinary p.Legend
// inside the data area.
package plots
