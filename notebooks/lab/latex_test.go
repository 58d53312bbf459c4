package lab

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/internal/textest"

	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/plots"
	"github.com/grundylab/grundylab/plots/table"
)

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

// factsTeX exports e's facts and returns the LaTeX cell of each fact
// whose key names graph6, by key.
func factsTeX(t *testing.T, e *BoardExploration, dir string) (tex string, cells map[string]string) {
	t.Helper()
	paths, err := e.Export(dir, &plots.Paper)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if strings.HasSuffix(p, "-facts.tex") {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			tex = string(b)
		}
	}
	if tex == "" {
		t.Fatalf("no facts.tex among %v", paths)
	}
	cells = map[string]string{}
	for line := range strings.SplitSeq(tex, "\n") {
		key, cell, ok := strings.Cut(strings.TrimSuffix(line, ` \\`), " & ")
		if ok && strings.Contains(key, "graph6") {
			cells[key] = cell
		}
	}
	return tex, cells
}

// TestFactsGraph6LaTeX: the graph6 strings of a graph's and a family's
// facts are written into facts.tex as typed (the probe of 6 December
// 2026 found OhCGKE?OH?a@A@@?$_{O}$GB@ and G\textasciicircum{}`?$_{o}$):
// each such cell reads back, its escapes undone, as the fact's graph6,
// and where pdflatex is installed the document compiles and its text
// (pdftotext) holds the graph6 strings verbatim.
func TestFactsGraph6LaTeX(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	var docs []string
	var want []string
	for _, name := range []string{"nodekayles:OhCGKE?OH?a@A@@?_OGB@", "nodekayles:G^`?_o", "nodekayles:prism:8", "nodekayles:cycle:5"} {
		e, _, err := AnalyzeBoard(name, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tex, cells := factsTeX(t, e, t.TempDir())
		// The graph6 facts, as Facts holds them: a graph's own and
		// canonical graph6, a family's last graph's after ", graph6 ".
		facts := map[string]string{}
		for _, f := range e.Facts {
			if strings.Contains(f[0], "graph6") {
				facts[f[0]] = f[1]
			} else if _, g6, ok := strings.Cut(f[1], ", graph6 "); ok {
				facts[f[0]+" (graph6)"] = g6
			}
		}
		if len(facts) == 0 {
			t.Errorf("%s: no graph6 fact in %q", name, e.Facts)
		}
		for key, g6 := range facts {
			cell, ok := cells[table.Escape(key)]
			if !ok {
				t.Errorf("%s: no LaTeX row for the fact %q in\n%s", name, key, tex)
				continue
			}
			if got := unverbatim(t, cell); got != g6 {
				t.Errorf("%s: fact %q = %q written as %q, which reads back as %q", name, key, g6, cell, got)
			}
			want = append(want, g6)
		}
		if g6, _ := strings.CutPrefix(name, "nodekayles:"); !strings.Contains(name, ":prism:") && !strings.Contains(name, ":cycle:") && facts["graph6"] != g6 {
			t.Errorf("%s: graph6 fact %q", name, facts["graph6"])
		}
		docs = append(docs, tex)
	}
	prism, err := graphs.Prism(8)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(want, prism.Graph6()) {
		t.Errorf("the prism's graph6 %q is not among the facts' %q", prism.Graph6(), want)
	}
	compileLaTeX(t, strings.Join(docs, "\n\\bigskip\n\n"), want)
}

// TestSummaryLaTeXNames: the summary table sets a game's name and code
// as typed, its other cells as text with mathematics.
func TestSummaryLaTeXNames(t *testing.T) {
	r := heap.Func("take_1^2 or `2`", func(n int) (opts [][]int) {
		for k := 1; k <= 2 && k <= n; k++ {
			opts = append(opts, []int{n - k})
		}
		return opts
	})
	e, err := Analyze(r, &ExploreOptions{N: 30, quiet: true})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := e.Table()
	if err != nil {
		t.Fatal(err)
	}
	l, err := tb.LaTeX()
	if err != nil {
		t.Fatal(err)
	}
	row := strings.Split(l, "\n")[4]
	cells := strings.Split(strings.TrimSuffix(row, ` \\`), " & ")
	if got := unverbatim(t, cells[0]); got != e.Name {
		t.Errorf("name written %q, reads back %q, want %q", cells[0], got, e.Name)
	}
	if got := unverbatim(t, cells[1]); got != r.String() {
		t.Errorf("code written %q, reads back %q, want %q", cells[1], got, r.String())
	}
	compileLaTeX(t, l, []string{e.Name})
}

// compileLaTeX compiles body in a document with pdflatex (OT1, and T1
// with lmodern when installed) and checks that the PDF's text holds each
// of want. It skips where pdflatex, pdftotext or kpsewhich is not
// installed: CI does not install TeX Live, which is big.
func compileLaTeX(t *testing.T, body string, want []string) {
	t.Helper()
	textest.Need(t)
	for _, enc := range textest.Encodings() {
		wide := "\\usepackage[utf8]{inputenc}\n\\setlength{\\paperwidth}{80cm}\\setlength{\\pdfpagewidth}{80cm}\\setlength{\\textwidth}{76cm}\n"
		txt, _ := textest.Compile(t, textest.Preamble(enc, wide)+body+"\\end{document}\n", false)
		for _, w := range want {
			if !strings.Contains(txt, w) {
				t.Errorf("%s: the PDF's text lacks %q:\n%s", enc, w, txt)
			}
		}
	}
}
