package misere

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// The options of a rule's heaps: listed, checked and counted, and their
// growth with the heap size extrapolated for the estimates of every
// method (memory and work refused up front).

// badOption is the error for heap h of r with an option holding heap k ≥
// h (or k < 0); k = h is a cycle.
func badOption(r hp.Rule, h, k int) error {
	err := fmt.Errorf("misere: %v: heap %d has an option with a heap of size %d: %w", r, h, k, hp.ErrBadOption)
	if k == h {
		err = fmt.Errorf("%w: %w", err, gamelib.ErrCycle)
	}
	return err
}

// ruleOptions returns the options of the heaps 1..n of r, each a list of
// heaps, checked to be smaller than the heap moved in. The options are
// kept, so they go through the memory check: extrapolated to heap n as
// they come (optionGrowth; Kayles to heap 10⁶ is refused at heap 256),
// and exactly as they grow.
func ruleOptions(lim gamelib.Limits, r hp.Rule, n int) ([][][]int, error) {
	if err := lim.CheckMemory(fmt.Sprintf("misere: %v: options of heaps 1..%d", r, n), int64(n)+1, 24); err != nil {
		return nil, err
	}
	opts := make([][][]int, n+1)
	var count, checked int64 // words kept: a slice header (3) and the heaps of each option
	var growth optionGrowth
	for h := 1; h <= n; h++ {
		if err := growth.check(lim, r, h, n, count, 8); err != nil {
			return nil, err
		}
		for op := range r.Options(h) {
			for _, k := range op {
				if k < 0 || k >= h {
					return nil, badOption(r, h, k)
				}
			}
			opts[h] = append(opts[h], slices.Clone(op))
			if count += int64(len(op)) + 3; count >= 2*checked+4096 {
				checked = count
				if err := lim.CheckMemory(fmt.Sprintf("misere: %v: options of heaps 1..%d (at heap %d)", r, n, h), 2*count, 8); err != nil {
					return nil, err
				}
			}
		}
	}
	return opts, nil
}

// optionGrowth refuses early a heap bound whose options would exceed the
// memory limit: at each power of two m ≥ 128 it extrapolates the count of
// the options of the heaps below m to heap n as a power of the heap size
// fitted over the last doubling (degree 1 to 3: about 2 for Nim and
// Kayles, 1 for subtraction games).
type optionGrowth struct {
	half int64 // the count at the last power of two
}

// check is called before heap m with the count so far, each option
// taking size bytes. With size 0 the count is of work, not memory: the
// heaps of the options listed, held against the work limit at
// stepsPerTameUnit each (split:2 to heap 10⁶, whose heaps are all
// nim-like, so that neither the search nor the memory has anything to
// hold, listed options for minutes).
func (g *optionGrowth) check(lim gamelib.Limits, r hp.Rule, m, n int, count, size int64) error {
	if m < 128 || m&(m-1) != 0 {
		return nil
	}
	if g.half > 0 && n > m {
		d := min(max(math.Log2(float64(count)/float64(g.half)), 1), 3)
		est := float64(count) * math.Pow(float64(n)/float64(m), d)
		if size == 0 {
			if err := lim.CheckWork(fmt.Sprintf("misere: %v: options of heaps 1..%d (extrapolated from heap %d)", r, n, m), est*stepsPerTameUnit); err != nil {
				return err
			}
		} else if err := lim.CheckMemory(fmt.Sprintf("misere: %v: options of heaps 1..%d (extrapolated from heap %d)", r, n, m), int64(min(est, 1<<60)), size); err != nil {
			return err
		}
	}
	g.half = count
	return nil
}

// growthFit extrapolates a count that grows with the heap size, such as
// the heaps of the options of the heaps 0..h listed so far, to heap n as
// count·((n+1)/(h+1))^D, the degree D fitted over the last doubling of h
// (the count at h against that at h/2) and kept within [1, 3]: 1 for
// rules with as many options at every heap (subtraction games), 2 for
// those whose options grow linearly (take-and-break, splitting games).
// It answers from heap 32 on, once a doubling is seen.
type growthFit struct {
	half int64 // the count at the last power of two
	deg  float64
}

// at is told the count at heap h and returns the count extrapolated to
// heap n, or 0 while no doubling has been seen.
func (g *growthFit) at(h, n int, count int64) float64 {
	if h >= 16 && h&(h-1) == 0 {
		if g.half > 0 {
			g.deg = min(max(math.Log2(float64(count)/float64(g.half)), 1), 3)
		}
		g.half = count
	}
	if g.deg == 0 {
		return 0
	}
	return float64(count) * math.Pow(float64(n+1)/float64(h+1), g.deg)
}

// optionsWork returns the heaps of the options of r's heaps 0..n (each
// option counted as its heaps plus one), a lower bound on the work of
// any method that lists the options of every heap, as the quotients do:
// listed up to heap 4096 and extrapolated from there by growthFit (exact
// when n ≤ 4096). O(min(n, 4096)) heaps' options.
func optionsWork(ctx context.Context, r hp.Rule, n int) (float64, error) {
	var done int64
	var fit growthFit
	est := 0.0
	for h := 0; h <= min(n, 4096); h++ {
		if h&255 == 0 {
			if err := cancelled(ctx); err != nil {
				return 0, err
			}
		}
		for o := range r.Options(h) {
			done += int64(len(o)) + 1
		}
		est = fit.at(h, n, done)
	}
	if n <= 4096 || est == 0 {
		return float64(done), nil
	}
	return est, nil
}

// nilRule reports whether r is nil or a nil pointer in an interface (a
// (*heap.SubtractionRule)(nil) would otherwise read as a game without
// moves).
func nilRule(r hp.Rule) bool {
	if r == nil {
		return true
	}
	v := reflect.ValueOf(r)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// cancelled returns ctx's error, if any (nil for a nil ctx).
func cancelled(ctx context.Context) error {
	if ctx == nil {
		return nil
	}
	return context.Cause(ctx)
}

// stepsPerTameUnit is the cost, in the steps of gamelib.CheckWork, of
// one heap of one option in tamePrefix (a look-up and a nim-sum): 8 to
// 13 ns measured on 0.56 and Nim to heap 3000, about 3 to 4 of the
// 3·10⁸ steps a second the work limit assumes, rounded up.
const stepsPerTameUnit = 5
