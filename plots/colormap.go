package plots

import (
	"fmt"
	"image/color"
	"math"
	"sort"

	"gonum.org/v1/plot/palette"
)

// viridisPoints are 23 of the 256 entries of the viridis table of
// matplotlib (S. van der Walt, N. Smith and E. Firing, "A better default
// colormap for Matplotlib", SciPy 2015; the table is released under CC0
// in the mpl-colormaps repository): the index in the table, then the sRGB
// components in [0, 1]. They are denser where the map bends (towards
// yellow). Viridis was designed to be perceptually uniform in CAM02-UCS,
// monotone in lightness (so it prints in grey scale) and readable with
// the common forms of colour blindness.
var viridisPoints = [][4]float64{
	{0, 0.267004, 0.004874, 0.329415},
	{16, 0.282327, 0.094955, 0.417331},
	{32, 0.278826, 0.175490, 0.483397},
	{51, 0.253935, 0.265254, 0.529983},
	{64, 0.229739, 0.322361, 0.545706},
	{76, 0.206756, 0.371758, 0.553117},
	{96, 0.172719, 0.448791, 0.557885},
	{102, 0.163625, 0.471133, 0.558148},
	{128, 0.127568, 0.566949, 0.550556},
	{144, 0.120638, 0.625828, 0.533488},
	{153, 0.134692, 0.658636, 0.517649},
	{160, 0.157851, 0.683765, 0.501686},
	{179, 0.266941, 0.748751, 0.440573},
	{192, 0.369214, 0.788888, 0.382914},
	{204, 0.477504, 0.821444, 0.318195},
	{212, 0.555484, 0.840254, 0.269281},
	{218, 0.616293, 0.852709, 0.230052},
	{224, 0.678489, 0.863742, 0.189503},
	{230, 0.741388, 0.873449, 0.149561},
	{236, 0.804182, 0.882046, 0.114965},
	{240, 0.845561, 0.887322, 0.099702},
	{248, 0.926106, 0.897330, 0.104071},
	{255, 0.993248, 0.906157, 0.143936},
}

// Viridis returns the viridis colour map, dark purple (low) through blue
// and green to yellow (high), over [0, 1]: a sequential, perceptually
// uniform map for magnitudes. It interpolates linearly in sRGB between
// 23 entries of matplotlib's table (see viridisPoints); at the
// entries left out that the tests check, it is within 2/255 of the
// table's 8-bit colour (TestViridis).
func Viridis() palette.ColorMap { return tableMap(viridisPoints) }

// tableMap returns the colour map over [0, 1] interpolating between the
// given entries of a 256-entry colour table, each {index, r, g, b} with
// the components in [0, 1]: the one format of the package's colour maps,
// whether all 256 entries are given (Cividis) or a sample (Viridis).
func tableMap(points [][4]float64) palette.ColorMap {
	m := &pointMap{max: 1, alpha: 1}
	for _, p := range points {
		m.at = append(m.at, p[0]/255)
		m.rgb = append(m.rgb, [3]float64{p[1], p[2], p[3]})
	}
	return m
}

// pointMap is a palette.ColorMap interpolating linearly between control
// points given at increasing positions in [0, 1]; At takes O(log k) time
// for k points.
type pointMap struct {
	at       []float64
	rgb      [][3]float64
	min, max float64
	alpha    float64
}

func (m *pointMap) At(v float64) (color.Color, error) {
	if math.IsNaN(v) || v < m.min || v > m.max {
		return nil, fmt.Errorf("plots: colour map: value %v outside [%v, %v]", v, m.min, m.max)
	}
	t := 0.0
	if m.max > m.min {
		t = (v - m.min) / (m.max - m.min)
	}
	// The first control point i ≥ 1 at or after t (the last one if none).
	i := 1 + sort.Search(len(m.at)-2, func(k int) bool { return t <= m.at[k+1] })
	f := (t - m.at[i-1]) / (m.at[i] - m.at[i-1])
	var c [3]uint8
	for j := range c {
		x := m.rgb[i-1][j] + f*(m.rgb[i][j]-m.rgb[i-1][j])
		c[j] = uint8(math.Round(255 * m.alpha * min(max(x, 0), 1)))
	}
	return color.NRGBA{R: c[0], G: c[1], B: c[2], A: uint8(math.Round(255 * m.alpha))}, nil
}

func (m *pointMap) Max() float64     { return m.max }
func (m *pointMap) Min() float64     { return m.min }
func (m *pointMap) SetMax(v float64) { m.max = v }
func (m *pointMap) SetMin(v float64) { m.min = v }
func (m *pointMap) Alpha() float64   { return m.alpha }
func (m *pointMap) SetAlpha(a float64) {
	if !(a >= 0 && a <= 1) {
		panic(fmt.Sprintf("plots: colour map: alpha %v outside [0, 1]", a))
	}
	m.alpha = a
}

// Palette returns n colours evenly spaced over the map's range.
func (m *pointMap) Palette(n int) palette.Palette {
	cs := make(colorList, n)
	for i := range cs {
		v := m.min
		if n > 1 {
			v = m.min + (m.max-m.min)*float64(i)/float64(n-1)
		}
		cs[i], _ = m.At(v)
	}
	return cs
}

// TolBright is the "bright" qualitative scheme of P. Tol, "Colour
// Schemes" (SRON technical note SRON/EPS/TN/09-002, 2021): blue, red,
// green, yellow, cyan, purple and grey, distinct for colour-blind readers
// and in print.
var TolBright = []color.Color{
	color.NRGBA{0x44, 0x77, 0xaa, 0xff}, // blue
	color.NRGBA{0xee, 0x66, 0x77, 0xff}, // red
	color.NRGBA{0x22, 0x88, 0x33, 0xff}, // green
	color.NRGBA{0xcc, 0xbb, 0x44, 0xff}, // yellow
	color.NRGBA{0x66, 0xcc, 0xee, 0xff}, // cyan
	color.NRGBA{0xaa, 0x33, 0x77, 0xff}, // purple
	color.NRGBA{0xbb, 0xbb, 0xbb, 0xff}, // grey
}

// LineColors are the colours of the curves of DensityPlot and LinePlot,
// in order: the Okabe–Ito colours without yellow (too light for a thin
// line on white) and with black last.
var LineColors = []color.Color{OkabeIto[5], OkabeIto[6], OkabeIto[3], OkabeIto[7], OkabeIto[1], OkabeIto[2], OkabeIto[0]}
