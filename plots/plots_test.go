package plots_test

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/plots"
)

// wantErr fails unless err is non-nil and its message contains want.
func wantErr(t *testing.T, name string, err error, want string) {
	t.Helper()
	switch {
	case err == nil:
		t.Errorf("%s: no error, want one containing %q", name, want)
	case !strings.Contains(err.Error(), want):
		t.Errorf("%s: error %q does not contain %q", name, err, want)
	}
}

func TestSequencePlotErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values []int
		opts   *plots.SequenceOptions
		want   string
	}{
		{"nil", nil, nil, "empty sequence"},
		{"empty", []int{}, nil, "empty sequence"},
		{"negative", []int{0, 1, -2}, nil, "negative value g(2) = -2"},
		{"negative with start", []int{0, -1}, &plots.SequenceOptions{Start: 10}, "negative value g(11) = -1"},
		{"too long", make([]int, plots.MaxPoints+1), nil, "exceed MaxPoints"},
		{"start overflow", []int{0, 1}, &plots.SequenceOptions{Start: math.MaxInt - 1}, "start"},
		{"marks", []int{0}, &plots.SequenceOptions{Marks: 7}, "unknown Marks 7"},
		{"radius", []int{0}, &plots.SequenceOptions{Radius: -1}, "bad radius"},
	} {
		p, err := plots.SequencePlot(tc.values, tc.opts)
		wantErr(t, tc.name, err, tc.want)
		if p != nil {
			t.Errorf("%s: non-nil plot with error", tc.name)
		}
	}
}

func TestSequencePlotAcceptsSequence(t *testing.T) {
	seq := gamelib.Sequence{0, 1, 2, 0}
	for _, opts := range []*plots.SequenceOptions{
		nil,
		{Marks: plots.MarksPoints},
		{Marks: plots.MarksLinePoints, Start: 5, Title: "t", XLabel: "x", YLabel: "y", NoKey: true},
	} {
		p, err := plots.SequencePlot(seq, opts)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := plots.Encode(p, 4*vg.Centimeter, 3*vg.Centimeter, "png"); err != nil {
			t.Fatal(err)
		}
	}
}

// render draws p on a w×h image canvas and returns the image with a
// function mapping data coordinates to pixel coordinates.
func render(t *testing.T, p *plot.Plot, w, h vg.Length) (image.Image, func(x, y float64) (int, int)) {
	t.Helper()
	c := vgimg.New(w, h)
	dc := draw.New(c)
	p.Draw(dc)
	data := p.DataCanvas(dc)
	trX, trY := p.Transforms(&data)
	scale := c.DPI() / 72
	img := c.Image()
	hpx := img.Bounds().Dy()
	return img, func(x, y float64) (int, int) {
		return int(float64(trX(x)) * scale), hpx - 1 - int(float64(trY(y))*scale)
	}
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8 && a1>>8 == a2>>8
}

// TestSequencePlotMarksP checks, in the rendered image, that every
// P-position is drawn in PColor and every N-position in NColor.
func TestSequencePlotMarksP(t *testing.T) {
	g := []int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3} // subtraction game {1, 3, 4}
	p, err := plots.SequencePlot(g, &plots.SequenceOptions{Marks: plots.MarksPoints, Radius: vg.Points(3), Start: 3})
	if err != nil {
		t.Fatal(err)
	}
	img, at := render(t, p, 12*vg.Centimeter, 8*vg.Centimeter)
	for i, v := range g {
		want := plots.NColor
		if v == 0 {
			want = plots.PColor
		}
		x, y := at(float64(3+i), float64(v))
		if got := img.At(x, y); !sameColor(got, want) {
			t.Errorf("g(%d) = %d drawn in %v, want %v", 3+i, v, got, want)
		}
	}
}

func TestDensityPlotErrors(t *testing.T) {
	ok := plots.FloatSeries("ok", 0, []float64{1, 0.5})
	for _, tc := range []struct {
		name   string
		series []plots.Series
		want   string
	}{
		{"no series", nil, "no series"},
		{"nil XY", []plots.Series{ok, {Name: "bad"}}, `series 1 ("bad") is empty`},
		{"empty", []plots.Series{plots.FloatSeries("e", 0, nil)}, `series 0 ("e") is empty`},
		{"NaN", []plots.Series{plots.FloatSeries("L/p", 2, []float64{0.5, math.NaN()})}, "density NaN at n = 3 outside [0, 1]"},
		{"negative", []plots.Series{plots.FloatSeries("d", 0, []float64{-0.25})}, "density -0.25 at n = 0"},
		{"above one", []plots.Series{plots.FloatSeries("d", 0, []float64{1.5})}, "density 1.5"},
		{"infinite", []plots.Series{plots.FloatSeries("d", 0, []float64{math.Inf(1)})}, "density +Inf"},
		{"bad x", []plots.Series{{Name: "xy", XY: plotter.XYs{{X: math.NaN(), Y: 0.5}}}}, "has x = NaN"},
	} {
		p, err := plots.DensityPlot(tc.series, nil)
		wantErr(t, tc.name, err, tc.want)
		if p != nil {
			t.Errorf("%s: non-nil plot with error", tc.name)
		}
	}
}

func TestDensityPlotAxis(t *testing.T) {
	s := plots.FloatSeries("d", 10, []float64{0.2, 0.3})
	xy := plots.Series{Name: "xy", XY: plotter.XYs{{X: 0, Y: 0.1}, {X: 20, Y: 0.15}}}
	p, err := plots.DensityPlot([]plots.Series{s, xy}, &plots.DensityOptions{Title: "t"})
	if err != nil {
		t.Fatal(err)
	}
	if p.Y.Min != 0 || p.Y.Max != 1 {
		t.Errorf("y axis [%v, %v], want [0, 1]", p.Y.Min, p.Y.Max)
	}
	if p.X.Min != 0 || p.X.Max != 20 {
		t.Errorf("x axis [%v, %v], want [0, 20]", p.X.Min, p.X.Max)
	}
}

func TestRunningPDensity(t *testing.T) {
	s, err := plots.RunningPDensity("d", []int{0, 1, 0, 2}, 5)
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]float64{{5, 1}, {6, 0.5}, {7, 2.0 / 3}, {8, 0.5}}
	if s.XY.Len() != len(want) || s.Name != "d" {
		t.Fatalf("got %d points named %q", s.XY.Len(), s.Name)
	}
	for i, w := range want {
		if x, y := s.XY.XY(i); x != w[0] || y != w[1] {
			t.Errorf("point %d = (%v, %v), want %v", i, x, y, w)
		}
	}
	_, err = plots.RunningPDensity("d", nil, 0)
	wantErr(t, "empty", err, "empty sequence")
	_, err = plots.RunningPDensity("d", []int{0, -3}, 1)
	wantErr(t, "negative", err, "negative value g(2) = -3")
}

func TestIntHeatMapErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		table [][]int
		opts  *plots.IntHeatMapOptions
		want  string
	}{
		{"nil", nil, nil, "empty table"},
		{"no columns", [][]int{{}, {}}, nil, "empty table"},
		{"ragged", [][]int{{0, 1}, {1}}, nil, "ragged table: row 1 has 1 cells, row 0 has 2"},
		{"negative", [][]int{{0, 1}, {2, -1}}, nil, "negative value -1 at row 1, column 1"},
		{"few colours", [][]int{{0, 1, 2}}, &plots.IntHeatMapOptions{Colors: []color.Color{color.Black}}, "1 colours for 2 distinct non-zero values"},
		{"origin", [][]int{{0}}, &plots.IntHeatMapOptions{X0: math.MaxInt}, "origin"},
	} {
		p, err := plots.IntHeatMap(tc.table, tc.opts)
		wantErr(t, tc.name, err, tc.want)
		if p != nil {
			t.Errorf("%s: non-nil plot with error", tc.name)
		}
	}
	big := make([][]int, 1001)
	for i := range big {
		big[i] = make([]int, 1000)
	}
	_, err := plots.IntHeatMap(big, nil)
	wantErr(t, "too many cells", err, "exceeds MaxCells")
}

// TestIntHeatMapColors checks in the rendered image that each cell has the
// colour of its value: 0 in PColor, the i-th smallest non-zero value in
// CategoricalColors(k)[i] or in the given Colors.
func TestIntHeatMapColors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		table  [][]int
		colors []color.Color
		want   map[int]color.Color
	}{
		{
			name:  "with zero",
			table: [][]int{{0, 7, 3}, {3, 0, 7}},
			want:  map[int]color.Color{0: plots.PColor, 3: plots.CategoricalColors(2)[0], 7: plots.CategoricalColors(2)[1]},
		},
		{
			name:  "without zero",
			table: [][]int{{5, 2}, {2, 5}},
			want:  map[int]color.Color{2: plots.CategoricalColors(2)[0], 5: plots.CategoricalColors(2)[1]},
		},
		{
			name:  "single value",
			table: [][]int{{4, 4}},
			want:  map[int]color.Color{4: plots.CategoricalColors(1)[0]},
		},
		{
			name:   "own colours",
			table:  [][]int{{0, 1}, {9, 1}},
			colors: []color.Color{color.Black, color.White, color.Gray{0x80}},
			want:   map[int]color.Color{0: plots.PColor, 1: color.Black, 9: color.White},
		},
	} {
		p, err := plots.IntHeatMap(tc.table, &plots.IntHeatMapOptions{Colors: tc.colors, X0: -2, Y0: 7})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		img, at := render(t, p, 10*vg.Centimeter, 8*vg.Centimeter)
		for r, row := range tc.table {
			for c, v := range row {
				x, y := at(float64(-2+c), float64(7+r))
				if got := img.At(x, y); !sameColor(got, tc.want[v]) {
					t.Errorf("%s: cell (%d, %d) of value %d is %v, want %v", tc.name, r, c, v, got, tc.want[v])
				}
			}
		}
	}
}

func TestIntHeatMapManyValues(t *testing.T) {
	// 48 distinct values, more than the fixed palette holds.
	table := make([][]int, 6)
	for r := range table {
		table[r] = make([]int, 8)
		for c := range table[r] {
			table[r][c] = 8*r + c
		}
	}
	p, err := plots.IntHeatMap(table, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := plots.Encode(p, 8*vg.Centimeter, 6*vg.Centimeter, "png"); err != nil {
		t.Fatal(err)
	}
}

func TestCategoricalColors(t *testing.T) {
	const n = 60
	cs := plots.CategoricalColors(n)
	if len(cs) != n {
		t.Fatalf("got %d colours, want %d", len(cs), n)
	}
	seen := make(map[[3]uint32]int)
	for i, c := range append(cs, plots.PColor) {
		r, g, b, a := c.RGBA()
		if a != 0xffff {
			t.Errorf("colour %d is not opaque", i)
		}
		k := [3]uint32{r >> 8, g >> 8, b >> 8}
		if j, ok := seen[k]; ok {
			t.Errorf("colours %d and %d are both %v", j, i, k)
		}
		seen[k] = i
	}
	if again := plots.CategoricalColors(n); !equalColors(again, cs) {
		t.Error("CategoricalColors is not deterministic")
	}
	if len(plots.CategoricalColors(-1)) != 0 {
		t.Error("CategoricalColors(-1) is not empty")
	}
}

func equalColors(a, b []color.Color) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameColor(a[i], b[i]) {
			return false
		}
	}
	return true
}

func TestFloatHeatMapErrors(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct {
		name  string
		table [][]float64
		opts  *plots.FloatHeatMapOptions
		want  string
	}{
		{"nil", nil, nil, "empty table"},
		{"ragged", [][]float64{{0.5}, {0.5, 0.25}}, nil, "ragged table: row 1 has 2 cells"},
		{"infinite", [][]float64{{0.5, math.Inf(-1)}}, nil, "infinite value -Inf at row 0, column 1"},
		{"all NaN", [][]float64{{nan, nan}}, nil, "no finite value"},
		{"outside range", [][]float64{{0.5, 1.25}}, &plots.FloatHeatMapOptions{Min: 0, Max: 1}, "value 1.25 at row 0, column 1 outside [0, 1]"},
		{"infinite range", [][]float64{{0.5}}, &plots.FloatHeatMapOptions{Min: 0, Max: math.Inf(1)}, "infinite range"},
	} {
		p, err := plots.FloatHeatMap(tc.table, tc.opts)
		wantErr(t, tc.name, err, tc.want)
		if p != nil {
			t.Errorf("%s: non-nil plot with error", tc.name)
		}
	}
}

// TestFloatHeatMapColors checks that the ends of the range get the ends
// of the colour map, NaN gets MissingColor, and a constant table renders.
func TestFloatHeatMapColors(t *testing.T) {
	table := [][]float64{{0, math.NaN()}, {1, 0.5}}
	p, err := plots.FloatHeatMap(table, &plots.FloatHeatMapOptions{Min: 0, Max: 1})
	if err != nil {
		t.Fatal(err)
	}
	img, at := render(t, p, 10*vg.Centimeter, 8*vg.Centimeter)
	x, y := at(1, 0)
	if got := img.At(x, y); !sameColor(got, plots.MissingColor) {
		t.Errorf("NaN cell is %v, want MissingColor", got)
	}
	x0, y0 := at(0, 0)
	x1, y1 := at(0, 1)
	if sameColor(img.At(x0, y0), img.At(x1, y1)) {
		t.Error("cells 0 and 1 have the same colour")
	}
	p, err = plots.FloatHeatMap([][]float64{{0.25, 0.25}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	img, at = render(t, p, 10*vg.Centimeter, 8*vg.Centimeter)
	if x, y := at(0, 0); sameColor(img.At(x, y), plots.MissingColor) {
		t.Error("constant table drawn as missing")
	}
}

func TestIntTicks(t *testing.T) {
	labels := func(ts []plot.Tick) []string {
		var s []string
		for _, t := range ts {
			if t.Label != "" {
				s = append(s, t.Label)
			}
		}
		return s
	}
	for _, tc := range []struct {
		name     string
		ticker   plots.IntTicks
		min, max float64
		want     string
		minor    int
	}{
		{"unit", plots.IntTicks{}, -0.5, 4.5, "0 1 2 3 4", 0},
		{"negative zero", plots.IntTicks{}, -0.5, 0.5, "0", 0},
		{"step 2", plots.IntTicks{}, 0, 15, "0 2 4 6 8 10 12 14", 8},
		{"step 5", plots.IntTicks{}, 0, 39, "0 5 10 15 20 25 30 35", 32},
		{"large", plots.IntTicks{}, 0, 99999, "0 20000 40000 60000 80000", 0},
		{"bounded", plots.IntTicks{Bounded: true, Lo: 2, Hi: 4}, -0.5, 10.5, "2 3 4", 0},
		{"max labels", plots.IntTicks{MaxLabels: 3}, 1, 10, "5 10", 8},
		{"negative", plots.IntTicks{}, -7, 3, "-6 -4 -2 0 2", 6},
		{"empty", plots.IntTicks{}, 0.2, 0.8, "", 0},
		{"NaN", plots.IntTicks{}, math.NaN(), 1, "", 0},
	} {
		ticks := tc.ticker.Ticks(tc.min, tc.max)
		if got := strings.Join(labels(ticks), " "); got != tc.want {
			t.Errorf("%s: labels %q, want %q", tc.name, got, tc.want)
		}
		if minor := len(ticks) - len(labels(ticks)); minor != tc.minor {
			t.Errorf("%s: %d minor ticks, want %d", tc.name, minor, tc.minor)
		}
		for _, tk := range ticks {
			if tk.Value != math.Trunc(tk.Value) {
				t.Errorf("%s: tick at non-integer %v", tc.name, tk.Value)
			}
		}
	}
}

func TestEncodeAndSave(t *testing.T) {
	p, err := plots.SequencePlot([]int{0, 1, 2, 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	w, h := 6*vg.Centimeter, 4*vg.Centimeter
	magic := map[string]string{"png": "\x89PNG", "svg": "<?xml", "pdf": "%PDF"}
	dir := t.TempDir()
	for _, f := range plots.Formats {
		b, err := plots.Encode(p, w, h, strings.ToUpper(f))
		if err != nil {
			t.Fatalf("Encode %s: %v", f, err)
		}
		if !bytes.HasPrefix(b, []byte(magic[f])) {
			t.Errorf("Encode %s: output starts %q", f, b[:min(8, len(b))])
		}
		path := filepath.Join(dir, "fig."+strings.ToUpper(f))
		if err := plots.Save(p, w, h, path); err != nil {
			t.Fatalf("Save %s: %v", path, err)
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(got, []byte(magic[f])) {
			t.Errorf("Save %s: file starts %q", path, got[:min(8, len(got))])
		}
	}
	b, _ := plots.Encode(p, w, h, "png")
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	// 6cm × 4cm at 96 dpi.
	if sz := img.Bounds().Size(); sz.X != 227 || sz.Y != 151 {
		t.Errorf("PNG is %v pixels, want 227×151", sz)
	}

	for _, tc := range []struct {
		name string
		p    *plot.Plot
		w, h vg.Length
		path string
		want string
	}{
		{"jpeg", p, w, h, "fig.jpg", `unknown extension ".jpg"`},
		{"no extension", p, w, h, "fig", `unknown extension ""`},
		{"nil plot", nil, w, h, "fig.png", "nil plot"},
		{"zero width", p, 0, h, "fig.png", "outside (0, "},
		{"NaN height", p, w, vg.Length(math.NaN()), "fig.png", "outside (0, "},
		{"huge", p, 2 * plots.MaxSize, h, "fig.png", "outside (0, "},
	} {
		path := filepath.Join(dir, "bad", tc.path)
		wantErr(t, "Save "+tc.name, plots.Save(tc.p, tc.w, tc.h, path), tc.want)
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("Save %s: left a file behind", tc.name)
		}
	}
	_, err = plots.Encode(p, w, h, "gif")
	wantErr(t, "Encode gif", err, `unknown format "gif"`)
	wantErr(t, "Save to missing dir", plots.Save(p, w, h, filepath.Join(dir, "missing", "f.png")), "no such file")
}

func TestHTMLTable(t *testing.T) {
	got, err := plots.HTMLTable("k\\s", []string{"2", "<3>"}, []string{"a&b", "c"}, [][]string{{"1", `"x"`}, {"0", ""}})
	if err != nil {
		t.Fatal(err)
	}
	got = stripStyles(got)
	for _, want := range []string{
		`<tr><th>k\s</th><th>a&amp;b</th><th>c</th></tr>`,
		`<tr><th>2</th><td>1</td><td>&#34;x&#34;</td></tr>`,
		`<tr><th>&lt;3&gt;</th><td>0</td><td></td></tr>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("HTMLTable output lacks %q:\n%s", want, got)
		}
	}
	_, err = plots.HTMLTable("", []string{"a"}, []string{"x"}, [][]string{{"1"}, {"2"}})
	wantErr(t, "row heads", err, "1 row headers for 2 rows")
	_, err = plots.HTMLTable("", []string{"a", "b"}, []string{"x", "y"}, [][]string{{"1", "2"}, {"3"}})
	wantErr(t, "ragged", err, "ragged table: row 1 has 1 cells for 2 column headers")
}

func TestGrundyTable(t *testing.T) {
	got, err := plots.GrundyTable([]int{2, 0, 1}, 10, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, `<td class="p" style="`) || !strings.Contains(got, "background:#f4c7c3") || strings.Contains(got, "<style") {
		t.Errorf("GrundyTable: want inline styles (untrusted notebooks drop <style>), got\n%s", got)
	}
	got = stripStyles(got)
	for _, want := range []string{
		"<tr><th>n</th><th>+0</th><th>+1</th></tr>",
		`<tr><th>10</th><td>2</td><td class="p"><b>0</b></td></tr>`,
		"<tr><th>12</th><td>1</td><td></td></tr>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("GrundyTable output lacks %q:\n%s", want, got)
		}
	}
	for _, tc := range []struct {
		name   string
		values []int
		perRow int
		want   string
	}{
		{"empty", nil, 4, "empty sequence"},
		{"perRow", []int{0}, 0, "perRow = 0"},
		{"negative", []int{0, 1, -1}, 4, "negative value g(2) = -1"},
	} {
		_, err := plots.GrundyTable(tc.values, 0, tc.perRow)
		wantErr(t, tc.name, err, tc.want)
	}
}

// TestIntTicksHuge checks that ticks far beyond 2^53, where v++ no longer
// changes a float64, come back at once instead of looping.
func TestIntTicksHuge(t *testing.T) {
	for _, r := range [][2]float64{{0, 1e17}, {1e16, 1e16 + 100}, {-1e18, 1e18}} {
		ticks := plots.IntTicks{}.Ticks(r[0], r[1])
		if len(ticks) == 0 || len(ticks) > 100 {
			t.Errorf("Ticks(%g, %g): %d ticks", r[0], r[1], len(ticks))
		}
	}
}

// stripStyles removes the inline style attributes of a table, so that
// tests can compare its structure.
func stripStyles(html string) string {
	return regexp.MustCompile(` style="[^"]*"`).ReplaceAllString(html, "")
}

// TestIntHeatMapValues: Values writes each cell's value (in an SVG, a
// text element each, beside the axes' tick labels 0…4 and 0…1), in white
// on the dark cells of Viridis and black (no fill) on the light ones,
// leaves a 0 to MarkP's dot, and leaves cells too small for their text
// unwritten.
func TestIntHeatMapValues(t *testing.T) {
	table := [][]int{{0, 1, 2, 3, 4}, {5, 6, 7, 8, 59}}
	text := regexp.MustCompile(`<text[^>]*style="([^"]*)">([^<]*)</text>`)
	texts := func(opts *plots.IntHeatMapOptions, w, h vg.Length) map[string][]string {
		t.Helper()
		p, err := plots.IntHeatMap(table, opts)
		if err != nil {
			t.Fatal(err)
		}
		b, err := plots.Encode(p, w, h, "svg")
		if err != nil {
			t.Fatal(err)
		}
		styles := map[string][]string{} // the styles of each text
		for _, m := range text.FindAllStringSubmatch(string(b), -1) {
			styles[m[2]] = append(styles[m[2]], m[1])
		}
		return styles
	}
	white := func(styles []string) int {
		n := 0
		for _, s := range styles {
			if strings.Contains(s, "fill:#FFFFFF") {
				n++
			}
		}
		return n
	}
	v := texts(&plots.IntHeatMapOptions{Values: true, NoKey: true}, 10*vg.Centimeter, 5*vg.Centimeter)
	if len(v["59"]) != 1 || white(v["59"]) != 0 || len(v["5"]) != 1 || white(v["5"]) != 1 || len(v["0"]) != 3 || white(v["0"]) != 1 {
		t.Errorf("values: 59 %q, 5 %q, 0 %q; want 59 once in black, 5 once in white, 0 in white besides two ticks", v["59"], v["5"], v["0"])
	}
	if m := texts(&plots.IntHeatMapOptions{Values: true, MarkP: true, NoKey: true}, 10*vg.Centimeter, 5*vg.Centimeter); len(m["0"]) != 2 || len(m["59"]) != 1 {
		t.Errorf("with MarkP: %d texts 0 (want the two ticks), %d texts 59", len(m["0"]), len(m["59"]))
	}
	if tiny := texts(&plots.IntHeatMapOptions{Values: true, NoKey: true}, 1*vg.Centimeter, 1*vg.Centimeter); len(tiny["59"]) != 0 {
		t.Errorf("59 written in a cell of 2 mm")
	}
	if plain := texts(&plots.IntHeatMapOptions{NoKey: true}, 10*vg.Centimeter, 5*vg.Centimeter); len(plain["59"]) != 0 || len(plain["7"]) != 0 {
		t.Errorf("values written without Values")
	}
}
