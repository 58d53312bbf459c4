package misere_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/games"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// Genera gives, by every method that answers, the genera of the plain
// search (HeapGenera) and its hereditary tameness.
func TestGeneraMethodsAgree(t *testing.T) {
	for _, tc := range []struct {
		code string
		n    int
	}{{"0.77", 14}, {"0.07", 14}, {"0.56", 20}, {"0.75", 20}, {"0.123", 16}, {"4.7", 14}} {
		r := octal.MustParse(tc.code)
		s := misere.NewSolver(r)
		want, err := s.HeapGenera(tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []misere.Method{misere.MethodAuto, misere.MethodTame, misere.MethodSearch, misere.MethodQuotient} {
			got, err := misere.Genera(context.Background(), r, tc.n, &misere.Options{Method: m})
			if m == misere.MethodTame && err != nil {
				continue // not every heap is tame
			}
			if err != nil {
				t.Fatalf("%s %s: %v", tc.code, m, err)
			}
			if m != misere.MethodAuto && got.Method != m {
				t.Errorf("%s: asked %s, used %s", tc.code, m, got.Method)
			}
			for h, g := range got.Genera {
				tame, _ := s.HereditarilyTame(h)
				if !g.Equal(want[h]) || got.HereditarilyTame[h] != tame {
					t.Errorf("%s %s heap %d: %v (tame %v), search %v (tame %v)", tc.code, m, h, g, got.HereditarilyTame[h], want[h], tame)
				}
			}
			if !slices.Equal(got.Values(), genusValues(want)) {
				t.Errorf("%s %s: values differ", tc.code, m)
			}
		}
	}
}

func genusValues(gs []misere.Genus) gamelib.Sequence {
	var v gamelib.Sequence
	for _, g := range gs {
		v = append(v, g.Misere())
	}
	return v
}

// Sum, by every method, gives the outcome and genus of the search on
// random sums, and a move into a P-position when there is one.
func TestSumMethodsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 1))
	for _, code := range []string{"0.77", "0.07", "0.56", "0.137"} {
		r := octal.MustParse(code)
		s := misere.NewSolver(r)
		for range 15 {
			hs := make([]int, 1+rng.IntN(3))
			for i := range hs {
				hs[i] = rng.IntN(11)
			}
			o, err := s.Outcome(hs...)
			if err != nil {
				t.Fatal(err)
			}
			g, err := s.Genus(hs...)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range []misere.Method{misere.MethodAuto, misere.MethodTame, misere.MethodSearch, misere.MethodQuotient} {
				res, err := misere.Sum(context.Background(), r, hs, &misere.Options{Method: m})
				if m == misere.MethodTame && err != nil {
					continue
				}
				if err != nil {
					t.Fatalf("%s %v %s: %v", code, hs, m, err)
				}
				if res.Outcome != o || res.Genus == nil || !res.Genus.Equal(g) {
					t.Errorf("%s %v %s: %v %v, search %v %v", code, hs, m, res.Outcome, res.Genus, o, g)
				}
				if _, found, _ := s.WinningMove(hs...); res.HasMove != found {
					t.Errorf("%s %v %s: has move %v, the search %v", code, hs, m, res.HasMove, found)
				}
				if res.HasMove {
					if p, _ := s.Outcome(res.Move.Result...); p != gamelib.P {
						t.Errorf("%s %v %s: move %v leads to %v", code, hs, m, res.Move, p)
					}
				}
			}
		}
	}
}

// Issue 22: heap bounds whose work is hours are refused at once with
// gamelib.ErrTooSlow, by every method, or answered quickly.
func TestPolicyRefusesUpFront(t *testing.T) {
	split, err := games.Parse("split:2")
	if err != nil {
		t.Fatal(err)
	}
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: gamelib.DefaultWorkLimit})
	if _, err := misere.Genera(ctx, split, 1_000_000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Genera(split:2, 10⁶): %v, want ErrTooSlow", err)
	}
	for _, m := range []misere.Method{misere.MethodAuto, misere.MethodSearch, misere.MethodQuotient} {
		if _, err := misere.Sum(ctx, split, []int{1_000_000, 5}, &misere.Options{Method: m}); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("Sum(split:2, 10⁶ + 5, %s): %v, want ErrTooSlow", m, err)
		}
	}
	// sub:1,2 is tame throughout: the tame genera's estimate, fitted to a
	// constant number of options per heap, lets it run (it once projected
	// a linear growth and left it to the quotient, which had no estimate).
	sub12, err := heap.Subtraction(1, 2)
	if err != nil {
		t.Fatal(err)
	}
	res, err := misere.Sum(ctx, sub12, []int{500_000, 5}, nil)
	if err != nil || res.Method != misere.MethodTame || res.Outcome != gamelib.P {
		t.Errorf("Sum(sub:1,2, 500000 + 5): %+v, %v; want P by the tame method", res, err)
	}
}

// The limits are the call's: a small work limit in the context refuses
// the search without touching the process-wide limit, and a cancelled
// context ends the call.
func TestPolicyLimitsPerCall(t *testing.T) {
	before := gamelib.WorkLimit()
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: 1000})
	if _, err := misere.Genera(ctx, octal.Kayles(), 40, &misere.Options{Method: misere.MethodSearch}); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Genera with 1000 steps: %v, want ErrTooSlow", err)
	}
	if gamelib.WorkLimit() != before {
		t.Errorf("process work limit changed: %d → %d", before, gamelib.WorkLimit())
	}
	c, cancel := context.WithCancel(context.Background())
	cancel()
	for _, m := range []misere.Method{misere.MethodSearch, misere.MethodQuotient} {
		if _, err := misere.Genera(c, octal.Kayles(), 300, &misere.Options{Method: m}); !errors.Is(err, context.Canceled) {
			t.Errorf("Genera(%s) cancelled: %v, want context.Canceled", m, err)
		}
	}
	if _, err := misere.Genera(context.Background(), octal.Kayles(), 5, &misere.Options{Method: "guess"}); err == nil {
		t.Error("method guess accepted")
	}
}

// Issue 22: a nil rule in an interface, a nil *Solver and the zero Genus
// give errors or −1, never values or a panic.
func TestNilsDoNotPanic(t *testing.T) {
	var sub *heap.SubtractionRule
	if v, err := misere.Values(sub, 5, nil); err == nil {
		t.Errorf("Values((*SubtractionRule)(nil)) = %v, want an error", v)
	}
	if _, err := misere.TameGenera(sub, 5, nil); err == nil {
		t.Error("TameGenera of a nil rule: no error")
	}
	if _, err := misere.HeapGenera(sub, 5, nil); err == nil {
		t.Error("HeapGenera of a nil rule: no error")
	}
	if _, err := misere.QuotientOf(sub, 5, nil); err == nil {
		t.Error("QuotientOf of a nil rule: no error")
	}
	if _, err := misere.Sum(context.Background(), sub, []int{3}, nil); err == nil {
		t.Error("Sum of a nil rule: no error")
	}
	var s *misere.Solver
	if _, err := s.Genus(5); err == nil {
		t.Error("nil Solver: Genus without error")
	}
	if _, err := s.Outcome(5); err == nil {
		t.Error("nil Solver: Outcome without error")
	}
	if _, _, err := s.WinningMove(5); err == nil {
		t.Error("nil Solver: WinningMove without error")
	}
	if _, err := s.HeapGenera(5, nil); err == nil {
		t.Error("nil Solver: HeapGenera without error")
	}
	if _, err := s.MisereValue(5); err == nil {
		t.Error("nil Solver: MisereValue without error")
	}
	if _, err := s.HereditarilyTame(5); err == nil {
		t.Error("nil Solver: HereditarilyTame without error")
	}
	if s.Work() != 0 || s.Positions() != 0 || s.Rule() != nil {
		t.Error("nil Solver: Work, Positions or Rule not zero")
	}
	var g misere.Genus
	if g.At(5) != -1 || g.At(-1) != -1 || g.Misere() != -1 {
		t.Errorf("zero Genus: At(5) %d, At(-1) %d, Misere %d; want −1", g.At(5), g.At(-1), g.Misere())
	}
	k := misere.Genus{Plus: 0, Sup: []int{1, 2, 0}} // 0^120
	if k.At(-1) != -1 || k.At(3) != 2 || k.At(4) != 0 {
		t.Errorf("0^120: At(-1) %d, At(3) %d, At(4) %d", k.At(-1), k.At(3), k.At(4))
	}
}

// QuotientOfContext stops when its context is cancelled.
func TestQuotientOfContextCancelled(t *testing.T) {
	c, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := misere.QuotientOfContext(c, octal.Kayles(), 12, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	q, err := misere.QuotientOfContext(context.Background(), octal.Kayles(), 12, nil)
	if err != nil || q.Order() != 24 { // Kayles to heap 12: order 24, as QuotientOf's tests find
		t.Errorf("Kayles to 12: %v, %v; want order 24", q.Order(), err)
	}
}
