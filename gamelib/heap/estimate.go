package heap

import (
	"context"
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
)

// sampleBudget bounds the steps estimateCost spends on its samples.
const sampleBudget = 1 << 20

// optionBytes is what one option of a heap costs while a rule's options
// of one heap are held (a Func returns them all at once): a slice header
// and its backing array, for the usual one or two heaps.
const optionBytes = 40

// estimateCost refuses, before any work, a computation of g(0..n) by the
// definition for a rule whose cost is not known in advance (a heap.Func
// written in a notebook, a rule defined outside this package): it reads
// the options of sample heaps 1, 2, …, growing by a quarter (never past
// n), until the samples have taken sampleBudget steps, fits the steps s(m)
// of heap m (1 + Σ over its options of 1 + the option's heaps) to c·m^e by
// least squares on the logarithms of the larger half of the samples, and
// checks
//
//   - the work, n + ∫₀ⁿ c·m^e dm = n + c·n^(e+1)/(e+1) steps, against the
//     work limit of l, and
//   - the options of heap n, about s(n) of optionBytes each, against the
//     memory limit of l.
//
// A rule whose options grow exponentially shows a large exponent between
// its last samples and is refused; one that grows polynomially is
// estimated within a small factor, enough to tell "runs" from "refused".
// The samples cost at most about sampleBudget steps (plus the last
// sample), and ctx is checked between them. Invalid options are left for
// the computation itself to report.
func estimateCost(ctx context.Context, l gamelib.Limits, r Rule, n int) error {
	if n < 2 {
		return nil
	}
	type sample struct{ m, s float64 }
	var samples []sample
	spent := 0.0
	for m := 1; ; m = min(n, max(m+1, m+m/4)) {
		if err := cancelled(ctx, r); err != nil {
			return err
		}
		s := 1.0
		for opt := range r.Options(m) {
			s += float64(1 + len(opt))
			if s > sampleBudget { // one heap alone is past the budget
				break
			}
		}
		samples = append(samples, sample{float64(m), s})
		spent += s
		if m == n || spent > sampleBudget {
			break
		}
	}
	last := samples[len(samples)-1]
	// Least squares of log s on log m over the larger half.
	fit := samples[len(samples)/2:]
	e := 0.0
	if len(fit) >= 2 {
		var sx, sy, sxx, sxy float64
		for _, p := range fit {
			x, y := math.Log(p.m), math.Log(p.s)
			sx, sy, sxx, sxy = sx+x, sy+y, sxx+x*x, sxy+x*y
		}
		k := float64(len(fit))
		if d := k*sxx - sx*sx; d > 0 {
			e = (k*sxy - sx*sy) / d
		}
	}
	e = max(e, 0)
	// s(m) ≈ last.s·(m/last.m)^e, anchored at the last sample.
	N := float64(n)
	atN := last.s * math.Pow(N/last.m, e)
	steps := N + atN*N/(e+1)
	what := fmt.Sprintf("heap: %v: the mex over all options for heaps 0..%d (estimated from the options of heaps 1..%d, about %.3g at heap %d)", r, n, int(last.m), atN, n)
	if err := l.CheckWork(what, steps); err != nil {
		return err
	}
	if atN > math.MaxInt64/optionBytes {
		atN = math.MaxInt64 / optionBytes
	}
	return l.CheckMemory(fmt.Sprintf("heap: %v: options of heap %d (estimated from heaps 1..%d)", r, n, int(last.m)), int64(atN), optionBytes)
}
