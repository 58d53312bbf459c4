package chomp

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// A BoxTable holds the nimber of every Young diagram inside a rows×cols
// box, computed by the plain mex in one pass: the C(rows+cols, rows)
// diagrams of the box are ranked, each option of a diagram has a smaller
// rank, and the diagrams are taken in the order of their ranks.
//
// A diagram of row lengths a_0 ≥ a_1 ≥ … ≥ a_{rows−1} ≥ 0 (rows padded
// with zeros) has rank Σ_i C(a_i + rows−1−i, rows−i): the numbers
// b_i = a_i + rows−1−i decrease strictly, so this is the combinatorial
// number system's rank of the set {b_i}, a bijection onto
// 0 … C(rows+cols, rows)−1. A bite never lengthens a row, so every b_i
// of an option is at most the diagram's and one is less: its rank is
// smaller. For a bite at column j the rows it shortens are those at or
// above the bitten one longer than j; summing their new terms from the
// top row of length > j down gives the rank of every bite of column j
// in O(1) each, so the table costs O(positions · area) time, one step
// per option, and 2 bytes a diagram (nimbers are below the area, at
// most 255² here).
//
// The search of the decomp engine (Nimber asked for a table to resume or
// keep, Searches) prunes instead, but asks "has nimber k?"
// of a diagram for each k up to its nimber; on Chomp, which never
// splits, every diagram of the box is met anyway (2×255: minutes against
// milliseconds here).
type BoxTable struct {
	rows, cols int
	binom      []int64 // binom[n*(rows+1)+k] = C(n, k) for n ≤ rows+cols, k ≤ rows (at most 2^62)
	g          []uint16
}

// BoxPositions returns C(rows+cols, rows), the number of diagrams inside
// a rows×cols box (the empty one included), in floating point for
// estimates and messages (exact to about 13 digits; C(510, 255), the
// largest box's, is about 10^152).
func BoxPositions(rows, cols int) float64 {
	lg, _ := math.Lgamma(float64(rows + cols + 1))
	la, _ := math.Lgamma(float64(rows + 1))
	lb, _ := math.Lgamma(float64(cols + 1))
	return math.Round(math.Exp(lg - la - lb))
}

// EstimateBoxWork returns the steps NewBoxTable takes for a rows×cols
// box (in the units of gamelib.StepsPerSecond): one a diagram and one an
// option, positions × (1 + area/2), the mean diagram of a box having
// about half its squares. Measured (BenchmarkBox, one core, 6 December
// 2026): 1.8 to 3.0·10⁸ of these steps a second on 10×10, 8×12, 3×60,
// 2×150, 4×30, 3×255 and 13×13, so the time is 1 to 1.7 times the
// estimate's. O(1).
func EstimateBoxWork(rows, cols int) float64 {
	return BoxPositions(rows, cols) * (1 + float64(rows*cols)/2)
}

// NewBoxTable computes the nimbers of every diagram inside a rows×cols
// box (sides 1 … MaxSide). The table's 2·C(rows+cols, rows) bytes are
// checked against the memory limit of ctx; the work is refused up front when
// EstimateBoxWork exceeds the work limit of ctx; ctx is checked and
// progress reported every 2^14 diagrams (done and total in steps of work,
// EstimateBoxWork's: 1 + area a diagram).
func NewBoxTable(ctx context.Context, rows, cols int, progress gamelib.Progress) (*BoxTable, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("chomp: box %dx%d: sides must be in 1..%d", rows, cols, MaxSide)
	}
	// Binomials by Pascal's rule, saturating at 2^62 (past any memory):
	// the table's length is C(rows+cols, rows) exactly, not
	// BoxPositions' floating-point estimate.
	const most = int64(1) << 62
	binom := make([]int64, (rows+cols+1)*(rows+1))
	for m := range rows + cols + 1 {
		binom[m*(rows+1)] = 1
		for k := 1; k <= min(m, rows); k++ {
			a, b := binom[(m-1)*(rows+1)+k-1], binom[(m-1)*(rows+1)+k]
			binom[m*(rows+1)+k] = min(a, most-b) + b // a + b, at most 2^62 (a, b ≤ 2^62: no overflow)
		}
	}
	n := binom[(rows+cols)*(rows+1)+rows]
	what := fmt.Sprintf("chomp: table of the %d×%d box", rows, cols)
	if n == most {
		// Past 2^62 diagrams the exact count is not kept: the message
		// gives the real one, not the saturated 2^62.
		return nil, fmt.Errorf("%s: about %.2g diagrams of 2 bytes, more than any memory: %w", what, BoxPositions(rows, cols), gamelib.ErrTooLarge)
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory(what, n, 2); err != nil {
		return nil, err
	}
	if err := gamelib.LimitsFrom(ctx).CheckWork(what, EstimateBoxWork(rows, cols)); err != nil {
		return nil, err
	}
	t := &BoxTable{rows: rows, cols: cols, binom: binom, g: make([]uint16, n)}
	if err := t.fill(ctx, progress); err != nil {
		return nil, err
	}
	return t, nil
}

// term is row i's term of a rank when its length is a.
func (t *BoxTable) term(i, a int) int64 {
	return t.binom[(a+t.rows-1-i)*(t.rows+1)+t.rows-i]
}

// fill computes g in the order of the ranks.
func (t *BoxTable) fill(ctx context.Context, progress gamelib.Progress) error {
	rows := t.rows
	a := make([]int, rows)          // the diagram's rows, a[0] the poisoned one's
	prefix := make([]int64, rows+1) // prefix[i]: the terms of rows < i
	suffix := make([]int64, rows+1) // suffix[i]: the terms of rows ≥ i
	seen := make([]uint64, rows*t.cols+1)
	n := int64(len(t.g))
	// The work of a diagram is 1 + its area (its options, and itself);
	// the areas of a box's diagrams sum to n·rows·cols/2 (a diagram and
	// its complement in the box, turned a half-turn, have areas summing
	// to rows·cols), so progress counts work, not diagrams, whose later
	// ones are the larger.
	total := n + n*int64(rows*t.cols)/2
	var work int64
	for r := range n {
		if r&(1<<14-1) == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			progress.Report(min(work, total), total)
		}
		t.unrank(r, a)
		for _, x := range a {
			work += int64(x)
		}
		work++
		for i := range rows {
			prefix[i+1] = prefix[i] + t.term(i, a[i])
		}
		for i := rows - 1; i >= 0; i-- {
			suffix[i] = suffix[i+1] + t.term(i, a[i])
		}
		stamp := uint64(r) + 1 // 32 bits would wrap past 2^32 diagrams
		// Bites at column j: rows 0 … h−1 are longer than j (a is
		// non-increasing); a bite at (i, j) sets rows i … h−1 to j.
		h := rows
		for j := range a[0] {
			for h > 0 && a[h-1] <= j {
				h--
			}
			s := suffix[h]
			for i := h - 1; i >= 0; i-- {
				s += t.term(i, j)
				if i == 0 && j == 0 {
					break // the poisoned square is no move
				}
				seen[t.g[prefix[i]+s]] = stamp
			}
		}
		m := 0
		for seen[m] == stamp {
			m++
		}
		t.g[r] = uint16(m)
	}
	progress.Report(total, total)
	return nil
}

// unrank sets a to the rows of the diagram of rank r (greedy in the
// combinatorial number system: b_i is the largest b below b_{i−1} with
// C(b, rows−i) ≤ what is left of r). O(rows + cols).
func (t *BoxTable) unrank(r int64, a []int) {
	b := t.rows + t.cols // above every b_i
	for i := range t.rows {
		k := t.rows - i
		b--
		for b >= k && t.binom[b*(t.rows+1)+k] > r {
			b--
		}
		if b < k { // C(b, k) = 0 for b < k: this row and the ones above are empty
			b = k - 1
		} else {
			r -= t.binom[b*(t.rows+1)+k]
		}
		a[i] = b - (t.rows - 1 - i)
	}
}

// rank returns the rank of d, which must lie inside the box.
func (t *BoxTable) rank(d Diagram) int64 {
	var r int64
	for i := range len(d) {
		r += t.term(i, int(d[i]))
	}
	return r
}

// Dims returns the box's sides.
func (t *BoxTable) Dims() (rows, cols int) { return t.rows, t.cols }

// Len returns the number of diagrams held, C(rows+cols, rows).
func (t *BoxTable) Len() int64 { return int64(len(t.g)) }

// Nimber returns the nimber of d, and false when d is no Young diagram
// (Diagram.Check) or neither d nor its transpose (of the same nimber)
// lies inside the box. O(rows + cols).
func (t *BoxTable) Nimber(d Diagram) (int, bool) {
	if d.Check() != nil {
		return 0, false
	}
	if !t.holds(d) {
		// A diagram and its transpose have the same nimber.
		if d = d.Transpose(); !t.holds(d) {
			return 0, false
		}
	}
	return int(t.g[t.rank(d)]), true
}

// holds reports whether the Young diagram d lies inside the box.
func (t *BoxTable) holds(d Diagram) bool {
	return len(d) <= t.rows && (len(d) == 0 || int(d[0]) <= t.cols)
}

// optionNimbers returns the nimbers of d's options in the order of
// Moves. O(area · rows).
func (t *BoxTable) optionNimbers(d Diagram) []int {
	opts := Game{}.Options(d, nil)
	out := make([]int, len(opts))
	for i, o := range opts {
		out[i], _ = t.Nimber(o) // inside d's box, or its transpose's
	}
	return out
}

// boxFor returns the table of d's box when the functions of this package
// compute d's values that way: unless opt asks for the engine's table
// (Dir, to save and resume, or Table, kept across searches). Otherwise it
// returns nil and the engine searches. A box too large for the memory
// limit is an error, not a search: its search would meet as many
// diagrams, each asked "has nimber k?" for every k up to its nimber. The
// stats count the box's diagrams as Nodes.
func boxFor(ctx context.Context, d Diagram, opt *decomp.Options) (*BoxTable, decomp.Stats, error) {
	if Searches(opt) {
		return nil, decomp.Stats{}, nil
	}
	start := time.Now()
	var p gamelib.Progress
	if opt != nil && opt.Progress != nil {
		p = func(done, total int64) { opt.Progress(done*1_000_000/max(total, 1), 1_000_000) }
	}
	// The box with fewer rows, the cheaper (a rank has a term a row;
	// 255×3 took 1.8 times 3×255): d's or its transpose's, which holds
	// the same nimbers turned over (BoxTable.Nimber).
	rows, cols := max(len(d), 1), max(int(d.first()), 1)
	t, err := NewBoxTable(ctx, min(rows, cols), max(rows, cols), p)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return t, decomp.Stats{Nodes: t.Len(), Elapsed: time.Since(start)}, nil
}

// Searches reports whether Nimber, Outcome, OptionNimbers and
// OptionOutcomes given opt search with the decomp engine (opt asks for
// its table: Dir or Table), reporting to opt.Progress and opt.Status,
// rather than compute the box's table, which reports to opt.Progress
// only (the share of the box's diagrams done; Status describes a
// search's tests).
func Searches(opt *decomp.Options) bool {
	return opt != nil && (opt.Dir != "" || opt.Table != nil)
}
