package misere

import (
	"context"
	"errors"
	"fmt"
	"math"

	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// valueLimit caps no label: the labels of a value quotient are the misère
// Grundy values themselves.
const valueLimit = math.MaxInt32

// A ValueQuotient is the misère value quotient of a heap game restricted
// to heaps of size ≤ N: the positions modulo G ≈ H when g⁻(G + X) =
// g⁻(H + X) for every position X, g⁻ the misère Grundy value. It is a
// finite commutative monoid like the misère quotient (Quotient), which it
// refines, since G + X is a P-position exactly when g⁻(G + X) = 0; and
// g⁻ is a function of the element (Value). With the nim heap ∗2 among
// the heaps it gives the genus of every position: γ_k(G) = g⁻(G + k·∗2).
type ValueQuotient struct {
	Game string // the rule's name
	N    int    // the heap bound
	// Monoid is the multiplication table (Mul; element 0 is the empty
	// position) and the element of each heap 0..N (Heap).
	Monoid
	// Value[x] is g⁻ of every position of element x.
	Value []int
}

// Order returns the number of elements.
func (v *ValueQuotient) Order() int { return len(v.Value) }

// Element returns the element of the sum of the given heaps.
func (v *ValueQuotient) Element(heaps ...int) (int, error) {
	return v.elementOf("value quotient", v.Game, heaps)
}

// MisereValue returns g⁻ of the sum of the given heaps.
func (v *ValueQuotient) MisereValue(heaps ...int) (int, error) {
	x, err := v.Element(heaps...)
	if err != nil {
		return 0, err
	}
	return v.Value[x], nil
}

// Verify checks the value quotient by brute force: for every sum of heaps
// of size ≤ N and total ≤ total, g⁻ found by the solver's search equals
// the quotient's. It returns the number of sums checked, and an error
// naming the first disagreement. The solver must be for the quotient's
// rule.
func (v *ValueQuotient) Verify(s *Solver, total int) (int, error) {
	return verifySums(s, "value quotient", v.Game, v.N, total, func(pos []int) (string, error) {
		got, err := s.MisereValue(pos...)
		if err != nil {
			return "", err
		}
		if want, _ := v.MisereValue(pos...); got != want {
			return fmt.Sprintf("says g⁻ = %d for %v, search says %d", want, pos, got), nil
		}
		return "", nil
	})
}

// ValueQuotientOf computes the misère value quotient of rule r restricted
// to heaps of size ≤ n, proven for every position: the labels are checked
// to be the mex of the options' labels (1 for the empty position) by the
// proof of QuotientOf with values in place of outcomes (checkTable), so
// that, by induction on positions, Value is g⁻ exactly.
//
// The heaps are added one at a time. A heap with the option elements of
// an earlier heap takes its element (the proof is unchanged). A heap whose
// value v is known from
// its options (their elements are in the table) is first tried as each
// element of value v, the elements of the latest heaps first; the first
// that passes the proof is kept, and the table does not change (it is
// still the coarsest: its elements are told apart by sums of the heaps
// before). A heap that is none of them is added by the expansion of
// QuotientOf (expandTable), with values as labels. Quotients larger than
// opts.MaxOrder end with ErrQuotientTooLarge; opts.Context and
// MaxContext are unused.
//
// Cost: for each heap, O(h·|opts(h)|) to find its options' elements, and
// a proof (O(states·k·|Q|), k kinds of heap) for each element tried; for
// a heap that adds elements, trials as in QuotientOf.
func ValueQuotientOf(r hp.Rule, n int, opts *QuotientOptions) (*ValueQuotient, error) {
	var o QuotientOptions
	if opts != nil {
		o = *opts
	}
	return valueQuotientOf(r, n, o)
}

// ValueQuotientOfContext is ValueQuotientOf with the limits and
// cancellation of ctx (gamelib.LimitsFrom): the memory checks use its
// memory limit, and a cancelled ctx ends the computation at the next
// heap.
func ValueQuotientOfContext(ctx context.Context, r hp.Rule, n int, opts *QuotientOptions) (*ValueQuotient, error) {
	var o QuotientOptions
	if opts != nil {
		o = *opts
	}
	o.ctx = ctx
	return valueQuotientOf(r, n, o)
}

func valueQuotientOf(r hp.Rule, n int, opts QuotientOptions) (*ValueQuotient, error) {
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap bound n=%d", r, n)
	}
	o := opts.defaults(n)
	ropts, err := ruleOptions(o.lim, r, n)
	if err != nil {
		return nil, err
	}
	q := Monoid{Mul: [][]int{{0}}, Heap: []int{0}} // the value quotient of the heaps so far
	lab := []int{1}                                // its values
	oe := [][]int{nil}                             // option elements of each heap so far
	sameKind := map[string]int{}                   // option elements of a heap → its element
	for m := 1; m <= n; m++ {
		if err := cancelled(o.ctx); err != nil {
			return nil, err
		}
		os := elementsOf(&q, ropts[m])
		if len(os) == 0 { // no move: the heap is the game 0
			q.Heap = append(q.Heap, 0)
			oe = append(oe, nil)
			o.Progress.Report(int64(m), int64(n))
			continue
		}
		// A heap with the option elements of an earlier heap is that
		// heap's kind: the kinds, and so the proof, are unchanged.
		if x, ok := sameKind[optionsKey(os)]; ok {
			q.Heap = append(q.Heap, x)
			oe = append(oe, os)
			o.Progress.Report(int64(m), int64(n))
			continue
		}
		var seen mexSet
		for _, y := range os {
			seen.add(lab[y], valueLimit)
		}
		v := seen.mex()
		found := false
		for _, x := range valueCandidates(lab, q.Heap, v) {
			elems, kopts := tableKinds(append(q.Heap, x), append(oe, os))
			fail, _, complete, err := checkTable(o.lim, &q, lab, valueLimit, elems, kopts, nil, nil, o.MaxStates)
			if err != nil {
				return nil, err
			}
			if fail == nil && complete {
				q.Heap = append(q.Heap, x)
				oe = append(oe, os)
				sameKind[optionsKey(os)] = x
				found = true
				break
			}
		}
		if debugExpand {
			println("heap", m, "found", found, "order", len(lab))
		}
		if !found {
			pt, err := expandTable(r.String(), ropts[:m+1], &q, valueLimit, o.lim, o.MaxOrder, o.MaxStates)
			if err != nil {
				return nil, err
			}
			q, lab = pt.m, pt.lab
			oe = make([][]int, m+1)
			clear(sameKind)
			for h := 1; h <= m; h++ {
				oe[h] = elementsOf(&q, ropts[h])
				if len(oe[h]) > 0 {
					sameKind[optionsKey(oe[h])] = q.Heap[h]
				}
			}
		}
		o.Progress.Report(int64(m), int64(n))
	}
	return &ValueQuotient{Game: r.String(), N: n, Monoid: q, Value: lab}, nil
}

// optionsKey is a map key for a sorted list of option elements.
func optionsKey(os []int) string {
	b := make([]byte, 0, 4*len(os))
	for _, x := range os {
		b = binary32(b, int32(x))
	}
	return string(b)
}

// valueCandidates returns the elements labelled v: those of the latest
// heaps first (a heap game's heaps often repeat the elements of earlier
// ones), then the others in increasing order.
func valueCandidates(lab, img []int, v int) []int {
	var out []int
	taken := map[int]bool{}
	for h := len(img) - 1; h >= 1; h-- {
		if x := img[h]; lab[x] == v && !taken[x] {
			taken[x] = true
			out = append(out, x)
		}
	}
	for x, l := range lab {
		if l == v && !taken[x] {
			out = append(out, x)
		}
	}
	return out
}
