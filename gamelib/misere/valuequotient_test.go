package misere_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// checkValues compares the value quotient's g⁻ of every sum of total ≤
// total with the search's, and its outcomes with the misère quotient's.
func checkValues(t *testing.T, r heap.Rule, v *misere.ValueQuotient, total int) {
	t.Helper()
	s := misere.NewSolver(r)
	q, err := misere.QuotientOf(r, v.N, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v.Order() < q.Order() {
		t.Errorf("%v ≤ %d: value quotient of order %d, coarser than the misère quotient's %d", r, v.N, v.Order(), q.Order())
	}
	bad, count := 0, 0
	positions(v.N, total, func(pos []int) {
		count++
		want, err := s.MisereValue(pos...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := v.MisereValue(pos...)
		if err != nil {
			t.Fatal(err)
		}
		out, _ := q.Outcome(pos...)
		if got != want || (got == 0) != (out == gamelib.P) {
			if bad++; bad <= 5 {
				t.Errorf("%v %v: value quotient g⁻ = %d, search %d, quotient %v", r, pos, got, want, out)
			}
		}
	})
	if count < total {
		t.Errorf("%v: only %d sums checked", r, count)
	}
}

// TestValueQuotientMatchSearch: g⁻ read off the value quotient equals the
// search's on every sum of total ≤ 20 (≤ 16 with -short).
func TestValueQuotientMatchSearch(t *testing.T) {
	total := 20
	if testing.Short() {
		total = 16
	}
	sub, _ := heap.Subtraction(1, 3, 4)
	for _, tc := range []struct {
		r heap.Rule
		n int
	}{
		{octal.Kayles(), 12},
		{octal.DawsonsKayles(), 12},
		{octal.GrundysGame(), 12},
		{octal.MustParse("0.123"), 12},
		{octal.MustParse("0.75"), 12},
		{heap.Nim(), 9},
		{sub, 12},
	} {
		t.Run(tc.r.String(), func(t *testing.T) {
			v, err := misere.ValueQuotientOf(tc.r, tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkValues(t, tc.r, v, total)
		})
	}
}

// TestValueQuotientRandom does the same for random octal games of two or
// three code digits, heaps ≤ 9, sums of total ≤ 14.
func TestValueQuotientRandom(t *testing.T) {
	forRandomOctal(29, 3, 30, func(code string, r heap.Rule) {
		v, err := misere.ValueQuotientOf(r, 9, &misere.QuotientOptions{MaxOrder: 300})
		if errors.Is(err, misere.ErrQuotientTooLarge) {
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		checkValues(t, r, v, 14)
	})
}

// Misère Nim (Bouton 1902): g⁻ of a nim position is the nim-sum of its
// heaps when some heap is ≥ 2, and 1 ⊕ the nim-sum otherwise.
func TestValueQuotientBouton(t *testing.T) {
	v, err := misere.ValueQuotientOf(heap.Nim(), 16, nil)
	if err != nil {
		t.Fatal(err)
	}
	positions(16, 24, func(pos []int) {
		x, big := 0, false
		for _, h := range pos {
			x ^= h
			big = big || h >= 2
		}
		if !big {
			x ^= 1
		}
		if got, _ := v.MisereValue(pos...); got != x {
			t.Fatalf("nim %v: g⁻ = %d, Bouton %d", pos, got, x)
		}
	})
}

func TestValueQuotientBadInput(t *testing.T) {
	if _, err := misere.ValueQuotientOf(nil, 3, nil); err == nil {
		t.Error("nil rule accepted")
	}
	if _, err := misere.ValueQuotientOf(octal.Kayles(), -1, nil); err == nil {
		t.Error("n = -1 accepted")
	}
	_, err := misere.ValueQuotientOf(octal.Kayles(), 30, &misere.QuotientOptions{MaxOrder: 100})
	if !errors.Is(err, misere.ErrQuotientTooLarge) {
		t.Errorf("Kayles to 30 within order 100: err = %v, want ErrQuotientTooLarge", err)
	}
	v, err := misere.ValueQuotientOf(octal.Kayles(), 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.MisereValue(6); err == nil {
		t.Error("heap 6 of a quotient for heaps ≤ 5 accepted")
	}
}

func ExampleValueQuotientOf() {
	// Dawson's Kayles restricted to heaps ≤ 12: g⁻ of any sum, from a
	// monoid of a few dozen elements.
	v, err := misere.ValueQuotientOf(octal.DawsonsKayles(), 12, nil)
	if err != nil {
		panic(err)
	}
	g, _ := v.MisereValue(5, 7, 12)
	fmt.Println("order", v.Order(), "g⁻(5+7+12) =", g)
	// Output: order 12 g⁻(5+7+12) = 1
}

// Values turns to the value quotient when the search's work estimate is
// refused: 0.75 to heap 1000, equal to the search where it reaches and to
// the genera read off the value quotient with ∗1 and ∗2.
func TestValuesFallBack(t *testing.T) {
	r := octal.MustParse("0.75")
	got, err := misere.Values(r, 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	gs, _, err := misere.QuotientGenera(r, 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	search, err := misere.Values(r, 14, nil)
	if err != nil {
		t.Fatal(err)
	}
	for h := range gs {
		if got[h] != gs[h].Misere() || h < len(search) && got[h] != search[h] {
			t.Fatalf("0.75 heap %d: Values %d, genus %v", h, got[h], gs[h])
		}
	}
	_, err = misere.Values(octal.Kayles(), 1000, nil)
	if !errors.Is(err, gamelib.ErrTooSlow) || !errors.Is(err, misere.ErrQuotientTooLarge) {
		t.Errorf("Kayles to 1000: err = %v, want the search's and the quotient's refusals", err)
	}
}

// Nim to heap 10⁵: its 5·10⁹ options are refused by the memory check as
// they are listed (here within 64 MiB), and QuotientGenera refuses at
// once, its first heaps being tame with more distinct genera than the
// elements allowed.
func TestValueQuotientHuge(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(64 << 20))
	if _, err := misere.ValueQuotientOf(heap.Nim(), 100000, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Nim to 10⁵: err = %v, want ErrTooLarge", err)
	}
	if _, err := misere.ValueQuotientOf(octal.Kayles(), 1000000, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Kayles to 10⁶: err = %v, want ErrTooLarge (options extrapolated)", err)
	}
	if _, _, err := misere.QuotientGenera(heap.Nim(), 100000, nil); !errors.Is(err, misere.ErrQuotientTooLarge) {
		t.Errorf("genera of Nim to 10⁵: err = %v, want ErrQuotientTooLarge", err)
	}
}

// Verify finds a wrong value: the quotient passes, and fails once one
// element's value is changed.
func TestValueQuotientVerify(t *testing.T) {
	r := octal.DawsonsKayles()
	v, err := misere.ValueQuotientOf(r, 10, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := misere.NewSolver(r)
	n, err := v.Verify(s, 18)
	if err != nil || n < 100 {
		t.Fatalf("Verify: %d sums, %v", n, err)
	}
	v.Value[v.Heap[7]]++
	if _, err := v.Verify(s, 18); err == nil {
		t.Error("a changed value passed Verify")
	}
	if _, err := v.Verify(misere.NewSolver(octal.Kayles()), 5); err == nil {
		t.Error("a solver for another game accepted")
	}
}

// A rule with a cycle is an error wrapping gamelib.ErrCycle for the value
// quotient, the genera read off it and the heap-by-heap tameness.
func TestValueQuotientCycle(t *testing.T) {
	if _, err := misere.ValueQuotientOf(loopy{}, 3, nil); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("ValueQuotientOf(loopy): err = %v, want ErrCycle", err)
	}
	if _, _, err := misere.QuotientGenera(loopy{}, 3, nil); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("QuotientGenera(loopy): err = %v, want ErrCycle", err)
	}
	gs := make([]misere.Genus, 4)
	for h := range gs {
		gs[h] = misere.Genus{Sup: []int{1, 2, 0}}
	}
	if _, err := misere.HeapsHereditarilyTame(loopy{}, gs); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("HeapsHereditarilyTame(loopy): err = %v, want ErrCycle", err)
	}
}
