package plots

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
)

// MaxCells is the largest number of cells IntHeatMap and FloatHeatMap
// accept. Each cell is a filled rectangle in the output: a 200×200 table
// renders to PNG in about 0.4 s (BenchmarkIntHeatMapPNG), so a table of
// 10⁶ cells takes several seconds, and megabytes as SVG.
const MaxCells = 1_000_000

// GridOptions are the optional settings of IntHeatMap and FloatHeatMap.
// The zero value (or a nil pointer) gives the defaults.
type GridOptions struct {
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

	// Colors, for IntHeatMap, replaces CategoricalColors: the i-th
	// smallest non-zero value present gets Colors[i]. It must hold at
	// least as many colours as there are distinct non-zero values.
	Colors []color.Color

	// Min and Max, for FloatHeatMap, fix the range of the colour map
	// when Min < Max (for example 0 and 1 for fractions); a value
	// outside them is an error. Otherwise the range of the finite values
	// is used.
	Min, Max float64
	// ColorMap, for FloatHeatMap, is the continuous colour map; nil means
	// moreland.Kindlmann(), a perceptually uniform map from black through
	// purple, blue and green to white-yellow. Its range is set by
	// FloatHeatMap.
	ColorMap palette.ColorMap
}

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
func gridPlot(o *GridOptions, g *grid) *plot.Plot {
	p := plot.New()
	p.Title.Text = o.Title
	p.X.Label.Text = o.XLabel
	p.Y.Label.Text = o.YLabel
	p.X.Padding, p.Y.Padding = 0, 0
	p.X.Tick.Marker = IntTicks{Bounded: true, Lo: g.x0, Hi: g.x0 + g.cols - 1}
	p.Y.Tick.Marker = IntTicks{Bounded: true, Lo: g.y0, Hi: g.y0 + g.rows - 1}
	return p
}

func checkOrigin(fn string, o *GridOptions, rows, cols int) error {
	const lim = 1 << 52
	if o.X0 < -lim || o.X0 > lim-cols || o.Y0 < -lim || o.Y0 > lim-rows {
		return fmt.Errorf("plots: %s: origin (%d, %d) out of range", fn, o.X0, o.Y0)
	}
	return nil
}

// IntHeatMap returns a heat map of a table of Grundy values (or any
// non-negative integers): cell table[r][c] is a unit square centred at
// (X0+c, Y0+r), row 0 at the bottom. Each distinct value gets its own
// colour, with no interpolation: 0 (P-positions) is PColor and the i-th
// smallest non-zero value present gets CategoricalColors(k)[i] (or
// opts.Colors[i]), so tables whose values are 0…m are coloured by value
// and figures of such tables are comparable. A key to the right of the
// data area maps values to colours: one swatch per value, from the
// smallest at the top, at most 12pt tall; when the swatches are shorter
// than a label, only every m-th is labelled, so a key of a few dozen
// values fits a small figure. Axis ticks are on the integer
// coordinates. To draw row 0 at the top, set
// p.Y.Scale = plot.InvertedScale{Normalizer: plot.LinearScale{}}.
//
// It returns an error for an empty or ragged table, a negative value,
// more than MaxCells cells, or too few opts.Colors. Time and memory
// O(rows·cols + k log k) for k distinct values.
func IntHeatMap(table [][]int, opts *GridOptions) (*plot.Plot, error) {
	const fn = "IntHeatMap"
	var o GridOptions
	if opts != nil {
		o = *opts
	}
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
			pal = append(pal, PColor)
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
	h := plotter.NewHeatMap(g, pal)
	h.Min, h.Max = 0, float64(len(pal)-1)

	p := gridPlot(&o, g)
	p.Add(h)
	if !o.NoKey {
		k := newColorKey(p)
		k.labels, k.colors = labels, keyColors
		p.Add(k)
	}
	return p, nil
}

// FloatHeatMap returns a heat map of a table of real values such as the
// fraction of winning placements over (n, d): cell table[r][c] is a
// unit square centred at (X0+c, Y0+r), row 0 at the bottom, filled with
// the colour of its value in a continuous colour map (opts.ColorMap,
// default moreland.Kindlmann()) quantised to 256 colours. NaN marks a
// missing cell, drawn in MissingColor. A colour bar to the right of the
// data area shows the map with ticks.
//
// It returns an error for an empty or ragged table, more than MaxCells
// cells, an infinite value, a table with no finite value, or a value
// outside a fixed [opts.Min, opts.Max]. A constant table gets the range
// [v−0.5, v+0.5]. Time and memory O(rows·cols).
func FloatHeatMap(table [][]float64, opts *GridOptions) (*plot.Plot, error) {
	const fn = "FloatHeatMap"
	var o GridOptions
	if opts != nil {
		o = *opts
	}
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
	} else if lo == hi {
		lo, hi = lo-0.5, hi+0.5
	}
	cmap := o.ColorMap
	if cmap == nil {
		cmap = moreland.Kindlmann()
	}
	cmap.SetMin(lo)
	cmap.SetMax(hi)

	g := &grid{rows: rows, cols: cols, x0: o.X0, y0: o.Y0, z: make([]float64, 0, rows*cols)}
	for _, row := range table {
		g.z = append(g.z, row...)
	}
	h := plotter.NewHeatMap(g, cmap.Palette(256))
	h.Min, h.Max = lo, hi
	h.NaN = MissingColor

	p := gridPlot(&o, g)
	p.Add(h)
	if !o.NoKey {
		k := newColorKey(p)
		k.cmap = cmap
		for _, t := range (plot.DefaultTicks{}).Ticks(lo, hi) {
			if t.Label != "" && t.Value >= lo && t.Value <= hi {
				k.ticks = append(k.ticks, t)
			}
		}
		p.Add(k)
	}
	return p, nil
}
