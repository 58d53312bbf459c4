package plots

import (
	"math"
	"strconv"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/grundylab/grundylab/internal/figtest"
)

// TestGraphDrawingDiscsApart: however crowded the figure (a long path in
// a small one, two vertices almost at one point), no two of
// GraphDrawingPlot's discs overlap and all lie inside the figure (a path
// of 60 vertices in a 5 cm square drew discs of 9 pt radius 2.6 pt apart);
// a figure of GraphDrawingSize keeps the full radius with the vertices
// at least 2.2 radii apart.
func TestGraphDrawingDiscsApart(t *testing.T) {
	path := func(n int) *GraphDrawing {
		g := &GraphDrawing{}
		for i := range n {
			g.X, g.Y = append(g.X, float64(i)), append(g.Y, 0)
			g.Labels = append(g.Labels, strconv.Itoa(i))
			if i > 0 {
				g.Edges = append(g.Edges, [2]int{i - 1, i})
			}
		}
		return g
	}
	close := &GraphDrawing{X: []float64{0, 0.02, 10, 10}, Y: []float64{0, 0, 0, 5}, Labels: []string{"a", "b", "c", "d"}}
	for _, tc := range []struct {
		name  string
		g     *GraphDrawing
		w, h  vg.Length
		style *Style
		full  bool // the figure of GraphDrawingSize: full radius
	}{
		{"path 60, 5 cm square", path(60), 5 * vg.Centimeter, 5 * vg.Centimeter, nil, false},
		{"path 200, paper", path(200), Paper.Width, Paper.Height, &Paper, false},
		{"path 12, 4×2 cm", path(12), 4 * vg.Centimeter, 2 * vg.Centimeter, nil, false},
		{"two almost at one point", close, 8 * vg.Centimeter, 4 * vg.Centimeter, nil, false},
		{"path 20, sized", path(20), 0, 0, nil, true},
		{"half a unit apart, sized for paper", &GraphDrawing{X: []float64{0, 0.5, 10, 10}, Y: []float64{0, 0, 0, 5}}, 0, 0, &Paper, true},
	} {
		opts := &BoardOptions{Title: tc.name, Style: tc.style}
		w, h := tc.w, tc.h
		if tc.full {
			w, h = GraphDrawingSize(tc.g, opts, FigureSizing{Unit: 0.8 * vg.Centimeter, MaxLong: 40 * vg.Centimeter})
		}
		p, err := GraphDrawingPlot(tc.g, opts)
		if err != nil {
			t.Fatal(err)
		}
		c := figtest.NewCanvas(vgimg.New(w, h))
		if err := drawChecked(p, c); err != nil {
			t.Fatal(err)
		}
		if len(c.Centres) != len(tc.g.X) {
			t.Fatalf("%s: %d discs drawn, want %d", tc.name, len(c.Centres), len(tc.g.X))
		}
		r := c.Radii[0]
		nearest := math.Inf(1)
		for i, a := range c.Centres {
			if a.X-r < 0 || a.Y-r < 0 || a.X+r > w || a.Y+r > h {
				t.Errorf("%s: disc %d at %v (radius %.2f) outside the %.1f×%.1f figure", tc.name, i, a, r, w, h)
			}
			for _, b := range c.Centres[i+1:] {
				nearest = min(nearest, math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))/float64(r))
			}
		}
		if nearest < 2 {
			t.Errorf("%s: discs of radius %.2f pt overlap (centres %.2f radii apart)", tc.name, r, nearest)
		}
		if full := GraphDiscRadius(tc.style); tc.full && (math.Abs(float64(r-full)) > 1e-9 || nearest < 2.2-1e-9) {
			t.Errorf("%s: in its GraphDrawingSize figure %.1f×%.1f, radius %.2f pt (want %.2f), nearest %.2f radii apart (want ≥ 2.2)", tc.name, w, h, r, full, nearest)
		}
	}
}

// TestBoardPlotSquareCells: BoardPlot draws square cells in a figure of
// any aspect, the outline inside the figure, and in a figure of
// BoardFigureSize it fills the width with equal margins (a 2×10 board on
// paper had cells 23.59×30.42 pt, its outline from x = 5 to the edge).
func TestBoardPlotSquareCells(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		w, h       vg.Length
		style      *Style
	}{
		{2, 10, 240.94, 113.39, &Paper},
		{1, 12, 240.94, 113.39, &Paper},
		{30, 1, 100, 300, nil},
		{3, 3, 300, 100, nil},
		{5, 7, 0, 0, nil},
		{2, 10, 0, 0, &Paper},
		{30, 1, 0, 0, &Paper},
	} {
		cells := make([][]BoardCell, tc.rows)
		for r := range cells {
			cells[r] = make([]BoardCell, tc.cols)
		}
		opts := &BoardOptions{Title: "board", Style: tc.style}
		w, h := tc.w, tc.h
		sized := w == 0
		if sized {
			w, h = BoardFigureSize(tc.rows, tc.cols, opts, FigureSizing{Unit: vg.Centimeter, MaxLong: 16 * vg.Centimeter})
		}
		p, err := BoardPlot(cells, opts)
		if err != nil {
			t.Fatal(err)
		}
		c := figtest.NewCanvas(vgimg.New(w, h))
		if err := drawChecked(p, c); err != nil {
			t.Fatal(err)
		}
		if len(c.Cells) != tc.rows*tc.cols || len(c.Strokes) != tc.rows*tc.cols {
			t.Fatalf("%d×%d: %d cells, %d outlines", tc.rows, tc.cols, len(c.Cells), len(c.Strokes))
		}
		out := c.Strokes[0]
		for _, r := range c.Strokes {
			out.Min.X, out.Min.Y = min(out.Min.X, r.Min.X), min(out.Min.Y, r.Min.Y)
			out.Max.X, out.Max.Y = max(out.Max.X, r.Max.X), max(out.Max.Y, r.Max.Y)
		}
		for _, r := range c.Cells {
			if cw, ch := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y; math.Abs(float64(cw/ch-1)) > 1e-6 {
				t.Errorf("%d×%d in %.1f×%.1f: cell %.2f×%.2f pt", tc.rows, tc.cols, w, h, cw, ch)
				break
			}
		}
		if out.Min.X < -1e-9 || out.Min.Y < -1e-9 || out.Max.X > w+1e-9 || out.Max.Y > h+1e-9 {
			t.Errorf("%d×%d in %.1f×%.1f: outline %v outside the figure", tc.rows, tc.cols, w, h, out)
		}
		if left, right := out.Min.X, w-out.Max.X; math.Abs(float64(left-right)) > 1e-6 || (sized && left > 1e-6 && tc.cols > 1) {
			t.Errorf("%d×%d in %.1f×%.1f: margins %.2f pt left, %.2f pt right", tc.rows, tc.cols, w, h, left, right)
		}
	}
}

// TestKeyTicksSpaced: a colour bar's tick labels are at least a line of
// text apart, however short the bar (a 1×20 heat map on paper, 241×54
// pt, had labels 15, 10, 5, 0 at 4.45 pt pitch for 7 pt text), and a
// tall bar keeps all its ticks.
func TestKeyTicksSpaced(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		w, h       vg.Length
		least      int // labels at least
	}{
		{1, 20, 240.94, 54, 1},
		{2, 20, 240.94, 70, 2},
		{20, 20, 240.94, 240.94, 4},
	} {
		table := make([][]int, tc.rows)
		for r := range table {
			table[r] = make([]int, tc.cols)
			for col := range table[r] {
				table[r][col] = col + r
			}
		}
		p, err := IntHeatMap(table, &IntHeatMapOptions{Title: "t", KeyLabel: "g", Style: &Paper})
		if err != nil {
			t.Fatal(err)
		}
		c := figtest.NewCanvas(vgimg.New(tc.w, tc.h))
		if err := drawChecked(p, c); err != nil {
			t.Fatal(err)
		}
		ys := c.KeyLabels()
		e := p.X.Tick.Label.FontExtents()
		gap := e.Ascent + e.Descent
		if len(ys) < tc.least {
			t.Errorf("%d×%d in %.0f×%.0f pt: %d key labels, want at least %d", tc.rows, tc.cols, tc.w, tc.h, len(ys), tc.least)
		}
		for i := range ys {
			for j := i + 1; j < len(ys); j++ {
				if d := abs(ys[i] - ys[j]); d < gap-1e-9 {
					t.Errorf("%d×%d in %.0f×%.0f pt: key labels %.2f pt apart, a line of text is %.2f pt", tc.rows, tc.cols, tc.w, tc.h, d, gap)
				}
			}
		}
	}
	ticks := func(vs ...float64) []plot.Tick {
		var ts []plot.Tick
		for _, v := range vs {
			ts = append(ts, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'g', -1, 64)})
		}
		return ts
	}
	for _, tc := range []struct {
		height vg.Length
		want   int
	}{{100, 4}, {20, 2}, {10, 1}, {0, 1}} {
		if got := spacedTicks(ticks(15, 0, 5, 10), 0, 19, tc.height, 8); len(got) != tc.want || got[0].Value != 0 {
			t.Errorf("spacedTicks 0, 5, 10, 15 on a bar %.0f pt tall: %v, want %d from 0", tc.height, got, tc.want)
		}
	}
}
