package gamelib

import "fmt"

// A Period describes an (arithmetic) periodicity of a Grundy sequence:
//
//	g(m + Period) = g(m) + Saltus   for every m ≥ Preperiod.
//
// A plain period has Saltus 0. Found is false when no period was seen.
// Certified is true only when a theorem proves that the period holds for
// every heap size, not merely for the values examined; Proof then names
// the theorem. Checked is the number of values examined.
type Period struct {
	Found     bool
	Preperiod int
	Period    int
	Saltus    int
	Certified bool
	Proof     string
	Checked   int
}

// String formats p as "preperiod 71, period 12 (observed on 1000 values)".
func (p Period) String() string {
	if !p.Found {
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
// len − t ≥ max(MinRepeats·p, MinTail). The saltus for a
// given p is read off the last values, so each p is tested once.
//
// The result is only observed (Certified false): a finite sequence cannot
// prove a period by itself. Rules that have a periodicity theorem (for
// example octal games and subtraction games) certify it.
//
// Cost: O(Σ_p (len − t_p)) time, at most O(len · MaxPeriod) and typically
// far less, since a wrong p fails within a few values from the end; O(1)
// extra memory.
func (s Sequence) FindPeriod(opt *PeriodOptions) Period {
	var o PeriodOptions
	if opt != nil {
		o = *opt
	}
	if o.MinRepeats <= 0 {
		o.MinRepeats = 3
	}
	if o.MinTail <= 0 {
		o.MinTail = 16
	}
	n := len(s)
	res := Period{Checked: n}
	maxP := n / o.MinRepeats
	if o.MaxPeriod > 0 {
		maxP = min(maxP, o.MaxPeriod)
	}
	maxP = min(maxP, n-1) // a period needs one value before its last
	for p := 1; p <= maxP; p++ {
		saltus := s[n-1] - s[n-1-p]
		if o.PureOnly && saltus != 0 {
			continue
		}
		// Walk back from the end while the relation holds.
		t := n - p
		for t > 0 && s[t-1+p] == s[t-1]+saltus {
			t--
		}
		if n-t >= max(o.MinRepeats*p, o.MinTail) {
			res.Found, res.Preperiod, res.Period, res.Saltus = true, t, p, saltus
			return res
		}
	}
	return res
}
