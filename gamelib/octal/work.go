package octal

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
)

// EstimateWork returns about the steps computing g(0), …, g(n) takes by
// the definition: a·n²/4 + b·n³/36 + d·n for a code with a two-heap
// digits, b three-heap digits and d nonzero digits (the plain solver's
// estimate; the rare/common solver is faster, so this is an upper bound),
// and n² more for a code with a repeating part, whose digits are written
// out to d_n. It makes a *Code a heap.WorkEstimator, so that a proof
// attempt (heap.FindPeriodContext) can stop at a bound: octal:4.07F,
// whose three-heap moves cost O(n²) a heap, would take about 1.2·10¹¹
// steps to heap 16383.
func (c *Code) EstimateWork(n int) float64 {
	if c == nil || n <= 0 {
		return 0
	}
	var two, three, digits float64
	for _, d := range c.digits {
		if d != 0 {
			digits++
		}
		if d&4 != 0 {
			two++
		}
		if d&8 != 0 {
			three++
		}
	}
	f := float64(n)
	w := max(digits, 1)*f + two*f*f/4 + three*f*f*f/36
	if c.repeat > 0 {
		w += f * f
	}
	return w
}

// CheckValuesWork returns the error Values16Context(ctx, n, …) would
// refuse g(0 … n) with before any work because of its estimated work (an
// error wrapping gamelib.ErrTooSlow), or nil: for the rare/common solver
// its three-heap splits to heap n (the one part of its work known in
// advance), for a code it does not handle the plain solver's whole
// estimate, EstimateWork(n). A caller that will compute g(0 … n) of many
// codes (a sweep) can so tell which are beyond the limit at once,
// without computing any. The memory is not checked.
func (c *Code) CheckValuesWork(ctx context.Context, n int) error {
	if c == nil {
		return errNilCode
	}
	if n <= 0 {
		return nil
	}
	if c.sparseOK() {
		return c.rule().checkWork(ctx, 0, n)
	}
	return gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("octal: %s: the definition for heaps 0..%d", c, n), c.EstimateWork(n))
}

// valuesWork is the work of g(0 … n) known in advance, the measure of
// FindPeriod's progress: CheckValuesWork's estimate, at least a step a
// heap.
func (c *Code) valuesWork(n int) float64 {
	if n <= 0 {
		return 0
	}
	if c.sparseOK() {
		return max(c.rule().sparseWork(0, n), float64(n))
	}
	return max(c.EstimateWork(n), float64(n))
}
