package octal

import (
	"context"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// Arithmetic periods of hexadecimal codes with three-heap moves, as the
// values computed here show them (the census of 0.d₁d₂, notebook 07, has
// 40 such codes; these are some of them, from the shortest period to the
// longest and latest); each must be certified by the test of hexarith.go
// through every period search, and is checked against the plain values
// far beyond the values it rests on.
var hexPeriods = []struct {
	code                      string
	preperiod, period, saltus int
}{
	{"0.FF", 0, 1, 1},   // g(n) = n
	{"0.0F", 0, 2, 1},   // g(n) = ⌊n/2⌋
	{"0.8", 1, 3, 1},    // g(n) = ⌊(n − 1)/3⌋
	{"0.1A", 4, 2, 1},   // needs P = 4: with P = 2 a nim-sum may equal g(n)
	{"0.3F", 0, 6, 3},   // an odd saltus; the cover needs heaps from 48 on
	{"0.BA", 3, 1, 1},   // the values 0 and 1 only below the preperiod
	{"0.28", 1, 53, 16}, // values scrambled within the period
	{"0.9C", 28, 36, 16},
	{"0.F8", 7, 6, 4},
	{"4.9", 16, 12, 4},   // needs the unequal cancelling pairs (b ≠ c, f(b) = f(c))
	{"0.3DC", 168, 5, 4}, // needs pairs of nim-sum x > 0 (517 values)
}

func TestHexKnown(t *testing.T) {
	for _, tt := range hexPeriods {
		c := MustParse(tt.code)
		fast, err := c.FindPeriod(context.Background(), 1<<13, nil)
		if err != nil {
			t.Fatal(err)
		}
		generic, err := heap.FindPeriod(c, 1<<13, nil)
		if err != nil {
			t.Fatal(err)
		}
		def, err := heap.FindPeriod(heap.ByDefinition(c), 1<<13, nil)
		if err != nil {
			t.Fatal(err)
		}
		for how, p := range map[string]gamelib.Period{
			"Code.FindPeriod": fast, "heap.FindPeriod": generic, "heap.FindPeriod(ByDefinition)": def,
		} {
			if !p.Certified || p.Preperiod != tt.preperiod || p.Period != tt.period || p.Saltus != tt.saltus ||
				!strings.Contains(p.Proof, "hexadecimal") {
				t.Errorf("%s: %s = %+v, want certified (%d, %d, %d) by the hexadecimal test", c, how, p, tt.preperiod, tt.period, tt.saltus)
			}
		}
		checkArith(t, c, fast, 1200)
	}
}

// TestHexRandom: random hexadecimal codes with a three-heap move; each
// certified arithmetic period is checked against the plain values to
// heap 1000 at least (and four times the values the proof used), and the
// test must certify most of the codes whose values show one.
func TestHexRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	runs := 100
	if testing.Short() {
		runs = 30
	}
	seen, certified := 0, 0
	for range runs {
		var b strings.Builder
		b.WriteByte("0000048C"[rng.IntN(8)])
		b.WriteByte('.')
		for range 1 + rng.IntN(3) {
			b.WriteByte("0123456789ABCDEF"[rng.IntN(16)])
		}
		c, err := Parse(b.String())
		if err != nil || !c.hexArith() {
			continue
		}
		p, err := c.FindPeriod(context.Background(), 1000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p.Found && p.Saltus != 0 {
			seen++
		}
		if p.Certified && p.Saltus != 0 {
			certified++
			checkArith(t, c, p, 1000)
		}
	}
	t.Logf("%d codes show a saltus, %d certified", seen, certified)
	if seen < runs/10 || certified < seen*3/4 {
		t.Errorf("%d random codes show an arithmetic period, %d are certified", seen, certified)
	}
}

// mexOf is the value of heap n of code c computed from the values f of
// the smaller heaps, by the definition. O(k·n²).
func mexOf(c *Code, f []int, n int) int {
	top := 0
	for _, v := range f[:n] {
		top = max(top, v)
	}
	seen := make([]bool, 4*top+4) // a nim-sum of values ≤ top is below 2·top + 2
	for j, d := range c.digits {
		m := n - j
		if m < 0 {
			break
		}
		if d&1 != 0 && m == 0 {
			seen[0] = true
		}
		if d&2 != 0 && m >= 1 {
			seen[f[m]] = true
		}
		if d&4 != 0 {
			for a := 1; 2*a <= m; a++ {
				seen[f[a]^f[m-a]] = true
			}
		}
		if d&8 != 0 {
			for a := 1; 3*a <= m; a++ {
				for b := a; a+2*b <= m; b++ {
					seen[f[a]^f[b]^f[m-a-b]] = true
				}
			}
		}
	}
	v := 0
	for v < len(seen) && seen[v] {
		v++
	}
	return v
}

// TestHexFixedPoint checks what the test proves, independently of the
// values below N: given any arithmetic-periodic sequence f (here the
// values of another code), a certificate from L values means that every
// heap n ≥ L has the value f(n) when the smaller heaps have the values of
// f. The codes of hexPeriods and random ones are paired with the
// sequences of hexPeriods and more codes, and with those sequences with a
// value of their preperiod changed; every certificate is checked by the definition
// to heap 360, and some pairs must be refused (so that the checks are not
// vacuous).
func TestHexFixedPoint(t *testing.T) {
	var seqs [][]uint16
	var pers [][3]int
	var names []string
	more := []struct {
		code                      string
		preperiod, period, saltus int
	}{ // more preperiods, from the census
		{"0.0B", 5, 2, 1}, {"0.1B", 5, 2, 1}, {"0.89", 3, 4, 2}, {"0.8B", 7, 7, 4}, {"0.9B", 8, 7, 4},
		{"0.9E", 4, 3, 2}, {"0.B8", 9, 7, 4}, {"0.BC", 4, 3, 2}, {"0.C9", 3, 3, 2}, {"0.FB", 5, 1, 1}, {"0.FC", 7, 5, 4},
	}
	for _, tt := range append(hexPeriods[:len(hexPeriods):len(hexPeriods)], more...) {
		names = append(names, tt.code)
		g, err := MustParse(tt.code).Values16(400, nil)
		if err != nil {
			t.Fatal(err)
		}
		seqs = append(seqs, g)
		pers = append(pers, [3]int{tt.preperiod, tt.period, tt.saltus})
		if tt.preperiod >= 2 {
			// The same with a value of the preperiod changed: a sequence
			// that is no code's, whose certificates rest on other moves.
			alt := append([]uint16(nil), g...)
			alt[tt.preperiod/2] = uint16(alt[tt.preperiod/2]+3) % 8
			names = append(names, tt.code+" altered at heap "+strconv.Itoa(tt.preperiod/2))
			seqs = append(seqs, alt)
			pers = append(pers, [3]int{tt.preperiod, tt.period, tt.saltus})
		}
	}
	codes := make([]*Code, 0, len(hexPeriods)+len(more)+40)
	for _, tt := range append(hexPeriods[:len(hexPeriods):len(hexPeriods)], more...) {
		codes = append(codes, MustParse(tt.code))
	}
	rng := rand.New(rand.NewPCG(24, 4))
	for len(codes) < cap(codes) {
		var b strings.Builder
		b.WriteString("0.")
		for range 1 + rng.IntN(2) {
			b.WriteByte("0123456789ABCDEF"[rng.IntN(16)])
		}
		if c, err := Parse(b.String()); err == nil && c.hexArith() {
			codes = append(codes, c)
		}
	}
	refused, proved := 0, 0
	for _, c := range codes {
		for i, g := range seqs {
			per := pers[i]
			L := c.hexCertify(g, per[0], per[1], per[2])
			if L == math.MaxInt {
				refused++
				continue
			}
			proved++
			h := hexSeq{g: g, t: per[0], p: per[1], s: per[2]}
			f := make([]int, 361)
			for x := range f {
				f[x] = h.f(x)
			}
			for n := L; n < len(f); n++ {
				if v := mexOf(c, f, n); v != f[n] {
					t.Fatalf("%s with the values of %s: certified from %d values, but by the definition heap %d has %d, not f(%d) = %d",
						c, names[i], L, n, v, n, f[n])
				}
			}
		}
	}
	t.Logf("%d certified, %d refused", proved, refused)
	if refused == 0 || proved < len(hexPeriods) {
		t.Errorf("%d certified, %d refused: the pairs test nothing", proved, refused)
	}
}

// TestHexRefused: no certificate from values that do not follow the
// relation, from too few values, for codes the test
// does not cover, or for a sequence that is not the code's (g(n) = n is
// not 0.8's: its three-heap moves leave one parity of values only).
func TestHexRefused(t *testing.T) {
	ff, err := MustParse("0.FF").Values16(200, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := MustParse("0.FF")
	if L := c.CertifyValues(ff, 0, 1, 1); L > len(ff) {
		t.Fatalf("0.FF: not certified (%d)", L)
	}
	bad := append([]uint16(nil), ff...)
	bad[150]++
	for _, tc := range []struct {
		name    string
		code    string
		g       []uint16
		t, p, s int
	}{
		{"a value off the relation", "0.FF", bad, 0, 1, 1},
		{"too few values", "0.FF", ff[:4], 0, 1, 1},
		{"another sequence", "0.8", ff, 0, 1, 1},
		{"an octal code", "0.77", ff, 0, 1, 1},
		{"a repeating part", "0.[F]", ff, 0, 1, 1},
		{"unequal heaps", "0.F!", ff, 0, 1, 1},
	} {
		if L := MustParse(tc.code).CertifyValues(tc.g, tc.t, tc.p, tc.s); L <= len(tc.g) {
			t.Errorf("%s (%s): certified from %d values", tc.name, tc.code, L)
		}
	}
}

// BenchmarkHexCertify: the test on the values of 0.28 (period 53, saltus
// 16, P = 106) and 0.9C (preperiod 28, period 36), 512 values each.
func BenchmarkHexCertify(b *testing.B) {
	for _, tc := range []struct {
		code    string
		t, p, s int
	}{{"0.28", 1, 53, 16}, {"0.9C", 28, 36, 16}} {
		c := MustParse(tc.code)
		g, err := c.Values16(511, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(tc.code, func(b *testing.B) {
			for b.Loop() {
				if c.hexCertify(g, tc.t, tc.p, tc.s) == math.MaxInt {
					b.Fatal("not certified")
				}
			}
		})
	}
}

// TestHexArbitrary: the test returns (math.MaxInt, or a length within the
// values) on arbitrary values and parameters, never panics: random
// sequences, some arithmetic-periodic by construction, and random t, p,
// saltus including bad ones.
func TestHexArbitrary(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	codes := []*Code{MustParse("0.FF"), MustParse("0.8"), MustParse("4.9"), MustParse("0.28"), MustParse("C.F")}
	for range 3000 {
		n := rng.IntN(300)
		g := make([]uint16, n)
		tt, p, s := rng.IntN(20)-2, rng.IntN(12)-1, rng.IntN(6)-1
		for x := range g {
			g[x] = uint16(rng.IntN(8))
			if tt >= 0 && p >= 1 && x >= tt+p && rng.IntN(50) != 0 {
				g[x] = g[x-p] + uint16(max(s, 0)) // arithmetic-periodic, mostly
			}
		}
		c := codes[rng.IntN(len(codes))]
		if L := c.CertifyValues(g, tt, p, s); L != math.MaxInt && (L > n || L < 1) {
			t.Fatalf("%s on %d values, t %d p %d s %d: L = %d", c, n, tt, p, s, L)
		}
		_ = c.CertifyBound(tt, p, s)
	}
}
