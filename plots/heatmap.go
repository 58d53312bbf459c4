package plots

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// MaxCells is the largest number of cells IntHeatMap and FloatHeatMap
// accept. Each cell is a filled rectangle in the output: a 200×200 table
// renders to PNG in about 0.4 s (BenchmarkIntHeatMapPNG), so a table of
// 10⁶ cells takes several seconds, and megabytes as SVG.
const MaxCells = 1_000_000

// IntHeatMapOptions are the optional settings of IntHeatMap. The zero
// value (or a nil pointer) gives the defaults.
type IntHeatMapOptions struct {
	// Title is the plot title; empty for none.
	Title string
	// XLabel and YLabel name the column and row coordinates, for example
	// "s" and "k"; empty for none.
	XLabel, YLabel string
	// X0 and Y0 are the coordinates of column 0 and row 0: cell
	// table[r][c] is drawn centred at (X0+c, Y0+r).
	X0, Y0 int
	// NoKey omits the colour key to the right of the data area.
	NoKey bool
	// KeyLabel names what the colours show ("g(a, b)"): it is written
	// along the right side of the key, rotated, as an axis label is.
	// Empty for none.
	KeyLabel string
	// Scale chooses categorical or sequential colours; the zero value is
	// ScaleAuto.
	Scale ColorScale
	// Colors replaces CategoricalColors: the i-th smallest non-zero value
	// present gets Colors[i]. It must hold at least as many colours as
	// there are distinct non-zero values.
	Colors []color.Color
	// ZeroColor, for categorical colours, is the colour of value 0; nil
	// means PColor. Set it when 0 is not a P-position (a digit, say).
	ZeroColor color.Color
	// ColorMap is the continuous colour map of sequential colours; nil
	// means Viridis(), perceptually uniform and colour-blind safe. Its
	// range is set by the heat map.
	ColorMap palette.ColorMap
	// MarkP marks each cell of value 0 (a P-position) with a small
	// white-ringed dot, so P-positions stand out whatever the colours.
	MarkP bool
	// Values writes each cell's value at its centre, in the tick labels'
	// font, black or white as the cell's colour is light or dark, so a
	// small table can be read off the figure; a cell too small for its
	// text is left unwritten, and with MarkP a 0 is dotted, not written.
	Values bool
	// Style sets the text and line sizes; nil means Notebook.
	Style *Style
}

// FloatHeatMapOptions are the optional settings of FloatHeatMap. The zero
// value (or a nil pointer) gives the defaults.
type FloatHeatMapOptions struct {
	// Title, XLabel, YLabel, X0, Y0, NoKey and KeyLabel are as in
	// IntHeatMapOptions.
	Title          string
	XLabel, YLabel string
	X0, Y0         int
	NoKey          bool
	KeyLabel       string
	// Min and Max fix the range of the colour map when Min < Max (for
	// example 0 and 1 for fractions); a value outside them is an error.
	// Otherwise the range of the finite values is used.
	Min, Max float64
	// Log colours by log₁₀ of the value: every finite value must be
	// positive, and the colour bar is labelled in powers of ten (10⁻³).
	// Min and Max, when set, bound the values themselves.
	Log bool
	// ColorMap is the continuous colour map; nil means Viridis(). Its
	// range is set by the heat map.
	ColorMap palette.ColorMap
	// Style sets the text and line sizes; nil means Notebook.
	Style *Style
}

// gridOptions holds the settings of either heat map, as the functions
// below share them.
type gridOptions struct {
	Title          string
	XLabel, YLabel string
	X0, Y0         int
	NoKey          bool
	KeyLabel       string
	Colors         []color.Color
	ZeroColor      color.Color
	Min, Max       float64
	ColorMap       palette.ColorMap
	Scale          ColorScale
	MarkP, Log     bool
	Values         bool
	Style          *Style
}

func (o *IntHeatMapOptions) grid() gridOptions {
	if o == nil {
		return gridOptions{}
	}
	return gridOptions{Title: o.Title, XLabel: o.XLabel, YLabel: o.YLabel, X0: o.X0, Y0: o.Y0, NoKey: o.NoKey,
		KeyLabel: o.KeyLabel, Colors: o.Colors, ZeroColor: o.ZeroColor, ColorMap: o.ColorMap, Scale: o.Scale,
		MarkP: o.MarkP, Values: o.Values, Style: o.Style}
}

func (o *FloatHeatMapOptions) grid() gridOptions {
	if o == nil {
		return gridOptions{}
	}
	return gridOptions{Title: o.Title, XLabel: o.XLabel, YLabel: o.YLabel, X0: o.X0, Y0: o.Y0, NoKey: o.NoKey,
		KeyLabel: o.KeyLabel, Min: o.Min, Max: o.Max, ColorMap: o.ColorMap, Log: o.Log, Style: o.Style}
}

// A ColorScale selects how IntHeatMap colours values.
type ColorScale int

const (
	// ScaleAuto is ScaleCategorical for at most MaxCategories distinct
	// values and ScaleSequential above.
	ScaleAuto ColorScale = iota
	// ScaleCategorical gives each value its own colour (PColor for 0)
	// with a key of swatches: for a few classes, such as the values of an
	// octal game.
	ScaleCategorical
	// ScaleSequential maps values to a continuous colour map (ColorMap,
	// default Viridis) with a colour bar: for magnitudes, such as a
	// Grundy value that grows with the heap size.
	ScaleSequential
)

// MaxCategories is the largest number of distinct values that ScaleAuto
// colours categorically: beyond about eight, categorical colours cannot
// be told apart (and no colour-blind-safe set has more).
const MaxCategories = 8

// checkTable validates the shape of a table of rows and returns its
// numbers of rows and columns.
func checkTable[T any](fn string, table [][]T) (rows, cols int, err error) {
	rows = len(table)
	if rows == 0 {
		return 0, 0, fmt.Errorf("plots: %s: empty table", fn)
	}
	cols = len(table[0])
	if cols == 0 {
		return 0, 0, fmt.Errorf("plots: %s: empty table (row 0 has no cells)", fn)
	}
	for r, row := range table {
		if len(row) != cols {
			return 0, 0, fmt.Errorf("plots: %s: ragged table: row %d has %d cells, row 0 has %d", fn, r, len(row), cols)
		}
	}
	if int64(rows)*int64(cols) > MaxCells {
		return 0, 0, fmt.Errorf("plots: %s: %d×%d table exceeds MaxCells = %d", fn, rows, cols, MaxCells)
	}
	return rows, cols, nil
}

// grid adapts a table to plotter.GridXYZ; z holds the cell values row
// by row.
type grid struct {
	rows, cols int
	x0, y0     int
	z          []float64
}

func (g *grid) Dims() (c, r int)   { return g.cols, g.rows }
func (g *grid) Z(c, r int) float64 { return g.z[r*g.cols+c] }
func (g *grid) X(c int) float64    { return float64(g.x0 + c) }
func (g *grid) Y(r int) float64    { return float64(g.y0 + r) }

// colorList is a palette.Palette of given colours.
type colorList []color.Color

func (l colorList) Colors() []color.Color { return l }

// gridPlot returns a plot set up for a heat map of g.
func gridPlot(o *gridOptions, g *grid) *plot.Plot {
	p := plot.New()
	styleOrDefault(o.Style).Apply(p)
	p.Title.Text = o.Title
	p.X.Label.Text = o.XLabel
	p.Y.Label.Text = o.YLabel
	p.X.Padding, p.Y.Padding = 0, 0
	p.X.Tick.Marker = IntTicks{Bounded: true, Lo: g.x0, Hi: g.x0 + g.cols - 1}
	p.Y.Tick.Marker = IntTicks{Bounded: true, Lo: g.y0, Hi: g.y0 + g.rows - 1}
	return p
}

func checkOrigin(fn string, o *gridOptions, rows, cols int) error {
	const lim int64 = 1 << 52
	if x, y := int64(o.X0), int64(o.Y0); x < -lim || x > lim-int64(cols) || y < -lim || y > lim-int64(rows) {
		return fmt.Errorf("plots: %s: origin (%d, %d) out of range", fn, o.X0, o.Y0)
	}
	return nil
}

// IntHeatMap returns a heat map of a table of Grundy values (or any
// non-negative integers): cell table[r][c] is a unit square centred at
// (X0+c, Y0+r), row 0 at the bottom. With more than MaxCategories
// distinct values (or Scale: ScaleSequential), values are magnitudes:
// they are coloured by a continuous map (ColorMap, default Viridis) over
// [least, greatest value], with a colour bar and integer ticks to the
// right of the data area. Otherwise (or Scale: ScaleCategorical) each
// distinct value gets its own colour, with no interpolation: 0 (P-positions) is PColor and the i-th
// smallest non-zero value present gets CategoricalColors(k)[i] (or
// opts.Colors[i]), so tables whose values are 0…m are coloured by value
// and figures of such tables are comparable. A key to the right of the
// data area maps values to colours: one swatch per value, from the
// smallest at the top, at most 12pt tall, each labelled with its value;
// when the swatches are shorter than a label, the labels are set smaller
// (down to MinKeyScale of the key's size, and MinKeyFont), and only when
// that is not enough (from about 38 values in a Notebook figure) is every
// m-th labelled, from the first, and the last always. Axis ticks are on the
// integer coordinates. MarkP dots the cells of value 0; Values writes each
// cell's value in it. To draw row 0 at the top, set
// p.Y.Scale = plot.InvertedScale{Normalizer: plot.LinearScale{}}.
//
// It returns an error for an empty or ragged table, a negative value,
// more than MaxCells cells, or too few opts.Colors. Time and memory
// O(rows·cols + k log k) for k distinct values.
func IntHeatMap(table [][]int, opts *IntHeatMapOptions) (*plot.Plot, error) {
	const fn = "IntHeatMap"
	o := opts.grid()
	rows, cols, err := checkTable(fn, table)
	if err != nil {
		return nil, err
	}
	if err := checkOrigin(fn, &o, rows, cols); err != nil {
		return nil, err
	}
	seen := make(map[int]bool)
	for r, row := range table {
		for c, v := range row {
			if v < 0 {
				return nil, fmt.Errorf("plots: %s: negative value %d at row %d, column %d", fn, v, r, c)
			}
			seen[v] = true
		}
	}
	values := make([]int, 0, len(seen))
	for v := range seen {
		values = append(values, v)
	}
	slices.Sort(values)
	nonzero := len(values)
	if values[0] == 0 {
		nonzero--
	}
	if o.Scale < ScaleAuto || o.Scale > ScaleSequential {
		return nil, fmt.Errorf("plots: %s: unknown Scale %d", fn, o.Scale)
	}
	if o.Scale == ScaleSequential || (o.Scale == ScaleAuto && o.Colors == nil && len(values) > MaxCategories) {
		return sequentialIntMap(table, &o, rows, cols, values[0], values[len(values)-1])
	}
	colors := o.Colors
	if colors == nil {
		colors = CategoricalColors(nonzero)
	} else if len(colors) < nonzero {
		return nil, fmt.Errorf("plots: %s: %d colours for %d distinct non-zero values", fn, len(colors), nonzero)
	}
	index := make(map[int]int, len(values))
	pal := make(colorList, 0, len(values)+1)
	labels := make([]string, len(values))
	rank := 0
	for i, v := range values {
		index[v] = i
		labels[i] = strconv.Itoa(v)
		if v == 0 {
			zero := PColor
			if o.ZeroColor != nil {
				zero = o.ZeroColor
			}
			pal = append(pal, zero)
		} else {
			pal = append(pal, colors[rank])
			rank++
		}
	}
	keyColors := slices.Clone(pal)
	if len(pal) == 1 {
		// HeatMap scales the palette over [Min, Max]; give it a second
		// colour so that a single value maps to the first one.
		pal = append(pal, pal[0])
	}

	g := &grid{rows: rows, cols: cols, x0: o.X0, y0: o.Y0, z: make([]float64, 0, rows*cols)}
	for _, row := range table {
		for _, v := range row {
			g.z = append(g.z, float64(index[v]))
		}
	}
	h := &cellMap{g: g, pal: pal, min: 0, max: float64(len(pal) - 1)}

	p := gridPlot(&o, g)
	p.Add(h)
	addMarks(p, table, &o, h)
	if !o.NoKey {
		k := newColorKey(p, o.KeyLabel)
		k.labels, k.colors = labels, keyColors
		p.Add(k)
	}
	return p, nil
}

// sequentialIntMap draws an IntHeatMap with a continuous colour map over
// [lo, hi] and a colour bar with integer ticks.
func sequentialIntMap(table [][]int, o *gridOptions, rows, cols, lo, hi int) (*plot.Plot, error) {
	g := &grid{rows: rows, cols: cols, x0: o.X0, y0: o.Y0, z: make([]float64, 0, rows*cols)}
	for _, row := range table {
		for _, v := range row {
			g.z = append(g.z, float64(v))
		}
	}
	flo, fhi := float64(lo), float64(hi)
	if lo == hi {
		fhi = flo + 1 // a map needs a range; the one value is its lowest colour
	}
	cmap := o.ColorMap
	if cmap == nil {
		cmap = Viridis()
	}
	cmap.SetMin(flo)
	cmap.SetMax(fhi)
	h := &cellMap{g: g, pal: cmap.Palette(256).Colors(), min: flo, max: float64(hi)} // max = min: pal[0]
	p := gridPlot(o, g)
	p.Add(h)
	addMarks(p, table, o, h)
	if !o.NoKey && lo == hi {
		// Every cell equal (Wythoff's N = 0): one swatch of that colour,
		// as the lowest of every other map, not a bar with the value
		// mid-way up it.
		k := newColorKey(p, o.KeyLabel)
		k.labels, k.colors = []string{strconv.Itoa(lo)}, []color.Color{h.pal[0]}
		p.Add(k)
	} else if !o.NoKey {
		k := newColorKey(p, o.KeyLabel)
		k.cmap = cmap
		for _, t := range (IntTicks{MaxLabels: 6}).Ticks(flo, fhi) {
			if t.Label != "" {
				k.ticks = append(k.ticks, t)
			}
		}
		p.Add(k)
	}
	return p, nil
}

// addMarks adds to p, an IntHeatMap of table coloured by h, the dots of
// o.MarkP and the values of o.Values.
func addMarks(p *plot.Plot, table [][]int, o *gridOptions, h *cellMap) {
	if o.MarkP {
		p.Add(newPCells(table, o, o.Style))
	}
	if o.Values {
		p.Add(&cellValues{table: table, x0: o.X0, y0: o.Y0, h: h, skipZero: o.MarkP})
	}
}

// cellValues writes the values of an IntHeatMap's cells.
type cellValues struct {
	table    [][]int
	x0, y0   int
	h        *cellMap
	skipZero bool
}

// Plot implements plot.Plotter: each value centred in its cell, in the
// x axis's tick font, black on a light cell and white on a dark one
// (relative luminance above or below ½), when it fits in the cell.
func (cv *cellValues) Plot(c draw.Canvas, p *plot.Plot) {
	cw := abs(c.X(p.X.Norm(1)) - c.X(p.X.Norm(0)))
	ch := abs(c.Y(p.Y.Norm(1)) - c.Y(p.Y.Norm(0)))
	st := p.X.Tick.Label
	st.XAlign, st.YAlign = draw.XCenter, draw.YCenter
	for r, row := range cv.table {
		for col, v := range row {
			if v == 0 && cv.skipZero {
				continue
			}
			s := strconv.Itoa(v)
			if st.Width(s) > 0.9*cw || st.Height(s) > 0.9*ch {
				continue
			}
			st.Color = color.Black
			if luminance(cv.h.color(cv.h.g.Z(col, r))) < 0.5 {
				st.Color = color.White
			}
			pt := vg.Point{X: c.X(p.X.Norm(float64(cv.x0 + col))), Y: c.Y(p.Y.Norm(float64(cv.y0 + r)))}
			c.FillText(st, pt, s)
		}
	}
}

// luminance is the relative luminance of k in [0, 1] (sRGB weights on
// the gamma-encoded channels, which is enough to choose black or white
// text).
func luminance(k color.Color) float64 {
	if k == nil {
		return 1
	}
	r, g, b, _ := k.RGBA()
	return (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)) / 0xffff
}

// pCells marks the cells of value 0 of an IntHeatMap.
type pCells struct {
	xy     plotter.XYs
	radius vg.Length
}

func newPCells(table [][]int, o *gridOptions, s *Style) *pCells {
	pc := &pCells{radius: styleOrDefault(s).Glyph}
	for r, row := range table {
		for c, v := range row {
			if v == 0 {
				pc.xy = append(pc.xy, plotter.XY{X: float64(o.X0 + c), Y: float64(o.Y0 + r)})
			}
		}
	}
	return pc
}

// Plot implements plot.Plotter: a black dot ringed in white at each
// P-position, visible on any colour; the dot shrinks to fit small cells.
func (pc *pCells) Plot(c draw.Canvas, p *plot.Plot) {
	if len(pc.xy) == 0 {
		return
	}
	// Cell size in points along the smaller axis.
	cw := c.X(p.X.Norm(1)) - c.X(p.X.Norm(0))
	ch := c.Y(p.Y.Norm(1)) - c.Y(p.Y.Norm(0))
	cell := min(abs(cw), abs(ch))
	r := min(pc.radius, cell/3)
	ring := draw.GlyphStyle{Color: color.White, Radius: r * 1.5, Shape: draw.CircleGlyph{}}
	dot := draw.GlyphStyle{Color: color.Black, Radius: r, Shape: draw.CircleGlyph{}}
	for _, xy := range pc.xy {
		pt := vg.Point{X: c.X(p.X.Norm(xy.X)), Y: c.Y(p.Y.Norm(xy.Y))}
		c.DrawGlyph(ring, pt)
		c.DrawGlyph(dot, pt)
	}
}

func abs(l vg.Length) vg.Length {
	if l < 0 {
		return -l
	}
	return l
}

// FloatHeatMap returns a heat map of a table of real values such as the
// fraction of winning placements over (n, d): cell table[r][c] is a
// unit square centred at (X0+c, Y0+r), row 0 at the bottom, filled with
// the colour of its value in a continuous colour map (opts.ColorMap,
// default Viridis) quantised to 256 colours; with opts.Log, the colour
// of log₁₀ of the value, the colour bar labelled in powers of ten. NaN marks a
// missing cell, drawn in MissingColor. A colour bar to the right of the
// data area shows the map with ticks.
//
// It returns an error for an empty or ragged table, more than MaxCells
// cells, an infinite value, a table with no finite value, or a value
// outside a fixed [opts.Min, opts.Max], or with Log a value that is not
// positive. A constant table gets the range
// [v−0.5, v+0.5]. Time and memory O(rows·cols).
func FloatHeatMap(table [][]float64, opts *FloatHeatMapOptions) (*plot.Plot, error) {
	const fn = "FloatHeatMap"
	o := opts.grid()
	rows, cols, err := checkTable(fn, table)
	if err != nil {
		return nil, err
	}
	if err := checkOrigin(fn, &o, rows, cols); err != nil {
		return nil, err
	}
	fixed := o.Min < o.Max
	if fixed && (math.IsInf(o.Min, 0) || math.IsInf(o.Max, 0)) {
		return nil, fmt.Errorf("plots: %s: infinite range [%v, %v]", fn, o.Min, o.Max)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for r, row := range table {
		for c, v := range row {
			switch {
			case math.IsNaN(v):
				continue
			case math.IsInf(v, 0):
				return nil, fmt.Errorf("plots: %s: infinite value %v at row %d, column %d", fn, v, r, c)
			case fixed && (v < o.Min || v > o.Max):
				return nil, fmt.Errorf("plots: %s: value %v at row %d, column %d outside [%v, %v]", fn, v, r, c, o.Min, o.Max)
			}
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if lo > hi {
		return nil, fmt.Errorf("plots: %s: no finite value in the %d×%d table", fn, rows, cols)
	}
	if fixed {
		lo, hi = o.Min, o.Max
	}
	tr := func(v float64) float64 { return v }
	if o.Log {
		if !(lo > 0) {
			return nil, fmt.Errorf("plots: %s: a log colour scale needs positive values, the least is %v", fn, lo)
		}
		tr = math.Log10
		lo, hi = math.Log10(lo), math.Log10(hi)
	}
	if lo == hi {
		lo, hi = lo-0.5, hi+0.5
	}
	cmap := o.ColorMap
	if cmap == nil {
		cmap = Viridis()
	}
	cmap.SetMin(lo)
	cmap.SetMax(hi)

	g := &grid{rows: rows, cols: cols, x0: o.X0, y0: o.Y0, z: make([]float64, 0, rows*cols)}
	for _, row := range table {
		for _, v := range row {
			g.z = append(g.z, tr(v))
		}
	}
	h := &cellMap{g: g, pal: cmap.Palette(256).Colors(), min: lo, max: hi, nan: MissingColor}

	p := gridPlot(&o, g)
	p.Add(h)
	if !o.NoKey {
		k := newColorKey(p, o.KeyLabel)
		k.cmap = cmap
		if o.Log {
			for _, t := range (PowerTicks{}).Ticks(math.Pow(10, lo), math.Pow(10, hi)) {
				if t.Label != "" {
					k.ticks = append(k.ticks, plot.Tick{Value: math.Log10(t.Value), Label: t.Label})
				}
			}
		} else {
			for _, t := range (plot.DefaultTicks{}).Ticks(lo, hi) {
				if t.Label != "" && t.Value >= lo && t.Value <= hi {
					k.ticks = append(k.ticks, t)
				}
			}
		}
		p.Add(k)
	}
	return p, nil
}
