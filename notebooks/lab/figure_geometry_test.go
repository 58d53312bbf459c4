package lab

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/internal/figtest"
	"github.com/grundylab/grundylab/plots"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// drawFigure draws f as Export does (its title already wrapped by Draw)
// on a recording canvas.
func drawFigure(t *testing.T, f plots.Figure) *figtest.Canvas {
	t.Helper()
	c := figtest.NewCanvas(vgimg.New(f.W, f.H))
	if wrapped := plots.WrapText(f.Plot.Title.TextStyle, f.Plot.Title.Text, f.W*95/100); wrapped != f.Plot.Title.Text {
		t.Errorf("%s: title %q not wrapped to the figure's width by Draw", f.Name, f.Plot.Title.Text)
	}
	f.Plot.Draw(draw.New(c))
	return c
}

var figureStyles = []*plots.Style{&plots.Notebook, &plots.Paper, &plots.PaperWide}

// TestBoardFigureGeometry: a board's figure, in every style, draws
// square cells, its outline wholly inside the figure with equal margins
// left and right (the probe measured Cram 2×10 on paper with cells
// 23.59×30.42 pt, −22.5%, and every outline running from x = 5 to the
// figure's right edge, half the stroke cut).
func TestBoardFigureGeometry(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, name := range []string{"cram:2x10", "cram:1x12", "cram:3x3", "cram:5x7", "chomp:30,1", "chomp:4x7", "chomp:1"} {
		e, _, err := AnalyzeBoard(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range figureStyles {
			figs, err := e.Draw(style)
			if err != nil || len(figs) == 0 {
				t.Fatalf("%s: Draw: %v", name, err)
			}
			f := figs[0]
			c := drawFigure(t, f)
			if len(c.Cells) == 0 || len(c.Strokes) == 0 {
				t.Fatalf("%s %s: %d cells, %d outlines drawn", name, style.Name, len(c.Cells), len(c.Strokes))
			}
			var worst float64
			out := c.Strokes[0]
			for _, r := range c.Cells {
				w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
				worst = max(worst, math.Abs(float64(w/h-1)))
			}
			for _, r := range c.Strokes {
				out.Min.X, out.Min.Y = min(out.Min.X, r.Min.X), min(out.Min.Y, r.Min.Y)
				out.Max.X, out.Max.Y = max(out.Max.X, r.Max.X), max(out.Max.Y, r.Max.Y)
			}
			left, right := out.Min.X, f.W-out.Max.X
			t.Logf("%s %s: %.2f×%.2f pt, cell %.2f pt, aspect off by %.4f%%, margins %.3f / %.3f pt, bottom %.3f top %.2f", name, style.Name, f.W, f.H, c.Cells[0].Max.X-c.Cells[0].Min.X, 100*worst, left, right, out.Min.Y, f.H-out.Max.Y)
			if worst > 1e-3 {
				t.Errorf("%s %s: cells off square by %.2f%%", name, style.Name, 100*worst)
			}
			if out.Min.X < -1e-6 || out.Min.Y < -1e-6 || out.Max.X > f.W+1e-6 || out.Max.Y > f.H+1e-6 {
				t.Errorf("%s %s: outline %v outside the %.2f×%.2f figure", name, style.Name, out, f.W, f.H)
			}
			if math.Abs(float64(left-right)) > 0.01 {
				t.Errorf("%s %s: margins %.2f pt left, %.2f pt right", name, style.Name, left, right)
			}
		}
	}
}

// TestGraphFigureDiscsApart: a graph's figure, through AnalyzeBoard and
// Draw in every style, draws no two vertex discs overlapping and every
// disc inside the figure (the probe found 94 overlapping pairs in the
// notebook figure of Node Kayles on the 5×11 grid, neighbours 13.28 pt
// apart with discs 18 pt across; bintree:4's leaves 8.62 pt apart on
// paper).
func TestGraphFigureDiscsApart(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, name := range []string{"nodekayles:grid:5:11", "nodekayles:grid:3:16", "nodekayles:grid:4:9", "nodekayles:grid:4:16", "nodekayles:bintree:4", "nodekayles:hypercube:5", "nodekayles:path:40"} {
		e, _, err := AnalyzeBoard(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range figureStyles {
			figs, err := e.Draw(style)
			if err != nil {
				t.Fatalf("%s: Draw: %v", name, err)
			}
			var f *plots.Figure
			for i := range figs {
				if e.styled[figs[i].Name[len(e.fileStem())+1:len(figs[i].Name)-len(FileName(style.Name))-1]] {
					f = &figs[i]
				}
			}
			if f == nil {
				t.Fatalf("%s: no graph figure among %d", name, len(figs))
			}
			checkDiscs(t, name+" "+style.Name, *f)

		}
	}
}

// checkDiscs draws f and reports overlapping discs and discs outside it.
func checkDiscs(t *testing.T, name string, f plots.Figure) {
	t.Helper()
	c := drawFigure(t, f)
	if len(c.Centres) < 2 {
		t.Fatalf("%s: %d discs drawn", name, len(c.Centres))
	}
	overlaps, nearest := 0, math.Inf(1)
	for i, p := range c.Centres {
		r := c.Radii[i]
		if p.X-r < 0 || p.Y-r < 0 || p.X+r > f.W || p.Y+r > f.H {
			t.Errorf("%s: disc at %v (radius %.2f) outside the %.2f×%.2f figure", name, p, r, f.W, f.H)
		}
		for j := i + 1; j < len(c.Centres); j++ {
			d := math.Hypot(float64(p.X-c.Centres[j].X), float64(p.Y-c.Centres[j].Y))
			nearest = min(nearest, d/float64(r))
			if d < float64(r+c.Radii[j]) {
				overlaps++
			}
		}
	}
	t.Logf("%s: %.2f×%.2f pt, radius %.2f pt, nearest centres %.2f radii apart", name, f.W, f.H, c.Radii[0], nearest)
	if overlaps > 0 {
		t.Errorf("%s: %d pairs of discs overlap (radius %.2f pt, nearest %.2f radii apart)", name, overlaps, c.Radii[0], nearest)
	}
}

// TestFamilyDrawingDiscsApart: the drawing of a family's graph, as
// exploreFamily draws it (its layout, drawingSize) but without the
// search, has no overlapping discs in any style (GP(24, 3) and GP(32, 3)
// overlapped in the probe).
func TestFamilyDrawingDiscsApart(t *testing.T) {
	for _, tc := range []struct {
		family string
		n      int
	}{{"petersen:3", 24}, {"petersen:3", 32}, {"grid:4", 12}, {"bintree", 4}, {"path", 60}} {
		f, err := graphs.ParseFamily(tc.family)
		if err != nil {
			t.Fatal(err)
		}
		g, err := f.Graph(tc.n)
		if err != nil {
			t.Fatal(err)
		}
		x, y := familyDrawing(f, tc.n, g)
		d := &plots.GraphDrawing{X: x, Y: y, Edges: g.Edges()}
		for _, style := range figureStyles {
			opts := &plots.BoardOptions{Title: fmt.Sprintf("%s, n = %d: nimber 0", tc.family, tc.n), Style: style}
			p, err := plots.GraphDrawingPlot(d, opts)
			if err != nil {
				t.Fatal(err)
			}
			w, h := drawingSize(d, opts)
			fig := plots.Figure{Name: "graph", Plot: p, W: w, H: h}
			fitTitle(&fig)
			checkDiscs(t, fmt.Sprintf("%s:%d %s", tc.family, tc.n, style.Name), fig)
		}
	}
}

// TestTableKeyLabelsApart: the heat map of a one-row table, on paper
// (241×54 pt), has its colour bar's labels at least a line of text
// apart (the probe measured 15, 10, 5, 0 at 4.45 pt pitch for 7 pt
// text).
func TestTableKeyLabelsApart(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	e, _, err := AnalyzeBoard(BoardTable{Game: "chomp", Rows: 1, Cols: 20}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range figureStyles {
		figs, err := e.Draw(style)
		if err != nil || len(figs) == 0 {
			t.Fatalf("Draw: %v", err)
		}
		f := figs[0]
		c := drawFigure(t, f)
		ys := c.KeyLabels()
		ext := f.Plot.X.Tick.Label.FontExtents()
		gap := ext.Ascent + ext.Descent
		t.Logf("%s: %.2f×%.2f pt, %d key labels at %v", style.Name, f.W, f.H, len(ys), ys)
		if len(ys) == 0 {
			t.Errorf("%s: no key labels", style.Name)
		}
		for i := range ys {
			for j := i + 1; j < len(ys); j++ {
				if d := math.Abs(float64(ys[i] - ys[j])); d < float64(gap)-1e-9 {
					t.Errorf("%s: key labels %.2f pt apart, a line of text is %.2f pt", style.Name, d, gap)
				}
			}
		}
	}
}

// TestSmallDrawingFillsFigure: a small graph's or board's drawing fills
// its figure's width in every style, as Draw's doc says, rather than
// being centred, at its largest unit (sizingFor's MaxUnit), in a figure
// of the style's width (the probe of 6 December 2026: the Petersen
// graph's paper figure, 240.94×144.36 pt, had its drawing about 60% of
// the width, blank margins either side). The margins left of the
// leftmost disc and right of the rightmost are at most two disc radii
// each (GraphDrawingPlot's margin) and a point; a board's outline
// leaves at most a point, unless the figure is at its least width.
func TestSmallDrawingFillsFigure(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, name := range []string{"nodekayles:IheA@GUAo", "nodekayles:0-1,1-2", "nodekayles:path:4", "arckayles:cycle:5", "nodekayles:prism:10", "cram:1x2", "cram:2x2", "chomp:2x2"} {
		e, _, err := AnalyzeBoard(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range figureStyles {
			figs, err := e.Draw(style)
			if err != nil || len(figs) == 0 {
				t.Fatalf("%s: Draw: %v", name, err)
			}
			f := figs[len(figs)-1] // a family's last graph follows its sequence
			c := drawFigure(t, f)
			lo, hi, slack := f.W, vg.Length(0), vg.Length(1)
			if board := !strings.Contains(name, "kayles"); board {
				for _, r := range c.Strokes { // the outline
					lo, hi = min(lo, r.Min.X), max(hi, r.Max.X)
				}
			} else {
				for i, p := range c.Centres {
					lo, hi = min(lo, p.X-c.Radii[i]), max(hi, p.X+c.Radii[i])
					slack = max(slack, 2*c.Radii[i]+1)
				}
			}
			t.Logf("%s %s: %.2f×%.2f pt, drawing x %.2f … %.2f (%.0f%% of the width)", name, style.Name, f.W, f.H, lo, hi, 100*(hi-lo)/f.W)
			if hi <= lo {
				t.Fatalf("%s %s: nothing drawn", name, style.Name)
			}
			least := min(4*vg.Centimeter, style.Width/2) // room for the title (sizingFor)
			if (lo > slack || f.W-hi > slack) && f.W > least+0.01 {
				t.Errorf("%s %s: the drawing spans x = %.2f … %.2f of a figure %.2f pt wide (%.0f%%): margins above %.2f pt", name, style.Name, lo, hi, f.W, 100*(hi-lo)/f.W, slack)
			}
		}
	}
}

// fillCanvas records the colour of each axis-aligned rectangle filled,
// with its area, on the figtest.Canvas it wraps.
type fillCanvas struct {
	*figtest.Canvas
	col   color.Color
	fills []rectFill
}

type rectFill struct {
	area float64
	col  color.Color
}

func (c *fillCanvas) SetColor(k color.Color) { c.col = k; c.Canvas.SetColor(k) }

func (c *fillCanvas) Fill(p vg.Path) {
	if r, ok := figtest.RectOf(p); ok {
		c.fills = append(c.fills, rectFill{float64((r.Max.X - r.Min.X) * (r.Max.Y - r.Min.Y)), c.col})
	}
	c.Canvas.Fill(p)
}

// TestWythoffOneValue: Wythoff's N = 0, one cell of g = 0, draws it in
// the lowest colour of the map, as 0 is in every other Wythoff map, with
// a key of that one colour, not a bar with 0 mid-way (the probe of 6
// December 2026: the cell was mid-teal, the bar a full gradient).
func TestWythoffOneValue(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	cmap := plots.Viridis()
	cmap.SetMin(0)
	cmap.SetMax(1)
	lowest := cmap.Palette(256).Colors()[0]
	same := func(a, b color.Color) bool {
		r1, g1, b1, a1 := a.RGBA()
		r2, g2, b2, a2 := b.RGBA()
		return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
	}
	e, _, err := AnalyzeBoard(Wythoff{N: 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range figureStyles {
		figs, err := e.Draw(style)
		if err != nil || len(figs) == 0 {
			t.Fatalf("Draw: %v", err)
		}
		f := figs[0]
		c := &fillCanvas{Canvas: figtest.NewCanvas(vgimg.New(f.W, f.H))}
		f.Plot.Draw(draw.New(c))
		var cell rectFill
		var others int
		for _, r := range c.fills {
			if r.area > cell.area && !same(r.col, color.White) {
				cell = r
			}
		}
		for _, r := range c.fills {
			if !same(r.col, color.White) && !same(r.col, lowest) && !same(r.col, color.Black) {
				others++
			}
		}
		if cell.col == nil || !same(cell.col, lowest) {
			t.Errorf("%s: the cell g(0, 0) = 0 drawn in %v, want the map's lowest colour %v", style.Name, cell.col, lowest)
		}
		if others > 0 {
			t.Errorf("%s: %d rectangles of other colours than the one value's (a gradient bar?)", style.Name, others)
		}
		if ys := c.KeyLabels(); len(ys) != 1 {
			t.Errorf("%s: %d key labels, want the one value's", style.Name, len(ys))
		}
	}
}
