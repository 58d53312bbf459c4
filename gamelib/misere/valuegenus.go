package misere

import (
	"errors"
	"fmt"
	"iter"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// withNim is a rule r's heaps ≤ n followed by the nim heaps ∗1, …, ∗m,
// as one heap game: size t ≤ n is r's heap t, size n + j the nim heap ∗j
// (j ≤ m), and larger sizes have no move (they are the game 0). The game's
// heaps come first, so that its own quotient is built before the nim
// heaps are added (the nim heaps ∗1 and ∗2 give the genus, see
// QuotientGenera).
type withNim struct {
	r    hp.Rule
	n, m int
}

func (w withNim) String() string { return fmt.Sprintf("%v≤%d+nim≤%d", w.r, w.n, w.m) }

func (w withNim) Options(h int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if h <= 0 {
			return
		}
		if h <= w.n {
			for o := range w.r.Options(h) {
				if !yield(o) {
					return
				}
			}
			return
		}
		j := h - w.n
		if j > w.m {
			return
		}
		if !yield(nil) {
			return
		}
		for k := 1; k < j; k++ {
			if !yield([]int{w.n + k}) {
				return
			}
		}
	}
}

// QuotientGenera returns the genus of every heap 0, …, n of rule r from
// the misère value quotient (ValueQuotientOf) of r's heaps ≤ n together
// with the nim heaps ∗1 and ∗2: γ_k of heap h is the value of
// Φ(h)·Φ(∗2)^k, and Φ(∗2)^k is periodic from its index on, which gives the
// whole genus. The normal-play value is heap.ValuesContext's. The value quotient
// is proven, so every genus is exact; games whose value quotient passes
// opts.MaxOrder (default 2000) end with ErrQuotientTooLarge, and
// HeapGenera (search) is the other way.
//
// It returns the genera and the value quotient they were read from (its
// heaps n + 1 and n + 2 are ∗1 and ∗2).
//
// Cost: that of the value quotient (0.123 and 0.75 to heap 1000 in 4 and
// 40 ms, orders 20 and 8), then O(n·(index + period)) look-ups.
func QuotientGenera(r hp.Rule, n int, opts *QuotientOptions) ([]Genus, *ValueQuotient, error) {
	v, plus, err := genusQuotient(r, n, opts)
	if err != nil {
		return nil, nil, err
	}
	sup := v.superscripts(v.Heap[n+2])
	gs := make([]Genus, n+1)
	for h := range gs {
		if gs[h].Sup, err = sup(v.Heap[h]); err != nil {
			return nil, nil, fmt.Errorf("misere: heap %d: %w", h, err)
		}
		gs[h].Plus = plus[h]
	}
	return gs, v, nil
}

// genusQuotient returns the value quotient of r's heaps ≤ n with ∗1 and
// ∗2 (heaps n + 1 and n + 2) and the normal values of heaps 0..n, as
// QuotientGenera and QuotientGenus use them.
func genusQuotient(r hp.Rule, n int, opts *QuotientOptions) (*ValueQuotient, []int, error) {
	if nilRule(r) {
		return nil, nil, errors.New("misere: nil rule")
	}
	if n < 0 {
		return nil, nil, fmt.Errorf("misere: %v: negative heap size n=%d", r, n)
	}
	o := QuotientOptions{MaxOrder: 2000}
	if opts != nil {
		o = *opts
		if o.MaxOrder <= 0 {
			o.MaxOrder = 2000
		}
	}
	if err := gamelib.LimitsFrom(o.ctx).CheckMemory(fmt.Sprintf("misere: %v: genera of heaps 0..%d", r, n), int64(n)+1, 64); err != nil {
		return nil, nil, err
	}
	plus, err := hp.ValuesContext(o.ctx, r, n, nil)
	if err != nil {
		return nil, nil, err
	}
	// An element x of the value quotient fixes the γ sequence of its
	// positions (γ_k = Value[x·two^k]), and different tame genera have
	// different γ sequences, so the hereditarily tame heaps that start the
	// game, whose genera need no search, give a lower bound on the order
	// that refuses Nim to heap 10⁴ at once. (The normal values give no
	// such bound: the final alternation of γ need not be g⁺, g⁺⊕2, see
	// the package documentation.)
	tame, _, err := tamePrefix(o.ctx, r, n, max(1e7, 4*int64(o.MaxOrder)*int64(o.MaxOrder)), false, nil)
	if err != nil {
		return nil, nil, err
	}
	distinct := map[string]bool{}
	for _, g := range tame {
		distinct[fmt.Sprint(g.Sup)] = true
	}
	if len(distinct) > o.MaxOrder {
		return nil, nil, fmt.Errorf("misere: %v, heaps ≤ %d: the first %d heaps are tame with %d distinct genera, so the value quotient has more than %d elements: %w", r, n, len(tame), len(distinct), o.MaxOrder, ErrQuotientTooLarge)
	}
	v, err := ValueQuotientOf(withNim{r, n, 2}, n+2, &o)
	if err != nil {
		return nil, nil, err
	}
	return v, plus, nil
}

// superscripts returns the function that gives the genus digits γ₀γ₁…
// of an element x, trimmed to their final alternation, ∗2 being the
// element two: γ_k(x) = Value[x·two^k], periodic from k = index with the
// period of the powers of two, and alternating from then on (two periods
// and two more digits show it to trim).
func (v *ValueQuotient) superscripts(two int) func(x int) ([]int, error) {
	pow, index, period := v.powers(two)
	return func(x int) ([]int, error) {
		ds := make([]int, index+2*period+2)
		for k := range ds {
			pk := pow[index+(k-index)%period]
			if k < len(pow) {
				pk = pow[k]
			}
			ds[k] = v.Value[v.Mul[x][pk]]
		}
		g := Genus{Sup: trim(slices.Clone(ds))}
		for k, d := range ds {
			if g.At(k) != d {
				return nil, fmt.Errorf("misere: internal error: γ does not settle into an alternation: %v", ds)
			}
		}
		return g.Sup, nil
	}
}

// QuotientGenus returns the genus of a sum of heaps of r as QuotientGenera
// finds it: from the value quotient of r's heaps ≤ the largest of them
// with ∗1 and ∗2, the normal value being the nim-sum of heap.Values'.
func QuotientGenus(r hp.Rule, heaps []int, opts *QuotientOptions) (Genus, error) {
	n := 0
	for _, h := range heaps {
		if h < 0 {
			return Genus{}, fmt.Errorf("misere: %v: negative heap %d", r, h)
		}
		n = max(n, h)
	}
	v, plus, err := genusQuotient(r, n, opts)
	if err != nil {
		return Genus{}, err
	}
	x, g := 0, 0
	for _, h := range heaps {
		x = v.Mul[x][v.Heap[h]]
		g ^= plus[h]
	}
	sup, err := v.superscripts(v.Heap[n+2])(x)
	if err != nil {
		return Genus{}, err
	}
	return Genus{Plus: g, Sup: sup}, nil
}
