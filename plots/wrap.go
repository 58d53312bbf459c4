package plots

import (
	"fmt"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// WrapText breaks s into lines of at most width in sty, so that a title
// wider than its figure is not cut at both edges (gonum draws a title on
// one line, centred, whatever its width). The lines of s are kept (a tab
// and the line breaks of other systems read as MathText reads them; see
// "Control characters" in controls.go), and each line wider than width is
// broken at its spaces. A word wider than width by itself (a graph6
// string, a long formula) is broken within: after its last hyphen or
// slash that fits, else after its last character that fits, never in or
// before a MathText script (x^{10}); so no line is wider than width
// unless one character with its scripts is. No character is added or
// lost but the spaces at the breaks. Text that fits is returned as it
// is. O(len(s)) measurements, and O(len(w)²) for a word w broken within.
func WrapText(sty text.Style, s string, width vg.Length) string {
	if s == "" || sty.Width(s) <= width {
		return s
	}
	var lines []string
	for _, l := range strings.Split(cleanText(s), "\n") {
		lines = append(lines, wrapLine(sty, l, width)...)
	}
	return strings.Join(lines, "\n")
}

// wrapLine breaks one line at its spaces, and a word wider than width
// within (breakWord).
func wrapLine(sty text.Style, s string, width vg.Length) []string {
	if sty.Width(s) <= width {
		return []string{s}
	}
	var lines []string
	line := ""
	for _, w := range wordsOf(s) {
		switch {
		case w == "":
			// Runs of spaces collapse at a break.
		case line == "" && sty.Width(w) <= width:
			line = w
		case line != "" && sty.Width(line+" "+w) <= width:
			line += " " + w
		case sty.Width(w) <= width:
			lines = append(lines, line)
			line = w
		default:
			// Wider than the line by itself: broken within, its last
			// piece beginning the next line.
			if line != "" {
				lines = append(lines, line)
			}
			pieces := breakWord(sty, w, width)
			lines = append(lines, pieces[:len(pieces)-1]...)
			line = pieces[len(pieces)-1]
		}
	}
	return append(lines, line)
}

// wordsOf splits a line at its spaces, but not at a space inside a
// MathText script group ("2^{k + 1}" is one word: broken there, the
// line would print its markup), so that joining the words with spaces
// gives the line back.
func wordsOf(s string) []string {
	var words []string
	var w strings.Builder
	for _, t := range mathTokens(s) {
		if t.src == " " {
			words = append(words, w.String())
			w.Reset()
			continue
		}
		w.WriteString(t.src)
	}
	return append(words, w.String())
}

// breakWord breaks a word wider than width into pieces each at most
// width wide (but for a single unit wider than that): after the last
// hyphen or slash of a piece that fits, else as many units as fit. A
// unit is a character, or a MathText script with its ^ or _ (x^{10}
// breaks before ^ or after }).
func breakWord(sty text.Style, w string, width vg.Length) []string {
	units := scriptUnits(w)
	var pieces []string
	for len(units) > 0 {
		n, soft := 1, 0 // units that fit; those up to a hyphen or slash
		for n < len(units) && sty.Width(strings.Join(units[:n+1], "")) <= width {
			n++
			if u := units[n-1]; (u == "-" || u == "/") && n < len(units) {
				soft = n
			}
		}
		if n < len(units) && soft > 0 {
			n = soft
		}
		pieces = append(pieces, strings.Join(units[:n], ""))
		units = units[n:]
	}
	return pieces
}

// scriptUnits splits w into MathText's tokens (mathTokens), a script
// kept with the unit before it, so that a word is never broken in or
// before a script.
func scriptUnits(w string) []string {
	var units []string
	for _, t := range mathTokens(w) {
		if t.shift != 0 && len(units) > 0 {
			units[len(units)-1] += t.src // a script stays with its base
			continue
		}
		units = append(units, t.src)
	}
	return units
}

// titleMargin is the share of a figure's width its title may take.
const titleMargin = 0.95

// fitTitle returns a shallow copy of p to draw in a figure w wide: its
// title wrapped (WrapText) when wider than 95% of w, and w recorded for
// the plotters that lay themselves out to the figure (KeyStrip; see
// figureWidth). The plot the caller passed is not modified.
func fitTitle(p *plot.Plot, w vg.Length) *plot.Plot {
	q := *p
	h := p.TextHandler
	if f, ok := h.(figureText); ok {
		h = f.Handler
	}
	q.TextHandler = figureText{Handler: h, width: w}
	t := p.Title
	if t.Text == "" || t.TextStyle.Handler == nil || t.TextStyle.Font.Size == 0 {
		return &q
	}
	q.Title.Text = WrapText(t.TextStyle, t.Text, w*titleMargin)
	return &q
}

// maxTitleShare is the largest share of a figure's height its title may
// take: the rest holds the axes, the keys and the data (a quarter of a
// small figure is little, but drawn; a half refused titles of four short
// lines in a 4 cm figure).
const maxTitleShare = 0.75

// fitFigure is fitTitle, and an error when the title, wrapped to the
// width w, is taller than maxTitleShare of the figure's height h: gonum would draw
// the axes and the data over it (a 200-character title in a 4×4 cm
// figure), a misleading figure rather than a failed one. Encode, Save,
// Export and the notebook display draw through it (drawChecked).
func fitFigure(p *plot.Plot, w, h vg.Length) (*plot.Plot, error) {
	q := fitTitle(p, w)
	t := q.Title
	if t.Text == "" || t.TextStyle.Handler == nil || t.TextStyle.Font.Size == 0 {
		return q, nil
	}
	room := h*maxTitleShare - t.Padding
	if t.TextStyle.Height(t.Text) <= room {
		return q, nil
	}
	e := t.TextStyle.FontExtents()
	gap := e.Height - e.Ascent - e.Descent
	most := max(0, int((room+gap)/e.Height)) // lines with no scripts
	cm := func(l vg.Length) string { return strconv.FormatFloat(float64(l/vg.Centimeter), 'g', 3, 64) }
	return nil, fmt.Errorf("plots: the title needs %d lines in a figure %s cm wide, more than its height of %s cm allows (%d); shorten it or enlarge the figure",
		len(t.TextStyle.Handler.Lines(t.Text)), cm(w), cm(h), most)
}

// figureText is the Plot.TextHandler of the copy fitTitle draws (gonum
// reads that field only in plot.New, to style a new plot's texts): the
// plot's own handler, and the width of the figure the plot is drawn in.
type figureText struct {
	text.Handler
	width vg.Length
}

// figureWidth returns the width of the figure p is being drawn in by
// this package (Encode, Save, Export), and false when p is drawn by
// other means.
func figureWidth(p *plot.Plot) (vg.Length, bool) {
	f, ok := p.TextHandler.(figureText)
	return f.width, ok
}
