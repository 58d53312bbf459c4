package sizetable

import (
	"context"
	"fmt"
	"sync"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// Compute computes the table s names: each cell by the game's search
// (opt: its TTMem the size of the one table kept across the table's
// searches, the engine's default when 0 (decomp.NewTable); Workers; opt
// may be nil), the wins tables by the options' outcomes. It refuses the
// table up front when EstimateWork(s) exceeds the work limit of ctx (an
// error wrapping gamelib.ErrTooSlow). The table is kept in memory only:
// an opt with a Table or a Dir is an error, not ignored.
//
// The cells are computed row by row, each row from its first column. A
// cell's error (ctx cancelled, out of memory, refused) ends the
// computation: Compute returns it, naming the cell (an error wrapping
// context.Canceled when ctx was), together with the table as far as it
// got: Computed says how many cells were computed, in that order, and
// the others hold NotComputed (Stopped gives the cell that failed). A
// table interrupted after hours keeps what it found; a caller that
// wants only whole tables checks the error alone. An error before any
// cell is computed (s refused by Describe or up front, the kept table's
// memory) comes with a nil *Table.
//
// It reports to progress (when not nil) one fraction for the whole
// table, in millionths, that never goes back: until a cell has taken
// search nodes, each cell weighted by its estimate (Node Kayles' by
// GraphGrowth to the power of its vertices, or 1); then the nodes
// searched over those plus the nodes expected of the cells not
// finished, their estimates scaled by the nodes an estimate's unit took
// in the cells finished (tally.fraction), so that the time left a rate
// gives follows the cell being computed as its nodes grow.
func Compute(ctx context.Context, s Spec, opt *decomp.Options, progress gamelib.Progress) (*Table, error) {
	l, err := describe(s)
	if err != nil {
		return nil, err
	}
	if opt != nil && (opt.Table != nil || opt.Dir != "") {
		return nil, fmt.Errorf("sizetable: table %s: Compute keeps one table of its own across the table's searches (opt.TTMem sets its memory); opt.Table and opt.Dir are not taken", s.Game)
	}
	if err := l.check(ctx); err != nil {
		return nil, err
	}
	var o decomp.Options
	if opt != nil {
		o = *opt
	}
	o.Dir, o.Progress, o.Status = "", nil, nil
	if l.newTable != nil {
		if o.Table, err = l.newTable(ctx, o.TTMem); err != nil {
			return nil, err
		}
	}
	t := l.t
	weight := l.estimate
	if weight == nil {
		weight = l.weight
	}
	t.Values, t.Computed, err = computeCells(l.t.rows, l.t.cols, t.X0, t.Y0, weight, func(r, c int, p gamelib.Progress, nodes func(int64)) (int, int64, error) {
		if err := ctx.Err(); err != nil {
			// A search checks ctx every 1024 nodes: each small cell
			// left would be computed after the cancellation.
			return 0, 0, cellError(t, r-t.Y0, c-t.X0, err)
		}
		o := o
		if p != nil {
			o.Progress = p
			o.Status = func(st decomp.Status) { nodes(st.Nodes) }
		}
		var (
			v   int
			st  decomp.Stats
			err error
		)
		if l.wins {
			var outs []gamelib.Outcome
			outs, st, err = l.outcomes(ctx, r, c, &o)
			v = countP(outs)
		} else {
			v, st, err = l.nimber(ctx, r, c, &o)
		}
		return v, st.Nodes, cellError(t, r-t.Y0, c-t.X0, err)
	}, progress)
	return t, err
}

// Check returns Describe's error for s, or the refusal Compute would
// make up front: an error wrapping gamelib.ErrTooSlow when
// EstimateWork(s) exceeds the work limit of ctx. O(Rows · Cols).
func Check(ctx context.Context, s Spec) error {
	l, err := describe(s)
	if err != nil {
		return err
	}
	return l.check(ctx)
}

// check refuses the table when its estimate exceeds ctx's work limit.
func (l *layout) check(ctx context.Context) error {
	w, ok := l.work()
	if !ok {
		return nil
	}
	return gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("the table %s to %d×%d (its cells' estimates summed)", l.t.Game, l.t.Y0+l.t.rows-1, l.t.X0+l.t.cols-1), w)
}

// EstimateWork returns the estimated work of the table s names, in the
// steps of gamelib.StepsPerSecond: the sum of its cells' estimates (see
// the package doc); ok is false for a game without an estimate (Node
// Kayles) or a Spec Describe refuses. O(Rows · Cols) estimates.
func EstimateWork(s Spec) (steps float64, ok bool) {
	l, err := describe(s)
	if err != nil {
		return 0, false
	}
	return l.work()
}

// work sums the cells' estimates.
func (l *layout) work() (float64, bool) {
	if l.estimate == nil {
		return 0, false
	}
	w := 0.0
	for r := l.t.Y0; r < l.t.Y0+l.t.rows; r++ {
		for c := l.t.X0; c < l.t.X0+l.t.cols; c++ {
			w += l.estimate(r, c)
		}
	}
	return w, true
}

// cellError names cell (i, j) of t's Values in err (nil stays nil).
func cellError(t *Table, i, j int, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("table %s at %s: %w", t.Game, t.CellName(i, j), err)
}

// countP is the number of P-positions among outs: the winning moves of
// a position whose options' outcomes they are.
func countP(outs []gamelib.Outcome) int {
	n := 0
	for _, o := range outs {
		if o == gamelib.P {
			n++
		}
	}
	return n
}

// A tally is where a table's computation is, for its progress
// (fraction): the cells finished, the one being computed and the cells
// after it, by their weights (estimates) and the search nodes the
// finished ones took.
type tally struct {
	// done is the weight of the cells finished, nodes the nodes they
	// took; measured is the weight of those of them that took nodes (a
	// cell answered at once by the table kept, as m×n after n×m, or
	// by a mirror strategy, takes none).
	done, nodes, measured float64
	// cur is the weight of the cell being computed, rest the weight of
	// the cells after it.
	cur, rest float64
}

// fraction is how far the table has got, in [0, 1], when the cell
// being computed has searched nodes and its search reports the
// fraction f of it done (a lower bound: Options.Progress counts options,
// not work, and jumps to the end when the nimber is found).
//
// Before any cell has taken nodes it is the weights' fraction: the
// cells finished, plus f of the one being computed, over the whole
// table. Then it is measured work over measured plus expected work, in
// nodes: a weight unit takes ρ nodes, the nodes over the weight of the
// finished cells that took any; the cell being computed is expected to
// take ρ·cur nodes, of which it has done nodes or f of them, whichever
// is more (a Chomp box reports its fraction and no nodes while it
// fills), and at most 99% until it ends (a cell dearer than expected
// leaves 1% of its nodes so far: the bar does not reach the end, which
// clears a progress line, while the last cell runs); the cells after it
// ρ·rest. So a cell's progress advances
// with its nodes, not with the engine's tests, and a rate over the
// elapsed time gives the time left of nodes at the rate of the nodes
// so far (with weights, a table spent long stretches of its dearest
// cell with its fraction still, and its time left climbed).
func (t tally) fraction(nodes int64, f float64) float64 {
	f = min(max(f, 0), 1)
	if t.nodes <= 0 || t.measured <= 0 {
		total := t.done + t.cur + t.rest
		if total <= 0 {
			return 0
		}
		return min((t.done+f*t.cur)/total, 1)
	}
	rho := t.nodes / t.measured
	expected := rho * t.cur
	cur := max(float64(nodes), f*expected)
	done := t.nodes + cur
	left := max(expected-cur, cur/99) + rho*t.rest // a cell is done when it ends, not before
	if done+left <= 0 {
		return 0
	}
	return done / (done + left)
}

// computeCells computes the rows×cols table of cell(y0+i, x0+j), row by
// row, each row from its first column, reporting to p (when not nil) in
// millionths: tally.fraction of the cells' weights (weight, 1 a cell
// when nil), the nodes the cells finished took, and the nodes and the
// fraction the one being computed reports (to the two functions it is
// given). The bar never goes back (it shows the largest fraction
// reported), whatever a cell's search reports. A cell's error ends it:
// the table is returned with the cells computed before (done of them,
// in that order) and NotComputed in the others. O(rows · cols) besides
// the cells.
func computeCells(rows, cols, x0, y0 int, weight func(r, c int) float64,
	cell func(r, c int, progress gamelib.Progress, nodesSoFar func(int64)) (v int, nodes int64, err error),
	p gamelib.Progress) (t [][]int, done int, err error) {
	t = make([][]int, rows)
	// after[k] is the weight of the cells after the k-th (in order), a
	// sum from the end, so that it is exactly 0 after the last.
	after := make([]float64, rows*cols+1)
	for r := range t {
		t[r] = make([]int, cols)
		for c := range t[r] {
			t[r][c] = NotComputed
		}
	}
	for k := rows*cols - 1; k >= 1; k-- {
		after[k-1] = after[k] + weightOf(weight, k/cols+y0, k%cols+x0)
	}
	var tl tally
	const scale = 1e6
	var (
		mu    sync.Mutex // a search's reports may come from several goroutines
		shown int64      // the largest fraction reported
		cur   tally      // the tally when the cell being computed began
		n     int64      // its nodes so far
		f     float64    // its search's fraction
	)
	report := func() {
		shown = max(shown, int64(scale*cur.fraction(n, f)))
		p.Report(shown, scale)
	}
	prog := func(d, total int64) {
		if total > 0 {
			mu.Lock()
			defer mu.Unlock()
			f = max(f, float64(d)/float64(total))
			report()
		}
	}
	nodesSeen := func(nodes int64) {
		mu.Lock()
		defer mu.Unlock()
		n = max(n, nodes)
		report()
	}
	if p == nil {
		prog, nodesSeen = nil, func(int64) {}
	}
	for r := range t {
		for c := range t[r] {
			w := weightOf(weight, r+y0, c+x0)
			tl.cur, tl.rest = w, after[r*cols+c]
			mu.Lock()
			cur, n, f = tl, 0, 0
			mu.Unlock()
			v, nodes, err := cell(r+y0, c+x0, prog, nodesSeen)
			if err != nil {
				return t, r*cols + c, err
			}
			t[r][c] = v
			tl.done += w
			if nodes > 0 {
				tl.nodes += float64(nodes)
				tl.measured += w
			}
			tl.cur = 0
			if p != nil {
				mu.Lock()
				cur, n, f = tl, 0, 0
				report()
				mu.Unlock()
			}
		}
	}
	return t, rows * cols, nil
}

// weightOf is the weight of cell (r, c) in a table's progress: its
// estimated work, at least 1.
func weightOf(weight func(r, c int) float64, r, c int) float64 {
	if weight == nil {
		return 1
	}
	return max(weight(r, c), 1)
}
