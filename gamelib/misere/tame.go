package misere

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// sum returns the genus of a sum of tame games from their genera,
// each of which must be tame (Genus.Tame): tame games add as the nim
// positions of the same genera do (Conway, On Numbers and Games, ch. 12),
// so the sum is 0^120 or 1^031 by the parity of its ∗1s when every part
// is 0^120 or 1^031, and p^{p,p⊕2} with p the nim-sum of the parts'
// normal values otherwise. The superscripts come from sups, so that a
// sum allocates nothing once its value has been seen.
func (sups *tameSups) sum(gs []Genus) Genus {
	p, fickle := 0, true
	for _, g := range gs {
		p ^= g.Plus
		fickle = fickle && len(g.Sup) == 3
	}
	return sups.genus(p, !fickle)
}

// genus returns the genus of a sum of tame games whose g⁺ have the
// nim-sum p, firm when some part is neither 0^120 nor 1^031 (else p is 0
// or 1): 0^120 or 1^031, or p^{p,p⊕2}.
func (sups *tameSups) genus(p int, firm bool) Genus {
	if !firm {
		return Genus{Plus: p, Sup: fickleSups[p]}
	}
	for len(sups.firm) <= p {
		q := len(sups.firm)
		sups.firm = append(sups.firm, []int{q, q ^ 2})
	}
	return Genus{Plus: p, Sup: sups.firm[p]}
}

// tameSups holds the superscripts p, p⊕2 of the tame genera p^{p,p⊕2}
// seen so far; fickleSups those of 0^120 and 1^031.
type tameSups struct{ firm [][]int }

var fickleSups = [2][]int{{1, 2, 0}, {0, 3, 1}}

// genusFrom returns the genus of a game whose options have the genera
// os (genusRecurrence).
func genusFrom(os []Genus) Genus {
	K := 0
	for _, o := range os {
		K = max(K, len(o.Sup))
	}
	plus, sup := genusRecurrence(len(os), K, func(i, k int) int32 {
		if k < 0 {
			return int32(os[i].Plus)
		}
		return int32(os[i].At(k))
	})
	g := Genus{Plus: int(plus), Sup: make([]int, len(sup))}
	for i, v := range sup {
		g.Sup[i] = int(v)
	}
	return g
}

// TameGenera returns the genera of the heaps 0, …, h−1 of r for the
// largest h ≤ n+1 such that each of them is hereditarily tame (it and
// every position reachable from it have tame genera), computed without
// search: every position of such a heap is a sum of smaller hereditarily
// tame heaps, tame games add as nim positions do (Conway, On Numbers and
// Games, ch. 12), and the heap's genus follows from its options' by the
// recurrence of the package documentation. So len(gs) == n+1 exactly
// when every heap ≤ n is hereditarily tame, and then gs are all the
// genera, exact, at the cost of listing the options once: O(Σ option
// sizes), 0.56 (whose value quotient has order 66) to heap 2000 in
// 0.04 s.
//
// A run whose options, extrapolated from the heaps done (from heap 16
// on), would pass the work limit (gamelib.WorkLimit, at 5 steps per heap
// of an option) ends at once with gamelib.ErrTooSlow. Progress is
// reported in heaps of options listed, against that extrapolated total.
func TameGenera(r hp.Rule, n int, progress gamelib.Progress) ([]Genus, error) {
	return tameGenera(context.Background(), r, n, progress)
}

// tameGenera is TameGenera with the limits and cancellation of ctx.
func tameGenera(ctx context.Context, r hp.Rule, n int, progress gamelib.Progress) ([]Genus, error) {
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap size n=%d", r, n)
	}
	lim := gamelib.LimitsFrom(ctx)
	budget := int64(math.MaxInt64)
	if lim.Work > 0 {
		budget = lim.Work / stepsPerTameUnit
	}
	gs, over, err := tamePrefix(ctx, r, n, budget, true, progress)
	if err == nil && over > 0 {
		err = lim.CheckWork(fmt.Sprintf("misere: %v: tame genera of heaps 0..%d (extrapolated from heap %d)", r, n, len(gs)), over*stepsPerTameUnit)
		gs = nil
	}
	return gs, err
}

// tamePrefix is TameGenera with a budget of heaps of options in place of
// the work limit: it returns the prefix of hereditarily tame heaps found
// within the budget and, when the budget cut it short (as spent, or as
// extrapolated by growthFit when project is set), over > 0, the units
// spent or projected. O(min(budget, Σ option sizes)) steps besides the
// genera.
func tamePrefix(ctx context.Context, r hp.Rule, n int, budget int64, project bool, progress gamelib.Progress) (gs []Genus, over float64, err error) {
	if err := gamelib.LimitsFrom(ctx).CheckMemory(fmt.Sprintf("misere: %v: tame genera of heaps 0..%d", r, n), int64(n)+1, 64); err != nil {
		return nil, 0, err
	}
	var os, parts []Genus
	var sups tameSups
	var done int64
	var fit growthFit
	for h := 0; h <= n; h++ {
		if h&1023 == 0 {
			if err := cancelled(ctx); err != nil {
				return nil, 0, err
			}
		}
		os = os[:0]
		for o := range r.Options(h) {
			parts = parts[:0]
			for _, k := range o {
				if k < 0 || k >= h {
					return nil, 0, badOption(r, h, k)
				}
				parts = append(parts, gs[k])
			}
			if done += int64(len(o)) + 1; done > budget {
				return gs, float64(done), nil
			}
			os = append(os, sups.sum(parts))
		}
		g := genusFrom(os)
		if !g.Tame() {
			return gs, 0, nil
		}
		gs = append(gs, Genus{Plus: g.Plus, Sup: slices.Clip(g.Sup)})
		total := fit.at(h, n, done)
		if project && total > float64(budget) {
			return gs, total, nil
		}
		progress.Report(done, int64(min(max(total, float64(done)), 1e18)))
	}
	progress.Report(done, done)
	return gs, 0, nil
}

// TameOutcome returns the misère outcome of a sum of tame games (games
// whose positions all have tame genera) from their genera alone, by
// Conway's theorem that tame games are played as misère Nim: a sum is a
// P-position exactly when its genus (TameSum) has γ₀ = 0, that is when
// either no component has a genus other than 0^120 or 1^031 (all play
// like heaps of size 0 or 1) and the nim-sum of the g⁺ is 1, or some
// component does and the nim-sum is 0. It returns an error when a genus
// is not tame.
func TameOutcome(genera ...Genus) (gamelib.Outcome, error) {
	g, err := TameSum(genera...)
	if err != nil {
		return gamelib.N, err
	}
	if g.Misere() == 0 {
		return gamelib.P, nil
	}
	return gamelib.N, nil
}

// TameSum returns the genus of a sum of tame games from their genera:
// tame games add as the nim positions of the same genera do (Conway, On
// Numbers and Games, ch. 12), so the sum is 0^120 or 1^031 by the parity
// of its ∗1s when every part is 0^120 or 1^031, and p^{p,p⊕2}, p the
// nim-sum of the parts' g⁺, otherwise. It returns an error when a genus
// is not tame.
func TameSum(genera ...Genus) (Genus, error) {
	var wild []string
	for _, g := range genera {
		if !g.Tame() {
			wild = append(wild, g.String())
		}
	}
	if len(wild) > 0 {
		return Genus{}, fmt.Errorf("misere: genera %s are not tame", strings.Join(wild, ", "))
	}
	var sups tameSups
	g := sups.sum(genera)
	g.Sup = slices.Clone(g.Sup)
	return g, nil
}

// TameWinningMove returns a move from the sum of heaps of r to a misère
// P-position, and false when there is none, when every heap of the sum
// is hereditarily tame with its genus in gs (gs[h] the genus of heap h,
// as TameGenera gives them): the outcome of each option follows from the
// genera (TameOutcome), so no search is needed. O(Σ options of the
// heaps). It returns an error when a heap has no genus in gs.
func TameWinningMove(r hp.Rule, gs []Genus, heaps ...int) (Move, bool, error) {
	// The genus of a tame sum depends only on the nim-sum x of its g⁺
	// and on whether some part is firm (neither 0^120 nor 1^031).
	var sups tameSups
	x, firm := 0, 0
	for _, h := range heaps {
		if h < 0 || h >= len(gs) {
			return Move{}, false, fmt.Errorf("misere: %v: heap %d has no tame genus (%d known)", r, h, len(gs))
		}
		x ^= gs[h].Plus
		if len(gs[h].Sup) == 2 {
			firm++
		}
	}
	return findMove(r, heaps, func(i int, o []int) (bool, error) {
		h := heaps[i]
		y, f := x^gs[h].Plus, firm
		if len(gs[h].Sup) == 2 {
			f--
		}
		for _, k := range o {
			y ^= gs[k].Plus
			if len(gs[k].Sup) == 2 {
				f++
			}
		}
		return sups.genus(y, f > 0).Misere() == 0, nil
	})
}

// HeapsHereditarilyTame reports, for each heap h of gs (the genera of r's
// heaps 0..len(gs)−1), whether heap h and every position reachable from
// it have tame genera (see Solver.HereditarilyTame). A sum of
// hereditarily tame games is hereditarily tame, its genus given by the
// tame rule (Conway, On Numbers and Games, ch. 12), so heap h is when its
// genus is tame and every heap of every option is.
//
// Cost: O(Σ_h heaps of the options of h).
func HeapsHereditarilyTame(r hp.Rule, gs []Genus) ([]bool, error) {
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	ht := make([]bool, len(gs))
	for h, g := range gs {
		ht[h] = g.Tame()
		for o := range r.Options(h) {
			for _, k := range o {
				if k < 0 || k >= h {
					return nil, badOption(r, h, k)
				}
				ht[h] = ht[h] && ht[k]
			}
		}
	}
	return ht, nil
}
