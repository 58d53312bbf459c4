package plots

import (
	"cmp"
	"image"
	"image/color"
	"math"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A KeyStrip is a plot.Plotter that draws a legend in the margin above
// the data area, below the title, so that it never hides data. It
// reserves its height through a plot.GlyphBox, so the plot shrinks the
// data area to make room for it. Entries are laid out left to right,
// and wrapped onto further lines so that the strip fits the figure: when
// the plot is drawn by Encode, EncodePNG, Save or Export, a line is at
// most as wide as the room from the data area's left edge to the
// figure's right edge (and MaxWidth, when set); and an entry wider than
// that by itself has its label set smaller to fit, down to MinKeyFont.
// (A strip wider than the figure would be clipped, hiding entries.)
type KeyStrip struct {
	// TextStyle is the style of the entry labels.
	TextStyle text.Style
	// ThumbnailWidth is the width of each entry's thumbnail.
	ThumbnailWidth vg.Length
	// Gap is the space between the strip and the data area, and between
	// entries.
	Gap vg.Length
	// MaxWidth, when positive, is the widest a line of entries may be;
	// the figure's width bounds it too (see KeyStrip). Set it for a plot
	// drawn by other means than this package's (gonum's Plot.Save).
	MaxWidth vg.Length

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

// keyLayout is how a KeyStrip is laid out in a figure: the style of its
// labels and the index of the first entry of each line.
type keyLayout struct {
	sty    text.Style
	starts []int
	line   vg.Length // the height of a line
}

// lineHeight is the height of a line of the key: the font's ascent and
// descent, or the height of the tallest label (one with scripts) when
// that is more.
func (l keyLayout) lineHeight() vg.Length {
	return l.line
}

// height is the height of all the lines.
func (l keyLayout) height() vg.Length {
	n := len(l.starts)
	return vg.Length(n)*l.lineHeight() + vg.Length(n-1)*l.lineHeight()/4
}

// maxWidth returns the widest a line of the key may be in p (0 for no
// bound): MaxWidth, and, when p is drawn by this package (fitTitle), the
// room from the data area's left edge to the figure's right edge less
// a Gap (the data area's left edge estimated as gonum places it, from
// the y axis's label, tick labels and ticks).
func (k *KeyStrip) maxWidth(p *plot.Plot) vg.Length {
	w := k.MaxWidth
	if fw, ok := figureWidth(p); ok {
		room := max(fw-yAxisWidth(p)-k.Gap, 0)
		if w <= 0 || room < w {
			w = room
		}
	}
	return w
}

// layout lays out the key in p: greedy filling, each line at most
// maxWidth wide (but at least one entry), the labels set smaller when
// one entry is wider than that by itself (not below MinKeyFont, nor
// below the font's size if smaller).
func (k *KeyStrip) layout(p *plot.Plot) keyLayout {
	sty := k.TextStyle
	maxW := k.maxWidth(p)
	if maxW > 0 && sty.Font.Size > 0 {
		var widest vg.Length
		for _, e := range k.entries {
			widest = max(widest, sty.Width(e.label))
		}
		if room := maxW - k.ThumbnailWidth - k.Gap/2; widest > room {
			smallest := min(sty.Font.Size, MinKeyFont)
			sty.Font.Size = max(smallest, sty.Font.Size*max(room, 0)/widest)
		}
	}
	starts := []int{0}
	fe := sty.FontExtents()
	line := fe.Ascent + fe.Descent
	var x vg.Length
	for i, e := range k.entries {
		line = max(line, sty.Height(e.label))
		w := k.ThumbnailWidth + k.Gap/2 + sty.Width(e.label) + 2*k.Gap
		if maxW > 0 && x > 0 && x+w-2*k.Gap > maxW {
			starts = append(starts, i)
			x = 0
		}
		x += w
	}
	return keyLayout{sty: sty, starts: starts, line: line}
}

// Plot implements plot.Plotter.
func (k *KeyStrip) Plot(c draw.Canvas, p *plot.Plot) {
	if len(k.entries) == 0 {
		return
	}
	l := k.layout(p)
	h := l.lineHeight()
	sty := l.sty
	sty.XAlign = draw.XLeft
	sty.YAlign = draw.YBottom
	descent := sty.FontExtents().Descent
	starts := l.starts
	line := 0
	var x, y0 vg.Length
	for i, e := range k.entries {
		if line < len(starts) && i == starts[line] {
			// Line 0 is the top one.
			x = c.Min.X
			y0 = c.Max.Y + k.Gap + vg.Length(len(starts)-1-line)*h*1.25
			line++
		}
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
func (k *KeyStrip) GlyphBoxes(p *plot.Plot) []plot.GlyphBox {
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
			Max: vg.Point{X: 0, Y: k.Gap + k.layout(p).height()},
		},
	}, {X: 0, Y: 0}}
}

// yAxisWidth is the width gonum gives p's y axis left of the data area
// (its label, tick labels and ticks), computed as gonum's
// verticalAxis.size computes it.
func yAxisWidth(p *plot.Plot) vg.Length {
	a := p.Y
	var w vg.Length
	if a.Label.Text != "" {
		w += a.Label.TextStyle.FontExtents().Descent
		w += a.Label.TextStyle.Height(a.Label.Text)
		w += a.Label.Padding
	}
	if a.Tick.Marker != nil && a.Min <= a.Max {
		marks := a.Tick.Marker.Ticks(a.Min, a.Max)
		if len(marks) > 0 {
			var lw vg.Length
			for _, t := range marks {
				if !t.IsMinor() {
					r := a.Tick.Label.Rectangle(t.Label)
					lw = max(lw, r.Max.X-r.Min.X)
				}
			}
			if lw > 0 {
				w += lw + a.Label.TextStyle.Width(" ")
			}
			if a.Tick.Width > 0 && a.Tick.Length > 0 {
				w += a.Tick.Length
			}
		}
	}
	return w + a.Width/2 + a.Padding
}

// A colorKey is a plot.Plotter that draws a colour key in the margin to
// the right of the data area: either a column of labelled swatches for
// categorical colours (IntHeatMap) or a continuous colour bar with tick
// labels (FloatHeatMap). It reserves its width through a plot.GlyphBox, so
// the plot narrows the data area to make room for it, and it never covers
// data.
//
// Categorical swatches are stacked from the top of the data area
// downwards in the order given, each at most MaxSwatch tall, and every
// swatch is labelled when the labels fit: a label needs the height of its
// font's ascent (the labels are numbers, with no descenders), and when the
// swatches are shorter than that the labels are set smaller, down to
// MinKeyScale times the font size (and not below MinKeyFont). Only when
// even that does not fit (from about 38 values in a Notebook figure, 36
// in a Paper one) are the labels thinned, at that smallest size: every
// m-th swatch from the first is labelled, m as small as fits, and the
// last always is (the m-th label before it is left out if the two would
// overlap; in a key shorter than two labels, only the first is
// labelled). See keyLabels.
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

	// title names what the colours show, drawn rotated right of the key
	// in titleStyle; "" for none.
	title      string
	titleStyle text.Style
}

func newColorKey(p *plot.Plot, title string) *colorKey {
	sty := p.X.Tick.Label
	ts := p.Y.Label.TextStyle
	ts.Handler = NewMathText() // the axis label's handler measures no width
	ts.Rotation = math.Pi / 2
	ts.XAlign, ts.YAlign = draw.XCenter, draw.YCenter
	return &colorKey{
		title:      title,
		titleStyle: ts,
		TextStyle:  sty,
		Gap:        vg.Points(6),
		Width:      vg.Points(9),
		MaxSwatch:  vg.Points(12),
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
	if k.title != "" {
		// The rotated title's descenders reach past its line's height
		// as centred (MathText): a descent more, or the figure's edge
		// cut the bottoms of "g(x, y)".
		w += k.Gap + k.titleHeight() + k.titleStyle.FontExtents().Descent
	}
	return []plot.GlyphBox{{
		X: 1, Y: 0,
		Rectangle: vg.Rectangle{
			Min: vg.Point{X: k.Gap, Y: 0},
			Max: vg.Point{X: w, Y: 0},
		},
	}}
}

// titleHeight is the height of the title's line (its width once rotated).
func (k *colorKey) titleHeight() vg.Length {
	e := k.titleStyle.FontExtents()
	return e.Ascent + e.Descent
}

// Plot implements plot.Plotter.
func (k *colorKey) Plot(c draw.Canvas, _ *plot.Plot) {
	if k.title != "" {
		x := c.Max.X + k.Gap + k.Width + k.Gap/2 + k.labelWidth() + k.Gap + k.titleHeight()/2
		c.FillText(k.titleStyle, vg.Point{X: x, Y: (c.Min.Y + c.Max.Y) / 2}, k.title)
	}
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
	size, labelled := keyLabels(n, sw, sty.Font.Size, sty.FontExtents().Ascent)
	sty.Font.Size = size
	for i, col := range k.colors {
		top := c.Max.Y - vg.Length(i)*sw
		r := vg.Rectangle{Min: vg.Point{X: x0, Y: top - sw}, Max: vg.Point{X: x0 + k.Width, Y: top}}
		c.SetColor(col)
		c.Fill(r.Path())
	}
	for _, i := range labelled {
		top := c.Max.Y - vg.Length(i)*sw
		c.FillText(sty, vg.Point{X: x0 + k.Width + k.Gap/2, Y: top - sw/2}, k.labels[i])
	}
}

// MinKeyScale and MinKeyFont bound how small a categorical colour key
// sets its labels so that every swatch is labelled: at least MinKeyScale
// times the key's font size, and at least MinKeyFont (5 pt, about the
// smallest text a journal prints), unless the font is smaller already.
const (
	MinKeyScale = 0.7
	MinKeyFont  = vg.Length(5)
)

// keyLabels lays out the labels of a categorical key of n swatches, each
// sw tall, whose labels are set at size with ascent asc. It returns the
// size to set them at and the indices of the labelled swatches, top
// first:
//
//   - all of them at size, when asc ≤ sw (the labels fit);
//   - all of them at the size whose ascent is sw, when that is at least
//     MinKeyScale·size and MinKeyFont (or size, if smaller);
//   - else, at that smallest size, with ascent a, swatches 0, m, 2m, …
//     and n−1, with m = ⌈a/sw⌉ the smallest step at which labels do not
//     overlap; the multiple of m nearest before n−1 is left out when it is
//     closer than a to it (only swatch 0 is labelled when n−1 is, too).
func keyLabels(n int, sw, size, asc vg.Length) (vg.Length, []int) {
	all := func(s vg.Length) (vg.Length, []int) {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		return s, idx
	}
	if n <= 1 || asc <= sw {
		return all(size)
	}
	if sw <= 0 {
		return size, []int{0}
	}
	smallest := min(size, max(MinKeyScale*size, MinKeyFont))
	if s := size * sw / asc; s >= smallest {
		return all(s)
	}
	asc *= smallest / size
	size = smallest
	if vg.Length(n-1)*sw < asc {
		return size, []int{0} // the key is shorter than two labels
	}
	m := int(math.Ceil(float64(asc / sw)))
	var idx []int
	for i := 0; i < n-1; i += m {
		idx = append(idx, i)
	}
	if last := idx[len(idx)-1]; len(idx) > 1 && vg.Length(n-1-last)*sw < asc {
		idx = idx[:len(idx)-1]
	}
	return size, append(idx, n-1)
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
	// Only ticks a line of text apart are labelled: on a short bar (a
	// heat map of one row) the labels of all overlapped (four 7 pt
	// labels 4.45 pt apart).
	e := sty.FontExtents()
	for _, t := range spacedTicks(k.ticks, lo, hi, c.Max.Y-c.Min.Y, e.Ascent+e.Descent) {
		y := c.Min.Y + vg.Length((t.Value-lo)/(hi-lo))*(c.Max.Y-c.Min.Y)
		c.StrokeLine2(line, x0+k.Width-vg.Points(2), y, x0+k.Width, y)
		c.FillText(sty, vg.Point{X: x0 + k.Width + k.Gap/2, Y: y}, t.Label)
	}
}

// spacedTicks returns the labelled ticks of a bar from lo to hi drawn
// height tall whose labels are at least gap apart: every m-th from the
// lowest, for the least m that spaces them so (the ticks are evenly
// spaced; the lowest alone when no two fit). Time O(len(ticks)²).
func spacedTicks(ticks []plot.Tick, lo, hi float64, height, gap vg.Length) []plot.Tick {
	var ts []plot.Tick
	for _, t := range ticks {
		if t.Label != "" {
			ts = append(ts, t)
		}
	}
	slices.SortFunc(ts, func(a, b plot.Tick) int { return cmp.Compare(a.Value, b.Value) })
	if len(ts) < 2 || hi <= lo {
		return ts
	}
	y := func(v float64) vg.Length { return vg.Length((v-lo)/(hi-lo)) * height }
	for m := 1; m < len(ts); m++ {
		var kept []plot.Tick
		for i := 0; i < len(ts); i += m {
			kept = append(kept, ts[i])
		}
		ok := true
		for i := 1; i < len(kept); i++ {
			if y(kept[i].Value)-y(kept[i-1].Value) < gap {
				ok = false
				break
			}
		}
		if ok {
			return kept
		}
	}
	return ts[:1]
}
