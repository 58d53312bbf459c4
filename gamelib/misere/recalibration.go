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
// themselves (markLabels): the elements are visited through their least
// positions in the monomial order of normal forms, whose options come
// earlier, so an element is put in P when its least position has a move
// and every move leads outside P. If the check finds a failing position
// F, the trial was too coarse for F: some of the heaps of F are given
// free cyclic components of larger index and period (each heap g of F
// in turn, then pairs, …), the other heaps keep the elements of the
// current trial, and the first recalibrated trial that gets F right is
// checked again (recalibrate). The loop ends with a correct pretension,
// or with ErrQuotientTooLarge or ErrNotCalibrated.

// ErrQuotientTooLarge is returned (wrapped) when a misère quotient has
// more elements than QuotientOptions.MaxOrder allows; many games have
// infinite quotients, and this is how their computation ends.
var ErrQuotientTooLarge = errors.New("misère quotient grows beyond the order allowed")

// ErrNotCalibrated is returned (wrapped) when no recalibrated trial gets
// the least failing position right, or when a proof passes
// QuotientOptions.MaxStates states.
var ErrNotCalibrated = errors.New("misère quotient not found with the contexts allowed")

// A trial monoid is base × C(ix₁, per₁) × … with C(ix, per) the cyclic
// monoid ⟨x | x^(ix+per) = x^ix⟩; element (b, c₁, …) is numbered
// b·Π sizes + mixed radix c (c₁ most significant).
//
// It is the one monoid of the package that is not a Monoid: a trial has
// up to max(1024·MaxOrder, 2²⁰) elements, most of which its labelling
// never reaches, so its table (order² entries) is never built; products
// are computed from the components in O(components). What comes out of
// a trial is a Monoid: reduce tabulates only the classes of the elements
// reached, the order of the quotient.
type trial struct {
	base     [][]int // the table of the part kept (a Monoid's Mul)
	ix, per  []int
	size     int   // order of the product of the cyclic parts
	heap     []int // the element of each heap
	elements int   // elements of the trial (len(base)·size)
}

func newTrial(base [][]int, ix, per []int) *trial {
	t := &trial{base: base, ix: ix, per: per, size: 1}
	for i := range ix {
		t.size *= ix[i] + per[i]
	}
	t.elements = len(base) * t.size
	return t
}

// Order returns the number of elements of the trial.
func (t *trial) Order() int { return t.elements }

func (t *trial) heaps() []int { return t.heap }

// Product returns x·y, computed from the components.
func (t *trial) Product(x, y int) int {
	bx, cx := x/t.size, x%t.size
	by, cy := y/t.size, y%t.size
	c, unit := 0, 1
	for i := len(t.ix) - 1; i >= 0; i-- {
		m := t.ix[i] + t.per[i]
		a, b := cx%m, cy%m
		cx, cy = cx/m, cy/m
		s := a + b
		if s >= m {
			s = t.ix[i] + (s-t.ix[i])%t.per[i]
		}
		c += s * unit
		unit *= m
	}
	return t.base[bx][by]*t.size + c
}

type elemWord struct {
	hs    []int // sorted heaps
	x     int
	total int // the sum of hs, so that most comparisons are one
}

// elemWordLess is heapsLess on the words' heaps, their totals known.
func elemWordLess(a, b elemWord) bool {
	if a.total != b.total {
		return a.total < b.total
	}
	return heapsLess(a.hs, b.hs)
}

// labelOf returns the label of the position hs (sorted heaps of the
// monoid m, option elements oe) from its options' labels: 1 without a
// move, else their mex capped at limit. ok is false when label reports an
// option's label unknown.
func labelOf(m products, oe [][]int, hs []int, limit int, label func(y int) (int, bool)) (v int, ok bool) {
	img := m.heaps()
	var seen mexSet
	hasMove := false
	for i, h := range hs {
		if i > 0 && hs[i-1] == h || len(oe[h]) == 0 {
			continue
		}
		rest := 0
		for j, k := range hs {
			if j != i {
				rest = m.Product(rest, img[k])
			}
		}
		for _, o := range oe[h] {
			hasMove = true
			l, known := label(m.Product(rest, o))
			if !known {
				return 0, false
			}
			seen.add(l, limit)
		}
	}
	if !hasMove {
		return 1, true
	}
	return min(seen.mex(), limit), true
}

// mexSet is a set of labels, for their mex; labels at or above a limit
// are left out (they do not change a capped mex).
type mexSet []bool

func (m *mexSet) add(v, limit int) {
	if v >= limit {
		return
	}
	for len(*m) <= v {
		*m = append(*m, false)
	}
	(*m)[v] = true
}

func (m mexSet) mex() int {
	v := 0
	for v < len(m) && m[v] {
		v++
	}
	return v
}

// markLabels labels the elements of the monoid m reached from the heaps
// (option elements oe, ks a heap of each kind), from the least position
// of each: a
// position without a move has label 1, another the mex of its options'
// labels, capped at limit. With limit 1 the labels are outcomes (0 for P,
// 1 for N); with valueLimit they are misère Grundy values. It returns the
// labels and the least position of each element reached (nil for the
// others), and the elements reached in the order found.
//
// Cost: O(|M|·k) queue entries, k the kinds of heap, each compared in
// O(heaps of a least position).
func markLabels(lim gamelib.Limits, m products, oe [][]int, ks []int, limit int) ([]int, [][]int, []int, error) {
	elements, img := m.Order(), m.heaps()
	if err := lim.CheckMemory("misere: trial monoid", int64(elements), 96); err != nil {
		return nil, nil, nil, err
	}
	lab := make([]int, elements)
	marked := make([]bool, elements)
	words := make([][]int, elements)
	// pending[y] is the least word of y pushed so far (when has[y]): a
	// word that is not less than it is not pushed, as it could not be
	// popped first.
	pending := make([]elemWord, elements)
	has := make([]bool, elements)
	var reached []int
	q := newPQueue(elemWordLess, elemWord{nil, 0, 0})
	has[0] = true
	for q.len() > 0 {
		ew := q.pop()
		if marked[ew.x] {
			continue
		}
		hs := ew.hs
		v, ok := labelOf(m, oe, hs, limit, func(y int) (int, bool) { return lab[y], marked[y] })
		if !ok {
			return nil, nil, nil, fmt.Errorf("misere: internal error: an option of %v marked late", hs)
		}
		lab[ew.x] = v
		marked[ew.x] = true
		words[ew.x] = hs
		pending[ew.x] = elemWord{}
		reached = append(reached, ew.x)
		for _, h := range ks {
			y := m.Product(ew.x, img[h])
			if marked[y] {
				continue
			}
			w := elemWord{insertSorted(hs, h), y, ew.total + h}
			if has[y] && !elemWordLess(w, pending[y]) {
				continue
			}
			pending[y], has[y] = w, true
			q.push(w)
		}
	}
	return lab, words, reached, nil
}

// reduce merges the elements of the monoid m reached that no context
// tells apart (labels lab): the coarsest partition refining lab and kept
// by every heap's action, a congruence since the heaps generate the
// elements reached. It returns the quotient as a Monoid (elements
// numbered by their least element reached, 0 first) and its labels.
//
// Cost: O(|M|·k) per refinement round, at most |M| rounds, and the table
// O(|Q|²).
func reduce(lim gamelib.Limits, m products, lab []int, reached []int, ks []int) (Monoid, []int, error) {
	img := m.heaps()
	slices.Sort(reached)
	nr, nk := len(reached), len(ks)
	// at[x] is the index of element x in reached; succ[i·nk+j] that of
	// reached[i] times heap ks[j] (reached, as markLabels multiplied
	// every element reached by every kind).
	at := make([]int32, reached[nr-1]+1)
	for i, x := range reached {
		at[x] = int32(i)
	}
	succ := make([]int32, nr*nk)
	for i, x := range reached {
		for j, h := range ks {
			succ[i*nk+j] = at[m.Product(x, img[h])]
		}
	}
	class := make([]int32, nr)
	first := map[int]int32{} // label → class
	for i, x := range reached {
		c, ok := first[lab[x]]
		if !ok {
			c = int32(len(first))
			first[lab[x]] = c
		}
		class[i] = c
	}
	nc := len(first)
	next := make([]int32, nr)
	buf := make([]byte, 0, 4*(nk+1))
	for {
		sig := make(map[string]int32, nc)
		for i := range nr {
			buf = binary32(buf[:0], class[i])
			for _, y := range succ[i*nk : (i+1)*nk] {
				buf = binary32(buf, class[y])
			}
			c, ok := sig[string(buf)]
			if !ok {
				c = int32(len(sig))
				sig[string(buf)] = c
			}
			next[i] = c
		}
		done := len(sig) == nc
		class, next, nc = next, class, len(sig)
		if done {
			break
		}
	}
	if err := lim.CheckMemory(fmt.Sprintf("misere: table of a trial quotient of order %d", nc), int64(nc)*int64(nc), 8); err != nil {
		return Monoid{}, nil, err
	}
	rep := make([]int, nc)
	for i := nr - 1; i >= 0; i-- {
		rep[class[i]] = reached[i]
	}
	tm := make([][]int, nc)
	nl := make([]int, nc)
	for c, x := range rep {
		tm[c] = make([]int, nc)
		for d, y := range rep {
			tm[c][d] = int(class[at[m.Product(x, y)]])
		}
		nl[c] = lab[x]
	}
	ti := make([]int, len(img))
	for h, x := range img {
		ti[h] = int(class[at[x]])
	}
	return Monoid{tm, ti}, nl, nil
}

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
}

// settle labels a trial, reduces it and labels it again (for the least
// positions of the merged elements).
// With fail not nil, a trial that does not give the position fail the
// label want is rejected (nil, nil) before it is reduced: reducing keeps
// the labels, so the trial's own label of fail decides.
func settle(lim gamelib.Limits, tr *trial, opts [][][]int, maxOrder, limit int, fail []int, want int) (*pretension, error) {
	if tr.elements > maxOrder {
		return nil, fmt.Errorf("trial monoid of order %d: %w", tr.elements, ErrQuotientTooLarge)
	}
	oe := optionElems(tr, opts)
	ks := kinds(tr.heap, oe)
	lab, words, reached, err := markLabels(lim, tr, oe, ks, limit)
	if err != nil {
		return nil, err
	}
	if fail != nil {
		x := 0
		for _, h := range fail {
			x = tr.Product(x, tr.heap[h])
		}
		if (words[x] != nil || x == 0) && lab[x] != want {
			return nil, nil
		}
	}
	m, lab, err := reduce(lim, tr, lab, reached, ks)
	if err != nil {
		return nil, err
	}
	oe = optionElems(&m, opts)
	ks = kinds(m.Heap, oe)
	lab2, words, reached, err := markLabels(lim, &m, oe, ks, limit)
	if err != nil {
		return nil, err
	}
	if len(reached) != m.Order() || !slices.Equal(lab, lab2) {
		return nil, fmt.Errorf("misere: internal error: reduction changed the labels")
	}
	return &pretension{m, lab, limit, words, oe, ks, lim}, nil
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
		base.heap[h] = 4 * q.Heap[h]
	}
	base.heap[n] = 1
	pt, err := settle(lim, base, opts, maxTrial, limit, nil, 0)
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
			rest := (&Monoid{pt.m.Mul, img}).regenerate()
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
				t.heap[h] = x * t.size
			}
			unit := t.size
			for j, i := range idx {
				unit /= ixs[j] + pers[j]
				t.heap[involved[i]] = unit
			}
			cand, err := settle(pt.lim, t, opts, maxTrial, pt.limit, fail, want)
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
