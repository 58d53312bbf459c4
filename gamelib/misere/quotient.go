package misere

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// QuotientOptions bound a quotient computation. Zero fields take the
// defaults given.
type QuotientOptions struct {
	// MaxOrder is the largest order accepted (default 1000).
	MaxOrder int
	// Context is the first context size tried: positions are told apart
	// by their outcomes in every sum with a position of total ≤ Context
	// (default min(n, 6)), and with the normal forms of earlier candidates.
	Context int
	// MaxContext is the largest context size tried before giving up
	// (default 2n + 10; the contexts, all sums of total ≤ c, grow like
	// the partition numbers).
	MaxContext int
	// MaxStates bounds the states of the proof (default 1 << 17); past
	// it the computation ends with ErrNotCalibrated. The states are the
	// minimal option sets of the elements (see check): a few per element
	// for the games tested.
	MaxStates int
	// Progress, if not nil, is told of each heap bound done.
	Progress gamelib.Progress

	// ctx carries the limits and cancellation of a call made through
	// the functions that take a context (Genera, Sum); lim is
	// gamelib.LimitsFrom(ctx), set by defaults.
	ctx context.Context
	lim gamelib.Limits
}

func (o *QuotientOptions) defaults(n int) QuotientOptions {
	var q QuotientOptions
	if o != nil {
		q = *o
	}
	if q.MaxOrder <= 0 {
		q.MaxOrder = 1000
	}
	if q.Context <= 0 {
		q.Context = min(n, 6)
	}
	if q.MaxContext <= 0 {
		q.MaxContext = 2*n + 10
	}
	if q.MaxStates <= 0 {
		q.MaxStates = 1 << 17
	}
	q.lim = gamelib.LimitsFrom(q.ctx)
	return q
}

// A Quotient is the misère quotient of a heap game restricted to heaps of
// size ≤ N (Plambeck 2005; Plambeck and Siegel 2008): the positions (sums
// of such heaps) modulo indistinguishability, G ≡ H when G + X and H + X
// have the same misère outcome for every position X. It is a finite
// commutative monoid; element 0 is the identity (the empty position), and
// the P-portion is the set of elements of P-positions.
type Quotient struct {
	Game string // the rule's name
	N    int    // the heap bound
	// Monoid is the multiplication table (Mul) and the element of each
	// heap 0..N (Heap).
	Monoid
	// P[x] reports whether x is in the P-portion.
	P []bool
	// Words[x] is the normal form of x: the least sum of heaps (fewest
	// tokens, then fewest large heaps) whose element is x.
	Words [][]int
	// Generators are the heaps whose single-heap sum is a normal form; the
	// other heaps are products of them (HeapWord).
	Generators []int
	// Relations present the monoid on the generators: each is the least
	// sum of generator heaps that is not a normal form, equated with its
	// normal form. Together they rewrite every sum to its normal form.
	Relations []Relation
	// Proven reports whether the finite check that the quotient's P-portion
	// is consistent with the moves of every position (see the package
	// documentation) completed; if false, the quotient is only verified as
	// far as Verify is run.
	Proven bool
	// Context is the context size that separated the elements (with the
	// normal forms of earlier candidates as further contexts).
	Context int

	extra   [][]int     // contexts beyond the sums of total ≤ Context
	minimal [][]elemSet // per element, the minimal sets of option elements of its positions (check)
}

// Order returns the number of elements.
func (q *Quotient) Order() int {
	if q == nil {
		return 0
	}
	return len(q.P)
}

// PPortion returns the elements of the P-portion in increasing order.
func (q *Quotient) PPortion() []int {
	var out []int
	for x, p := range q.P {
		if p {
			out = append(out, x)
		}
	}
	return out
}

// Element returns the element of the sum of the given heaps.
func (q *Quotient) Element(heaps ...int) (int, error) {
	return q.elementOf("quotient", q.Game, heaps)
}

// Outcome returns the misère outcome of a sum of heaps as the quotient
// predicts it: P when its element is in the P-portion.
func (q *Quotient) Outcome(heaps ...int) (gamelib.Outcome, error) {
	x, err := q.Element(heaps...)
	if err != nil {
		return gamelib.N, err
	}
	if q.P[x] {
		return gamelib.P, nil
	}
	return gamelib.N, nil
}

// String writes the quotient's presentation in Plambeck's style: the
// generators named a, b, c, … in increasing heap order, the relations,
// and the P-portion as normal forms, e.g.
//
//	⟨a, b, c | a² = 1, b³ = b, …⟩, P = {a, b²}
func (q *Quotient) String() string {
	name := map[int]string{}
	for i, h := range q.Generators {
		name[h] = genName(i)
	}
	var rel []string
	for _, r := range q.Relations {
		rel = append(rel, wordString(r.Left, name)+" = "+wordString(r.Right, name))
	}
	var gens []string
	for _, h := range q.Generators {
		gens = append(gens, name[h])
	}
	var ps []string
	for _, x := range q.PPortion() {
		ps = append(ps, wordString(q.Words[x], name))
	}
	if len(gens) == 0 { // the trivial monoid: no heap has a move
		return fmt.Sprintf("⟨⟩, P = {%s}", strings.Join(ps, ", "))
	}
	if len(rel) == 0 {
		return fmt.Sprintf("⟨%s⟩, P = {%s}", strings.Join(gens, ", "), strings.Join(ps, ", "))
	}
	return fmt.Sprintf("⟨%s | %s⟩, P = {%s}", strings.Join(gens, ", "), strings.Join(rel, ", "), strings.Join(ps, ", "))
}

// normalForms recomputes the normal forms, generators and relations of q
// from its monoid (present), renumbering its elements, P-portion
// included, as the general algorithm numbers them. It returns the
// renumbering, old → new.
func (q *Quotient) normalForms() []int {
	perm, words, gens, rels := q.Monoid.present()
	p := make([]bool, len(q.P))
	for x, v := range q.P {
		p[perm[x]] = v
	}
	q.P, q.Words, q.Generators, q.Relations = p, words, gens, rels
	return perm
}

// HeapWord returns the normal form of heap h written in the generators'
// letters, e.g. "ab" (the product of the generators of the two heaps),
// or "" when h is outside [0, N].
func (q *Quotient) HeapWord(h int) string {
	if h < 0 || h >= len(q.Heap) {
		return ""
	}
	name := map[int]string{}
	for i, g := range q.Generators {
		name[g] = genName(i)
	}
	return wordString(q.Words[q.Heap[h]], name)
}

// WinningMove returns a move from the sum of heaps to a P-position, as
// the quotient predicts the outcomes (found is false when the sum is a
// P-position or has no move), in the form of Solver.WinningMove. r must
// be the quotient's rule; the heaps must be ≤ N.
//
// Cost: O(Σ options of the distinct heaps) look-ups, against a search
// for the solver.
func (q *Quotient) WinningMove(r hp.Rule, heaps ...int) (Move, bool, error) {
	if nilRule(r) || r.String() != q.Game {
		return Move{}, false, fmt.Errorf("misere: WinningMove: rule %v, quotient of %s", r, q.Game)
	}
	if _, err := q.Element(heaps...); err != nil {
		return Move{}, false, err
	}
	rest, last := 0, -1 // the element of the heaps other than heaps[last]
	return findMove(r, heaps, func(i int, o []int) (bool, error) {
		if i != last {
			rest, last = 0, i
			for j, k := range heaps {
				if j != i {
					rest = q.Mul[rest][q.Heap[k]]
				}
			}
		}
		x := rest
		for _, k := range o { // k < heaps[i], within the quotient's bound
			x = q.Mul[x][q.Heap[k]]
		}
		return q.P[x], nil
	})
}

// heapOptions returns the sorted distinct elements of the options of heap
// h, whose parts must all be heaps of q (below h).
func (q *Quotient) heapOptions(r hp.Rule, h int) ([]int, error) {
	var os []int
	for o := range r.Options(h) {
		x := 0
		for _, k := range o {
			if k < 0 || k >= h {
				return nil, badOption(r, h, k)
			}
			x = q.Mul[x][q.Heap[k]]
		}
		os = append(os, x)
	}
	slices.Sort(os)
	return slices.Compact(os), nil
}

// heapKinds returns the kinds of heap of q: one heap of each pair
// (element, sorted distinct option elements), heaps without a move left
// out (they are the game 0).
func (q *Quotient) heapKinds(r hp.Rule) (elems []int, kopts [][]int, err error) {
	oe := make([][]int, q.N+1)
	for h := 1; h <= q.N; h++ {
		if oe[h], err = q.heapOptions(r, h); err != nil {
			return nil, nil, err
		}
	}
	elems, kopts = tableKinds(q.Heap, oe)
	return elems, kopts, nil
}

// check runs the proof (proof.go, checkTable) on q's P-portion. It
// returns true when it passes, errInconsistent when a position fails, and
// false when the search passes maxStates states; the states are held
// within the memory limit of lim, the call's. The antichains of minimal
// option sets are kept in q.minimal for the extension test (extendOne).
func (q *Quotient) check(lim gamelib.Limits, r hp.Rule, maxStates int) (bool, error) {
	elems, kopts, err := q.heapKinds(r)
	if err != nil {
		return false, err
	}
	fail, minimal, complete, err := checkTable(lim, &q.Monoid, labels(q.P), 1, elems, kopts, nil, nil, maxStates)
	if err != nil {
		return false, err
	}
	if fail != nil {
		return false, errInconsistent
	}
	if complete {
		q.minimal = minimal
	}
	return complete, nil
}
