package plots_test

import (
	"strconv"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/grundylab/grundylab/plots"
)

// textCanvas is a canvas that records the strings drawn right of x.
type textCanvas struct {
	vg.CanvasSizer
	right vg.Length
	texts []drawnText
}

type drawnText struct {
	s    string
	y    vg.Length
	size vg.Length
}

func (c *textCanvas) FillString(f font.Face, pt vg.Point, s string) {
	if pt.X > c.right {
		c.texts = append(c.texts, drawnText{s, pt.Y, f.Font.Size})
	}
	c.CanvasSizer.FillString(f, pt, s)
}

// TestKeyLabels draws categorical heat maps of n values 0…n−1 and counts
// the key's labels: all of them while they fit (smaller if need be), and
// for more, evenly spaced ones from the first to the last, never
// overlapping.
func TestKeyLabels(t *testing.T) {
	for _, tc := range []struct {
		n     int
		style *plots.Style
		all   bool // every swatch labelled
		small bool // at a font smaller than the style's Key size
	}{
		// A Notebook figure's data area is 236 pt tall, a Paper one's
		// 158 pt: 26 and 25 labels at the Key size, 37 and 35 at the
		// smallest (7 pt and 5 pt).
		{5, &plots.Notebook, true, false},
		{20, &plots.Notebook, true, false},
		{30, &plots.Notebook, true, true},
		{37, &plots.Notebook, true, true},
		{38, &plots.Notebook, false, true},
		{200, &plots.Notebook, false, true},
		{15, &plots.Paper, true, false},
		{30, &plots.Paper, true, true},
		{200, &plots.Paper, false, true},
	} {
		table := [][]int{make([]int, tc.n)}
		for i := range table[0] {
			table[0][i] = i
		}
		p, err := plots.IntHeatMap(table, &plots.IntHeatMapOptions{Scale: plots.ScaleCategorical, Style: tc.style})
		if err != nil {
			t.Fatal(err)
		}
		c := vgimg.New(tc.style.Width, tc.style.Height)
		data := p.DataCanvas(draw.New(c))
		rec := &textCanvas{CanvasSizer: c, right: data.Max.X}
		p.Draw(draw.New(rec))

		var labels []int
		var ys []vg.Length
		var size vg.Length
		for _, d := range rec.texts {
			v, err := strconv.Atoi(d.s)
			if err != nil {
				continue // the key's title
			}
			labels = append(labels, v)
			ys = append(ys, d.y)
			size = d.size
		}
		name := tc.style.Name + " " + strconv.Itoa(tc.n)
		if len(labels) == 0 {
			t.Errorf("%s: no key labels", name)
			continue
		}
		if labels[0] != 0 || labels[len(labels)-1] != tc.n-1 {
			t.Errorf("%s: labels %v, want the first 0 and the last %d", name, labels, tc.n-1)
		}
		if got := len(labels) == tc.n; got != tc.all {
			t.Errorf("%s: %d labels of %d, want all: %v", name, len(labels), tc.n, tc.all)
		}
		if got := size < tc.style.Key; got != tc.small {
			t.Errorf("%s: labels at %v pt (key font %v), want smaller: %v", name, size, tc.style.Key, tc.small)
		}
		if size < plots.MinKeyFont {
			t.Errorf("%s: labels at %v pt, below MinKeyFont", name, size)
		}
		// Evenly spaced: one step between labels but the last, which
		// may be closer; no two closer than the labels' ascent.
		asc := size * 0.891 // Liberation Serif's ascent per em size
		for i := 1; i < len(labels); i++ {
			if i < len(labels)-1 && labels[i]-labels[i-1] != labels[1]-labels[0] {
				t.Errorf("%s: labels %v not evenly spaced", name, labels)
				break
			}
			if gap := ys[i-1] - ys[i]; gap < asc*0.999 {
				t.Errorf("%s: labels %d and %d %.2f pt apart, less than their ascent %.2f", name, labels[i-1], labels[i], gap, asc)
			}
		}
		t.Logf("%s: %d labels at %.2f pt", name, len(labels), size)
	}
}
