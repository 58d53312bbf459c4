package gamelib

import "testing"

// TestObservedPeriodEvidence: a period seen only over the last values,
// after a preperiod longer than the periodic part, is not called a period
// (issue 22: octal:0.9 on g(0…1000) was "preperiod 980, period 4" from its
// last 21 values); one whose periodic part covers half the values is.
func TestObservedPeriodEvidence(t *testing.T) {
	lateTail := func(pre, tail int) Sequence {
		s := make(Sequence, 0, pre+tail)
		for i := range pre {
			s = append(s, i) // strictly increasing: no period
		}
		for i := range tail {
			s = append(s, i%4)
		}
		return s
	}
	for _, tc := range []struct {
		pre, tail int
		found     bool
	}{
		{980, 21, false}, // issue 22's octal:0.9
		{100, 99, false}, // one value short of half
		{100, 100, true}, // exactly half
		{30, 200, true},
	} {
		s := lateTail(tc.pre, tc.tail)
		got := s.FindPeriod(nil)
		if got.Found != tc.found {
			t.Errorf("preperiod %d, tail %d: FindPeriod = %v, want found %v", tc.pre, tc.tail, got, tc.found)
			continue
		}
		if got.Found && (got.Preperiod != tc.pre || got.Period != 4 || got.Repeats() != tc.tail/4) {
			t.Errorf("preperiod %d, tail %d: FindPeriod = %v, %d repeats, want preperiod %d, period 4, %d repeats",
				tc.pre, tc.tail, got, got.Repeats(), tc.pre, tc.tail/4)
		}
	}
}

func TestPeriodEvidence(t *testing.T) {
	for _, tc := range []struct {
		p    Period
		want string
	}{
		{Period{Checked: 5}, "no period in g(0…4)"},
		// Kayles: preperiod 71, period 12 (Guy and Smith 1956).
		{Period{Found: true, Preperiod: 71, Period: 12, Checked: 1001}, "77 whole periods after the preperiod, in g(0…1000)"},
		{Period{Found: true, Preperiod: 71, Period: 12, Certified: true, Needed: 168, Checked: 200}, "certified from g(0…167)"},
	} {
		if got := tc.p.Evidence(); got != tc.want {
			t.Errorf("Evidence(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}
