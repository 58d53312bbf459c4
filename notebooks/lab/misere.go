package lab

import (
	"context"
	"errors"
	"fmt"
	"html"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/plots/table"
)

// misereN is the default largest heap of a misère exploration: the
// genera of wild games such as Kayles are found by search, whose cost
// grows like the partition numbers, so the default is that of a table
// (ExploreOptions.N, when set, overrides it).
const misereN = 60

// MisereQuotientOrder is the largest misère quotient a misère
// exploration shows; a larger one is reported by its order bound only.
const MisereQuotientOrder = 200

// A MisereExploration is what Explore computed for a game in misère play
// (ExploreOptions.Misere).
type MisereExploration struct {
	Rule heap.Rule
	// Name is the game's name as the user wrote it, or the rule's String
	// for a heap.Rule (as Exploration.Name).
	Name string
	// Genera holds the genus of every heap 0..N, whether it is
	// hereditarily tame, and the method that found them (misere.Genera,
	// the library's policy).
	Genera *misere.GeneraResult
	// Quotient is the proven misère quotient of the heaps ≤ N when its
	// order is at most MisereQuotientOrder, else nil and QuotientErr says
	// why.
	Quotient    *misere.Quotient
	QuotientErr error
}

// AnalyzeMisere computes what Explore shows with ExploreOptions.Misere,
// without showing it: the genera of the heaps 0..N (default 60) by the
// library's policy (misere.Genera), within the limits and cancellation of
// ctx (Explore passes Context, so that an interrupt stops it), and the
// misère quotient of those heaps when it is small.
func AnalyzeMisere(ctx context.Context, game any, opts *ExploreOptions) (*MisereExploration, error) {
	n := misereN
	if opts != nil && opts.N > 0 {
		n = opts.N
	}
	if isBoard(game) {
		return nil, fmt.Errorf("lab: Explore %s: %s", boardGameName(game), misereGames)
	}
	r, named, err := resolve(game)
	if err != nil {
		return nil, fmt.Errorf("lab: Explore (misère): %w", err)
	}
	if err := opts.checkSize(); err != nil {
		return nil, err
	}
	e := &MisereExploration{Rule: r, Name: r.String()}
	if named { // the name typed, as Explore shows it ("kayles", not "octal:0.77")
		e.Name = strings.TrimSpace(game.(string))
	}
	var p gamelib.Progress
	if opts == nil || !opts.quiet {
		bar := NewBar(fmt.Sprintf("%s: misère genera of heaps 0…%d", e.Name, n))
		defer bar.Done()
		p = bar.Progress
	}
	if e.Genera, err = misere.Genera(ctx, r, n, &misere.Options{Progress: p}); err != nil {
		return nil, fmt.Errorf("lab: Explore %s (misère): %w", e.Name, interruption(ctx, err))
	}
	e.Quotient, e.QuotientErr = misere.QuotientOfContext(ctx, r, n, &misere.QuotientOptions{MaxOrder: MisereQuotientOrder})
	if e.QuotientErr != nil && !errors.Is(e.QuotientErr, misere.ErrQuotientTooLarge) && !errors.Is(e.QuotientErr, misere.ErrNotCalibrated) {
		return nil, fmt.Errorf("lab: Explore %s (misère): %w", e.Name, interruption(ctx, e.QuotientErr))
	}
	return e, nil
}

// exploreMisere is Explore with ExploreOptions.Misere.
func exploreMisere(game any, opts *ExploreOptions) error {
	e, err := AnalyzeMisere(Context(), game, opts)
	if err == nil {
		err = e.Show()
	}
	if err != nil {
		ShowError(err)
	}
	return err
}

// Show displays e as Explore does: a summary (method, tame and wild
// heaps), the misère values g⁻ as a Grundy table, the genus table (tame
// heaps marked), and the quotient's presentation and P-portion when it
// was small enough to compute.
func (e *MisereExploration) Show() error {
	if err := ShowHTML(e.summaryHTML()); err != nil {
		return err
	}
	gs := e.Genera.Genera
	if err := GrundyTable(e.Genera.Values()[:min(80, len(gs))], 0, 10); err != nil {
		return err
	}
	corner, rows, cols, cells := GenusTable(gs, e.Genera.HereditarilyTame, 10)
	if err := Table(corner, rows, cols, cells); err != nil {
		return err
	}
	if e.Quotient != nil {
		q := e.Quotient
		return ShowHTML(fmt.Sprintf(`<p><b>misère quotient</b> of heaps ≤ %d: order %d, |P| = %d, proven %v</p><pre style="white-space:pre-wrap">%s</pre>`,
			q.N, q.Order(), len(q.PPortion()), q.Proven, html.EscapeString(q.String())))
	}
	return nil
}

// GeneraTable is the genus table Show displays (GenusTable: ten heaps a
// row, "*" after a wild heap's genus), its cells written as CGSuite
// writes genera ("0^120", "2^(10,11)") and kept so in LaTeX (Literal:
// the table package would read 0^120 as 0 with the script 1, then 20).
func (e *MisereExploration) GeneraTable() (*table.Table, error) {
	corner, rows, cols, cells := GenusTable(e.Genera.Genera, e.Genera.HereditarilyTame, 10)
	t, err := table.New(corner, rows, cols, cells)
	if err != nil {
		return nil, err
	}
	t.Literal = make([][]bool, len(cells))
	for i := range cells {
		t.Literal[i] = make([]bool, len(cols))
		for j := range cols {
			t.Literal[i][j] = true
		}
	}
	return t, nil
}

// Export writes the genus table (GeneraTable) as GAME-misere-genera.csv
// and .tex into dir, and returns the paths written: a misère
// exploration's results are tables, with no figure.
func (e *MisereExploration) Export(dir string) ([]string, error) {
	t, err := e.GeneraTable()
	if err != nil {
		return nil, err
	}
	return exportFiles(dir, nil, stemmedTable{FileName(e.Name) + "-misere-genera", t})
}

// summaryHTML says how the genera were found and which heaps are wild.
func (e *MisereExploration) summaryHTML() string {
	g := e.Genera
	var wild []string
	for h, t := range g.HereditarilyTame {
		if !t {
			wild = append(wild, fmt.Sprint(h))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "<p><b>%s</b> in misère play, heaps 0…%d: genera by the %s method", html.EscapeString(e.Name), len(g.Genera)-1, g.Method)
	if g.Method == misere.MethodQuotient {
		fmt.Fprintf(&b, " (value quotient of order %d)", g.QuotientOrder)
	}
	switch {
	case len(wild) == 0:
		b.WriteString("; every heap is hereditarily tame (played as misère Nim)")
	default:
		fmt.Fprintf(&b, "; %d heaps are not hereditarily tame, the first %s", len(wild), wild[0])
		if len(wild) <= 12 {
			fmt.Fprintf(&b, " (%s)", strings.Join(wild, ", "))
		}
	}
	if e.Quotient == nil && e.QuotientErr != nil {
		fmt.Fprintf(&b, "; misère quotient not shown: %s", html.EscapeString(e.QuotientErr.Error()))
	}
	b.WriteString(".</p>")
	return b.String()
}

// GenusTable lays out genera (of heaps 0, 1, …) as a table of perRow
// heaps a row, for Table: heads "0+", "10+", … and 0 … perRow−1, each
// cell the genus as CGSuite writes it, with "*" after the heaps that are
// not hereditarily tame (tame[h] false; tame may be nil).
func GenusTable(gs []misere.Genus, tame []bool, perRow int) (corner string, rowHeads, colHeads []string, cells [][]string) {
	perRow = max(perRow, 1)
	for h := range perRow {
		colHeads = append(colHeads, fmt.Sprint(h))
	}
	for start := 0; start < len(gs); start += perRow {
		row := make([]string, perRow)
		for h := start; h < min(start+perRow, len(gs)); h++ {
			row[h-start] = gs[h].String()
			if tame != nil && h < len(tame) && !tame[h] {
				row[h-start] += "*"
			}
		}
		rowHeads = append(rowHeads, fmt.Sprint(start, "+"))
		cells = append(cells, row)
	}
	corner = "genus"
	if tame != nil {
		corner = "genus (* wild)"
	}
	return corner, rowHeads, colHeads, cells
}

// ShowPlot displays p at w×h (Show) and ends the cell, as Check does,
// when it cannot: the one-line way to draw a figure in a notebook cell.
func ShowPlot(p *plot.Plot, w, h vg.Length) {
	Check(Show(p, w, h))
}
