package figtest

import (
	"testing"

	"gonum.org/v1/plot/vg"
)

func TestRectOf(t *testing.T) {
	rect := func(close bool, pts ...vg.Point) vg.Path {
		var p vg.Path
		p.Move(pts[0])
		for _, q := range pts[1:] {
			p.Line(q)
		}
		if close {
			p.Close()
		}
		return p
	}
	a, b, c, d := vg.Point{X: 1, Y: 2}, vg.Point{X: 4, Y: 2}, vg.Point{X: 4, Y: 7}, vg.Point{X: 1, Y: 7}
	for _, tc := range []struct {
		name string
		p    vg.Path
		ok   bool
	}{
		{"closed", rect(true, a, b, c, d), true},
		{"back to the start", rect(false, a, b, c, d, a), true},
		{"a triangle", rect(true, a, b, c), false},
		{"a slanted quadrilateral", rect(true, a, b, vg.Point{X: 5, Y: 7}, d), false},
	} {
		r, ok := RectOf(tc.p)
		if ok != tc.ok || ok && (r.Min != a || r.Max != c) {
			t.Errorf("%s: %v, %v", tc.name, r, ok)
		}
	}
	var arc vg.Path
	arc.Arc(a, 1, 0, 3)
	if _, ok := RectOf(arc); ok {
		t.Error("an arc read as a rectangle")
	}
}

func TestKeyLabels(t *testing.T) {
	c := &Canvas{Texts: []Text{{vg.Point{X: 5, Y: 1}, "3"}, {vg.Point{X: 9, Y: 2}, "10"}, {vg.Point{X: 9, Y: 7}, "0"}, {vg.Point{X: 12, Y: 3}, "title"}}}
	if got := c.KeyLabels(); len(got) != 2 || got[0] != 2 || got[1] != 7 {
		t.Errorf("KeyLabels() = %v, want [2 7] (the numbers furthest right)", got)
	}
}
