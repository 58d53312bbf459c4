package plots

import (
	"image/color"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A Boundary is a plot.Plotter that marks x = X with a dashed vertical
// line across the data area and a label at its top, just right of the
// line: the end of a preperiod, the start of a period, a layer 4^k. It
// adds nothing to the plot's data range (set the axis range to include X).
//
// The label sits inside the data area on a white box, or, with Above, in
// the margin above the data area, where it covers no data: Boundary then
// reserves that margin through a plot.GlyphBox, as KeyStrip does.
type Boundary struct {
	X     float64
	Label string
	// Row moves the label by Row lines (down inside the data area, up
	// above it), so that the labels of nearby boundaries do not overlap.
	Row int
	// Above puts the label in the margin above the data area, Base above
	// its top edge (the height of a KeyStrip already there, say).
	Above     bool
	Base      vg.Length
	LineStyle draw.LineStyle
	TextStyle text.Style
}

// BoundaryColor is the colour of Boundary lines and labels: a dark grey
// that stands apart from the data colours.
var BoundaryColor color.Color = color.NRGBA{R: 0x44, G: 0x44, B: 0x44, A: 0xff}

// NewBoundary returns a Boundary at x with the given label, in the style
// of p's tick labels (apply a Style to p first).
func NewBoundary(p *plot.Plot, x float64, label string) *Boundary {
	sty := p.X.Tick.Label
	sty.Color = BoundaryColor
	return &Boundary{
		X:     x,
		Label: label,
		LineStyle: draw.LineStyle{
			Color:  BoundaryColor,
			Width:  max(p.X.LineStyle.Width, vg.Points(0.5)),
			Dashes: []vg.Length{vg.Points(3), vg.Points(2)},
		},
		TextStyle: sty,
	}
}

// Plot implements plot.Plotter.
func (b *Boundary) Plot(c draw.Canvas, p *plot.Plot) {
	if b.X < p.X.Min || b.X > p.X.Max {
		return
	}
	x := c.X(p.X.Norm(b.X))
	c.StrokeLine2(b.LineStyle, x, c.Min.Y, x, c.Max.Y)
	if b.Label == "" {
		return
	}
	sty := b.TextStyle
	sty.XAlign = draw.XLeft
	sty.YAlign = draw.YTop
	pad := sty.Font.Size / 4
	// A label that would run past the right edge goes left of the line.
	if x+pad+sty.Width(b.Label) > c.Max.X {
		sty.XAlign = draw.XRight
		pad = -pad
	}
	if b.Above {
		// A tick from the bottom of the margin band (over any key
		// there) up to the label's row.
		lo, _ := b.rowSpan()
		c.StrokeLine2(b.LineStyle, x, c.Max.Y+b.Base+b.TextStyle.Font.Size/3, x, c.Max.Y+lo+b.lineHeight())
		c.FillText(sty, vg.Point{X: x + pad, Y: c.Max.Y + lo + b.lineHeight()}, b.Label)
		return
	}
	// The label sits on a white box, readable over the data.
	w := sty.Width(b.Label)
	ext := sty.FontExtents()
	h := ext.Ascent + ext.Descent
	top := c.Max.Y - sty.Font.Size/4 - vg.Length(b.Row)*h*1.1
	x0 := x + pad
	if sty.XAlign == draw.XRight {
		x0 -= w
	}
	box := vg.Rectangle{Min: vg.Point{X: x0 - pad/4, Y: top - h}, Max: vg.Point{X: x0 + w + pad/4, Y: top}}
	c.SetColor(color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xd8})
	c.Fill(box.Path())
	c.FillText(sty, vg.Point{X: x + pad, Y: top}, b.Label)
}

// lineHeight is the height of a label line.
func (b *Boundary) lineHeight() vg.Length {
	ext := b.TextStyle.FontExtents()
	return ext.Ascent + ext.Descent
}

// rowSpan is the band of the top margin a label Above takes, as heights
// above the data area: from lo to lo + lineHeight.
func (b *Boundary) rowSpan() (lo, hi vg.Length) {
	gap := b.TextStyle.Font.Size / 3
	lo = b.Base + gap + vg.Length(b.Row)*b.lineHeight()*1.1
	return lo, lo + b.lineHeight()
}

// GlyphBoxes implements plot.GlyphBoxer: with Above and a label, a box of
// zero width over the label's row of the top margin (and an empty one at
// the bottom edge, as KeyStrip has), so the plot lowers the data area to
// make room; otherwise none.
func (b *Boundary) GlyphBoxes(*plot.Plot) []plot.GlyphBox {
	if !b.Above || b.Label == "" {
		return nil
	}
	lo, hi := b.rowSpan()
	return []plot.GlyphBox{{X: 0, Y: 1, Rectangle: vg.Rectangle{Min: vg.Point{Y: lo}, Max: vg.Point{Y: hi}}}, {X: 0, Y: 0}}
}

// topMargin returns the height above the data area that p's plotters
// already reserve (a KeyStrip's, say).
func topMargin(p *plot.Plot) vg.Length {
	var h vg.Length
	for _, g := range p.GlyphBoxes(p) {
		if g.Y == 1 {
			h = max(h, g.Rectangle.Max.Y)
		}
	}
	return h
}

// AddPeriodMarks adds to p a Boundary at the end of a preperiod
// (labelled "preperiod n_0 = 71", say) and, when period > 0, one at
// preperiod + period ("+ period p = 12"), the first full period after
// it. It sets the x range to include both. The labels go in the margin
// above the data area (Above), over any key already there, so that they
// cover no data point, each right of its line (left when it would run
// past the right edge), the preperiod's a line above the period's, so the
// two never overlap however close the lines are.
func AddPeriodMarks(p *plot.Plot, preperiod, period int) {
	base := topMargin(p)
	x0 := float64(preperiod)
	b0 := NewBoundary(p, x0, "preperiod n_{0} = "+itoa(preperiod))
	b0.Above, b0.Base = true, base
	if period > 0 {
		b0.Row = 1
	}
	p.Add(b0)
	p.X.Min, p.X.Max = min(p.X.Min, x0), max(p.X.Max, x0)
	if period > 0 {
		x1 := float64(preperiod + period)
		b := NewBoundary(p, x1, "n_{0} + period "+itoa(period))
		b.Above, b.Base = true, base
		p.Add(b)
		p.X.Max = max(p.X.Max, x1)
	}
}

// A PRug is a plot.Plotter that marks the P-positions (heap sizes n with
// g(n) = 0) of a figure whose y axis shows something else, such as a
// density: a short PColor stroke at each x along the bottom edge of the
// data area, like a rug plot.
type PRug struct {
	Xs        []float64
	LineStyle draw.LineStyle
	// Length is the length of each stroke.
	Length vg.Length
}

// NewPRug returns a PRug at the given heap sizes.
func NewPRug(xs []int) *PRug {
	r := &PRug{
		LineStyle: draw.LineStyle{Color: PColor, Width: vg.Points(0.75)},
		Length:    vg.Points(5),
	}
	for _, x := range xs {
		r.Xs = append(r.Xs, float64(x))
	}
	return r
}

// Plot implements plot.Plotter.
func (r *PRug) Plot(c draw.Canvas, p *plot.Plot) {
	for _, xv := range r.Xs {
		if xv < p.X.Min || xv > p.X.Max {
			continue
		}
		x := c.X(p.X.Norm(xv))
		c.StrokeLine2(r.LineStyle, x, c.Min.Y, x, c.Min.Y+r.Length)
	}
}

// Thumbnail implements plot.Thumbnailer, for keys.
func (r *PRug) Thumbnail(c *draw.Canvas) {
	x := (c.Min.X + c.Max.X) / 2
	c.StrokeLine2(r.LineStyle, x, c.Min.Y, x, c.Max.Y)
}

func itoa(i int) string { return strconv.Itoa(i) }
