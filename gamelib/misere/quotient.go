package misere

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// ErrQuotientTooLarge is returned (wrapped) when a misère quotient has
// more elements than QuotientOptions.MaxOrder allows; many games have
// infinite quotients, and this is how their computation ends.
var ErrQuotientTooLarge = errors.New("misère quotient grows beyond the order allowed")

// ErrNotCalibrated is returned (wrapped) when no context size up to
// QuotientOptions.MaxContext gives a consistent quotient.
var ErrNotCalibrated = errors.New("misère quotient not found with the contexts allowed")

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
	// Mul is the multiplication table: the element of G + H is
	// Mul[element of G][element of H].
	Mul [][]int
	// P[x] reports whether x is in the P-portion.
	P []bool
	// Heap[h] is the element of a heap of size h, 0 ≤ h ≤ N.
	Heap []int
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

// A Relation says that two sums of heaps are the same element.
type Relation struct {
	Left, Right []int
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
	return elementOf("quotient", q.Game, q.Mul, q.Heap, heaps)
}

// elementOf returns the element of the sum of heaps in the table mul with
// heap elements img (of what, of game), or an error for a heap outside it.
func elementOf(what, game string, mul [][]int, img []int, heaps []int) (int, error) {
	x := 0
	for _, h := range heaps {
		if h < 0 || h >= len(img) {
			return 0, fmt.Errorf("misere: %s of %s for heaps ≤ %d: heap %d out of range", what, game, len(img)-1, h)
		}
		x = mul[x][img[h]]
	}
	return x, nil
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
		ok, err := e.extendOne(r, &hopts, true, o.MaxStates)
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
	return &Quotient{Game: r.String(), Mul: [][]int{{0}}, P: []bool{false}, Heap: []int{0}, Words: [][]int{nil}, Proven: true, minimal: [][]elemSet{nil}}
}

// Quotients computes the quotients for the heap bounds 1, …, n in turn
// (the incremental algorithm: each bound starts from the context size
// that separated the previous one), sharing one solver. It stops with an
// error at the first bound whose quotient cannot be computed, returning
// the quotients found so far.
func Quotients(r hp.Rule, n int, opts *QuotientOptions) ([]*Quotient, error) {
	s := NewSolver(r)
	var out []*Quotient
	if err := s.prepare(n); err != nil {
		return nil, err
	}
	err := incremental(r, n, opts, func(q *Quotient) { out = append(out, q) })
	return out, err
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

// expand returns the quotient of the heaps ≤ n = q.N + 1 of rule r, q
// being the proven quotient of the heaps < n (see above).
func expand(r hp.Rule, q *Quotient, o QuotientOptions) (*Quotient, error) {
	n := q.N + 1
	opts, err := ruleOptions(o.lim, r, n)
	if err != nil {
		return nil, err
	}
	pt, err := expandTable(r.String(), opts, q.Mul, q.Heap, 1, o)
	if err != nil {
		return nil, err
	}
	out := &Quotient{Game: r.String(), N: n, Mul: pt.t.mul, P: outcomes(pt.lab), Heap: pt.t.img}
	out.normalForms()
	ok, err := out.check(r, o.MaxStates)
	if err != nil || !ok {
		return nil, fmt.Errorf("misere: internal error: expanded quotient fails its proof (%v)", err)
	}
	out.Proven = true
	return out, nil
}
