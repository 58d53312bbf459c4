package plots

import (
	"fmt"
	"image/color"
	"math"
	"slices"

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
// the links and spots of opts over them. The axes are hidden. The
// squares are square in a figure of any aspect: the board is drawn at
// the largest size at which it and its outline fit the data area, with
// a margin of half the outline's width on every side, centred (size a
// figure with BoardFigureSize to fill it). It returns an error for an empty or ragged board or one
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
	// No padding for the hidden axes (5 pt at the left and bottom only):
	// the board is centred on the page.
	p.X.Padding, p.Y.Padding = 0, 0
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

// transform returns the page position of the corner (col, row) of the
// board (row counted from the bottom) on the data canvas c: one scale on
// both axes, so that the squares are square in a figure of any aspect,
// the largest at which the board and its outline fit c (a margin of
// half the outline's width on every side), centred.
func (b *boardPlotter) transform(c draw.Canvas) (func(col, row float64) vg.Point, vg.Length) {
	m := b.line.Width / 2
	w, h := c.Max.X-c.Min.X-2*m, c.Max.Y-c.Min.Y-2*m
	side := max(min(w/vg.Length(b.cols), h/vg.Length(b.rows)), 0)
	x0 := (c.Min.X+c.Max.X)/2 - side*vg.Length(b.cols)/2
	y0 := (c.Min.Y+c.Max.Y)/2 - side*vg.Length(b.rows)/2
	return func(col, row float64) vg.Point {
		return vg.Point{X: x0 + vg.Length(col)*side, Y: y0 + vg.Length(row)*side}
	}, side
}

// Plot implements plot.Plotter.
func (b *boardPlotter) Plot(c draw.Canvas, _ *plot.Plot) {
	tr, side := b.transform(c)
	for r, row := range b.cells {
		for col, v := range row {
			if v == CellAbsent {
				continue
			}
			lo, hi := tr(float64(col), float64(b.rows-r-1)), tr(float64(col+1), float64(b.rows-r))
			sq := []vg.Point{lo, {X: hi.X, Y: lo.Y}, hi, {X: lo.X, Y: hi.Y}}
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
		return tr(float64(col)+0.5, float64(b.rows-r)-0.5)
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
		c.DrawGlyph(draw.GlyphStyle{Color: PColor, Radius: side / 4, Shape: draw.CircleGlyph{}}, centre(rc[0], rc[1]))
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
// radii, centred; GraphDrawingSize sizes a figure to fill it. Discs
// never overlap: when the two nearest vertices would be drawn closer
// than 2.1 disc radii (a long path in a small figure), the discs shrink
// to fit, and their labels with them down to MinKeyFont. It returns an error for mismatched slices, a vertex at a
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
	// No padding for the hidden axes (5 pt at the left and bottom only):
	// the drawing is centred on the page, its margin its own.
	p.X.Padding, p.Y.Padding = 0, 0
	if n == 0 {
		return p, nil
	}
	gd := &graphDrawer{
		g:      g,
		edge:   draw.LineStyle{Color: color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}, Width: st.Line},
		marked: draw.LineStyle{Color: PColor, Width: st.Line * 4},
		radius: GraphDiscRadius(o.Style),
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
	pts := make([]vg.Point, len(g.X))
	for i := range g.X {
		pts[i] = tr(g.X[i], g.Y[i])
	}
	at := func(i int) vg.Point { return pts[i] }
	radius, label := gd.radius, gd.label
	if d := nearestPair(pts); d > 0 && d < minDiscGap*radius {
		// Too close for the discs (a long path in a small figure):
		// smaller discs, and labels with them down to MinKeyFont.
		radius = d / minDiscGap
		label.Font.Size = min(label.Font.Size, max(MinKeyFont, label.Font.Size*radius/gd.radius))
	}
	for _, e := range g.Edges {
		p, q := at(e[0]), at(e[1])
		c.StrokeLine2(gd.edge, p.X, p.Y, q.X, q.Y)
	}
	for _, e := range g.MarkedEdges {
		p, q := at(e[0]), at(e[1])
		c.StrokeLine2(gd.marked, p.X, p.Y, q.X, q.Y)
	}
	disc := draw.GlyphStyle{Color: graphNColor, Radius: radius, Shape: draw.CircleGlyph{}}
	for i := range g.X {
		d := disc
		if g.Marked != nil && g.Marked[i] {
			d.Color = PColor
		}
		c.DrawGlyphNoClip(d, at(i))
	}
	ring := draw.GlyphStyle{Color: color.Gray{Y: 0x60}, Radius: radius, Shape: draw.RingGlyph{}}
	for i := range g.X {
		c.DrawGlyphNoClip(ring, at(i))
	}
	for i, l := range g.Labels {
		if l != "" {
			c.FillText(label, at(i), l)
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

// minDiscGap is the least distance between the centres of two discs of
// a GraphDrawingPlot, in disc radii: a tenth of a radius of white
// between them.
const minDiscGap = 2.1

// nearestPair returns the least distance between two distinct points
// of pts, 0 for fewer than two. Time O(len(pts)²), for at most
// MaxDrawnVertices points.
func nearestPair(pts []vg.Point) vg.Length {
	best := math.Inf(1)
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			if d := math.Hypot(float64(pts[i].X-pts[j].X), float64(pts[i].Y-pts[j].Y)); d > 0 && d < best {
				best = d
			}
		}
	}
	if math.IsInf(best, 1) {
		return 0
	}
	return vg.Length(best)
}

// GraphDiscRadius is the radius of the vertex discs of a GraphDrawingPlot
// in the style st (nil means Notebook), before any shrinking to keep
// them apart.
func GraphDiscRadius(st *Style) vg.Length {
	return styleOrDefault(st).Key * 0.9
}

// figureOverhead returns the width and height of a figure of p that are
// not its data area: the title, as its text stands (a title that Export
// would wrap takes more; wrap it first with WrapText), and the padding.
func figureOverhead(p *plot.Plot) (ow, oh vg.Length) {
	const w, h = 1000, 1000 // the overhead does not depend on the size
	dc := p.DataCanvas(draw.Canvas{Rectangle: vg.Rectangle{Max: vg.Point{X: w, Y: h}}})
	return w - (dc.Max.X - dc.Min.X), h - (dc.Max.Y - dc.Min.Y)
}

// A FigureSizing is a policy for the size of a figure of a drawing: its
// natural scale and the bounds on the figure's sides.
type FigureSizing struct {
	// Unit is the least length on the page of a unit of the drawing (an
	// edge of unit length, a board square) when the bounds allow it.
	Unit vg.Length
	// MinLong and MaxLong bound the longer side of the figure (0: no
	// bound); Width ignores them.
	MinLong, MaxLong vg.Length
	// Width, when not 0, is the figure's width, the drawing scaled to
	// fill it, unless the figure would then be taller than MaxHeight (if
	// not 0): then it is MaxHeight tall and as wide as the drawing.
	Width, MaxHeight vg.Length
	// MaxUnit, when not 0, bounds the length of a unit: a small drawing
	// is not blown up to a set Width; its figure is as wide as the
	// drawing at MaxUnit (at least MinWidth), not Width.
	MaxUnit vg.Length
	// MinWidth is the least width of the figure (room for the title);
	// the drawing is centred in the room left.
	MinWidth vg.Length
}

// fit returns the size of a figure of p whose data area holds a drawing
// dx × dy units plus pad on every side, at the scale s or the one the
// bounds ask.
func (fs FigureSizing) fit(p *plot.Plot, dx, dy float64, s, pad vg.Length) (w, h vg.Length) {
	ow, oh := figureOverhead(p)
	size := func(s vg.Length) (w, h vg.Length) {
		return vg.Length(dx)*s + 2*pad + ow, vg.Length(dy)*s + 2*pad + oh
	}
	// The scales at which the figure is W wide or H high.
	forW := func(W vg.Length) vg.Length {
		if dx <= 0 {
			return vg.Length(math.Inf(1))
		}
		return (W - 2*pad - ow) / vg.Length(dx)
	}
	forH := func(H vg.Length) vg.Length {
		if dy <= 0 {
			return vg.Length(math.Inf(1))
		}
		return (H - 2*pad - oh) / vg.Length(dy)
	}
	setS := func(t vg.Length) {
		if !math.IsInf(float64(t), 1) {
			s = max(t, 0)
		}
	}
	fixedW := fs.Width > 0
	if fixedW {
		setS(forW(fs.Width))
		if _, h := size(s); fs.MaxHeight > 0 && h > fs.MaxHeight {
			setS(forH(fs.MaxHeight))
			fixedW = false
		}
	} else {
		if w, h := size(s); fs.MaxLong > 0 && max(w, h) > fs.MaxLong {
			setS(min(forW(fs.MaxLong), forH(fs.MaxLong)))
		} else if max(w, h) < fs.MinLong {
			setS(min(forW(fs.MinLong), forH(fs.MinLong)))
		}
	}
	if fs.MaxUnit > 0 && s > fs.MaxUnit {
		s = fs.MaxUnit
		fixedW = false // as wide as the drawing at its largest unit
	}
	w, h = size(s)
	if fixedW {
		w = fs.Width
	}
	return max(w, fs.MinWidth), h
}

// GraphDrawingSize returns the size of a figure for GraphDrawingPlot(g,
// opts) under the policy fs: the data area, less the margin of two disc
// radii, has the drawing's aspect, at fs.Unit a unit of length or more,
// so that the nearest two vertices are at least 2.2 disc radii apart
// (when the bounds allow; else GraphDrawingPlot shrinks the discs). The
// title counts as its text stands (wrap a long one first, WrapText). It
// returns 0, 0 for a graph GraphDrawingPlot rejects.
func GraphDrawingSize(g *GraphDrawing, opts *BoardOptions, fs FigureSizing) (w, h vg.Length) {
	p, err := GraphDrawingPlot(g, opts)
	if err != nil {
		return 0, 0
	}
	var st *Style
	if opts != nil {
		st = opts.Style
	}
	r := GraphDiscRadius(st)
	pts := make([]vg.Point, len(g.X))
	for i := range g.X {
		pts[i] = vg.Point{X: vg.Length(g.X[i]), Y: vg.Length(g.Y[i])}
	}
	var dx, dy float64
	if len(g.X) > 0 {
		dx, dy = slices.Max(g.X)-slices.Min(g.X), slices.Max(g.Y)-slices.Min(g.Y)
	}
	s := fs.Unit
	if d := nearestPair(pts); d > 0 {
		s = max(s, 2.2*r/d)
	}
	return fs.fit(p, dx, dy, s, 2*r)
}

// BoardFigureSize returns the size of a figure for a board of rows ×
// cols squares drawn by BoardPlot with opts under the policy fs: square
// cells of fs.Unit, or of the size the bounds ask, the board filling the
// data area but for the outline's margin (half its width). The title
// counts as its text stands (wrap a long one first, WrapText). It
// returns 0, 0 for a board BoardPlot rejects.
func BoardFigureSize(rows, cols int, opts *BoardOptions, fs FigureSizing) (w, h vg.Length) {
	rows, cols = max(rows, 1), max(cols, 1)
	cells := make([][]BoardCell, rows)
	for r := range cells {
		cells[r] = make([]BoardCell, cols)
	}
	var o BoardOptions
	if opts != nil {
		o = *opts
	}
	o.Links, o.Spots = nil, nil
	p, err := BoardPlot(cells, &o)
	if err != nil {
		return 0, 0
	}
	return fs.fit(p, float64(cols), float64(rows), fs.Unit, styleOrDefault(o.Style).Axis)
}
