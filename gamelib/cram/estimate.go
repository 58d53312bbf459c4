package cram

import "math"

// EstimateWork returns a rough estimate of the steps (in the units of
// gamelib.StepsPerSecond) Nimber takes on b, from the number n of its
// free cells: stepsPerNode · growth^n. Measured on rectangles (user CPU,
// BenchmarkCram): the nodes grow about 1.5-fold a cell (5×6, 30 cells:
// 1.7·10⁵ nodes; 5×7 and 4×9, 35 and 36 cells: 1.0·10⁶) and a node costs
// about 6 µs, some 1800 steps. It is meant to refuse hopeless boards up
// front (7×7 is refused under the default work limit, 6×7 is not), not
// to predict running times: boards with blocked cells split and go
// faster.
func EstimateWork(b Board) float64 {
	return stepsPerNode * math.Pow(growth, float64(b.Cells()))
}

const (
	stepsPerNode = 1000
	growth       = 1.5
)
