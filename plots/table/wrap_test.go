package table

import (
	"strings"
	"testing"

	"github.com/grundylab/grundylab/internal/textest"
)

// factsLike is a table of facts as lab exports them: short keys, one
// column of values, some of them sentences (the probe of 6 December 2026
// found chomp's winning moves and Wythoff's periods running off the page
// in an r column), and a graph6 string marked Literal.
func factsLike(t *testing.T) *Table {
	t.Helper()
	tb, err := New("chomp 6 5 2×3 1", []string{"nimber", "winning moves", "graph6"}, []string{""}, [][]string{
		{"3"},
		{"(0, 2), (2, 0), (1, 4), (3, 1), (0, 5), (4, 0), (2, 2), (1, 1), (5, 0), (0, 3), (3, 3), (2, 4)"},
		{"IheA@GUAo"},
	})
	if err != nil {
		t.Fatal(err)
	}
	tb.Literal = [][]bool{{false}, {false}, {true}}
	return tb
}

func TestColumnSpec(t *testing.T) {
	long := strings.Repeat("x ", WrapRunes/2+1)
	for _, tc := range []struct {
		name    string
		cells   [][]string
		literal [][]bool
		want    string
	}{
		{"numbers", [][]string{{"1", "22"}, {"333", "4"}}, nil, "rr"},
		{"exactly WrapRunes", [][]string{{strings.Repeat("x", WrapRunes), "1"}}, nil, "rr"},
		{"one sentence", [][]string{{"1", long}, {"2", "3"}}, nil, "rp{0.6\\linewidth}"},
		{"two sentences", [][]string{{long, long}}, nil, "p{0.3\\linewidth}p{0.3\\linewidth}"},
		{"three", [][]string{{long, long, long}}, nil, "p{0.2\\linewidth}p{0.2\\linewidth}p{0.2\\linewidth}"},
		{"a long literal never wraps", [][]string{{long, "1"}}, [][]bool{{true, false}}, "rr"},
		{"counted in characters, not bytes", [][]string{{strings.Repeat("≤", WrapRunes)}}, nil, "r"},
	} {
		heads := make([]string, len(tc.cells[0]))
		tb, err := New("", nil, heads, tc.cells)
		if err != nil {
			t.Fatal(err)
		}
		tb.Literal = tc.literal
		l, err := tb.LaTeX()
		if err != nil {
			t.Fatal(err)
		}
		if want := "\\begin{tabular}{" + tc.want + "}\n"; !strings.HasPrefix(l, want) {
			t.Errorf("%s: %q, want it to begin %q", tc.name, l, want)
		}
	}
	l, _ := factsLike(t).LaTeX()
	if !strings.HasPrefix(l, "\\begin{tabular}{r|p{0.6\\linewidth}}\n") {
		t.Errorf("facts: %q, want r|p{0.6\\linewidth}", l)
	}
}

// TestLaTeXWrapsOnThePage compiles the facts on an ordinary article page
// and checks that nothing runs past the margin (no overfull box in the
// log) and that every winning move is in the PDF's text. Skipped where
// pdflatex or pdftotext is not installed (CI does not install TeX Live).
func TestLaTeXWrapsOnThePage(t *testing.T) {
	l, err := factsLike(t).LaTeX()
	if err != nil {
		t.Fatal(err)
	}
	txt, log := textest.Compile(t, textest.Preamble("OT1", "")+l+"\\end{document}\n", false)
	if strings.Contains(log, "Overfull \\hbox") {
		t.Errorf("the table runs past the margin:\n%s", log)
	}
	text := strings.Join(strings.Fields(txt), " ")
	for _, s := range []string{"(0, 2), (2, 0)", "(2, 4)", "IheA@GUAo"} {
		if !strings.Contains(text, s) {
			t.Errorf("the PDF's text lacks %q:\n%s", s, text)
		}
	}
}
