package lab

import (
	"strings"
	"testing"
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
// and C_2 hold paths' values, in its facts and so in its export.
func TestBoardTableNote(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	e, _, err := AnalyzeBoard(BoardTable{Game: "nodekayles:paths", Cols: 6}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Facts) != 1 || e.Facts[0][0] != "note" || !strings.Contains(e.Facts[0][1], "C_0, C_1 and C_2 are not cycles") {
		t.Errorf("facts %q, want the note on C_0, C_1, C_2", e.Facts)
	}
	e, _, err = AnalyzeBoard(BoardTable{Game: "cram", Rows: 2, Cols: 3}, nil)
	if err != nil || len(e.Facts) != 0 {
		t.Errorf("cram 2×3: facts %q, error %v; want none", e.Facts, err)
	}
}
