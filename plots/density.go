package plots

import (
	"fmt"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
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
}

// DensityPlot returns a plot of one or more density curves y(n) against
// n, on a y axis fixed to [0, 1], each drawn as a line in its own colour
// and dash pattern (plotutil.Color(i), plotutil.Dashes(i), so curves stay
// distinct in print) with a legend in the top right corner of the data
// area (p.Legend; move it with p.Legend.Top and p.Legend.Left).
//
// It returns an error when there are no series, a series is empty or has
// a nil XY, or a point has a non-finite x or a y outside [0, 1] (NaN
// included): densities are fractions. Time and memory are linear in the
// total number of points.
func DensityPlot(series []Series, opts *DensityOptions) (*plot.Plot, error) {
	var o DensityOptions
	if opts != nil {
		o = *opts
	}
	if len(series) == 0 {
		return nil, fmt.Errorf("plots: DensityPlot: no series")
	}
	p := plot.New()
	p.Title.Text = o.Title
	p.X.Label.Text = defaultString(o.XLabel, "n")
	p.Y.Label.Text = defaultString(o.YLabel, "fraction of P-positions")
	p.Legend.Top = true
	p.Legend.TextStyle.Font.Size = p.X.Tick.Label.Font.Size
	p.Legend.ThumbnailWidth = vg.Points(16)
	for i, s := range series {
		if s.XY == nil || s.XY.Len() == 0 {
			return nil, fmt.Errorf("plots: DensityPlot: series %d (%q) is empty", i, s.Name)
		}
		for j := range s.XY.Len() {
			x, y := s.XY.XY(j)
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("plots: DensityPlot: series %q: point %d has x = %v", s.Name, j, x)
			}
			if !(y >= 0 && y <= 1) {
				return nil, fmt.Errorf("plots: DensityPlot: series %q: density %v at n = %v outside [0, 1]", s.Name, y, x)
			}
		}
		l, err := plotter.NewLine(s.XY)
		if err != nil {
			return nil, fmt.Errorf("plots: DensityPlot: series %q: %w", s.Name, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i)
		l.Width = vg.Points(1.25)
		p.Add(l)
		if s.Name != "" {
			p.Legend.Add(s.Name, l)
		}
	}
	p.Y.Min, p.Y.Max = 0, 1
	if p.X.Min == p.X.Max {
		p.X.Min -= 0.5
		p.X.Max += 0.5
	}
	p.X.Tick.Marker = IntTicks{}
	return p, nil
}
