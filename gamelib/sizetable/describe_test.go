package sizetable

import (
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
