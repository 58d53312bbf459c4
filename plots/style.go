package plots

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// A Style sets the sizes of a figure's text, lines and marks, and its
// default size. Apply it to a plot before adding keys (KeyStrip,
// BoundaryLine labels), which copy the plot's text style when created;
// the figure functions of the package take a Style in their options and
// apply it themselves.
//
// Sizes are absolute (points), so a figure reads as intended only at the
// size it was made for: a Paper figure is meant to be printed at its
// Width, one journal column, where its 7pt ticks and 8pt labels match a
// caption's size. Do not scale a Paper figure up for a notebook, or a
// Notebook figure down for a paper: re-draw it with the other style.
type Style struct {
	// Name identifies the style (the CLI's --style flag).
	Name string
	// Width and Height are the intended figure size.
	Width, Height vg.Length
	// Title, Label, Tick and Key are font sizes: the plot title, the axis
	// labels, the tick labels, and legends and colour keys.
	Title, Label, Tick, Key vg.Length
	// Line is the width of data lines; Axis the width of axis lines and
	// ticks; TickLength the length of major ticks.
	Line, Axis, TickLength vg.Length
	// Glyph is the radius of data marks in small plots (SequencePlot scales
	// it down for long sequences).
	Glyph vg.Length
}

// Notebook is the style of figures shown in notebooks: gonum's default
// sizes, 16 cm wide, read on a screen.
var Notebook = Style{
	Name:  "notebook",
	Width: 16 * vg.Centimeter, Height: 9 * vg.Centimeter,
	Title: 12, Label: 12, Tick: 10, Key: 10,
	Line: 1.25, Axis: 0.5, TickLength: 8,
	Glyph: 2,
}

// Paper is the style of figures for a journal column: 8.5 cm wide (a
// single column of a two-column journal page is 8.3–8.9 cm), text at 7–9
// pt (the sizes of a caption), lines of 1 pt and axes of 0.5 pt, so that
// the figure is legible when printed at its width.
var Paper = Style{
	Name:  "paper",
	Width: 8.5 * vg.Centimeter, Height: 6 * vg.Centimeter,
	Title: 9, Label: 8, Tick: 7, Key: 7,
	Line: 1, Axis: 0.5, TickLength: 4,
	Glyph: 1.5,
}

// PaperWide is Paper for a figure spanning both columns of a page,
// 17.5 cm wide, with the same text sizes.
var PaperWide = Style{
	Name:  "paper-wide",
	Width: 17.5 * vg.Centimeter, Height: 7 * vg.Centimeter,
	Title: 9, Label: 8, Tick: 7, Key: 7,
	Line: 1, Axis: 0.5, TickLength: 4,
	Glyph: 1.5,
}

// Styles lists the predefined styles by name.
var Styles = map[string]*Style{
	Notebook.Name:  &Notebook,
	Paper.Name:     &Paper,
	PaperWide.Name: &PaperWide,
}

// styleOrDefault returns s, or Notebook when s is nil.
func styleOrDefault(s *Style) *Style {
	if s == nil {
		return &Notebook
	}
	return s
}

// Apply sets the title, axis labels, tick labels and legend of p to the
// style's sizes, installs MathText (superscripts and subscripts) on all
// of them, and sets the widths of the axis lines and ticks.
func (s *Style) Apply(p *plot.Plot) {
	mt := NewMathText()
	set := func(t *text.Style, size vg.Length) {
		t.Font.Size = size
		t.Handler = mt
	}
	set(&p.Title.TextStyle, s.Title)
	p.Title.Padding = s.Title / 2
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		set(&a.Label.TextStyle, s.Label)
		a.Label.TextStyle.Handler = axisLabelText{mt}
		a.Label.Padding = s.Label / 4
		set(&a.Tick.Label, s.Tick)
		a.LineStyle.Width = s.Axis
		a.Tick.LineStyle.Width = s.Axis
		a.Tick.Length = s.TickLength
	}
	set(&p.Legend.TextStyle, s.Key)
	p.Legend.ThumbnailWidth = 1.6 * s.Key
}

// axisLabelText is MathText for the axis labels, measured as if they had
// no length. gonum/plot reserves room for an axis label centred on the
// arithmetic midpoint of the axis range, which on a log axis lies near its
// far end: the label then pushes the data area in, leaving a blank band
// under the title (y) or to the right of the plot (x). The labels are
// still drawn centred on the axes (gonum draws them at the canvas centre);
// a label longer than its axis runs past the ends instead of shrinking the
// plot.
type axisLabelText struct{ *MathText }

// Box implements text.Handler: the height and depth of MathText, no width.
func (h axisLabelText) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	_, height, depth = h.MathText.Box(txt, fnt)
	return 0, height, depth
}
