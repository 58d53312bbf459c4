package cram

import "math"

// EstimateWork returns a rough estimate of the steps Nimber takes on b,
// from the number of its free cells n: about growth^n, fitted to the
// nodes searched on rectangles (see bench_test.go). It is meant to refuse
// hopeless boards up front, not to predict running times.
func EstimateWork(b Board) float64 {
	n := float64(b.Cells())
	return estScale * math.Pow(estGrowth, n)
}

const (
	estScale  = 1
	estGrowth = 1.5
)
