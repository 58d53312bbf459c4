package misere_test

import (
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestQuotientGeneraMatchSearch: the genera read off the value quotient
// equal those of the search, heap by heap.
func TestQuotientGeneraMatchSearch(t *testing.T) {
	sub, _ := heap.Subtraction(1, 3, 4)
	cases := []struct {
		r heap.Rule
		n int
	}{
		// Kayles, Dawson's Kayles and Grundy's game: the largest bounds
		// whose value quotients stay small (see TestQuotientGeneraTooLarge).
		{octal.Kayles(), 19},
		{octal.DawsonsKayles(), 19},
		{octal.GrundysGame(), 19},
		{octal.MustParse("0.123"), 60},
		{octal.MustParse("0.75"), 60},
		{heap.Nim(), 20},
		{sub, 60},
	}
	for _, tc := range cases {
		t.Run(tc.r.String(), func(t *testing.T) {
			want, err := misere.HeapGenera(tc.r, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := misere.QuotientGenera(tc.r, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			for h := range want {
				if !got[h].Equal(want[h]) {
					t.Errorf("heap %d: quotient %v, search %v", h, got[h], want[h])
				}
			}
		})
	}
}

// Kayles' value quotient passes 5000 elements in its trials at heap 20
// (whose genus 1^031 is that of ∗1), and the computation ends with
// ErrQuotientTooLarge rather than running on.
func TestQuotientGeneraTooLarge(t *testing.T) {
	_, _, err := misere.QuotientGenera(octal.Kayles(), 1000, &misere.QuotientOptions{MaxOrder: 500})
	if !errors.Is(err, misere.ErrQuotientTooLarge) {
		t.Errorf("Kayles to 1000 within order 500: err = %v, want ErrQuotientTooLarge", err)
	}
	if _, _, err := misere.QuotientGenera(nil, 3, nil); err == nil {
		t.Error("nil rule accepted")
	}
	if _, _, err := misere.QuotientGenera(octal.Kayles(), -1, nil); err == nil {
		t.Error("n = -1 accepted")
	}
}

// TestHeapsHereditarilyTame: the heap-by-heap rule agrees with the search,
// which looks at every position reachable.
func TestHeapsHereditarilyTame(t *testing.T) {
	sub, _ := heap.Subtraction(1, 3, 4)
	wild := 0
	for _, tc := range []struct {
		r heap.Rule
		n int
	}{
		{octal.Kayles(), 40},
		{octal.DawsonsKayles(), 40},
		{octal.GrundysGame(), 30},
		{octal.MustParse("0.123"), 40},
		{octal.MustParse("0.75"), 14},
		{octal.MustParse("0.137"), 40},
		{heap.Nim(), 20},
		{sub, 60},
	} {
		s := misere.NewSolver(tc.r)
		gs, err := s.HeapGenera(tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		ht, err := misere.HeapsHereditarilyTame(tc.r, gs)
		if err != nil {
			t.Fatal(err)
		}
		tame := 0
		for h := range gs {
			want, err := s.HereditarilyTame(h)
			if err != nil {
				t.Fatal(err)
			}
			if ht[h] != want {
				t.Errorf("%v heap %d: %v, search %v", tc.r, h, ht[h], want)
			}
			if want {
				tame++
			}
		}
		t.Logf("%v: %d of %d heaps hereditarily tame", tc.r, tame, len(gs))
		wild += len(gs) - tame
	}
	if wild == 0 {
		t.Error("no wild heap among the games tested: the test tells nothing")
	}
}

// TestGeneraRandom: for random octal games of two or three code digits,
// the genera of the value quotient and the heap-by-heap hereditary
// tameness equal the search's, heaps ≤ 14.
func TestGeneraRandom(t *testing.T) {
	compared := 0
	defer func() { t.Logf("%d games compared", compared) }()
	forRandomOctal(31, 5, 30, func(code string, r heap.Rule) {
		s := misere.NewSolver(r)
		want, err := s.HeapGenera(14, nil)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		ht, err := misere.HeapsHereditarilyTame(r, want)
		if err != nil {
			t.Fatal(err)
		}
		for h := range want {
			if w, _ := s.HereditarilyTame(h); ht[h] != w {
				t.Errorf("%s heap %d: hereditarily tame %v, search %v", code, h, ht[h], w)
			}
		}
		got, _, err := misere.QuotientGenera(r, 14, &misere.QuotientOptions{MaxOrder: 400})
		if errors.Is(err, misere.ErrQuotientTooLarge) {
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		compared++
		for h := range want {
			if !got[h].Equal(want[h]) {
				t.Errorf("%s heap %d: quotient %v, search %v", code, h, got[h], want[h])
			}
		}
	})
}

// TestQuotientGenus: the genus of a sum read off the value quotient equals
// the search's, for sums of total ≤ 14 of Kayles, Dawson's Kayles and
// 0.75 heaps ≤ 8.
func TestQuotientGenus(t *testing.T) {
	for _, r := range []heap.Rule{octal.Kayles(), octal.DawsonsKayles(), octal.MustParse("0.75")} {
		s := misere.NewSolver(r)
		count := 0
		positions(8, 14, func(pos []int) {
			if len(pos) < 2 {
				return
			}
			want, err := s.Genus(pos...)
			if err != nil {
				t.Fatal(err)
			}
			got, err := misere.QuotientGenus(r, pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			count++
			if !got.Equal(want) {
				t.Fatalf("%v %v: quotient %v, search %v", r, pos, got, want)
			}
		})
		if count < 100 {
			t.Errorf("%v: only %d sums", r, count)
		}
	}
	if _, err := misere.QuotientGenus(octal.Kayles(), []int{3, -1}, nil); err == nil {
		t.Error("a negative heap accepted")
	}
}
