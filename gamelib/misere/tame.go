package misere

import (
	"errors"
	"fmt"
	"math"
	"slices"

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
	if fickle {
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

// stepsPerTameUnit is the cost, in the steps of gamelib.CheckWork, of
// one heap of one option in tamePrefix (a look-up and a nim-sum): 8 to
// 13 ns measured on 0.56 and Nim to heap 3000, about 3 to 4 of the
// 3·10⁸ steps a second the work limit assumes, rounded up.
const stepsPerTameUnit = 5

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
	if r == nil {
		return nil, errors.New("misere: nil rule")
	}
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap size n=%d", r, n)
	}
	budget := int64(math.MaxInt64)
	if l := gamelib.WorkLimit(); l > 0 {
		budget = l / stepsPerTameUnit
	}
	gs, over, err := tamePrefix(r, n, budget, true, progress)
	if err == nil && over > 0 {
		err = gamelib.CheckWork(fmt.Sprintf("misere: %v: tame genera of heaps 0..%d (extrapolated from heap %d)", r, n, len(gs)), over*stepsPerTameUnit)
		gs = nil
	}
	return gs, err
}

// tamePrefix is TameGenera with a budget of heaps of options in place of
// the work limit: it returns the prefix of hereditarily tame heaps found
// within the budget and, when the budget cut it short (as spent, or as
// extrapolated when project is set), over > 0, the units spent or
// projected. O(min(budget, Σ option sizes)) steps besides the genera.
func tamePrefix(r hp.Rule, n int, budget int64, project bool, progress gamelib.Progress) (gs []Genus, over float64, err error) {
	if err := gamelib.CheckMemory(fmt.Sprintf("misere: %v: tame genera of heaps 0..%d", r, n), int64(n)+1, 64); err != nil {
		return nil, 0, err
	}
	var os, parts []Genus
	var sups tameSups
	var done int64
	for h := 0; h <= n; h++ {
		os = os[:0]
		before := done
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
		// The options of heap i grow about linearly with i in the games
		// that split heaps, and stay fixed in the others; a linear
		// extrapolation from this heap's errs high for the second.
		w := float64(done - before)
		rest := w * float64(n-h) * float64(n+h+1) / float64(2*max(h, 1))
		if project && h >= 16 && float64(done)+rest > float64(budget) {
			return gs, float64(done) + rest, nil
		}
		progress.Report(done, done+int64(min(rest, 1e18)))
	}
	progress.Report(done, done)
	return gs, 0, nil
}
