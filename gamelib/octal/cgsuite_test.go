package octal

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// Codes as CGSuite writes them (its TBCode syntax): "!" after a digit for
// pairwise unequal heaps, and a repeating part in brackets.

var canonicalTests = []struct{ in, want string }{
	{"4!.0", "4!.0"},
	{"0.4!", "0.4!"},
	{"0.3!", "0.3"}, // "!" on a digit that does not split means nothing
	{"0.[3]", "0.[3]"},
	{".[3]", "0.[3]"},
	{"0.33[3]", "0.[3]"},
	{"0.[33]", "0.[3]"},
	{"0.[3333]", "0.[3]"},
	{"0.3[23]", "0.[32]"},
	{"0.1[23]", "0.1[23]"},
	{"0.3003330[3]", "0.3003330[3]"},
	{"0.3003330[33]", "0.3003330[3]"},
	{"0.7[0]", "0.7"},
	{"0.70[00]", "0.7"},
	{"0.[0]", "0.0"},
	{"0.[7!]", "0.[7!]"},
	{"0.7![7]", "0.7![7]"},
	{"0.7[7!]", "0.7[7!]"},
	{"0.[7!7!]", "0.[7!]"},
	{"c!.f!", "C!.F!"},
	{"4!.7!0", "4!.7!"},
}

func TestCanonical(t *testing.T) {
	for _, tt := range canonicalTests {
		c, err := Parse(tt.in)
		if err != nil || c.Code() != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %q", tt.in, c, err, tt.want)
			continue
		}
		again, err := Parse(c.Code())
		if err != nil || again.Code() != c.Code() {
			t.Errorf("%q reparses to %v, %v", c.Code(), again, err)
		}
	}
}

// TestRepeatDigits: d_j continues the repeating part forever.
func TestRepeatDigits(t *testing.T) {
	c := MustParse("0.1[23!]")
	if c.Repeat() != 2 || c.Len() != 3 {
		t.Errorf("Repeat %d, Len %d", c.Repeat(), c.Len())
	}
	for j, want := range []int{0, 1, 2, 3, 2, 3, 2, 3} {
		if c.Digit(j) != want {
			t.Errorf("Digit(%d) = %d, want %d", j, c.Digit(j), want)
		}
		if c.Unequal(j) { // 3 does not split: its "!" is dropped
			t.Errorf("Unequal(%d) = true", j)
		}
	}
	if MustParse("0.1[27!]").Unequal(6) != false || !MustParse("0.1[27!]").Unequal(7) {
		t.Error("Unequal of the repeating part")
	}
}

// bruteOptionsOf is bruteOptions for a Code read through Digit and
// Unequal: every way to remove j ≤ n tokens and leave k nonempty heaps
// when bit 2^k of d_j is set, pairwise unequal when d_j has "!".
func bruteOptionsOf(c *Code, n int) [][]int {
	digits := make([]uint8, n+1)
	for j := range digits {
		digits[j] = uint8(c.Digit(j))
	}
	var out [][]int
	for _, o := range bruteOptions(digits, n) {
		j := n
		for _, h := range o {
			j -= h
		}
		distinct := len(slices.Compact(slices.Clone(o))) == len(o)
		if len(o) >= 2 && c.Unequal(j) && !distinct {
			continue
		}
		out = append(out, o)
	}
	return out
}

// randomCGSuiteCode returns a random code with "!" marks and, half the
// time, a repeating part.
func randomCGSuiteCode(r *rand.Rand) string {
	s := []byte{"048C"[r.IntN(4)]}
	if r.IntN(3) == 0 {
		s = append(s, '!')
	}
	s = append(s, '.')
	hex := "0123456789ABCDEF"
	digit := func() {
		d := hex[r.IntN(8)]
		if r.IntN(6) == 0 {
			d = hex[r.IntN(16)]
		}
		s = append(s, d)
		if r.IntN(3) == 0 {
			s = append(s, '!')
		}
	}
	for range 1 + r.IntN(3) {
		digit()
	}
	if r.IntN(2) == 0 {
		s = append(s, '[')
		for range 1 + r.IntN(2) {
			digit()
		}
		s = append(s, ']')
	}
	return string(s)
}

// TestCGSuiteOptions: Options agrees with the definition, on random codes
// with "!" and repeating parts.
func TestCGSuiteOptions(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for range 300 {
		c := MustParse(randomCGSuiteCode(r))
		for n := 0; n <= 11; n++ {
			var got [][]int
			for o := range c.Options(n) {
				got = append(got, slices.Clone(o))
			}
			slices.SortFunc(got, slices.Compare)
			if want := bruteOptionsOf(c, n); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%s: Options(%d) = %v, want %v", c, n, got, want)
			}
		}
	}
}

// TestCGSuiteValues: for random codes with "!" and repeating parts, Values
// (rare/common where it applies, plain otherwise), PlainValues and the mex
// over Options (heap.PlainValues) agree.
func TestCGSuiteValues(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for range 200 {
		c := MustParse(randomCGSuiteCode(r))
		n := 300
		if c.Hexadecimal() {
			n = 60
		}
		want, err := heap.PlainValues(c, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for name, f := range map[string]func(int, gamelib.Progress) (gamelib.Sequence, error){"Values": c.Values, "PlainValues": c.PlainValues} {
			got, err := f(n, nil)
			if err != nil || !slices.Equal(got, want) {
				t.Fatalf("%s: %s = %v, %v; the mex over Options gives %v", c, name, got, err, want)
			}
		}
	}
	// The rare/common solver on codes whose every two-heap digit has "!".
	for _, s := range []string{"4!.0", "0.4!", "0.7!", "0.4!4!", "4!.7!", "0.37!", "0.6!"} {
		c := MustParse(s)
		if !c.sparseOK() {
			t.Fatalf("%s: sparseOK false", c)
		}
		want, _ := heap.PlainValues(c, 2000, nil)
		if got, err := c.Values(2000, nil); err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: rare/common values differ from the mex over Options", c)
		}
	}
	for _, s := range []string{"0.[3]", "4!.4", "0.F!", "0.4!7"} {
		if MustParse(s).sparseOK() {
			t.Errorf("%s: sparseOK true", s)
		}
	}
}

// TestEquivalentRules: codes as CGSuite writes them have the values and
// periods of the rules they restate.
func TestEquivalentRules(t *testing.T) {
	const n = 500
	same := func(name string, a, b heap.Rule, n int) {
		t.Helper()
		ga, err := heap.Values(a, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		gb, err := heap.Values(b, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ga, gb) {
			t.Errorf("%s: %v and %v differ: %v vs %v", name, a, b, ga[:20], gb[:20])
		}
		pa, pb := ga.FindPeriod(nil), gb.FindPeriod(nil)
		if pa != pb {
			t.Errorf("%s: observed periods %v and %v", name, pa, pb)
		}
	}
	// Nim is 0.[3]: remove any number of tokens, leaving 0 or 1 heap.
	same("Nim", MustParse("0.[3]"), heap.Nim(), n)
	// Lasker's Nim: remove any number, or split into two without removing.
	same("Lasker", MustParse("4.[3]"), heap.Lasker(), 300)
	// All-but subtraction games against the subtraction game with every
	// amount up to n but the excluded ones (the same game on heaps ≤ n),
	// computed from the definition.
	for _, tc := range []struct {
		code     string
		excluded []int
	}{
		{"0.3003330[3]", []int{2, 3, 7}},
		{"0.0[3]", []int{1}},
		{"0.303[3]", []int{2}},
		{"0.33003[3]", []int{3, 4}},
	} {
		var amounts []int
		for a := 1; a <= n; a++ {
			if !slices.Contains(tc.excluded, a) {
				amounts = append(amounts, a)
			}
		}
		sub, _ := heap.Subtraction(amounts...)
		want, err := heap.PlainValues(sub, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := MustParse(tc.code).Values(n, nil)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: values differ from all-but %v", tc.code, tc.excluded)
		}
		if got.FindPeriod(nil) != want.FindPeriod(nil) {
			t.Errorf("%s: observed periods %v and %v", tc.code, got.FindPeriod(nil), want.FindPeriod(nil))
		}
	}
	// Grundy's game 4!.0 against its definition (the old octal.GrundysGame
	// rule: d₀ = 4, every split unequal) and Grundy's game, OEIS A002188.
	old := (&rule{name: "grundy", digits: []uint8{4}, unequal: true}).moves()
	want, err := old.plain(context.Background(), 1<<12, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := GrundysGame().Values16(1<<12, nil)
	if err != nil || !slices.Equal(got, want) {
		t.Error("4!.0 differs from the old Grundy's game")
	}
	a002188 := []uint16{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}
	if !slices.Equal(got[:len(a002188)], a002188) {
		t.Errorf("Grundy's game %v, OEIS A002188 %v", got[:len(a002188)], a002188)
	}
}

// TestNotCertified: no theorem is applied to codes none covers (a
// repeating part with splits); Grundy's game and 0.4! have one (the
// extended theorem for "!" splits, arith.go) but no period in 400 values.
// The all-but codes 0.[3] and 0.3003330[3] are certified (arith_test.go).
func TestNotCertified(t *testing.T) {
	for _, s := range []string{"0.7[7]", "4!.0", "0.4!"} {
		c := MustParse(s)
		if s == "0.7[7]" && (c.Theorem() != "" || c.CertifyLength(10, 2, 0) != math.MaxInt) {
			t.Errorf("%s: Theorem %q, CertifyLength %d", c, c.Theorem(), c.CertifyLength(10, 2, 0))
		}
		p, err := heap.FindPeriod(c, 400, nil)
		if err != nil || p.Certified || p.Checked != 401 {
			t.Errorf("%s: FindPeriod = %+v, %v", c, p, err)
		}
	}
}

// TestSolverRefuses: the rare/common Solver (checkpoints, grundy run)
// refuses the codes it does not handle instead of ignoring their
// repeating part or "!".
func TestSolverRefuses(t *testing.T) {
	for _, s := range []string{"0.[3]", "4!.4", "0.F!"} {
		c := MustParse(s)
		if err := c.NewSolver().Extend(t.Context(), 10, nil); err == nil {
			t.Errorf("%s: Solver.Extend accepted", c)
		}
		if _, err := c.ResumeSolver([]uint16{0}); err == nil {
			t.Errorf("%s: ResumeSolver accepted", c)
		}
	}
	g := GrundysGame().NewSolver()
	if err := g.Extend(t.Context(), 20, nil); err != nil || !slices.Equal(g.Values(), []uint16{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}) {
		t.Errorf("4!.0 Solver: %v, %v", g.Values(), err)
	}
}
