package plots

import (
	"fmt"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
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
