package table_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/plots/table"
)

var regen = flag.Bool("regen", false, "rewrite the testdata goldens")

// golden compares got with testdata/name, or rewrites it with -regen.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *regen {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden:\n%s\nwant:\n%s", name, got, want)
	}
}

// periods is a table in the shape of notebook 05's periods table (its
// first row is Kayles, preperiod 71 and period 12, Winning Ways ch. 4;
// the others are made up), with text that needs escaping (_, %, ⊕, ≤,
// subscripts, superscripts).
func periods(t *testing.T) *table.Table {
	tb, err := table.New("game", []string{"Kayles 0.77", "row's 2", "a_b & 50%"},
		[]string{"preperiod n₀", "period p", "g ≤ 2⁻⁵ ⊕ x"},
		[][]string{{"71", "12", "yes"}, {"1", "2", "no"}, {"#1", "{2}", "~3^"}})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestGoldens(t *testing.T) {
	tb := periods(t)
	c, err := tb.CSV()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "periods.csv", c)
	l, err := tb.LaTeX()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "periods.tex", l)

	seq, err := table.Sequence([]int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0}, 0, 4)
	if err != nil {
		t.Fatal(err)
	}
	l, err = seq.LaTeX()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "sequence.tex", l)
	c, err = seq.CSV()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "sequence.csv", c)
}

func TestEscape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain", "plain"},
		{"sg₃(s)", "sg$_{3}$(s)"},
		{"2⁻⁵", "2$^{-5}$"},
		{"F_k(n)", `F$_{k}$(n)`},
		{"F_2(n) = F_k(n)", `F$_{2}$(n) = F$_{k}$(n)`},
		{"sg_{3}(s), 2^{-5}, 4^10", `sg$_{3}$(s), 2$^{-5}$, 4$^{10}$`},
		{"a_ b, x^", `a\_ b, x\textasciicircum{}`},
		{"sg_{3", `sg\_\{3`},
		{"a ≤ b", `a $\le$ b`},
		{"≤α", `$\le \alpha$`},
		{"x⊕y", `x$\oplus$y`},
		{`100% & $5 #1 {x} ~ ^ \`, `100\% \& \$5 \#1 \{x\} \textasciitilde{} \textasciicircum{} \textbackslash{}`},
		{"D₁₂", "D$_{12}$"},
	} {
		if got := table.Escape(tc.in); got != tc.want {
			t.Errorf("Escape(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCSVRoundTrip checks that the CSV reads back to the same cells.
func TestCSVRoundTrip(t *testing.T) {
	tb, err := table.New("k", []string{"2", "3"}, []string{"a,b", `say "x"`}, [][]string{{"1", "line\nbreak"}, {"", "4"}})
	if err != nil {
		t.Fatal(err)
	}
	c, err := tb.CSV()
	if err != nil {
		t.Fatal(err)
	}
	recs, err := readCSV(c)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"k", "a,b", `say "x"`}, {"2", "1", "line\nbreak"}, {"3", "", "4"}}
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d", len(recs), len(want))
	}
	for i := range want {
		if strings.Join(recs[i], "|") != strings.Join(want[i], "|") {
			t.Errorf("record %d: %q, want %q", i, recs[i], want[i])
		}
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"ragged", second(table.New("", nil, []string{"a", "b"}, [][]string{{"1"}})), "ragged"},
		{"row heads", second(table.New("", []string{"x"}, []string{"a"}, [][]string{{"1"}, {"2"}})), "row headers"},
		{"no columns", second(table.New("", nil, nil, nil)), "no columns"},
		{"empty sequence", second(table.Sequence(nil, 0, 4)), "empty sequence"},
		{"perRow", second(table.Sequence([]int{0}, 0, 0)), "perRow"},
		{"negative", second(table.Sequence([]int{0, -1}, 5, 4)), "g(6) = -1"},
		{"ints ragged", second(table.Ints("", nil, []string{"a"}, [][]int{{1, 2}})), "ragged"},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, tc.err, tc.want)
		}
	}
	tb := &table.Table{ColHeads: []string{"a"}, Cells: [][]string{{"1", "2"}}}
	if _, err := tb.LaTeX(); err == nil {
		t.Error("LaTeX of a ragged Table: no error")
	}
	if _, err := table.Export(t.TempDir(), "../x", periods(t)); err == nil {
		t.Error("Export with a path as name: no error")
	}
}

func TestExport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tables")
	paths, err := table.Export(dir, "periods", periods(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != 2 || filepath.Base(paths[0]) != "periods.csv" || filepath.Base(paths[1]) != "periods.tex" {
		t.Fatalf("paths %q", paths)
	}
	b, err := os.ReadFile(paths[1])
	if err != nil {
		t.Fatal(err)
	}
	want, _ := periods(t).LaTeX()
	if string(b) != want {
		t.Error("periods.tex differs from LaTeX()")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files, want 2", len(entries))
	}
}

func second[T any](_ T, err error) error { return err }
