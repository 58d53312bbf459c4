package sizetable

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// Games lists the tables' names, for help texts and errors. A name with
// ":wins" tables the number of winning first moves instead of the
// nimbers.
const Games = "cram, cram:wins, chomp, chomp:wins, nodekayles:grid, nodekayles:grid:wins, nodekayles:paths, nodekayles:paths:wins"

// A Spec names a table: Game is one of Games; Rows and Cols its extent,
// 1 to 255 each (the sizes 1 … Rows by 1 … Cols; nodekayles:paths has the
// two rows P_n and C_n for n = 0 … Cols, and Rows 1, or 0 for 1; a cycle
// has at least 3 vertices, and its row's cells for n = 0, 1, 2 hold the
// values of P_0, P_1 and P_2 = K_2, as graphs.Cycle builds them: see
// CycleNote). Cram's
// boards have at most 128 cells (cram.WideBoard beyond 64), Node Kayles'
// grids at most 64 vertices.
type Spec struct {
	Game       string
	Rows, Cols int
}

// A Table is a table of values: Values[i][j] is the value of the
// position of sizes (Y0+i, X0+j) — the m×n board, the R×C rectangle or
// grid, or the path (row 0) and cycle (row 1) of n vertices.
type Table struct {
	Spec
	// Title names the positions ("Cram on the empty m×n board"), What
	// what the table holds ("nimbers" or "winning first moves"), Key a
	// cell's value ("nimber" or "winning moves"), XLabel and YLabel the
	// sizes along the columns and the rows.
	Title, What, Key, XLabel, YLabel string
	// X0 and Y0 are the sizes of the first column and row.
	X0, Y0 int
	// RowNames name the rows when they are not sizes (nodekayles:paths:
	// "P_n" and "C_n"); nil otherwise. RowHead gives either.
	RowNames []string
	// Searched says whether the cells are searched by the engine of
	// package decomp, so that Compute's Options.TTMem and Workers apply:
	// true but for Chomp, whose cells come from their box's table
	// (chomp.BoxTable), which takes neither.
	Searched bool
	// Note says what a reader of the table must know that its heads do
	// not say, or is "": nodekayles:paths's CycleNote (its C_n row holds
	// P_0, P_1 and K_2 for n < 3).
	Note string
	// Values are the rows of the table (nil before Compute). A cell
	// not computed (Compute cut short) holds NotComputed.
	Values [][]int
	// Computed is the number of cells of Values computed, in the order
	// Compute computes them: row by row, each row from its first
	// column. Values[i][j] holds a value exactly when i·C + j <
	// Computed, C the columns of Values (Size); Computed is every cell
	// of a table Compute returned without an error.
	Computed int
	// rows and cols are the extent of Values (Size).
	rows, cols int
}

// Size is the extent of Values: Rows and Cols, or 2 and Cols+1 for
// nodekayles:paths.
func (t *Table) Size() (rows, cols int) { return t.rows, t.cols }

// RowHead is the head of row i of Values: its name (RowNames), else its
// size, Y0 + i.
func (t *Table) RowHead(i int) string {
	if i >= 0 && i < len(t.RowNames) {
		return t.RowNames[i]
	}
	return fmt.Sprint(t.Y0 + i)
}

// NotComputed is the value in Values of a cell Compute did not compute
// (it was cut short: see Compute): no nimber or count of moves is
// negative.
const NotComputed = -1

// Complete reports whether every cell of Values was computed.
func (t *Table) Complete() bool { return t.Values != nil && t.Computed >= t.rows*t.cols }

// Stopped returns the cell (i, j) of Values whose computation ended
// Compute, the first not computed (Computed), and true; or false for a
// table Complete, or not computed at all (Values nil).
func (t *Table) Stopped() (i, j int, ok bool) {
	if t.Values == nil || t.Complete() || t.cols == 0 {
		return 0, 0, false
	}
	return t.Computed / t.cols, t.Computed % t.cols, true
}

// CellName names the position of cell (i, j) of Values: its sizes,
// "3×5" (Y0+i rows or the board's height, X0+j columns), or, in a row
// named (RowNames, as "C_n"), the name with n given: "C_7".
func (t *Table) CellName(i, j int) string {
	if i >= 0 && i < len(t.RowNames) {
		if head, ok := strings.CutSuffix(t.RowNames[i], "_n"); ok {
			return fmt.Sprintf("%s_%d", head, t.X0+j)
		}
		return fmt.Sprintf("%s, %d", t.RowNames[i], t.X0+j)
	}
	return fmt.Sprintf("%d×%d", t.Y0+i, t.X0+j)
}

// Axes says what the table's rows and columns are, as a header does:
// "m from 1, n from 1", or "rows P_n, C_n, n from 0".
func (t *Table) Axes() string {
	rowsAre := fmt.Sprintf("%s from %d", t.YLabel, t.Y0)
	if t.RowNames != nil {
		rowsAre = "rows " + strings.Join(t.RowNames, ", ")
	}
	return fmt.Sprintf("%s, %s from %d", rowsAre, t.XLabel, t.X0)
}

// Cut tells what a table Compute cut short holds: the cells computed
// before the one it stopped at (Stopped), row by row in the table's own
// notation (its rows' heads, each row from its first column), as "the
// nimbers of 1×1 … 5×8, row by row (rows m from 1, columns n from 1): 1:
// 0 1 1 …; …; 5: 0 1 1 2 0 2 1 1"; "" for a table Complete, not computed
// at all, or cut at its first cell. The command line's interrupted grundy table and
// lab's interrupted table say it.
func (t *Table) Cut() string {
	i, j, ok := t.Stopped()
	if !ok || t.Computed == 0 {
		return ""
	}
	cells := t.CellName(0, 0)
	if t.Computed > 1 {
		cells += " … " + t.CellName((t.Computed-1)/t.cols, (t.Computed-1)%t.cols)
	}
	var rows []string
	for r, row := range t.Values {
		switch {
		case r < i:
		case r == i && j > 0:
			row = row[:j]
		default:
			continue
		}
		vals := make([]string, len(row))
		for k, v := range row {
			vals[k] = strconv.Itoa(v)
		}
		rows = append(rows, t.RowHead(r)+": "+strings.Join(vals, " "))
	}
	return fmt.Sprintf("the %s of %s, row by row (%s): %s", t.What, cells, t.Axes(), strings.Join(rows, "; "))
}

// CycleNote is the Note of nodekayles:paths: the cells of its C_n row
// for n = 0, 1, 2 are not cycles. Every cell has a value (Values has no
// missing cells), so those hold what graphs.Cycle builds, the paths.
const CycleNote = "C_0, C_1 and C_2 are not cycles (a cycle has at least 3 vertices): their cells hold the values of P_0, P_1 and P_2 = K_2"

// Name is the table's name for a title: Title and What.
func (t *Table) Name() string { return t.Title + ": " + t.What }

// Stem is a file name for the table: the game (":" as "-"), "table",
// and its extent, as "cram-wins-table-5x8".
func (t *Table) Stem() string {
	return fmt.Sprintf("%s-table-%dx%d", strings.ReplaceAll(t.Game, ":", "-"), t.Rows, t.Cols)
}

// GraphGrowth is the growth of a Node Kayles grid's search a vertex,
// for the progress of the tables (weight) and of notebooks/lab's graph
// families: 1.21 on the 4×n and 5×n grids, 1.34 from 7×7 to 7×8 (nodes,
// 6 December 2026). With 1 a cell instead, `grundy table
// nodekayles:grid 7x9` said 84% done, 2 s left, for a table that needs
// minutes more (its last cells are its dearest by far). Not a work
// estimate: a graph search has none here.
const GraphGrowth = 1.25

// layout is a table described, with what computing a cell takes.
type layout struct {
	t *Table
	// wins: the table counts the winning first moves.
	wins bool
	// newTable makes the table kept across the searches (nil: none).
	newTable func(ctx context.Context, mem int64) (*decomp.Table, error)
	// nimber and outcomes compute a cell's nimber and its options'
	// outcomes (outcomes nil when the game has no table of wins).
	nimber   func(ctx context.Context, r, c int, o *decomp.Options) (int, decomp.Stats, error)
	outcomes func(ctx context.Context, r, c int, o *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)
	// estimate is a cell's estimated work in steps (nil: none).
	estimate func(r, c int) float64
	// weight, for a game with no estimate, is a cell's share of the
	// progress in arbitrary units (nil: 1 a cell); it refuses nothing.
	weight func(r, c int) float64
}

// Describe returns the table s names, its Values nil, or an error for
// an unknown game or an extent out of range (a Cram board of more than
// cram.MaxWideCells cells: an error wrapping cram.ErrTooBig; a grid of more
// than graphs.MaxOrder vertices).
func Describe(s Spec) (*Table, error) {
	l, err := describe(s)
	if err != nil {
		return nil, err
	}
	return l.t, nil
}

// tableNames are the games of Games, for describe's first check.
var tableNames = func() map[string]bool {
	m := map[string]bool{}
	for g := range strings.SplitSeq(Games, ", ") {
		m[g] = true
	}
	return m
}()

func describe(s Spec) (*layout, error) {
	switch {
	case s.Game == "":
		return nil, fmt.Errorf("sizetable: no table named (Game is empty): want one of %s", Games)
	case !tableNames[s.Game]:
		return nil, fmt.Errorf("sizetable: unknown table %q (want %s)", s.Game, Games)
	}
	base, wins := strings.CutSuffix(s.Game, ":wins")
	if base == "nodekayles:paths" {
		// The table has the rows P_n and C_n: one family extent, 1×C
		// (0 in a Spec means 1); another number of rows is refused, not
		// ignored.
		if s.Rows != 0 && s.Rows != 1 {
			return nil, fmt.Errorf("sizetable: table %s: %d×%d, want 1×C (the paths and cycles of 0 … C vertices)", s.Game, s.Rows, s.Cols)
		}
		if s.Cols < 1 || s.Cols > chomp.MaxSide {
			return nil, fmt.Errorf("sizetable: table %s: Cols = %d, want the largest n, 1..%d (the paths P_0 … P_n and cycles C_0 … C_n; Rows 1, or 0 for 1)", s.Game, s.Cols, chomp.MaxSide)
		}
		s.Rows = 1
	}
	switch {
	case s.Rows == 0 || s.Cols == 0:
		return nil, fmt.Errorf("sizetable: table %s: Rows = %d, Cols = %d: give both, the largest sizes, 1..%d (the table holds the sizes 1 … Rows by 1 … Cols)", s.Game, s.Rows, s.Cols, chomp.MaxSide)
	case s.Rows < 1 || s.Cols < 1 || s.Rows > chomp.MaxSide || s.Cols > chomp.MaxSide:
		return nil, fmt.Errorf("sizetable: table %s: %d×%d, want 1..%d rows and columns", s.Game, s.Rows, s.Cols, chomp.MaxSide)
	}
	t := &Table{Spec: s, What: "nimbers", Key: "nimber", X0: 1, Y0: 1, Searched: true, rows: s.Rows, cols: s.Cols}
	l := &layout{t: t, wins: wins}
	switch base {
	case "nodekayles:grid":
		if s.Rows*s.Cols > graphs.MaxOrder {
			return nil, fmt.Errorf("sizetable: table %s: the %d×%d grid has more than %d vertices", s.Game, s.Rows, s.Cols, graphs.MaxOrder)
		}
		t.Title, t.XLabel, t.YLabel = "Node Kayles on the R×C grid", "columns C", "rows R"
		l.weight = func(r, c int) float64 { return math.Pow(GraphGrowth, float64(r*c)) }
		l.newTable = func(ctx context.Context, mem int64) (*decomp.Table, error) {
			return nodekayles.NewTable(ctx, s.Rows*s.Cols, mem)
		}
		l.nimber = func(ctx context.Context, r, c int, o *decomp.Options) (int, decomp.Stats, error) {
			g, err := graphs.Grid(r, c)
			if err != nil {
				return 0, decomp.Stats{}, err
			}
			return nodekayles.Nimber(ctx, g, o)
		}
		l.outcomes = func(ctx context.Context, r, c int, o *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			g, err := graphs.Grid(r, c)
			if err != nil {
				return nil, decomp.Stats{}, err
			}
			return nodekayles.OptionOutcomes(ctx, g, o)
		}
	case "nodekayles:paths":
		if s.Cols > graphs.MaxOrder {
			return nil, fmt.Errorf("sizetable: table %s: paths and cycles of up to %d vertices, at most %d", s.Game, s.Cols, graphs.MaxOrder)
		}
		t.Title, t.XLabel, t.YLabel = "Node Kayles on the paths P_n and cycles C_n", "n", "family"
		t.X0, t.Y0 = 0, 0
		t.RowNames = []string{"P_n", "C_n"}
		t.Note = CycleNote
		t.rows, t.cols = 2, s.Cols+1
		l.newTable = func(ctx context.Context, mem int64) (*decomp.Table, error) {
			return nodekayles.NewTable(ctx, max(s.Cols, 1), mem)
		}
		graph := func(r, c int) (*graphs.Graph, error) {
			if r == 1 {
				return graphs.Cycle(c)
			}
			return graphs.Path(c)
		}
		l.nimber = func(ctx context.Context, r, c int, o *decomp.Options) (int, decomp.Stats, error) {
			g, err := graph(r, c)
			if err != nil {
				return 0, decomp.Stats{}, err
			}
			return nodekayles.Nimber(ctx, g, o)
		}
		l.outcomes = func(ctx context.Context, r, c int, o *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			g, err := graph(r, c)
			if err != nil {
				return nil, decomp.Stats{}, err
			}
			return nodekayles.OptionOutcomes(ctx, g, o)
		}
	case "chomp":
		t.Title, t.XLabel, t.YLabel = "Chomp on the R×C rectangle", "columns C", "rows R"
		t.Searched = false
		// No table kept: each rectangle's values come from its box's
		// table (chomp.BoxTable), far cheaper than a search.
		l.nimber = func(ctx context.Context, r, c int, o *decomp.Options) (int, decomp.Stats, error) {
			d, err := chomp.Rect(r, c)
			if err != nil {
				return 0, decomp.Stats{}, err
			}
			return chomp.Nimber(ctx, d, o)
		}
		l.outcomes = func(ctx context.Context, r, c int, o *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			d, err := chomp.Rect(r, c)
			if err != nil {
				return nil, decomp.Stats{}, err
			}
			return chomp.OptionOutcomes(ctx, d, o)
		}
		l.estimate = func(r, c int) float64 {
			d, err := chomp.Rect(r, c)
			if err != nil {
				return 0
			}
			return chomp.EstimateWork(d) // the same bound for the options' outcomes
		}
	case "cram":
		if s.Rows*s.Cols > cram.MaxWideCells {
			return nil, fmt.Errorf("sizetable: table %s: the %d×%d board has %d cells: %w (at most %d)", s.Game, s.Rows, s.Cols, s.Rows*s.Cols, cram.ErrTooBig, cram.MaxWideCells)
		}
		t.Title, t.XLabel, t.YLabel = "Cram on the empty m×n board", "columns n", "rows m"
		// A cell's estimate: the nimber's, or for the wins every option's
		// outcome (cram's own estimates, as its searches refuse).
		estimate, wideEstimate := cram.EstimateWork, cram.EstimateWideWork
		if wins {
			estimate, wideEstimate = cram.EstimateOptionOutcomesWork, cram.EstimateWideOptionOutcomesWork
		}
		if s.Rows*s.Cols <= cram.MaxCells {
			l.newTable = func(ctx context.Context, mem int64) (*decomp.Table, error) {
				return decomp.NewTable(ctx, cram.Game{}, mem)
			}
			l.nimber = func(ctx context.Context, r, c int, o *decomp.Options) (int, decomp.Stats, error) {
				b, err := cram.Rect(r, c)
				if err != nil {
					return 0, decomp.Stats{}, err
				}
				return cram.Nimber(ctx, b, o)
			}
			l.outcomes = func(ctx context.Context, r, c int, o *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
				b, err := cram.Rect(r, c)
				if err != nil {
					return nil, decomp.Stats{}, err
				}
				return cram.OptionOutcomes(ctx, b, o)
			}
			l.estimate = func(r, c int) float64 {
				b, err := cram.Rect(r, c)
				if err != nil {
					return 0
				}
				return estimate(b)
			}
			break
		}
		// A table reaching beyond 64 cells: every board a cram.WideBoard
		// (WideGame hands the regions of at most 64 cells to Game), one
		// kept table of WideGame's keys.
		l.newTable = func(ctx context.Context, mem int64) (*decomp.Table, error) {
			return decomp.NewTable(ctx, cram.WideGame{}, mem)
		}
		l.nimber = func(ctx context.Context, r, c int, o *decomp.Options) (int, decomp.Stats, error) {
			b, err := cram.WideRect(r, c)
			if err != nil {
				return 0, decomp.Stats{}, err
			}
			return cram.NimberWide(ctx, b, o)
		}
		l.outcomes = func(ctx context.Context, r, c int, o *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			b, err := cram.WideRect(r, c)
			if err != nil {
				return nil, decomp.Stats{}, err
			}
			return cram.OptionOutcomesWide(ctx, b, o)
		}
		l.estimate = func(r, c int) float64 {
			b, err := cram.WideRect(r, c)
			if err != nil {
				return 0
			}
			return wideEstimate(b)
		}
	}
	if l.nimber == nil || wins && l.outcomes == nil {
		return nil, fmt.Errorf("sizetable: unknown table %q (want %s)", s.Game, Games)
	}
	if wins {
		t.What, t.Key = "winning first moves", "winning moves"
	}
	return l, nil
}
