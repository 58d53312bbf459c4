package octal

import (
	"math"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
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
		if got := c.CertifyLength(tt.preperiod, tt.period, 0); got != tt.length {
			t.Errorf("%s: CertifyLength(%d, %d, 0) = %d, want %d", c, tt.preperiod, tt.period, got, tt.length)
		}
		// Exactly the values g(0 … L−1) certify the period.
		p, err := heap.FindPeriod(c, tt.length-1, nil)
		if err != nil || !p.Found || !p.Certified || p.Preperiod != tt.preperiod || p.Period != tt.period ||
			p.Saltus != 0 || p.Needed != tt.length || p.Checked != tt.length {
			t.Errorf("%s: FindPeriod to %d = %+v, %v; want certified preperiod %d period %d from %d values",
				c, tt.length-1, p, err, tt.preperiod, tt.period, tt.length)
		}
		// One value fewer is not enough for the theorem.
		if p, err := heap.FindPeriod(c, tt.length-2, nil); err != nil || p.Certified {
			t.Errorf("%s: FindPeriod on %d values certified %+v, %v", c, tt.length-1, p, err)
		}
		// A long search stops soon after the length needed.
		fp, err := heap.FindPeriod(c, 1<<30, nil)
		if err != nil || fp.Preperiod != tt.preperiod || fp.Period != tt.period || !fp.Certified ||
			fp.Needed != tt.length || fp.Checked > 2*tt.length {
			t.Errorf("%s: FindPeriod to 2^30 = %+v, %v", c, fp, err)
		}
		// The internal search on a longer prefix finds the same.
		long, err := c.Values16(4096, nil)
		if err != nil {
			t.Fatal(err)
		}
		if pt, pp, ok := certifiedPeriod(c, long); !ok || pt != tt.preperiod || pp != tt.period {
			t.Errorf("%s: certifiedPeriod on 4097 values = %d, %d, %v", c, pt, pp, ok)
		}
	}
}

// TestCertifiedOnlyOwnValues: the old API certified Kayles' theorem for a
// sequence of −1s handed to it. Now a sequence alone is only observed, and
// the certified period is computed from Kayles' own values.
func TestCertifiedOnlyOwnValues(t *testing.T) {
	fake := make(gamelib.Sequence, 1000)
	for i := range fake {
		fake[i] = -1
	}
	if p := fake.FindPeriod(nil); p.Certified {
		t.Errorf("−1 −1 …: %+v", p)
	}
	p, err := heap.FindPeriod(Kayles(), len(fake)-1, nil)
	if err != nil || !p.Certified || p.Preperiod != 71 || p.Period != 12 {
		t.Errorf("Kayles: %+v, %v", p, err)
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
		long, err := c.Values16(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		// The shortest prefix that certifies, searched by doubling.
		for L := 16; L <= len(long); L *= 2 {
			pt, pp, ok := certifiedPeriod(c, long[:L])
			if !ok {
				continue
			}
			certified++
			for n := pt; n+pp < len(long); n++ {
				if long[n+pp] != long[n] {
					t.Fatalf("%s: certified (%d, %d) from %d values, but g(%d) = %d ≠ g(%d) = %d",
						c, pt, pp, L, n+pp, long[n+pp], n, long[n])
				}
			}
			if ft, fp, _ := certifiedPeriod(c, long); ft != pt || fp != pp {
				t.Errorf("%s: certified (%d, %d) from %d values but (%d, %d) from all", c, pt, pp, L, ft, fp)
			}
			if p, err := heap.FindPeriod(c, n, nil); err != nil || !p.Certified || p.Preperiod != pt || p.Period != pp {
				t.Errorf("%s: heap.FindPeriod = %+v, %v; want (%d, %d)", c, p, err, pt, pp)
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
	if p, err := heap.FindPeriod(c, 1000, nil); err != nil || p.Certified || p.Checked != 1001 {
		t.Errorf("0.6: FindPeriod = %+v, %v, want uncertified on 1001 values", p, err)
	}
	if c.CertifyLength(0, 0, 0) != math.MaxInt || c.CertifyLength(-1, 3, 0) != math.MaxInt {
		t.Error("CertifyLength accepted a period < 1 or a negative preperiod")
	}
	if _, err := heap.FindPeriod(c, -1, nil); err == nil {
		t.Error("FindPeriod(-1): no error")
	}
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
		p, err := heap.FindPeriod(c, 1<<18, nil)
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
// when t·h + p·h + c overflows an int, nor one with a saltus.
func TestCertifyHuge(t *testing.T) {
	k := Kayles()
	for _, a := range [][3]int{{0, 1 << 62, 0}, {1 << 62, 1, 0}, {math.MaxInt, 1, 0}, {71, 12, 1}, {71, 12, -12}} {
		if got := k.CertifyLength(a[0], a[1], a[2]); got != math.MaxInt {
			t.Errorf("CertifyLength%v = %d, want MaxInt", a, got)
		}
	}
}
