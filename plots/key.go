package plots

import (
	"image"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A KeyStrip is a plot.Plotter that draws a one-line legend in the margin
// above the data area, below the title, so that it never hides data. It
// reserves its height through a plot.GlyphBox, so the plot shrinks the
// data area to make room for it. Entries are laid out left to right; a
// strip wider than the figure is clipped, so keep entries few and short.
type KeyStrip struct {
	// TextStyle is the style of the entry labels.
	TextStyle text.Style
	// ThumbnailWidth is the width of each entry's thumbnail.
	ThumbnailWidth vg.Length
	// Gap is the space between the strip and the data area, and between
	// entries.
	Gap vg.Length

	entries []keyEntry
}

type keyEntry struct {
	label  string
	thumbs []plot.Thumbnailer
}

// NewKeyStrip returns an empty KeyStrip whose labels use the style of
// the plot's X tick labels.
func NewKeyStrip(p *plot.Plot) *KeyStrip {
	return &KeyStrip{
		TextStyle:      p.X.Tick.Label,
		ThumbnailWidth: vg.Points(12),
		Gap:            vg.Points(6),
	}
}

// Add appends an entry drawn with the given thumbnails (for example
// *plotter.Scatter or *plotter.Line values) followed by label.
func (k *KeyStrip) Add(label string, thumbs ...plot.Thumbnailer) {
	k.entries = append(k.entries, keyEntry{label: label, thumbs: thumbs})
}

func (k *KeyStrip) height() vg.Length {
	e := k.TextStyle.FontExtents()
	return e.Ascent + e.Descent
}

// Plot implements plot.Plotter.
func (k *KeyStrip) Plot(c draw.Canvas, _ *plot.Plot) {
	if len(k.entries) == 0 {
		return
	}
	h := k.height()
	y0 := c.Max.Y + k.Gap
	x := c.Min.X
	sty := k.TextStyle
	sty.XAlign = draw.XLeft
	sty.YAlign = draw.YBottom
	descent := sty.FontExtents().Descent
	for _, e := range k.entries {
		icon := &draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: x, Y: y0},
			Max: vg.Point{X: x + k.ThumbnailWidth, Y: y0 + h},
		}}
		for _, t := range e.thumbs {
			t.Thumbnail(icon)
		}
		x += k.ThumbnailWidth + k.Gap/2
		c.FillText(sty, vg.Point{X: x, Y: y0 + descent}, e.label)
		x += sty.Width(e.label) + 2*k.Gap
	}
}

// GlyphBoxes implements plot.GlyphBoxer: one box of zero width above the
// top edge of the data area, so that only vertical space is reserved.
func (k *KeyStrip) GlyphBoxes(*plot.Plot) []plot.GlyphBox {
	if len(k.entries) == 0 {
		return nil
	}
	// The empty box at the bottom edge keeps gonum's padding well defined
	// when the plot has no other glyph boxes (lines only): it solves for
	// the data area from the lowest and the highest box, which must not
	// both lie on the top edge.
	return []plot.GlyphBox{{
		X: 0, Y: 1,
		Rectangle: vg.Rectangle{
			Min: vg.Point{X: 0, Y: k.Gap},
			Max: vg.Point{X: 0, Y: k.Gap + k.height()},
		},
	}, {X: 0, Y: 0}}
}

// A colorKey is a plot.Plotter that draws a colour key in the margin to
// the right of the data area: either a column of labelled swatches for
// categorical colours (IntHeatMap) or a continuous colour bar with tick
// labels (FloatHeatMap). It reserves its width through a plot.GlyphBox, so
// the plot narrows the data area to make room for it, and it never covers
// data.
//
// Categorical swatches are stacked from the top of the data area
// downwards in the order given, each at most MaxSwatch tall; when the
// data area is too short to label every swatch, only every m-th swatch is
// labelled (the first always is), so a key of a few dozen values still
// fits a small figure.
type colorKey struct {
	// TextStyle is the style of the labels.
	TextStyle text.Style
	// Gap separates the key from the data area.
	Gap vg.Length
	// Width is the width of the swatches or of the bar.
	Width vg.Length
	// MaxSwatch is the largest height of a categorical swatch.
	MaxSwatch vg.Length

	// Categorical key.
	labels []string
	colors []color.Color

	// Continuous key.
	cmap  palette.ColorMap
	ticks []plot.Tick
}

func newColorKey(p *plot.Plot) *colorKey {
	sty := p.X.Tick.Label
	return &colorKey{
		TextStyle: sty,
		Gap:       vg.Points(6),
		Width:     vg.Points(9),
		MaxSwatch: vg.Points(12),
	}
}

// labelWidth returns the width of the widest label.
func (k *colorKey) labelWidth() vg.Length {
	var w vg.Length
	for _, l := range k.labels {
		w = max(w, k.TextStyle.Width(l))
	}
	for _, t := range k.ticks {
		w = max(w, k.TextStyle.Width(t.Label))
	}
	return w
}

// GlyphBoxes implements plot.GlyphBoxer: one box of zero height to the
// right of the data area, so that only horizontal space is reserved.
func (k *colorKey) GlyphBoxes(*plot.Plot) []plot.GlyphBox {
	w := k.Gap + k.Width + k.Gap/2 + k.labelWidth()
	return []plot.GlyphBox{{
		X: 1, Y: 0,
		Rectangle: vg.Rectangle{
			Min: vg.Point{X: k.Gap, Y: 0},
			Max: vg.Point{X: w, Y: 0},
		},
	}}
}

// Plot implements plot.Plotter.
func (k *colorKey) Plot(c draw.Canvas, _ *plot.Plot) {
	if k.cmap != nil {
		k.plotBar(c)
		return
	}
	n := len(k.colors)
	if n == 0 {
		return
	}
	height := c.Max.Y - c.Min.Y
	sw := min(k.MaxSwatch, height/vg.Length(n))
	x0 := c.Max.X + k.Gap
	sty := k.TextStyle
	sty.XAlign = draw.XLeft
	sty.YAlign = draw.YCenter
	ext := sty.FontExtents()
	every := 1
	// Digits need the ascent only; allow labels that close.
	if th := ext.Ascent; sw > 0 && th > sw {
		every = int(math.Ceil(float64(th / sw)))
	}
	for i, col := range k.colors {
		top := c.Max.Y - vg.Length(i)*sw
		r := vg.Rectangle{Min: vg.Point{X: x0, Y: top - sw}, Max: vg.Point{X: x0 + k.Width, Y: top}}
		c.SetColor(col)
		c.Fill(r.Path())
		if i%every == 0 {
			c.FillText(sty, vg.Point{X: x0 + k.Width + k.Gap/2, Y: top - sw/2}, k.labels[i])
		}
	}
}

// plotBar draws a continuous colour bar spanning the height of the data
// area with its ticks.
func (k *colorKey) plotBar(c draw.Canvas) {
	const steps = 256
	lo, hi := k.cmap.Min(), k.cmap.Max()
	img := image.NewNRGBA(image.Rect(0, 0, 1, steps))
	for i := range steps {
		v := lo + (hi-lo)*(float64(i)+0.5)/steps
		col, err := k.cmap.At(v)
		if err != nil {
			col = MissingColor
		}
		img.Set(0, steps-1-i, col)
	}
	x0 := c.Max.X + k.Gap
	r := vg.Rectangle{Min: vg.Point{X: x0, Y: c.Min.Y}, Max: vg.Point{X: x0 + k.Width, Y: c.Max.Y}}
	c.DrawImage(r, img)
	sty := k.TextStyle
	sty.XAlign = draw.XLeft
	sty.YAlign = draw.YCenter
	line := draw.LineStyle{Color: color.Black, Width: vg.Points(0.5)}
	for _, t := range k.ticks {
		if t.Label == "" {
			continue
		}
		y := c.Min.Y + vg.Length((t.Value-lo)/(hi-lo))*(c.Max.Y-c.Min.Y)
		c.StrokeLine2(line, x0+k.Width-vg.Points(2), y, x0+k.Width, y)
		c.FillText(sty, vg.Point{X: x0 + k.Width + k.Gap/2, Y: y}, t.Label)
	}
}
