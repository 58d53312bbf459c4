package plots

import (
	"image"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// inkDPI is the resolution of the ink measurements here: a pixel is a
// quarter point.
const inkDPI = 288

// isInk reports whether the pixel at (x, y) is not white (antialiasing
// included).
func isInk(img image.Image, x, y int) bool {
	r, g, b, _ := img.At(x, y).RGBA()
	return r < 0xf000 || g < 0xf000 || b < 0xf000
}

// figureInk draws p as drawChecked does (title and keys fitted to the
// figure) in a figure w×h placed with a margin m all round in a larger
// white image, and returns how far, in points, ink reaches past each
// edge of the figure (0 when none does): the ink a figure of that size
// would lose.
func figureInk(t *testing.T, p *plot.Plot, w, h vg.Length) (left, right, top, bottom vg.Length) {
	t.Helper()
	const m = vg.Length(20)
	c := vgimg.NewWith(vgimg.UseWH(w+2*m, h+2*m), vgimg.UseDPI(inkDPI))
	gc := &glyphCanvas{CanvasSizer: c}
	q := fitTitle(p, w)
	q.Draw(draw.Canvas{Canvas: gc, Rectangle: vg.Rectangle{Min: vg.Point{X: m, Y: m}, Max: vg.Point{X: m + w, Y: m + h}}})
	if err := gc.Err(); err != nil {
		t.Fatal(err)
	}
	img := c.Image()
	px := func(l vg.Length) int { return int(l.Dots(inkDPI) + 0.5) }
	pt := func(n int) vg.Length { return vg.Length(n) * vg.Inch / inkDPI }
	b := img.Bounds()
	x0, x1 := px(m), px(m+w) // the figure's columns [x0, x1) and rows [y0, y1), y down
	y0, y1 := px(m), px(m+h)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if !isInk(img, x, y) {
				continue
			}
			left = max(left, pt(x0-x))
			right = max(right, pt(x-x1+1))
			top = max(top, pt(y0-y))
			bottom = max(bottom, pt(y-y1+1))
		}
	}
	return left, right, top, bottom
}

// TestScriptInkInFigure: a superscript in a title's first line or in a
// y axis label (drawn rotated, its top to the left) stays inside the
// figure: MathText's Box gives a line with scripts the height its ink
// takes (the font's ascent cut "10" in x^{10} by 0.64 pt at the top edge,
// and the k of 2^{-k} by 0.6 pt at the left edge), as it does to a line
// with characters taller than Liberation's capitals (É was cut by 0.75 pt).
func TestScriptInkInFigure(t *testing.T) {
	g := make([]int, 60)
	for i := range g {
		g[i] = i % 7
	}
	w, h := 8.5*vg.Centimeter, 6*vg.Centimeter
	for _, tc := range []struct{ title, ylabel string }{
		{"x^{10}", ""},
		{"y^{(k)}", ""},
		{"T^{2^{k}}_{j} and A_{q}^{f}", ""},
		{"", "2^{-k} density"},
		{"x^{10}", "y^{(k)} g_{j}"},
		{"Kayles", "g(n)"},       // no scripts: inside as before
		{"ÉÅÜ Ǻ", "Ǻ ÉÅÜ"},       // capitals taller than gonum's placement lets in
		{"∑ ∏ √n ⌈n/2⌉", "∑ √n"}, // fallback glyphs
	} {
		for _, st := range []*Style{&Paper, &Notebook} {
			p, err := SequencePlot(g, &SequenceOptions{Title: tc.title, YLabel: tc.ylabel, Style: st})
			if err != nil {
				t.Fatal(err)
			}
			l, _, top, _ := figureInk(t, p, w, h)
			if l > 0 || top > 0 {
				t.Errorf("%s, title %q, y label %q: ink %.2f pt past the left edge, %.2f pt past the top", st.Name, tc.title, tc.ylabel, l, top)
			}
		}
	}
}

// inkRows returns, for each row of img from the top, whether it has ink.
func inkRows(img image.Image) []bool {
	b := img.Bounds()
	rows := make([]bool, b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X && !rows[y-b.Min.Y]; x++ {
			rows[y-b.Min.Y] = isInk(img, x, y)
		}
	}
	return rows
}

// inkBands returns the runs of rows with ink, as [first, last] pairs.
func inkBands(rows []bool) [][2]int {
	var bands [][2]int
	for y, ink := range rows {
		switch {
		case !ink:
		case len(bands) > 0 && bands[len(bands)-1][1] == y-1:
			bands[len(bands)-1][1] = y
		default:
			bands = append(bands, [2]int{y, y})
		}
	}
	return bands
}

// drawText draws txt in sty (its top at 2 font sizes below the top of a
// white image) and returns the image and the row of that anchor.
func drawText(sty text.Style, txt string) (image.Image, int) {
	n := vg.Length(strings.Count(txt, "\n") + 1)
	wd := sty.Width(txt) + 2*sty.Font.Size
	ht := (2*n + 4) * sty.Font.Size
	c := vgimg.NewWith(vgimg.UseWH(wd, ht), vgimg.UseDPI(inkDPI))
	sty.YAlign = draw.YTop
	anchor := ht - 2*sty.Font.Size
	dc := draw.New(c)
	dc.FillText(sty, vg.Point{X: sty.Font.Size, Y: anchor}, txt)
	return c.Image(), int((ht - anchor).Dots(inkDPI) + 0.5)
}

// TestMathTextLines: the lines of a multi-line text are set as Box
// measures them: scripts of neighbouring lines do not touch (they
// overlapped by 1.7 pt at 9 pt, lines being 1 font size apart), and n
// lines fill the height reserved for them from the same top, so that a
// title of many lines does not drift down from the figure's top edge
// (8 lines left 9.5 pt blank above them).
func TestMathTextLines(t *testing.T) {
	sty := text.Style{Font: font.Font{Typeface: "Liberation", Variant: "Serif", Size: 9}, Handler: NewMathText()}
	for _, txt := range []string{
		"A_{gjpq} A_{gjpq}\nA^{kdlb} A^{kdlb}",
		"g_{j}(n)\nx^{(k)}\ng_{j}(n)\nx^{(k)}",
		"Hg\nH^{kdlb}\nq_{gjpq}\nHg",
	} {
		img, _ := drawText(sty, txt)
		want := strings.Count(txt, "\n") + 1
		if bands := inkBands(inkRows(img)); len(bands) != want {
			t.Errorf("%q: %d bands of ink rows %v, want %d lines apart", txt, len(bands), bands, want)
		}
	}
	px := func(l vg.Length) float64 { return l.Dots(inkDPI) }
	var top1, span1 int
	for n := 1; n <= 8; n++ {
		for _, line := range []string{"Hg", "H^{2}g_{j}"} {
			txt := strings.TrimSuffix(strings.Repeat(line+"\n", n), "\n")
			img, anchor := drawText(sty, txt)
			bands := inkBands(inkRows(img))
			top, bottom := bands[0][0]-anchor, bands[len(bands)-1][1]-anchor
			// The ink's span less the reserved height is the same for
			// one line and for n (a pixel's rounding either way), and
			// the first line's ink lies as far below the anchor.
			span := float64(bottom-top) - px(sty.Height(txt))
			if n == 1 && line == "Hg" {
				top1, span1 = top, int(span)
			}
			if line != "Hg" {
				continue // scripts lower the first line (Box) by design
			}
			if d := top - top1; d < -1 || d > 1 {
				t.Errorf("%d lines of %q: ink begins %d px below the anchor, one line's %d", n, line, top, top1)
			}
			if d := span - float64(span1); d < -2 || d > 2 {
				t.Errorf("%d lines of %q: ink spans %.1f px more than its Height, one line's %d", n, line, span, span1)
			}
		}
	}
}

// TestMathTextBoxPlain: a line with no scripts and no character taller
// than the font's capitals measures as text.Plain measures it (the
// height and depth of its font, and its width), so figures without
// scripts keep their layout; a line with scripts is taller or deeper, and
// one with accented capitals taller.
func TestMathTextBoxPlain(t *testing.T) {
	fnt := font.Font{Typeface: "Liberation", Variant: "Serif", Size: 9}
	mt := NewMathText()
	for _, tc := range []struct {
		s             string
		taller, lower bool
	}{
		{"Kayles, g(n) = 0", false, false},
		{"Grundy's game 0.137, [4, 8)", false, false},
		{"ÉÅÜ gjpq", true, false},
		{"ü ñ é ō ç", false, false},
		{"x^{10}", true, false},
		{"a_{j}", false, true},
		{"T^{2}_{j}", true, true},
		{"2^{k + 1}", true, false},
	} {
		w, h, d := mt.Box(tc.s, fnt)
		pw, ph, pd := mt.Plain.Box(tc.s, fnt)
		if !tc.taller && !tc.lower && (w != pw || h != ph || d != pd) {
			t.Errorf("Box(%q) = %v, %v, %v; text.Plain's %v, %v, %v", tc.s, w, h, d, pw, ph, pd)
		}
		if (h > ph) != tc.taller || (d > pd) != tc.lower {
			t.Errorf("Box(%q): height %v, depth %v against the font's %v, %v: want taller %v, deeper %v", tc.s, h, d, ph, pd, tc.taller, tc.lower)
		}
	}
}

// TestWrapKeepsScriptGroups: a title is not broken at a space inside a
// script group (it printed "…n < 2^{k" and "+ 1} for k = 20"): every
// line drawn has balanced braces, and the title's characters are drawn
// in order with no markup.
func TestWrapKeepsScriptGroups(t *testing.T) {
	const title = "P-positions of Grundy's game among the heaps n < 2^{k + 1} for k = 20"
	sty := plot.New().Title.TextStyle
	sty.Handler = NewMathText()
	sty.Font.Size = Paper.Title
	for _, tc := range []struct {
		s     string
		width vg.Length
	}{
		{title, 7.58 * vg.Centimeter * titleMargin},
		{title, 5 * vg.Centimeter},
		{"a^{b c d} e_{f g} h", 20},
		{"x^{ k }y_{ j } z", 10},
		{"unclosed^{a b c d e f", 15},
		{`escaped \^{a b} c`, 20},
	} {
		got := WrapText(sty, tc.s, tc.width)
		for _, line := range strings.Split(got, "\n") {
			open := strings.Count(line, "{") - strings.Count(line, "}")
			if open != 0 && !strings.Contains(tc.s, "unclosed") && !strings.Contains(tc.s, `\^`) {
				t.Errorf("WrapText(%q, %v): line %q breaks a script group", tc.s, tc.width, line)
			}
		}
		if noSpace(got) != noSpace(tc.s) {
			t.Errorf("WrapText(%q, %v) = %q: characters changed", tc.s, tc.width, got)
		}
		if tc.s == title && !strings.Contains(got, "2^{k + 1}") {
			t.Errorf("WrapText(%q, %v) = %q: 2^{k + 1} broken", tc.s, tc.width, got)
		}
	}
	// The figure of the probe: the title drawn without markup.
	p, err := SequencePlot([]int{0, 1, 2, 0, 1, 2}, &SequenceOptions{Title: title, Style: &Paper})
	if err != nil {
		t.Fatal(err)
	}
	c := &textCanvas{CanvasSizer: vgimg.New(7.58*vg.Centimeter, 6*vg.Centimeter)}
	if err := drawChecked(p, c); err != nil {
		t.Fatal(err)
	}
	var drawn []string
	for _, d := range c.texts {
		if d.size == Paper.Title || d.size == Paper.Title*ScriptScale {
			drawn = append(drawn, d.s)
		}
	}
	want := noSpace(strings.NewReplacer("^{", "", "}", "").Replace(title))
	if got := noSpace(strings.Join(drawn, "")); got != want {
		t.Errorf("title drawn as %q, want %q", got, want)
	}
}

// TestKeyFitsFigure: a key above the data area (SequencePlot's,
// DensityPlot's with KeyAbove) is laid out to the figure it is drawn in,
// at whatever width: its entries wrapped onto more lines, or set smaller
// when one does not fit by itself, so no ink leaves the figure's right
// edge ("P-position, g(n) = 0" was cut at widths up to 5 cm in Paper,
// 6.5 cm in Notebook).
func TestKeyFitsFigure(t *testing.T) {
	g := make([]int, 40)
	for i := range g {
		g[i] = (i * 5) % 4
	}
	d1, err := RunningPDensity("Grundy's game", g, 0)
	if err != nil {
		t.Fatal(err)
	}
	d2 := FloatSeries("S = {1, 2, 4, 8, 16}", 0, []float64{0.5, 0.4, 0.3})
	d3 := FloatSeries("sg_{3}(s), the third", 0, []float64{0.2, 0.1, 0.3})
	for _, st := range []*Style{&Paper, &Notebook} {
		for _, w := range []vg.Length{4 * vg.Centimeter, 5 * vg.Centimeter, 6.5 * vg.Centimeter, 12 * vg.Centimeter} {
			seq, err := SequencePlot(g, &SequenceOptions{Style: st})
			if err != nil {
				t.Fatal(err)
			}
			den, err := DensityPlot([]Series{d1, d2, d3}, &DensityOptions{KeyAbove: true, Style: st})
			if err != nil {
				t.Fatal(err)
			}
			for name, p := range map[string]*plot.Plot{"SequencePlot": seq, "DensityPlot": den} {
				if _, right, top, _ := figureInk(t, p, w, 6*vg.Centimeter); right > 0 || top > 0 {
					t.Errorf("%s, %s, %v wide: ink %.2f pt past the right edge, %.2f pt past the top", name, st.Name, w, right, top)
				}
			}
		}
	}
	// The layout: one line when the key fits, more in a narrow figure.
	p, err := SequencePlot(g, &SequenceOptions{Style: &Paper})
	if err != nil {
		t.Fatal(err)
	}
	var key *KeyStrip
	k := NewKeyStrip(p)
	k.Add("g(n) > 0", &plotter.Scatter{})
	k.Add("P-position, g(n) = 0", &plotter.Scatter{})
	key = k
	for _, tc := range []struct {
		w     vg.Length
		lines int
	}{{20 * vg.Centimeter, 1}, {4 * vg.Centimeter, 2}} {
		q := fitTitle(p, tc.w)
		q.Y.Min, q.Y.Max = 0, 3
		if l := key.layout(q); len(l.starts) != tc.lines {
			t.Errorf("key at %v: %d lines, want %d", tc.w, len(l.starts), tc.lines)
		}
	}
	if l := key.layout(p); len(l.starts) != 1 {
		t.Errorf("key drawn by other means: %d lines, want 1 (MaxWidth unset)", len(l.starts))
	}
}

// TestTitleTooTall: a title that, wrapped to its figure, would take more
// than three quarters of the figure's height is an error naming the lines it needs
// (SequencePlot drew its axes over a 200-character title at 4×4 cm); one
// that fits is not.
func TestTitleTooTall(t *testing.T) {
	long := strings.Repeat("Grundy values of Kayles, ", 8) // 200 characters
	for _, tc := range []struct {
		title string
		w, h  vg.Length
		err   bool
	}{
		{long, 4 * vg.Centimeter, 4 * vg.Centimeter, true},
		{long, 8 * vg.Centimeter, 1.5 * vg.Centimeter, true},
		{long, 16 * vg.Centimeter, 10 * vg.Centimeter, false},
		{"Kayles", 4 * vg.Centimeter, 4 * vg.Centimeter, false},
		{"Kayles", 4 * vg.Centimeter, 0.5 * vg.Centimeter, true},
		{"", 4 * vg.Centimeter, 1 * vg.Centimeter, false},
	} {
		for _, st := range []*Style{&Paper, &Notebook} {
			p, err := SequencePlot([]int{0, 1, 2, 0}, &SequenceOptions{Title: tc.title, Style: st})
			if err != nil {
				t.Fatal(err)
			}
			q, err := fitFigure(p, tc.w, tc.h)
			switch {
			case tc.err && err == nil:
				t.Errorf("%s, %q at %v×%v: no error", st.Name, tc.title, tc.w, tc.h)
			case tc.err && !strings.Contains(err.Error(), "the title needs") || tc.err && !strings.Contains(err.Error(), "shorten it or enlarge the figure"):
				t.Errorf("%s, %q at %v×%v: error %q", st.Name, tc.title, tc.w, tc.h, err)
			case !tc.err && err != nil:
				t.Errorf("%s, %q at %v×%v: %v", st.Name, tc.title, tc.w, tc.h, err)
			case !tc.err && q.Title.Text != WrapText(p.Title.TextStyle, p.Title.Text, tc.w*titleMargin):
				t.Errorf("%s, %q at %v×%v: title %q, want it wrapped as fitTitle wraps it", st.Name, tc.title, tc.w, tc.h, q.Title.Text)
			}
		}
	}
}

// TestEncodeTitleTooTall: Encode refuses a figure whose title would
// cover three quarters of it (drawChecked draws through fitFigure), in every
// format, and draws the same plot in a figure that holds it.
func TestEncodeTitleTooTall(t *testing.T) {
	p, err := SequencePlot([]int{0, 1, 2, 0}, &SequenceOptions{Title: strings.Repeat("Grundy values of Kayles, ", 8), Style: &Paper})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"svg", "pdf", "png"} {
		if _, err := Encode(p, 4*vg.Centimeter, 4*vg.Centimeter, f); err == nil || !strings.Contains(err.Error(), "the title needs") {
			t.Errorf("%s at 4×4 cm: %v, want the title refused", f, err)
		}
		if _, err := Encode(p, 16*vg.Centimeter, 10*vg.Centimeter, f); err != nil {
			t.Errorf("%s at 16×10 cm: %v", f, err)
		}
	}
}
