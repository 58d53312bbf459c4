// Package figtest reads back the shapes a figure draws, for the tests of
// the packages that draw figures (plots, notebooks/lab), which record
// them on a canvas of their own.
package figtest

import "gonum.org/v1/plot/vg"

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
