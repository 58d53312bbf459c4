package misere

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
)

// The proof step: the finite check that a table's P-portion (or labels)
// fits the moves of every position (checkTable; Quotient.check runs it on
// a quotient), over the minimal option sets of the elements (elemSet).
//
// It checks, for every position G, that Φ(G) ∈ P exactly when G has a
// move and no move leads into P (then, by induction on positions, Φ
// predicts every outcome). Two checks cover all positions:
//
// P-failures, an element x·Φ(H) in P with a move in the heap H to an
// element x·o in P, are found by trying every element x (all are
// positions' elements) with every kind of heap: O(|Q|·k·|O|).
//
// N-failures, a position G with a move, Φ(G) ∉ P and no option in P, are
// found by a search over states (x, T): x = Φ(G) and T the set of the
// elements of G's options. Adding a heap H of element h and option
// elements O gives (x·h, T·h ∪ x·O), so a state whose T contains the T of
// an earlier state with the same x has only successors that contain that
// state's successors', and, having more options, fails only where they
// fail: it is pruned. Each element keeps the antichain of its minimal T
// (Plambeck and Siegel's algorithm keeps the same sets, "transition
// lower bounds", in CGSuite's MisereSolver), and the search ends when no
// state adds a new minimal set. The antichains are kept in
// Quotient.minimal for the extension test (extendOne).
//
// Cost: O(states · k · |Q|) for k kinds of heap (heaps with the same
// element and option elements are interchangeable).

// errInconsistent reports that a candidate quotient is not a monoid whose
// P-portion fits the moves: the contexts were too few.
var errInconsistent = errors.New("inconsistent candidate")

// elemSet is a set of elements of a quotient, one bit each.
type elemSet []uint64

func (a elemSet) has(x int) bool { return a[x>>6]>>(x&63)&1 != 0 }

func (a elemSet) add(x int) { a[x>>6] |= 1 << (x & 63) }

// subset reports whether a ⊆ b.
func (a elemSet) subset(b elemSet) bool {
	for i, w := range a {
		if w&^b[i] != 0 {
			return false
		}
	}
	return true
}

func (a elemSet) meets(b elemSet) bool {
	for i, w := range a {
		if w&b[i] != 0 {
			return true
		}
	}
	return false
}

// labels returns the outcome labels of a P-portion: 0 for P, 1 for N.
func labels(p []bool) []int {
	lab := make([]int, len(p))
	for x, v := range p {
		if !v {
			lab[x] = 1
		}
	}
	return lab
}

// outcomes returns the P-portion of outcome labels (or of misère Grundy
// values): the elements labelled 0.
func outcomes(lab []int) []bool {
	p := make([]bool, len(lab))
	for x, v := range lab {
		p[x] = v == 0
	}
	return p
}

// checkTable is the check above on the monoid m with
// labels lab capped at limit (outcomes, 0 for P and 1 for N, with limit 1;
// misère Grundy values with valueLimit): every position without a move
// has label 1 (only the empty position, as heaps without a move are not
// kinds), and every other the mex of its options' labels, capped. The
// heap kinds have elements elems and option elements kopts. A label v <
// limit must not be an option's (checked for every element and kind, as
// the P-failures of check), and every label below a state's must be among
// its options' (checked on the minimal option sets, as the N-failures).
// It returns a failing position (nil when none), as the heaps of kheap (a
// heap of each kind) added to words[x] (a position of element x); with
// kheap nil the position is not built and fail is only non-nil. complete
// is false when the search stopped at maxStates, and the states are held
// within lim's memory limit (gamelib.ErrTooLarge past it).
func checkTable(lim gamelib.Limits, m *Monoid, lab []int, limit int, elems []int, kopts [][]int, kheap []int, words [][]int, maxStates int) (fail []int, minimal [][]elemSet, complete bool, err error) {
	mul := m.Mul
	order := len(lab)
	nwords := (order + 63) / 64
	// Per element, a set of each label below limit and an antichain of
	// sets; the states, a set each, are checked as they grow.
	if err := lim.CheckMemory("misere: quotient proof, per element", int64(order), int64(8*nwords+24+4*len(elems))); err != nil {
		return nil, nil, false, err
	}
	if lab[0] != 1 {
		return []int{}, nil, false, nil // the empty position has misère value 1
	}
	var byLabel []elemSet // the elements of each label below limit
	for x, v := range lab {
		if v >= limit {
			continue
		}
		for len(byLabel) <= v {
			byLabel = append(byLabel, make(elemSet, nwords))
		}
		byLabel[v].add(x)
	}
	less := func(a, b []int) bool { return a == nil || heapsLess(b, a) }
	// An option with the label of its position.
	for x := range order {
		for k, h := range elems {
			v := lab[mul[x][h]]
			if v >= limit {
				continue
			}
			for _, o := range kopts[k] {
				if lab[mul[x][o]] == v {
					if kheap == nil {
						return []int{}, nil, false, nil
					}
					w := insertSorted(words[x], kheap[k])
					if less(fail, w) {
						fail = w
					}
					break
				}
			}
		}
	}
	// A label below the position's missing from its options. With kheap,
	// states are visited in the monomial order of their positions, so
	// that the first failure is the least: a position whose state (or an
	// ancestor's) is pruned by an earlier one has an earlier position
	// (replace the pruned part) that fails where it fails.
	missing := func(x int, t elemSet) bool {
		for v := range min(lab[x], len(byLabel)) {
			if !t.meets(byLabel[v]) {
				return true
			}
		}
		return lab[x] > len(byLabel)
	}
	minimal = make([][]elemSet, order)
	sq := newStateQueue(kheap != nil)
	sq.push(checkState{x: 0, t: make(elemSet, nwords), kind: -1})
	states := 1
	// scratch holds a successor's set until it is kept: most are pruned.
	// cols[k][b] is b times the element of kind k, a column of the table
	// laid out for the loop over a set's elements.
	scratch := make(elemSet, nwords)
	cols := make([][]int32, len(elems))
	for k, h := range elems {
		cols[k] = make([]int32, order)
		for b := range order {
			cols[k][b] = int32(mul[b][h])
		}
	}
	for sq.len() > 0 {
		st := sq.pop()
		if fail != nil && heapsLess(fail, st.hs) {
			break
		}
		if st.hs != nil || st.kind >= 0 {
			if missing(st.x, st.t) {
				if kheap == nil {
					return []int{}, nil, false, nil
				}
				if less(fail, st.hs) {
					fail = st.hs
				}
				break
			}
		}
		row := mul[st.x]
		for k, h := range elems {
			x := row[h]
			t := scratch
			clear(t)
			col := cols[k]
			for i, w := range st.t {
				for w != 0 {
					b := col[i<<6|bits.TrailingZeros64(w)]
					w &= w - 1
					t[b>>6] |= 1 << (b & 63)
				}
			}
			for _, o := range kopts[k] {
				t.add(row[o])
			}
			chain := minimal[x]
			pruned := false
			for _, a := range chain {
				if a.subset(t) {
					pruned = true
					break
				}
			}
			if pruned {
				continue
			}
			keep := chain[:0]
			for _, a := range chain {
				if !t.subset(a) {
					keep = append(keep, a)
				}
			}
			t = slices.Clone(t)
			minimal[x] = append(keep, t)
			states++
			if states >= maxStates {
				return fail, nil, false, nil
			}
			if states%4096 == 0 {
				if err := lim.CheckMemory("misere: quotient proof states", int64(states)+4096, int64(8*nwords+64)); err != nil {
					return nil, nil, false, err
				}
			}
			next := checkState{x: x, t: t, kind: k}
			if kheap != nil {
				next.hs = insertSorted(st.hs, kheap[k])
			}
			sq.push(next)
		}
	}
	if fail != nil {
		return fail, nil, false, nil
	}
	return nil, minimal, true, nil
}

type checkState struct {
	x    int
	t    elemSet
	kind int   // the kind of the last heap added (−1 for the empty position)
	hs   []int // the position, sorted (when ordered)
}

// stateQueue is first in, first out, or, when ordered, by the monomial
// order of the states' positions.
type stateQueue struct {
	ordered *pqueue[checkState]
	items   []checkState
	head    int
}

func newStateQueue(ordered bool) *stateQueue {
	if ordered {
		return &stateQueue{ordered: newPQueue(func(a, b checkState) bool { return heapsLess(a.hs, b.hs) })}
	}
	return &stateQueue{}
}

func (q *stateQueue) len() int {
	if q.ordered != nil {
		return q.ordered.len()
	}
	return len(q.items) - q.head
}

func (q *stateQueue) push(s checkState) {
	if q.ordered != nil {
		q.ordered.push(s)
		return
	}
	q.items = append(q.items, s)
}

func (q *stateQueue) pop() checkState {
	if q.ordered != nil {
		return q.ordered.pop()
	}
	s := q.items[q.head]
	q.items[q.head] = checkState{}
	q.head++
	return s
}

func binary32(b []byte, v int32) []byte {
	u := uint32(v)
	return append(b, byte(u), byte(u>>8), byte(u>>16), byte(u>>24))
}

// elems returns the elements of a, increasing.
func (a elemSet) elems() []int {
	var out []int
	for i, w := range a {
		for w != 0 {
			out = append(out, i<<6|bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return out
}

// kinds returns a heap of each kind (element and option elements), the
// least, heaps without a move left out.
func kinds(img []int, oe [][]int) []int {
	var out []int
	seen := map[string]bool{}
	for h := 1; h < len(img); h++ {
		if len(oe[h]) == 0 {
			continue
		}
		k := fmt.Sprint(img[h], oe[h])
		if !seen[k] {
			seen[k] = true
			out = append(out, h)
		}
	}
	return out
}

// tableKinds returns the element and option elements of a heap of each
// kind (kinds), heaps without a move left out.
func tableKinds(img []int, oe [][]int) (elems []int, kopts [][]int) {
	for _, h := range kinds(img, oe) {
		elems = append(elems, img[h])
		kopts = append(kopts, oe[h])
	}
	return elems, kopts
}
