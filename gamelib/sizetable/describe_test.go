package sizetable

import (
	"context"
	"strings"
	"testing"
)

// TestDescribeMissing: a Spec without a game or its sizes says what is
// missing, not "table : 0×0" or "1×0".
func TestDescribeMissing(t *testing.T) {
	for _, tc := range []struct {
		spec Spec
		want string
	}{
		{Spec{}, "no table named (Game is empty): want one of " + Games},
		{Spec{Game: "nodekayles:paths"}, "table nodekayles:paths: Cols = 0, want the largest n"},
		{Spec{Game: "nodekayles:paths:wins", Rows: 1, Cols: 300}, "Cols = 300, want the largest n, 1..255"},
		{Spec{Game: "cram", Cols: 5}, "table cram: Rows = 0, Cols = 5: give both, the largest sizes, 1..255"},
		{Spec{Game: "cram", Rows: -1, Cols: 5}, "table cram: -1×5, want 1..255 rows and columns"},
		{Spec{Game: "cram:win", Rows: 2, Cols: 2}, `unknown table "cram:win"`},
	} {
		_, err := Describe(tc.spec)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Describe(%+v): %v, want an error saying %q", tc.spec, err, tc.want)
		}
	}
	for _, ok := range []Spec{{"nodekayles:paths", 0, 5}, {"nodekayles:paths", 1, 5}, {"cram", 2, 3}, {"chomp:wins", 3, 3}, {"nodekayles:grid:wins", 2, 2}} {
		if _, err := Describe(ok); err != nil {
			t.Errorf("Describe(%+v): %v", ok, err)
		}
	}
}

// TestCycleNote: the C_n row of nodekayles:paths holds, for n < 3, the
// values of the paths P_0, P_1 and P_2 (no cycle has fewer than 3
// vertices), and the table's Note says so; the other tables have none.
func TestCycleNote(t *testing.T) {
	for _, g := range []string{"nodekayles:paths", "nodekayles:paths:wins"} {
		tab, err := Compute(context.Background(), Spec{Game: g, Cols: 5}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if tab.Note != CycleNote || !strings.Contains(tab.Note, "P_0, P_1 and P_2 = K_2") {
			t.Errorf("%s: Note %q", g, tab.Note)
		}
		for n := range 3 {
			if tab.Values[1][n] != tab.Values[0][n] {
				t.Errorf("%s: C_%d = %d, P_%d = %d: the note says they are equal", g, n, tab.Values[1][n], n, tab.Values[0][n])
			}
		}
	}
	for _, g := range []string{"cram", "chomp", "nodekayles:grid:wins"} {
		if tab, err := Describe(Spec{Game: g, Rows: 2, Cols: 2}); err != nil || tab.Note != "" {
			t.Errorf("%s: Note %q, error %v", g, tab.Note, err)
		}
	}
}

// TestSearched: every table but Chomp's is searched by the engine (its
// options' TTMem and Workers apply); Chomp's cells come from box tables.
func TestSearched(t *testing.T) {
	for _, g := range strings.Split(Games, ", ") {
		rows := 2
		if strings.HasPrefix(g, "nodekayles:paths") {
			rows = 1 // the paths and cycles: one row of sizes
		}
		tab, err := Describe(Spec{Game: g, Rows: rows, Cols: 3})
		if err != nil {
			t.Fatal(err)
		}
		if want := !strings.HasPrefix(g, "chomp"); tab.Searched != want {
			t.Errorf("%s: Searched %v, want %v", g, tab.Searched, want)
		}
	}
}
