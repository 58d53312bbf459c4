package gamelib

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/internal/periods"
)

// A Period describes an (arithmetic) periodicity of a Grundy sequence:
//
//	g(m + Period) = g(m) + Saltus   for every m ≥ Preperiod.
//
// A plain period has Saltus 0. Found is false when no period was seen.
// Certified is true only when a theorem proves that the period holds for
// every heap size, not merely for the values examined; Proof then names
// the theorem and Needed is the number of values g(0), …, g(Needed−1) the
// proof rests on. Checked is the number of values computed and examined.
//
// Only heap.FindPeriod, which computes the rule's values itself, sets
// Certified: a sequence handed in from outside proves nothing.
type Period struct {
	Found     bool
	Preperiod int
	Period    int
	Saltus    int
	Certified bool
	Proof     string
	Needed    int
	Checked   int
}

// String formats p as "preperiod 71, period 12 (observed on 1000 values)".
func (p Period) String() string {
	if !p.Found {
		if p.Checked == 1 {
			return "no period found in 1 value"
		}
		return fmt.Sprintf("no period found in %d values", p.Checked)
	}
	s := fmt.Sprintf("preperiod %d, period %d", p.Preperiod, p.Period)
	if p.Saltus != 0 {
		s += fmt.Sprintf(", saltus %d", p.Saltus)
	}
	if p.Certified {
		return s + " (certified: " + p.Proof + ")"
	}
	return s + fmt.Sprintf(" (observed on %d values)", p.Checked)
}

// Repeats is the number of whole periods seen after the preperiod in the
// Checked values, (Checked − Preperiod) / Period: the evidence for an
// observed period. It is 0 when no period was found.
func (p Period) Repeats() int {
	if !p.Found || p.Period <= 0 || p.Checked <= p.Preperiod {
		return 0
	}
	return (p.Checked - p.Preperiod) / p.Period
}

// Evidence says what an observed period rests on, "77 whole periods after
// the preperiod, in g(0…1000)", or, for a certified one, the values its
// proof needs.
func (p Period) Evidence() string {
	switch {
	case !p.Found:
		return fmt.Sprintf("no period in g(0…%d)", p.Checked-1)
	case p.Certified:
		return fmt.Sprintf("certified from g(0…%d)", p.Needed-1)
	}
	return fmt.Sprintf("%d whole periods after the preperiod, in g(0…%d)", p.Repeats(), p.Checked-1)
}

// ObservedPeriod returns the period with preperiod t, period p and saltus
// σ seen in the first n values of a sequence, or a Period not Found when
// that is too little evidence to call it a period: the periodic part must
// cover at least half of the values,
//
//	n − t ≥ t.
//
// The octal periodicity theorem (Guy and Smith 1956; Winning Ways, ch. 4)
// proves a period of an octal game whose moves remove at most k counters
// once it holds for t ≤ m < 2t + p + k, over t + p + k values after the
// preperiod: a repetition seen over fewer values than the preperiod itself
// is far from what even a proof would check, and such a late "period" is
// most often the last few values agreeing by chance (octal:0.9 on
// g(0…1000) repeats with period 4 only over its last 21 values, after a
// preperiod of 980). Half the values is the bound short of the theorem's
// that still accepts the periods of the literature on the ranges usually
// drawn (Kayles, preperiod 71 and period 12, from g(0…150) on). FindPeriod
// and heap.FindPeriod apply this rule on top of their MinRepeats and
// MinTail; a certified period is not subject to it, its theorem decides.
func ObservedPeriod(n, t, p, saltus int) Period {
	if p <= 0 || t < 0 || n-t < t {
		return Period{Checked: n}
	}
	return Period{Found: true, Preperiod: t, Period: p, Saltus: saltus, Checked: n}
}

// PeriodOptions tune FindPeriod. The zero value allows arithmetic
// periods and asks for three repetitions over at least 16 values.
type PeriodOptions struct {
	// PureOnly restricts the search to Saltus = 0.
	PureOnly bool
	// MinRepeats is the number of whole periods that must be seen after
	// the preperiod (default 3). More repeats, fewer false periods.
	MinRepeats int
	// MinTail is the least number of values the periodic part must cover
	// (default 16), so that a short run such as three consecutive values
	// n, n+1, n+2 is not taken for a period.
	MinTail int
	// MaxPeriod bounds the periods tried (default len/MinRepeats).
	MaxPeriod int
}

// FindPeriod searches s for the (arithmetic) period with the least
// period p and, for that p, the least preperiod t such that
// g(m+p) = g(m) + s for all t ≤ m < len−p, and the periodic part covers
// at least MinRepeats periods and MinTail values:
// len − t ≥ max(MinRepeats·p, MinTail). The saltus for a given p is read
// off the last values.
//
// A period whose periodic part covers less than half of the values is not
// reported (see ObservedPeriod for why).
//
// The result is only observed (Certified false): a finite sequence cannot
// prove a period by itself. heap.FindPeriod computes a rule's values until
// the rule's periodicity theorem proves one.
//
// Cost: O(len) time and 4 bytes a value of scratch memory: the least
// period of every suffix (of s, or of its differences for arithmetic
// periods) comes from one prefix-function pass over the reversed sequence,
// and the least p is the least of those whose suffix is long enough.
// When that table would exceed MemoryLimit, or len ≥ 2³¹, it falls back
// to walking back from the end for each p (O(len·MaxPeriod) at worst,
// no memory). FindPeriod is FindPeriodContext with context.Background().
func (s Sequence) FindPeriod(opt *PeriodOptions) Period {
	return s.findPeriod(LimitsFrom(context.Background()), opt)
}

// FindPeriodContext is FindPeriod with the memory limit of ctx
// (LimitsFrom) for its table. It costs O(len) time, so ctx is only checked
// before it starts: a done ctx gives its error, wrapped, and no period.
func (s Sequence) FindPeriodContext(ctx context.Context, opt *PeriodOptions) (Period, error) {
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return Period{}, fmt.Errorf("gamelib: FindPeriod: %w", err)
		}
	}
	return s.findPeriod(LimitsFrom(ctx), opt), nil
}

func (s Sequence) findPeriod(l Limits, opt *PeriodOptions) Period {
	o := opt.withDefaults()
	res := Period{Checked: len(s)}
	maxP := len(s) / o.MinRepeats
	if o.MaxPeriod > 0 {
		maxP = min(maxP, o.MaxPeriod)
	}
	var pf []int32
	if l.CheckMemory("gamelib: period search table", int64(len(s)), 4) == nil && len(s) <= periods.MaxLen {
		pf = make([]int32, len(s))
	}
	var t, p, saltus int
	var found bool
	if pf == nil {
		t, p, saltus, found = periods.Quadratic(s, o.PureOnly, o.MinRepeats, o.MinTail, maxP)
	} else {
		t, p, saltus, found = periods.Observed(s, o.PureOnly, o.MinRepeats, o.MinTail, maxP, pf)
	}
	if found {
		res = ObservedPeriod(len(s), t, p, saltus)
	}
	return res
}

// withDefaults returns a copy of o (the zero options for nil) with the
// defaults filled in.
func (o *PeriodOptions) withDefaults() PeriodOptions {
	var r PeriodOptions
	if o != nil {
		r = *o
	}
	if r.MinRepeats <= 0 {
		r.MinRepeats = 3
	}
	if r.MinTail <= 0 {
		r.MinTail = 16
	}
	return r
}
