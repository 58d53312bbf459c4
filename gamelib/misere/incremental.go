package misere

import (
	"context"
	"errors"
	"fmt"

	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// The construction of quotients: the heaps are added one at a time, each
// either equivalent to an element of the quotient so far (extendOne,
// equivalence.go) or adding elements (expand, by the trial monoids of
// recalibration.go), and each quotient is proven (check, proof.go).

// QuotientOf computes the misère quotient of rule r restricted to heaps of
// size ≤ n.
//
// The heaps are added one at a time (incremental): a heap equivalent to
// an element of the quotient so far keeps it (extendOne), and a heap that
// adds elements rebuilds it without search (expand), each result proven
// for every position (check; Proven is true). No search is made. (The
// search algorithm that the tests compare with is quotientWith, in the
// test code: words visited in the monomial order of normal forms and told
// apart by their outcomes with every context of total ≤ c.)
//
// Cost: O(n·|Q|·(|S|+|T|)) for heaps that add no element, and for each
// heap that does, trials of O(|Q|·k) marks each, k the kinds of heap,
// and their proofs (see check).
func QuotientOf(r hp.Rule, n int, opts *QuotientOptions) (*Quotient, error) {
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap bound n=%d", r, n)
	}
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	last := trivialQuotient(r)
	if err := incremental(r, n, opts, func(q *Quotient) { last = q }); err != nil {
		return nil, err
	}
	return last, nil
}

// QuotientOfContext is QuotientOf with the limits and cancellation of ctx
// (gamelib.LimitsFrom): the memory checks use its memory limit, and a
// cancelled ctx ends the computation at the next heap.
func QuotientOfContext(ctx context.Context, r hp.Rule, n int, opts *QuotientOptions) (*Quotient, error) {
	var o QuotientOptions
	if opts != nil {
		o = *opts
	}
	o.ctx = ctx
	return QuotientOf(r, n, &o)
}

// incremental computes the quotients for the heap bounds 1, …, n in turn
// and passes each to f. A bound whose new heap passes the equivalence test
// of extendOne costs only that test; the others are rebuilt by expand.
// Every quotient passed to f is proven.
func incremental(r hp.Rule, n int, opts *QuotientOptions, f func(*Quotient)) error {
	o := opts.defaults(n)
	// Per heap, its element and its option elements (a slice and at
	// least one element), kept to the end.
	if n > 0 {
		if err := o.lim.CheckHeaps(fmt.Sprintf("misere: %v: quotient of heaps 0..%d", r, n), n, 40); err != nil {
			return err
		}
	}
	prev := trivialQuotient(r)
	var hopts [][]int // option elements of the heaps of prev
	hopts = append(hopts, nil)
	for m := 1; m <= n; m++ {
		if err := cancelled(o.ctx); err != nil {
			return err
		}
		// e shares prev's heap map: extendOne appends to it, past prev's
		// length, and copies it before renumbering it (copying it at
		// every heap made heap bounds such as 5·10⁵ quadratic).
		e := *prev
		ok, err := e.extendOne(o.lim, r, &hopts, o.MaxStates)
		if err != nil {
			return err
		}
		if ok {
			prev = &e
		} else {
			q, err := expand(r, prev, o)
			if err != nil {
				return err
			}
			prev = q
			hopts = make([][]int, m+1)
			for h := 1; h <= m; h++ {
				if hopts[h], err = q.heapOptions(r, h); err != nil {
					return err
				}
			}
		}
		f(prev)
		o.Progress.Report(int64(m), int64(n))
	}
	return nil
}

// trivialQuotient is the quotient of the heaps ≤ 0: the empty position
// alone, an N-position.
func trivialQuotient(r hp.Rule) *Quotient {
	return &Quotient{Game: r.String(), Monoid: Monoid{Mul: [][]int{{0}}, Heap: []int{0}}, P: []bool{false}, Words: [][]int{nil}, Proven: true, minimal: [][]elemSet{nil}}
}

// Quotients computes the quotients for the heap bounds 1, …, n in turn
// (the incremental algorithm of QuotientOf), the rule's options checked
// first by the solver's preparation. It stops with an error at the first
// bound whose quotient cannot be computed, returning the quotients found
// so far.
func Quotients(r hp.Rule, n int, opts *QuotientOptions) ([]*Quotient, error) {
	var ctx context.Context
	if opts != nil {
		ctx = opts.ctx
	}
	var out []*Quotient
	if err := NewSolverContext(ctx, r).prepare(n); err != nil {
		return nil, err
	}
	err := incremental(r, n, opts, func(q *Quotient) { out = append(out, q) })
	return out, err
}

// expand returns the quotient of the heaps ≤ n = q.N + 1 of rule r, q
// being the proven quotient of the heaps < n (see above).
func expand(r hp.Rule, q *Quotient, o QuotientOptions) (*Quotient, error) {
	n := q.N + 1
	opts, err := ruleOptions(o.lim, r, n)
	if err != nil {
		return nil, err
	}
	pt, err := expandTable(r.String(), opts, &q.Monoid, 1, o.lim, o.MaxOrder, o.MaxStates)
	if err != nil {
		return nil, err
	}
	out := &Quotient{Game: r.String(), N: n, Monoid: pt.m, P: outcomes(pt.lab)}
	out.normalForms()
	ok, err := out.check(o.lim, r, o.MaxStates)
	if err != nil || !ok {
		return nil, fmt.Errorf("misere: internal error: expanded quotient fails its proof (%v)", err)
	}
	out.Proven = true
	return out, nil
}
