package cram

import "math"

// EstimateWork returns an estimate of the steps (in the units of
// gamelib.StepsPerSecond) Nimber takes on b: the sum over b's components
// (Components: reduced, lone cells and pairs of equal ones dropped) of
// stepsPerNode times an estimate of the nodes searched, and stepsPerNode
// for a component whose nimber is known at once (a strip, a board
// symmetric under the half-turn: even×even rectangles). The nodes of a
// component of n free cells whose box has shorter side m grow
// geometrically in n at a rate that grows with m, anchored at the
// largest rectangle measured of each m (decomp's Beling–Rogalski
// search, nodes as decomp.Stats reports them, 4 December 2026):
//
//	m = 2: 2×15 134, 2×25 1,641, 2×31 4,776 nodes: 1.118 a cell
//	m = 3: 3×7 501, 3×11 15,123, 3×13 241,603, 3×15 599,713, 3×17 6,018,378: 1.368
//	m = 4: 4×5 850, 4×7 20,407, 4×9 236,132, 4×11 7,083,990: 1.457
//	m = 5: 5×6 47,379, 5×7 271,870, 5×8 1,593,791, 5×9 20,170,478: 1.6
//	m = 6: 6×7 189,751,108 (nimber 5; 1,879 s of CPU); 1.7 assumed
//	m ≥ 7: 7×7 96,455,959 (nimber 1; two workers, whose nodes differ from
//	       one's by a few percent; 695 s); 1.7 assumed, and the larger m
//	       are extrapolated as m = 7
//
// Until 7×7 was measured it was extrapolated from 6×7 and estimated at
// 7.8 × 10^9 nodes, 81 times too many: the nodes depend on the nimber
// (one test "has nimber k?" at the root per k ≤ the nimber; 6×7 has
// nimber 5, 7×7 nimber 1) as much as on the cells, and the nimber is not
// known in advance. The other way, 4×13 (nimber 3 in Beling's table) is
// estimated at 1.4 × 10^8 nodes, and a run on 5 December 2026 (two
// workers, 4 GiB table) had searched 1.39 × 10^8 in 14 minutes and was
// 3% into its test k = 2 (of k = 0 … 3) when stopped: the anchors are boards
// of nimber 1 and 5, and a board of another nimber may be off by more
// than the factor of 3 below.
//
// A node costs about 6–7 µs of CPU on the development machine since the
// per-node speed-ups of issue 23 (5×7: 1.5–1.8 s for 271,870 nodes; 5×8
// 10.0 s for 1.59M; 5×9 146 s for 20.2M; 8.8–11.6 µs before them), the
// 2,000 steps at gamelib.StepsPerSecond counted here. The
// estimate is within a factor of 3 of the measured nodes on these
// rectangles (TestEstimateNodes); a board with blocked cells is estimated by its components
// as if their boxes were full, an overestimate. O(cells · components).
func EstimateWork(b Board) float64 {
	var g Game
	w := 0.0
	for _, c := range g.Components(b, nil) {
		w += stepsPerNode
		if _, ok := g.KnownNimber(c); ok {
			continue
		}
		w += stepsPerNode * estimateNodes(int(c.h), g.Size(c))
	}
	return max(w, stepsPerNode)
}

// estimateNodes is the estimated nodes of a component of n free cells
// in a box whose shorter side is m (see EstimateWork).
func estimateNodes(m, n int) float64 {
	r := nodeRates[min(m, len(nodeRates)-1)]
	return r.nodes * math.Pow(r.growth, float64(n-r.cells))
}

// nodeRates[m]: the anchor (cells, nodes) and the growth a cell of
// rectangles of shorter side m (index 1 is unused: strips are known).
var nodeRates = [...]struct {
	cells  int
	nodes  float64
	growth float64
}{
	{0, 1, 1}, {0, 1, 1},
	{62, 4776, 1.118},
	{51, 6018378, 1.368},
	{44, 7083990, 1.457},
	{45, m5Nodes, m5Growth},
	{42, m6Nodes, m6Growth},
	{49, m7Nodes, m7Growth},
}

const (
	stepsPerNode = 2000
	m5Nodes      = 20170478
	m5Growth     = 1.6
	m6Nodes      = 189751108
	m6Growth     = 1.7
	m7Nodes      = 96455959
	m7Growth     = 1.7
)
