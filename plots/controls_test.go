package plots

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
)

// TestControlCharacters: a tab in a title or label is drawn as a space,
// CR LF, CR, VT, FF, NEL, LS and PS as line breaks, with MathText (a
// figure's style) and, for the tab, with gonum's text.Plain; any other
// control character fails every output with a GlyphError naming it.
// Before, each of them failed with a GlyphError "no glyph".
func TestControlCharacters(t *testing.T) {
	for _, tc := range []struct {
		text  string
		plain bool     // drawn with text.Plain, not MathText
		lines []string // the title's lines as drawn; nil: an error
		bad   rune
	}{
		{text: "Kayles\tnimbers", lines: []string{"Kayles nimbers"}},
		{text: "Kayles\tnimbers", plain: true, lines: []string{"Kayles nimbers"}},
		{text: "x\t⊕\ty_1", lines: []string{"x ", "⊕ ", "y", "1"}}, // a space ends its piece
		{text: "one\r\ntwo", lines: []string{"one", "two"}},
		{text: "one\rtwo\vthree\ffour", lines: []string{"one", "two", "three", "four"}},
		{text: "one\u2028two\u0085three", lines: []string{"one", "two", "three"}},
		{text: "\x1b[31mred", bad: 0x1b},
		{text: "nul\x00padded", bad: 0},
		{text: "bell\a", bad: 7},
		{text: "del\x7f", bad: 0x7f},
		{text: "c1\u009b", bad: 0x9b},
		{text: "one\r\ntwo", plain: true, bad: '\r'},
	} {
		p := plot.New()
		if !tc.plain {
			Notebook.Apply(p)
		}
		p.HideAxes()
		p.Title.Text = tc.text
		c := &textCanvas{CanvasSizer: vgimg.New(8*vg.Centimeter, 4*vg.Centimeter)}
		err := drawChecked(p, c)
		if tc.lines == nil {
			var ge *GlyphError
			if !errors.As(err, &ge) || ge.Rune != tc.bad || !ge.Control {
				t.Errorf("%q: error %v, want a GlyphError for the control character U+%04X", tc.text, err, tc.bad)
			} else if !strings.Contains(err.Error(), fmt.Sprintf("U+%04X", tc.bad)) {
				t.Errorf("%q: message %q does not name U+%04X", tc.text, err, tc.bad)
			}
			for _, format := range Formats {
				if _, err := Encode(p, 8*vg.Centimeter, 4*vg.Centimeter, format); !errors.As(err, new(*GlyphError)) {
					t.Errorf("%q: Encode %s: %v, want a GlyphError", tc.text, format, err)
				}
			}
			if !tc.plain {
				if err := NewMathText().Check(tc.text, p.Title.TextStyle.Font); !errors.As(err, new(*GlyphError)) {
					t.Errorf("Check(%q) = %v, want a GlyphError", tc.text, err)
				}
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		var got []string
		for _, d := range c.texts {
			got = append(got, d.s)
		}
		if strings.Join(got, "|") != strings.Join(tc.lines, "|") {
			t.Errorf("%q drawn as %q, want %q", tc.text, got, tc.lines)
		}
		for _, format := range Formats {
			if _, err := Encode(p, 8*vg.Centimeter, 4*vg.Centimeter, format); err != nil {
				t.Errorf("%q: Encode %s: %v", tc.text, format, err)
			}
		}
		if !tc.plain {
			if err := NewMathText().Check(tc.text, p.Title.TextStyle.Font); err != nil {
				t.Errorf("Check(%q) = %v", tc.text, err)
			}
		}
	}
}
