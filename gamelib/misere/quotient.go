package misere

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
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

// Verify checks the quotient by brute force: for every sum of heaps of
// size ≤ N and total ≤ total, the outcome found by the solver's search
// equals the quotient's. It returns the number of sums checked, and an
// error naming the first disagreement. The solver must be for the
// quotient's rule.
func (q *Quotient) Verify(s *Solver, total int) (int, error) {
	return verifySums(s, "quotient", q.Game, q.N, total, func(pos []int) (string, error) {
		got, err := s.Outcome(pos...)
		if err != nil {
			return "", err
		}
		if want, _ := q.Outcome(pos...); got != want {
			return fmt.Sprintf("says %v for %v, search says %v", want, pos, got), nil
		}
		return "", nil
	})
}

// verifySums calls check on every sum of heaps ≤ n of total ≤ total, for
// the Verify of a quotient (what) of game, and counts them; check returns
// a disagreement, "" for none, the first of which is the error returned.
func verifySums(s *Solver, what, game string, n, total int, check func(pos []int) (string, error)) (int, error) {
	if total < 0 {
		return 0, fmt.Errorf("misere: Verify: negative total %d", total)
	}
	if s.rule.String() != game {
		return 0, fmt.Errorf("misere: Verify: solver for %v, %s of %s", s.rule, what, game)
	}
	if err := gamelib.CheckMemory(fmt.Sprintf("misere: sums of total ≤ %d", total), partitionBound(total), entryBytes); err != nil {
		return 0, err
	}
	count := 0
	var first error
	err := sums(n, total, func(pos []int) error {
		d, err := check(pos)
		if err != nil {
			return err
		}
		count++
		if d != "" && first == nil {
			first = fmt.Errorf("misere: %s of %s (heaps ≤ %d) %s", what, game, n, d)
		}
		return nil
	})
	if err != nil {
		return count, err
	}
	return count, first
}

// partitionBound is an upper bound for the number of multisets of total
// ≤ n (Σ_{k≤n} p(k) ≤ (n+1)·p(n) ≤ (n+1)·e^{π√(2n/3)}), used only to
// refuse impossible requests early.
func partitionBound(n int) int64 {
	p := []int64{1}
	var total int64 = 1
	for m := 1; m <= n; m++ {
		// Euler's pentagonal recurrence, saturated.
		var v int64
		for k := 1; ; k++ {
			g1 := k * (3*k - 1) / 2
			if g1 > m {
				break
			}
			s := int64(1)
			if k%2 == 0 {
				s = -1
			}
			v += s * p[m-g1]
			if g2 := k * (3*k + 1) / 2; g2 <= m {
				v += s * p[m-g2]
			}
		}
		if v < 0 || v > 1<<50 {
			return 1 << 50
		}
		p = append(p, v)
		total += v
	}
	return total
}

// sums calls f for every multiset of heaps 1..maxHeap of total ≤ total,
// in increasing order of the sorted heap lists.
func sums(maxHeap, total int, f func([]int) error) error {
	var rec func(cur []int, lo, left int) error
	rec = func(cur []int, lo, left int) error {
		if err := f(cur); err != nil {
			return err
		}
		for h := lo; h <= maxHeap && h <= left; h++ {
			if err := rec(append(cur, h), h, left-h); err != nil {
				return err
			}
		}
		return nil
	}
	return rec(nil, 1, total)
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

func genName(i int) string {
	if i < 26 {
		return string(rune('a' + i))
	}
	return "x" + strconv.Itoa(i+1)
}

var superscript = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")

// wordString writes a sorted sum of heaps as a product of letters with
// exponents, "1" for the empty sum.
func wordString(w []int, name map[int]string) string {
	if len(w) == 0 {
		return "1"
	}
	var b strings.Builder
	for i := 0; i < len(w); {
		j := i
		for j < len(w) && w[j] == w[i] {
			j++
		}
		b.WriteString(name[w[i]])
		if j-i > 1 {
			for _, c := range strconv.Itoa(j - i) {
				b.WriteRune(superscript[c-'0'])
			}
		}
		i = j
	}
	return b.String()
}

// word is a sum of heaps as an exponent vector e[1..n] with its total.
type word struct {
	e     []int
	total int
}

// less is the monomial order of normal forms: fewer tokens first, then
// fewer copies of the largest heap, and so on down. It is compatible with
// adding heaps, so sub-sums of normal forms are normal forms.
func (a word) less(b word) bool {
	if a.total != b.total {
		return a.total < b.total
	}
	for h := len(a.e) - 1; h >= 1; h-- {
		if a.e[h] != b.e[h] {
			return a.e[h] < b.e[h]
		}
	}
	return false
}

func (a word) key() string {
	b := make([]byte, 0, 2*len(a.e))
	for _, c := range a.e[1:] {
		b = strconv.AppendInt(b, int64(c), 36)
		b = append(b, ',')
	}
	return string(b)
}

func (a word) heaps() []int {
	var out []int
	for h, c := range a.e {
		for range c {
			out = append(out, h)
		}
	}
	return out
}

func (a word) plus(h int) word {
	e := slices.Clone(a.e)
	e[h]++
	return word{e, a.total + h}
}

// minimal reports whether every sub-word of a (a minus one heap) is a
// normal form, nf holding the keys of the normal forms.
func (a word) minimal(nf map[string]bool) bool {
	for h := 1; h < len(a.e); h++ {
		if a.e[h] > 0 {
			sub := slices.Clone(a.e)
			sub[h]--
			if !nf[word{e: sub}.key()] {
				return false
			}
		}
	}
	return true
}

// errInconsistent reports that a candidate quotient is not a monoid whose
// P-portion fits the moves: the contexts were too few.
var errInconsistent = errors.New("inconsistent candidate")

// QuotientOf computes the misère quotient of rule r restricted to heaps of
// size ≤ n, with solver s (which may be shared between calls; it must be
// for r, or nil for a new one).
//
// The heaps are added one at a time (incremental): a heap equivalent to
// an element of the quotient so far keeps it (extendOne), and a heap that
// adds elements rebuilds it without search (expand), each result proven
// for every position (check; Proven is true). No search is made: s is
// only prepared for the heaps ≤ n, so that Verify on the result can share
// it. (The search algorithm that the tests compare with is quotientWith:
// words visited in the monomial order of normal forms and told apart by
// their outcomes with every context of total ≤ c.)
//
// Cost: O(n·|Q|·(|S|+|T|)) for heaps that add no element, and for each
// heap that does, trials of O(|Q|·k) marks each, k the kinds of heap,
// and their proofs (see check).
func QuotientOf(r hp.Rule, n int, s *Solver, opts *QuotientOptions) (*Quotient, error) {
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap bound n=%d", r, n)
	}
	if nilRule(r) {
		return nil, errors.New("misere: nil rule")
	}
	if s != nil {
		if nilRule(s.rule) || s.rule.String() != r.String() {
			return nil, fmt.Errorf("misere: QuotientOf(%v): solver for %v", r, s.rule)
		}
		if err := s.prepare(n); err != nil {
			return nil, err
		}
	}
	last := trivialQuotient(r)
	if err := incremental(r, n, opts, func(q *Quotient) { last = q }); err != nil {
		return nil, err
	}
	return last, nil
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

// candidate builds and checks the candidate quotient for context size c.
func candidate(r hp.Rule, n int, s *Solver, c int, extra [][]int, o QuotientOptions) (*Quotient, [][]int, error) {
	var contexts [][]int
	if err := gamelib.CheckMemory(fmt.Sprintf("misere: contexts of total ≤ %d", c), partitionBound(c)+int64(len(extra)), 64); err != nil {
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
	proven, err := q.check(s.rule, o.MaxStates)
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

// elemSet is a set of elements of a quotient, one bit each.
type elemSet []uint64

func (a elemSet) has(x int) bool { return a[x>>6]>>(x&63)&1 != 0 }
func (a elemSet) add(x int)      { a[x>>6] |= 1 << (x & 63) }

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

// check checks, for every position G, that q.P[Φ(G)] holds exactly when G
// has a move and no move leads into P (then, by induction on positions,
// Φ predicts every outcome). Two checks cover all positions:
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
// state adds a new minimal set. The antichains are kept in q.minimal for
// the extension test (extendOne).
//
// It returns true when both checks pass, errInconsistent when one fails,
// and false when the search passes maxStates states.
//
// Cost: O(states · k · |Q|) for k kinds of heap (heaps with the same
// element and option elements are interchangeable).
func (q *Quotient) check(r hp.Rule, maxStates int) (bool, error) {
	elems, kopts, err := q.heapKinds(r)
	if err != nil {
		return false, err
	}
	fail, minimal, complete, err := checkTable(q.Mul, labels(q.P), 1, elems, kopts, nil, nil, maxStates)
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

// checkTable is the check of Quotient.check on a multiplication table mul with
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
// is false when the search stopped at maxStates.
func checkTable(mul [][]int, lab []int, limit int, elems []int, kopts [][]int, kheap []int, words [][]int, maxStates int) (fail []int, minimal [][]elemSet, complete bool, err error) {
	order := len(lab)
	nwords := (order + 63) / 64
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
		for k, h := range elems {
			x := mul[st.x][h]
			t := make(elemSet, nwords)
			for i, w := range st.t {
				for w != 0 {
					b := i<<6 | bits.TrailingZeros64(w)
					w &= w - 1
					t.add(mul[b][h])
				}
			}
			for _, o := range kopts[k] {
				t.add(mul[st.x][o])
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
			minimal[x] = append(keep, t)
			states++
			if states >= maxStates {
				return fail, nil, false, nil
			}
			if states%4096 == 0 {
				if err := gamelib.CheckMemory("misere: quotient proof states", int64(states)+4096, int64(8*nwords+64)); err != nil {
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

// insertSorted returns hs with h inserted in order (a new slice).
func insertSorted(hs []int, h int) []int {
	w := make([]int, len(hs)+1)
	i := 0
	for i < len(hs) && hs[i] <= h {
		i++
	}
	copy(w, hs[:i])
	w[i] = h
	copy(w[i+1:], hs[i:])
	return w
}

// heapsLess is word.less for sums given as sorted heap sizes.
func heapsLess(a, b []int) bool {
	ta, tb := 0, 0
	for _, h := range a {
		ta += h
	}
	for _, h := range b {
		tb += h
	}
	if ta != tb {
		return ta < tb
	}
	for i, j := len(a)-1, len(b)-1; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if a[i] != b[j] {
			return a[i] < b[j]
		}
	}
	return len(a) < len(b)
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
