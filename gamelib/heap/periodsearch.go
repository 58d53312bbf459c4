package heap

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
)

// A WorkEstimator estimates the steps its values cost: EstimateWork(n) is
// about the steps (in gamelib.StepsPerSecond units) computing g(0), …, g(n)
// takes, non-decreasing in n. Package octal's codes are WorkEstimators.
type WorkEstimator interface {
	EstimateWork(n int) float64
}

// PeriodSearch tunes FindPeriodSearch.
type PeriodSearch struct {
	// ProofWork bounds the estimated work of the values computed in the
	// hope of proving a period, for a rule that is a WorkEstimator: the
	// search does not grow the values to a length whose estimate exceeds
	// it, and returns what the values so far show instead (a period
	// observed, or none). 0 means a tenth of the work limit of the
	// context (gamelib.LimitsFrom: 3·10⁹ steps, about 10 s, by default);
	// a negative value means no bound but maxN.
	ProofWork float64
	// Phase, when not nil, is told what the search does, in a few words
	// fit for a progress bar's label: "computing g(0…4095)", "looking for
	// a period in g(0…4095)", and, when ProofWork stops it, "gave up
	// proving a period after g(0…4095): g(0…8191) would take about
	// 1.5e+10 steps, above the proof bound 3e+09".
	Phase func(phase string)
}

// FindPeriodSearch is FindPeriodContext with a bound on the work of the
// proof attempt and its phases reported (see PeriodSearch; opt may be
// nil, which still bounds the work by a tenth of ctx's work limit). Its progress covers the whole search, in units of estimated
// work for a WorkEstimator (so a bar does not sit at 100 % while longer
// values are computed), and stops at the bound it will not pass. When
// ProofWork stops the search, the Period returned is the one the values
// computed show (Certified false), and Checked − 1 < maxN tells how far
// it got. An error that stops the search part-way (a limit, ctx done)
// comes, as FindPeriodContext's, with the Period of its last whole check.
func FindPeriodSearch(ctx context.Context, r Rule, maxN int, progress gamelib.Progress, opt *PeriodSearch) (gamelib.Period, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if isNil(r) {
		return gamelib.Period{}, fmt.Errorf("heap: FindPeriod of a nil rule")
	}
	if maxN < 0 {
		return gamelib.Period{}, fmt.Errorf("heap: %v: negative heap size n=%d", r, maxN)
	}
	s := &search{ctx: ctx, progress: progress}
	if opt != nil {
		s.bound, s.phase = opt.ProofWork, opt.Phase
	}
	if s.bound == 0 {
		s.bound = float64(gamelib.LimitsFrom(ctx).Work) / 10
		if s.bound <= 0 { // no work limit
			s.bound = -1
		}
	}
	s.est, _ = r.(WorkEstimator)
	if s.est != nil {
		s.whole = s.est.EstimateWork(maxN)
		if s.bound > 0 {
			s.whole = min(s.whole, s.bound)
		}
	}
	return findPeriodWith(ctx, r, maxN, s)
}

// A search carries FindPeriodSearch's options through findPeriod; a nil
// *search (FindPeriod) changes nothing.
type search struct {
	ctx      context.Context
	progress gamelib.Progress
	bound    float64 // ProofWork, or −1 for none
	phase    func(string)
	est      WorkEstimator
	whole    float64 // the estimated work the progress covers
	stopped  string  // why the bound stopped the search
}

// say reports a phase.
func (s *search) say(format string, a ...any) {
	if s != nil && s.phase != nil {
		s.phase(fmt.Sprintf(format, a...))
	}
}

// before is called before the values are grown from heap done to heap
// n: it reports the phase and returns the progress of that step, or an
// error when the context is done.
func (s *search) before(done, n int, progress gamelib.Progress) (gamelib.Progress, error) {
	if s == nil {
		return progress, nil
	}
	if err := s.ctx.Err(); err != nil {
		return nil, err
	}
	s.say("computing g(0…%d)", n)
	if s.est == nil || s.progress == nil || s.whole <= 0 {
		return s.progress, nil
	}
	from := 0.0
	if done >= 0 {
		from = s.est.EstimateWork(done)
	}
	width := max(s.est.EstimateWork(n)-from, 0)
	return s.progress.Part(min(from, s.whole), min(width, s.whole-min(from, s.whole)), s.whole), nil
}

// stop reports whether the bound forbids growing the values from heap n
// to heap next; it says why in the phase.
func (s *search) stop(n, next int) bool {
	if s == nil || s.est == nil || s.bound < 0 || next <= n {
		return false
	}
	w := s.est.EstimateWork(next)
	if w <= s.bound {
		return false
	}
	s.stopped = fmt.Sprintf("gave up proving a period after g(0…%d): g(0…%d) would take about %.2g steps, above the proof bound %.2g", n, next, w, s.bound)
	s.say("%s", s.stopped)
	return true
}
