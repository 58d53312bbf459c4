package plots

import (
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
)

// textCanvas records the extent of every string drawn on it.
type textCanvas struct {
	vg.CanvasSizer
	texts []drawnText
}

type drawnText struct {
	s           string
	left, right vg.Length
}

func (c *textCanvas) FillString(f font.Face, pt vg.Point, s string) {
	c.texts = append(c.texts, drawnText{s, pt.X, pt.X + f.Width(s)})
	c.CanvasSizer.FillString(f, pt, s)
}

// TestTitleWrapped: a title wider than its figure is drawn on several
// lines, each within the figure (gonum draws it on one line, cut at both
// edges), and the plot passed is not modified; a title that fits is drawn
// as it is.
func TestTitleWrapped(t *testing.T) {
	long := "Grundy values of the octal game 0.137 (Dawson's Chess) on heaps 0 to 1000, with the observed period 34 from the preperiod 53"
	for _, tc := range []struct {
		title string
		w     vg.Length
		lines int // at least
	}{
		{long, Paper.Width, 2},
		{long, 4 * vg.Centimeter, 4},
		{"Kayles", 4 * vg.Centimeter, 1},
	} {
		p := plot.New()
		Paper.Apply(p)
		p.Title.Text = tc.title
		l, err := plotter.NewLine(plotter.XYs{{X: 0, Y: 0}, {X: 1, Y: 1}})
		if err != nil {
			t.Fatal(err)
		}
		p.Add(l)
		c := &textCanvas{CanvasSizer: vgimg.New(tc.w, 6*vg.Centimeter)}
		if err := drawChecked(p, c); err != nil {
			t.Fatal(err)
		}
		if p.Title.Text != tc.title {
			t.Errorf("the caller's title became %q", p.Title.Text)
		}
		var words []string
		for _, d := range c.texts {
			if strings.Contains(tc.title, d.s) && len(d.s) > 2 {
				if d.left < 0 || d.right > tc.w {
					t.Errorf("width %v: title line %q drawn from %v to %v, outside the figure", tc.w, d.s, d.left, d.right)
				}
				words = append(words, strings.Fields(d.s)...)
			}
		}
		if got := strings.Join(words, " "); got != tc.title {
			t.Errorf("width %v: title drawn as %q, want every word of %q once in order", tc.w, got, tc.title)
		}
		if n := len(strings.Split(WrapText(p.Title.TextStyle, tc.title, tc.w*titleMargin), "\n")); n < tc.lines {
			t.Errorf("width %v: %d lines, want at least %d", tc.w, n, tc.lines)
		}
	}
}

// TestWrapText: lines fit the width, words are kept whole and in order,
// and text that fits or has its own line breaks is unchanged.
func TestWrapText(t *testing.T) {
	p := plot.New()
	sty := p.Title.TextStyle
	for _, tc := range []struct {
		s     string
		width vg.Length
	}{
		{"a b c d e f g h i j k l m n o p", 20},
		{"supercalifragilistic word", 10}, // a word wider than the width stays whole
		{"fits", 1000},
		{"already\nbroken at will", 10},
		{"", 10},
	} {
		got := WrapText(sty, tc.s, tc.width)
		if strings.Contains(tc.s, "\n") || sty.Width(tc.s) <= tc.width {
			if got != tc.s {
				t.Errorf("WrapText(%q, %v) = %q, want it unchanged", tc.s, tc.width, got)
			}
			continue
		}
		if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(tc.s), " ") {
			t.Errorf("WrapText(%q, %v) = %q: words changed", tc.s, tc.width, got)
		}
		for _, line := range strings.Split(got, "\n") {
			if sty.Width(line) > tc.width && strings.Contains(line, " ") {
				t.Errorf("WrapText(%q, %v): line %q is %v wide", tc.s, tc.width, line, sty.Width(line))
			}
		}
	}
}
