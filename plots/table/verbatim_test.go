package table_test

import (
	"strings"
	"testing"

	"github.com/grundylab/grundylab/internal/textest"

	"github.com/grundylab/grundylab/plots/table"
)

// graph6Strings are strings of notations that Escape would misread: the
// graph6 strings the probe of 6 December 2026 found corrupted in
// lab's facts.tex (OhCGKE?OH?a@A@@?$_{O}$GB@ and
// G\textasciicircum{}`?$_{o}$), every byte graph6 uses (63–126), and
// the other ASCII characters special to LaTeX or to its fonts.
var graph6Strings = []string{
	"OhCGKE?OH?a@A@@?_OGB@",
	"G^`?_o",
	"?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
	`..#./..../....`,
	`a--b---c 100% & $5 #1 {x} ~ ^ \ <<'quoted'>> "d" ?` + "`" + ` !` + "`",
	"F_2^{-5}",
}

// unverbatim undoes table.Verbatim (textest.Unverbatim), failing the
// test on anything Verbatim does not write.
func unverbatim(t *testing.T, v string) string {
	t.Helper()
	s, err := textest.Unverbatim(v)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestVerbatim(t *testing.T) {
	for _, s := range graph6Strings {
		v := table.Verbatim(s)
		if got := unverbatim(t, v); got != s {
			t.Errorf("Verbatim(%q) = %q, which reads back as %q", s, v, got)
		}
		if strings.Contains(v, "$") && !strings.Contains(s, "$") {
			t.Errorf("Verbatim(%q) = %q: math", s, v)
		}
	}
	if got, want := table.Verbatim("G^`?_o"), "\\texttt{G\\textasciicircum{}\\textasciigrave{}?{\\char95}o}"; got != want {
		t.Errorf("Verbatim = %q, want %q", got, want)
	}
}

// literalTable is a facts table as notebooks/lab exports one: text with
// mathematics in some cells, graph6 strings in others (marked Literal),
// and game names as row headers.
func literalTable(t *testing.T) *table.Table {
	t.Helper()
	tb, err := table.New("facts", []string{"octal:0.137", "a_b game", "G^`?_o"}, []string{"value", "graph6"},
		[][]string{{"F_2 ≤ 2⁻⁵", graph6Strings[0]}, {"sg_{3}", graph6Strings[1]}, {"x^2", graph6Strings[2]}})
	if err != nil {
		t.Fatal(err)
	}
	tb.Literal = [][]bool{{false, true}, {false, true}, {false, true}}
	tb.LiteralRowHeads = true
	return tb
}

func TestLiteralCells(t *testing.T) {
	tb := literalTable(t)
	l, err := tb.LaTeX()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(l, "\n")
	// \begin, \hline, the header, \hline, then the rows.
	for i, want := range []string{
		table.Verbatim("octal:0.137") + " & " + table.Escape("F_2 ≤ 2⁻⁵") + " & " + table.Verbatim(graph6Strings[0]) + ` \\`,
		table.Verbatim("a_b game") + " & " + table.Escape("sg_{3}") + " & " + table.Verbatim(graph6Strings[1]) + ` \\`,
		table.Verbatim("G^`?_o") + " & " + table.Escape("x^2") + " & " + table.Verbatim(graph6Strings[2]) + ` \\`,
	} {
		if lines[4+i] != want {
			t.Errorf("row %d: %q, want %q", i, lines[4+i], want)
		}
	}
	if !strings.Contains(l, "F$_{2}$ $\\le$ 2$^{-5}$") {
		t.Errorf("the math cell lost its scripts:\n%s", l)
	}
	// Without the marks every cell is Escape's, as before.
	tb.Literal, tb.LiteralRowHeads = nil, false
	l, _ = tb.LaTeX()
	if !strings.Contains(l, "OhCGKE?OH?a@A@@?$_{O}$GB@") {
		t.Errorf("unmarked cells are not Escape's:\n%s", l)
	}
	// Marks of the wrong shape are refused.
	tb.Literal = [][]bool{{true, true}}
	if _, err := tb.LaTeX(); err == nil || !strings.Contains(err.Error(), "Literal") {
		t.Errorf("Literal of 1 row for 3: error %v", err)
	}
	tb.Literal = [][]bool{{true}, {true}, {true}}
	if _, err := tb.CSV(); err == nil || !strings.Contains(err.Error(), "Literal") {
		t.Errorf("Literal rows of 1 cell for 2: error %v", err)
	}
}

// TestLaTeXCompiles compiles a document holding literalTable's tabular
// with pdflatex, in the OT1 encoding and (with lmodern) in T1, and checks
// that the PDF's text (pdftotext) has every graph6 string as typed and
// the scripts of the math cell set as math. Skipped where pdflatex or
// pdftotext is not installed (CI does not install TeX Live: it is big).
func TestLaTeXCompiles(t *testing.T) {
	l, err := literalTable(t).LaTeX()
	if err != nil {
		t.Fatal(err)
	}
	textest.Need(t)
	for _, enc := range textest.Encodings() {
		t.Run(enc, func(t *testing.T) {
			// A page wide enough for the table's longest line, which
			// would otherwise run off the page and out of the PDF's text.
			wide := "\\setlength{\\paperwidth}{60cm}\\setlength{\\pdfpagewidth}{60cm}\\setlength{\\textwidth}{56cm}\n"
			text, _ := textest.Compile(t, textest.Preamble(enc, wide)+l+"\\end{document}\n", true)
			for _, s := range []string{"octal:0.137", "a_b game", "G^`?_o", graph6Strings[0], graph6Strings[1], graph6Strings[2]} {
				if !strings.Contains(text, s) {
					t.Errorf("the PDF's text lacks %q:\n%s", s, text)
				}
			}
			// The math cells are math: F_2 is F and a subscript 2, no '_'.
			if strings.Contains(text, "F_2") || strings.Contains(text, "x^2") {
				t.Errorf("a math cell was set as text:\n%s", text)
			}
		})
	}
}
