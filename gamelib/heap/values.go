package heap

import (
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"

	"github.com/grundylab/grundylab/gamelib"
)

// Values returns the Grundy sequence g(0), …, g(n) of rule r: ValuesContext
// with context.Background(), under the process-wide limits.
func Values(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return ValuesContext(context.Background(), r, n, progress)
}

// ValuesContext returns the Grundy sequence g(0), …, g(n) of rule r. It
// uses the rule's own method when r is a Valuer (which may apply a proven
// law, as Lasker's Nim and splitting into k ≥ 4 parts do; DefinitionValues
// never does) and PlainValuesContext otherwise.
//
// It returns an error for a nil rule, for n < 0, when the sequence would
// need more memory than the memory limit of ctx (gamelib.LimitsFrom), when
// its estimated work exceeds the work limit of ctx, and ctx.Err()
// (wrapped) when ctx is done. A Valuer that is not a ContextValuer runs
// under the process-wide limits and is not interrupted: ctx is checked
// before and after it.
func ValuesContext(ctx context.Context, r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if isNil(r) {
		return nil, errNilRule
	}
	switch v := r.(type) {
	case ContextValuer:
		return checkLength(r, n)(v.ValuesContext(ctx, n, progress))
	case Valuer:
		return foreign(ctx, r, n, func() (gamelib.Sequence, error) { return v.Values(n, progress) })
	}
	return PlainValuesContext(ctx, r, n, progress)
}

// foreign runs a Valuer's method that takes no context: the size is
// checked under ctx's limits and ctx before and after.
func foreign(ctx context.Context, r Rule, n int, values func() (gamelib.Sequence, error)) (gamelib.Sequence, error) {
	if err := checkSize(gamelib.LimitsFrom(ctx), r, n); err != nil {
		return nil, err
	}
	if err := cancelled(ctx, r); err != nil {
		return nil, err
	}
	g, err := checkLength(r, n)(values())
	if err == nil {
		err = cancelled(ctx, r)
	}
	if err != nil {
		return nil, err
	}
	return g, nil
}

// cancelled returns ctx's error, wrapped and naming r, when ctx is done.
func cancelled(ctx context.Context, r Rule) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("heap: %v: %w", r, err)
	}
	return nil
}

// A Definer is a Valuer whose Values applies a theorem (a law proven for
// every heap, such as Lasker's) and which can also compute its values
// from the definition of the game, to check the theorem or to avoid
// relying on it. Its tests check both on all small heaps.
type Definer interface {
	Valuer
	// DefinitionValues returns g(0), …, g(n) computed from the
	// definition, the mex over all options, assuming no law.
	DefinitionValues(n int, progress gamelib.Progress) (gamelib.Sequence, error)
}

// A ContextDefiner is a Definer whose DefinitionValues honours a context,
// as a ContextValuer's Values does.
type ContextDefiner interface {
	Definer
	DefinitionValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error)
}

// DefinitionValues is DefinitionValuesContext with context.Background().
func DefinitionValues(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return DefinitionValuesContext(context.Background(), r, n, progress)
}

// DefinitionValuesContext returns g(0), …, g(n) of rule r computed from
// the definition of the game, never from a closed-form law: r's
// DefinitionValues when r is a Definer, ValuesContext otherwise (the
// Values of a rule that is not a Definer are computed by the mex over its
// options, possibly grouped cleverly). Its errors are those of
// ValuesContext.
func DefinitionValuesContext(ctx context.Context, r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if isNil(r) {
		return nil, errNilRule
	}
	switch d := r.(type) {
	case ContextDefiner:
		return checkLength(r, n)(d.DefinitionValuesContext(ctx, n, progress))
	case Definer:
		return foreign(ctx, r, n, func() (gamelib.Sequence, error) { return d.DefinitionValues(n, progress) })
	}
	return ValuesContext(ctx, r, n, progress)
}

var errNilRule = errors.New("heap: nil rule")

// isNil reports whether r is nil or a nil pointer (a nil *SubtractionRule,
// *SplitRule, *octal.Code, …), whose methods would otherwise dereference
// it.
func isNil(r Rule) bool {
	if r == nil {
		return true
	}
	v := reflect.ValueOf(r)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// checkLength returns a function that passes on the result of a Valuer,
// or an error when a successful result does not hold the n+1 values
// asked for (a Valuer defined outside this package could get it wrong).
func checkLength(r Rule, n int) func(gamelib.Sequence, error) (gamelib.Sequence, error) {
	return func(g gamelib.Sequence, err error) (gamelib.Sequence, error) {
		if err == nil && len(g) != n+1 {
			return nil, fmt.Errorf("heap: %v: Values(%d) returned %d values, want %d", r, n, len(g), n+1)
		}
		return g, err
	}
}

// ErrBadOption is returned (wrapped) by PlainValues when a rule yields an
// option that is not a sum of smaller heaps: a heap of size < 0 or ≥ the
// heap moved from. An option that leaves the heap itself is a cycle and
// wraps gamelib.ErrCycle too.
var ErrBadOption = errors.New("option is not a sum of smaller heaps")

// PlainValues is PlainValuesContext with context.Background().
func PlainValues(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return PlainValuesContext(context.Background(), r, n, progress)
}

// PlainValuesContext computes g(0), …, g(n) from the definition: the mex,
// over every option yielded by r.Options(m), of the nim-sum of the
// option's heaps. It is the reference against which every faster method
// is tested.
//
// Every option is validated as it is read (each heap h of an option of m
// must satisfy 0 ≤ h < m, the contract of Rule), so a rule that breaks
// the contract gets an error wrapping ErrBadOption, and gamelib.ErrCycle
// when an option leaves heap m itself, never a panic or a wrong value.
//
// Cost: O(Σₘ |options(m)| · heaps per option) time and O(n) memory plus
// a bitset of the option values of one heap. The cost of a rule is not
// known in advance, so it is estimated before any work from the options
// of sample heaps (see estimateCost): a rule whose estimated work exceeds
// the work limit of ctx, or whose options of heap n would not fit its
// memory limit, is refused with an error wrapping gamelib.ErrTooSlow or
// gamelib.ErrTooLarge. Progress is reported in options read against an
// estimate extrapolated from the growth of the options read so far. ctx
// is checked between heaps.
func PlainValuesContext(ctx context.Context, r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if isNil(r) {
		return nil, errNilRule
	}
	return mexSequence(ctx, r, n, progress, nil, func(m int, g gamelib.Sequence, seen *optionValues) (int, error) {
		steps := 0
		for opt := range r.Options(m) {
			x := 0
			for _, h := range opt {
				if h < 0 || h >= m {
					return steps, badOption(r, m, h, opt)
				}
				x ^= g[h]
			}
			steps += 1 + len(opt)
			if err := seen.Set(x); err != nil {
				return steps, fmt.Errorf("heap: %v: options of heap %d: %w", r, m, err)
			}
		}
		return steps, nil
	})
}

// badOption describes an option of heap m that leaves heap h.
func badOption(r Rule, m, h int, opt []int) error {
	if h == m {
		return fmt.Errorf("heap: %v: an option of heap %d, %v, leaves heap %d itself: %w (%w)", r, m, opt, m, ErrBadOption, gamelib.ErrCycle)
	}
	return fmt.Errorf("heap: %v: an option of heap %d, %v, leaves heap %d: %w", r, m, opt, h, ErrBadOption)
}

// A cost models the work of a sequence computation: heap m costs about
// perHeap + perSize·m steps. mexSequence checks the total against
// gamelib.WorkLimit before it starts and reports progress in steps.
type cost struct {
	what             string // the method, for the work-limit message
	perHeap, perSize float64
}

// upTo returns the steps of heaps 1..m.
func (c cost) upTo(m int) float64 {
	f := float64(m)
	return c.perHeap*f + c.perSize*f*(f+1)/2
}

// mexSequence is the loop every sequence computation of this package
// shares: it checks the size and the work under ctx's limits (for a
// known cost c, c's total; else the estimate of estimateCost), then for
// m = 1..n lets options add the values of the options of heap m
// (g(0..m−1) known) to an empty set and return the steps it took, stores
// their mex as g(m), and reports progress in steps about 256 times. For
// c = nil the total is extrapolated from the steps so far (see
// progressEstimate). ctx is checked every 2¹⁶ steps and every n/256
// heaps, so a cancelled computation stops within about a millisecond of
// work (or one heap's options).
func mexSequence(ctx context.Context, r Rule, n int, progress gamelib.Progress, c *cost, options func(m int, g gamelib.Sequence, seen *optionValues) (int, error)) (gamelib.Sequence, error) {
	l := gamelib.LimitsFrom(ctx)
	if err := checkSize(l, r, n); err != nil {
		return nil, err
	}
	if c != nil {
		if err := l.CheckWork(fmt.Sprintf("heap: %v: %s for heaps 0..%d", r, c.what, n), c.upTo(n)); err != nil {
			return nil, err
		}
	} else if err := estimateCost(ctx, l, r, n); err != nil {
		return nil, err
	}
	if err := cancelled(ctx, r); err != nil {
		return nil, err
	}
	g := make(gamelib.Sequence, n+1)
	seen := optionValues{ctx: ctx}
	step := max(1, (n+255)/256)
	var done float64  // steps so far
	var first float64 // steps of heaps 1..step, for the extrapolation
	var unchecked int // steps since ctx was last checked
	for m := 1; m <= n; m++ {
		seen.bits.Clear()
		steps, err := options(m, g, &seen)
		if err != nil {
			return nil, err
		}
		done += float64(steps)
		g[m] = seen.bits.Mex()
		if unchecked += steps + 1; unchecked >= 1<<16 || m%step == 0 {
			unchecked = 0
			if err := cancelled(ctx, r); err != nil {
				return nil, err
			}
		}
		if m%step == 0 && progress != nil {
			if c != nil {
				reportSteps(progress, c.upTo(m), c.upTo(n))
			} else {
				if m == step {
					first = done
				}
				reportSteps(progress, done, progressEstimate(done, first, m, step, n))
			}
		}
	}
	if c != nil {
		done = c.upTo(n)
	}
	reportSteps(progress, done, done)
	return g, nil
}

// optionValues is the set of the values of one heap's options that
// mexSequence hands its callers: a gamelib.Bitset that grows under the
// limits of the call's ctx (gamelib.Bitset.SetContext). The mex loops call
// Set once an option; it holds the ctx rather than taking it, as calling
// Bitset.SetContext(ctx, v) there cost sub:1,3,4 about 14% more CPU time
// than Bitset.Set (user time, 20 runs to n = 2²⁰, load ~10), while Set
// costs what Bitset.Set did, within the noise.
type optionValues struct {
	bits gamelib.Bitset
	ctx  context.Context
}

// Set adds v ≥ 0 to the set, growing it under the limits of s.ctx.
func (s *optionValues) Set(v int) (err error) {
	if w := uint(v) / 64; w < uint(len(s.bits)) { // a negative v is huge here
		s.bits[w] |= 1 << (v & 63)
	} else {
		err = s.grow(v)
	}
	return err
}

// grow is Set's slow path, kept out of Set (measured: inlined there, it
// doubled the time of sub:1,3,4).
//
//go:noinline
func (s *optionValues) grow(v int) error { return s.bits.SetContext(s.ctx, v) }

// progressEstimate extrapolates the total steps of heaps 1..n from done,
// the steps of heaps 1..m, and first, those of heaps 1..step: if the
// steps of heaps 1..j grow like j^e, e = log(done/first)/log(m/step).
// For rules whose options grow polynomially with the heap (the usual
// case) the estimate converges to the truth as m grows.
func progressEstimate(done, first float64, m, step, n int) float64 {
	if m <= step || first <= 0 || done <= first {
		return done * float64(n) / float64(m)
	}
	e := math.Log(done/first) / math.Log(float64(m)/float64(step))
	return done * math.Pow(float64(n)/float64(m), max(e, 1))
}

// reportSteps reports done of total steps, scaled to fit an int64.
func reportSteps(progress gamelib.Progress, done, total float64) {
	const most = 1 << 62
	if total > most {
		done, total = done/total*most, most
	}
	progress.Report(int64(min(done, total)), int64(total))
}

// checkSize validates a request for the values of heaps 0..n under l.
func checkSize(l gamelib.Limits, r Rule, n int) error {
	return l.CheckHeaps(fmt.Sprintf("heap: %v: values of heaps 0..%d", r, n), n, 8)
}
