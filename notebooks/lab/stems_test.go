package lab

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/plots"
)

// checkStems fails t when a stem is empty, longer than maxFileStem, not
// FileName's own output (FileName(stem) ≠ stem) or the stem of another
// position: stems maps each stem to the position it names.
func checkStems(t *testing.T, what string, stems map[string]string, stem, pos string) {
	t.Helper()
	switch {
	case stem == "" || len(stem) > maxFileStem:
		t.Errorf("%s %q: stem %q of %d bytes, want 1..%d", what, pos, stem, len(stem), maxFileStem)
	case FileName(stem) != stem:
		t.Errorf("%s %q: stem %q is not a file name (FileName gives %q)", what, pos, stem, FileName(stem))
	}
	if other, ok := stems[stem]; ok && other != pos {
		t.Errorf("%s: %q and %q have the same stem %q", what, other, pos, stem)
	}
	stems[stem] = pos
}

// TestGraphStems: the fault probe's graphs C? (4 vertices, no edge) and
// C~ (K4), whose graph6 stems were both nodekayles-C, many random graphs
// whose graph6 begins with the same character (the same order), and
// graphs of 64 vertices (graph6 of 340 characters) have distinct stems of
// at most maxFileStem bytes.
func TestGraphStems(t *testing.T) {
	stems := map[string]string{}
	r := rand.New(rand.NewPCG(1, 2))
	var gs []*graphs.Graph
	for _, s := range []string{"C?", "C~", "CF", "Cw", "IheA@GUAo"} {
		g, err := graphs.ParseGraph6(s)
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
	for range 3000 { // 5 vertices: 1024 labelled graphs, most of them drawn
		gs = append(gs, randomGraph(r, 5, 0.5))
	}
	for range 500 {
		gs = append(gs, randomGraph(r, 8+r.IntN(57), r.Float64()))
	}
	for _, n := range []int{0, 1, 63, 64} {
		gs = append(gs, randomGraph(r, n, 0), randomGraph(r, n, 1))
	}
	for _, g := range gs {
		for _, game := range []string{"nodekayles", "arckayles"} {
			checkStems(t, "graph", stems, graphStem(game, g), game+":"+g.Graph6())
		}
	}
	g, _ := graphs.ParseGraph6("IheA@GUAo")
	if got := graphStem("nodekayles", g); !strings.HasPrefix(got, "nodekayles-10v-15e-") || len(got) != len("nodekayles-10v-15e-")+12 {
		t.Errorf("the Petersen graph's stem %q, want nodekayles-10v-15e- and 12 hex digits", got)
	}
}

// TestGraphExportsDistinct: the fault probe's case. Exploring C? and
// then C~ into one directory wrote nodekayles-C-graph-paper.* and
// nodekayles-C-facts.* twice, the second over the first; the empty graph
// on 64 vertices failed with "file name too long". Now each writes files
// of its own, all there after the last.
func TestGraphExportsDistinct(t *testing.T) {
	dir := t.TempDir()
	written := map[string]string{}
	for _, name := range []string{"nodekayles:C?", "nodekayles:C~", "arckayles:C~", "nodekayles:~?@?" + strings.Repeat("?", 336), "chomp:255x1"} {
		e, _, err := AnalyzeBoard(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		paths, err := e.Export(dir, &plots.Paper)
		if err != nil {
			t.Fatalf("%.20s…: Export: %v", name, err)
		}
		if len(paths) != 5 {
			t.Errorf("%.20s…: Export wrote %v, want 3 figure files and the facts' 2", name, paths)
		}
		for _, p := range paths {
			if other, ok := written[p]; ok {
				t.Errorf("%.20s… wrote %s over %.20s…'s", name, filepath.Base(p), other)
			}
			written[p] = name
		}
	}
	for p := range written {
		if _, err := os.Stat(p); err != nil {
			t.Error(err)
		}
	}
}

// TestDiagramStems: a rectangle's stem is chomp-RxC and its name says
// so; another diagram's stem is its rows (runs of equal rows as kxL) and
// its name keeps them; every Young diagram in a 6×6 box, random ones of
// up to 255 rows and the largest have distinct stems of at most
// maxFileStem bytes.
func TestDiagramStems(t *testing.T) {
	for _, tc := range []struct{ board, stem, name string }{
		{"chomp:4x7", "chomp-4x7", "Chomp on the 4×7 rectangle"},
		{"chomp:1x7", "chomp-1x7", "Chomp on the 1×7 rectangle"},
		{"chomp:7x1", "chomp-7x1", "Chomp on the 7×1 rectangle"},
		{"chomp:7", "chomp-1x7", "Chomp on the 1×7 rectangle"},
		{"chomp:6,5,3", "chomp-6-5-3", "Chomp on the diagram [6 5 3]"},
		{"chomp:7,7,7,7,3,3,1", "chomp-4x7-2x3-1", "Chomp on the diagram [7 7 7 7 3 3 1]"},
	} {
		e, _, err := AnalyzeBoard(tc.board, nil)
		if err != nil {
			t.Fatal(err)
		}
		if e.fileStem() != tc.stem || e.Name != tc.name {
			t.Errorf("%s: stem %q, name %q; want %q, %q", tc.board, e.fileStem(), e.Name, tc.stem, tc.name)
		}
	}
	stems := map[string]string{}
	check := func(rows []int) {
		d, err := chomp.FromRows(rows)
		if err != nil {
			t.Fatal(err)
		}
		checkStems(t, "diagram", stems, diagramStem(d), d.String())
	}
	// Every diagram in the 6×6 box: C(12, 6) − 1 = 923 non-empty ones.
	var box func(rows []int, most int)
	box = func(rows []int, most int) {
		if len(rows) > 0 {
			check(rows)
		}
		if len(rows) == 6 {
			return
		}
		for r := 1; r <= most; r++ {
			box(append(slices.Clone(rows), r), r)
		}
	}
	box(nil, 6)
	if len(stems) != 923 {
		t.Errorf("%d diagrams in the 6×6 box, want 923", len(stems))
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		rows := make([]int, 1+r.IntN(chomp.MaxSide))
		for i := range rows {
			rows[i] = 1 + r.IntN(chomp.MaxSide)
		}
		slices.SortFunc(rows, func(a, b int) int { return b - a })
		check(rows)
	}
	stair := make([]int, chomp.MaxSide) // 255, 254, …, 1: the longest list
	for i := range stair {
		stair[i] = chomp.MaxSide - i
	}
	check(stair)
	check(stair[:len(stair)-1]) // the same first 100 bytes
	check(slices.Repeat([]int{chomp.MaxSide}, chomp.MaxSide))
}

// TestFileNameBound: FileName keeps short names as they were, cuts long
// ones to maxFileStem bytes ending in a hash of the whole name, so that
// names sharing their first 100 bytes (or differing only where FileName
// writes '-') stay distinct, and never returns an empty name.
func TestFileNameBound(t *testing.T) {
	for _, tc := range [][2]string{ // the committed notebooks' stems, unchanged
		{"cram-5x7", "cram-5x7"}, {"cram-table-5x7", "cram-table-5x7"},
		{"nodekayles-grid-table-5x7", "nodekayles-grid-table-5x7"}, {"wythoff-40", "wythoff-40"},
		{"octal:0.137", "octal-0.137"}, {"nodekayles-prism-32", "nodekayles-prism-32"},
		{"cram-3x4-ooxo-oooo-oooo", "cram-3x4-ooxo-oooo-oooo"},
		{"", "game"}, {"...", "game"}, {"γ", "game"},
	} {
		if got := FileName(tc[0]); got != tc[1] {
			t.Errorf("FileName(%q) = %q, want %q", tc[0], got, tc[1])
		}
	}
	stems := map[string]string{}
	long := strings.Repeat("o", 200)
	for _, name := range []string{
		long, long + "x", long + "y", long + ":", long + "?", "x" + long,
		"cram-8x16-" + strings.Repeat("oooooooooooooooo-", 7) + "ooooooooooooooox", // a wide board, a cell blocked
		"cram-8x16-" + strings.Repeat("oooooooooooooooo-", 7) + "oooooooooooooxoo",
		strings.Repeat(".", 150) + "a", strings.Repeat("a", 99) + "." + strings.Repeat("b", 50),
	} {
		checkStems(t, "name", stems, FileName(name), name)
	}
}
