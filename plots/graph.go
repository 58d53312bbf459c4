package plots

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// MaxGraphNodes is the largest number of positions GameGraphPlot draws:
// beyond a few dozen nodes a drawn game graph cannot be read anyway.
const MaxGraphNodes = 200

// A GameGraph is the position graph of a finite impartial game, as
// seed 004 draws it: one node per position, an edge from each position
// to each position a move leads to, and each position's Sprague–Grundy
// value. Layers place the nodes in rows, for example by the total number
// of counters; every move must go to a strictly lower layer, so the
// graph is acyclic and is drawn with its moves pointing down. With
// Layers nil, a position's layer is the length of the longest play from
// it, computed over a topological order of the graph (gonum's topo.Sort).
type GameGraph struct {
	// Labels names the positions, for example "3+1".
	Labels []string
	// Layers is the row of each position; larger layers are drawn higher.
	// Nil means the length of the longest play from the position.
	Layers []int
	// Values are the Sprague–Grundy values: 0 marks a P-position.
	Values []int
	// Edges are the moves, {from, to} as indices into Labels.
	Edges [][2]int
}

// GraphOptions are the optional settings of GameGraphPlot.
type GraphOptions struct {
	// Title is the plot title; empty for none.
	Title string
	// NoValues leaves the Sprague–Grundy values out of the node labels,
	// which then show the position and its P/N colour only.
	NoValues bool
	// Func names the Sprague–Grundy function in the labels and the key,
	// "sg = 3" for "sg"; empty means "g".
	Func string
	// Style sets the text and line sizes; nil means Notebook.
	Style *Style
}

// GameGraphPlot draws a game graph: each position is a box labelled with
// the position and, below it, "g = v" (its Sprague–Grundy value; "sg = v"
// with Func "sg"), filled
// in PColor for a P-position (v = 0) and in a light blue for an
// N-position, with a key above the data area; each move is a grey arrow
// down to the position it leads to. Rows are the layers; within a row
// the nodes are ordered by the barycentre heuristic (four sweeps, each
// node at the mean position of its neighbours in the row above or below)
// to reduce crossings, then spread evenly. The axes are hidden.
//
// The graph is held as a gonum simple.DirectedGraph (Graph); the layers,
// when not given, and the check that the moves form no cycle come from
// gonum's topo.Sort, and the barycentre sweeps read each node's
// neighbours through the graph's From and To.
//
// It returns an error for an empty graph, slices of different lengths,
// more than MaxGraphNodes nodes, a negative value, an edge with an index
// out of range, a move from a position to itself, a cycle of moves, or
// an edge that does not go to a lower layer. Time
// O(nodes·log nodes + edges) for the layout.
func GameGraphPlot(g *GameGraph, opts *GraphOptions) (*plot.Plot, error) {
	var o GraphOptions
	if opts != nil {
		o = *opts
	}
	if g == nil || len(g.Labels) == 0 {
		return nil, fmt.Errorf("plots: GameGraphPlot: empty graph")
	}
	d, layers, err := g.graph()
	if err != nil {
		return nil, fmt.Errorf("plots: GameGraphPlot: %w", err)
	}
	st := styleOrDefault(o.Style)
	p := plot.New()
	st.Apply(p)
	p.Title.Text = o.Title
	p.HideAxes()
	fn := defaultString(o.Func, "g")
	gp := &graphPlotter{g: g, layers: layers, x: layout(d, layers), showValues: !o.NoValues, fn: fn}
	gp.text = p.X.Tick.Label
	gp.text.Font.Size = st.Key
	gp.line = draw.LineStyle{Color: color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}, Width: st.Axis * 1.5}
	p.Add(gp)
	key := NewKeyStrip(p)
	key.Add("P-position, "+fn+" = 0", &plotter.Scatter{GlyphStyle: draw.GlyphStyle{Color: PColor, Radius: st.Key / 2, Shape: draw.BoxGlyph{}}})
	key.Add("N-position, "+fn+" > 0", &plotter.Scatter{GlyphStyle: draw.GlyphStyle{Color: graphNColor, Radius: st.Key / 2, Shape: draw.BoxGlyph{}}})
	p.Add(key)
	return p, nil
}

// graphNColor fills the boxes of N-positions: a light tint of NColor, on
// which black text reads.
var graphNColor color.Color = color.NRGBA{R: 0xc6, G: 0xdb, B: 0xef, A: 0xff}

// Graph returns the position graph as a gonum directed graph: node i
// (ID i) is position i, with an edge from each position to each position
// a move leads to (a move listed twice is one edge). It returns an error
// for the graphs GameGraphPlot rejects.
func (g *GameGraph) Graph() (*simple.DirectedGraph, error) {
	d, _, err := g.graph()
	return d, err
}

// graph validates g, builds its gonum graph and returns it with the
// layer of every node: g.Layers, or the longest play from each position.
// Time O(nodes + edges).
func (g *GameGraph) graph() (*simple.DirectedGraph, []int, error) {
	if g == nil || len(g.Labels) == 0 {
		return nil, nil, fmt.Errorf("empty graph")
	}
	n := len(g.Labels)
	switch {
	case (g.Layers != nil && len(g.Layers) != n) || len(g.Values) != n:
		return nil, nil, fmt.Errorf("%d labels, %d layers, %d values", n, len(g.Layers), len(g.Values))
	case n > MaxGraphNodes:
		return nil, nil, fmt.Errorf("%d nodes exceed MaxGraphNodes = %d", n, MaxGraphNodes)
	}
	for i, v := range g.Values {
		if v < 0 {
			return nil, nil, fmt.Errorf("negative value %d at node %d (%q)", v, i, g.Labels[i])
		}
	}
	d := simple.NewDirectedGraph()
	for i := range n {
		d.AddNode(simple.Node(i))
	}
	for _, e := range g.Edges {
		if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n {
			return nil, nil, fmt.Errorf("edge %v out of range", e)
		}
		if e[0] == e[1] {
			return nil, nil, fmt.Errorf("move from %q to itself", g.Labels[e[0]])
		}
		if g.Layers != nil && g.Layers[e[1]] >= g.Layers[e[0]] {
			return nil, nil, fmt.Errorf("edge %q → %q does not go to a lower layer", g.Labels[e[0]], g.Labels[e[1]])
		}
		d.SetEdge(d.NewEdge(simple.Node(e[0]), simple.Node(e[1])))
	}
	order, err := topo.Sort(d)
	if err != nil {
		return nil, nil, fmt.Errorf("the moves form a cycle")
	}
	if g.Layers != nil {
		return d, g.Layers, nil
	}
	// In a topological order every move goes to a later node: scanning it
	// backwards, each position's successors already have their layers.
	layers := make([]int, n)
	for k := len(order) - 1; k >= 0; k-- {
		u := order[k].ID()
		for _, v := range neighbours(d.From(u)) {
			layers[u] = max(layers[u], layers[v]+1)
		}
	}
	return d, layers, nil
}

// neighbours returns the IDs of the nodes of it in increasing order, so
// that the layout does not depend on the graph's map order.
func neighbours(it graph.Nodes) []int {
	var ids []int
	for it.Next() {
		ids = append(ids, int(it.Node().ID()))
	}
	slices.Sort(ids)
	return ids
}

// layout returns the x coordinate in [0, 1] of every node of d, drawn in
// rows by layer.
func layout(d *simple.DirectedGraph, layerOf []int) []float64 {
	n := len(layerOf)
	byLayer := map[int][]int{}
	var layers []int
	for i, l := range layerOf {
		if _, ok := byLayer[l]; !ok {
			layers = append(layers, l)
		}
		byLayer[l] = append(byLayer[l], i)
	}
	slices.Sort(layers)
	slices.Reverse(layers)   // top row first
	up := make([][]int, n)   // up[i]: nodes with a move to i
	down := make([][]int, n) // down[i]: nodes i moves to
	for i := range n {
		down[i] = neighbours(d.From(int64(i)))
		up[i] = neighbours(d.To(int64(i)))
	}
	pos := make([]float64, n) // rank within the row
	for _, l := range layers {
		for r, i := range byLayer[l] {
			pos[i] = float64(r)
		}
	}
	sweep := func(rows []int, nbr [][]int) {
		for _, l := range rows {
			row := byLayer[l]
			bary := make(map[int]float64, len(row))
			for _, i := range row {
				if len(nbr[i]) == 0 {
					bary[i] = pos[i]
					continue
				}
				s := 0.0
				for _, j := range nbr[i] {
					s += pos[j] / float64(max(1, len(byLayer[layerOf[j]])-1))
				}
				bary[i] = s / float64(len(nbr[i])) * float64(max(1, len(row)-1))
			}
			slices.SortStableFunc(row, func(a, b int) int {
				switch {
				case bary[a] < bary[b]:
					return -1
				case bary[a] > bary[b]:
					return 1
				}
				return 0
			})
			for r, i := range row {
				pos[i] = float64(r)
			}
		}
	}
	rev := slices.Clone(layers)
	slices.Reverse(rev)
	for range 4 {
		sweep(layers[1:], up)
		sweep(rev[1:], down)
	}
	x := make([]float64, n)
	for _, l := range layers {
		row := byLayer[l]
		for _, i := range row {
			x[i] = (pos[i] + 0.5) / float64(len(row))
		}
	}
	return x
}

// graphPlotter draws the nodes and edges of a GameGraph.
type graphPlotter struct {
	g          *GameGraph
	layers     []int
	x          []float64
	showValues bool
	fn         string
	text       text.Style
	line       draw.LineStyle
}

func (gp *graphPlotter) lines(i int) []string {
	if gp.showValues {
		return []string{gp.g.Labels[i], gp.fn + " = " + strconv.Itoa(gp.g.Values[i])}
	}
	return []string{gp.g.Labels[i]}
}

// box returns the half width and half height of node i's box.
func (gp *graphPlotter) box(i int) (vg.Length, vg.Length) {
	var w vg.Length
	ls := gp.lines(i)
	for _, l := range ls {
		w = max(w, gp.text.Width(l))
	}
	pad := gp.text.Font.Size / 3
	h := vg.Length(len(ls)) * gp.text.Font.Size * 1.15
	return w/2 + pad, h/2 + pad/2
}

// Plot implements plot.Plotter.
func (gp *graphPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	pt := func(i int) vg.Point {
		return vg.Point{X: trX(gp.x[i]), Y: trY(float64(gp.layers[i]))}
	}
	for k, e := range gp.g.Edges {
		a, b := pt(e[0]), pt(e[1])
		_, ha := gp.box(e[0])
		from := vg.Point{X: a.X, Y: a.Y - ha}
		// An edge that skips rows bows sideways (alternately left and
		// right), so it does not run through the boxes between.
		ctrl := vg.Point{X: (from.X + b.X) / 2, Y: (from.Y + b.Y) / 2}
		curved := gp.layers[e[0]]-gp.layers[e[1]] > 1
		if curved {
			dx, dy := b.X-from.X, b.Y-from.Y
			l := vg.Length(math.Hypot(float64(dx), float64(dy)))
			side := vg.Length(1 - 2*(k%2))
			if dx > 0 {
				side = -1
			} else if dx < 0 {
				side = 1
			}
			ctrl.X += -dy / l * 0.2 * l * side
			ctrl.Y += dx / l * 0.2 * l * side
		}
		to := gp.boxHit(e[1], b, ctrl)
		var path vg.Path
		path.Move(from)
		if curved {
			path.QuadTo(ctrl, to)
		} else {
			path.Line(to)
		}
		c.SetLineStyle(gp.line)
		c.Stroke(path)
		// Arrowhead, along the last direction of the edge.
		ang := math.Atan2(float64(to.Y-ctrl.Y), float64(to.X-ctrl.X))
		hl := gp.text.Font.Size / 2
		var head vg.Path
		head.Move(to)
		for _, da := range []float64{2.7, -2.7} {
			head.Line(vg.Point{X: to.X + hl*vg.Length(math.Cos(ang+da)), Y: to.Y + hl*vg.Length(math.Sin(ang+da))})
		}
		head.Close()
		c.SetColor(gp.line.Color)
		c.Fill(head)
	}
	for i := range gp.g.Labels {
		ctr := pt(i)
		hw, hh := gp.box(i)
		r := vg.Rectangle{Min: vg.Point{X: ctr.X - hw, Y: ctr.Y - hh}, Max: vg.Point{X: ctr.X + hw, Y: ctr.Y + hh}}
		sty := gp.text
		sty.XAlign, sty.YAlign = draw.XCenter, draw.YCenter
		if gp.g.Values[i] == 0 {
			c.SetColor(PColor)
			sty.Color = color.White
		} else {
			c.SetColor(graphNColor)
			sty.Color = color.Black
		}
		c.Fill(r.Path())
		c.StrokeLines(draw.LineStyle{Color: color.NRGBA{R: 0x40, G: 0x40, B: 0x40, A: 0xff}, Width: gp.line.Width / 2}, []vg.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}, r.Min})
		ls := gp.lines(i)
		step := sty.Font.Size * 1.15
		y0 := ctr.Y + step*vg.Length(len(ls)-1)/2
		for j, l := range ls {
			c.FillText(sty, vg.Point{X: ctr.X, Y: y0 - step*vg.Length(j)}, l)
		}
	}
}

// boxHit returns where the segment from src to the centre ctr of node
// i's box crosses the box's border.
func (gp *graphPlotter) boxHit(i int, ctr, src vg.Point) vg.Point {
	hw, hh := gp.box(i)
	dx, dy := float64(src.X-ctr.X), float64(src.Y-ctr.Y)
	t := math.Inf(1)
	if dx != 0 {
		t = math.Min(t, float64(hw)/math.Abs(dx))
	}
	if dy != 0 {
		t = math.Min(t, float64(hh)/math.Abs(dy))
	}
	if math.IsInf(t, 1) || t > 1 {
		return ctr
	}
	return vg.Point{X: ctr.X + vg.Length(dx*t), Y: ctr.Y + vg.Length(dy*t)}
}

// DataRange implements plot.DataRanger.
func (gp *graphPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	// Half a row of room above and below, so that the boxes of the top
	// row stay clear of the key above the data area.
	lo, hi := slices.Min(gp.layers), slices.Max(gp.layers)
	return 0, 1, float64(lo) - 0.5, float64(hi) + 0.5
}

// GlyphBoxes implements plot.GlyphBoxer: room for the boxes at the edges.
func (gp *graphPlotter) GlyphBoxes(p *plot.Plot) []plot.GlyphBox {
	var b []plot.GlyphBox
	for i := range gp.g.Labels {
		hw, hh := gp.box(i)
		b = append(b, plot.GlyphBox{X: p.X.Norm(gp.x[i]), Y: p.Y.Norm(float64(gp.layers[i])),
			Rectangle: vg.Rectangle{Min: vg.Point{X: -hw, Y: -hh}, Max: vg.Point{X: hw, Y: hh}}})
	}
	return b
}
