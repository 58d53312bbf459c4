package lab

import (
	"context"
	"errors"
	"fmt"
	"html"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphgame"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/sizetable"
	"github.com/grundylab/grundylab/gamelib/wythoff"
	"github.com/grundylab/grundylab/internal/human"
	"github.com/grundylab/grundylab/plots"
	"github.com/grundylab/grundylab/plots/table"
)

// Wythoff asks Explore for Wythoff's game: the table g(x, y), 0 ≤ x, y ≤
// N, as a heat map with the P-positions marked (checked to be the Beatty
// pairs) and each row's additive period. With A ≥ 2 it is Fraenkel's
// a-Wythoff game (a two-heap move takes k > 0 and l > 0 with |k − l| <
// A; wythoff.ValuesA), its P-positions checked to be Fraenkel's pairs
// (wythoff.CheckFraenkel); A = 0 or 1 is Wythoff's game.
//
//	lab.Explore(lab.Wythoff{N: 40}, nil)
//	lab.Explore(lab.Wythoff{N: 40, A: 2}, nil) // or "wythoff:40:a=2"
type Wythoff struct{ N, A int }

// a returns the game's a: A, or 1 for A = 0.
func (w Wythoff) a() int { return max(w.A, 1) }

// ArcKayles asks Explore for Arc Kayles (a move takes both ends of an
// edge) on G, as a *graphs.Graph asks for Node Kayles: its drawing and
// nimber. Also by name: "arckayles:IheA@GUAo", "arckayles:0-1,1-2".
type ArcKayles struct{ G *graphs.Graph }

// BoardTable asks Explore for a table of package sizetable as a heat map
// with the sizes on the axes: Game "nodekayles:grid" (Node Kayles on the
// R×C grid graphs, 1 ≤ R ≤ Rows, 1 ≤ C ≤ Cols, R·C ≤ 64),
// "nodekayles:paths" (Node Kayles on the paths P_n, row 0, and the cycles
// C_n, row 1, 0 ≤ n ≤ Cols; Rows 0 or 1, another is refused; C_0, C_1
// and C_2 are no cycles and their cells hold P_0, P_1 and K_2, which the
// exploration's Note says, and its exported facts), "chomp" (the R×C rectangles)
// or "cram" (Cram on the empty m×n boards, 1 ≤ m ≤ Rows, 1 ≤ n ≤ Cols,
// m·n ≤ 128: cram.WideBoard beyond 64). Games "nodekayles:grid:wins", "nodekayles:paths:wins",
// "chomp:wins" and "cram:wins" table instead the number of winning first
// moves of each position: the vertices, bites or dominoes that leave a
// P-position, 0 on a P-position. A Cram or Chomp table whose estimated work
// (sizetable.EstimateWork: the sum over its boards of cram.EstimateWork,
// cram.EstimateOptionOutcomesWork, twice it, for "cram:wins", or of chomp.EstimateWork) exceeds the work
// limit (gamelib.WorkLimit, 3·10¹⁰ steps by default, some 100 s) is
// refused before anything is computed, with an error wrapping
// gamelib.ErrTooSlow: Cram's Rows 5, Cols 8 (5×8 estimated at the 1.6M
// nodes measured) runs, for both; Rows 5, Cols 9 and Rows 6, Cols 7 are
// refused; Chomp's 8×12 runs and 64×64 is refused. gamelib.SetWorkLimit
// lifts the limit. Node Kayles has no estimate: its tables are not
// refused (a grid of 64 vertices can take hours; the bar shows the time
// left). The command line's grundy table computes the same tables. A
// BoardTable without its Game, or without Rows and Cols (Cols alone for
// "nodekayles:paths"), is refused with an error saying what is missing.
//
//	lab.Explore(lab.BoardTable{Game: "nodekayles:grid", Rows: 4, Cols: 6}, nil)
//	lab.Explore(lab.BoardTable{Game: "cram", Rows: 4, Cols: 8}, nil)
//	lab.Explore(lab.BoardTable{Game: "cram:wins", Rows: 5, Cols: 8}, nil)
//	lab.Explore(lab.BoardTable{Game: "chomp:wins", Rows: 8, Cols: 12}, nil)
type BoardTable struct {
	Game       string
	Rows, Cols int
}

// A BoardExploration is what Explore computed for a board, a graph,
// Wythoff's game or a table of them. The methods of a nil one (Draw,
// Export, Show) return an error saying where it came from, not a panic.
type BoardExploration struct {
	Name string
	// Facts are the lines of the summary, "key: value".
	Facts [][2]string
	// Nimber is the nimber of a single board or graph.
	Nimber int
	// Table holds a family's nimbers or Wythoff's g(x, y), by row.
	Table [][]int
	// Periods are Wythoff's rows' observed additive periods
	// (wythoff.RowPeriods; Found false: too little evidence).
	Periods []wythoff.RowPeriod
	// Figures are the pictures, in the notebook style.
	Figures []plots.Figure
	// TableHeads name Table's rows and columns when it is a table of
	// values (the Cram and Node Kayles tables, Wythoff's g(x, y)), for
	// Export; nil otherwise.
	TableHeads *TableHeads
	// Note is what a reader of a BoardTable or a GraphFamily must know
	// that its heads or its family's name do not say (sizetable.Table.Note:
	// in "nodekayles:paths", C_0, C_1 and C_2 hold the values of P_0, P_1
	// and K_2; the families cycle and prism at n < 3 are paths and
	// ladders), or "". Show gives it after the facts, and Export writes
	// it with them, as the fact "note".
	Note string
	// draw draws the figures in a style (Draw); file is the stem of the
	// exported files' names ("cram-5x7", "wythoff-40").
	draw func(style *plots.Style) ([]plots.Figure, error)
	file string
	// styled names the figures draw sizes for its style (sizingFor),
	// which Draw does not scale.
	styled map[string]bool
	// graph6Tails maps the key of a fact whose value ends in ", graph6
	// G" to G: Export writes G as a fact of its own, set as typed.
	graph6Tails map[string]string
}

// TableHeads are the headers of a BoardExploration's Table: Corner says
// what the rows and columns are ("m \ n"), Rows and Cols their labels.
type TableHeads struct {
	Corner     string
	Rows, Cols []string
}

// boardTTMem is the transposition table of a search Explore runs for one
// board or graph, and the one kept across the searches of a table
// (sizetable.Compute; 5×7 evicts 0.8M entries from 8 MiB).
const boardTTMem = 64 << 20

// AnalyzeBoard computes what Explore shows for a *graphs.Graph (Node
// Kayles), an ArcKayles, a chomp.Diagram, a cram.Board or
// cram.WideBoard, a Wythoff, a BoardTable, a GraphFamily or a name of one
// of them such as "cram:5x7" or "nodekayles:prism:32" (ParseBoard); ok is
// false for any other game. ok false with a nil error (and a nil e) is a
// heap game ("kayles", a heap.Rule), which Explore then treats as such
// (Analyze); a game that is neither, such as a misspelt name
// ("cramm:3x3") or a value of another type, is an error, with ok false,
// that says so as Explore's does ("unknown game …"), so that
//
//	e, _, err := lab.AnalyzeBoard(name, nil)
//	lab.Check(err)
//
// stops there. It computes under lab.Context: an interrupted cell stops
// the search, which returns an error wrapping context.Canceled (and
// saying the cell was interrupted).
//
// Of opts, a board, graph or table takes Workers, Width and Height
// (boardOptions says how); misère play and the options of heap games (N,
// Rows, PeriodLimit, ProofWork) are refused with an error saying why,
// not ignored: these games are played in normal play only, and their
// sizes are part of the position (Wythoff{N}, GraphFamily{N},
// BoardTable{Rows, Cols}).
func AnalyzeBoard(game any, opts *ExploreOptions) (e *BoardExploration, ok bool, err error) {
	o := opts.withDefaults()
	if !isBoard(game) {
		if _, _, err := resolve(game); err != nil { // no heap game either
			return nil, false, fmt.Errorf("lab: %w", err)
		}
		return nil, false, nil
	}
	if err := boardOptions(game, opts); err != nil {
		return nil, true, err
	}
	if err := opts.checkSize(); err != nil {
		return nil, true, err
	}
	if o.Workers < 0 {
		return nil, true, fmt.Errorf("lab: ExploreOptions.Workers = %d, want 0 or more", o.Workers)
	}
	ctx := Context() // the cell's limits, and its interrupt
	opt := &decomp.Options{TTMem: boardTTMem, Workers: o.Workers}
	if s, ok := game.(string); ok {
		if game, err = ParseBoard(s); err != nil {
			return nil, true, err
		}
	}
	switch g := game.(type) {
	case cram.Board:
		e, err = exploreCram(ctx, g, opt)
	case cram.WideBoard:
		e, err = exploreWideCram(ctx, g, opt)
	case *graphs.Graph:
		if g == nil {
			return nil, true, errors.New("lab: Explore: nil graph")
		}
		e, err = exploreGraph(ctx, graphgame.NodeKayles, g, opt)
	case ArcKayles:
		if g.G == nil {
			return nil, true, errors.New("lab: Explore: nil graph")
		}
		e, err = exploreGraph(ctx, graphgame.ArcKayles, g.G, opt)
	case chomp.Diagram:
		e, err = exploreDiagram(ctx, g, opt)
	case Wythoff:
		e, err = exploreWythoff(ctx, g)
	case BoardTable:
		e, err = exploreTable(ctx, g, opt) // each cell's search with Workers, as grundy table --workers
	case GraphFamily:
		e, err = exploreFamily(ctx, g, o.Workers)
	default:
		return nil, false, nil
	}
	if err == nil && e.draw != nil {
		e.Figures, err = e.draw(&plots.Notebook)
	}
	if err != nil {
		return nil, true, fmt.Errorf("lab: Explore: %w", interruption(ctx, err))
	}
	for i := range e.Figures {
		if e.Figures[i].W == 0 {
			e.Figures[i].W, e.Figures[i].H = o.Width, o.Height
		}
		fitTitle(&e.Figures[i])
	}
	return e, true, nil
}

// Draw returns e's figures drawn in style (nil: plots.Notebook), named
// after the position, the figure and the style ("cram-5x7-board-paper",
// "cram-table-5x7-cram-paper", "wythoff-40-wythoff-paper"). In a style other than
// Notebook a figure is style.Width wide with the notebook figure's aspect
// (a figure that would be more than twice as tall as wide is
// 2·style.Width tall instead), one of no set size style.Width by
// style.Height; a board or a graph drawing is sized in the style itself
// (sizingFor), its title and margins at the style's size, so that its
// cells stay square and its drawing fills the figure.
func (e *BoardExploration) Draw(style *plots.Style) ([]plots.Figure, error) {
	if e == nil {
		return nil, errNoBoard
	}
	if style == nil {
		style = &plots.Notebook
	}
	if e.draw == nil {
		return nil, nil
	}
	figs, err := e.draw(style)
	if err != nil {
		return nil, err
	}
	for i := range figs {
		f := &figs[i]
		switch {
		case f.W == 0 || f.H == 0:
			f.W, f.H = style.Width, style.Height
		case e.styled[f.Name]:
			// Sized for style: a scaled figure keeps its title and
			// margins at the style's size, so its cells were not square.
		case style != &plots.Notebook:
			// style.Width wide, unless the figure is so tall that it
			// would pass twice that: then twice style.Width tall (a
			// column of 30 Chomp rows was 45 cm tall on paper).
			w, h := style.Width, f.H*style.Width/f.W
			if h > 2*style.Width {
				w, h = f.W*2*style.Width/f.H, 2*style.Width
			}
			f.W, f.H = w, h
		}
		fitTitle(f)
		f.Name = e.fileStem() + "-" + FileName(f.Name) + "-" + FileName(style.Name)
	}
	return figs, nil
}

// errNoBoard is what the methods of a nil *BoardExploration return
// (Draw, Export, Show), instead of panicking: AnalyzeBoard's result for
// a heap game or on an error, used without its ok and err.
var errNoBoard = errors.New("lab: no BoardExploration (nil): AnalyzeBoard returns one only for a game of boards, graphs or pairs, with ok true and a nil error; a heap game (ok false, no error) is Analyze's or Explore's")

// fitTitle wraps a title too wide for its figure, and grows the figure by
// the lines added, so that a board keeps square cells (plots wraps such a
// title too, but within the figure's height, squeezing the board: the
// figures Explore showed had their titles cut at both edges, and then
// squeezed boards, until they came through here).
func fitTitle(f *plots.Figure) {
	if f.Plot == nil || f.Plot.Title.Text == "" {
		return
	}
	t := &f.Plot.Title
	one := t.TextStyle.Height(t.Text)
	t.Text = plots.WrapText(t.TextStyle, t.Text, f.W*95/100)
	f.H += t.TextStyle.Height(t.Text) - one
}

// fileStem is the stem of e's exported files: its file, or its name.
func (e *BoardExploration) fileStem() string {
	if e.file != "" {
		return FileName(e.file)
	}
	return FileName(e.Name)
}

// Export writes e's figures in style (Draw) as SVG, PDF and PNG, its
// facts (if any) as NAME-facts.csv and .tex (a family's "graph of index
// N" as two rows, its order and size and its graph6; in the LaTeX a
// graph6 string is set as typed, in \texttt, its _ and ^ characters and
// not scripts) and, when it has a table of values
// (the Cram and Node Kayles tables, Wythoff's g(x, y), a family's
// nimbers), that table as NAME-table.csv and .tex, into dir, and returns
// the paths written.
func (e *BoardExploration) Export(dir string, style *plots.Style) ([]string, error) {
	if e == nil {
		return nil, errNoBoard
	}
	figs, err := e.Draw(style)
	if err != nil {
		return nil, err
	}
	var tables []stemmedTable
	if len(e.Facts) > 0 || e.Note != "" {
		var keys []string
		var vals [][]string
		var literal [][]bool
		for _, f := range e.Facts {
			if g6, ok := e.graph6Tails[f[0]]; ok {
				if head, ok := strings.CutSuffix(f[1], ", graph6 "+g6); ok {
					// "64 vertices, 63 edges, graph6 ~?@?h…": text, then
					// the graph6 as typed in a row of its own.
					keys = append(keys, f[0], f[0]+" (graph6)")
					vals = append(vals, []string{head}, []string{g6})
					literal = append(literal, []bool{false}, []bool{true})
					continue
				}
			}
			keys, vals = append(keys, f[0]), append(vals, []string{f[1]})
			literal = append(literal, []bool{isLiteralFact(f[0])})
		}
		if e.Note != "" {
			keys, vals = append(keys, "note"), append(vals, []string{e.Note})
			literal = append(literal, []bool{false})
		}
		facts, err := table.New(e.Name, keys, []string{""}, vals)
		if err != nil {
			return nil, err
		}
		facts.Literal = literal // graph6 strings as typed, not as math
		tables = append(tables, stemmedTable{e.fileStem() + "-facts", facts})
	}
	if e.TableHeads != nil {
		cells := make([][]string, len(e.Table))
		for i, row := range e.Table {
			for _, v := range row {
				cells[i] = append(cells[i], fmt.Sprint(v))
			}
		}
		t, err := table.New(e.TableHeads.Corner, e.TableHeads.Rows, e.TableHeads.Cols, cells)
		if err != nil {
			return nil, err
		}
		tables = append(tables, stemmedTable{e.fileStem() + "-table", t})
	}
	return exportFiles(dir, figs, tables...)
}

// isLiteralFact reports whether the fact keyed key is a string of a
// notation, which the facts' LaTeX sets character for character
// (table.Verbatim) rather than as text with mathematics (table.Escape,
// which reads graph6's "?_o" as a subscript): the graph6 strings.
func isLiteralFact(key string) bool {
	return strings.Contains(key, "graph6")
}

// misereGames says which games misère play is for, in the errors that
// refuse it for the others.
const misereGames = "misère play (ExploreOptions.Misere) is for heap games only: octal and hexadecimal codes, Kayles, Dawson's Kayles, Grundy's game, subtraction and splitting games, any heap.Rule; boards, graphs, Chomp and Wythoff's game are played in normal play only"

// boardGameName names game, a game of boards, graphs or pairs, in an
// error: the name as given, or what it is.
func boardGameName(game any) string {
	switch g := game.(type) {
	case string:
		return fmt.Sprintf("%q", strings.TrimSpace(g))
	case *graphs.Graph:
		return "Node Kayles on a graph"
	case ArcKayles:
		return "Arc Kayles on a graph"
	case chomp.Diagram:
		return fmt.Sprintf("Chomp on the diagram %v", g)
	case cram.Board, cram.WideBoard:
		return "a Cram board"
	case Wythoff:
		if g.a() > 1 {
			return fmt.Sprintf("Wythoff{N: %d, A: %d}", g.N, g.A)
		}
		return fmt.Sprintf("Wythoff{N: %d}", g.N)
	case BoardTable:
		return fmt.Sprintf("BoardTable{Game: %q, Rows: %d, Cols: %d}", g.Game, g.Rows, g.Cols)
	case GraphFamily:
		return fmt.Sprintf("GraphFamily{Game: %q, Family: %q, N: %d}", g.Game, g.Family, g.N)
	}
	return fmt.Sprintf("%T", game)
}

// boardOptions refuses the options opts that a game of boards, graphs or
// pairs does not take: misère play (heap games only) and the options of
// a heap game's sequence (N, Rows, PeriodLimit, ProofWork), which such a
// game would otherwise ignore in silence. Workers, Width and Height are
// taken (see ExploreOptions).
func boardOptions(game any, opts *ExploreOptions) error {
	if opts == nil {
		return nil
	}
	name := boardGameName(game)
	if opts.Misere {
		return fmt.Errorf("lab: Explore %s: %s", name, misereGames)
	}
	size := "give its size in the position: Wythoff{N: 40} or \"wythoff:40\", GraphFamily{…, N: 32} or \"nodekayles:prism:32\", BoardTable{Game, Rows, Cols}, \"cram:5x7\""
	for _, f := range []struct {
		set  bool
		name string
	}{
		{opts.N != 0, fmt.Sprintf("N = %d (the largest heap)", opts.N)},
		{opts.Rows != 0, fmt.Sprintf("Rows = %d (the rows of a heap game's Grundy table)", opts.Rows)},
		{opts.PeriodLimit != 0, fmt.Sprintf("PeriodLimit = %d (the heaps computed to prove a period)", opts.PeriodLimit)},
		{opts.ProofWork != 0, fmt.Sprintf("ProofWork = %g (the work of a period's proof)", opts.ProofWork)},
	} {
		if f.set {
			return fmt.Errorf("lab: Explore %s: ExploreOptions.%s is an option of heap games, which a game of boards, graphs or pairs does not take; %s", name, f.name, size)
		}
	}
	return nil
}

// Show displays e as Explore does: the summary (its facts, and its Note
// when it has one), then each figure.
func (e *BoardExploration) Show() error {
	if e == nil {
		return errNoBoard
	}
	if err := ShowHTML(e.summaryHTML()); err != nil {
		return err
	}
	return e.showRest()
}

// summaryHTML is the HTML of e's summary: its name, facts and note.
func (e *BoardExploration) summaryHTML() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="lab-explore" style="font-family:sans-serif;line-height:1.5">`)
	fmt.Fprintf(&b, `<div style="font-size:120%%;font-weight:bold">%s</div>`, html.EscapeString(e.Name))
	for _, f := range e.Facts {
		fmt.Fprintf(&b, `<div><b>%s:</b> %s</div>`, html.EscapeString(f[0]), html.EscapeString(f[1]))
	}
	if e.Note != "" {
		fmt.Fprintf(&b, `<div><b>note:</b> %s</div>`, html.EscapeString(e.Note))
	}
	b.WriteString(`</div>`)
	return b.String()
}

// showRest displays what follows the summary: the table of periods, if
// any, and the figures.
func (e *BoardExploration) showRest() error {
	if len(e.Periods) > 0 {
		var heads []string
		var cells [][]string
		for _, r := range e.Periods {
			if !r.Found {
				continue
			}
			heads = append(heads, fmt.Sprint(r.Row))
			cells = append(cells, []string{fmt.Sprint(r.Preperiod), fmt.Sprint(r.Period), fmt.Sprint(r.Periods)})
		}
		if len(cells) > 0 {
			if err := Table("row x", heads, []string{"preperiod y₀", "observed period p", "whole periods seen"}, cells); err != nil {
				return err
			}
		}
	}
	for _, f := range e.Figures {
		if err := Show(f.Plot, f.W, f.H); err != nil {
			return err
		}
	}
	return nil
}

// winningMoves finds, for a position of nimber v whose moves are named
// names, the winning ones: those whose option outcomes (in names' order,
// asked only when v ≠ 0) says is a P-position. It returns their indices
// and the fact that describes them: "none: …", or "K of N (how): a, b".
func winningMoves(v int, names []string, how string, outcomes func() ([]gamelib.Outcome, error)) (string, []int, error) {
	switch {
	case len(names) == 0:
		return "none: no move", nil, nil
	case v == 0:
		return "none: every move leaves an N-position", nil, nil
	}
	outs, err := outcomes()
	if err != nil {
		return "", nil, err
	}
	var wins []int
	var named []string
	for i, o := range outs {
		if o == gamelib.P {
			wins, named = append(wins, i), append(named, names[i])
		}
	}
	if how != "" {
		how = " (" + how + ")"
	}
	return fmt.Sprintf("%d of %d%s: %s", len(wins), len(names), how, strings.Join(named, ", ")), wins, nil
}

func outcomeOf(v int) string {
	if v == 0 {
		return "P (the player to move loses)"
	}
	return "N (the player to move wins)"
}

// exploreGraph plays the game on graphs gg on g.
func exploreGraph(ctx context.Context, gg graphgame.Game, g *graphs.Graph, opt *decomp.Options) (*BoardExploration, error) {
	v, st, err := gg.Nimber(ctx, g, opt)
	if err != nil {
		return nil, err
	}
	moves := gg.Moves(g)
	winFact, wins, err := winningMoves(v, gg.MoveNames(g), "", func() ([]gamelib.Outcome, error) {
		o, _, err := gg.OptionOutcomes(ctx, g, opt)
		return o, err
	})
	if err != nil {
		return nil, err
	}
	c, _ := g.Canonical()
	e := &BoardExploration{Name: fmt.Sprintf("%s on a graph of %s and %s", gg.Title, human.Plural(g.Order(), "vertex", "vertices"), human.Plural(g.Size(), "edge", "edges")), Nimber: v,
		file: graphStem(gg.Name, g)}
	e.Facts = [][2]string{
		{"nimber", fmt.Sprint(v)},
		{"outcome", outcomeOf(v)},
		{"winning moves", winFact},
		{"graph6", g.Graph6()},
		{"canonical form (graph6)", c.Graph6()},
		{"connected components", fmt.Sprint(len(g.Components()))},
		{"search", searchFact(g, st)},
	}
	x, y := Layout(g)
	d := &plots.GraphDrawing{X: x, Y: y, Edges: g.Edges()}
	for i := range g.Order() {
		d.Labels = append(d.Labels, fmt.Sprint(i))
	}
	title := fmt.Sprintf("%s: nimber %d", gg.Title, v)
	for _, i := range wins { // the winning moves marked: vertices, or edges
		switch m := moves[i]; len(m) {
		case 1:
			if d.Marked == nil {
				d.Marked = make([]bool, g.Order())
			}
			d.Marked[m[0]] = true
			title = fmt.Sprintf("%s: nimber %d, winning vertices marked", gg.Title, v)
		case 2:
			d.MarkedEdges = append(d.MarkedEdges, [2]int{m[0], m[1]})
			title = fmt.Sprintf("%s: nimber %d, winning edges marked", gg.Title, v)
		}
	}
	e.draw = func(style *plots.Style) ([]plots.Figure, error) {
		opts := &plots.BoardOptions{Title: title, Style: style}
		p, err := plots.GraphDrawingPlot(d, opts)
		if err != nil {
			return nil, err
		}
		// Sized to the drawing's aspect (plots draws it at one scale on
		// both axes): a 2×8 grid is a wide strip, not lost in a square.
		w, h := drawingSize(d, opts)
		return []plots.Figure{{Name: "graph", Plot: p, W: w, H: h}}, nil
	}
	e.styled = map[string]bool{"graph": true}
	return e, nil
}

// searchFact says how a graph's nimber was found: by its search's nodes,
// or by the symmetry strategy (a mirror, which the searches use first).
func searchFact(g *graphs.Graph, st decomp.Stats) string {
	if st.Nodes == 0 {
		if _, ok := g.FindMirror(); ok {
			return "none: a mirror (the symmetry strategy) gives 0"
		}
	}
	return fmt.Sprintf("%d components searched", st.Nodes)
}

func exploreDiagram(ctx context.Context, d chomp.Diagram, opt *decomp.Options) (*BoardExploration, error) {
	if d == "" {
		return nil, errors.New("empty Chomp diagram")
	}
	v, st, err := chomp.Nimber(ctx, d, opt)
	if err != nil {
		return nil, err
	}
	moves := chomp.Moves(d)
	var names []string
	for _, m := range moves {
		names = append(names, fmt.Sprintf("(%d,%d)", m[0], m[1]))
	}
	winFact, wins, err := winningMoves(v, names, "the bitten squares dotted; squares as (row, column), row 0 the poisoned square's", func() ([]gamelib.Outcome, error) {
		o, _, err := chomp.OptionOutcomes(ctx, d, opt)
		return o, err
	})
	if err != nil {
		return nil, err
	}
	rows, cols := len(d), int(d[0])
	name := fmt.Sprintf("Chomp on the diagram %v", d)
	if d[rows-1] == d[0] { // rows × cols, as chomp.ParseRect reads "4x7"
		name = fmt.Sprintf("Chomp on the %d×%d rectangle", rows, cols)
	}
	e := &BoardExploration{Name: name, Nimber: v, file: diagramStem(d)}
	e.Facts = [][2]string{
		{"nimber", fmt.Sprint(v)},
		{"outcome", outcomeOf(v)},
		{"winning moves", winFact},
		{"squares", fmt.Sprint(d.Area())},
		{"search", fmt.Sprintf("%d positions searched", st.Nodes)},
	}
	cells := make([][]plots.BoardCell, rows)
	for i, r := range d.Rows() {
		row := make([]plots.BoardCell, cols)
		for j := range row {
			if j >= r {
				row[j] = plots.CellAbsent
			}
		}
		cells[rows-1-i] = row
	}
	cells[rows-1][0] = plots.CellMarked
	// Row i of the diagram is drawn rows-1-i from the top.
	spots := make([][2]int, len(wins))
	for j, k := range wins {
		spots[j] = [2]int{rows - 1 - moves[k][0], moves[k][1]}
	}
	title := fmt.Sprintf("Chomp: nimber %d (poisoned square filled)", v)
	if len(wins) > 0 {
		title = fmt.Sprintf("Chomp: nimber %d, winning bites dotted", v)
	}
	e.draw = func(style *plots.Style) ([]plots.Figure, error) {
		opts := &plots.BoardOptions{Title: title, Spots: spots, Style: style}
		p, err := plots.BoardPlot(cells, opts)
		if err != nil {
			return nil, err
		}
		w, h := boardSize(rows, cols, opts)
		return []plots.Figure{{Name: "board", Plot: p, W: w, H: h}}, nil
	}
	e.styled = map[string]bool{"board": true}
	return e, nil
}

// boardSizing is the notebook policy for the picture of a board: squares
// of 1 cm, smaller when the longer side would pass 16 cm, and at least
// 4 cm wide, for the title (a column of Chomp squares had its title
// wrapped into a tower of words).
var boardSizing = plots.FigureSizing{Unit: 1 * vg.Centimeter, MaxLong: 16 * vg.Centimeter, MinWidth: 4 * vg.Centimeter}

// sizingFor is the policy base, a notebook one, in style (nil: Notebook):
// in another style the figure is style.Width wide, unless it would be
// more than twice as tall: then twice style.Width tall (a column of 30
// Chomp rows was 45 cm tall on paper); a unit at most three times
// base.Unit (a single square is not blown up to the width): a drawing
// that small makes a figure narrower than style.Width, as wide as the
// drawing at that unit, so that it still fills its figure (the Petersen
// graph's paper figure was 8.5 cm wide with 40% of it blank); and the
// least width at most half of style.Width.
func sizingFor(base plots.FigureSizing, style *plots.Style) plots.FigureSizing {
	if style == nil || style == &plots.Notebook {
		return base
	}
	return plots.FigureSizing{Unit: base.Unit, Width: style.Width, MaxHeight: 2 * style.Width,
		MaxUnit: 3 * base.Unit, MinWidth: min(base.MinWidth, style.Width/2)}
}

// boardSize is the size of the figure of a board of rows × cols squares
// drawn with opts in opts.Style (sizingFor): the board fills the data
// area (plots.BoardFigureSize) with square cells (2×40 Cram had cells
// 3.5 times as wide as high).
func boardSize(rows, cols int, opts *plots.BoardOptions) (w, h vg.Length) {
	return plots.BoardFigureSize(rows, cols, opts, sizingFor(boardSizing, opts.Style))
}

func exploreWythoff(ctx context.Context, w Wythoff) (*BoardExploration, error) {
	n, a := w.N, w.a()
	if w.A < 0 {
		return nil, fmt.Errorf("Wythoff: A = %d, want A ≥ 1 (Fraenkel's a-Wythoff; 0 or 1 is Wythoff's game)", w.A)
	}
	// The heat map draws at most plots.MaxCells cells: (N+1)² ≤ 10⁶.
	if most := int(math.Sqrt(plots.MaxCells)) - 1; n < 0 || n > most {
		return nil, fmt.Errorf("Wythoff: N = %d, want 0..%d for a picture (a heat map of at most %d cells)", n, most, plots.MaxCells)
	}
	game, file, title := "Wythoff's game", fmt.Sprintf("wythoff-%d", n), "Wythoff's game"
	key := []any{n}
	if a > 1 {
		game, file, title = fmt.Sprintf("Fraenkel's %d-Wythoff game", a), fmt.Sprintf("wythoff-a%d-%d", a, n), fmt.Sprintf("%d-Wythoff", a)
		key = append(key, a)
	}
	t, err := Cached(fmt.Sprintf("%s: g(x, y) for x, y ≤ %d", game, n), func(p gamelib.Progress) ([][]int, error) {
		t, err := wythoff.ValuesA(ctx, n, a, p)
		if err != nil {
			return nil, err
		}
		return t.Rows(ctx)
	}, key...)
	if err != nil {
		return nil, err
	}
	tab, err := wythoff.FromRowsA(ctx, t, a)
	if err != nil {
		return nil, err
	}
	pairs, err := tab.CheckFraenkel()
	if err != nil {
		return nil, err
	}
	e := &BoardExploration{Name: fmt.Sprintf("%s, 0 ≤ x, y ≤ %d", game, n), Table: t, Periods: tab.RowPeriods(wythoff.MinRowPeriods), file: file}
	found := 0
	for _, r := range e.Periods {
		if r.Found {
			found++
		}
	}
	ppos := fmt.Sprintf("exactly the %s (⌊kφ⌋, ⌊kφ²⌋) with ⌊kφ²⌋ ≤ %d and their mirror images (checked in integer arithmetic)", human.Plural(pairs, "Beatty pair", "Beatty pairs"), n)
	proof := "Dress, Flammenkamp and Pink 1999 prove every row is ultimately so"
	if a > 1 {
		ppos = fmt.Sprintf("exactly the %s (A_k, A_k + %dk) with A_k = mex{A_i, B_i : i < k} = ⌊kα⌋, α = (2 − a + √(a² + 4))/2 ≈ %.5f, A_k + %dk ≤ %d, and their mirror images (Fraenkel 1982; checked in integer arithmetic)", human.Plural(pairs, "Fraenkel pair", "Fraenkel pairs"), a, (2-float64(a)+math.Sqrt(float64(a*a+4)))/2, a, n)
		proof = "observed only: whether Dress, Flammenkamp and Pink's theorem covers a ≥ 2 is not established here"
	}
	e.Facts = [][2]string{
		{"P-positions", ppos},
		{"additive periods", fmt.Sprintf("observed in %d of %d rows: g(x, y+p) = g(x, y) + p from y₀ on, over ≥ %d whole periods, ≥ 1.5(y₀ + p) and ≥ %d values; %s too little evidence on 0..%d (%s)",
			found, n+1, wythoff.MinRowPeriods, wythoff.MinRowTail, human.Plural(n+1-found, "row has", "rows have"), n, proof)},
	}
	e.TableHeads = &TableHeads{Corner: "x \\ y", Rows: intHeads(0, n), Cols: intHeads(0, n)}
	e.draw = func(style *plots.Style) ([]plots.Figure, error) {
		p, err := plots.IntHeatMap(t, &plots.IntHeatMapOptions{Title: title + ": g(x, y), P-positions dotted", XLabel: "y", YLabel: "x", KeyLabel: "g(x, y)", MarkP: true, Scale: plots.ScaleSequential, Style: style})
		if err != nil {
			return nil, err
		}
		return []plots.Figure{{Name: "wythoff", Plot: p, W: 14 * vg.Centimeter, H: 12 * vg.Centimeter}}, nil
	}
	return e, nil
}

// intHeads are the labels lo … hi.
func intHeads(lo, hi int) []string {
	var s []string
	for i := lo; i <= hi; i++ {
		s = append(s, fmt.Sprint(i))
	}
	return s
}

func exploreTable(ctx context.Context, bt BoardTable, opt *decomp.Options) (*BoardExploration, error) {
	spec := sizetable.Spec{Game: bt.Game, Rows: bt.Rows, Cols: bt.Cols}
	tab, err := sizetable.Describe(spec)
	if err != nil {
		return nil, err
	}
	// The whole table is refused before the cache is consulted or the bar
	// drawn, as the games' own searches are.
	if err := sizetable.Check(ctx, spec); err != nil {
		return nil, err
	}
	rows, cols := tab.Size()
	t, err := Cached(fmt.Sprintf("%s, %d×%d", tab.Name(), rows, cols), func(p gamelib.Progress) ([][]int, error) {
		done, err := sizetable.Compute(ctx, spec, opt, p)
		if err != nil && done != nil && done.Computed > 0 {
			// Kernel → Interrupt after minutes: the cells found are told.
			return nil, fmt.Errorf("%w; %s", err, done.Cut())
		}
		if err != nil {
			return nil, err
		}
		return done.Values, nil
	}, bt.Game, rows, cols)
	if err != nil {
		return nil, err
	}
	x0, y0 := tab.X0, tab.Y0
	heads := make([]string, rows)
	for i := range heads {
		heads[i] = tab.RowHead(i)
	}
	e := &BoardExploration{Name: tab.Name(), Table: t, file: tab.Stem(),
		TableHeads: &TableHeads{Corner: tab.YLabel + " \\ " + tab.XLabel, Rows: heads, Cols: intHeads(x0, x0+cols-1)}}
	e.Note = tab.Note // what the heads do not say (C_0, C_1, C_2 are paths)
	e.draw = func(style *plots.Style) ([]plots.Figure, error) {
		p, err := plots.IntHeatMap(t, &plots.IntHeatMapOptions{Title: tab.Name(), KeyLabel: tab.Key, XLabel: tab.XLabel, YLabel: tab.YLabel, X0: x0, Y0: y0, MarkP: true, Values: true, Style: style})
		if err != nil {
			return nil, err
		}
		if tab.RowNames != nil { // rows named, not sizes: their names as the ticks
			var ticks plot.ConstantTicks
			for i, name := range tab.RowNames {
				ticks = append(ticks, plot.Tick{Value: float64(y0 + i), Label: name})
			}
			p.Y.Tick.Marker = ticks
		}
		return []plots.Figure{{Name: strings.ReplaceAll(bt.Game, ":", "-"), Plot: p, W: 16 * vg.Centimeter, H: vg.Length(rows+3) * 0.9 * vg.Centimeter}}, nil
	}
	return e, nil
}

// cramBoard is a cram.Board or a cram.WideBoard, as the explorer shows
// it.
type cramBoard interface {
	Dims() (h, w int)
	Free(r, c int) bool
	Cells() int
	String() string
}

// cramCells is the picture of a Cram board: free cells white, blocked
// ones dark grey, row 0 at the top as the board is written.
func cramCells(b cramBoard) [][]plots.BoardCell {
	h, w := b.Dims()
	cells := make([][]plots.BoardCell, h)
	for r := range cells {
		cells[r] = make([]plots.BoardCell, w)
		for c := range cells[r] {
			if !b.Free(r, c) {
				cells[r][c] = plots.CellBlocked
			}
		}
	}
	return cells
}

func exploreCram(ctx context.Context, b cram.Board, opt *decomp.Options) (*BoardExploration, error) {
	// The regions a reader sees (cram.Regions): the engine's Components
	// also simplifies them (equal components cancel).
	regions := cram.Regions(b, nil)
	var sizes []string
	for _, r := range regions {
		sizes = append(sizes, fmt.Sprint(r.Cells()))
	}
	regionFact := fmt.Sprintf("%d of at least two free cells", len(regions))
	if len(regions) > 0 {
		regionFact += " (" + strings.Join(sizes, ", ") + " cells)"
	}
	return exploreCramBoard(b, regionFact, cram.Moves(b),
		func() (int, decomp.Stats, error) { return cram.Nimber(ctx, b, opt) },
		func() ([]gamelib.Outcome, error) { o, _, err := cram.OptionOutcomes(ctx, b, opt); return o, err })
}

// exploreWideCram is exploreCram for a board of 65 to 128 cells
// (cram.WideBoard, cram.NimberWide), its regions not listed.
func exploreWideCram(ctx context.Context, b cram.WideBoard, opt *decomp.Options) (*BoardExploration, error) {
	return exploreCramBoard(b, "", cram.MovesWide(b),
		func() (int, decomp.Stats, error) { return cram.NimberWide(ctx, b, opt) },
		func() ([]gamelib.Outcome, error) { o, _, err := cram.OptionOutcomesWide(ctx, b, opt); return o, err })
}

// exploreCramBoard explores a Cram board: its nimber (nimber), its
// winning moves among moves (their options' outcomes by outcomes), its
// regions (regionFact, when not empty), the search's counts and the
// picture with the winning dominoes drawn.
func exploreCramBoard(b cramBoard, regionFact string, moves []cram.Move, nimber func() (int, decomp.Stats, error), outcomes func() ([]gamelib.Outcome, error)) (*BoardExploration, error) {
	h, w := b.Dims()
	if h == 0 || w == 0 {
		return nil, errors.New("empty Cram board (use cram.Rect or cram.Parse)")
	}
	v, st, err := nimber()
	if err != nil {
		return nil, err
	}
	winFact, links, err := cramWins(v, moves, outcomes)
	if err != nil {
		return nil, err
	}
	e := &BoardExploration{Name: fmt.Sprintf("Cram on the %d×%d board %s", h, w, b), Nimber: v, file: fmt.Sprintf("cram-%dx%d", h, w)}
	if b.Cells() < h*w { // blocked cells: the rows, 'o' free and 'x' blocked
		e.file += "-" + strings.NewReplacer(".", "o", "#", "x", "/", "-").Replace(b.String())
	}
	e.Facts = [][2]string{
		{"nimber", fmt.Sprint(v)},
		{"outcome", outcomeOf(v)},
		{"winning moves", winFact},
		{"free cells", fmt.Sprintf("%d of %d", b.Cells(), h*w)},
	}
	if regionFact != "" {
		e.Facts = append(e.Facts, [2]string{"regions", regionFact})
	}
	// Deterministic for a given engine (one thread, a table of fixed
	// size): no times.
	e.Facts = append(e.Facts, [2]string{"search", fmt.Sprintf("%d components searched, %d table lookups (%d hits), %d entries in the table", st.Nodes, st.Lookups, st.Hits, st.Entries)})
	title := fmt.Sprintf("Cram: nimber %d, no winning move", v)
	if len(links) > 0 {
		title = fmt.Sprintf("Cram: nimber %d, winning dominoes drawn", v)
	}
	if b.Cells() < h*w {
		title += " (blocked cells dark)"
	}
	e.draw = func(style *plots.Style) ([]plots.Figure, error) {
		opts := &plots.BoardOptions{Title: title, Links: links, Style: style}
		p, err := plots.BoardPlot(cramCells(b), opts)
		if err != nil {
			return nil, err
		}
		fw, fh := boardSize(h, w, opts)
		return []plots.Figure{{Name: "board", Plot: p, W: fw, H: fh}}, nil
	}
	e.styled = map[string]bool{"board": true}
	return e, nil
}

// cramWins lists a Cram board's winning moves, the dominoes of moves (in
// the engine's order, whose options' outcomes outcomes gives) that leave
// a P-position, in reading order (cram.CompareMoves), as the fact
// winningMoves writes and as the links a board picture draws.
func cramWins(v int, moves []cram.Move, outcomes func() ([]gamelib.Outcome, error)) (string, [][4]int, error) {
	order := make([]int, len(moves)) // order[k]: the engine's index of the k-th move read
	names := make([]string, len(moves))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int { return cram.CompareMoves(moves[i], moves[j]) })
	for k, i := range order {
		names[k] = moves[i].String()
	}
	winFact, wins, err := winningMoves(v, names, "the dominoes drawn; cells as (row, column) from the top left, from 0", func() ([]gamelib.Outcome, error) {
		o, err := outcomes()
		if err != nil {
			return nil, err
		}
		read := make([]gamelib.Outcome, len(o))
		for k, i := range order {
			read[k] = o[i]
		}
		return read, nil
	})
	if err != nil {
		return "", nil, err
	}
	links := make([][4]int, len(wins))
	for j, k := range wins {
		m := moves[order[k]]
		links[j] = [4]int{m.R1, m.C1, m.R2, m.C2}
	}
	return winFact, links, nil
}
