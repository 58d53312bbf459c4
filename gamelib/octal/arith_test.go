package octal

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// Arithmetic periods of all-but subtraction games, certified by the
// lemma of doc.go. 0.[3] is Nim, g(n) = n. The other periods are those the
// values show; Siegel (2005) proves every all-but game is arithmetic-
// periodic, purely (preperiod 0) when one or two amounts are excluded, and
// Sleator and Slusky (arXiv:1201.3299, 2012) when three are: 0.3003330[3]
// excludes 2, 3 and 7, 0.03[3] excludes 1, 0.3[0] … .
var allButPeriods = []struct {
	code                      string
	preperiod, period, saltus int
}{
	{"0.[3]", 0, 1, 1},
	{"0.3003330[3]", 0, 4, 2},
	{"0.03[3]", 0, 2, 1},
	{"0.303[3]", 0, 4, 2}, // excludes 2
	{"0.[2]", 1, 1, 1},    // g(n) = n − 1 from heap 1: heap 0 is never an option
}

func TestAllButKnown(t *testing.T) {
	for _, tt := range allButPeriods {
		c := MustParse(tt.code)
		p, err := heap.FindPeriod(c, 1<<14, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !p.Certified || p.Preperiod != tt.preperiod || p.Period != tt.period || p.Saltus != tt.saltus ||
			!strings.Contains(p.Proof, "all-but") {
			t.Errorf("%s: FindPeriod = %+v, want certified (%d, %d, %d)", c, p, tt.preperiod, tt.period, tt.saltus)
		}
		checkArith(t, c, p, 3000)
	}
}

// checkArith checks a certified period against the plain values to heap n
// (at least 4× the values the proof used).
func checkArith(t *testing.T, c *Code, p gamelib.Period, n int) {
	t.Helper()
	n = max(n, 4*p.Needed)
	g, err := c.PlainValues(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	for m := p.Preperiod; m+p.Period <= n; m++ {
		if g[m+p.Period] != g[m]+p.Saltus {
			t.Fatalf("%s: certified %+v from %d values, but g(%d) = %d, g(%d) = %d (plain values to %d)",
				c, p, p.Needed, m+p.Period, g[m+p.Period], m, g[m], n)
		}
	}
}

// TestAllButRandom: random all-but codes (digits 0–3, repeating digit 3
// or 2), each certified period checked against the plain values far
// beyond the values it was proved from. With one, two or three amounts
// excluded and the digit 3 repeating, Siegel and Sleator–Slusky prove the
// game arithmetic-periodic from heap 0; the lemma must certify most.
func TestAllButRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	runs := 300
	if testing.Short() {
		runs = 60
	}
	certified := 0
	for range runs {
		var b strings.Builder
		b.WriteString("0.")
		for range 1 + rng.IntN(9) {
			b.WriteByte("0123"[rng.IntN(4)])
		}
		b.WriteString([]string{"[3]", "[2]"}[rng.IntN(2)])
		c := MustParse(b.String())
		if _, _, _, ok := c.allBut(); !ok {
			continue // normalised into a finite code
		}
		p, err := heap.FindPeriod(c, 4000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p.Certified {
			certified++
			checkArith(t, c, p, 1500)
		}
	}
	if certified < runs/2 {
		t.Errorf("only %d of %d random all-but codes certified", certified, runs)
	}
}

// TestUnequalRandom: random codes with "!" splits; each certified period
// (the extended Guy–Smith theorem, L = h·t + h²·p + c) is checked against
// the plain values far beyond.
func TestUnequalRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	runs := 400
	if testing.Short() {
		runs = 80
	}
	certified := 0
	for range runs {
		var b strings.Builder
		b.WriteString([]string{"0.", "0.", "4!."}[rng.IntN(3)])
		for range 1 + rng.IntN(3) {
			d := rng.IntN(8)
			b.WriteByte("01234567"[d])
			if d&4 != 0 {
				b.WriteByte('!')
			}
		}
		c, err := Parse(b.String())
		if err != nil || c.unequal == nil {
			continue
		}
		p, err := heap.FindPeriod(c, 3000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p.Certified {
			certified++
			if !strings.Contains(p.Proof, `"!"`) {
				t.Errorf("%s: proof %q", c, p.Proof)
			}
			checkArith(t, c, p, 2000)
		}
	}
	if certified < 10 {
		t.Errorf("only %d random \"!\" codes certified", certified)
	}
}

// 0.56! is periodic late: preperiod 572, period 297, proved from
// 2·572 + 4·297 + 2 = 2334 values and checked here to heap 12000.
func TestUnequalLate(t *testing.T) {
	if testing.Short() {
		t.Skip("plain values to 12000")
	}
	c := MustParse("0.56!")
	p, err := heap.FindPeriod(c, 1<<14, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Certified || p.Preperiod != 572 || p.Period != 297 || p.Needed != 2*572+4*297+2 {
		t.Fatalf("0.56!: %+v", p)
	}
	checkArith(t, c, p, 12000)
}

// TestAllButRefused: the lemma's condition is checked on the values, and
// no other period is accepted: a pure period, a saltus for a code that is
// not an all-but game, and too few values.
func TestAllButRefused(t *testing.T) {
	c := MustParse("0.3003330[3]")
	g, err := c.Values16(200, nil)
	if err != nil {
		t.Fatal(err)
	}
	if L := c.CertifyValues(g, 0, 4, 2); L != 12 {
		t.Errorf("CertifyValues(0, 4, 2) = %d, want 12", L)
	}
	for _, a := range [][3]int{{0, 4, 0}, {0, 4, -2}, {0, 0, 2}, {-1, 4, 2}} {
		if L := c.CertifyValues(g, a[0], a[1], a[2]); L != math.MaxInt {
			t.Errorf("CertifyValues%v = %d, want MaxInt", a, L)
		}
		if L := c.CertifyLength(a[0], a[1], a[2]); L != math.MaxInt {
			t.Errorf("CertifyLength%v = %d, want MaxInt", a, L)
		}
	}
	if L := c.CertifyValues(g[:11], 0, 4, 2); L != math.MaxInt {
		t.Errorf("CertifyValues on 11 values = %d", L)
	}
	// The values of Nim shifted up by one miss the value 0 below the
	// saltus: condition (P) fails.
	nim := MustParse("0.[3]")
	shifted := make([]uint16, 50)
	for i := range shifted {
		shifted[i] = uint16(i + 1)
	}
	if L := nim.CertifyValues(shifted, 0, 1, 1); L != math.MaxInt {
		t.Errorf("0.[3] on 1, 2, 3, …: %d", L)
	}
	// Codes the lemma does not cover keep no theorem for a saltus.
	for _, s := range []string{"0.[7]", "0.3[34]", "4.[3]", "0.[37]"} {
		c, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, _, ok := c.allBut(); ok {
			t.Errorf("%s taken for an all-but game", c)
		}
		p, err := heap.FindPeriod(c, 300, nil)
		if err != nil || p.Certified {
			t.Errorf("%s: %+v, %v", c, p, err)
		}
	}
}

func ExampleCode_CertifyValues() {
	c := MustParse("0.3003330[3]") // remove any number but 2, 3 and 7
	p, _ := heap.FindPeriod(c, 1000, nil)
	fmt.Println(p.Certified, p.Preperiod, p.Period, p.Saltus, p.Needed)
	// Output: true 0 4 2 12
}

// TestUnequalValues: Values16 stops at a certified period of a "!" code
// and fills in the rest from it; the values must be the plain ones.
func TestUnequalValues(t *testing.T) {
	n := 6000
	if testing.Short() {
		n = 1500
	}
	for _, s := range []string{"0.56!", "0.7!", "4!.33", "0.4!4!"} {
		c := MustParse(s)
		fast, err := c.Values16(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := c.PlainValues(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for m := range plain {
			if int(fast[m]) != plain[m] {
				t.Fatalf("%s: Values16 g(%d) = %d, plain %d", c, m, fast[m], plain[m])
			}
		}
	}
}
