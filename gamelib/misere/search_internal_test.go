package misere

import (
	"errors"
	"fmt"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// The search algorithm for quotients (quotientWith, candidate): words
// told apart by their outcomes in every context of total ≤ c. The package
// builds quotients without search (QuotientOf); this is the reference the
// tests compare it with (QuotientGeneral in export_test.go).

// quotientWith runs the recalibration loop: contexts are all sums of
// total ≤ c plus extra words; after a failed candidate its normal forms
// join the extra contexts (they are positions the candidate thought
// different, and representatives of elements are the contexts that
// separate all elements), and every second failure c grows by 2.
func quotientWith(r hp.Rule, n int, s *Solver, o QuotientOptions, extra [][]int) (*Quotient, error) {
	have := map[string]bool{}
	var ex [][]int
	add := func(ws [][]int) {
		for _, w := range ws {
			k := fmt.Sprint(w)
			if !have[k] && len(w) > 0 {
				have[k] = true
				ex = append(ex, w)
			}
		}
	}
	add(extra)
	c := o.Context
	for try := 0; ; try++ {
		if c > o.MaxContext {
			return nil, fmt.Errorf("misere: %v, heaps ≤ %d: contexts up to total %d: %w", r, n, o.MaxContext, ErrNotCalibrated)
		}
		q, forms, err := candidate(r, n, s, c, ex, o)
		if errors.Is(err, errInconsistent) {
			before := len(ex)
			add(forms)
			if try%2 == 1 || len(ex) == before {
				c += 2
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		q.extra = ex
		return q, nil
	}
}

// candidate builds and checks the candidate quotient for context size c.
func candidate(r hp.Rule, n int, s *Solver, c int, extra [][]int, o QuotientOptions) (*Quotient, [][]int, error) {
	var contexts [][]int
	if err := o.lim.CheckMemory(fmt.Sprintf("misere: contexts of total ≤ %d", c), partitionBound(c)+int64(len(extra)), 64); err != nil {
		return nil, nil, err
	}
	_ = sums(n, c, func(pos []int) error {
		contexts = append(contexts, slices.Clone(pos))
		return nil
	})
	contexts = append(contexts, extra...)

	signature := func(w []int) (string, bool, error) {
		b := make([]byte, (len(contexts)+7)/8)
		buf := make([]int, 0, len(w)+c)
		for i, x := range contexts {
			buf = append(append(buf[:0], w...), x...)
			out, err := s.Outcome(buf...)
			if err != nil {
				return "", false, err
			}
			if out == gamelib.P {
				b[i/8] |= 1 << (i % 8)
			}
		}
		return string(b), b[0]&1 != 0, nil // contexts[0] is the empty sum
	}
	q := &Quotient{Game: r.String(), N: n, Context: c}
	elem := map[string]int{}  // signature → element
	seen := map[string]bool{} // words already classified
	nf := map[string]bool{}   // normal forms
	var act [][]int           // act[x][h]
	var words []word          // normal form of each element
	pq := newPQueue(word.less, word{e: make([]int, n+1)})
	var obstructions []word
	obsElem := map[string]int{}
	for pq.len() > 0 {
		w := pq.pop()
		k := w.key()
		if seen[k] {
			continue
		}
		seen[k] = true
		// Only words all of whose sub-words (minus one heap) are normal
		// forms are visited: the others are products of relations.
		if !w.minimal(nf) {
			continue
		}
		sig, isP, err := signature(w.heaps())
		if err != nil {
			return nil, nil, err
		}
		x, old := elem[sig]
		if old {
			obstructions = append(obstructions, w)
			obsElem[k] = x
			continue
		}
		x = len(words)
		if x >= o.MaxOrder {
			return nil, nil, fmt.Errorf("misere: %v, heaps ≤ %d: more than %d elements: %w", r, n, o.MaxOrder, ErrQuotientTooLarge)
		}
		elem[sig] = x
		words = append(words, w)
		q.P = append(q.P, isP)
		nf[k] = true
		for h := 1; h <= n; h++ {
			pq.push(w.plus(h))
		}
	}
	// The action of each heap on each element: the element of its normal
	// form plus the heap, found by reducing with the obstructions.
	order := len(words)
	index := map[string]int{}
	for x, w := range words {
		index[w.key()] = x
	}
	act = make([][]int, order)
	for x := range act {
		act[x] = make([]int, n+1)
		act[x][0] = x
	}
	// Process elements in normal-form order so that reductions only use
	// actions already known.
	for x, w := range words {
		for h := 1; h <= n; h++ {
			v := w.plus(h)
			if y, ok := index[v.key()]; ok {
				act[x][h] = y
				continue
			}
			if y, ok := obsElem[v.key()]; ok {
				act[x][h] = y
				continue
			}
			// v = u + obstruction-free part: some sub-word v − g is not a
			// normal form; v's element is act[element of v − g][g] for a
			// g with v − g smaller, found by the signature directly.
			sig, _, err := signature(v.heaps())
			if err != nil {
				return nil, nil, err
			}
			y, ok := elem[sig]
			if !ok {
				return nil, heapsOf(words), errInconsistent
			}
			act[x][h] = y
		}
	}
	// (1) commutativity of the actions.
	for x := range order {
		for h := 1; h <= n; h++ {
			for k := h + 1; k <= n; k++ {
				if act[act[x][h]][k] != act[act[x][k]][h] {
					return nil, heapsOf(words), errInconsistent
				}
			}
		}
	}
	// (2) the actions respect the relations, so that the element of a sum
	// does not depend on how it is written.
	apply := func(x int, w word) int {
		for h, c := range w.e {
			for range c {
				x = act[x][h]
			}
		}
		return x
	}
	for _, w := range obstructions {
		y := obsElem[w.key()]
		for x := range order {
			if apply(x, w) != apply(x, words[y]) {
				return nil, heapsOf(words), errInconsistent
			}
		}
	}
	q.Heap = make([]int, n+1)
	for h := 1; h <= n; h++ {
		q.Heap[h] = act[0][h]
	}
	q.Mul = make([][]int, order)
	for x := range order {
		q.Mul[x] = make([]int, order)
		for y, w := range words {
			z := x
			for _, h := range w.heaps() {
				z = act[z][h]
			}
			q.Mul[x][y] = z
		}
	}
	for _, w := range words {
		q.Words = append(q.Words, w.heaps())
	}
	for h := 1; h <= n; h++ {
		if _, ok := index[word{e: unit(n, h)}.key()]; ok {
			q.Generators = append(q.Generators, h)
		}
	}
	isGen := map[int]bool{}
	for _, g := range q.Generators {
		isGen[g] = true
	}
	for _, w := range obstructions {
		hs := w.heaps()
		if slices.ContainsFunc(hs, func(h int) bool { return !isGen[h] }) {
			continue
		}
		q.Relations = append(q.Relations, Relation{Left: hs, Right: q.Words[obsElem[w.key()]]})
	}
	// (3) the P-portion agrees with the moves: first by brute force on
	// small sums, which is cheap and catches most candidates that are
	// too coarse, then by the proof.
	if _, err := q.Verify(s, min(2*c, c+n)); err != nil {
		if errors.Is(err, gamelib.ErrTooLarge) || errors.Is(err, gamelib.ErrTooSlow) {
			return nil, nil, err
		}
		return nil, heapsOf(words), errInconsistent
	}
	proven, err := q.check(o.lim, s.rule, o.MaxStates)
	if err != nil {
		return nil, nil, err
	}
	q.Proven = proven
	return q, nil, nil
}

func heapsOf(ws []word) [][]int {
	out := make([][]int, len(ws))
	for i, w := range ws {
		out[i] = w.heaps()
	}
	return out
}

func unit(n, h int) []int {
	e := make([]int, n+1)
	e[h] = 1
	return e
}
