package plots

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// cellMap draws the unit cells of a grid, each filled with the palette
// colour of its value (NaN in nan). It replaces plotter.HeatMap, whose
// vector output leaves hairline seams of background between cells
// (antialiased edges) and whose raster output is blurred by
// interpolation: runs of equal colour along a row are filled as one
// rectangle, and each rectangle overlaps its right and upper neighbours
// by a hairline, so no seam shows in PNG, SVG or PDF.
type cellMap struct {
	g        *grid
	pal      []color.Color
	min, max float64
	nan      color.Color
}

// overlap is how far a cell's rectangle reaches into its neighbours.
const overlap = vg.Length(0.3)

func (m *cellMap) color(v float64) color.Color {
	switch {
	case math.IsNaN(v):
		return m.nan
	case m.max == m.min:
		return m.pal[0]
	}
	i := int((v-m.min)*float64(len(m.pal)-1)/(m.max-m.min) + 0.5)
	return m.pal[min(max(i, 0), len(m.pal)-1)]
}

// Plot implements plot.Plotter.
func (m *cellMap) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	cols, rows := m.g.Dims()
	for r := range rows {
		y0, y1 := trY(m.g.Y(r)-0.5), trY(m.g.Y(r)+0.5)
		if r < rows-1 {
			y1 += overlap
		}
		for c0 := 0; c0 < cols; {
			col := m.color(m.g.Z(c0, r))
			c1 := c0 + 1
			for c1 < cols && m.color(m.g.Z(c1, r)) == col {
				c1++
			}
			if col != nil {
				x0, x1 := trX(m.g.X(c0)-0.5), trX(m.g.X(c1-1)+0.5)
				if c1 < cols {
					x1 += overlap
				}
				rect := vg.Rectangle{Min: vg.Point{X: x0, Y: min(y0, y1)}, Max: vg.Point{X: x1, Y: max(y0, y1)}}
				c.SetColor(col)
				c.Fill(rect.Path())
			}
			c0 = c1
		}
	}
}

// DataRange implements plot.DataRanger: half a cell beyond the centres.
func (m *cellMap) DataRange() (xmin, xmax, ymin, ymax float64) {
	cols, rows := m.g.Dims()
	return m.g.X(0) - 0.5, m.g.X(cols-1) + 0.5, m.g.Y(0) - 0.5, m.g.Y(rows-1) + 0.5
}
