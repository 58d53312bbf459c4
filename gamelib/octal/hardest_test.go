package octal_test

import (
	"os"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// The hardest solved octal games of issue 12, with the periods the
// literature gives, certified by the periodicity theorem from the values
// the solver computes (heap.FindPeriod with the extendable solver: the
// values grow and are never recomputed, and the search stops at the first
// length that proves the period).
var hardest = []struct {
	code      string
	preperiod int
	period    int
	maxN      int
}{
	// Achim Flammenkamp's table of octal games ("Sprague-Grundy values of
	// octal games", as quoted in issue 12): 0.16 has preperiod 105,351 and
	// period 149,459 (first solved by Gangolli and Plambeck, 1989), 0.376
	// preperiod 2,268,248 and period 4, 0.354 preperiod 10,061,916 and
	// period 1180.
	{"0.16", 105351, 149459, 1 << 20},
	{"0.376", 2268248, 4, 1 << 23},
	{"0.354", 10061916, 1180, 1 << 25},
}

// TestHardest certifies the periods of 0.16, 0.376 and 0.354 (about 25
// million values in all: tens of seconds, so only with GRUNDY_HARD=1, as
// `make test-hard` runs it).
func TestHardest(t *testing.T) {
	if os.Getenv("GRUNDY_HARD") == "" {
		t.Skip("set GRUNDY_HARD=1 to certify the hardest solved games (tens of seconds)")
	}
	for _, h := range hardest {
		per, err := heap.FindPeriod(octal.MustParse(h.code), h.maxN, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !per.Certified || per.Preperiod != h.preperiod || per.Period != h.period {
			t.Errorf("%s: %v, want certified preperiod %d, period %d", h.code, per, h.preperiod, h.period)
		}
		t.Logf("%s: %v: proof from %d values, %d computed", h.code, per, per.Needed, per.Checked)
	}
}

// BenchmarkHardest: the values of each hardest game until its period is
// certified. Run it with -benchtime 1x, once per -cpu value: go test -run
// XXX -bench Hardest -benchtime 1x -cpu 1 ./gamelib/octal, then -cpu 2
// (about 20 s each; with -cpu 1,2 the first result would be measured on
// every core, see the README's Engine speed).
func BenchmarkHardest(b *testing.B) {
	for _, h := range hardest {
		b.Run(h.code, func(b *testing.B) {
			for b.Loop() {
				per, err := heap.FindPeriod(octal.MustParse(h.code), h.maxN, nil)
				if err != nil || !per.Certified || per.Period != h.period {
					b.Fatal(per, err)
				}
			}
		})
	}
}

// BenchmarkHardestValues: the values alone, to the length each
// certificate needs, for the ratio of certification to computation.
func BenchmarkHardestValues(b *testing.B) {
	for _, h := range hardest {
		c := octal.MustParse(h.code)
		L := c.CertifyLength(h.preperiod, h.period, 0)
		b.Run(h.code, func(b *testing.B) {
			for b.Loop() {
				s := c.NewSolver()
				if err := s.Extend(b.Context(), L-1, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
