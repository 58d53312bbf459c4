// Package figtest reads back the shapes a figure draws, for the tests of
// the packages that draw figures (plots, notebooks/lab), which record
// them on a canvas of their own.
package figtest

import (
	"math"
	"strconv"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// RectOf returns the rectangle the path p traces when p is four straight
// sides parallel to the axes (a board's cell or outline, a key's box),
// and false for any other path. O(len(p)).
func RectOf(p vg.Path) (vg.Rectangle, bool) {
	var pts []vg.Point
	for _, pc := range p {
		switch pc.Type {
		case vg.MoveComp, vg.LineComp:
			pts = append(pts, pc.Pos)
		case vg.CloseComp:
		default:
			return vg.Rectangle{}, false
		}
	}
	if len(pts) == 5 && pts[4] == pts[0] {
		pts = pts[:4]
	}
	if len(pts) != 4 {
		return vg.Rectangle{}, false
	}
	r := vg.Rectangle{Min: pts[0], Max: pts[0]}
	xs, ys := map[vg.Length]bool{}, map[vg.Length]bool{}
	for _, q := range pts {
		r.Min.X, r.Min.Y = min(r.Min.X, q.X), min(r.Min.Y, q.Y)
		r.Max.X, r.Max.Y = max(r.Max.X, q.X), max(r.Max.Y, q.Y)
		xs[q.X], ys[q.Y] = true, true
	}
	return r, len(xs) == 2 && len(ys) == 2
}

// A Canvas records what a figure draws on the canvas it wraps, for
// measuring it: the filled discs (whole circles: their centres and
// radii), the filled axis-aligned rectangles other than the background
// (a board's squares), the rectangular strokes widened by half their
// line width (the squares' outlines), and the text drawn with where.
type Canvas struct {
	vg.CanvasSizer
	Centres []vg.Point
	Radii   []vg.Length
	Cells   []vg.Rectangle
	Strokes []vg.Rectangle
	Texts   []Text
	lw      vg.Length
}

// A Text is a string a figure drew and the point it was drawn at.
type Text struct {
	At vg.Point
	S  string
}

// NewCanvas returns a Canvas recording on c.
func NewCanvas(c vg.CanvasSizer) *Canvas { return &Canvas{CanvasSizer: c} }

// SetLineWidth implements vg.Canvas.
func (c *Canvas) SetLineWidth(w vg.Length) { c.lw = w; c.CanvasSizer.SetLineWidth(w) }

// Fill implements vg.Canvas.
func (c *Canvas) Fill(p vg.Path) {
	for _, pc := range p {
		if pc.Type == vg.ArcComp && pc.Angle >= 2*math.Pi-1e-9 {
			c.Centres = append(c.Centres, pc.Pos)
			c.Radii = append(c.Radii, pc.Radius)
		}
	}
	w, h := c.Size()
	if r, ok := RectOf(p); ok && (r.Min.X > 1e-9 || r.Min.Y > 1e-9 || r.Max.X < w-1e-9 || r.Max.Y < h-1e-9) {
		c.Cells = append(c.Cells, r)
	}
	c.CanvasSizer.Fill(p)
}

// Stroke implements vg.Canvas.
func (c *Canvas) Stroke(p vg.Path) {
	if r, ok := RectOf(p); ok {
		r.Min.X, r.Min.Y = r.Min.X-c.lw/2, r.Min.Y-c.lw/2
		r.Max.X, r.Max.Y = r.Max.X+c.lw/2, r.Max.Y+c.lw/2
		c.Strokes = append(c.Strokes, r)
	}
	c.CanvasSizer.Stroke(p)
}

// FillString implements vg.Canvas.
func (c *Canvas) FillString(f font.Face, pt vg.Point, s string) {
	c.Texts = append(c.Texts, Text{pt, s})
	c.CanvasSizer.FillString(f, pt, s)
}

// KeyLabels returns the heights of a colour bar's tick labels: the
// numbers drawn furthest right, at one x, in the order drawn.
func (c *Canvas) KeyLabels() []vg.Length {
	var xmax vg.Length
	for _, tx := range c.Texts {
		if _, err := strconv.Atoi(tx.S); err == nil {
			xmax = max(xmax, tx.At.X)
		}
	}
	var ys []vg.Length
	for _, tx := range c.Texts {
		if _, err := strconv.Atoi(tx.S); err == nil && tx.At.X == xmax {
			ys = append(ys, tx.At.Y)
		}
	}
	return ys
}
