package lab_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/notebooks/lab"
	"github.com/grundylab/grundylab/plots"
)

// The misère exploration's genera and tameness are the search's, and its
// quotient is QuotientOf's.
func TestAnalyzeMisereKayles(t *testing.T) {
	e, err := lab.AnalyzeMisere(context.Background(), "kayles", &lab.ExploreOptions{N: 12})
	if err != nil {
		t.Fatal(err)
	}
	want, err := misere.HeapGenera(octal.Kayles(), 12, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(e.Genera.Genera, want, misere.Genus.Equal) {
		t.Errorf("genera %v, search %v", e.Genera.Genera, want)
	}
	s := misere.NewSolver(octal.Kayles())
	for h, tame := range e.Genera.HereditarilyTame {
		if ht, _ := s.HereditarilyTame(h); ht != tame {
			t.Errorf("heap %d: hereditarily tame %v, search %v", h, tame, ht)
		}
	}
	q, err := misere.QuotientOf(octal.Kayles(), 12, nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.Quotient == nil || e.Quotient.Order() != q.Order() || e.Quotient.String() != q.String() {
		t.Errorf("quotient %v, want order %d", e.Quotient, q.Order())
	}
}

// A game whose quotient passes MisereQuotientOrder is explored without it,
// saying why; a bad game is an error.
func TestAnalyzeMisereLargeQuotient(t *testing.T) {
	e, err := lab.AnalyzeMisere(context.Background(), "octal:4.7", &lab.ExploreOptions{N: 30})
	if err != nil {
		t.Fatal(err)
	}
	if e.Quotient != nil || e.QuotientErr == nil {
		t.Errorf("4.7 to heap 30 (order 322 > %d): quotient %v, err %v", lab.MisereQuotientOrder, e.Quotient, e.QuotientErr)
	}
	if _, err := lab.AnalyzeMisere(context.Background(), "nosuch", nil); err == nil {
		t.Error("nosuch accepted")
	}
}

func TestGenusTable(t *testing.T) {
	gs := []misere.Genus{{Plus: 0, Sup: []int{1, 2, 0}}, {Plus: 1, Sup: []int{0, 3, 1}}, {Plus: 2, Sup: []int{2, 0}}}
	corner, rows, cols, cells := lab.GenusTable(gs, []bool{true, true, false}, 2)
	if corner != "genus (* wild)" || !slices.Equal(rows, []string{"0+", "2+"}) || !slices.Equal(cols, []string{"0", "1"}) {
		t.Errorf("heads %q %q %q", corner, rows, cols)
	}
	if got := strings.Join(slices.Concat(cells...), " "); got != "0^120 1^031 2^20* " {
		t.Errorf("cells %q", got)
	}
}

// TestAnalyzeMisereRefused: Analyze and Compare, which compute normal
// play, refuse ExploreOptions.Misere instead of returning normal play's
// values under it (the export probe of 6 December 2026: Analyze("kayles",
// Misere) gave 0 1 2 3 1 4 …, exported as "kayles: g(n)").
func TestAnalyzeMisereRefused(t *testing.T) {
	if _, err := lab.Analyze("kayles", &lab.ExploreOptions{Misere: true, N: 20}); err == nil || !strings.Contains(err.Error(), "AnalyzeMisere") {
		t.Errorf("Analyze with Misere: %v, want a refusal naming AnalyzeMisere", err)
	}
	if err := lab.Compare([]any{"kayles", "dawson"}, &lab.ExploreOptions{Misere: true}); err == nil || !strings.Contains(err.Error(), "Explore with Misere") {
		t.Errorf("Compare with Misere: %v, want a refusal", err)
	}
}

// TestNameEscaped: a rule's name goes into figure text as typed: a
// rule called take_square is titled "take_square: g(n)", not take with a
// subscript s (MathText reads _ as a subscript; plots.EscapeMath), in the
// sequence's title and the density's title and key.
func TestNameEscaped(t *testing.T) {
	r := heap.Func("take_square", func(n int) (opts [][]int) {
		for k := 1; k*k <= n; k++ {
			opts = append(opts, []int{n - k*k})
		}
		return opts
	})
	e, err := lab.Analyze(r, &lab.ExploreOptions{N: 30})
	if err != nil {
		t.Fatal(err)
	}
	figs, err := e.Figures(&plots.Paper)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range figs {
		b, err := plots.Encode(f.Plot, f.W, f.H, "svg")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "take_square") {
			t.Errorf("%s: the SVG has no text take_square", f.Name)
		}
	}
}

// TestMisereExport: a misère exploration exports its genus table as CSV
// and LaTeX, each genus as CGSuite writes it (Kayles: g⁻(0…) genera 1^031,
// 0^120, 3^1431, 1^031, … by misere.Genera, tested against CGSuite in
// gamelib/misere), verbatim in LaTeX rather than read as a script.
func TestMisereExport(t *testing.T) {
	e, err := lab.AnalyzeMisere(context.Background(), "kayles", &lab.ExploreOptions{N: 20})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	paths, err := e.Export(dir)
	if err != nil || len(paths) != 2 {
		t.Fatalf("Export: %v, %v", paths, err)
	}
	csv, _ := os.ReadFile(filepath.Join(dir, "kayles-misere-genera.csv"))
	tex, _ := os.ReadFile(filepath.Join(dir, "kayles-misere-genera.tex"))
	for h, want := range []string{e.Genera.Genera[0].String(), e.Genera.Genera[1].String(), e.Genera.Genera[3].String()} {
		if !strings.Contains(string(csv), want) {
			t.Errorf("heap %d: genus %s not in the CSV %q", h, want, csv)
		}
	}
	if strings.Contains(string(tex), "$^") || strings.Contains(string(tex), "^{") {
		t.Errorf("the LaTeX reads a genus as a script: %q", tex)
	}
}
