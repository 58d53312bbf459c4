package misere

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
)

// Label marking: the labels a trial gives the positions of the heaps, found
// from the least position of each element (see recalibration.go for the
// method as a whole).

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
