package plots

import (
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A BoardCell is the state of one square of a board drawn by BoardPlot.
type BoardCell uint8

const (
	// CellFree is a square still in play (white).
	CellFree BoardCell = iota
	// CellBlocked is a square of the board that cannot be played (dark
	// grey): a blocked or already covered cell of Cram.
	CellBlocked
	// CellAbsent is a square outside the position (not drawn): an eaten
	// square of Chomp.
	CellAbsent
	// CellMarked is a square in play with a special role (PColor): the
	// poisoned square of Chomp.
	CellMarked
)

// MaxBoardSide bounds the rows and columns BoardPlot draws.
const MaxBoardSide = 256

// BoardOptions are the optional settings of BoardPlot and
// GraphDrawingPlot.
type BoardOptions struct {
	// Title is the plot title; empty for none.
	Title string
	// Links (BoardPlot only) are pairs of squares {r1, c1, r2, c2}, each
	// drawn as a thick line in PColor along the middle three fifths of the
	// segment between the two squares' centres, so that links sharing a
	// square stay apart: the dominoes of Cram's winning moves.
	Links [][4]int
	// Spots (BoardPlot only) are squares {r, c}, each drawn with a disc
	// in PColor at its centre: the squares of Chomp's winning bites.
	Spots [][2]int
	// Style sets the text and line sizes; nil means Notebook.
	Style *Style
}

var blockedColor color.Color = color.NRGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff}

// BoardPlot draws a board of squares: cells[r][c] is the square of row r
// (row 0 at the top, as a board is printed) and column c, drawn as a unit
// square with a grey outline, filled by its state (CellFree white,
// CellBlocked dark grey, CellMarked PColor, CellAbsent left out), then
// the links and spots of opts over them. The axes are hidden and the data
// range is the board, so a square figure draws square cells. It returns an error for an empty or ragged board or one
// with more than MaxBoardSide rows or columns. Time O(rows·cols).
func BoardPlot(cells [][]BoardCell, opts *BoardOptions) (*plot.Plot, error) {
	var o BoardOptions
	if opts != nil {
		o = *opts
	}
	rows, cols, err := checkTable("BoardPlot", cells)
	if err != nil {
		return nil, err
	}
	if rows > MaxBoardSide || cols > MaxBoardSide {
		return nil, fmt.Errorf("plots: BoardPlot: %d×%d board exceeds %d rows or columns", rows, cols, MaxBoardSide)
	}
	for r, row := range cells {
		for c, v := range row {
			if v > CellMarked {
				return nil, fmt.Errorf("plots: BoardPlot: unknown cell state %d at row %d, column %d", v, r, c)
			}
		}
	}
	for _, l := range o.Links {
		for _, rc := range [][2]int{{l[0], l[1]}, {l[2], l[3]}} {
			if rc[0] < 0 || rc[0] >= rows || rc[1] < 0 || rc[1] >= cols {
				return nil, fmt.Errorf("plots: BoardPlot: link %v: square (%d, %d) outside the %d×%d board", l, rc[0], rc[1], rows, cols)
			}
		}
	}
	for _, rc := range o.Spots {
		if rc[0] < 0 || rc[0] >= rows || rc[1] < 0 || rc[1] >= cols {
			return nil, fmt.Errorf("plots: BoardPlot: spot %v outside the %d×%d board", rc, rows, cols)
		}
	}
	st := styleOrDefault(o.Style)
	p := plot.New()
	st.Apply(p)
	p.Title.Text = o.Title
	p.HideAxes()
	p.Add(&boardPlotter{cells: cells, rows: rows, cols: cols, line: draw.LineStyle{Color: color.Gray{Y: 0x80}, Width: st.Axis * 2},
		links: o.Links, link: draw.LineStyle{Color: PColor, Width: st.Axis * 8}, spots: o.Spots})
	p.X.Min, p.X.Max = 0, float64(cols)
	p.Y.Min, p.Y.Max = 0, float64(rows)
	return p, nil
}

type boardPlotter struct {
	cells      [][]BoardCell
	rows, cols int
	line       draw.LineStyle
	links      [][4]int
	link       draw.LineStyle
	spots      [][2]int
}

// Plot implements plot.Plotter.
func (b *boardPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for r, row := range b.cells {
		y0, y1 := trY(float64(b.rows-r-1)), trY(float64(b.rows-r))
		for col, v := range row {
			if v == CellAbsent {
				continue
			}
			x0, x1 := trX(float64(col)), trX(float64(col+1))
			sq := []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}
			fill := color.Color(color.White)
			switch v {
			case CellBlocked:
				fill = blockedColor
			case CellMarked:
				fill = PColor
			}
			c.FillPolygon(fill, sq)
			c.StrokeLines(b.line, append(sq, sq[0]))
		}
	}
	centre := func(r, col int) vg.Point {
		return vg.Point{X: trX(float64(col) + 0.5), Y: trY(float64(b.rows-r) - 0.5)}
	}
	for _, l := range b.links {
		// From a fifth of the way to four fifths: two links sharing a
		// square (winning dominoes that overlap) stay two strokes.
		p, q := centre(l[0], l[1]), centre(l[2], l[3])
		dx, dy := (q.X-p.X)/5, (q.Y-p.Y)/5
		c.StrokeLine2(b.link, p.X+dx, p.Y+dy, q.X-dx, q.Y-dy)
	}
	for _, rc := range b.spots {
		// A disc of a quarter of the square's side in radius.
		r := min(trX(1)-trX(0), trY(1)-trY(0)) / 4
		c.DrawGlyph(draw.GlyphStyle{Color: PColor, Radius: r, Shape: draw.CircleGlyph{}}, centre(rc[0], rc[1]))
	}
}

// DataRange implements plot.DataRanger.
func (b *boardPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return 0, float64(b.cols), 0, float64(b.rows)
}

// A GraphDrawing is an undirected graph with a position for each vertex,
// for GraphDrawingPlot: vertex i is drawn at (X[i], Y[i]) with the label
// Labels[i] (none when Labels is nil).
type GraphDrawing struct {
	X, Y   []float64
	Labels []string
	Edges  [][2]int
	// Marked, when not nil, has a flag for each vertex: a marked vertex
	// is drawn in PColor (Node Kayles' winning moves).
	Marked []bool
	// MarkedEdges are drawn thick in PColor over the edges (Arc Kayles'
	// winning moves); each must be an edge of Edges.
	MarkedEdges [][2]int
}

// MaxDrawnVertices bounds the vertices GraphDrawingPlot draws.
const MaxDrawnVertices = MaxGraphNodes

// GraphDrawingPlot draws an undirected graph: each edge a grey line, each
// vertex a disc in the light blue of GameGraphPlot's N-positions with its
// label in it; the axes are hidden. The drawing has one scale on both
// axes (a unit of x is as long on the page as a unit of y: a square grid
// is drawn square, a regular polygon regular, in a figure of any aspect),
// the largest at which it fits the figure less a margin of two disc
// radii, centred; size a figure to the drawing's aspect (plus its title)
// to fill it. It returns an error for mismatched slices, a vertex at a
// non-finite position, an edge out of range or a loop, or more than
// MaxDrawnVertices vertices. Time O(vertices + edges).
func GraphDrawingPlot(g *GraphDrawing, opts *BoardOptions) (*plot.Plot, error) {
	var o BoardOptions
	if opts != nil {
		o = *opts
	}
	if g == nil || len(g.X) != len(g.Y) || (g.Labels != nil && len(g.Labels) != len(g.X)) {
		return nil, fmt.Errorf("plots: GraphDrawingPlot: X, Y and Labels must have equal lengths")
	}
	n := len(g.X)
	if n > MaxDrawnVertices {
		return nil, fmt.Errorf("plots: GraphDrawingPlot: %d vertices, at most %d", n, MaxDrawnVertices)
	}
	for i := range n {
		if math.IsNaN(g.X[i]) || math.IsInf(g.X[i], 0) || math.IsNaN(g.Y[i]) || math.IsInf(g.Y[i], 0) {
			return nil, fmt.Errorf("plots: GraphDrawingPlot: vertex %d at a non-finite position", i)
		}
	}
	edges := map[[2]int]bool{}
	for _, e := range g.Edges {
		if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n || e[0] == e[1] {
			return nil, fmt.Errorf("plots: GraphDrawingPlot: edge %d-%d out of range or a loop (%d vertices)", e[0], e[1], n)
		}
		edges[e], edges[[2]int{e[1], e[0]}] = true, true
	}
	if g.Marked != nil && len(g.Marked) != n {
		return nil, fmt.Errorf("plots: GraphDrawingPlot: %d marks for %d vertices", len(g.Marked), n)
	}
	for _, e := range g.MarkedEdges {
		if !edges[e] {
			return nil, fmt.Errorf("plots: GraphDrawingPlot: marked edge %d-%d is no edge of the graph", e[0], e[1])
		}
	}
	st := styleOrDefault(o.Style)
	p := plot.New()
	st.Apply(p)
	p.Title.Text = o.Title
	p.HideAxes()
	if n == 0 {
		return p, nil
	}
	gd := &graphDrawer{
		g:      g,
		edge:   draw.LineStyle{Color: color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}, Width: st.Line},
		marked: draw.LineStyle{Color: PColor, Width: st.Line * 4},
		radius: st.Key * 0.9,
		label:  p.Title.TextStyle, // MathText
	}
	gd.label.Font.Size = st.Key * 0.8
	gd.label.XAlign, gd.label.YAlign = draw.XCenter, draw.YCenter
	gd.xmin, gd.xmax, gd.ymin, gd.ymax = g.X[0], g.X[0], g.Y[0], g.Y[0]
	for i := range n {
		gd.xmin, gd.xmax = min(gd.xmin, g.X[i]), max(gd.xmax, g.X[i])
		gd.ymin, gd.ymax = min(gd.ymin, g.Y[i]), max(gd.ymax, g.Y[i])
	}
	p.Add(gd)
	p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = gd.DataRange()
	return p, nil
}

// graphDrawer draws a GraphDrawing at one scale on both axes: a unit of
// x is as long on the page as a unit of y, so that a regular polygon
// stays regular and a square grid square whatever the figure's aspect.
// gonum scales each axis to its own range (a drawing wider than its
// figure's aspect came out stretched), so the drawer places the vertices
// itself: the larger scale at which the drawing fits the data area, less
// a margin of two disc radii on each side, centred in it.
type graphDrawer struct {
	g                      *GraphDrawing
	edge, marked           draw.LineStyle
	radius                 vg.Length
	label                  text.Style
	xmin, xmax, ymin, ymax float64 // the vertices' extent
}

// transform returns the page position of (x, y) on the data canvas c.
func (gd *graphDrawer) transform(c draw.Canvas) func(x, y float64) vg.Point {
	margin := 2 * gd.radius
	w := c.Max.X - c.Min.X - 2*margin
	h := c.Max.Y - c.Min.Y - 2*margin
	dx, dy := gd.xmax-gd.xmin, gd.ymax-gd.ymin
	scale := vg.Length(0) // one vertex, or all at one point: the centre
	switch {
	case dx > 0 && dy > 0:
		scale = min(w/vg.Length(dx), h/vg.Length(dy))
	case dx > 0:
		scale = w / vg.Length(dx)
	case dy > 0:
		scale = h / vg.Length(dy)
	}
	scale = max(scale, 0)
	cx, cy := (gd.xmin+gd.xmax)/2, (gd.ymin+gd.ymax)/2
	mx, my := (c.Min.X+c.Max.X)/2, (c.Min.Y+c.Max.Y)/2
	return func(x, y float64) vg.Point {
		return vg.Point{X: mx + vg.Length(x-cx)*scale, Y: my + vg.Length(y-cy)*scale}
	}
}

// Plot implements plot.Plotter: the edges, the marked edges over them,
// the discs with their outlines, the labels.
func (gd *graphDrawer) Plot(c draw.Canvas, _ *plot.Plot) {
	g, tr := gd.g, gd.transform(c)
	at := func(i int) vg.Point { return tr(g.X[i], g.Y[i]) }
	for _, e := range g.Edges {
		p, q := at(e[0]), at(e[1])
		c.StrokeLine2(gd.edge, p.X, p.Y, q.X, q.Y)
	}
	for _, e := range g.MarkedEdges {
		p, q := at(e[0]), at(e[1])
		c.StrokeLine2(gd.marked, p.X, p.Y, q.X, q.Y)
	}
	disc := draw.GlyphStyle{Color: graphNColor, Radius: gd.radius, Shape: draw.CircleGlyph{}}
	for i := range g.X {
		d := disc
		if g.Marked != nil && g.Marked[i] {
			d.Color = PColor
		}
		c.DrawGlyphNoClip(d, at(i))
	}
	ring := draw.GlyphStyle{Color: color.Gray{Y: 0x60}, Radius: gd.radius, Shape: draw.RingGlyph{}}
	for i := range g.X {
		c.DrawGlyphNoClip(ring, at(i))
	}
	for i, l := range g.Labels {
		if l != "" {
			c.FillText(gd.label, at(i), l)
		}
	}
}

// DataRange implements plot.DataRanger: the vertices' extent padded by a
// tenth (at least 0.1) on each side. The drawing itself ignores it
// (transform).
func (gd *graphDrawer) DataRange() (xmin, xmax, ymin, ymax float64) {
	dx, dy := max(gd.xmax-gd.xmin, 1)/10, max(gd.ymax-gd.ymin, 1)/10
	return gd.xmin - dx, gd.xmax + dx, gd.ymin - dy, gd.ymax + dy
}
