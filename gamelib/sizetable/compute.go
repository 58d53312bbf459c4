package sizetable

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// Compute computes the table s names: each cell by the game's search
// (opt: its TTMem the size of the one table kept across the table's
// searches, the engine's default when 0 (decomp.NewTable); Workers; opt may be nil), the
// wins tables by the options' outcomes. It refuses the table up front
// when EstimateWork(s) exceeds the work limit of ctx (an error wrapping
// gamelib.ErrTooSlow), and reports to progress (when not nil) one
// fraction for the whole table, in millionths, each cell weighted by its
// estimate. A cell's error (cancelled, out of memory, refused) ends the
// computation and is returned, naming the cell. The table is kept in
// memory only: an opt with a Table or a Dir is an error, not ignored.
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
	t.Values, err = computeCells(l.t.rows, l.t.cols, t.X0, t.Y0, weight, func(r, c int, p gamelib.Progress) (int, error) {
		o := o
		o.Progress = p
		if !l.wins {
			v, err := l.nimber(ctx, r, c, &o)
			return v, cellError(t, r, c, err)
		}
		outs, err := l.outcomes(ctx, r, c, &o)
		return countP(outs), cellError(t, r, c, err)
	}, progress)
	if err != nil {
		return nil, err
	}
	return t, nil
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

// cellError names the cell in err (nil stays nil).
func cellError(t *Table, r, c int, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("table %s at %d×%d: %w", t.Game, r, c, err)
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

// computeCells computes the rows×cols table of cell(y0+i, x0+j),
// reporting to p (when not nil) in millionths of the table's weight
// (weight, 1 a cell when nil): the cells done, plus the share of the one
// being computed that it reports to the Progress it is given. The bar
// never goes back (it shows the largest fraction reported), whatever a
// cell's search reports. O(rows · cols) besides the cells.
func computeCells(rows, cols, x0, y0 int, weight func(r, c int) float64, cell func(r, c int, progress gamelib.Progress) (int, error), p gamelib.Progress) ([][]int, error) {
	total := 0.0
	for r := range rows {
		for c := range cols {
			total += weightOf(weight, r+y0, c+x0)
		}
	}
	const scale = 1e6
	done := 0.0
	t := make([][]int, rows)
	for r := range t {
		t[r] = make([]int, cols)
		for c := range t[r] {
			w := weightOf(weight, r+y0, c+x0)
			var cur gamelib.Progress
			if p != nil {
				base, shown := done, done
				cur = func(d, n int64) {
					if n > 0 {
						shown = max(shown, base+w*min(float64(d)/float64(n), 1))
						p.Report(int64(scale*shown/total), scale)
					}
				}
			}
			v, err := cell(r+y0, c+x0, cur)
			if err != nil {
				return nil, err
			}
			t[r][c] = v
			done += w
			if p != nil {
				p.Report(int64(scale*done/total), scale)
			}
		}
	}
	return t, nil
}

// weightOf is the weight of cell (r, c) in a table's progress: its
// estimated work, at least 1.
func weightOf(weight func(r, c int) float64, r, c int) float64 {
	if weight == nil {
		return 1
	}
	return max(weight(r, c), 1)
}
