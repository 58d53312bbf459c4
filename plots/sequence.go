package plots

import (
	"fmt"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// MaxPoints is the largest number of values SequencePlot accepts. A
// 16cm×10cm PNG of 10⁵ points builds and renders in about half a second
// (BenchmarkSequencePlotPNG); SVG and PDF output write one path per point
// and grow to megabytes at that size.
const MaxPoints = 1_000_000

// A Marks selects how SequencePlot draws the values.
type Marks int

const (
	// MarksAuto chooses MarksLinePoints for at most AutoLineLimit values
	// and MarksPoints above that.
	MarksAuto Marks = iota
	// MarksLinePoints joins consecutive values with a thin grey line and
	// draws a glyph at each value.
	MarksLinePoints
	// MarksPoints draws a glyph at each value and no line: for long
	// sequences a line would fill the plot with vertical strokes.
	MarksPoints
)

// AutoLineLimit is the largest sequence length for which MarksAuto draws
// lines between the values.
const AutoLineLimit = 200

// SequenceOptions are the optional settings of SequencePlot. The zero
// value (or a nil pointer) gives the defaults.
type SequenceOptions struct {
	// Title is the plot title; empty for none.
	Title string
	// Start is the heap size of values[0]: value i is plotted at
	// n = Start+i. Use it to plot a window g(Start), g(Start+1), ….
	Start int
	// XLabel and YLabel are the axis labels; empty means Var and
	// Func(Var), "n" and "g(n)" by default.
	XLabel, YLabel string
	// Func and Var name the sequence and its variable in the default
	// labels and the key, so that a figure can use a source's notation:
	// Func "sg_{3}" and Var "s" give the axis label and key "sg₃(s)".
	// Empty means "g" and "n".
	Func, Var string
	// Marks selects lines and glyphs; the zero value is MarksAuto.
	Marks Marks
	// Radius is the radius of an N-position glyph; 0 chooses by length:
	// 2pt up to 200 values, 1.2pt up to 2000, 0.6pt beyond. P-position
	// glyphs are 1.5 times larger, and at least 1.5pt so that a few
	// P-positions among 10⁵ values stay visible (they all lie on the row
	// g = 0, so they hide no other value).
	Radius vg.Length
	// NoKey omits the key ("g(n) > 0", "P-position, g(n) = 0") above the
	// data area.
	NoKey bool
	// Style sets the text and line sizes and the glyph radius of short
	// sequences; nil means Notebook.
	Style *Style
}

// SequencePlot returns a plot of the Grundy values g(n) = values[n-Start]
// against the heap size n. N-positions (g > 0) are drawn as NColor
// circles (squares when smaller than 1pt, which look the same and render
// twice as fast); P-positions (g = 0) as larger filled PColor triangles on top of
// them, so they stay visible in sequences of 10⁵ values. A key above the
// data area names the two marks. Both axes have integer ticks. A
// gamelib.Sequence can be passed as values directly.
//
// It returns an error for an empty sequence, a negative value, more than
// MaxPoints values, or a Start so large that n would overflow. Building
// the plot takes O(len(values)) time and memory; rendering is linear too.
func SequencePlot(values []int, opts *SequenceOptions) (*plot.Plot, error) {
	var o SequenceOptions
	if opts != nil {
		o = *opts
	}
	n := len(values)
	switch {
	case n == 0:
		return nil, fmt.Errorf("plots: SequencePlot: empty sequence")
	case n > MaxPoints:
		return nil, fmt.Errorf("plots: SequencePlot: %d values exceed MaxPoints = %d", n, MaxPoints)
	case int64(o.Start) < -(1<<52) || int64(o.Start) > 1<<52-int64(n):
		return nil, fmt.Errorf("plots: SequencePlot: start %d out of range", o.Start)
	case o.Marks < MarksAuto || o.Marks > MarksPoints:
		return nil, fmt.Errorf("plots: SequencePlot: unknown Marks %d", o.Marks)
	case o.Radius < 0 || math.IsNaN(float64(o.Radius)):
		return nil, fmt.Errorf("plots: SequencePlot: bad radius %v", o.Radius)
	}
	var nN, nP int
	for i, v := range values {
		if v < 0 {
			return nil, fmt.Errorf("plots: SequencePlot: negative value g(%d) = %d", o.Start+i, v)
		}
		if v == 0 {
			nP++
		} else {
			nN++
		}
	}
	pos := make(plotter.XYs, 0, nN)
	zero := make(plotter.XYs, 0, nP)
	for i, v := range values {
		xy := plotter.XY{X: float64(o.Start + i), Y: float64(v)}
		if v == 0 {
			zero = append(zero, xy)
		} else {
			pos = append(pos, xy)
		}
	}

	marks := o.Marks
	if marks == MarksAuto {
		marks = MarksPoints
		if n <= AutoLineLimit {
			marks = MarksLinePoints
		}
	}
	st := styleOrDefault(o.Style)
	r := o.Radius
	if r == 0 {
		switch {
		case n <= AutoLineLimit:
			r = st.Glyph
		case n <= 2000:
			r = vg.Points(1.2)
		default:
			r = vg.Points(0.6)
		}
	}

	p := plot.New()
	st.Apply(p)
	p.Title.Text = o.Title
	fv := defaultString(o.Func, "g") + "(" + defaultString(o.Var, "n") + ")"
	p.X.Label.Text = defaultString(o.XLabel, defaultString(o.Var, "n"))
	p.Y.Label.Text = defaultString(o.YLabel, fv)
	p.X.Tick.Marker = IntTicks{}
	p.Y.Tick.Marker = IntTicks{}

	if marks == MarksLinePoints && n > 1 {
		all := make(plotter.XYs, n)
		for i, v := range values {
			all[i] = plotter.XY{X: float64(o.Start + i), Y: float64(v)}
		}
		l := &plotter.Line{XYs: all, LineStyle: draw.LineStyle{
			Color: color8(0xb0, 0xb0, 0xb0),
			Width: st.Line * 0.6,
		}}
		p.Add(l)
	}
	// Tiny circles are drawn as squares: they look the same a pixel wide
	// and render twice as fast (gg draws a circle as eight arcs).
	var nShape draw.GlyphDrawer = draw.CircleGlyph{}
	if r < vg.Points(1) {
		nShape = draw.BoxGlyph{}
	}
	nsc := &scatter{plotter.Scatter{XYs: pos, GlyphStyle: draw.GlyphStyle{
		Color: NColor, Radius: r, Shape: nShape,
	}}}
	psc := &scatter{plotter.Scatter{XYs: zero, GlyphStyle: draw.GlyphStyle{
		Color: PColor, Radius: max(r*1.5, vg.Points(1.5)), Shape: draw.PyramidGlyph{},
	}}}
	p.Add(nsc, psc)
	// A value range of a single point makes the axis degenerate; give it
	// room so the marks sit inside the data area.
	if p.Y.Min == p.Y.Max {
		p.Y.Max = p.Y.Min + 1
	}
	if p.X.Min == p.X.Max {
		p.X.Min -= 0.5
		p.X.Max += 0.5
	}
	if !o.NoKey {
		key := NewKeyStrip(p)
		key.Add(fv+" > 0", &plotter.Scatter{GlyphStyle: draw.GlyphStyle{
			Color: NColor, Radius: st.Glyph, Shape: draw.CircleGlyph{}}})
		key.Add("P-position, "+fv+" = 0", &plotter.Scatter{GlyphStyle: draw.GlyphStyle{
			Color: PColor, Radius: 1.5 * st.Glyph, Shape: draw.PyramidGlyph{}}})
		p.Add(key)
	}
	return p, nil
}

// scatter is a plotter.Scatter whose glyphs all have the same size, so
// that only the glyphs at the four extremes matter for padding the plot:
// plotter.Scatter reports one GlyphBox per point, and the plot collects
// them four times per Draw, a fifth of the time for 10⁵ points.
type scatter struct {
	plotter.Scatter
}

// GlyphBoxes implements plot.GlyphBoxer.
func (s *scatter) GlyphBoxes(p *plot.Plot) []plot.GlyphBox {
	if len(s.XYs) == 0 {
		return nil
	}
	ext := [4]int{} // indices of the points with least x, greatest x, least y, greatest y
	for i, xy := range s.XYs {
		e := s.XYs
		if xy.X < e[ext[0]].X {
			ext[0] = i
		}
		if xy.X > e[ext[1]].X {
			ext[1] = i
		}
		if xy.Y < e[ext[2]].Y {
			ext[2] = i
		}
		if xy.Y > e[ext[3]].Y {
			ext[3] = i
		}
	}
	r := s.Radius
	boxes := make([]plot.GlyphBox, len(ext))
	for j, i := range ext {
		boxes[j] = plot.GlyphBox{
			X: p.X.Norm(s.XYs[i].X), Y: p.Y.Norm(s.XYs[i].Y),
			Rectangle: vg.Rectangle{Min: vg.Point{X: -r, Y: -r}, Max: vg.Point{X: r, Y: r}},
		}
	}
	return boxes
}

func defaultString(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
