package misere_test

import (
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// The hereditarily tame heaps that start a game, whose genera tamePrefix
// computes without search, are exactly those the search finds: same
// genera, and the prefix ends at the first heap the search finds not
// hereditarily tame.
func TestTamePrefixAgainstSearch(t *testing.T) {
	check := func(name string, r heap.Rule, n int) {
		t.Helper()
		s := misere.NewSolver(r)
		gs, err := s.HeapGenera(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		tame, err := misere.TamePrefix(r, n, 1e9)
		if err != nil {
			t.Fatal(err)
		}
		h := 0
		for ; h <= n; h++ {
			ht, err := s.HereditarilyTame(h)
			if err != nil {
				t.Fatal(err)
			}
			if !ht {
				break
			}
		}
		if len(tame) != h {
			t.Errorf("%s: %d hereditarily tame heaps first, want %d", name, len(tame), h)
		}
		for k := range min(len(tame), h) {
			if !tame[k].Equal(gs[k]) {
				t.Errorf("%s heap %d: %v, search %v", name, k, tame[k], gs[k])
			}
		}
	}
	for _, r := range rules {
		check(r.String(), r, 30)
	}
	forRandomOctal(13, 31, 80, func(code string, r heap.Rule) { check(code, r, 30) })
	// Nim and the subtraction game {1, 2, 3} are tame at every heap.
	for _, r := range []heap.Rule{heap.Nim(), mustSub(1, 2, 3)} {
		if tame, err := misere.TamePrefix(r, 200, 1e9); err != nil || len(tame) != 201 {
			t.Errorf("%v: %d tame heaps of 201 (err %v)", r, len(tame), err)
		}
	}
}

// The budget cuts the prefix short, never its genera.
func TestTamePrefixBudget(t *testing.T) {
	tame, err := misere.TamePrefix(heap.Nim(), 1000, 5050)
	if err != nil {
		t.Fatal(err)
	}
	// Nim heap h ≥ 1 has the options 0 (no heap: one unit) and ∗1, …,
	// ∗(h−1) (two units each), 2h−1 units in all, so 5050 units pay for
	// heaps 0..71 (71² = 5041 units) and not 72.
	if len(tame) != 72 {
		t.Errorf("%d heaps within the budget, want 72", len(tame))
	}
	for h, g := range tame {
		if want := (misere.Genus{Plus: h, Sup: []int{h, h ^ 2}}); h >= 2 && !g.Equal(want) {
			t.Errorf("∗%d: %v, want %v", h, g, want)
		}
	}
}

// Nim to heap 10⁴: its first 10⁴ heaps are tame with distinct genera, so
// QuotientGenera refuses at once rather than build 2000 elements.
func TestQuotientGeneraTameBound(t *testing.T) {
	_, _, err := misere.QuotientGenera(heap.Nim(), 10000, nil)
	if !errors.Is(err, misere.ErrQuotientTooLarge) {
		t.Errorf("genera of Nim to 10⁴: err = %v, want ErrQuotientTooLarge", err)
	}
	// A game with a cycle is refused as such.
	if _, err := misere.TamePrefix(loopy{}, 5, 1e6); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("loopy: err = %v, want ErrCycle", err)
	}
}

// The final alternation of γ need not be g⁺, g⁺⊕2. In 0.35 (take one
// token, or two leaving two heaps) heap 3 is {∗2}, with genus 0^02, and
// heap 4 is {heap 3, ∗1+∗1}: g⁺ = mex{0, 0} = 1, γ₀ = mex{0, 1} = 2, γ₁ =
// mex{γ₁(3) = 2, g⁻(∗1+∗1+∗2) = 2, γ₀⊕1 = 3, γ₀ = 2} = 0, γ₂ = mex{0, 0,
// 1, 0} = 2, …: genus 1^20. CGSuite 2.2 gives Dawson's chess (0.137)
// heap 24 the genus 0^31 (as tabulated in the tests of the Python
// library pycgt). Both are checked against the plain recursion as well.
func TestAlternationOffNormalValue(t *testing.T) {
	for _, tc := range []struct {
		r     heap.Rule
		n     int
		genus string
	}{
		{octal.MustParse("0.35"), 3, "0^02"},
		{octal.MustParse("0.35"), 4, "1^20"},
		{octal.MustParse("0.137"), 24, "0^31"},
	} {
		g, err := misere.NewSolver(tc.r).Genus(tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if g.String() != tc.genus {
			t.Errorf("%v heap %d: genus %v, want %s", tc.r, tc.n, g, tc.genus)
		}
		p := newPlain(tc.r)
		if v := p.value([]int{tc.n}, nil, false); v != g.Plus {
			t.Errorf("%v heap %d: plain g⁺ = %d, genus says %d", tc.r, tc.n, v, g.Plus)
		}
		for k := range 5 {
			twos := make([]int, k)
			for i := range twos {
				twos[i] = 2
			}
			if v := p.value([]int{tc.n}, twos, true); v != g.At(k) {
				t.Errorf("%v heap %d: plain γ%d = %d, genus says %d", tc.r, tc.n, k, v, g.At(k))
			}
		}
	}
}

// Where every heap is hereditarily tame, TameGenera gives the genera the
// proven value quotient gives, far beyond the search's reach.
func TestTameGeneraAgainstQuotient(t *testing.T) {
	for _, tc := range []struct {
		code string
		n    int
	}{{"0.772", 1000}, {"0.147", 1000}, {"0.56", 120}} {
		r := octal.MustParse(tc.code)
		tame, err := misere.TameGenera(r, tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(tame) != tc.n+1 {
			t.Fatalf("%s: %d hereditarily tame heaps, want all %d", tc.code, len(tame), tc.n+1)
		}
		gs, _, err := misere.QuotientGenera(r, tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for h := range gs {
			if !tame[h].Equal(gs[h]) {
				t.Errorf("%s heap %d: %v, value quotient %v", tc.code, h, tame[h], gs[h])
			}
		}
	}
	if _, err := misere.TameGenera(nil, 3, nil); err == nil {
		t.Error("nil rule: no error")
	}
	if _, err := misere.TameGenera(heap.Nim(), -1, nil); err == nil {
		t.Error("n = -1: no error")
	}
	// Progress ends at done = total.
	var done, total int64
	if _, err := misere.TameGenera(octal.MustParse("0.56"), 300, func(d, t int64) { done, total = d, t }); err != nil || done != total || done == 0 {
		t.Errorf("progress ends at %d of %d (err %v)", done, total, err)
	}
	// A run whose extrapolated options pass the work limit is refused at
	// once: Nim to heap 10⁵ (5·10⁹ options), and to 1000 under a limit
	// of 5050 units; lifting the limit lets the second run.
	if _, err := misere.TameGenera(heap.Nim(), 100000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Nim to 10⁵: err = %v, want ErrTooSlow", err)
	}
	old := gamelib.SetWorkLimit(5 * 5050)
	defer gamelib.SetWorkLimit(old)
	if _, err := misere.TameGenera(heap.Nim(), 1000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Nim to 1000 under a work limit of 5050 units: err = %v, want ErrTooSlow", err)
	}
	gamelib.SetWorkLimit(0)
	if tame, err := misere.TameGenera(heap.Nim(), 1000, nil); err != nil || len(tame) != 1001 {
		t.Errorf("Nim to 1000 with no work limit: %d heaps (err %v)", len(tame), err)
	}
}

// On sums of hereditarily tame heaps, TameWinningMove finds a move
// exactly when the search finds one, to a position the search finds P
// (TestTameOutcome checks TameSum and TameOutcome).
func TestTameSumAndMove(t *testing.T) {
	for _, r := range []heap.Rule{octal.MustParse("0.56"), octal.MustParse("0.147"), mustSub(1, 3, 4), octal.Kayles()} {
		gs, err := misere.TameGenera(r, 14, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := misere.NewSolver(r)
		moves := 0
		positions(len(gs)-1, 16, func(pos []int) {
			m, ok, err := misere.TameWinningMove(r, gs, pos...)
			if err != nil {
				t.Fatal(err)
			}
			if checkMove(t, s, "TameWinningMove", pos, m, ok) {
				moves++
			}
		})
		if moves < 10 {
			t.Errorf("%v: only %d winning moves checked", r, moves)
		}
	}
	if _, err := misere.TameSum(misere.Genus{Plus: 4, Sup: []int{1, 4, 6}}); err == nil {
		t.Error("TameSum of 4^146: no error")
	}
	if _, _, err := misere.TameWinningMove(octal.Kayles(), nil, 3); err == nil {
		t.Error("TameWinningMove without genera: no error")
	}
}
