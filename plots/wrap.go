package plots

import (
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
	for _, w := range strings.Split(s, " ") {
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

// scriptUnits splits w into characters, keeping a MathText script (^ or _
// with the character or braced group after it, as runs reads it) whole
// and with the character before it.
func scriptUnits(w string) []string {
	rs := []rune(w)
	var units []string
	for i := 0; i < len(rs); {
		j := i + 1
		if rs[i] == '\\' && i+1 < len(rs) && (rs[i+1] == '^' || rs[i+1] == '_') {
			units = append(units, string(rs[i:i+2])) // an escaped ^ or _: one character drawn
			i += 2
			continue
		}
		if (rs[i] == '^' || rs[i] == '_') && i+1 < len(rs) {
			j = i + 2
			if rs[i+1] == '{' {
				j = i + 1 // an unclosed brace: runs reads ^ as plain
				for k := i + 2; k < len(rs); k++ {
					if rs[k] == '}' {
						j = k + 1
						break
					}
				}
			}
		}
		if u := string(rs[i:j]); j-i > 1 && len(units) > 0 {
			units[len(units)-1] += u // a script stays with its base
		} else {
			units = append(units, u)
		}
		i = j
	}
	return units
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
