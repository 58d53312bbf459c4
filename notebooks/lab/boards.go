package lab

import (
	"context"
	"errors"
	"fmt"
	"html"
	"math"
	"strings"

	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
	"github.com/grundylab/grundylab/gamelib/wythoff"
	"github.com/grundylab/grundylab/plots"
)

// Wythoff asks Explore for Wythoff's game: the table g(x, y), 0 ≤ x, y ≤
// N, as a heat map with the P-positions marked (checked to be the Beatty
// pairs) and each row's additive period.
//
//	lab.Explore(lab.Wythoff{N: 40}, nil)
type Wythoff struct{ N int }

// BoardTable asks Explore for the nimbers of a family of boards or graphs
// as a heat map with the sizes on the axes: Game "nodekayles:grid" (Node
// Kayles on the R×C grid graphs, 1 ≤ R ≤ Rows, 1 ≤ C ≤ Cols, R·C ≤ 64),
// "nodekayles:paths" (Node Kayles on the paths P_n, row 0, and the cycles
// C_n, row 1, 0 ≤ n ≤ Cols; Rows is ignored) or "chomp" (the R×C rectangles).
//
//	lab.Explore(lab.BoardTable{Game: "nodekayles:grid", Rows: 4, Cols: 6}, nil)
type BoardTable struct {
	Game       string
	Rows, Cols int
}

// A BoardExploration is what Explore computed for a board, a graph,
// Wythoff's game or a table of them.
type BoardExploration struct {
	Name string
	// Facts are the lines of the summary, "key: value".
	Facts [][2]string
	// Nimber is the nimber of a single board or graph.
	Nimber int
	// Table holds a family's nimbers or Wythoff's g(x, y), by row.
	Table [][]int
	// Periods are Wythoff's rows' additive periods.
	Periods []wythoff.RowPeriod
	// Figures are the pictures, in the notebook style.
	Figures []plots.Figure
}

// boardTTMem is the transposition table of a search Explore runs for one
// board or graph; tableTTMem of each search of a table's many small ones.
const (
	boardTTMem = 64 << 20
	tableTTMem = 8 << 20
)

// AnalyzeBoard computes what Explore shows for a *graphs.Graph (Node
// Kayles), a chomp.Diagram, a Wythoff or a BoardTable; ok is false for any
// other game, which Explore then treats as a heap game.
func AnalyzeBoard(game any, opts *ExploreOptions) (e *BoardExploration, ok bool, err error) {
	o := opts.withDefaults()
	ctx := Context() // the cell's limits, and its interrupt
	opt := &decomp.Options{TTMem: boardTTMem}
	switch g := game.(type) {
	case *graphs.Graph:
		if g == nil {
			return nil, true, errors.New("lab: Explore: nil graph")
		}
		e, err = exploreGraph(ctx, g, opt)
	case chomp.Diagram:
		e, err = exploreDiagram(ctx, g, opt)
	case Wythoff:
		e, err = exploreWythoff(ctx, g.N)
	case BoardTable:
		e, err = exploreTable(ctx, g, &decomp.Options{TTMem: tableTTMem})
	default:
		return nil, false, nil
	}
	if err != nil {
		return nil, true, fmt.Errorf("lab: Explore: %w", err)
	}
	for i := range e.Figures {
		if e.Figures[i].W == 0 {
			e.Figures[i].W, e.Figures[i].H = o.Width, o.Height
		}
	}
	return e, true, nil
}

// Show displays e as Explore does: the summary, then each figure.
func (e *BoardExploration) Show() error {
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="lab-explore" style="font-family:sans-serif;line-height:1.5">`)
	fmt.Fprintf(&b, `<div style="font-size:120%%;font-weight:bold">%s</div>`, html.EscapeString(e.Name))
	for _, f := range e.Facts {
		fmt.Fprintf(&b, `<div><b>%s:</b> %s</div>`, html.EscapeString(f[0]), html.EscapeString(f[1]))
	}
	b.WriteString(`</div>`)
	if err := ShowHTML(b.String()); err != nil {
		return err
	}
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
			if err := Table("row x", heads, []string{"preperiod y₀", "period p", "periods seen"}, cells); err != nil {
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

func outcomeOf(v int) string {
	if v == 0 {
		return "P (the player to move loses)"
	}
	return "N (the player to move wins)"
}

func exploreGraph(ctx context.Context, g *graphs.Graph, opt *decomp.Options) (*BoardExploration, error) {
	v, st, err := nodekayles.Nimber(ctx, g, opt)
	if err != nil {
		return nil, err
	}
	c, _ := g.Canonical()
	e := &BoardExploration{Name: fmt.Sprintf("Node Kayles on a graph of %d vertices and %d edges", g.Order(), g.Size()), Nimber: v}
	e.Facts = [][2]string{
		{"nimber", fmt.Sprint(v)},
		{"outcome", outcomeOf(v)},
		{"graph6", g.Graph6()},
		{"canonical form (graph6)", c.Graph6()},
		{"connected components", fmt.Sprint(len(g.Components()))},
		{"search", fmt.Sprintf("%d components searched", st.Nodes)},
	}
	x, y := Layout(g)
	d := &plots.GraphDrawing{X: x, Y: y, Edges: g.Edges()}
	for i := range g.Order() {
		d.Labels = append(d.Labels, fmt.Sprint(i))
	}
	p, err := plots.GraphDrawingPlot(d, &plots.BoardOptions{Title: fmt.Sprintf("Node Kayles: nimber %d", v)})
	if err != nil {
		return nil, err
	}
	e.Figures = []plots.Figure{{Name: "graph", Plot: p, W: 10 * vg.Centimeter, H: 10 * vg.Centimeter}}
	return e, nil
}

// Layout places the vertices of g for drawing, deterministically: a
// force-directed layout (Fruchterman and Reingold, "Graph drawing by
// force-directed placement", Software: Practice and Experience 21, 1991:
// neighbours attract with d²/k, all pairs repel with k²/d, the step
// cooling linearly) started from the vertices on a circle, 300 rounds.
// O(300·n²).
func Layout(g *graphs.Graph) (x, y []float64) {
	n := g.Order()
	x, y = make([]float64, n), make([]float64, n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(max(n, 1))
		x[i], y[i] = math.Cos(a), math.Sin(a)
	}
	if n < 2 {
		return x, y
	}
	k := 2 / math.Sqrt(float64(n))
	dx, dy := make([]float64, n), make([]float64, n)
	const rounds = 300
	for r := range rounds {
		clear(dx)
		clear(dy)
		for i := range n {
			for j := i + 1; j < n; j++ {
				ex, ey := x[i]-x[j], y[i]-y[j]
				d := math.Max(math.Hypot(ex, ey), 1e-6)
				f := k * k / d
				if g.HasEdge(i, j) {
					f -= d * d / k
				}
				dx[i] += ex / d * f
				dy[i] += ey / d * f
				dx[j] -= ex / d * f
				dy[j] -= ey / d * f
			}
		}
		t := 0.1 * (1 - float64(r)/rounds)
		for i := range n {
			d := math.Max(math.Hypot(dx[i], dy[i]), 1e-9)
			s := math.Min(d, t) / d
			x[i] += dx[i] * s
			y[i] += dy[i] * s
		}
	}
	return x, y
}

func exploreDiagram(ctx context.Context, d chomp.Diagram, opt *decomp.Options) (*BoardExploration, error) {
	if d == "" {
		return nil, errors.New("empty Chomp diagram")
	}
	v, st, err := chomp.Nimber(ctx, d, opt)
	if err != nil {
		return nil, err
	}
	rows, cols := len(d), int(d[0])
	e := &BoardExploration{Name: fmt.Sprintf("Chomp on the diagram %v", d), Nimber: v}
	e.Facts = [][2]string{
		{"nimber", fmt.Sprint(v)},
		{"outcome", outcomeOf(v)},
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
	p, err := plots.BoardPlot(cells, &plots.BoardOptions{Title: fmt.Sprintf("Chomp: nimber %d (poisoned square marked)", v)})
	if err != nil {
		return nil, err
	}
	side := 1 * vg.Centimeter
	w := min(vg.Length(cols)*side+2*vg.Centimeter, 16*vg.Centimeter)
	h := min(vg.Length(rows)*side+2*vg.Centimeter, 16*vg.Centimeter)
	e.Figures = []plots.Figure{{Name: "board", Plot: p, W: w, H: h}}
	return e, nil
}

func exploreWythoff(ctx context.Context, n int) (*BoardExploration, error) {
	if n < 0 || n > 2000 {
		return nil, fmt.Errorf("Wythoff: N = %d, want 0..2000 for a picture", n)
	}
	t, err := Cached(fmt.Sprintf("Wythoff: g(x, y) for x, y ≤ %d", n), func(p gamelib.Progress) ([][]int, error) {
		t, err := wythoff.Values(ctx, n, p)
		if err != nil {
			return nil, err
		}
		return t.Rows(), nil
	}, n)
	if err != nil {
		return nil, err
	}
	tab, err := wythoff.FromRows(t)
	if err != nil {
		return nil, err
	}
	pairs, err := tab.CheckBeatty()
	if err != nil {
		return nil, err
	}
	e := &BoardExploration{Name: fmt.Sprintf("Wythoff's game, 0 ≤ x, y ≤ %d", n), Table: t, Periods: tab.RowPeriods(3)}
	found := 0
	for _, r := range e.Periods {
		if r.Found {
			found++
		}
	}
	e.Facts = [][2]string{
		{"P-positions", fmt.Sprintf("exactly the %d Beatty pairs (⌊kφ⌋, ⌊kφ²⌋) with ⌊kφ²⌋ ≤ %d and their mirror images (checked in integer arithmetic)", pairs, n)},
		{"additive periods", fmt.Sprintf("%d of %d rows show g(x, y+p) = g(x, y) + p from some y₀ ≤ N/2 for ≥ 3 periods (Dress, Flammenkamp and Pink 1999 prove every row is ultimately so)", found, n+1)},
	}
	p, err := plots.IntHeatMap(t, &plots.IntHeatMapOptions{Title: "Wythoff's game: g(x, y), P-positions dotted", XLabel: "y", YLabel: "x", KeyLabel: "g(x, y)", MarkP: true, Scale: plots.ScaleSequential})
	if err != nil {
		return nil, err
	}
	e.Figures = []plots.Figure{{Name: "wythoff", Plot: p, W: 14 * vg.Centimeter, H: 12 * vg.Centimeter}}
	return e, nil
}

func exploreTable(ctx context.Context, bt BoardTable, opt *decomp.Options) (*BoardExploration, error) {
	if bt.Game == "nodekayles:paths" {
		bt.Rows = 1 // the table has the rows P_n and C_n
	}
	if bt.Rows < 1 || bt.Cols < 1 || bt.Rows > 64 || bt.Cols > 64 {
		return nil, fmt.Errorf("table %s: %d×%d, want 1..64 rows and columns", bt.Game, bt.Rows, bt.Cols)
	}
	var (
		title, xl, yl string
		x0, y0        = 1, 1
		cell          func(r, c int) (int, error)
		rows, cols    = bt.Rows, bt.Cols
	)
	switch bt.Game {
	case "nodekayles:grid":
		if bt.Rows*bt.Cols > graphs.MaxOrder {
			return nil, fmt.Errorf("table %s: the %d×%d grid has more than %d vertices", bt.Game, bt.Rows, bt.Cols, graphs.MaxOrder)
		}
		title, xl, yl = "Node Kayles on the R×C grid", "columns C", "rows R"
		cell = func(r, c int) (int, error) {
			g, err := graphs.Grid(r, c)
			if err != nil {
				return 0, err
			}
			v, _, err := nodekayles.Nimber(ctx, g, opt)
			return v, err
		}
	case "nodekayles:paths":
		title, xl, yl = "Node Kayles on P_n (row 0) and C_n (row 1)", "n", "family"
		rows, cols, x0, y0 = 2, bt.Cols+1, 0, 0
		cell = func(r, c int) (int, error) {
			f := graphs.Path
			if r == 1 {
				f = graphs.Cycle
			}
			g, err := f(c)
			if err != nil {
				return 0, err
			}
			v, _, err := nodekayles.Nimber(ctx, g, opt)
			return v, err
		}
	case "chomp":
		title, xl, yl = "Chomp on the R×C rectangle", "columns C", "rows R"
		cell = func(r, c int) (int, error) {
			d, err := chomp.Rect(r, c)
			if err != nil {
				return 0, err
			}
			v, _, err := chomp.Nimber(ctx, d, opt)
			return v, err
		}
	default:
		return nil, fmt.Errorf("unknown table %q (want nodekayles:grid, nodekayles:paths or chomp)", bt.Game)
	}
	t, err := Cached(fmt.Sprintf("%s: %d×%d", title, rows, cols), func(p gamelib.Progress) ([][]int, error) {
		t := make([][]int, rows)
		for r := range t {
			t[r] = make([]int, cols)
			for c := range t[r] {
				v, err := cell(r+y0, c+x0)
				if err != nil {
					return nil, err
				}
				t[r][c] = v
			}
			if p != nil {
				p.Report(int64(r+1), int64(rows))
			}
		}
		return t, nil
	}, bt.Game, rows, cols)
	if err != nil {
		return nil, err
	}
	e := &BoardExploration{Name: title, Table: t}
	p, err := plots.IntHeatMap(t, &plots.IntHeatMapOptions{Title: title + ": nimbers", KeyLabel: "nimber", XLabel: xl, YLabel: yl, X0: x0, Y0: y0, MarkP: true})
	if err != nil {
		return nil, err
	}
	e.Figures = []plots.Figure{{Name: strings.ReplaceAll(bt.Game, ":", "-"), Plot: p, W: 16 * vg.Centimeter, H: vg.Length(rows+3) * 0.9 * vg.Centimeter}}
	return e, nil
}
