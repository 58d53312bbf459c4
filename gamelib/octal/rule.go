package octal

import (
	"context"
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
)

// MaxValue is the largest Grundy value the solvers store: values are kept
// as uint16 so that 2^26 heaps need 128 MiB. A game whose values outgrow it
// makes the solvers return an error rather than wrap around.
const MaxValue = 1<<16 - 1

// valueLimit is MaxValue; tests lower it to reach the error path.
var valueLimit = MaxValue

// A rule is the compiled form of a take-and-break game that the solvers
// walk: digits[j] is the Guy–Smith digit for removing j tokens, unequal
// restricts every two-heap split to unequal heaps (Grundy's game), and
// uneq, when not nil, restricts the splits of d_j to pairwise unequal
// heaps for the j with uneq[j] (the plain solver only).
type rule struct {
	name    string
	digits  []uint8
	unequal bool
	uneq    []bool

	// The move lists, compiled once from digits (moves): the removals
	// j ≥ 1 of d_j with bit 1 (take the whole heap), bit 2 (leave one
	// heap), and j ≥ 0 with bit 4 (two heaps) and bit 8 (three heaps);
	// maxJ is the largest j of a two-heap move.
	alls, ones, twos, thre []int
	maxJ                   int
}

// moves compiles r's digits to its move lists and returns r.
func (r *rule) moves() *rule {
	for j, d := range r.digits {
		if d&1 != 0 && j > 0 {
			r.alls = append(r.alls, j)
		}
		if d&2 != 0 && j > 0 {
			r.ones = append(r.ones, j)
		}
		if d&4 != 0 {
			r.twos = append(r.twos, j)
			r.maxJ = j
		}
		if d&8 != 0 {
			r.thre = append(r.thre, j)
		}
	}
	return r
}

// rule compiles a finite code for the solvers. The rare/common solver
// reads only digits and unequal, so it needs sparseOK; the plain solver
// reads uneq too. A code with a repeating part has no finite rule: see
// ruleUpTo.
func (c *Code) rule() *rule {
	if c == nil {
		return &rule{name: c.String()}
	}
	r := &rule{name: c.String(), digits: c.digits, uneq: c.unequal}
	r.unequal = c.sparseOK() && c.unequalSplits()
	return r.moves()
}

// ruleUpTo compiles c for heaps up to n: a repeating part is written out
// to d_n, n+1 bytes (checked against gamelib.MemoryLimit).
func (c *Code) ruleUpTo(ctx context.Context, n int) (*rule, error) {
	if c.repeat == 0 {
		return c.rule(), nil
	}
	if err := checkSize(ctx, c.String()+" digits", n, 2); err != nil {
		return nil, err
	}
	r := &rule{name: c.String(), digits: make([]uint8, max(n+1, len(c.digits)))}
	if c.unequal != nil {
		r.uneq = make([]bool, len(r.digits))
	}
	for j := range r.digits {
		r.digits[j] = uint8(c.Digit(j))
		if r.uneq != nil {
			r.uneq[j] = c.Unequal(j)
		}
	}
	return r.moves(), nil
}

// unequalSplits reports whether some two-heap digit of c carries "!".
func (c *Code) unequalSplits() bool {
	for j, d := range c.digits {
		if d&4 != 0 && c.unequalAt(j) {
			return true
		}
	}
	return false
}

// sparseOK reports whether the rare/common solver applies to c: a finite
// code whose two-heap digits all carry "!" or none does (the solver has one
// unequal flag), and with no "!" on a three-heap digit (it enumerates
// three-heap splits in full, unrestricted). Otherwise Values uses the
// plain solver.
func (c *Code) sparseOK() bool {
	if c == nil || c.repeat > 0 {
		return false
	}
	u := c.unequalSplits()
	for j, d := range c.digits {
		if (d&4 != 0 && c.unequalAt(j) != u) || (d&8 != 0 && c.unequalAt(j)) {
			return false
		}
	}
	return true
}

// checkSize validates n and the memory for values of heaps 0..n stored in
// elemSize bytes each, against the memory limit ctx carries
// (gamelib.LimitsFrom).
func checkSize(ctx context.Context, name string, n int, elemSize int64) error {
	if n < 0 {
		return fmt.Errorf("octal: %s: negative heap size n=%d", name, n)
	}
	count := int64(n) + 1
	if count < 0 { // n = math.MaxInt
		count = math.MaxInt64
	}
	return gamelib.LimitsFrom(ctx).CheckMemory("octal: "+name+" values", count, elemSize)
}

// errValueTooLarge reports a value that does not fit the uint16 storage.
func errValueTooLarge(name string, n int) error {
	return fmt.Errorf("octal: %s: g(%d) exceeds %d, the largest value stored", name, n, valueLimit)
}

// A pace says at which heaps a computation of g(0 … n) reports progress
// and checks its context: after each 1/256 of its work to n, or of
// paceMinWork steps if more, and at least every paceMaxHeaps heaps.
// work(m) is the (estimated) work to heap m, non-decreasing in m, so that
// a code whose heaps cost O(m²) each (three-heap splits) is checked as
// often in its last heaps, which cost most, as in its first, where a
// count of heaps would go minutes between two checks.
type pace struct {
	work  func(m int) float64
	n     int
	chunk float64
}

const (
	paceMinWork  = 1 << 22 // steps: a few milliseconds
	paceMaxHeaps = 1 << 12
)

func newPace(n int, work func(m int) float64) pace {
	return pace{work: work, n: n, chunk: max(work(n)/256, paceMinWork)}
}

// workUnits returns work(m) as an int64 for progress reports, scaled
// down so that work(n) stays below 2^60: the work of three-heap splits to
// 10⁷ heaps, some 10¹⁹ steps, overflows an int64.
func workUnits(work func(m int) float64, n int) func(m int) int64 {
	scale := max(1, work(n)/(1<<60))
	return func(m int) int64 { return int64(work(m) / scale) }
}

// next returns the first heap after m at which the computation reports
// and checks again: the least heap h ≤ min(m + paceMaxHeaps, n + 1) with
// work(h) − work(m) ≥ the chunk, or that bound. O(log paceMaxHeaps)
// calls of work.
func (p pace) next(m int) int {
	lo, hi := m+1, max(min(m+paceMaxHeaps, p.n+1), m+1)
	target := p.work(m) + p.chunk
	for lo < hi {
		mid := lo + (hi-lo)/2
		if p.work(mid) >= target {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// toSequence widens stored values to a gamelib.Sequence.
func toSequence(ctx context.Context, name string, g []uint16) (gamelib.Sequence, error) {
	if err := gamelib.LimitsFrom(ctx).CheckMemory("octal: "+name+" sequence", int64(len(g)), 8); err != nil {
		return nil, err
	}
	s := make(gamelib.Sequence, len(g))
	for i, v := range g {
		s[i] = int(v)
	}
	return s, nil
}
