package heap

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// Grundy is Grundy's game as a plain rule, split a heap into two unequal
// heaps, for the tests of this package: a rule with two-heap options and no
// theorem. The library's Grundy's game is octal.GrundysGame (the code
// 4!.0, with the rare/common solver).
func Grundy() Rule { return grundy{} }

type grundy struct{}

func (grundy) String() string { return "grundy" }

func (grundy) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		opt := make([]int, 2)
		for a := 1; 2*a < n; a++ {
			opt[0], opt[1] = a, n-a
			if !yield(opt) {
				return
			}
		}
	}
}

// Values computes g(0..n) by the mex over splits n = a + b, a < b, in
// O(n²) time.
func (r grundy) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return splitValues(context.Background(), r, n, progress, false, 0)
}

// builtins are the rules of this file's package, for the cross-checks.
func builtins(t testing.TB) []Rule {
	sub134, err := Subtraction(1, 3, 4)
	if err != nil {
		t.Fatal(err)
	}
	sub25, err := Subtraction(5, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	return []Rule{Nim(), sub134, sub25, Lasker(), Grundy()}
}

// TestValuersAgainstPlain checks each rule's own Values against the
// mex over its Options.
func TestValuersAgainstPlain(t *testing.T) {
	for _, r := range builtins(t) {
		want, err := PlainValues(r, 300, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Values(r, 300, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v: Values differs from PlainValues", r)
		}
	}
}

var sequenceTests = []struct {
	rule func() (Rule, error)
	want gamelib.Sequence
}{
	// Seed 004, Lasker's Nim: k = 0..12.
	{func() (Rule, error) { return Lasker(), nil }, gamelib.Sequence{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11}},
	// Grundy's game, OEIS A002188.
	{func() (Rule, error) { return Grundy(), nil }, gamelib.Sequence{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}},
	// Subtraction {1,3,4}: period 7, 0 1 0 1 2 3 2 (Winning Ways, ch. 4).
	{func() (Rule, error) { return Subtraction(1, 3, 4) }, gamelib.Sequence{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2}},
	{func() (Rule, error) { return Nim(), nil }, gamelib.Sequence{0, 1, 2, 3, 4, 5}},
}

func TestKnownSequences(t *testing.T) {
	for _, tc := range sequenceTests {
		r, err := tc.rule()
		if err != nil {
			t.Fatal(err)
		}
		got, err := Values(r, len(tc.want)-1, nil)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%v: Values = %v, %v; want %v", r, got, err, tc.want)
		}
	}
}

// TestLaskerLaw checks Lasker's law g(4k+3) = 4k+4, g(4k+4) = 4k+3 and
// g(m) = m otherwise on every heap up to 4000.
func TestLaskerLaw(t *testing.T) {
	g, err := DefinitionValues(Lasker(), 4000, nil)
	if err != nil {
		t.Fatal(err)
	}
	for m := 1; m < len(g); m++ {
		want := m
		switch m % 4 {
		case 3:
			want = m + 1
		case 0:
			want = m - 1
		}
		if g[m] != want {
			t.Fatalf("g(%d) = %d, want %d", m, g[m], want)
		}
	}
	p, err := FindPeriod(Lasker(), len(g)-1, nil)
	if err != nil || !p.Certified || p.Preperiod != 1 || p.Period != 4 || p.Saltus != 4 || p.Needed != 13 {
		t.Errorf("Lasker period = %+v, %v", p, err)
	}
}

func TestPeriods(t *testing.T) {
	sub134, _ := Subtraction(1, 3, 4)
	sub25, _ := Subtraction(2, 5)
	sub120, _ := Subtraction(1, 20)
	sub12, _ := Subtraction(1, 2)
	for _, tc := range []struct {
		r    Rule
		n    int
		want gamelib.Period
	}{
		// g(n) = n: the values g(0 … 2) certify the slope 1.
		{Nim(), 20, gamelib.Period{Found: true, Period: 1, Saltus: 1, Certified: true, Needed: 3, Checked: 21}},
		// 0 1 0 1 2 3 2, period 7 (Winning Ways, ch. 4): t + p + max S values.
		{sub134, 100, gamelib.Period{Found: true, Period: 7, Certified: true, Needed: 11, Checked: 64}},
		// {2,5}: 0 0 1 1 0 2 1 0 0 1 1 0 2 1 …, period 7.
		{sub25, 100, gamelib.Period{Found: true, Period: 7, Certified: true, Needed: 12, Checked: 64}},
		// {1,2}: 0 1 2 repeating.
		{sub12, 1000, gamelib.Period{Found: true, Period: 3, Certified: true, Needed: 5, Checked: 64}},
		// {1,20} alternates 0 1 until g(20) = 2: on 20 values the period
		// 2 is seen, but the window argument needs 22 values: observed only.
		{sub120, 19, gamelib.Period{Found: true, Period: 2, Checked: 20}},
		// Lasker's law from heap 1: four comparisons g(m+4) = g(m) + 4, 1 ≤ m < 5.
		{Lasker(), 1000, gamelib.Period{Found: true, Preperiod: 1, Period: 4, Saltus: 4, Certified: true, Needed: 13, Checked: 64}},
		// No theorem: the values are computed once, to n.
		{Grundy(), 200, gamelib.Period{Checked: 201}},
	} {
		got, err := FindPeriod(tc.r, tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		got.Proof = ""
		if got != tc.want {
			t.Errorf("%v to %d: period %+v, want %+v", tc.r, tc.n, got, tc.want)
		}
	}
}

// TestFindPeriodNeeded: the values g(0 … Needed−1) certify the period and
// one fewer do not, for every subtraction game with amounts below 7.
func TestFindPeriodNeeded(t *testing.T) {
	for mask := 1; mask < 1<<6; mask++ {
		var amounts []int
		for a := 1; a <= 6; a++ {
			if mask>>(a-1)&1 != 0 {
				amounts = append(amounts, a)
			}
		}
		r, _ := Subtraction(amounts...)
		p, err := FindPeriod(r, 1<<12, nil)
		if err != nil || !p.Certified {
			t.Fatalf("%v: %+v, %v", r, p, err)
		}
		if q, _ := FindPeriod(r, p.Needed-1, nil); !q.Certified || q.Period != p.Period || q.Preperiod != p.Preperiod {
			t.Errorf("%v: g(0..%d) do not certify %+v: %+v", r, p.Needed-1, p, q)
		}
		if q, _ := FindPeriod(r, p.Needed-2, nil); q.Certified {
			t.Errorf("%v: g(0..%d), fewer than the %d needed, certify %+v", r, p.Needed-2, p.Needed, q)
		}
		// The period holds on many more values than the proof read.
		g, _ := PlainValues(r, 4096, nil)
		for m := p.Preperiod; m+p.Period < len(g); m++ {
			if g[m+p.Period] != g[m] {
				t.Fatalf("%v: certified %+v, but g(%d) ≠ g(%d)", r, p, m+p.Period, m)
			}
		}
	}
}

// TestCertifiedOnlyOwnValues: a period is certified only for the rule's
// own values. The old API took a sequence and certified sub:1,2's period
// for the sequence 5 5 5 …; now a sequence alone is only observed, and
// FindPeriod computes the rule's values itself.
func TestCertifiedOnlyOwnValues(t *testing.T) {
	fake := make(gamelib.Sequence, 100)
	for i := range fake {
		fake[i] = 5
	}
	if p := fake.FindPeriod(nil); !p.Found || p.Certified {
		t.Errorf("5 5 5 …: %+v, want observed period 1", p)
	}
	r, _ := Subtraction(1, 2)
	p, err := FindPeriod(r, len(fake)-1, nil)
	if err != nil || !p.Certified || p.Period != 3 || p.Preperiod != 0 {
		t.Errorf("sub:1,2: %+v, %v; want certified period 3", p, err)
	}
}

func TestBadInput(t *testing.T) {
	for _, amounts := range [][]int{nil, {0}, {3, -1}} {
		if _, err := Subtraction(amounts...); err == nil {
			t.Errorf("Subtraction(%v) accepted", amounts)
		}
	}
	for _, r := range builtins(t) {
		if _, err := Values(r, -1, nil); err == nil {
			t.Errorf("%v: Values(-1) accepted", r)
		}
		if _, err := PlainValues(r, -1, nil); err == nil {
			t.Errorf("%v: PlainValues(-1) accepted", r)
		}
		if _, err := Values(r, 1<<62, nil); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%v: Values(2^62) err = %v, want ErrTooLarge", r, err)
		}
	}
}

func TestProgress(t *testing.T) {
	for _, r := range builtins(t) {
		var calls int
		var last int64
		var first int64 = -1
		_, err := DefinitionValues(r, 1000, func(done, total int64) {
			calls++
			if first < 0 {
				first = total
			}
			if done < last || total != first || done > total {
				t.Errorf("%v: progress %d/%d after %d", r, done, total, last)
			}
			last = done
		})
		if err != nil {
			t.Fatal(err)
		}
		if calls == 0 || calls > 300 || last != first {
			t.Errorf("%v: %d progress calls, last %d of %d", r, calls, last, first)
		}
	}
}

func TestString(t *testing.T) {
	sub, _ := Subtraction(4, 1, 3, 1)
	got := fmt.Sprint(Nim(), " ", Lasker(), " ", Grundy(), " ", sub)
	if want := "nim lasker grundy sub:1,3,4"; got != want {
		t.Errorf("names %q, want %q", got, want)
	}
}

func BenchmarkValues(b *testing.B) {
	sub, _ := Subtraction(1, 3, 4)
	for _, bc := range []struct {
		r Rule
		n int
	}{{sub, 1 << 20}, {Lasker(), 1 << 14}, {Grundy(), 1 << 14}} {
		b.Run(fmt.Sprintf("%v/n=%d", bc.r, bc.n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Values(bc.r, bc.n, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkPlainValues(b *testing.B) {
	for b.Loop() {
		if _, err := PlainValues(Lasker(), 1<<12, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestOverflowEdges: huge arguments are errors or "not certified", never
// a wrapped-around yes.
func TestOverflowEdges(t *testing.T) {
	if _, err := Values(Nim(), math.MaxInt, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Values(MaxInt) err = %v, want ErrTooLarge", err)
	}
	// {1, MaxInt−1} alternates 0 1 on every heap we can compute, but the
	// window argument needs more than MaxInt values.
	r, _ := Subtraction(1, math.MaxInt-1)
	if p, err := FindPeriod(r, 100, nil); err != nil || p.Certified || !p.Found {
		t.Errorf("sub:1,MaxInt−1 certified from 101 values: %v, %v", p, err)
	}
	for _, c := range []Certifier{r, Nim().(Certifier), Lasker().(Certifier)} {
		for _, a := range [][3]int{{math.MaxInt, 1, 0}, {1, math.MaxInt, 0}, {math.MaxInt - 4, 4, 4}, {-1, 4, 4}, {1, 0, 0}} {
			if L := c.CertifyLength(a[0], a[1], a[2]); L != math.MaxInt && L <= a[0]+a[1] {
				t.Errorf("%v: CertifyLength%v = %d", c, a, L)
			}
		}
	}
	if _, err := FindPeriod(r, -1, nil); err == nil {
		t.Error("FindPeriod(-1): no error")
	}
	if _, err := FindPeriod(nil, 10, nil); err == nil {
		t.Error("FindPeriod(nil rule): no error")
	}
}
