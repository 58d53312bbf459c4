package heap

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

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
	p := FindPeriod(Lasker(), g)
	if !p.Certified || p.Preperiod != 1 || p.Period != 4 || p.Saltus != 4 {
		t.Errorf("Lasker period = %v", p)
	}
}

func TestPeriods(t *testing.T) {
	sub134, _ := Subtraction(1, 3, 4)
	sub25, _ := Subtraction(2, 5)
	sub120, _ := Subtraction(1, 20)
	for _, tc := range []struct {
		r    Rule
		n    int
		want gamelib.Period
	}{
		{Nim(), 20, gamelib.Period{Found: true, Period: 1, Saltus: 1, Certified: true}},
		{sub134, 100, gamelib.Period{Found: true, Period: 7, Certified: true}},
		// {2,5}: 0 0 1 1 0 2 1 0 0 1 1 0 2 1 …, period 7.
		{sub25, 100, gamelib.Period{Found: true, Period: 7, Certified: true}},
		// {1,20} alternates 0 1 until g(20) = 2: on 20 values the period
		// 2 is seen, but the window argument needs 22 values: observed only.
		{sub120, 19, gamelib.Period{Found: true, Period: 2}},
		{Grundy(), 200, gamelib.Period{}},
	} {
		g, err := Values(tc.r, tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := FindPeriod(tc.r, g)
		got.Proof, got.Checked = "", 0
		if got != tc.want {
			t.Errorf("%v to %d: period %+v, want %+v", tc.r, tc.n, got, tc.want)
		}
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
	g, _ := Values(r, 100, nil)
	if p := FindPeriod(r, g); p.Certified {
		t.Errorf("sub:1,MaxInt−1 certified from 101 values: %v", p)
	}
	// A sequence with Lasker's arithmetic period but other first values is
	// not Lasker's Nim: g(4k+2) = 4k+3, g(4k+3) = 4k+2.
	fake := make(gamelib.Sequence, 400)
	for m := 1; m < len(fake); m++ {
		fake[m] = m
		switch m % 4 {
		case 2:
			fake[m] = m + 1
		case 3:
			fake[m] = m - 1
		}
	}
	if p := FindPeriod(Lasker(), fake); p.Certified {
		t.Errorf("a non-Lasker sequence certified by Lasker's theorem: %v", p)
	}
}
