package misere_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// sameQuotient reports how two quotients of the same bound differ, or "";
// a (found by extension) may be proven where b (the general algorithm,
// whose proof gives up past MaxStates states) is not.
func sameQuotient(a, b *misere.Quotient) string {
	switch {
	case a.N != b.N:
		return fmt.Sprintf("N %d vs %d", a.N, b.N)
	case !slices.EqualFunc(a.Mul, b.Mul, slices.Equal):
		return "multiplication tables differ"
	case !slices.Equal(a.P, b.P):
		return "P-portions differ"
	case !slices.Equal(a.Heap, b.Heap):
		return fmt.Sprintf("heap maps differ: %v vs %v", a.Heap, b.Heap)
	case !slices.EqualFunc(a.Words, b.Words, slices.Equal):
		return fmt.Sprintf("normal forms differ: %v vs %v", a.Words, b.Words)
	case !slices.Equal(a.Generators, b.Generators):
		return fmt.Sprintf("generators differ: %v vs %v", a.Generators, b.Generators)
	case fmt.Sprint(a.Relations) != fmt.Sprint(b.Relations):
		return fmt.Sprintf("relations differ: %v vs %v", a.Relations, b.Relations)
	case a.Proven != b.Proven && !a.Proven:
		return fmt.Sprintf("proven %v vs %v", a.Proven, b.Proven)
	}
	return ""
}

// TestExtensionMatchesGeneral: the quotients Quotients finds (extending a
// proven quotient heap by heap where the equivalence test allows) equal,
// field by field, those of the general algorithm run alone at each bound,
// on the games of quotientCases and a few bounds more (Kayles to 18: at
// heap 17 the new heap becomes the normal form of its element, and the
// normal forms, generators and relations are recomputed).
func TestExtensionMatchesGeneral(t *testing.T) {
	cases := append(slices.Clone(quotientCases), struct {
		r heap.Rule
		n int
	}{octal.Kayles(), 18}, struct {
		r heap.Rule
		n int
	}{octal.MustParse("0.123"), 13}, struct {
		r heap.Rule
		n int
	}{octal.MustParse("0.75"), 16})
	for _, tc := range cases {
		t.Run(tc.r.String(), func(t *testing.T) {
			qs, err := misere.Quotients(tc.r, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			s := misere.NewSolver(tc.r)
			for _, q := range qs {
				g, err := misere.QuotientGeneral(tc.r, q.N, s)
				if err != nil {
					t.Fatal(err)
				}
				if d := sameQuotient(q, g); d != "" {
					t.Errorf("n=%d: %s", q.N, d)
				}
			}
		})
	}
}

// TestExtensionRandom does the same for random octal games of two or
// three code digits, at every bound up to 9, and checks each quotient
// against search on all sums of total ≤ 14.
func TestExtensionRandom(t *testing.T) {
	forRandomOctal(13, 2, 40, func(code string, r heap.Rule) {
		qs, err := misere.Quotients(r, 9, &misere.QuotientOptions{MaxOrder: 200})
		if err != nil {
			return // a quotient too large or not calibrated: nothing to compare
		}
		s := misere.NewSolver(r)
		for _, q := range qs {
			g, err := misere.QuotientGeneral(r, q.N, s)
			if err != nil {
				t.Fatalf("%s n=%d: %v", code, q.N, err)
			}
			if d := sameQuotient(q, g); d != "" {
				t.Errorf("%s n=%d: %s", code, q.N, d)
			}
			if _, err := q.Verify(s, 14); err != nil {
				t.Errorf("%s: %v", code, err)
			}
		}
	})
}

// TestExtensionFar: quotients the extension reaches far beyond the bounds
// the general algorithm can prove (about 15), proven, and checked against
// search on all sums of total ≤ 30 (≤ 22 with -short). Kayles: order 24
// for heaps ≤ 12 to ≤ 24 (heap 25 adds elements); 0.123: order
// 20 to heap 300; 0.75: order 8 to heap 300 (as TestQuotient075 asserts
// for n ≤ 10 from Plambeck and Siegel).
func TestExtensionFar(t *testing.T) {
	total := 30
	if testing.Short() {
		total = 22
	}
	for _, tc := range []struct {
		code     string
		n, order int
	}{{"0.77", 24, 24}, {"0.123", 300, 20}, {"0.75", 300, 8}} {
		r := octal.MustParse(tc.code)
		s := misere.NewSolver(r)
		q, err := misere.QuotientOf(r, tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if q.Order() != tc.order || !q.Proven {
			t.Errorf("%s, heaps ≤ %d: order %d, proven %v; want %d, true", tc.code, tc.n, q.Order(), q.Proven, tc.order)
		}
		if _, err := q.Verify(s, total); err != nil {
			t.Error(err)
		}
	}
}
