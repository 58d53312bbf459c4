package plots

import (
	"errors"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
)

// TestCombiningMarks: figures set glyphs one after another, so a
// combining mark would land beside its letter (x¯ for x̄): MathText
// composes what Unicode can (o and U+0304 are ō, drawn), and a mark left
// over is a GlyphError naming it, in every format, rather than a wrong
// figure.
func TestCombiningMarks(t *testing.T) {
	for _, tc := range []struct {
		text string
		mark rune // 0: drawn
	}{
		{"o\u0304 = ō", 0},
		{"e\u0301t\u00e9", 0},
		{"x\u0304", 0x0304},
		{"q\u0307 = p", 0x0307},
		{"Z\u0338", 0x0338},
	} {
		if err := NewMathText().Check(tc.text, plot.DefaultFont); (err != nil) != (tc.mark != 0) {
			t.Errorf("Check(%q) = %v", tc.text, err)
		}
		p := plot.New()
		Notebook.Apply(p)
		p.Title.Text = tc.text
		for _, format := range Formats {
			_, err := Encode(p, 5*vg.Centimeter, 3*vg.Centimeter, format)
			var ge *GlyphError
			switch {
			case tc.mark == 0 && err != nil:
				t.Errorf("%s of %q: %v", format, tc.text, err)
			case tc.mark != 0 && (!errors.As(err, &ge) || ge.Rune != tc.mark || !ge.Combining):
				t.Errorf("%s of %q: %v, want a GlyphError for the combining mark U+%04X", format, tc.text, err, tc.mark)
			}
		}
	}
}
