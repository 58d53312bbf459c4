package plots

import (
	"fmt"
	"math"

	"gonum.org/v1/plot/plotter"
)

// A PowerFit is the least-squares line through points (log x, log y):
// y ≈ Coeff · x^Exponent. On a log–log plot of running time against n,
// Exponent is the slope: about 1 for linear work, 2 for quadratic; an
// exponential 4ⁿ shows as a straight line on a log-y plot instead.
type PowerFit struct {
	Exponent, Coeff float64
	// R2 is the coefficient of determination of the fit in log–log
	// coordinates (1 for points exactly on a power law).
	R2 float64
}

// FitPower fits y = Coeff·x^Exponent to the points by least squares on
// their logarithms. It returns an error for fewer than two points, a
// coordinate that is not positive and finite, or points that all share
// one x. Time O(len).
func FitPower(xy plotter.XYer) (PowerFit, error) {
	n := xy.Len()
	if n < 2 {
		return PowerFit{}, fmt.Errorf("plots: FitPower: %d points, want at least 2", n)
	}
	var sx, sy, sxx, sxy, syy float64
	for i := range n {
		x, y := xy.XY(i)
		if !(x > 0) || !(y > 0) || math.IsInf(x, 0) || math.IsInf(y, 0) {
			return PowerFit{}, fmt.Errorf("plots: FitPower: point %d = (%v, %v) is not positive and finite", i, x, y)
		}
		lx, ly := math.Log(x), math.Log(y)
		sx += lx
		sy += ly
		sxx += lx * lx
		sxy += lx * ly
		syy += ly * ly
	}
	fn := float64(n)
	vx := sxx - sx*sx/fn
	if !(vx > 1e-12*math.Max(1, sxx)) {
		return PowerFit{}, fmt.Errorf("plots: FitPower: all points have the same x")
	}
	cxy := sxy - sx*sy/fn
	vy := syy - sy*sy/fn
	slope := cxy / vx
	icpt := (sy - slope*sx) / fn
	r2 := 1.0
	if vy > 0 {
		r2 = cxy * cxy / (vx * vy)
	}
	return PowerFit{Exponent: slope, Coeff: math.Exp(icpt), R2: r2}, nil
}

// Line returns the fitted power law at the given x values, to draw
// beside the data with LinePlot.
func (f PowerFit) Line(xs ...float64) plotter.XYs {
	out := make(plotter.XYs, len(xs))
	for i, x := range xs {
		out[i] = plotter.XY{X: x, Y: f.Coeff * math.Pow(x, f.Exponent)}
	}
	return out
}
