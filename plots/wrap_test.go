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
	size        vg.Length // the face's size
	left, right vg.Length
}

func (c *textCanvas) FillString(f font.Face, pt vg.Point, s string) {
	c.texts = append(c.texts, drawnText{s, f.Font.Size, pt.X, pt.X + f.Width(s)})
	c.CanvasSizer.FillString(f, pt, s)
}

// noSpace is s without its spaces and line breaks.
func noSpace(s string) string {
	return strings.NewReplacer(" ", "", "\n", "").Replace(s)
}

// TestTitleWrapped: a title wider than its figure is drawn on several
// lines, each within the figure (gonum draws it on one line, cut at both
// edges), with every character of it in order, a word wider than the
// figure broken within; the plot passed is not modified; a title that
// fits is drawn as it is.
func TestTitleWrapped(t *testing.T) {
	long := "Grundy values of the octal game 0.137 (Dawson's Chess) on heaps 0 to 1000, with the observed period 34 from the preperiod 53"
	word := "graph6 " + strings.Repeat("K~{?GW", 12) + " (72 characters)"
	for _, tc := range []struct {
		title string
		w     vg.Length
		lines int // at least
	}{
		{long, Paper.Width, 2},
		{long, 4 * vg.Centimeter, 4},
		{"Kayles", 4 * vg.Centimeter, 1},
		{word, 4 * vg.Centimeter, 3},  // one word wider than the figure
		{word, 1 * vg.Centimeter, 12}, // … many times
		{"line one\n" + long, 6 * vg.Centimeter, 4},
		{"H_{2}O^{18} " + strings.Repeat("x^{10}", 30), 3 * vg.Centimeter, 3},
	} {
		p := plot.New()
		Paper.Apply(p)
		p.Title.Text = tc.title
		l, err := plotter.NewLine(plotter.XYs{{X: 0, Y: 0}, {X: 1, Y: 1}})
		if err != nil {
			t.Fatal(err)
		}
		p.Add(l)
		c := &textCanvas{CanvasSizer: vgimg.New(tc.w, 24*vg.Centimeter)} // tall enough for 22 lines (fitFigure)
		if err := drawChecked(p, c); err != nil {
			t.Fatal(err)
		}
		if p.Title.Text != tc.title {
			t.Errorf("the caller's title became %q", p.Title.Text)
		}
		var drawn []string
		for _, d := range c.texts {
			if d.size != Paper.Title && d.size != Paper.Title*ScriptScale {
				continue // not the title's
			}
			if d.left < 0 || d.right > tc.w {
				t.Errorf("width %v: title piece %q drawn from %v to %v, outside the figure", tc.w, d.s, d.left, d.right)
			}
			drawn = append(drawn, d.s)
		}
		// MathText draws a script without its ^{…}.
		want := noSpace(strings.NewReplacer("^{", "", "_{", "", "}", "").Replace(tc.title))
		if got := noSpace(strings.Join(drawn, "")); got != want {
			t.Errorf("width %v: title drawn as %q, want every character of %q once in order", tc.w, got, tc.title)
		}
		if n := len(strings.Split(WrapText(p.Title.TextStyle, tc.title, tc.w*titleMargin), "\n")); n < tc.lines {
			t.Errorf("width %v: %d lines, want at least %d", tc.w, n, tc.lines)
		}
	}
}

// TestWrapText: each line fits the width (or is one character or
// script), words that fit are kept whole, a word wider than the width
// is broken within (after a hyphen when one fits) but never inside a
// script or before it, every character is kept in order, text that fits is unchanged
// and the text's own line breaks are kept.
func TestWrapText(t *testing.T) {
	p := plot.New()
	sty := p.Title.TextStyle
	sty.Handler = NewMathText()
	for _, tc := range []struct {
		s      string
		width  vg.Length
		prefix string // the wrapped text begins so
	}{
		{"a b c d e f g h i j k l m n o p", 20, "a b\n"},
		{"supercalifragilistic word", 10, "s"}, // broken within
		{"fits", 1000, "fits"},
		{"already\nbroken at will", 45, "already\n"},
		{"already\r\nbroken at will", 45, "already\n"},
		{"tab\tseparated\twords", 80, "tab separated\n"},
		{"", 10, ""},
		{"Sprague-Grundy-values of games", 100, "Sprague-Grundy-\n"},
		{"x^{10}y^{20}z_{30}w^{40}", 15, "x^{10}\n"},
		{"abc^{10}def_{20}", 20, "ab\nc^{10}"}, // a script stays with its base
		{"unclosed^{brace and more text", 30, ""},
		{"WWWWW", 1, "W\nW\n"},        // one character wider than the width
		{`\_\_\_\_`, 1, "\\_\n\\_\n"}, // an escaped _ is one character, kept whole
	} {
		got := WrapText(sty, tc.s, tc.width)
		if !strings.HasPrefix(got, tc.prefix) {
			t.Errorf("WrapText(%q, %v) = %q, want it to begin %q", tc.s, tc.width, got, tc.prefix)
		}
		if sty.Width(tc.s) <= tc.width && got != tc.s {
			t.Errorf("WrapText(%q, %v) = %q, want it unchanged", tc.s, tc.width, got)
		}
		if noSpace(got) != noSpace(cleanText(tc.s)) {
			t.Errorf("WrapText(%q, %v) = %q: characters changed", tc.s, tc.width, got)
		}
		for _, line := range strings.Split(got, "\n") {
			if sty.Width(line) > tc.width && len(scriptUnits(line)) > 1 {
				t.Errorf("WrapText(%q, %v): line %q is %v wide", tc.s, tc.width, line, sty.Width(line))
			}
			if strings.HasPrefix(line, "^") || strings.HasPrefix(line, "_") {
				t.Errorf("WrapText(%q, %v): line %q begins with a script, cut from its base", tc.s, tc.width, line)
			}
			for _, f := range strings.Fields(line) {
				if u := scriptUnits(f); strings.Count(f, "{") != strings.Count(f, "}") && !strings.Contains(tc.s, "unclosed") || strings.ContainsAny(u[len(u)-1], "^_") && len([]rune(u[len(u)-1])) == 1 {
					t.Errorf("WrapText(%q, %v): line %q breaks a script", tc.s, tc.width, line)
				}
			}
		}
		for _, w := range strings.Fields(cleanText(tc.s)) {
			if sty.Width(w) <= tc.width && !strings.Contains(got, w) {
				t.Errorf("WrapText(%q, %v) = %q: the word %q, which fits, was broken", tc.s, tc.width, got, w)
			}
		}
	}
}
