package plots

import (
	"fmt"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg/draw"
)

// A Series is one named curve of a DensityPlot: points (n, y) with y a
// fraction in [0, 1].
type Series struct {
	// Name labels the curve in the legend; a Series with an empty name
	// gets no legend entry.
	Name string
	// XY holds the points, for example plotter.XYs.
	XY plotter.XYer
}

// FloatSeries returns the Series of the points (start+i, y[i]), for
// densities computed for consecutive n such as L_k(n)/p(n). The slice is
// not copied until DensityPlot is called.
func FloatSeries(name string, start int, y []float64) Series {
	return Series{Name: name, XY: floatXY{start: start, y: y}}
}

type floatXY struct {
	start int
	y     []float64
}

func (f floatXY) Len() int                { return len(f.y) }
func (f floatXY) XY(i int) (x, y float64) { return float64(f.start + i), f.y[i] }

// RunningPDensity returns the Series of the running density of
// P-positions of a Grundy sequence whose first value is g(start):
//
//	d(n) = #{ m : start ≤ m ≤ n, g(m) = 0 } / (n − start + 1)
//
// for n = start, …, start+len(values)−1. With start = 0 this is the
// fraction of losing heap sizes among 0, …, n, which starts at d(0) = 1
// since the empty heap is a P-position. gamelib.Sequence.Density leaves
// the empty heap out; RunningPDensity(name, seq[1:], 1) gives its values
// for n ≥ 1 (and FloatSeries(name, 0, seq.Density()) plots them
// directly). It returns an error for
// an empty sequence or a negative value. Time and memory O(len(values)).
func RunningPDensity(name string, values []int, start int) (Series, error) {
	if len(values) == 0 {
		return Series{}, fmt.Errorf("plots: RunningPDensity %q: empty sequence", name)
	}
	y := make([]float64, len(values))
	zeros := 0
	for i, v := range values {
		if v < 0 {
			return Series{}, fmt.Errorf("plots: RunningPDensity %q: negative value g(%d) = %d", name, start+i, v)
		}
		if v == 0 {
			zeros++
		}
		y[i] = float64(zeros) / float64(i+1)
	}
	return FloatSeries(name, start, y), nil
}

// DensityOptions are the optional settings of DensityPlot. The zero value
// (or a nil pointer) gives the defaults.
type DensityOptions struct {
	// Title is the plot title; empty for none.
	Title string
	// XLabel and YLabel are the axis labels; empty means "n" and
	// "fraction of P-positions".
	XLabel, YLabel string
	// LogY draws the y axis on a log scale (powers of ten), so that
	// densities of different orders of magnitude are told apart; every
	// density must then be positive.
	LogY bool
	// YMin and YMax fix the y range when YMin < YMax; otherwise it is
	// [0, 1] on a linear axis and the range of the data on a log axis.
	YMin, YMax float64
	// KeyAbove puts the legend in a KeyStrip above the data area, where
	// it never covers a curve, instead of inside the top right corner.
	KeyAbove bool
	// Style sets the text and line sizes; nil means Notebook.
	Style *Style
}

// LineOptions are the optional settings of LinePlot. The zero value (or
// a nil pointer) gives the defaults.
type LineOptions struct {
	// Title is the plot title; empty for none.
	Title string
	// XLabel and YLabel are the axis labels.
	XLabel, YLabel string
	// LogX and LogY draw an axis on a log scale with PowerTicks of base
	// XBase or YBase (0 means 10); all coordinates on it must be positive.
	LogX, LogY   bool
	XBase, YBase float64
	// Points draws a glyph at each point as well as the line.
	Points bool
	// KeyAbove puts the legend in a KeyStrip above the data area.
	KeyAbove bool
	// Style sets the text and line sizes; nil means Notebook.
	Style *Style
}

// DensityPlot returns a plot of one or more density curves y(n) against
// n, on a y axis fixed to [0, 1] (or to [YMin, YMax], or on a log scale
// with LogY), each drawn as a line in its own colour of LineColors
// (colour-blind safe) and dash pattern (plotutil.Dashes(i), so curves
// stay distinct in print) with a legend in the top right corner of the
// data area (p.Legend; move it with p.Legend.Top and p.Legend.Left).
//
// It returns an error when there are no series, a series is empty or has
// a nil XY, or a point has a non-finite x or a y outside [0, 1] (NaN
// included): densities are fractions; with LogY a density must also be
// positive. Time and memory are linear in the total number of points.
func DensityPlot(series []Series, opts *DensityOptions) (*plot.Plot, error) {
	var o DensityOptions
	if opts != nil {
		o = *opts
	}
	lo := LineOptions{
		Title: o.Title, XLabel: defaultString(o.XLabel, "n"),
		YLabel: defaultString(o.YLabel, "fraction of P-positions"),
		LogY:   o.LogY, Style: o.Style, KeyAbove: o.KeyAbove,
	}
	p, err := linePlot("DensityPlot", series, &lo, true)
	if err != nil {
		return nil, err
	}
	switch {
	case o.YMin < o.YMax:
		p.Y.Min, p.Y.Max = o.YMin, o.YMax
	case !o.LogY:
		p.Y.Min, p.Y.Max = 0, 1
	}
	return p, nil
}

// LinePlot returns a plot of curves y(x), such as a growth g(n) or a
// running time against n, with the colours, dashes and legend of
// DensityPlot and, with LogX or LogY, logarithmic axes labelled in
// powers (PowerTicks). Axis ranges are those of the data.
//
// It returns an error when there are no series, a series is empty or has
// a nil XY, a coordinate is not finite, or a coordinate on a log axis is
// not positive. Time and memory are linear in the number of points.
func LinePlot(series []Series, opts *LineOptions) (*plot.Plot, error) {
	var o LineOptions
	if opts != nil {
		o = *opts
	}
	return linePlot("LinePlot", series, &o, false)
}

func linePlot(fn string, series []Series, o *LineOptions, fractions bool) (*plot.Plot, error) {
	if len(series) == 0 {
		return nil, fmt.Errorf("plots: %s: no series", fn)
	}
	st := styleOrDefault(o.Style)
	p := plot.New()
	st.Apply(p)
	p.Title.Text = o.Title
	p.X.Label.Text = o.XLabel
	p.Y.Label.Text = o.YLabel
	p.Legend.Top = true
	var key *KeyStrip
	if o.KeyAbove {
		key = NewKeyStrip(p)
		key.ThumbnailWidth = 2 * st.Key
		// Its lines are wrapped to the figure it is drawn in (KeyStrip).
	}
	for i, s := range series {
		if s.XY == nil || s.XY.Len() == 0 {
			return nil, fmt.Errorf("plots: %s: series %d (%q) is empty", fn, i, s.Name)
		}
		for j := range s.XY.Len() {
			x, y := s.XY.XY(j)
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("plots: %s: series %q: point %d has x = %v", fn, s.Name, j, x)
			}
			if fractions && !(y >= 0 && y <= 1) {
				return nil, fmt.Errorf("plots: %s: series %q: density %v at n = %v outside [0, 1]", fn, s.Name, y, x)
			}
			if math.IsNaN(y) || math.IsInf(y, 0) {
				return nil, fmt.Errorf("plots: %s: series %q: point %d has y = %v", fn, s.Name, j, y)
			}
			if o.LogX && !(x > 0) {
				return nil, fmt.Errorf("plots: %s: series %q: x = %v on a log axis", fn, s.Name, x)
			}
			if o.LogY && !(y > 0) {
				return nil, fmt.Errorf("plots: %s: series %q: y = %v at x = %v on a log axis", fn, s.Name, y, x)
			}
		}
		l, err := plotter.NewLine(s.XY)
		if err != nil {
			return nil, fmt.Errorf("plots: %s: series %q: %w", fn, s.Name, err)
		}
		l.Color = LineColors[i%len(LineColors)]
		l.Dashes = plotutil.Dashes(i)
		l.Width = st.Line
		p.Add(l)
		var thumbs []plot.Thumbnailer = []plot.Thumbnailer{l}
		if o.Points {
			sc, err := plotter.NewScatter(s.XY)
			if err != nil {
				return nil, fmt.Errorf("plots: %s: series %q: %w", fn, s.Name, err)
			}
			sc.GlyphStyle = draw.GlyphStyle{Color: l.Color, Radius: st.Glyph, Shape: plotutil.Shape(i)}
			p.Add(sc)
			thumbs = append(thumbs, sc)
		}
		switch {
		case s.Name == "":
		case key != nil:
			key.Add(s.Name, thumbs...)
		default:
			p.Legend.Add(s.Name, thumbs...)
		}
	}
	if key != nil {
		p.Add(key)
	}
	if p.X.Min == p.X.Max {
		p.X.Min -= 0.5
		p.X.Max += 0.5
	}
	if o.LogX {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = PowerTicks{Base: o.XBase}
	} else {
		p.X.Tick.Marker = IntTicks{}
		if !fractions {
			p.X.Tick.Marker = plot.DefaultTicks{}
		}
	}
	if o.LogY {
		p.Y.Scale = plot.LogScale{}
		p.Y.Tick.Marker = PowerTicks{Base: o.YBase}
	}
	return p, nil
}
