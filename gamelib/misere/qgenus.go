package misere

import (
	"errors"
	"fmt"
	"iter"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// withNim is a rule r's heaps ≤ n followed by the nim heaps ∗1, …, ∗m,
// as one heap game: size t ≤ n is r's heap t, size n + j the nim heap ∗j
// (j ≤ m), and larger sizes have no move (they are the game 0). The game's
// heaps come first, so that its own quotient is built before the nim
// heaps are added.
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
// the misère quotient of r's heaps ≤ n together with the nim heaps ∗0, …,
// ∗m (m = 15, doubled while too small). A position X has g⁻(X) = j
// exactly when X + ∗j is a misère P-position (see the package
// documentation), so γ_k of heap h is the j with Φ(h)·Φ(∗2)^k·Φ(∗j) in
// the P-portion, and Φ(∗2)^k is periodic from its index on (period 1 or
// 2), which gives the whole genus. The normal-play value is heap.Values'.
// The quotient is proven (see QuotientOf), so every genus is exact; games
// whose quotient with the nim heaps passes opts.MaxOrder end with
// ErrQuotientTooLarge, and HeapGenera (search) is the other way.
//
// Cost: that of the quotient (for Kayles, order 40, heap 1000 in about a
// tenth of a second), then O(n·m·(index + period)) look-ups.
func QuotientGenera(r hp.Rule, n int, opts *QuotientOptions) ([]Genus, error) {
	if r == nil {
		return nil, errors.New("misere: nil rule")
	}
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap size n=%d", r, n)
	}
	if err := gamelib.CheckMemory(fmt.Sprintf("misere: %v: genera of heaps 0..%d", r, n), int64(n)+1, 64); err != nil {
		return nil, err
	}
	plus, err := hp.Values(r, n, nil)
	if err != nil {
		return nil, err
	}
	m := 3
	for _, v := range plus {
		m = max(m, v+3)
	}
	for ; ; m = 2*m + 1 {
		gs, ok, err := quotientGenera(r, n, m, opts)
		if err != nil {
			return nil, err
		}
		if ok {
			for h := range gs {
				gs[h].Plus = plus[h]
			}
			return gs, nil
		}
	}
}

// quotientGenera is QuotientGenera with the nim heaps up to ∗m; ok is
// false when some genus digit exceeds m.
func quotientGenera(r hp.Rule, n, m int, opts *QuotientOptions) ([]Genus, bool, error) {
	w := withNim{r, n, m}
	o := opts.defaults(n + m)
	if opts == nil || opts.MaxOrder <= 0 {
		o.MaxOrder = 20000
	}
	var q *Quotient
	err := incremental(w, n+m, nil, &o, false, func(x *Quotient) { q = x })
	if err != nil {
		return nil, false, err
	}
	star := func(j int) int {
		if j == 0 {
			return 0
		}
		return q.Heap[n+j]
	}
	two := star(2)
	// index and period of the powers of ∗2
	seen := map[int]int{}
	var pow []int
	for y, k := 0, 0; ; k++ {
		if _, ok := seen[y]; ok {
			break
		}
		seen[y] = k
		pow = append(pow, y)
		y = q.Mul[y][two]
	}
	last := q.Mul[pow[len(pow)-1]][two]
	index, period := seen[last], len(pow)-seen[last]
	if period > 2 {
		return nil, false, fmt.Errorf("misere: internal error: ∗2 of period %d in the quotient", period)
	}
	gs := make([]Genus, n+1)
	for h := 0; h <= n; h++ {
		x := q.Heap[h]
		ds := make([]int, index+4)
		for k := range ds {
			pk := pow[index+(k-index)%period]
			if k < len(pow) {
				pk = pow[k]
			}
			y := q.Mul[x][pk]
			d := -1
			for j := 0; j <= m; j++ {
				if q.P[q.Mul[y][star(j)]] {
					d = j
					break
				}
			}
			if d < 0 {
				return nil, false, nil
			}
			ds[k] = d
		}
		gs[h] = Genus{Sup: trim(ds)}
	}
	return gs, true, nil
}
