package misere

import (
	"context"
	"errors"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// The policy: which method answers a misère question. It is decided here
// once; the command line and the notebooks call Genera and Sum.
//
// Three methods compute the same things at very different costs:
//
//   - tame (TameGenera): when every heap up to the largest asked is
//     hereditarily tame, the genera follow from the options without
//     search, and sums of tame heaps are played as misère Nim (TameSum,
//     TameWinningMove). It costs one listing of the options.
//   - search (Solver): the memoised search over every position reachable,
//     exact for any game, whose cost grows like the partition numbers for
//     games that split heaps.
//   - quotient (QuotientOf, QuotientGenera, QuotientGenus): the proven
//     misère quotient, cheap while it is small, refused (ErrQuotientTooLarge)
//     past Options.MaxOrder elements.
//
// MethodAuto tries tame first, since it is exact and cheapest when it
// applies. For the genera of single heaps (Genera) it then tries the
// search, which the extrapolated work of HeapGenera bounds up front, and
// the value quotient last; for a sum (Sum) it tries the quotient before
// the search, as the search over a sum's positions grows with the
// product of its heaps while the quotient of the heaps up to the largest
// does not; the genus of the sum from the quotient needs the value
// quotient with ∗1 and ∗2, and where that is too large the search is
// given a tenth of the call's work limit to find it (the outcome and the
// move are known: the genus is the extra). A method is left for the next
// one only when it does not apply (a heap is not tame), or when its
// estimate is refused (gamelib.ErrTooSlow, ErrQuotientTooLarge,
// ErrNotCalibrated); any other error ends the call. Every quotient try is
// preceded by the estimate of the options it must list (optionsWork), so
// a heap bound such as split:2 to heap 10⁶ is refused at once.

// Method names a way of computing misère values.
type Method string

// The methods; MethodAuto chooses by the policy above.
const (
	MethodAuto     Method = "auto"
	MethodTame     Method = "tame"
	MethodSearch   Method = "search"
	MethodQuotient Method = "quotient"
)

// ParseMethod reads "auto", "tame", "search" or "quotient" ("" is auto).
func ParseMethod(s string) (Method, error) {
	switch m := Method(s); m {
	case "":
		return MethodAuto, nil
	case MethodAuto, MethodTame, MethodSearch, MethodQuotient:
		return m, nil
	}
	return "", fmt.Errorf("misere: method must be auto, tame, search or quotient, got %q", s)
}

// Options choose the method of Genera and Sum and bound the quotients.
// The zero value (or nil) is MethodAuto with quotients of order ≤ 2000.
type Options struct {
	Method   Method // MethodAuto when empty
	MaxOrder int    // the quotients' largest order (default 2000)
	// Progress, if not nil, is told of the work of each method tried.
	Progress gamelib.Progress
}

func (o *Options) get() (Options, error) {
	var v Options
	if o != nil {
		v = *o
	}
	m, err := ParseMethod(string(v.Method))
	if err != nil {
		return v, err
	}
	v.Method = m
	if v.MaxOrder == 0 {
		v.MaxOrder = 2000
	}
	if v.MaxOrder < 0 {
		return v, fmt.Errorf("misere: MaxOrder must be at least 1, got %d", v.MaxOrder)
	}
	return v, nil
}

func (o Options) quotient(ctx context.Context) *QuotientOptions {
	return &QuotientOptions{MaxOrder: o.MaxOrder, Progress: o.Progress, ctx: ctx}
}

// GeneraResult is what Genera found.
type GeneraResult struct {
	Genera           []Genus // the genus of every heap 0..n
	HereditarilyTame []bool  // whether each heap is hereditarily tame
	Method           Method  // the method that answered
	QuotientOrder    int     // the value quotient's order, with MethodQuotient
}

// Values returns the misère Grundy values g⁻ of the heaps.
func (g *GeneraResult) Values() gamelib.Sequence {
	v := make(gamelib.Sequence, len(g.Genera))
	for i, x := range g.Genera {
		v[i] = x.Misere()
	}
	return v
}

// skippable reports whether auto may leave a method for the next one
// after err: its estimate or its quotient was refused.
func skippable(err error) bool {
	return errors.Is(err, gamelib.ErrTooSlow) || errors.Is(err, ErrQuotientTooLarge) || errors.Is(err, ErrNotCalibrated)
}

// checkOptionsWork refuses, with gamelib.ErrTooSlow, a quotient of the
// heaps ≤ n whose options alone are estimated past the call's work
// limit (optionsWork, at stepsPerTameUnit a heap of an option).
func checkOptionsWork(ctx context.Context, r hp.Rule, n int) error {
	w, err := optionsWork(ctx, r, n)
	if err != nil {
		return err
	}
	return gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("misere: %v: quotient of heaps 0..%d (its options alone)", r, n), w*stepsPerTameUnit)
}

// Genera returns the genus of every heap 0..n of r and whether each is
// hereditarily tame, by the method opts choose (the policy above: auto
// tries tame, search and the value quotient in turn), with the limits and
// cancellation of ctx (gamelib.LimitsFrom). When every method tried
// fails, the error names each.
func Genera(ctx context.Context, r hp.Rule, n int, opts *Options) (*GeneraResult, error) {
	o, err := opts.get()
	if err != nil {
		return nil, err
	}
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap size n=%d", r, n)
	}
	var errs []error
	if o.Method == MethodAuto || o.Method == MethodTame {
		gs, err := tameGenera(ctx, r, n, o.Progress)
		switch {
		case err == nil && len(gs) == n+1:
			ht := make([]bool, len(gs))
			for i := range ht {
				ht[i] = true
			}
			return &GeneraResult{Genera: gs, HereditarilyTame: ht, Method: MethodTame}, nil
		case err != nil && (o.Method == MethodTame || !skippable(err)):
			return nil, err
		case o.Method == MethodTame:
			return nil, fmt.Errorf("misere: %v: heap %d is not hereditarily tame, so the tame method does not apply", r, len(gs))
		case err != nil:
			errs = append(errs, fmt.Errorf("the tame genera: %w", err))
		}
	}
	if o.Method == MethodAuto || o.Method == MethodSearch {
		s := NewSolverContext(ctx, r)
		gs, err := s.HeapGenera(n, o.Progress)
		if err == nil {
			ht := make([]bool, len(gs))
			for h := range gs {
				if ht[h], err = s.HereditarilyTame(h); err != nil {
					return nil, err
				}
			}
			return &GeneraResult{Genera: gs, HereditarilyTame: ht, Method: MethodSearch}, nil
		}
		if o.Method == MethodSearch || !skippable(err) {
			return nil, err
		}
		errs = append(errs, fmt.Errorf("the search: %w", err))
	}
	fail := func(err error) error {
		if len(errs) == 0 {
			return err
		}
		return fmt.Errorf("the value quotient: %w; %w", err, joinErrs(errs))
	}
	if err := checkOptionsWork(ctx, r, n); err != nil {
		return nil, fail(err)
	}
	gs, v, err := QuotientGenera(r, n, o.quotient(ctx))
	if err != nil {
		return nil, fail(err)
	}
	ht, err := HeapsHereditarilyTame(r, gs)
	if err != nil {
		return nil, err
	}
	return &GeneraResult{Genera: gs, HereditarilyTame: ht, Method: MethodQuotient, QuotientOrder: v.Order()}, nil
}

// Values returns the misère Grundy values g⁻(0), …, g⁻(n) of the heaps of
// rule r (g⁻(0) = 1): Genera with MethodAuto and the process's default
// limits.
func Values(r hp.Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	g, err := Genera(context.Background(), r, n, &Options{Progress: progress})
	if err != nil {
		return nil, err
	}
	return g.Values(), nil
}

// SumResult is what Sum found about a sum of heaps.
type SumResult struct {
	Heaps   []int
	Outcome gamelib.Outcome
	// Genus is the sum's genus, nil when it was not computed (GenusNote
	// says why: the quotients were too large and the search's share of
	// the work limit did not suffice).
	Genus     *Genus
	GenusNote string
	// Move is a winning move (into a misère P-position), when HasMove.
	Move    Move
	HasMove bool
	Method  Method // the method that gave the outcome
}

// Sum returns the misère outcome of the sum of heaps of r, its genus and
// a winning move, by the method opts choose (the policy above: auto tries
// tame, the quotients, and the search in turn), with the limits and
// cancellation of ctx.
func Sum(ctx context.Context, r hp.Rule, heaps []int, opts *Options) (*SumResult, error) {
	o, err := opts.get()
	if err != nil {
		return nil, err
	}
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	n := 0
	for _, h := range heaps {
		if h < 0 {
			return nil, fmt.Errorf("misere: negative heap size %d", h)
		}
		n = max(n, h)
	}
	res := &SumResult{Heaps: heaps}
	var errs []error
	if o.Method == MethodAuto || o.Method == MethodTame {
		gs, err := tameGenera(ctx, r, n, o.Progress)
		switch {
		case err == nil && len(gs) == n+1:
			parts := make([]Genus, len(heaps))
			for i, x := range heaps {
				parts[i] = gs[x]
			}
			g, err := TameSum(parts...)
			if err != nil {
				return nil, err
			}
			res.Outcome = gamelib.N
			if g.Misere() == 0 {
				res.Outcome = gamelib.P
			}
			if res.Move, res.HasMove, err = TameWinningMove(r, gs, heaps...); err != nil {
				return nil, err
			}
			res.Genus, res.Method = &g, MethodTame
			return res, nil
		case err != nil && (o.Method == MethodTame || !skippable(err)):
			return nil, err
		case o.Method == MethodTame:
			return nil, fmt.Errorf("misere: %v: heap %d is not hereditarily tame, so the tame method does not apply", r, len(gs))
		case err != nil:
			errs = append(errs, fmt.Errorf("the tame genera: %w", err))
		}
	}
	s := NewSolverContext(ctx, r)
	if o.Method == MethodAuto || o.Method == MethodQuotient {
		err := sumByQuotient(ctx, s, r, n, res, o)
		if err == nil {
			return res, nil
		}
		if o.Method == MethodQuotient || !skippable(err) {
			return nil, err
		}
		errs = append(errs, fmt.Errorf("the quotient: %w", err))
	}
	res.Method = MethodSearch
	fail := func(err error) error {
		if len(errs) == 0 {
			return err
		}
		return fmt.Errorf("the search: %w; %w", err, joinErrs(errs))
	}
	if res.Outcome, err = s.Outcome(heaps...); err != nil {
		return nil, fail(err)
	}
	g, err := s.Genus(heaps...)
	if err != nil {
		return nil, fail(err)
	}
	res.Genus = &g
	if res.Move, res.HasMove, err = s.WinningMove(heaps...); err != nil {
		return nil, fail(err)
	}
	return res, nil
}

// sumByQuotient fills res from the misère quotient of the heaps ≤ n
// (outcome and move) and the value quotient with ∗1 and ∗2 (genus), the
// search s finding the genus with a tenth of the work limit when auto
// and the value quotient is too large.
func sumByQuotient(ctx context.Context, s *Solver, r hp.Rule, n int, res *SumResult, o Options) error {
	if err := checkOptionsWork(ctx, r, n); err != nil {
		return err
	}
	q, err := QuotientOf(r, n, o.quotient(ctx))
	if err != nil {
		return err
	}
	if res.Outcome, err = q.Outcome(res.Heaps...); err != nil {
		return err
	}
	if res.Move, res.HasMove, err = q.WinningMove(r, res.Heaps...); err != nil {
		return err
	}
	res.Method = MethodQuotient
	qg, err := QuotientGenus(r, res.Heaps, o.quotient(ctx))
	switch {
	case err == nil:
		res.Genus = &qg
		return nil
	case !errors.Is(err, ErrQuotientTooLarge):
		return err
	case o.Method == MethodQuotient:
		res.GenusNote = err.Error()
		return nil
	}
	sub := ctx
	if lim := gamelib.LimitsFrom(ctx); lim.Work > 0 {
		sub = gamelib.WithLimits(ctx, gamelib.Limits{Work: max(lim.Work/10, 1)})
	}
	ss := NewSolverContext(sub, r)
	sg, serr := ss.Genus(res.Heaps...)
	switch {
	case serr == nil:
		res.Genus = &sg
	case errors.Is(serr, gamelib.ErrTooSlow) || errors.Is(serr, gamelib.ErrTooLarge):
		res.GenusNote = fmt.Sprintf("%v; the search: %v", err, serr)
	default:
		return serr
	}
	return nil
}

// joinErrs joins errors on one line, "; " between them, each wrapped
// (errors.Join would put them on lines of their own).
func joinErrs(errs []error) error {
	var out error
	for _, e := range errs {
		if out == nil {
			out = e
		} else {
			out = fmt.Errorf("%w; %w", out, e)
		}
	}
	return out
}
