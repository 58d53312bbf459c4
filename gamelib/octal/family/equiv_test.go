package family

import (
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// plain returns g(0 … n) of c by the definition (the O(n²) solver).
func plain(t *testing.T, c *octal.Code, n int) gamelib.Sequence {
	t.Helper()
	g, err := c.PlainValues(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sameShifted reports whether g(m) = h(m − shift) for shift ≤ m < len(g)
// and g(m) = 0 below, and where it fails first.
func sameShifted(g, h gamelib.Sequence, shift int) (int, bool) {
	for m := range g {
		want := 0
		if m >= shift {
			want = h[m-shift]
		}
		if g[m] != want {
			return m, false
		}
	}
	return 0, true
}

// testFamilies are the families whose every code is checked against the
// code it is reduced to: every octal code of up to three digits with
// d₀ = 0 or 4, and every hexadecimal one of up to two.
func testFamilies(t *testing.T) []*Family {
	oct, err := Digits(3, false, []int{0, 4})
	if err != nil {
		t.Fatal(err)
	}
	hex, err := Digits(2, true, []int{0, 4, 8, 12})
	if err != nil {
		t.Fatal(err)
	}
	return []*Family{oct, hex}
}

// heapsChecked is how far the values of a code and its reduction are
// compared by the plain solver; beyond the digits of the codes (≤ 3) and
// the heaps the reductions look at, so a wrong rule shows up.
func heapsChecked(c *octal.Code) int {
	if c.Hexadecimal() {
		return 40 // three-heap moves: O(n³)
	}
	return 90
}

func TestReduceKeepsValues(t *testing.T) {
	reduced := 0
	for _, f := range testFamilies(t) {
		for i := range f.Len() {
			c := f.Code(i)
			r := Reduce(c)
			if Reduce(r) != r {
				t.Errorf("Reduce(%s) = %s, which reduces further to %s", c.Code(), r.Code(), Reduce(r).Code())
			}
			if r == c {
				continue
			}
			reduced++
			for j := 0; j <= c.Len(); j++ {
				if r.Digit(j)&^c.Digit(j) != 0 {
					t.Errorf("Reduce(%s) = %s adds a move", c.Code(), r.Code())
				}
			}
			n := heapsChecked(c)
			if m, ok := sameShifted(plain(t, c, n), plain(t, r, n), 0); !ok {
				t.Errorf("Reduce(%s) = %s, but the values differ at heap %d", c.Code(), r.Code(), m)
			}
		}
	}
	if reduced < 500 {
		t.Errorf("only %d codes reduced; the rules should apply to many", reduced)
	}
}

func TestLiftShiftsValues(t *testing.T) {
	for _, f := range testFamilies(t) {
		for i := range f.Len() {
			c := f.Code(i)
			g, ok := Lift(c)
			if ok != HeapOneDead(c) {
				t.Errorf("Lift(%s): ok = %v, heap 1 dead = %v", c.Code(), ok, HeapOneDead(c))
			}
			if !ok {
				continue
			}
			n := heapsChecked(c)
			if m, ok := sameShifted(plain(t, c, n), plain(t, g, n), 1); !ok {
				t.Errorf("Lift(%s) = %s, but g_c(n) ≠ g_G(n−1) at n = %d", c.Code(), g.Code(), m)
			}
		}
	}
}

func TestRepresentativeValues(t *testing.T) {
	for _, f := range testFamilies(t) {
		classes := 0
		for i := range f.Len() {
			c := f.Code(i)
			rep, shift, via := f.Representative(c)
			if !f.Contains(rep) || via[0] != c.Code() || via[len(via)-1] != rep.Code() {
				t.Errorf("Representative(%s) = %s via %v", c.Code(), rep.Code(), via)
			}
			if rep == c {
				classes++
				continue
			}
			n := heapsChecked(c)
			if m, ok := sameShifted(plain(t, c, n), plain(t, rep, n), shift); !ok {
				t.Errorf("%s ≡ %s shifted by %d (via %v), but not at heap %d", c.Code(), rep.Code(), shift, via, m)
			}
		}
		t.Logf("%d codes, %d classes", f.Len(), classes)
	}
}

// TestEquivalencesFromOEIS checks the reductions against the shifts the
// OEIS states (each entry's comments).
func TestEquivalencesFromOEIS(t *testing.T) {
	for _, tc := range []struct {
		source string
		rep    string
		codes  []string
		shift  int
	}{
		// A002187 (Dawson's Chess .137): ".07 has values a(n-1)".
		{"A002187", "0.137", []string{"0.07"}, 1},
		// A002187: ".4, .401, .402, .403, .42, .421, .422 and .423 have values a(n-2)".
		{"A002187", "0.137", []string{"0.4", "0.401", "0.402", "0.403", "0.42", "0.421", "0.422", "0.423"}, 2},
		// A071435 (.177): ".450-.453 and .470-.473 have values a(n-1)".
		{"A071435", "0.177", []string{"0.45", "0.451", "0.452", "0.453", "0.47", "0.471", "0.472", "0.473"}, 1},
		// A071434 (.1377): ".074-.077 have values a(n-1)".
		{"A071434", "0.1377", []string{"0.074", "0.075", "0.076", "0.077"}, 1},
		// A071434: ".440-.443 and .460-.463 have values a(n-2)".
		{"A071434", "0.1377", []string{"0.44", "0.441", "0.442", "0.443", "0.46", "0.461", "0.462", "0.463"}, 2},
	} {
		f, err := List(append([]string{tc.rep, "0.07", "0.077"}, tc.codes...))
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range tc.codes {
			rep, shift, via := f.Representative(octal.MustParse(code))
			if rep.Code() != tc.rep || shift != tc.shift {
				t.Errorf("%s: %s reduces to %s with shift %d (via %v), OEIS says %s shifted by %d",
					tc.source, code, rep.Code(), shift, via, tc.rep, tc.shift)
			}
		}
	}
}

func TestReduceExamples(t *testing.T) {
	for _, tc := range []struct{ code, want string }{
		{"0.453", "0.45"},  // the doc comment's examples
		{"0.742", "0.74"},  // covered with a heap of size 2
		{"0.343", "0.342"}, // take-all move redundant
		{"0.77", "0.77"},   // Kayles: nothing to leave out
		{"0.137", "0.137"},
		{"0.0", "0.0"},
	} {
		if got := Reduce(octal.MustParse(tc.code)).Code(); got != tc.want {
			t.Errorf("Reduce(%s) = %s, want %s", tc.code, got, tc.want)
		}
	}
	for _, tc := range []struct{ code, want string }{
		{"0.07", "0.137"}, {"0.4", "0.07"}, {"0.0", "0.0"}, {"4.0", "0.7"}, {"0.8", "0.00F"},
	} {
		g, ok := Lift(octal.MustParse(tc.code))
		if !ok || g.Code() != tc.want {
			t.Errorf("Lift(%s) = %v, %v; want %s", tc.code, g, ok, tc.want)
		}
	}
	if _, ok := Lift(octal.Kayles()); ok {
		t.Error("Lift(Kayles) succeeded; heap 1 of Kayles has a move")
	}
}

// Lift and Reduce rebuild a code from its digits, which drops a "!" and a
// repeating part, so they leave such codes alone: Grundy's game 4!.0 was
// reported as 0.7 shifted by one heap (which is 4.0), a wrong answer.
func TestNoReductionOfUnequalOrRepeatingCodes(t *testing.T) {
	f, err := List([]string{"0.7", "4.0", "4!.0", "0.[3]", "0.0[3]", "0.3", "0.1[3]"})
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"4!.0", "0.[3]", "0.0[3]", "0.1[3]", "4!.7"} {
		c := octal.MustParse(code)
		if g, ok := Lift(c); ok {
			t.Errorf("Lift(%s) = %s, want none", code, g)
		}
		if r := Reduce(c); r != c {
			t.Errorf("Reduce(%s) = %s, want the code itself", code, r)
		}
		if f.Contains(c) {
			if rep, shift, _ := f.Representative(c); rep.Code() != c.Code() || shift != 0 {
				t.Errorf("Representative(%s) = %s shifted %d, want itself", code, rep, shift)
			}
		}
	}
	// The plain code 4.0 still reduces to 0.7 shifted by one, and the
	// values agree, unlike Grundy's game's.
	rep, shift, _ := f.Representative(octal.MustParse("4.0"))
	if rep.Code() != "0.7" || shift != 1 {
		t.Errorf("Representative(4.0) = %s shifted %d, want 0.7 shifted 1", rep, shift)
	}
	if _, ok := Lift(nil); ok || HeapOneDead(nil) || Reduce(nil) != nil {
		t.Error("nil code: Lift, HeapOneDead or Reduce claims a reduction")
	}
}
