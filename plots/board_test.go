package plots

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
)

func TestBoardPlot(t *testing.T) {
	// A Chomp position: rows 3, 2, 1 (bottom first) drawn top first, the
	// poisoned square marked, the rest of the 3×3 box absent.
	cells := [][]BoardCell{
		{CellFree, CellAbsent, CellAbsent},
		{CellFree, CellFree, CellAbsent},
		{CellMarked, CellFree, CellBlocked},
	}
	p, err := BoardPlot(cells, &BoardOptions{Title: "board"})
	if err != nil {
		t.Fatal(err)
	}
	svg, err := Encode(p, 5*vg.Centimeter, 5*vg.Centimeter, "svg")
	if err != nil {
		t.Fatal(err)
	}
	// Six squares drawn, each a filled path and an outline.
	if n := strings.Count(string(svg), "<path"); n < 12 {
		t.Errorf("%d paths in the SVG, want at least 12 for 6 squares", n)
	}
	// Links: two more paths, one a link, and a link off the board refused.
	linked, err := BoardPlot(cells, &BoardOptions{Title: "board", Links: [][4]int{{1, 0, 1, 1}, {0, 0, 1, 0}}})
	if err != nil {
		t.Fatal(err)
	}
	svg2, err := Encode(linked, 5*vg.Centimeter, 5*vg.Centimeter, "svg")
	if err != nil {
		t.Fatal(err)
	}
	if a, b := strings.Count(string(svg), "<path"), strings.Count(string(svg2), "<path"); b != a+2 {
		t.Errorf("%d paths with two links, %d without", b, a)
	}
	for _, l := range [][4]int{{0, 0, 3, 0}, {-1, 0, 0, 0}, {0, 0, 0, 3}} {
		if _, err := BoardPlot(cells, &BoardOptions{Links: [][4]int{l}}); err == nil {
			t.Errorf("link %v off the 3×3 board accepted", l)
		}
	}
	// Spots: one more path each, and a spot off the board refused.
	spotted, err := BoardPlot(cells, &BoardOptions{Spots: [][2]int{{0, 0}, {1, 1}}})
	if err != nil {
		t.Fatal(err)
	}
	svg3, err := Encode(spotted, 5*vg.Centimeter, 5*vg.Centimeter, "svg")
	if err != nil {
		t.Fatal(err)
	}
	if a, b := strings.Count(string(svg), "<path"), strings.Count(string(svg3), "<path"); b != a+2 {
		t.Errorf("%d paths with two spots, %d without", b, a)
	}
	for _, rc := range [][2]int{{3, 0}, {0, -1}} {
		if _, err := BoardPlot(cells, &BoardOptions{Spots: [][2]int{rc}}); err == nil {
			t.Errorf("spot %v off the 3×3 board accepted", rc)
		}
	}
	for _, bad := range [][][]BoardCell{nil, {{}}, {{CellFree}, {CellFree, CellFree}}, {{BoardCell(9)}}, make([][]BoardCell, MaxBoardSide+1)} {
		if _, err := BoardPlot(bad, nil); err == nil {
			t.Errorf("BoardPlot(%v) accepted", bad)
		}
	}
}

func TestGraphDrawingPlot(t *testing.T) {
	g := &GraphDrawing{X: []float64{0, 1, 0.5}, Y: []float64{0, 0, 1}, Labels: []string{"0", "1", "2"}, Edges: [][2]int{{0, 1}, {1, 2}, {2, 0}}}
	p, err := GraphDrawingPlot(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Encode(p, 5*vg.Centimeter, 5*vg.Centimeter, "svg"); err != nil {
		t.Fatal(err)
	}
	if _, err := GraphDrawingPlot(&GraphDrawing{}, nil); err != nil {
		t.Errorf("the empty graph: %v", err)
	}
	// Marks: a marked vertex and a marked edge are drawn in PColor, the
	// edge as one more path.
	svgOf := func(g *GraphDrawing) string {
		p, err := GraphDrawingPlot(g, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Encode(p, 5*vg.Centimeter, 5*vg.Centimeter, "svg")
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	r, gr, b, _ := PColor.RGBA()
	pc := fmt.Sprintf("#%02X%02X%02X", r>>8, gr>>8, b>>8)
	plain := svgOf(g)
	marked := *g
	marked.Marked = []bool{false, true, false}
	if s := svgOf(&marked); strings.Contains(plain, pc) || !strings.Contains(s, pc) {
		t.Errorf("a marked vertex: PColor %s in the plain drawing %v, in the marked one %v", pc, strings.Contains(plain, pc), strings.Contains(s, pc))
	}
	marked = *g
	marked.MarkedEdges = [][2]int{{2, 1}}
	if s := svgOf(&marked); strings.Count(s, "<path") != strings.Count(plain, "<path")+1 || !strings.Contains(s, pc) {
		t.Errorf("a marked edge: %d paths, %d without; PColor %v", strings.Count(s, "<path"), strings.Count(plain, "<path"), strings.Contains(s, pc))
	}
	for _, bad := range []*GraphDrawing{
		nil,
		{X: []float64{0}, Y: nil},
		{X: []float64{0}, Y: []float64{0}, Labels: []string{"a", "b"}},
		{X: []float64{0, 1}, Y: []float64{0, 1}, Edges: [][2]int{{0, 2}}},
		{X: []float64{0, 1}, Y: []float64{0, 1}, Edges: [][2]int{{1, 1}}},
		{X: []float64{0, 1}, Y: []float64{0, 1}, Marked: []bool{true}},
		{X: []float64{0, 1, 2}, Y: []float64{0, 1, 2}, Edges: [][2]int{{0, 1}}, MarkedEdges: [][2]int{{1, 2}}},
	} {
		if _, err := GraphDrawingPlot(bad, nil); err == nil {
			t.Errorf("GraphDrawingPlot(%+v) accepted", bad)
		}
	}
}

// discCanvas records the centre and radius of every filled circle drawn
// on it: the vertices' discs of a graph drawing.
type discCanvas struct {
	vg.CanvasSizer
	centres []vg.Point
	radius  vg.Length
}

func (c *discCanvas) Fill(p vg.Path) {
	for _, pc := range p {
		if pc.Type == vg.ArcComp && pc.Angle >= 2*math.Pi-1e-9 {
			c.centres = append(c.centres, pc.Pos)
			c.radius = pc.Radius
		}
	}
	c.CanvasSizer.Fill(p)
}

// TestGraphDrawingEqualScale: a 2×8 grid graph's drawing, in figures
// wider, taller and squarer than the grid, in both styles, has its
// adjacent vertices as far apart across as up, to a pixel (gonum scaled
// the axes apart: in a 10 cm square the vertical unit was 5 times the
// horizontal one), with every disc inside the figure.
func TestGraphDrawingEqualScale(t *testing.T) {
	const rows, cols = 2, 8
	g := &GraphDrawing{}
	for r := range rows {
		for c := range cols {
			g.X, g.Y = append(g.X, float64(c)), append(g.Y, float64(r))
			g.Labels = append(g.Labels, fmt.Sprint(r*cols+c))
			if c > 0 {
				g.Edges = append(g.Edges, [2]int{r*cols + c - 1, r*cols + c})
			}
			if r > 0 {
				g.Edges = append(g.Edges, [2]int{(r-1)*cols + c, r*cols + c})
			}
		}
	}
	const pixel = vg.Inch / 96
	for _, tc := range []struct {
		w, h  vg.Length
		style *Style
	}{
		{10 * vg.Centimeter, 10 * vg.Centimeter, nil},
		{16 * vg.Centimeter, 4 * vg.Centimeter, nil},
		{4 * vg.Centimeter, 12 * vg.Centimeter, nil},
		{30 * vg.Centimeter, 3 * vg.Centimeter, nil},
		{Paper.Width, Paper.Height, &Paper},
	} {
		p, err := GraphDrawingPlot(g, &BoardOptions{Title: "2×8 grid", Style: tc.style})
		if err != nil {
			t.Fatal(err)
		}
		c := &discCanvas{CanvasSizer: vgimg.New(tc.w, tc.h)}
		if err := drawChecked(p, c); err != nil {
			t.Fatal(err)
		}
		if len(c.centres) != rows*cols {
			t.Fatalf("%v×%v: %d discs drawn, want %d", tc.w, tc.h, len(c.centres), rows*cols)
		}
		at := func(r, col int) vg.Point { return c.centres[r*cols+col] }
		across, up := at(0, 1).X-at(0, 0).X, at(1, 0).Y-at(0, 0).Y
		if abs(across-up) > pixel || across <= 0 {
			t.Errorf("%.1f×%.1f cm: adjacent vertices %.2f pt apart across, %.2f pt up", tc.w/vg.Centimeter, tc.h/vg.Centimeter, across, up)
		}
		for i, pt := range c.centres {
			if abs(at(i/cols, i%cols).Y-at(0, i%cols).Y-vg.Length(i/cols)*up) > 1e-6 || abs(pt.X-at(0, 0).X-vg.Length(i%cols)*across) > 1e-6 {
				t.Errorf("%.1f×%.1f cm: vertex %d at %v off the grid", tc.w/vg.Centimeter, tc.h/vg.Centimeter, i, pt)
			}
			if pt.X-c.radius < 0 || pt.X+c.radius > tc.w || pt.Y-c.radius < 0 || pt.Y+c.radius > tc.h {
				t.Errorf("%.1f×%.1f cm: disc %d at %v (radius %v) outside the figure", tc.w/vg.Centimeter, tc.h/vg.Centimeter, i, pt, c.radius)
			}
		}
	}
}
