package cram

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// EstimateWork returns an estimate of the steps (in the units of
// gamelib.StepsPerSecond) Nimber takes on b: the sum over b's components
// (Components: reduced, lone cells and pairs of equal ones dropped) of
// stepsPerNode times an estimate of the nodes searched, and stepsPerNode
// for a component whose nimber is known at once (a strip, a board
// symmetric under the half-turn: even×even rectangles).
//
// The nodes of a component of n free cells whose box has shorter side m
// are read off the rectangles of shorter side m measured with this
// engine (nodes as decomp.Stats reports them; the anchors below):
// between two of them, interpolated geometrically in n; beyond the
// largest (or below the smallest), extrapolated from it at the growth a
// cell fitted by least squares to the logarithms of all of them, or that
// of m − 1 when it is larger (a wider box grows no slower; m = 7 has one
// anchor and takes m = 6's); a box of m ≥ 7 is taken as m = 7. The
// fitted growth is 1.15 a cell for m = 2, 1.37 for m = 3, 1.52 for
// m = 4, 1.55 for m = 5 and m ≥ 6.
//
// The nodes depend on the nimber as much as on the cells (the search
// makes one test "has nimber k?" at the root for each k up to the
// nimber, the last usually the dearest: 6×7, nimber 5, took more nodes
// than 7×7, nimber 1; 5×11, nimber 0, hardly more than 5×10, nimber 2),
// and the nimber is not known in advance. Left out one at a time, each
// anchor is estimated from the others within a factor of 6 when it lies
// between two (5×10 is 5.1 times its interpolation between 5×9 and 5×11;
// the others within 2.5), and within a factor of 25 when it is
// extrapolated (TestEstimateNodes): an estimate for a board larger than
// every board measured, which is what a refusal up front is about, can
// be off by an order of magnitude either way. Until 5 December 2026
// the largest anchors were 4×11, 5×9 and 6×7, and 6×9 was estimated at
// 9 days of CPU where it took 4 h 16 min with two workers.
//
// A node costs about 5–7 µs of CPU on the development machine, more
// with a table of several GB (5×9: 101 s of user CPU for 20.3M nodes;
// 5×10: 4,233 s for 765M; 6×9: some 11.7 µs a node with a 12 GiB
// table), the 2,000 steps at gamelib.StepsPerSecond counted here. A
// board with blocked cells is estimated by its components as if their
// boxes were full, an overestimate. O(cells · components).
func EstimateWork(b Board) float64 { return estimateWork(Game{}, b) }

// board is what the estimates need of a position of Game or WideGame.
type board interface{ Dims() (h, w int) }

// game is what the estimates need of Game and WideGame.
type game[B board] interface {
	Options(b B, dst []B) []B
	Components(b B, dst []B) []B
	KnownNimber(b B) (int, bool)
	Size(b B) int
}

// estimateWork is EstimateWork for either game: over b's components,
// stepsPerNode for one of known nimber, else the nodes estimated for
// its box's shorter side and its cells.
func estimateWork[B board](g game[B], b B) float64 {
	w := 0.0
	for _, c := range g.Components(b, nil) {
		w += stepsPerNode
		if _, ok := g.KnownNimber(c); ok {
			continue
		}
		h, wd := c.Dims()
		w += stepsPerNode * estimateNodes(min(h, wd), g.Size(c))
	}
	return max(w, stepsPerNode)
}

const stepsPerNode = 2000

// EstimateOutcomeWork returns an estimate of the steps Outcome takes on
// b: stepsPerNode when b is one component (Components) with a move that
// leaves a board whose components' nimbers KnownNimber gives and
// nim-sum to 0 — the engine's first node expands the options, finds that
// P-position among the ones known, and stops (decomp.Outcome; Stats.Nodes
// is 1). Every rectangle with one even and one odd side is such a board
// (after the domino on its two central cells the rest is symmetric under
// the half-turn with no domino its own image), however large: 5×12 or
// 7×8 is an N-position at once. Otherwise it is EstimateWork(b), an
// overestimate (the outcome is the nimber's first test only).
// O(moves · cells) for the rule, besides EstimateWork.
func EstimateOutcomeWork(b Board) float64 { return estimateOutcomeWork(Game{}, b) }

// estimateOutcomeWork is EstimateOutcomeWork for either game.
func estimateOutcomeWork[B board](g game[B], b B) float64 {
	comps := g.Components(b, nil)
	if len(comps) == 1 && hasKnownPOption(g, comps[0]) {
		return stepsPerNode
	}
	return estimateWork(g, b)
}

// hasKnownPOption reports whether some option of b has components all of
// known nimber (KnownNimber) with nim-sum 0.
func hasKnownPOption[B board](g game[B], b B) bool {
	var comps []B
	for _, o := range g.Options(b, nil) {
		comps = g.Components(o, comps[:0])
		x, all := 0, true
		for _, c := range comps {
			v, ok := g.KnownNimber(c)
			if !ok {
				all = false
				break
			}
			x ^= v
		}
		if all && x == 0 {
			return true
		}
	}
	return false
}

// EstimateOptionsWork returns an estimate of the steps OptionNimbers
// takes on b: the sum of EstimateWork over b's options, one of each
// class of options equal up to the board's symmetries (their searches
// share the table), and at least EstimateWork(b). A board whose own
// nimber is known at once (an even×even rectangle) is no cheaper here:
// the nimber of each of its options is searched. O(moves · cells) besides
// the estimates.
func EstimateOptionsWork(b Board) float64 {
	return estimateOptionsWork(Game{}, b, EstimateWork)
}

// EstimateOptionOutcomesWork returns an estimate of the steps
// OptionOutcomes takes on b (every option's outcome: the winning first
// moves): optionOutcomesCost times EstimateWork(b), a measured factor,
// not a model (0.6 on 4×7 to 2.0 on 3×15 and 5×8 times the nimber's
// nodes, on 4×7, 5×6, 5×7, 4×9, 3×15 and 5×8; the options share the
// table, so the sum of their estimates would be 4 to 8 times too high).
// A board whose nimber is known at once has its options' outcomes at
// once too: each option has the move to the board's mirror image, known
// 0 (8×8: 112 options in 112 nodes). O(cells · components).
func EstimateOptionOutcomesWork(b Board) float64 { return optionOutcomesCost * EstimateWork(b) }

// optionOutcomesCost is EstimateOptionOutcomesWork's factor.
const optionOutcomesCost = 2

// estimateOptionsWork sums each over b's options, one of each class of
// equal components (Components gives canonical forms), at least
// estimateWork(b).
func estimateOptionsWork[B interface {
	board
	fmt.Stringer
}](g game[B], b B, each func(B) float64) float64 {
	seen := map[string]bool{}
	var comps []B
	var names []string
	w := 0.0
	for _, o := range g.Options(b, nil) {
		comps = g.Components(o, comps[:0])
		names = names[:0]
		for _, c := range comps {
			names = append(names, c.String())
		}
		slices.Sort(names)
		k := strings.Join(names, " ")
		if seen[k] {
			continue
		}
		seen[k] = true
		w += each(o)
	}
	return max(w, estimateWork(g, b))
}

// An anchor is a rectangle measured: its cells and the nodes searched.
type anchor struct {
	cells int
	nodes float64
}

// anchors[m] are the rectangles of shorter side m measured with this
// engine, by cells (one worker unless said; two workers search a few
// percent more nodes):
//
//	m = 2: 2×15, 2×25, 2×31 (4 December 2026); 2×45, 90 cells, as a
//	       WideBoard (BenchmarkWide, one worker, 6 December)
//	m = 3: 3×7, 3×11, 3×13, 3×15, 3×17 (4 December)
//	m = 4: 4×5 … 4×11 (4 December); 4×13, nimber 3: 918M nodes in two
//	       runs of two workers, the table saved and resumed (5 December)
//	m = 5: 5×6 … 5×9 (4 December); 5×10, nimber 2: 764,736,100 nodes,
//	       two workers (4–5 December); 5×11, nimber 0: 1,136,125,664
//	       nodes in two runs, one worker then two, the table saved and
//	       resumed (5–6 December)
//	m = 6: 6×7, nimber 5 (4 December); 6×9, nimber 1: 2.48G nodes in
//	       three runs of two workers (5 December)
//	m = 7: 7×7, nimber 1, two workers (4 December)
//
// Index 0 and 1 are empty: those boxes are known at once.
var anchors = [...][]anchor{
	2: {{30, 134}, {50, 1641}, {62, 4776}, {90, 482586}},
	3: {{21, 501}, {33, 15123}, {39, 241603}, {45, 599713}, {51, 6018378}},
	4: {{20, 850}, {28, 20407}, {36, 236132}, {44, 7083990}, {52, 918e6}},
	5: {{30, 47379}, {35, 271870}, {40, 1593791}, {45, 20170478}, {50, 764736100}, {55, 1136125664}},
	6: {{42, 189751108}, {54, 2.48e9}},
	7: {{49, 96455959}},
}

// growth[m] is the growth a cell beyond the anchors of m (see
// EstimateWork).
var growth = fitGrowth(anchors[:])

// estimateNodes is the estimated nodes of a component of n free cells
// in a box whose shorter side is m ≥ 2 (see EstimateWork).
func estimateNodes(m, n int) float64 {
	m = min(m, len(anchors)-1)
	return estimateFrom(anchors[m], growth[m], n)
}

// estimateFrom interpolates the anchors as (cells, nodes) geometrically
// at n, and extrapolates beyond them at the growth r a cell.
func estimateFrom(a []anchor, r float64, n int) float64 {
	switch {
	case len(a) == 0:
		return 1
	case n <= a[0].cells:
		return a[0].nodes * math.Pow(r, float64(n-a[0].cells))
	case n >= a[len(a)-1].cells:
		l := a[len(a)-1]
		return l.nodes * math.Pow(r, float64(n-l.cells))
	}
	i := 1
	for a[i].cells < n {
		i++
	}
	lo, hi := a[i-1], a[i]
	t := float64(n-lo.cells) / float64(hi.cells-lo.cells)
	return math.Exp((1-t)*math.Log(lo.nodes) + t*math.Log(hi.nodes))
}

// fitGrowth returns, for each m, the growth a cell fitted by least
// squares to the logarithms of the anchors of m, at least that of
// m − 1 (and that of m − 1 alone when m has fewer than two anchors).
func fitGrowth(anchors [][]anchor) []float64 {
	g := make([]float64, len(anchors))
	for m, a := range anchors {
		g[m] = 1
		if m > 0 {
			g[m] = g[m-1]
		}
		if len(a) < 2 {
			continue
		}
		var sx, sy float64
		for _, p := range a {
			sx += float64(p.cells)
			sy += math.Log(p.nodes)
		}
		mx, my := sx/float64(len(a)), sy/float64(len(a))
		var sxy, sxx float64
		for _, p := range a {
			dx := float64(p.cells) - mx
			sxy += dx * (math.Log(p.nodes) - my)
			sxx += dx * dx
		}
		g[m] = max(g[m], math.Exp(sxy/sxx))
	}
	return g
}
