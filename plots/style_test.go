package plots_test

import (
	"bytes"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/grundylab/grundylab/plots"
)

// checkColor fails t unless m's colour at v has every 8-bit component
// within tol of 255 times the sRGB component in want.
func checkColor(t *testing.T, name string, m palette.ColorMap, v float64, want [3]float64, tol float64) {
	t.Helper()
	c, err := m.At(v)
	if err != nil {
		t.Fatal(err)
	}
	got := color.NRGBAModel.Convert(c).(color.NRGBA)
	for j, g := range []uint8{got.R, got.G, got.B} {
		if d := math.Abs(float64(g) - 255*want[j]); d > tol {
			t.Errorf("%s at entry %g component %d: got %d, want %.2f", name, 255*v, j, g, 255*want[j])
		}
	}
}

// TestViridis checks the interpolated map against entries of matplotlib's
// 256-entry viridis table that are not among its control points
// (van der Walt, Smith and Firing, SciPy 2015; CC0 table, entries 25,
// 116, 186, 244 and 252).
func TestViridis(t *testing.T) {
	m := plots.Viridis()
	for _, tc := range []struct {
		i       int
		r, g, b float64
	}{
		{25, 0.282623, 0.140926, 0.457517},
		{116, 0.143343, 0.522773, 0.556295},
		{186, 0.319809, 0.770914, 0.411152},
		{244, 0.886271, 0.892374, 0.095374},
		{252, 0.964894, 0.902323, 0.123941},
		{0, 0.267004, 0.004874, 0.329415},
		{255, 0.993248, 0.906157, 0.143936},
	} {
		checkColor(t, "viridis", m, float64(tc.i)/255, [3]float64{tc.r, tc.g, tc.b}, 2)
	}
	// Lightness grows monotonically (viridis prints in grey scale).
	prev := -1.0
	for i := range 101 {
		c, _ := m.At(float64(i) / 100)
		r, g, b, _ := c.RGBA()
		y := 0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)
		if y <= prev {
			t.Errorf("viridis luminance not increasing at %d/100", i)
		}
		prev = y
	}
	if _, err := m.At(1.5); err == nil {
		t.Error("At(1.5) on [0, 1]: no error")
	}
	if _, err := m.At(math.NaN()); err == nil {
		t.Error("At(NaN): no error")
	}
}

// TestCividis checks the map against entries of matplotlib's 256-entry
// cividis table (lib/matplotlib/_cm_listed.py, _cividis_data; Nuñez,
// Anderton and Renslow, PLOS ONE 2018), between entries against the
// linear interpolation of its neighbours, and the map's design: no red
// at the blue end, lightness increasing.
func TestCividis(t *testing.T) {
	m := plots.Cividis()
	for _, tc := range []struct {
		at      float64
		r, g, b float64
	}{
		{0, 0.000000, 0.135112, 0.304751},
		{22.0 / 255, 0.000000, 0.193366, 0.441561},
		{23.0 / 255, 0.003602, 0.195911, 0.441564},
		{100.0 / 255, 0.394568, 0.406236, 0.438986},
		{128.0 / 255, 0.488697, 0.485318, 0.471008},
		{200.0 / 255, 0.769353, 0.707035, 0.408516},
		{1, 0.995737, 0.909344, 0.217772},
		// Half-way between entries 127 (0.485141, 0.482451, 0.470384)
		// and 128.
		{127.5 / 255, 0.486919, 0.4838845, 0.470696},
	} {
		checkColor(t, "cividis", m, tc.at, [3]float64{tc.r, tc.g, tc.b}, 0.5+1e-9)
	}
	// Lightness never decreases (8-bit rounding makes entries 100 and
	// 101 equal in luminance) and grows over every 1/10 of the map.
	lum := func(v float64) float64 {
		c, _ := m.At(v)
		r, g, b, _ := c.RGBA()
		return 0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)
	}
	for i := 1; i < 256; i++ {
		if lum(float64(i)/255) < lum(float64(i-1)/255) {
			t.Errorf("cividis luminance decreases at entry %d", i)
		}
	}
	for i := 1; i <= 10; i++ {
		if lum(float64(i)/10) <= lum(float64(i-1)/10) {
			t.Errorf("cividis luminance not increasing at %d/10", i)
		}
	}
	m.SetMin(-3)
	m.SetMax(5)
	if c, err := m.At(5); err != nil || color.NRGBAModel.Convert(c).(color.NRGBA).B != 56 {
		t.Errorf("At(max) on [-3, 5] = %v, %v; want the last entry", c, err)
	}
	for _, v := range []float64{-3.5, 5.5, math.NaN()} {
		if _, err := m.At(v); err == nil {
			t.Errorf("At(%v) on [-3, 5]: no error", v)
		}
	}
	if got := len(m.Palette(7).Colors()); got != 7 {
		t.Errorf("Palette(7) has %d colours", got)
	}
}

func TestPowerTicks(t *testing.T) {
	labels := func(ticks []plot.Tick) []string {
		var l []string
		for _, t := range ticks {
			if t.Label != "" {
				l = append(l, t.Label)
			}
		}
		return l
	}
	for _, tc := range []struct {
		tk       plots.PowerTicks
		min, max float64
		want     []string
		all      int
	}{
		{plots.PowerTicks{Base: 2, Step: 5}, 1.0 / 1024, 1, []string{"2^{-10}", "2^{-5}", "1"}, 11},
		{plots.PowerTicks{}, 0.001, 100, []string{"10^{-3}", "10^{-2}", "10^{-1}", "1", "10", "10^{2}"}, 6},
		{plots.PowerTicks{Base: 4}, 1, 1 << 17, []string{"1", "4^{2}", "4^{4}", "4^{6}", "4^{8}"}, 9},
		{plots.PowerTicks{}, 1e-30, 1, []string{"10^{-30}", "10^{-20}", "10^{-10}", "1"}, 31},
		{plots.PowerTicks{}, 0, 1, nil, 0},
		{plots.PowerTicks{}, -1, 1, nil, 0},
		{plots.PowerTicks{Base: 1}, 1, 10, nil, 0},
	} {
		ticks := tc.tk.Ticks(tc.min, tc.max)
		if got := labels(ticks); !slices.Equal(got, tc.want) {
			t.Errorf("%+v on [%g, %g]: labels %q, want %q", tc.tk, tc.min, tc.max, got, tc.want)
		}
		if len(ticks) != tc.all {
			t.Errorf("%+v on [%g, %g]: %d ticks, want %d", tc.tk, tc.min, tc.max, len(ticks), tc.all)
		}
	}
}

// TestMathText checks that scripts are set smaller than the text they
// replace and that text without scripts measures as text.Plain does.
func TestMathText(t *testing.T) {
	h := plots.NewMathText()
	p := plot.New()
	fnt := p.X.Tick.Label.Font
	wPlain, _, _ := h.Plain.Box("2-5", fnt)
	wMath, _, _ := h.Box("2^{-5}", fnt)
	if !(wMath < wPlain) {
		t.Errorf("2^{-5} is %v wide, 2-5 %v: the script should be smaller", wMath, wPlain)
	}
	w1, _, _ := h.Box("g(n) = 0", fnt)
	w2, _, _ := h.Plain.Box("g(n) = 0", fnt)
	if w1 != w2 {
		t.Errorf("plain text: MathText width %v, Plain %v", w1, w2)
	}
	// \_ and \^ are a literal _ and ^: a graph6 string D_K as text.
	for _, c := range [][2]string{{`D\_K`, "D_K"}, {`a\^b`, "a^b"}, {`\_\^`, "_^"}, {`x\`, `x\`}} {
		wm, _, _ := h.Box(c[0], fnt)
		wp, _, _ := h.Plain.Box(c[1], fnt)
		if wm != wp {
			t.Errorf("%s: MathText width %v, Plain's of %s %v", c[0], wm, c[1], wp)
		}
	}
	// An unclosed brace is drawn literally.
	w3, _, _ := h.Box("x^{2", fnt)
	w4, _, _ := h.Plain.Box("x^{2", fnt)
	if w3 != w4 {
		t.Errorf("x^{2: MathText width %v, Plain %v", w3, w4)
	}
}

func TestStyleApply(t *testing.T) {
	for name, s := range plots.Styles {
		if s.Name != name {
			t.Errorf("Styles[%q].Name = %q", name, s.Name)
		}
		p := plot.New()
		s.Apply(p)
		if p.Title.TextStyle.Font.Size != s.Title || p.X.Label.TextStyle.Font.Size != s.Label ||
			p.Y.Tick.Label.Font.Size != s.Tick || p.Legend.TextStyle.Font.Size != s.Key || p.X.LineStyle.Width != s.Axis {
			t.Errorf("%s: sizes not applied", name)
		}
		if _, ok := p.Y.Tick.Label.Handler.(*plots.MathText); !ok {
			t.Errorf("%s: tick labels do not use MathText", name)
		}
	}
}

func TestExport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "figs")
	p, err := plots.SequencePlot([]int{0, 1, 0, 2}, &plots.SequenceOptions{Style: &plots.Paper})
	if err != nil {
		t.Fatal(err)
	}
	w, h := 4*vg.Centimeter, 3*vg.Centimeter
	paths, err := plots.Export(dir, plots.Figure{Name: "seq", Plot: p, W: w, H: h})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "seq.svg"), filepath.Join(dir, "seq.pdf"), filepath.Join(dir, "seq.png")}
	if !slices.Equal(paths, want) {
		t.Fatalf("paths %q, want %q", paths, want)
	}
	b, err := os.ReadFile(want[2])
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	// 4 cm at 300 dpi is 472 pixels.
	if wantW := int(float64(w) / 72 * plots.ExportDPI); cfg.Width != wantW {
		t.Errorf("PNG width %d, want %d", cfg.Width, wantW)
	}
	for _, f := range want[:2] {
		if st, err := os.Stat(f); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("%d files in %s, want 3 (no temporary files left)", len(entries), dir)
	}
	for _, tc := range []struct {
		figs []plots.Figure
		want string
	}{
		{[]plots.Figure{{Name: "", Plot: p, W: w, H: h}}, "bad figure name"},
		{[]plots.Figure{{Name: "a/b", Plot: p, W: w, H: h}}, "bad figure name"},
		{[]plots.Figure{{Name: "a", Plot: p, W: w, H: h}, {Name: "a", Plot: p, W: w, H: h}}, "repeated"},
		{[]plots.Figure{{Name: "a", Plot: nil, W: w, H: h}}, "nil plot"},
		{[]plots.Figure{{Name: "a", Plot: p, W: 0, H: h}}, "size"},
	} {
		_, err := plots.Export(dir, tc.figs...)
		wantErr(t, tc.want, err, tc.want)
	}
	if _, err := plots.EncodePNG(p, w, h, 5000); err == nil {
		t.Error("EncodePNG at 5000 dpi: no error")
	}
}

func TestNewOptionErrors(t *testing.T) {
	_, err := plots.IntHeatMap([][]int{{0, 1}}, &plots.IntHeatMapOptions{Scale: 9})
	wantErr(t, "scale", err, "unknown Scale 9")
	_, err = plots.FloatHeatMap([][]float64{{0, 1}}, &plots.FloatHeatMapOptions{Log: true})
	wantErr(t, "log of 0", err, "positive values")
	_, err = plots.DensityPlot([]plots.Series{plots.FloatSeries("a", 0, []float64{0.5, 0})}, &plots.DensityOptions{LogY: true})
	wantErr(t, "log density 0", err, "log axis")
	_, err = plots.LinePlot([]plots.Series{{Name: "a", XY: plotter.XYs{{X: 0, Y: 1}}}}, &plots.LineOptions{LogX: true})
	wantErr(t, "log x 0", err, "log axis")
	_, err = plots.LinePlot([]plots.Series{{Name: "a", XY: plotter.XYs{{X: 1, Y: math.Inf(1)}}}}, nil)
	wantErr(t, "infinite y", err, "y = +Inf")
	_, err = plots.LinePlot(nil, nil)
	wantErr(t, "no series", err, "no series")
}

// TestScaleAuto checks that few values are categorical (a swatch key)
// and many are sequential, by the colours of the cells: a sequential map
// of 0..n colours value 0 with viridis' first colour.
func TestScaleAuto(t *testing.T) {
	few := [][]int{{0, 1, 2}}
	many := [][]int{make([]int, plots.MaxCategories+1)}
	for i := range many[0] {
		many[0][i] = i
	}
	for _, tc := range []struct {
		table [][]int
		scale plots.ColorScale
		want  color.Color
	}{
		{few, plots.ScaleAuto, plots.PColor},
		{many, plots.ScaleAuto, nil},
		{few, plots.ScaleSequential, nil},
		{many, plots.ScaleCategorical, plots.PColor},
	} {
		p, err := plots.IntHeatMap(tc.table, &plots.IntHeatMapOptions{Scale: tc.scale, NoKey: true})
		if err != nil {
			t.Fatal(err)
		}
		want := tc.want
		if want == nil {
			want, _ = plots.Viridis().At(0)
		}
		img, at := render(t, p, 6*vg.Centimeter, 2*vg.Centimeter)
		x, y := at(0, 0)
		if got := img.At(x, y); !nearColor(got, want) {
			t.Errorf("scale %d, %d values: cell 0 is %v, want %v", tc.scale, len(tc.table[0]), got, want)
		}
	}
}

func nearColor(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { return x/257 <= y/257+2 && y/257 <= x/257+2 }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

func TestGameGraphErrors(t *testing.T) {
	ok := func() *plots.GameGraph {
		return &plots.GameGraph{Labels: []string{"1", "0"}, Layers: []int{1, 0}, Values: []int{1, 0}, Edges: [][2]int{{0, 1}}}
	}
	for _, tc := range []struct {
		name string
		edit func(g *plots.GameGraph)
		want string
	}{
		{"lengths", func(g *plots.GameGraph) { g.Values = g.Values[:1] }, "2 labels, 2 layers, 1 values"},
		{"negative", func(g *plots.GameGraph) { g.Values[0] = -1 }, "negative value"},
		{"range", func(g *plots.GameGraph) { g.Edges[0][1] = 2 }, "out of range"},
		{"upward", func(g *plots.GameGraph) { g.Edges[0] = [2]int{1, 0} }, "lower layer"},
		{"same layer", func(g *plots.GameGraph) { g.Layers[1] = 1 }, "lower layer"},
	} {
		g := ok()
		tc.edit(g)
		_, err := plots.GameGraphPlot(g, nil)
		wantErr(t, tc.name, err, tc.want)
	}
	if _, err := plots.GameGraphPlot(&plots.GameGraph{}, nil); err == nil {
		t.Error("empty graph: no error")
	}
	if _, err := plots.GameGraphPlot(ok(), nil); err != nil {
		t.Error(err)
	}
}

func TestFitPower(t *testing.T) {
	var xy plotter.XYs
	for _, x := range []float64{1, 2, 4, 8, 16, 100} {
		xy = append(xy, plotter.XY{X: x, Y: 3 * math.Pow(x, 1.5)})
	}
	f, err := plots.FitPower(xy)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(f.Exponent-1.5) > 1e-12 || math.Abs(f.Coeff-3) > 1e-12 || math.Abs(f.R2-1) > 1e-12 {
		t.Errorf("fit of 3x^1.5: %+v", f)
	}
	if l := f.Line(10); math.Abs(l[0].Y-3*math.Pow(10, 1.5)) > 1e-9 {
		t.Errorf("Line(10) = %v", l[0].Y)
	}
	// Noise lowers R².
	xy[2].Y *= 3
	if f, _ := plots.FitPower(xy); !(f.R2 < 1) {
		t.Errorf("noisy fit: R² = %v", f.R2)
	}
	for _, bad := range []plotter.XYs{
		{{X: 1, Y: 1}},
		{{X: 1, Y: 1}, {X: 0, Y: 2}},
		{{X: 1, Y: 1}, {X: 2, Y: -2}},
		{{X: 2, Y: 1}, {X: 2, Y: 3}},
		{{X: 1, Y: 1}, {X: math.Inf(1), Y: 3}},
	} {
		if _, err := plots.FitPower(bad); err == nil {
			t.Errorf("FitPower(%v): no error", bad)
		}
	}
}

func TestSequenceNotation(t *testing.T) {
	p, err := plots.SequencePlot([]int{0, 1, 2}, &plots.SequenceOptions{Func: "sg_{3}", Var: "s"})
	if err != nil {
		t.Fatal(err)
	}
	if p.X.Label.Text != "s" || p.Y.Label.Text != "sg_{3}(s)" {
		t.Errorf("labels %q, %q; want s, sg_{3}(s)", p.X.Label.Text, p.Y.Label.Text)
	}
}

// TestLogAxisNoGap checks that a log y axis with a long label does not
// push the data area down: gonum reserves the label's length around the
// arithmetic midpoint of the range, near the top of a log axis.
func TestLogAxisNoGap(t *testing.T) {
	var y []float64
	for i := 1; i <= 1000; i++ {
		y = append(y, 1/float64(i))
	}
	top := func(logY bool) vg.Length {
		p, err := plots.DensityPlot([]plots.Series{plots.FloatSeries("", 1, y)}, &plots.DensityOptions{
			Title: "t", YLabel: "a long label for the fraction of P-positions", LogY: logY})
		if err != nil {
			t.Fatal(err)
		}
		c := vgimg.New(18*vg.Centimeter, 6*vg.Centimeter)
		return p.DataCanvas(draw.New(c)).Max.Y
	}
	if lin, log := top(false), top(true); log < lin-2 {
		t.Errorf("data area top: %v on a log axis, %v on a linear one", log, lin)
	}
	right := func(logX bool) vg.Length {
		p, err := plots.LinePlot([]plots.Series{{Name: "", XY: plots.FloatSeries("", 1, y).XY}}, &plots.LineOptions{
			XLabel: "a long label for the heap size n on a log axis", LogX: logX})
		if err != nil {
			t.Fatal(err)
		}
		c := vgimg.New(18*vg.Centimeter, 6*vg.Centimeter)
		return p.DataCanvas(draw.New(c)).Max.X
	}
	if lin, log := right(false), right(true); log < lin-20 {
		t.Errorf("data area right edge: %v on a log axis, %v on a linear one", log, lin)
	}
}

// TestEscapeMath: a name escaped by EscapeMath is drawn as written: as
// wide as the plain text, with no script.
func TestEscapeMath(t *testing.T) {
	h := plots.NewMathText()
	fnt := plot.New().X.Tick.Label.Font
	for _, s := range []string{"take_square", "D_K^x", "x^{10}_a", "plain", ""} {
		wm, _, _ := h.Box(plots.EscapeMath(s), fnt)
		wp, _, _ := h.Plain.Box(s, fnt)
		if wm != wp {
			t.Errorf("EscapeMath(%q) = %q: MathText width %v, Plain's %v", s, plots.EscapeMath(s), wm, wp)
		}
	}
}
