package misere

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
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

// A trial monoid is base × C(ix₁, per₁) × … with C(ix, per) the cyclic
// monoid ⟨x | x^(ix+per) = x^ix⟩; element (b, c₁, …) is numbered
// b·2^shift + mixed radix c (c₁ most significant), 2^shift the least
// power of two ≥ Π sizes, so that a product splits its factors with
// shifts and masks instead of divisions (the numbers c ≥ Π sizes are
// not elements, and are never reached from the heaps).
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
	shift    uint  // 2^shift ≥ size: c is the low shift bits
	heap     []int // the element of each heap
	elements int   // elements of the trial (len(base)·size)
	// cyc[a<<shift|b] is the product of the cyclic parts a and b, when
	// 2^shift ≤ cycTableMax (else nil, and Product computes it): a
	// product is then two shifts, two masks and two look-ups instead of
	// a loop over the components with a division each.
	cyc []int32
}

// cycTableMax bounds the order of the cyclic part whose table a trial
// keeps (cycTableMax² entries).
const cycTableMax = 256

func newTrial(base [][]int, ix, per []int) *trial {
	t := &trial{base: base, ix: ix, per: per, size: 1}
	for i := range ix {
		t.size *= ix[i] + per[i]
	}
	t.elements = len(base) * t.size
	for 1<<t.shift < t.size {
		t.shift++
	}
	if 1<<t.shift <= cycTableMax {
		t.cyc = make([]int32, 1<<(2*t.shift))
		for a := range t.size {
			for b := range t.size {
				t.cyc[a<<t.shift|b] = int32(t.cycProduct(a, b))
			}
		}
	}
	return t
}

// number returns the number of element (b, c).
func (t *trial) number(b, c int) int { return b<<t.shift | c }

// Order returns the range of the trial's numbers, len(base)·2^shift
// (the elements, len(base)·size, with the numbers between them).
func (t *trial) Order() int { return len(t.base) << t.shift }

func (t *trial) heaps() []int { return t.heap }

// Product returns x·y, computed from the components.
func (t *trial) Product(x, y int) int {
	mask := 1<<t.shift - 1
	bx, by := x>>t.shift, y>>t.shift
	cx, cy := x&mask, y&mask
	var c int
	if t.cyc != nil {
		c = int(t.cyc[cx<<t.shift|cy])
	} else {
		c = t.cycProduct(cx, cy)
	}
	return t.base[bx][by]<<t.shift | c
}

// cycProduct returns the product of the cyclic parts cx and cy (mixed
// radix, c₁ most significant).
func (t *trial) cycProduct(cx, cy int) int {
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
	return c
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
func labelOf[H int | int32](m products, oe [][]int, hs []H, limit int, label func(y int) (int, bool)) (v int, ok bool) {
	img := m.heaps()
	// suf[i] is the element of hs[i:]; the prefix is carried along, so
	// that the element of hs without hs[i] costs one product, not
	// len(hs).
	var buf [128]int
	suf := buf[:0]
	if len(hs)+1 > len(buf) {
		suf = make([]int, 0, len(hs)+1)
	}
	suf = suf[:len(hs)+1]
	suf[len(hs)] = 0
	for i := len(hs) - 1; i >= 0; i-- {
		suf[i] = m.Product(img[hs[i]], suf[i+1])
	}
	var seen mexSet
	// full is the set of the labels below the cap, when it is at most
	// 64 (canStop): then seen.lo tells when the mex reaches the cap.
	full, canStop := ^uint64(0), limit <= 64
	if limit < 64 {
		full = 1<<limit - 1
	}
	hasMove := false
	pre := 0
	for i, h := range hs {
		if i > 0 && hs[i-1] == h || len(oe[h]) == 0 {
			if i > 0 {
				pre = m.Product(pre, img[hs[i-1]])
			}
			continue
		}
		if i > 0 {
			pre = m.Product(pre, img[hs[i-1]])
		}
		rest := m.Product(pre, suf[i+1])
		for _, o := range oe[h] {
			hasMove = true
			l, known := label(m.Product(rest, o))
			if !known {
				return 0, false
			}
			seen.add(l, limit)
			if canStop && seen.lo == full {
				// Every label below the cap is an option's: the label is
				// the cap, whatever the other options (for outcomes, a
				// move into P is enough; the options left unread were
				// marked before, as all options come earlier).
				return limit, true
			}
		}
	}
	if !hasMove {
		return 1, true
	}
	return min(seen.mex(), limit), true
}

// mexSet is a set of labels, for their mex; labels at or above a limit
// are left out (they do not change a capped mex). Labels below 64 are
// bits of lo, the others (misère Grundy values past 63) flags of hi.
type mexSet struct {
	lo uint64
	hi []bool
}

func (m *mexSet) add(v, limit int) {
	if v >= limit {
		return
	}
	if v < 64 {
		m.lo |= 1 << v
		return
	}
	for len(m.hi) <= v-64 {
		m.hi = append(m.hi, false)
	}
	m.hi[v-64] = true
}

func (m *mexSet) mex() int {
	if m.lo != ^uint64(0) {
		return bits.TrailingZeros64(^m.lo)
	}
	v := 0
	for v < len(m.hi) && m.hi[v] {
		v++
	}
	return 64 + v
}

// A queued position is a sum of heaps queued by a marker for its element
// x: the least position of the element parent with the heap h added
// (parent −1: the empty position), of total tokens total.
type queued struct {
	x, parent, h, total int32
}

// A marker labels the elements of the monoid m reached from the heaps
// (option elements oe, ks a heap of each kind), from the least position
// of each: a position without a move has label 1, another the mex of
// its options' labels, capped at limit. With limit 1 the labels are
// outcomes (0 for P, 1 for N); with valueLimit they are misère Grundy
// values.
//
// The positions are visited in the monomial order of normal forms
// (pqueue), each element at its least position, whose options come
// earlier. (MisereSolver's markPPortion visits exponent vectors depth
// first instead, carrying each position's set of option elements; the
// order here is kept, so that the trials, and the recalibrations they
// lead to, are those of the earlier code.) A queued position is not a new slice but its parent's least
// position and a heap (queued), compared by walking the parent's heaps
// with the heap merged in (plusLess): a new slice for each position
// queued was two thirds of the allocations of an expansion on 4.7. An
// element's least position is built once, when it is marked, in an arena
// of int32 (no pointer per element for the collector to follow). The
// products by the kinds are kept (act) for reduce, which needs them all.
// The arrays, of the trial's order each, are taken from markerBufs when
// settle gives them (a trial is marked and dropped some hundreds of times
// an expansion): only marked and has need clearing, the others being
// read only where those say they were written.
//
// run can stop when an element is marked and be resumed: a recalibrated
// trial that mislabels the failing position is rejected as soon as its
// element is marked (settle).
//
// Cost: O(|M|·k) queue entries, k the kinds of heap, each compared in
// O(heaps of a least position).
type marker struct {
	m     products
	oe    [][]int
	ks    []int
	kimg  []int // the element of each kind
	limit int
	markerBufs
	q *pqueue[queued]
}

// markerBufs are a marker's arrays, kept for the next marker (settle).
type markerBufs struct {
	lab    []int
	marked []bool
	// arena[wat[x]:wat[x]+wn[x]] is the least position of x (when
	// marked), reached the elements marked in the order marked.
	arena   []int32
	wat, wn []int32
	reached []int
	// act[x·k+j] is x times the element of kind j, for x marked.
	act []int32
	// pending[y] is the least position of y queued so far (when has[y]):
	// a position that is not less than it is not queued, as it could not
	// be popped first.
	pending []queued
	has     []bool
	// Scratch of reduce (at, succ), refine (sigs) and recalibrate (the
	// table of regenerate, regen).
	at, succ, sigs, pred []int32
	regen                []int
}

// resize returns s with length n, reusing its array when it is large
// enough (the entries are then not cleared).
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// newMarker returns a marker of the monoid m, with the arrays of bufs
// (reset) when it is not nil.
func newMarker(lim gamelib.Limits, m products, oe [][]int, ks []int, limit int, bufs *markerBufs) (*marker, error) {
	elements, img := m.Order(), m.heaps()
	if elements > math.MaxInt32 {
		return nil, fmt.Errorf("misere: trial monoid of %d elements: %w", elements, gamelib.ErrTooLarge)
	}
	if err := lim.CheckMemory("misere: trial monoid", int64(elements), int64(48+4*len(ks))); err != nil {
		return nil, err
	}
	mk := &marker{m: m, oe: oe, ks: ks, limit: limit}
	if bufs != nil {
		mk.markerBufs = *bufs
	}
	b := &mk.markerBufs
	b.lab = resize(b.lab, elements)
	b.marked = resize(b.marked, elements)
	clear(b.marked)
	b.wat = resize(b.wat, elements)
	b.wn = resize(b.wn, elements)
	b.act = resize(b.act, elements*len(ks))
	b.pending = resize(b.pending, elements)
	b.has = resize(b.has, elements)
	clear(b.has)
	b.arena = b.arena[:0]
	b.reached = b.reached[:0]
	for _, h := range ks {
		mk.kimg = append(mk.kimg, img[h])
	}
	mk.q = newPQueue(mk.less, queued{0, -1, 0, 0})
	mk.has[0] = true
	return mk, nil
}

// word returns the least position of the marked element x (−1: the
// empty position).
func (mk *marker) word(x int32) []int32 {
	if x < 0 {
		return nil
	}
	return mk.arena[mk.wat[x] : mk.wat[x]+mk.wn[x]]
}

// less is the monomial order (heapsLess) of two candidates.
func (mk *marker) less(a, b queued) bool {
	if a.total != b.total {
		return a.total < b.total
	}
	return plusLess(mk.word(a.parent), a.h, a.parent >= 0, mk.word(b.parent), b.h, b.parent >= 0)
}

// plusLess is heapsLess for the sorted heaps wa with ha added (when
// addA) and wb with hb added (when addB), of equal totals: the heaps are
// compared from the largest down, and the shorter sum is less when one
// runs out.
func plusLess(wa []int32, ha int32, addA bool, wb []int32, hb int32, addB bool) bool {
	i, j := len(wa)-1, len(wb)-1
	for {
		endA, endB := i < 0 && !addA, j < 0 && !addB
		if endA || endB {
			return endA && !endB
		}
		var va, vb int32
		if addA && (i < 0 || ha >= wa[i]) {
			va, addA = ha, false
		} else {
			va = wa[i]
			i--
		}
		if addB && (j < 0 || hb >= wb[j]) {
			vb, addB = hb, false
		} else {
			vb = wb[j]
			j--
		}
		if va != vb {
			return va < vb
		}
	}
}

// plus sets the least position of x to that of parent with the heap h
// added (sorted), in the arena, and returns it.
func (mk *marker) plus(x int, parent, h int32) []int32 {
	start := int32(len(mk.arena))
	hs := mk.word(parent)
	i := 0
	for i < len(hs) && hs[i] <= h {
		i++
	}
	// hs may lie in the arena: appending copies it first if the arena
	// moves, and the old array stays valid until then.
	mk.arena = append(mk.arena, hs[:i]...)
	mk.arena = append(mk.arena, h)
	mk.arena = append(mk.arena, hs[i:]...)
	mk.wat[x], mk.wn[x] = start, int32(len(hs)+1)
	return mk.arena[start:]
}

// run marks elements until stop is marked (stop −1: all reached).
func (mk *marker) run(stop int) error {
	nk := len(mk.ks)
	label := func(y int) (int, bool) { return mk.lab[y], mk.marked[y] }
	for mk.q.len() > 0 {
		c := mk.q.pop()
		x := int(c.x)
		if mk.marked[x] {
			continue
		}
		var hs []int32
		if c.parent >= 0 {
			hs = mk.plus(x, c.parent, c.h)
		} else {
			mk.wat[x], mk.wn[x] = int32(len(mk.arena)), 0
		}
		v, ok := labelOf(mk.m, mk.oe, hs, mk.limit, label)
		if !ok {
			return fmt.Errorf("misere: internal error: an option of %v marked late", hs)
		}
		mk.lab[x] = v
		mk.marked[x] = true
		mk.reached = append(mk.reached, x)
		for j, h := range mk.ks {
			y := mk.m.Product(x, mk.kimg[j])
			mk.act[x*nk+j] = int32(y)
			if mk.marked[y] {
				continue
			}
			w := queued{int32(y), int32(x), int32(h), c.total + int32(h)}
			if mk.has[y] && !mk.less(w, mk.pending[y]) {
				continue
			}
			mk.pending[y], mk.has[y] = w, true
			mk.q.push(w)
		}
		if x == stop {
			return nil
		}
	}
	return nil
}

// markLabels runs a marker on all the elements reached: it returns the
// labels and the least position of each element reached (nil for the
// others), the elements reached in the order found, and the products of
// the elements reached by the kinds (marker.act).
func markLabels(lim gamelib.Limits, m products, oe [][]int, ks []int, limit int) ([]int, [][]int, []int, []int32, error) {
	mk, err := newMarker(lim, m, oe, ks, limit, nil)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	if err := mk.run(-1); err != nil {
		return nil, nil, nil, nil, err
	}
	words := make([][]int, len(mk.lab))
	for _, x := range mk.reached {
		w := make([]int, mk.wn[x])
		for i, h := range mk.word(int32(x)) {
			w[i] = int(h)
		}
		words[x] = w
	}
	return mk.lab, words, mk.reached, mk.act, nil
}

// reduce merges the elements of the monoid m reached that no context
// tells apart (labels lab): the coarsest partition refining lab and kept
// by every heap's action, a congruence since the heaps generate the
// elements reached. act holds the products of the elements reached by
// the kinds ks (marker.act). It returns the quotient as a Monoid
// (elements numbered by their least element reached, 0 first) and its
// labels.
//
// The partition is refined by refine. The table of the quotient is
// filled from the action of the kinds on the classes, each class the
// product of an earlier one (breadth first from the identity) by a kind:
// O(|Q|²) look-ups, where products in the trial cost O(|Q|²) divisions.
//
// Cost: that of refine, and the table O(|Q|²).
//
// bufs, if not nil, gives the scratch arrays.
func reduce(lim gamelib.Limits, m products, lab []int, reached []int, ks []int, act []int32, bufs *markerBufs) (Monoid, []int, error) {
	if bufs == nil {
		bufs = new(markerBufs)
	}
	img := m.heaps()
	slices.Sort(reached)
	nr, nk := len(reached), len(ks)
	// at[x] is the index of element x in reached; succ[i·nk+j] that of
	// reached[i] times heap ks[j] (reached, as markLabels multiplied
	// every element reached by every kind).
	bufs.at = resize(bufs.at, reached[nr-1]+1)
	at := bufs.at
	for i, x := range reached {
		at[x] = int32(i)
	}
	bufs.succ = resize(bufs.succ, nr*nk)
	succ := bufs.succ
	for i, x := range reached {
		for j, y := range act[x*nk : (x+1)*nk] {
			succ[i*nk+j] = at[y]
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
	class, nc := refine(class, len(first), succ, nk, bufs)
	if err := lim.CheckMemory(fmt.Sprintf("misere: table of a trial quotient of order %d", nc), int64(nc)*int64(nc), 8); err != nil {
		return Monoid{}, nil, err
	}
	rep := make([]int, nc)
	for i := nr - 1; i >= 0; i-- {
		rep[class[i]] = reached[i]
	}
	// qact[c·nk+j] is class c times kind j; a class found breadth first
	// from the identity's is its parent's times the kind kindOf.
	qact := make([]int32, nc*nk)
	for c, x := range rep {
		for j := range nk {
			qact[c*nk+j] = class[succ[int(at[x])*nk+j]]
		}
	}
	e := class[at[0]]
	parent := make([]int32, nc)
	kindOf := make([]int32, nc)
	seen := make([]bool, nc)
	bfs := []int32{e}
	seen[e] = true
	for i := 0; i < len(bfs); i++ {
		c := bfs[i]
		for j := range nk {
			d := qact[int(c)*nk+j]
			if !seen[d] {
				seen[d] = true
				parent[d], kindOf[d] = c, int32(j)
				bfs = append(bfs, d)
			}
		}
	}
	tm := make([][]int, nc)
	nl := make([]int, nc)
	cells := make([]int, nc*nc)
	for c := range nc {
		tm[c] = cells[c*nc : (c+1)*nc : (c+1)*nc]
		nl[c] = lab[rep[c]]
	}
	for c := range nc {
		row := tm[c]
		row[e] = c
		for _, d := range bfs[1:] {
			row[d] = int(qact[row[parent[d]]*nk+int(kindOf[d])])
		}
	}
	if len(bfs) < nc { // classes not generated by the kinds (not expected): their products directly
		for d := range nc {
			if seen[d] {
				continue
			}
			for c := range nc {
				z := int(class[at[m.Product(rep[c], rep[d])]])
				tm[c][d], tm[d][c] = z, z
			}
		}
	}
	ti := make([]int, len(img))
	for h, x := range img {
		ti[h] = int(class[at[x]])
	}
	return Monoid{tm, ti}, nl, nil
}

// refine returns the coarsest partition of the elements 0..n−1 that
// refines the partition class (nc classes) and is kept by the successor
// map succ (element i times kind j is succ[i·nk+j]), its classes numbered
// by their least elements, and its number of classes.
//
// Moore's refinement, each round giving every element the signature of
// its successors' classes, redoes the work for all the elements in every
// round (about 24 rounds a trial on 4.7). Here a round looks only at the
// dirty elements, those with a successor whose class changed in the
// round before (all of them at first): a class's clean members share a
// signature, and only its dirty members can leave it. Each class touched
// is split by its dirty members' signatures, taken at the start of the
// round; the group of the clean members (or, if all are dirty, the
// largest) keeps the class, the others get new classes, and the
// predecessors of the elements that moved are the next round's dirty
// elements. The classes are blocks of one array of the elements (the
// partition refinement structure of Hopcroft's algorithm, without its
// smaller-half rule), so a split moves only the elements that leave.
//
// Cost: O(k) per dirty element in each round, plus the predecessor lists,
// O(n·k).
//
// bufs, if not nil, holds scratch arrays kept between calls.
func refine(class []int32, nc int, succ []int32, nk int, bufs *markerBufs) ([]int32, int) {
	if bufs == nil {
		bufs = new(markerBufs)
	}
	n := len(class)
	// The classes as blocks: elems[start[c]:end[c]] are the elements of
	// class c, pos[i] the index of i in elems.
	elems := make([]int32, n)
	pos := make([]int32, n)
	start := make([]int32, nc, 2*nc)
	end := make([]int32, nc, 2*nc)
	for _, c := range class {
		end[c]++
	}
	sum := int32(0)
	for c := range nc {
		start[c] = sum
		sum += end[c]
		end[c] = start[c]
	}
	for i, c := range class {
		elems[end[c]] = int32(i)
		pos[i] = end[c]
		end[c]++
	}
	// pred[predStart[y]:predStart[y+1]] are the elements with y among
	// their successors (repeated when it is more than one).
	predStart := make([]int32, n+1)
	for _, y := range succ {
		predStart[y+1]++
	}
	for y := range n {
		predStart[y+1] += predStart[y]
	}
	bufs.pred = resize(bufs.pred, len(succ))
	pred := bufs.pred
	fill := slices.Clone(predStart[:n])
	for k, y := range succ {
		pred[fill[y]] = int32(k / nk)
		fill[y]++
	}
	dirty := make([]bool, n)
	var work []int32 // the dirty elements
	for i := range n {
		dirty[i] = true
		work = append(work, int32(i))
	}
	var (
		sigs    = bufs.sigs[:0]      // the signatures of the dirty elements of the round, nk each
		refSigs []int32              // a clean member's signature per touched class, nk each
		touched []int32              // the classes with dirty elements
		inClass = make([][]int32, 0) // per touched class, indices into work
		slot    = make([]int32, nc)  // class → index in touched + 1 (0: not touched)
		moved   []int32
	)
	sig := func(i int32, out []int32) []int32 {
		for _, y := range succ[int(i)*nk : int(i+1)*nk] {
			out = append(out, class[y])
		}
		return out
	}
	var (
		groupSig  [][]int32 // per group of a class, its signature
		groupHash []uint64  // and its hash
		groupOf   []int32   // per dirty member of a class, its group
		groupN    []int32   // per group, its dirty members
		groupAt   []int32   // per group, where its members start in byGroup
		byGroup   []int32   // the dirty members of a class by group
		gtable    []int32   // the hash table of the groups
	)
	for len(work) > 0 {
		sigs = sigs[:0]
		for _, i := range work {
			sigs = sig(i, sigs)
		}
		touched = touched[:0]
		inClass = inClass[:0]
		for w, i := range work {
			c := class[i]
			if slot[c] == 0 {
				touched = append(touched, c)
				inClass = append(inClass, nil)
				slot[c] = int32(len(touched))
			}
			t := slot[c] - 1
			inClass[t] = append(inClass[t], int32(w))
		}
		// A clean member's signature for each touched class, taken
		// before any class is split.
		refSigs = refSigs[:0]
		for t, c := range touched {
			if int(end[c]-start[c]) == len(inClass[t]) {
				refSigs = append(refSigs, make([]int32, nk)...)
				continue
			}
			for _, e := range elems[start[c]:end[c]] {
				if !dirty[e] {
					refSigs = sig(e, refSigs)
					break
				}
			}
		}
		moved = moved[:0]
		for t, c := range touched {
			slot[c] = 0
			ws := inClass[t]
			size := int(end[c] - start[c])
			if size == 1 {
				continue
			}
			clean := size - len(ws)
			// Group the dirty members by signature (hashed into an
			// open-addressing table of groups), group 0 being the clean
			// members' when there are some.
			groupSig = groupSig[:0]
			groupN = groupN[:0]
			groupOf = groupOf[:0]
			groupHash = groupHash[:0]
			tsize := 4
			for tsize < 2*(len(ws)+1) {
				tsize *= 2
			}
			mask := uint64(tsize - 1)
			gtable = slices.Grow(gtable[:0], tsize)[:tsize]
			for i := range gtable {
				gtable[i] = -1
			}
			find := func(s []int32, h uint64) int {
				for slot := h & mask; ; slot = (slot + 1) & mask {
					g := gtable[slot]
					if g < 0 {
						gtable[slot] = int32(len(groupSig))
						groupSig = append(groupSig, s)
						groupHash = append(groupHash, h)
						groupN = append(groupN, 0)
						return len(groupSig) - 1
					}
					if groupHash[g] == h && slices.Equal(groupSig[g], s) {
						return int(g)
					}
				}
			}
			if clean > 0 {
				s := refSigs[t*nk : (t+1)*nk]
				find(s, sigHash(s))
			}
			for _, w := range ws {
				s := sigs[int(w)*nk : int(w+1)*nk]
				g := find(s, sigHash(s))
				groupN[g]++
				groupOf = append(groupOf, int32(g))
			}
			ng := len(groupSig)
			if ng == 1 {
				continue
			}
			keep := 0
			if clean == 0 {
				for g, k := range groupN {
					if k > groupN[keep] {
						keep = g
					}
				}
			}
			// The dirty members by group (counting sort), then the
			// members of the groups other than keep moved to the end of
			// the block, group by group, each group a new class.
			groupAt = slices.Grow(groupAt[:0], ng+1)[:ng+1]
			groupAt[0] = 0
			for g := range ng {
				groupAt[g+1] = groupAt[g] + groupN[g]
			}
			byGroup = slices.Grow(byGroup[:0], len(ws))[:len(ws)]
			for k, w := range ws {
				g := groupOf[k]
				byGroup[groupAt[g]] = work[w]
				groupAt[g]++
			}
			for g := ng - 1; g >= 0; g-- {
				if g == keep {
					continue
				}
				nc++
				d := int32(nc - 1)
				e := end[c]
				for _, i := range byGroup[groupAt[g]-groupN[g] : groupAt[g]] {
					// swap i with the last element of c's block
					last := end[c] - 1
					j := elems[last]
					elems[pos[i]], elems[last] = j, i
					pos[j], pos[i] = pos[i], last
					end[c]--
					class[i] = d
					moved = append(moved, i)
				}
				start = append(start, end[c])
				end = append(end, e)
				slot = append(slot, 0)
			}
		}
		for _, i := range work {
			dirty[i] = false
		}
		work = work[:0]
		for _, y := range moved {
			for _, i := range pred[predStart[y]:predStart[y+1]] {
				if !dirty[i] {
					dirty[i] = true
					work = append(work, i)
				}
			}
		}
	}
	bufs.sigs = sigs[:0]
	// Number the classes by their least elements.
	num := make([]int32, nc)
	for c := range num {
		num[c] = -1
	}
	k := int32(0)
	for i, c := range class {
		if num[c] < 0 {
			num[c] = k
			k++
		}
		class[i] = num[c]
	}
	return class, nc
}

// sigHash hashes a signature (FNV-1a on the classes).
func sigHash(s []int32) uint64 {
	h := uint64(0xcbf29ce484222325)
	for _, c := range s {
		h = (h ^ uint64(uint32(c))) * 0x100000001b3
	}
	return h ^ h>>29
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
