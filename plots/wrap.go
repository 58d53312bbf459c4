package plots

import (
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// WrapText breaks s at spaces into lines of at most width in sty, so
// that a title wider than its figure is not cut at both edges (gonum
// draws a title on one line, centred, whatever its width). Text that
// fits, or already has line breaks, is returned as it is; a word wider
// than width stays whole on its line. O(len(s)) measurements.
func WrapText(sty text.Style, s string, width vg.Length) string {
	if s == "" || strings.Contains(s, "\n") || sty.Width(s) <= width {
		return s
	}
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case sty.Width(line+" "+w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return strings.Join(append(lines, line), "\n")
}

// titleMargin is the share of a figure's width its title may take.
const titleMargin = 0.95

// fitTitle returns p, or when its title is wider than 95% of a figure w
// wide, a shallow copy of p whose title is wrapped (WrapText): the plot
// the caller passed is not modified.
func fitTitle(p *plot.Plot, w vg.Length) *plot.Plot {
	t := p.Title
	if t.Text == "" || t.TextStyle.Handler == nil || t.TextStyle.Font.Size == 0 {
		return p
	}
	wrapped := WrapText(t.TextStyle, t.Text, w*titleMargin)
	if wrapped == t.Text {
		return p
	}
	q := *p
	q.Title.Text = wrapped
	return &q
}
