package misere

import (
	"fmt"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// tameSum returns the genus of a sum of tame games from their genera,
// each of which must be tame (Genus.Tame): tame games add as the nim
// positions of the same genera do (Conway, On Numbers and Games, ch. 12),
// so the sum is 0^120 or 1^031 by the parity of its ∗1s when every part
// is 0^120 or 1^031, and p^{p,p⊕2} with p the nim-sum of the parts'
// normal values otherwise.
func tameSum(gs []Genus) Genus {
	p, fickle := 0, true
	for _, g := range gs {
		p ^= g.Plus
		fickle = fickle && len(g.Sup) == 3
	}
	if fickle {
		return Genus{Plus: p, Sup: []int{p ^ 1, p ^ 2, p}}
	}
	return Genus{Plus: p, Sup: []int{p, p ^ 2}}
}

// genusFrom returns the genus of a game whose options have the genera
// os, by the recurrence of the package documentation: g⁺ = mex of the
// options' g⁺, γ₀ = mex S₀ (1 with no option) and γ_k = mex(S_k ∪
// {γ_{k−1}, γ_{k−1}⊕1}), until k+1 reaches the longest superscript of the
// options and γ_k = γ_{k−2}. O(|os|·(K + 2·(max value + 2))).
func genusFrom(os []Genus) Genus {
	mex := func(k int, extra ...int) int {
		var seen gamelib.Bitset
		for _, o := range os {
			v := o.Plus
			if k >= 0 {
				v = o.At(k)
			}
			// Values are at most the number of options plus 2, so Set
			// cannot fail for want of memory.
			_ = seen.Set(v)
		}
		for _, v := range extra {
			_ = seen.Set(v)
		}
		return seen.Mex()
	}
	K := 0
	for _, o := range os {
		K = max(K, len(o.Sup))
	}
	g := Genus{Plus: mex(-1), Sup: []int{1}}
	if len(os) > 0 {
		g.Sup[0] = mex(0)
	}
	for k := 1; ; k++ {
		v := mex(k, g.Sup[k-1], g.Sup[k-1]^1)
		g.Sup = append(g.Sup, v)
		if k >= 2 && k+1 >= K && v == g.Sup[k-2] {
			break
		}
	}
	g.Sup = trim(g.Sup)
	return g
}

// tamePrefix returns the genera of the heaps 0, …, h−1 of r for the
// largest h ≤ n+1 such that each of them is hereditarily tame (its genus
// and those of all its positions are tame), computed without search: the
// options of a heap are sums of smaller hereditarily tame heaps, whose
// genera tameSum gives, and genusFrom gives the heap's. It stops early,
// returning a shorter prefix, once it has looked at budget heaps of
// options in all. O(min(budget, Σ option sizes)) steps besides the
// genera.
func tamePrefix(r hp.Rule, n int, budget int64) ([]Genus, error) {
	if err := gamelib.CheckMemory(fmt.Sprintf("misere: %v: tame genera of heaps 0..%d", r, n), int64(n)+1, 64); err != nil {
		return nil, err
	}
	var gs []Genus
	var os, parts []Genus
	for h := 0; h <= n; h++ {
		os = os[:0]
		for o := range r.Options(h) {
			parts = parts[:0]
			for _, k := range o {
				if k < 0 || k >= h {
					return nil, badOption(r, h, k)
				}
				parts = append(parts, gs[k])
			}
			if budget -= int64(len(o)) + 1; budget < 0 {
				return gs, nil
			}
			os = append(os, tameSum(parts))
		}
		g := genusFrom(os)
		if !g.Tame() {
			return gs, nil
		}
		gs = append(gs, Genus{Plus: g.Plus, Sup: slices.Clip(g.Sup)})
	}
	return gs, nil
}
