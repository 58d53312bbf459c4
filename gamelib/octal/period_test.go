package octal

import (
	"math"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// Known periods. Kayles: last exceptional value g(70), period 12
// (Guy and Smith 1956; Winning Ways, ch. 4). Dawson's Kayles 0.07: period
// 34, last exception at heap 52 (Dawson's Chess 0.137, the same values
// shifted by one heap, has its last exception at 51; Winning Ways, ch. 4).
var knownPeriods = []struct {
	code      string
	preperiod int
	period    int
	length    int // values needed: 2t + 2p + c
}{
	{"0.77", 71, 12, 2*71 + 2*12 + 2},
	{"0.07", 53, 34, 2*53 + 2*34 + 2},
	{"0.137", 52, 34, 2*52 + 2*34 + 3},
}

func TestPeriodKnown(t *testing.T) {
	for _, tt := range knownPeriods {
		c := MustParse(tt.code)
		if got := c.CertifyLength(tt.preperiod, tt.period); got != tt.length {
			t.Errorf("%s: CertifyLength(%d, %d) = %d, want %d", c, tt.preperiod, tt.period, got, tt.length)
		}
		s, err := c.Values(tt.length-1, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := c.Period(s)
		if !p.Found || !p.Certified || p.Preperiod != tt.preperiod || p.Period != tt.period || p.Saltus != 0 {
			t.Errorf("%s: Period on %d values = %+v, want certified preperiod %d period %d",
				c, len(s), p, tt.preperiod, tt.period)
		}
		// One value fewer is not enough for the theorem.
		if p := c.Period(s[:len(s)-1]); p.Certified {
			t.Errorf("%s: Period on %d values certified %+v", c, len(s)-1, p)
		}
		if c.Certify(s[:len(s)-1], tt.preperiod, tt.period) {
			t.Errorf("%s: Certify on %d values = true", c, len(s)-1)
		}
		// A preperiod one too small is refused whatever the length.
		long, err := c.Values(4096, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.Certify(long, tt.preperiod-1, tt.period) {
			t.Errorf("%s: Certify(t=%d) = true", c, tt.preperiod-1)
		}
		if p := c.Period(long); p.Preperiod != tt.preperiod || p.Period != tt.period || !p.Certified {
			t.Errorf("%s: Period on 4097 values = %+v", c, p)
		}
		fp, err := c.FindPeriod(1<<20, nil)
		if err != nil || fp.Preperiod != tt.preperiod || fp.Period != tt.period || !fp.Certified {
			t.Errorf("%s: FindPeriod = %+v, %v", c, fp, err)
		}
	}
}

// TestCertifySound checks the theorem on every code with up to three
// octal digits, with d₀ = 0 and 4, and on a few hexadecimal ones: whenever
// a period is certified from the first values, it must hold on all 2^12 (2^9 for the hexadecimal codes).
func TestCertifySound(t *testing.T) {
	codes := append(allCodes(0), allCodes(4)...)
	for _, s := range []string{"0.F", "0.8", "0.B7", "8.7", "C.7", "0.0F", "0.9C", "4.0", "8.0"} {
		codes = append(codes, MustParse(s))
	}
	certified := 0
	for _, c := range codes {
		n := 1 << 12
		if c.Hexadecimal() {
			n = 1 << 9 // three-heap moves cost O(n²) a heap
		}
		long, err := c.Values(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		// The shortest prefix that certifies, searched by doubling.
		for L := 16; L <= len(long); L *= 2 {
			p := c.Period(long[:L])
			if !p.Certified {
				continue
			}
			certified++
			for n := p.Preperiod; n+p.Period < len(long); n++ {
				if long[n+p.Period] != long[n] {
					t.Fatalf("%s: certified %+v from %d values, but g(%d) = %d ≠ g(%d) = %d",
						c, p, L, n+p.Period, long[n+p.Period], n, long[n])
				}
			}
			if full := c.Period(long); full.Preperiod != p.Preperiod || full.Period != p.Period {
				t.Errorf("%s: certified %+v from %d values but %+v from all", c, p, L, full)
			}
			break
		}
	}
	// Most short codes are periodic early; the test must exercise many.
	if certified < len(codes)/2 {
		t.Errorf("only %d of %d codes certified", certified, len(codes))
	}
}

func TestPeriodUncertified(t *testing.T) {
	// Officers (0.6) has no known period; 1000 values certify nothing.
	c := MustParse("0.6")
	s, err := c.Values(1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := c.Period(s); p.Certified {
		t.Errorf("0.6: Period = %+v, want uncertified", p)
	}
	if c.Certify(s, 0, 0) || c.Certify(s, -1, 3) {
		t.Error("Certify accepted a period < 1 or a negative preperiod")
	}
	if _, err := c.FindPeriod(-1, nil); err == nil {
		t.Error("FindPeriod(-1): no error")
	}
	var _ gamelib.Period = c.Period(nil)
}

// Periods from the OEIS entries of octal games (comments "eventually
// periodic with period p; the last exception is at n = t−1", values
// a(n) = g(n), and "game X has values a(n−k)" shifts the preperiod by k).
var oeisPeriods = []struct {
	code              string
	preperiod, period int
	source            string
}{
	{"0.177", 497, 20, "A071435"},
	{"0.45", 498, 20, "A071435, a(n−1)"},
	{"0.1377", 141, 24, "A071434"},
	{"0.44", 143, 24, "A071434, a(n−2)"},
	{"0.117", 47, 48, "A071453"},
	{"0.051", 48, 48, "A071453, a(n−1)"},
	{"0.11377", 187, 32, "A071452"},
	{"0.045", 189, 32, "A071452, a(n−2)"},
	{"0.141", 14, 11, "A125912"},
	{"0.176", 24, 8, "A125920"},
	{"0.115", 1, 14, "A125829"},
	{"0.127", 46578, 4, "A071464 (Gangolli and Plambeck 1989)"},
}

func TestPeriodOEIS(t *testing.T) {
	for _, tt := range oeisPeriods {
		c := MustParse(tt.code)
		p, err := c.FindPeriod(1<<18, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !p.Certified || p.Preperiod != tt.preperiod || p.Period != tt.period {
			t.Errorf("%s: FindPeriod = %v, want certified preperiod %d, period %d (OEIS %s)",
				c, p, tt.preperiod, tt.period, tt.source)
		}
	}
}

// TestCertifyHuge: a period too long to check is never certified, even
// when t·h + p·h + c overflows an int.
func TestCertifyHuge(t *testing.T) {
	k := Kayles()
	if k.Certify(nil, 0, 1<<62) || k.Certify(gamelib.Sequence{0, 1, 2}, 1<<62, 1) {
		t.Error("a huge period was certified from no values")
	}
	if got := k.CertifyLength(0, 1<<62); got != math.MaxInt {
		t.Errorf("CertifyLength(0, 2^62) = %d, want MaxInt", got)
	}
}
