package plots_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"

	"github.com/grundylab/grundylab/plots"
)

// figureGlyphs holds every character outside ASCII that the project's
// figure texts use (titles, axis labels, legends and keys in plots, lab,
// the CLI's plot command and the notebooks' figures), in texts like
// theirs. The minus sign U+2212 also comes from MathText, which draws the
// exponent of a log tick "10^{-3}" as a raised "−3".
var figureGlyphs = []string{
	"octal:0.77: running density of P-positions, 1 ≤ n ≤ 1000",
	"misère values · Kayles",
	"γ ≈ 0.5, n ≥ 2, 3×4 → 12",
	"s₁ ∩ s₂ ≠ s₃, n¹ n³ n⁴ – √n — π ν σ Σ §",
	"rare values … (10 more)",
	"g(n) mod 2², n ≡ 1 (mod 3), k ⇔ k′ ← ↔",
}

// TestFigureGlyphsInFont checks that gonum's default font (Liberation
// Serif, the font of every figure) has a glyph for each character of
// figureGlyphs, which are drawn in it. It lacks ⊕, ∅, ∝, ⌊ ⌋, ⟨ ⟩ and
// the superscripts ⁺ ⁻ ⁰, which MathText draws from its fallback fonts
// (TestFieldSymbolsCovered).
func TestFigureGlyphsInFont(t *testing.T) {
	face := font.DefaultCache.Lookup(font.Font{Typeface: "Liberation", Variant: "Serif"}, 10)
	for _, s := range figureGlyphs {
		for _, r := range s {
			if i, err := face.Face.GlyphIndex(nil, r); i == 0 || err != nil {
				t.Errorf("%s has no glyph for %q (in %q)", face.Name(), r, s)
			}
		}
	}
	for _, r := range "⊕∅⁻" {
		if i, _ := face.Face.GlyphIndex(nil, r); i != 0 {
			t.Errorf("%s has a glyph for %q: update the doc comments of MathText and glyphs.go", face.Name(), r)
		}
	}
}

// pdftotext returns the path of poppler's pdftotext, skipping the test
// when it is missing, or failing it when the CI environment variable is
// set: CI must run this test, so it installs poppler-utils
// (scripts/setup).
func pdftotext(t *testing.T, tool string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err == nil {
		return path
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("%s not found with CI set: install poppler-utils (apt-get install poppler-utils): %v", tool, err)
	}
	t.Skipf("%s not found (install poppler-utils): %v", tool, err)
	return ""
}

// pdfText exports p to PDF through plots.Export and returns the text
// pdftotext extracts from it.
func pdfText(t *testing.T, p *plot.Plot) string {
	t.Helper()
	tool := pdftotext(t, "pdftotext")
	dir := t.TempDir()
	if _, err := plots.Export(dir, plots.Figure{Name: "glyphs", Plot: p, W: plots.PaperWide.Width, H: 3 * plots.PaperWide.Height}); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-raw", filepath.Join(dir, "glyphs.pdf"), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// TestPDFText checks that the text of an exported PDF is the text drawn:
// gonum's own PDF backend turned "≤" into "â‰¤" and "misère" into
// "misÃ¨re" (issue 22).
func TestPDFText(t *testing.T) {
	p := plot.New()
	plots.PaperWide.Apply(p)
	p.Title.Text = figureGlyphs[0]
	p.X.Label.Text = figureGlyphs[1]
	p.Y.Label.Text = "density" // rotated: pdftotext splits it into words
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plots.PowerTicks{}
	for _, name := range figureGlyphs[2:] {
		l, err := plotter.NewLine(plotter.XYs{{X: 1, Y: 1e-3}, {X: 2, Y: 1}})
		if err != nil {
			t.Fatal(err)
		}
		p.Add(l)
		p.Legend.Add(name, l)
	}
	text := pdfText(t, p)
	for _, want := range figureGlyphs {
		if !strings.Contains(text, want) {
			t.Errorf("PDF text lacks %q; pdftotext gives:\n%s", want, text)
		}
	}
	// The log ticks 10^{-3} … 1, drawn by MathText as 10 with a raised −3.
	for _, want := range []string{"10−3", "10−2", "10−1", "1"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF text lacks tick label %q; pdftotext gives:\n%s", want, text)
		}
	}
	for _, bad := range []string{"â", "Ã", "Î"} {
		if strings.Contains(text, bad) {
			t.Errorf("PDF text contains mojibake %q:\n%s", bad, text)
		}
	}
}

// TestPDFImage checks that an image in a PDF is upright: its first row at
// the top, as in PNG and SVG.
func TestPDFImage(t *testing.T) {
	tool := pdftotext(t, "pdftoppm")
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	for y := range 4 {
		for x := range 4 {
			c := color.RGBA{B: 255, A: 255}
			if y == 0 {
				c = color.RGBA{R: 255, A: 255} // first row red
			}
			img.Set(x, y, c)
		}
	}
	p := plot.New()
	p.HideAxes()
	p.Add(plotter.NewImage(img, 0, 0, 4, 4))
	b, err := plots.Encode(p, 100, 100, "pdf")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "image.pdf"), filepath.Join(dir, "image")
	if err := os.WriteFile(in, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-png", "-r", "72", "-singlefile", in, out).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, msg)
	}
	b, err = os.ReadFile(out + ".png")
	if err != nil {
		t.Fatal(err)
	}
	raster, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	bd := raster.Bounds()
	top := raster.At(bd.Min.X+bd.Dx()/2, bd.Min.Y+bd.Dy()/8)
	bottom := raster.At(bd.Min.X+bd.Dx()/2, bd.Max.Y-bd.Dy()/8)
	if r, _, b, _ := top.RGBA(); r < 0x8000 || b > 0x8000 {
		t.Errorf("top of the PDF image is %v, want red (the image's first row)", top)
	}
	if r, _, b, _ := bottom.RGBA(); r > 0x8000 || b < 0x8000 {
		t.Errorf("bottom of the PDF image is %v, want blue", bottom)
	}
}

// TestPDFDeterministic: the same figure gives the same PDF bytes (fixed
// creation date, sorted catalogue), so re-exported figures do not churn.
func TestPDFDeterministic(t *testing.T) {
	p, err := plots.SequencePlot([]int{0, 1, 2, 0, 1, 3}, &plots.SequenceOptions{Title: "misère γ ≤ 1"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := plots.Encode(p, 200, 100, "pdf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := plots.Encode(p, 200, 100, "pdf")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Error("two encodings of one figure differ")
	}
}
