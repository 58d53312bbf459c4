package lab

import (
	"html"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/plots"
)

// TestFamilyNoPPositions: a family with no P-position among its graphs
// says none (the probe: "nodekayles:petersen:2:5", the Petersen graph
// alone, nimber 1, gave "P-positions (nimber 0) at n: " and nothing).
func TestFamilyNoPPositions(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	e, _, err := AnalyzeBoard("nodekayles:petersen:2:5", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range e.Facts {
		if strings.TrimSpace(f[1]) == "" {
			t.Errorf("fact %q is empty", f[0])
		}
		if f[0] == "P-positions (nimber 0) at n" && f[1] != "none: no graph of index 5 … 5 has nimber 0" {
			t.Errorf("P-positions: %q", f[1])
		}
	}
	// Node Kayles on the paths is the octal game 0.137 (Dawson's chess) on
	// heaps of n vertices: 0 1 1 2 0 3 1, P-positions at 0 and 4.
	e, _, err = AnalyzeBoard("nodekayles:path:6", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range e.Facts {
		if f[0] == "P-positions (nimber 0) at n" && f[1] != "0, 4" {
			t.Errorf("P_0 … P_6: P-positions %q, want 0, 4", f[1])
		}
	}
}

// TestBoardTableNote: the table of paths and cycles says that C_0, C_1
// and C_2 hold paths' values, in its Note and its exported facts.
func TestBoardTableNote(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	e, _, err := AnalyzeBoard(BoardTable{Game: "nodekayles:paths", Cols: 6}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.Note, "C_0, C_1 and C_2 are not cycles") {
		t.Errorf("Note %q, want the note on C_0, C_1, C_2", e.Note)
	}
	if h := e.summaryHTML(); !strings.Contains(h, "<b>note:</b> C_0, C_1 and C_2 are not cycles") {
		t.Errorf("the summary shown does not give the note: %s", h)
	}
	dir := t.TempDir()
	paths, err := e.Export(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	var csv string
	for _, p := range paths {
		if strings.HasSuffix(p, "-facts.csv") {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			csv = string(b)
		}
	}
	if !strings.Contains(csv, "note,"+strconv.Quote(e.Note)) && !strings.Contains(csv, "note,"+e.Note) {
		t.Errorf("exported facts %q lack the note (paths %v)", csv, paths)
	}
	e, _, err = AnalyzeBoard(BoardTable{Game: "cram", Rows: 2, Cols: 3}, nil)
	if err != nil || e.Note != "" || len(e.Facts) != 0 {
		t.Errorf("cram 2×3: note %q, facts %q, error %v; want none", e.Note, e.Facts, err)
	}
}

// TestFamilyNote: a family whose first graphs are not of its kind says so
// in its Note, shown in the summary and exported with the facts, as the
// table of paths and cycles does (the probe of 6 December 2026:
// "nodekayles:cycle:20" reported n = 0, 1, 2 without saying they are
// paths, and prism's its ladders).
func TestFamilyNote(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, tc := range []struct {
		game any
		want string
	}{
		{"nodekayles:cycle:20", "cycle at n = 0, 1, 2 is not a cycle (a cycle has at least 3 vertices): these are the paths P_0, P_1 and P_2 = K_2"},
		{"arckayles:prism:6", "prism at n = 0, 1, 2 is not a prism (a prism joins two cycles of n ≥ 3 vertices): these are the ladders (2×n grids) 2×0 (no vertex), 2×1 = K_2 and 2×2 = C_4"},
		{GraphFamily{"nodekayles", "cycle", 1}, "cycle at n = 0, 1 is not a cycle (a cycle has at least 3 vertices): these are the paths P_0 and P_1"},
		{GraphFamily{"nodekayles", "prism", 0}, "prism at n = 0 is not a prism (a prism joins two cycles of n ≥ 3 vertices): it is the ladder (2×n grid) 2×0 (no vertex)"},
		{"nodekayles:path:8", ""},
		{"nodekayles:petersen:1:8", ""},
	} {
		e, _, err := AnalyzeBoard(tc.game, nil)
		if err != nil {
			t.Fatal(err)
		}
		if e.Note != tc.want {
			t.Errorf("%v: Note %q, want %q", tc.game, e.Note, tc.want)
		}
		if tc.want == "" {
			continue
		}
		if h := e.summaryHTML(); !strings.Contains(h, "<b>note:</b> "+html.EscapeString(tc.want)) {
			t.Errorf("%v: the summary shown does not give the note: %s", tc.game, h)
		}
		paths, err := e.Export(t.TempDir(), &plots.Paper)
		if err != nil {
			t.Fatal(err)
		}
		var csv string
		for _, p := range paths {
			if strings.HasSuffix(p, "-facts.csv") {
				b, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				csv = string(b)
			}
		}
		if !strings.Contains(csv, "note,"+strconv.Quote(tc.want)) && !strings.Contains(csv, "note,"+tc.want) {
			t.Errorf("%v: exported facts %q lack the note", tc.game, csv)
		}
	}
}
