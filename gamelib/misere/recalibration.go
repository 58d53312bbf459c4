package misere

import (
	"errors"
	"fmt"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	"gonum.org/v1/gonum/stat/combin"
)

// Expansion: a heap that adds elements.
//
// When heap n passes no equivalence test (extendOne), the quotient of the
// heaps ≤ n is built from that of the heaps < n without search, by the
// method of Plambeck and Siegel's MisereSolver (JCTA 2008, §7; CGSuite),
// here in the following form. A pretension is a finite commutative
// monoid M with a map φ of the heaps into M and a set P ⊆ M; it is
// correct when, for every position G, φ(G) ∈ P exactly when G has a move
// and no move leads into P: then, by induction on positions, φ(G) ∈ P
// exactly when G is a misère P-position, and merging the elements of M
// that no context tells apart (reduce) gives the quotient. The check of
// correctness is exact and finite (checkTable, the proof of Quotient.check).
//
// A trial pretension takes the old quotient Q times a cyclic monoid
// ⟨x | x⁴ = x²⟩ for the new heap, and its P is marked from the positions
// themselves (a marker; markLabels): the elements are visited through
// their least positions in the monomial order of normal forms, whose
// options come earlier, so an element is put in P when its least
// position has a move and every move leads outside P. If the check finds a failing position
// F, the trial was too coarse for F: some of the heaps of F are given
// free cyclic components of larger index and period (each heap g of F
// in turn, then pairs, …), the other heaps keep the elements of the
// current trial, and the first recalibrated trial that gets F right is
// checked again (recalibrate). The loop ends with a correct pretension,
// or with ErrQuotientTooLarge or ErrNotCalibrated.
//
// Where the time goes (issue 24 item 4; docs/misere-log.md has the
// measurements): octal 4.7 to heap 30 makes 377 recalibrations and 719
// trials of up to 36 000 elements, each marked, most merged and proven.
// MisereSolver keeps its monoids as int action tables
// (ExplicitFiniteMonoid) and its sets as BitSets; here likewise a trial's
// products by the kinds of heap are kept as an int32 table (marker.act)
// for the merge, whose partition refinement (refine, after Moore and
// Hopcroft) works on int32 arrays; a queued position is a parent and a
// heap, not a slice; a recalibrated trial is rejected as soon as the
// failing position's element is marked wrongly; and the trials of an
// expansion share their arrays (markerBufs). The results are those of
// the earlier, plainer code (TestQuotientsAsBefore).

// ErrQuotientTooLarge is returned (wrapped) when a misère quotient has
// more elements than QuotientOptions.MaxOrder allows; many games have
// infinite quotients, and this is how their computation ends.
var ErrQuotientTooLarge = errors.New("misère quotient grows beyond the order allowed")

// ErrNotCalibrated is returned (wrapped) when no recalibrated trial gets
// the least failing position right, or when a proof passes
// QuotientOptions.MaxStates states.
var ErrNotCalibrated = errors.New("misère quotient not found with the contexts allowed")

// pretension is a reduced trial: its monoid, labels (capped at limit) and
// least positions.
type pretension struct {
	m     Monoid
	lab   []int
	limit int
	words [][]int
	oe    [][]int
	ks    []int
	lim   gamelib.Limits // the memory limit of the call
	bufs  *markerBufs    // settle's arrays
}

// settle labels a trial, reduces it and labels it again (for the least
// positions of the merged elements).
// With fail not nil, a trial that does not give the position fail the
// label want is rejected (nil, nil) before it is reduced: reducing keeps
// the labels, so the trial's own label of fail decides.
//
// bufs (not nil) holds the arrays of the trials' markers, kept from one
// trial to the next of an expansion.
func settle(lim gamelib.Limits, tr *trial, opts [][][]int, maxOrder, limit int, fail []int, want int, bufs *markerBufs) (*pretension, error) {
	if tr.elements > maxOrder {
		return nil, fmt.Errorf("trial monoid of order %d: %w", tr.elements, ErrQuotientTooLarge)
	}
	oe := optionElems(tr, opts)
	ks := kinds(tr.heap, oe)
	mk, err := newMarker(lim, tr, oe, ks, limit, bufs)
	if err != nil {
		return nil, err
	}
	defer func() { *bufs = mk.markerBufs }()
	if fail != nil {
		x := 0
		for _, h := range fail {
			x = tr.Product(x, tr.heap[h])
		}
		// The element of fail is marked at its least position, which is
		// at most fail: the marking can stop there when it mislabels it.
		if err := mk.run(x); err != nil {
			return nil, err
		}
		if mk.marked[x] && mk.lab[x] != want {
			return nil, nil
		}
	}
	if err := mk.run(-1); err != nil {
		return nil, err
	}
	m, lab, err := reduce(lim, tr, mk.lab, mk.reached, ks, mk.act, &mk.markerBufs)
	if err != nil {
		return nil, err
	}
	oe = optionElems(&m, opts)
	ks = kinds(m.Heap, oe)
	lab2, words, reached, _, err := markLabels(lim, &m, oe, ks, limit)
	if err != nil {
		return nil, err
	}
	if len(reached) != m.Order() || !slices.Equal(lab, lab2) {
		return nil, fmt.Errorf("misere: internal error: reduction changed the labels")
	}
	return &pretension{m, lab, limit, words, oe, ks, lim, bufs}, nil
}

// failure returns the least failing position found by the check (nil if
// the pretension is correct) and whether the check completed.
func (pt *pretension) failure(maxStates int) ([]int, bool, error) {
	elems := make([]int, len(pt.ks))
	kopts := make([][]int, len(pt.ks))
	for i, h := range pt.ks {
		elems[i] = pt.m.Heap[h]
		kopts[i] = pt.oe[h]
	}
	fail, _, complete, err := checkTable(pt.lim, &pt.m, pt.lab, pt.limit, elems, kopts, pt.ks, pt.words, maxStates)
	return fail, complete || fail != nil, err
}

const debugExpand = false

// expandTable returns the proven labelled quotient (labels capped at
// limit) of the heaps ≤ n = len(opts) − 1, given that of the heaps < n,
// q (its heaps 0..n−1), within the call's limits lim, maxOrder elements
// and maxStates states of each proof (QuotientOptions). game names the
// game in errors.
func expandTable(game string, opts [][][]int, q *Monoid, limit int, lim gamelib.Limits, maxOrder, maxStates int) (*pretension, error) {
	n := len(opts) - 1
	maxTrial := max(1024*maxOrder, 1<<20)
	base := newTrial(q.Mul, []int{2}, []int{2})
	base.heap = make([]int, n+1)
	for h := range n {
		base.heap[h] = base.number(q.Heap[h], 0)
	}
	base.heap[n] = 1
	pt, err := settle(lim, base, opts, maxTrial, limit, nil, 0, new(markerBufs))
	if err != nil {
		return nil, err
	}
	for round := 0; ; round++ {
		fail, complete, err := pt.failure(maxStates)
		if err != nil {
			return nil, err
		}
		if !complete {
			return nil, fmt.Errorf("misere: %s, heaps ≤ %d: proof beyond %d states: %w", game, n, maxStates, ErrNotCalibrated)
		}
		if fail == nil {
			break
		}
		if len(pt.lab) > maxOrder {
			return nil, fmt.Errorf("misere: %s, heaps ≤ %d: a trial of %d elements, more than %d: %w", game, n, len(pt.lab), maxOrder, ErrQuotientTooLarge)
		}
		if pt, err = recalibrate(pt, fail, opts, maxTrial); err != nil {
			return nil, fmt.Errorf("misere: %s, heaps ≤ %d: %w", game, n, err)
		}
		if debugExpand {
			println("round", round, "order", len(pt.lab), "fail", fmt.Sprint(fail), "label", pt.lab[pt.m.element(fail)])
		}
	}
	if len(pt.lab) > maxOrder {
		return nil, fmt.Errorf("misere: %s, heaps ≤ %d: more than %d elements: %w", game, n, maxOrder, ErrQuotientTooLarge)
	}
	return pt, nil
}

// recalibrate returns a trial that labels the failing position fail
// rightly (rightLabel): for subsets S of its heaps, fewest first, the heaps of S
// get cyclic components of larger index and period, the others keep their
// elements.
func recalibrate(pt *pretension, fail []int, opts [][][]int, maxTrial int) (*pretension, error) {
	want := pt.rightLabel(fail)
	involved := slices.Compact(slices.Clone(fail))
	exp := map[int]int{}
	for _, h := range fail {
		exp[h]++
	}
	for size := 1; size <= len(involved); size++ {
		subsets := combin.NewCombinationGenerator(len(involved), size)
		for subsets.Next() {
			idx := subsets.Combination(nil)
			img := slices.Clone(pt.m.Heap)
			for _, i := range idx {
				img[involved[i]] = 0
			}
			// The table of rest is needed only while the trial is
			// settled (the pretension's is reduce's): regen is reused.
			rest := (&Monoid{pt.m.Mul, img}).regenerateInto(&pt.bufs.regen)
			var ixs, pers []int
			for _, i := range idx {
				g := involved[i]
				ix := max(pt.m.index(pt.m.Heap[g]), exp[g]-1)
				ixs = append(ixs, ix)
				pers = append(pers, max(2, 2*((ix-4)/2)))
			}
			t := newTrial(rest.Mul, ixs, pers)
			t.heap = make([]int, len(img))
			for h, x := range rest.Heap {
				t.heap[h] = t.number(x, 0)
			}
			unit := t.size
			for j, i := range idx {
				unit /= ixs[j] + pers[j]
				t.heap[involved[i]] = unit
			}
			cand, err := settle(pt.lim, t, opts, maxTrial, pt.limit, fail, want, pt.bufs)
			if err != nil {
				return nil, err
			}
			if cand != nil && cand.lab[cand.m.element(fail)] == want {
				return cand, nil
			}
		}
	}
	return nil, fmt.Errorf("no recalibration fits the position %v: %w", fail, ErrNotCalibrated)
}

// rightLabel returns the label that the least failing position fail
// should have: its options come before it, so their labels are right, and
// its own is the mex of theirs, capped (1 without an option).
func (pt *pretension) rightLabel(fail []int) int {
	v, _ := labelOf(&pt.m, pt.oe, fail, pt.limit, func(y int) (int, bool) { return pt.lab[y], true })
	return v
}
