package lab

import (
	"fmt"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/plots"
)

func TestAnalyzeBoard(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	g, _ := graphs.ParseGraph6("IheA@GUAo") // Petersen: nimber 1 (gamelib/nodekayles checks it by brute force)
	e, ok, err := AnalyzeBoard(g, nil)
	if !ok || err != nil || e.Nimber != 1 || len(e.Figures) != 1 {
		t.Fatalf("Petersen graph: %+v, %v, %v", e, ok, err)
	}
	d, _ := chomp.ParseRect("3x4")
	e, ok, err = AnalyzeBoard(d, nil)
	if !ok || err != nil || e.Nimber != 9 || len(e.Figures) != 1 {
		t.Fatalf("Chomp 3x4: %+v, %v, %v", e, ok, err)
	}
	e, ok, err = AnalyzeBoard(Wythoff{N: 30}, nil)
	if !ok || err != nil || len(e.Table) != 31 || !e.Periods[1].Found || e.Periods[1].Period != 3 {
		t.Fatalf("Wythoff 30: %v, %v", ok, err)
	}
	if !strings.Contains(e.Facts[0][1], "Beatty") {
		t.Errorf("Wythoff facts: %v", e.Facts)
	}
	e, ok, err = AnalyzeBoard(BoardTable{Game: "nodekayles:paths", Cols: 12}, nil)
	if !ok || err != nil {
		t.Fatalf("paths: %v %v", ok, err)
	}
	// Paths are 0.137: 0 1 1 2 0 3 1 1 0 3 3 2 2 (gamelib/nodekayles checks it to 60).
	if got := joinInts(e.Table[0]); got != "0 1 1 2 0 3 1 1 0 3 3 2 2" {
		t.Errorf("paths: %s", got)
	}
	e, ok, err = AnalyzeBoard(BoardTable{Game: "chomp", Rows: 3, Cols: 4}, nil)
	if !ok || err != nil || e.Table[2][3] != 9 || e.Table[0][3] != 3 { // 3×4 is 9; a row of 4 is Nim 3
		t.Fatalf("chomp table: %v %v %v", ok, err, e)
	}
	for _, f := range e.Figures {
		if _, err := plots.Encode(f.Plot, f.W, f.H, "svg"); err != nil {
			t.Error(err)
		}
	}
	if _, ok, _ := AnalyzeBoard("octal:0.137", nil); ok {
		t.Error("a heap game taken for a board")
	}
	for _, bad := range []any{BoardTable{Game: "cram", Rows: 2, Cols: 2}, BoardTable{Game: "nodekayles:grid", Rows: 9, Cols: 9}, Wythoff{N: -1}, (*graphs.Graph)(nil), chomp.Diagram("")} {
		if _, ok, err := AnalyzeBoard(bad, nil); !ok || err == nil {
			t.Errorf("AnalyzeBoard(%#v): ok %v, err %v", bad, ok, err)
		}
	}
}

func TestLayout(t *testing.T) {
	g, _ := graphs.Grid(3, 3)
	x, y := Layout(g)
	// The centre of the 3×3 grid ends up nearest the middle of the drawing.
	cx, cy := 0.0, 0.0
	for i := range x {
		cx += x[i] / 9
		cy += y[i] / 9
	}
	best := -1
	bestD := 1e9
	for i := range x {
		if d := (x[i]-cx)*(x[i]-cx) + (y[i]-cy)*(y[i]-cy); d < bestD {
			best, bestD = i, d
		}
	}
	if best != 4 {
		t.Errorf("vertex %d nearest the centre, want 4", best)
	}
}

func joinInts(v []int) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(itoa(x))
	}
	return b.String()
}

func itoa(x int) string { return fmt.Sprint(x) }
