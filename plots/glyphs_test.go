package plots_test

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/grundylab/grundylab/plots"
)

// fieldSymbols holds characters of combinatorial game theory and number
// theory that a figure's text may use and that Liberation Serif lacks
// (but for a few it has, kept for the context), in texts like a
// researcher's.
var fieldSymbols = []string{
	"⌊kφ⌋, ⌊kφ²⌋, ⌈n/2⌉",         // Beatty sequences, Wythoff's P-positions
	"G ⊕ H, a ⊗ b, a ⊖ b, a ⊻ b", // nim-sum, nim-product
	"n ∈ ℕ, k ∉ S, ℤ ℚ ℝ",
	"∗3 + ∗ = ∗2, ↑ ↓ ⇑ ⇓, ⋆",                // nimbers (∗ is U+2217), infinitesimals
	"S ⊂ T ⊆ U ⊃ V ⊇ W, ∅, A ∪ B ∩ C, A ∖ B", // option sets, mex ∅ = 0
	"g(n) ≡ 1, g ≢ 0, ∑ ∏, n → ∞, ⇒ ⇔ ↦ ⟶, ∝ ⟨a, b⟩",
	"∀ n ∃ m, p ∧ q ∨ ¬r, d ∣ n, d ∤ n, f ∘ g, 1, …, ⋯, ℓ",
	"G ≺ H ≻ K ≼ ≽ ⩽ ⩾, ±1 ∓ 1, √n, ∂, ∇, ⊢, ⊥",
	"x⁰ x⁺ x⁻ x⁹, n₀ n₁ n₉", // Unicode scripts Liberation mostly lacks
}

// figureFont is the font of a figure's text: gonum's default.
var figureFont = font.Font{Typeface: "Liberation", Variant: "Serif", Size: 10}

// TestFieldSymbolsCovered checks that MathText can draw every character
// of fieldSymbols: each is in Liberation Serif or a fallback font.
func TestFieldSymbolsCovered(t *testing.T) {
	mt := plots.NewMathText()
	for _, s := range fieldSymbols {
		for _, v := range []font.Variant{"Serif", "Sans"} {
			f := figureFont
			f.Variant = v
			if err := mt.Check(s, f); err != nil {
				t.Errorf("Check(%q, %s): %v", s, v, err)
			}
		}
	}
}

// inkColumns reports for each pixel column of img whether it has a pixel
// darker than mid-grey.
func inkColumns(img image.Image) []bool {
	b := img.Bounds()
	ink := make([]bool, b.Dx())
	for x := b.Min.X; x < b.Max.X; x++ {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r+g+bl < 3*0x8000 {
				ink[x-b.Min.X] = true
				break
			}
		}
	}
	return ink
}

// TestFallbackInk draws a line of symbols Liberation Serif lacks and
// checks that each character puts ink in the columns MathText measured
// for it. Before the fallback fonts, ⌊ ⌋ ⊕ ∈ ℕ ∗ left their columns blank.
func TestFallbackInk(t *testing.T) {
	const line = "⌊kφ⌋ ⊕ ∈ ℕ ∗ ⋯"
	const dpi = 96
	sty := text.Style{Font: figureFont, Handler: plots.NewMathText()}
	sty.Font.Size = 24
	x0 := vg.Length(4)
	c := vgimg.NewWith(vgimg.UseWH(sty.Width(line)+2*x0, 2*sty.Font.Size), vgimg.UseDPI(dpi))
	dc := draw.New(c)
	dc.FillText(sty, vg.Point{X: x0, Y: sty.Font.Size / 2}, line)
	ink := inkColumns(c.Image())
	for i, r := range line {
		if r == ' ' {
			continue
		}
		// The character's advance, less a pixel each side for
		// antialiasing and side bearings.
		from := (x0 + sty.Width(line[:i])).Dots(dpi) + 1
		to := (x0 + sty.Width(line[:i]+string(r))).Dots(dpi) - 1
		has := false
		for x := int(from); x < int(to) && x < len(ink); x++ {
			has = has || ink[x]
		}
		if !has {
			t.Errorf("%q (U+%04X): no ink in columns [%.0f, %.0f)", r, r, from, to)
		}
	}

	// The same line as a figure's title: Encode checks every string
	// drawn and must accept the fallback's pieces.
	p := plot.New()
	plots.Notebook.Apply(p)
	p.Title.Text = line
	if _, err := plots.Encode(p, 6*vg.Centimeter, 3*vg.Centimeter, "png"); err != nil {
		t.Error(err)
	}
}

// TestFallbackAlone renders each symbol alone as a figure's title and
// checks that the PNG has ink.
func TestFallbackAlone(t *testing.T) {
	for _, r := range "⌊⌋⊕∈ℕ∗∅⋯" {
		p := plot.New()
		plots.Notebook.Apply(p)
		p.HideAxes()
		p.Title.Text = string(r)
		b, err := plots.Encode(p, 2*vg.Centimeter, 2*vg.Centimeter, "png")
		if err != nil {
			t.Errorf("%q: %v", r, err)
			continue
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, in := range inkColumns(img) {
			if in {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%q (U+%04X) as a title: no ink in the PNG", r, r)
		}
	}
}

// TestPDFFallback checks that a PDF embeds the fallback fonts and that its
// text layer holds the characters drawn from them.
func TestPDFFallback(t *testing.T) {
	const title = "⌊kφ⌋ ⊕ H, n ∈ ℕ, ∗3, ∅" // ∅: DejaVu Sans
	p := plot.New()
	plots.PaperWide.Apply(p)
	p.Title.Text = title
	p.X.Label.Text = "G ⊕ H"
	b, err := plots.Encode(p, 10*vg.Centimeter, 5*vg.Centimeter, "pdf")
	if err != nil {
		t.Fatal(err)
	}
	// pdfCanvas names each font's family after the font.
	for _, f := range []string{"liberationserif-regular", "dejavuserif-regular", "dejavusans-regular"} {
		if !bytes.Contains(b, []byte("/FontName /utf8"+f)) || !bytes.Contains(b, []byte("/FontFile2")) {
			t.Errorf("PDF embeds no font %s", f)
		}
	}
	text := pdfText(t, p)
	for _, want := range []string{title, "G ⊕ H"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF text lacks %q; pdftotext gives:\n%s", want, text)
		}
	}
}

// TestGlyphError checks the policy for a character no font has: every
// output fails with a *GlyphError naming it, and Save writes no file.
func TestGlyphError(t *testing.T) {
	for _, tc := range []struct {
		text  string
		r     rune
		plain bool // drawn without MathText
	}{
		{"x \uE000 y", 0xE000, false}, // private use
		{"Go 棋", '棋', false},          // CJK: not in DejaVu
		{"G ⊕ H", '⊕', true},          // in DejaVu, but text.Plain draws Liberation only
		// Beyond U+FFFF, though DejaVu has them: the PDF's font embedding
		// panicked on them (index out of range in fpdf).
		{"t 😀", '😀', false},
		{"x ∈ 𝔽", '𝔽', false},
	} {
		p := plot.New()
		if !tc.plain {
			plots.Notebook.Apply(p)
			err := plots.NewMathText().Check(tc.text, figureFont)
			var ge *plots.GlyphError
			if !errors.As(err, &ge) || ge.Rune != tc.r {
				t.Errorf("Check(%q) = %v, want a GlyphError for %q", tc.text, err, tc.r)
			}
		}
		p.Title.Text = tc.text
		dir := t.TempDir()
		for _, format := range plots.Formats {
			path := filepath.Join(dir, "f."+format)
			for name, err := range map[string]error{
				"Encode": func() error { _, err := plots.Encode(p, 5*vg.Centimeter, 3*vg.Centimeter, format); return err }(),
				"Save":   plots.Save(p, 5*vg.Centimeter, 3*vg.Centimeter, path),
			} {
				var ge *plots.GlyphError
				if !errors.As(err, &ge) {
					t.Errorf("%s %s of %q: error %v, want a GlyphError", name, format, tc.text, err)
					continue
				}
				// Text is the text, or the piece of it set in one font.
				if ge.Rune != tc.r || !strings.Contains(tc.text, ge.Text) || !strings.ContainsRune(ge.Text, tc.r) || (ge.Fallback != "") != tc.plain {
					t.Errorf("%s %s of %q: %+v, want rune %q, fallback %v", name, format, tc.text, ge, tc.r, tc.plain)
				}
				if cp := fmt.Sprintf("U+%04X", tc.r); !strings.Contains(err.Error(), cp) {
					t.Errorf("%s %s: message %q does not name %s", name, format, err, cp)
				}
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("Save %s of %q left a file (%v)", format, tc.text, err)
			}
		}
		if _, err := plots.EncodePNG(p, 5*vg.Centimeter, 3*vg.Centimeter, 96); !errors.As(err, new(*plots.GlyphError)) {
			t.Errorf("EncodePNG of %q: %v, want a GlyphError", tc.text, err)
		}
	}
}

// inkGaps returns the widths of the blank column runs between the inked
// ones of img, and the last inked column.
func inkGaps(img image.Image) (gaps []int, last int) {
	ink := inkColumns(img)
	first, blank := true, 0
	for x, in := range ink {
		switch {
		case in && !first && blank > 0:
			gaps = append(gaps, blank)
			fallthrough
		case in:
			first, blank, last = false, 0, x
		case !first:
			blank++
		}
	}
	return gaps, last
}

// TestScriptCharGap: a Unicode subscript or superscript stands as close
// to its letter as a MathText script does (to a pixel at 48 pt), and its
// ink stays within the width measured. Liberation Serif's ₀–₉ sit
// centred on half an em: x₁ and H₂O had gaps of 7 and 8 pixels where x_1
// and H_2O have 3.
func TestScriptCharGap(t *testing.T) {
	const dpi = 72 // a pixel a point
	for _, tc := range []struct{ unicode, script string }{
		{"x₁", "x_1"},
		{"H₂O", "H_2O"},
		{"n₀", "n_0"},
		{"a₉b", "a_9b"},
		{"x²", "x^2"},
		{"x⁹", "x^9"}, // DejaVu Serif's
		{"x⁺", "x^+"},
	} {
		sty := text.Style{Font: figureFont, Handler: plots.NewMathText()}
		sty.Font.Size = 48
		x0 := vg.Length(10)
		draw1 := func(s string) ([]int, int) {
			c := vgimg.NewWith(vgimg.UseWH(sty.Width(s)+2*x0, 2*sty.Font.Size), vgimg.UseDPI(dpi))
			dc := draw.New(c)
			dc.FillText(sty, vg.Point{X: x0, Y: sty.Font.Size / 2}, s)
			return inkGaps(c.Image())
		}
		got, last := draw1(tc.unicode)
		want, _ := draw1(tc.script)
		if len(got) != len(want) {
			t.Errorf("%q: gaps %v, %q: %v", tc.unicode, got, tc.script, want)
			continue
		}
		for i := range got {
			if got[i] > want[i]+1 {
				t.Errorf("%q: gaps of %v pixels, %q: %v", tc.unicode, got, tc.script, want)
				break
			}
		}
		if end := int(x0 + sty.Width(tc.unicode)); last > end+1 {
			t.Errorf("%q: ink to column %d, measured to %d", tc.unicode, last, end)
		}
	}
	// Moved, not replaced: a PDF's text is as written, its spaces kept.
	const title = "H₂O, x₁ ⊕ x₂ = y₃, n₀+1, 2³ x⁹"
	p := plot.New()
	plots.Paper.Apply(p)
	p.Title.Text = title
	if text := pdfText(t, p); !strings.Contains(text, title) {
		t.Errorf("PDF text lacks %q; pdftotext gives:\n%s", title, text)
	}
}
