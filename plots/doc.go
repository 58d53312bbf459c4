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
// # Styles, colours and files for papers
//
// A Style sets font sizes, line widths and mark sizes: Notebook (the
// default, 16 cm wide, read on a screen), Paper (8.5 cm, one journal
// column, 7–9 pt text) and PaperWide (17.5 cm, both columns). Each figure
// function takes one in its options; Style.Apply restyles a hand-built
// plot. All text goes through MathText, which sets "2^{-5}" and
// "sg_{3}(s)" with real superscripts and subscripts, and draws the
// characters the figure font lacks (⌊kφ⌋, G ⊕ H, n ∈ ℕ, ∗2, ∅) from the
// fallback fonts DejaVu Serif and DejaVu Sans; it draws a tab as a space
// and the line breaks of other systems (CR LF, CR) as line breaks, and
// Unicode scripts (x₁, H₂O) as close to their letter as its own. Every
// output (Encode, EncodePNG, Save, Export) wraps a title wider than its
// figure into lines that fit (WrapText), breaking a word wider than the
// figure within.
//
// Colours are colour-blind safe: PColor and NColor, the curves of
// DensityPlot and LinePlot (LineColors) and the first categorical
// colours come from Okabe and Ito (OkabeIto; TolBright is Paul Tol's
// alternative), and magnitudes use Viridis, a sequential, perceptually
// uniform map, with a colour bar (Cividis, viridis made to read alike
// with red–green colour blindness, is the alternative map to pass). IntHeatMap is categorical for at most
// MaxCategories distinct values and sequential above (IntHeatMapOptions.Scale);
// FloatHeatMap can colour on a log scale (FloatHeatMapOptions.Log), labelled in
// powers of ten. Log axes use PowerTicks (2⁻⁵, 10³). Markers: Boundary
// and AddPeriodMarks draw a labelled dashed line at a preperiod or period
// boundary, PRug marks P-positions along the bottom of a plot of another
// quantity, and IntHeatMapOptions.MarkP dots the P-cells of a heat map.
//
// GameGraphPlot draws the position graph of a small game (seed 004's
// picture): each position a box coloured P or N and labelled with its
// Sprague–Grundy value, moves as arrows down a layered layout. The
// graph is a gonum simple.DirectedGraph (GameGraph.Graph); its layers
// (the longest play from each position, unless given) and its check for
// cycles come from gonum's graph/topo, the order within a row from
// barycentre sweeps over the graph's neighbours. LinePlot
// draws curves on linear or log axes, and FitPower fits a power law on
// log–log axes, for measured running times.
//
// Export writes figures as SVG, PDF and 300-dpi PNG (ExportDPI), each
// through a temporary file renamed into place. PDFs embed their fonts
// with a Unicode map, so every character (≤, the minus sign −, è, γ) is
// drawn and extracted as written (gonum's own PDF backend garbles all
// text outside ASCII); package plots/table
// writes tables as CSV and LaTeX.
//
// Figures are deterministic: the same input gives the same image, drawn
// with gonum's default Liberation fonts and, for the mathematical symbols
// they lack, DejaVu (see MathText). A character no font has, such as a
// private-use or CJK one, is never dropped silently: Encode, EncodePNG,
// Save and Export fail with a *GlyphError naming it and write nothing,
// and MathText.Check finds it before drawing. Keys that explain colours and
// marks are drawn in the margins, above the data area (KeyStrip, in
// SequencePlot) or to its right (the colour keys of the heat maps), so
// that they never cover data; DensityPlot uses gonum's ordinary p.Legend
// inside the data area.
package plots
