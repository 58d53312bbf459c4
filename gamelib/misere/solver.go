package misere

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// kinds of heap. A heap of kind kindNim is equal, in every sum, to a
// sum m·∗2 + p·∗1 of nim heaps ∗2 and ∗1 (nimLike says when; heaps with
// no move are m = p = 0 and disappear from every sum, a heap whose only
// option is the empty position is ∗1, and so on), and positions keep only
// the number m of their ∗2 heaps and the parity p of their ∗1 heaps:
// since g⁻(X+∗1) = g⁻(X)⊕1 for every X, ∗1 + ∗1 has no effect on any
// misère value or outcome, and X + m·∗2 has the genus of X shifted by m.
const (
	kindNim uint8 = iota
	kindGeneral
)

// nimPart is the sum m·∗2 + p·∗1 a heap of kind kindNim is equal to.
type nimPart struct {
	twos   int32
	parity uint8
}

// option is a canonical option of one heap: its general heaps sorted
// increasing, the parity of its ∗1 heaps and the number of its ∗2 heaps.
type option struct {
	heaps  []int32
	parity uint8
	twos   int32
	dz     uint64 // Σ zobrist(heaps): what the move adds to a position's hash
}

// zobrist returns the random-looking 64-bit code of heap size h
// (splitmix64 of h). A multiset of heaps is hashed as the sum, mod 2⁶⁴,
// of its heaps' codes, so the hash of an option is the position's hash
// minus the code of the heap moved in plus the codes of the heaps left:
// O(1) per option instead of re-hashing the whole key. The hash only
// picks a bucket; the position itself is compared (genusTable.get), so
// collisions cost time, never correctness.
func zobrist(h int32) uint64 {
	z := uint64(h) + 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// hashOf is the hash of a canonical position (the sum of its heaps'
// zobrist codes).
func (s *Solver) hashOf(pos []int32) uint64 {
	var x uint64
	for _, h := range pos {
		x += s.zob(h)
	}
	return x
}

// zob is zobrist, or a constant when the tests ask for colliding hashes.
func (s *Solver) zob(h int32) uint64 {
	if s.weakHash {
		return 1
	}
	return zobrist(h)
}

// entry is the memoised genus of a canonical position.
type entry struct {
	plus  int32
	htame bool // the position and all positions reachable from it have tame genera
	// The position (general heaps, sorted): in small when it has at
	// most smallKey heaps, all below 256 (nsmall heaps, in the entry's
	// own memory, so that comparing it costs no further cache miss),
	// else in key (nsmall = 255).
	nsmall uint8
	small  [smallKey]uint8
	sup    []int32
	key    []int32
	next   *entry // the next entry whose position has the same hash
}

const smallKey = 22

// setKey stores pos as the entry's position.
func (e *entry) setKey(pos []int32) {
	if len(pos) <= smallKey && (len(pos) == 0 || pos[len(pos)-1] < 256) {
		e.nsmall = uint8(len(pos))
		for i, h := range pos {
			e.small[i] = uint8(h)
		}
		return
	}
	e.nsmall = 255
	e.key = slices.Clone(pos)
}

// is reports whether the entry's position is pos.
func (e *entry) is(pos []int32) bool {
	if e.nsmall == 255 {
		return slices.Equal(e.key, pos)
	}
	if int(e.nsmall) != len(pos) {
		return false
	}
	for i, h := range pos {
		if int32(e.small[i]) != h {
			return false
		}
	}
	return true
}

// genusTable memoises genera by position: a map from the positions' hash
// (Solver.hashOf) to a chain of entries, each holding its position, so
// that a look-up compares the position itself and is exact whatever the
// hash does.
type genusTable struct {
	m map[uint64]*entry
	n int
}

func (t *genusTable) get(h uint64, pos []int32) *entry {
	for e := t.m[h]; e != nil; e = e.next {
		if e.is(pos) {
			return e
		}
	}
	return nil
}

func (t *genusTable) put(h uint64, e *entry) {
	e.next = t.m[h]
	t.m[h] = e
	t.n++
}

// outEntry is the memoised outcome of a canonical position.
type outEntry struct {
	key    []int32 // the general heaps, sorted
	twos   int32
	parity uint8
	p      bool // a P-position
	next   *outEntry
}

// outcomeTable memoises outcomes as genusTable does genera, the hash of
// (pos, parity, twos) being outHash.
type outcomeTable struct {
	m map[uint64]*outEntry
	n int
}

func (t *outcomeTable) get(h uint64, pos []int32, parity uint8, twos int32) *outEntry {
	for e := t.m[h]; e != nil; e = e.next {
		if e.parity == parity && e.twos == twos && slices.Equal(e.key, pos) {
			return e
		}
	}
	return nil
}

func (t *outcomeTable) put(h uint64, e *outEntry) {
	e.next = t.m[h]
	t.m[h] = e
	t.n++
}

// outHash is the hash of the canonical position (pos, parity, twos),
// hash being the hash of pos.
func outHash(hash uint64, parity uint8, twos int32) uint64 {
	return hash + zobrist(-1-2*twos-int32(parity))
}

// entryBytes is an estimate of the memory of one memo entry (map slot,
// key, entry, superscript), used by the memory guard.
const entryBytes = 200

// A Solver computes misère values, genera and outcomes of sums of heaps of
// one heap.Rule. It memoises every position it meets on its canonical
// form (heaps with no move removed, ∗1 heaps reduced to their parity, the
// others sorted), so repeated queries are cheap. A Solver is not safe for
// concurrent use.
//
// The number of positions is that of the multisets of heap sizes below
// the queried ones, which grows like the partition numbers: a Solver
// refuses, with an error wrapping gamelib.ErrTooLarge, to grow its tables
// past gamelib.MemoryLimit.
type Solver struct {
	rule    heap.Rule
	kinds   []uint8
	nim     []nimPart // for heaps of kind kindNim
	opts    [][]option
	nopt    int64 // ints stored in opts, for the memory guard
	listed  int64 // heaps of the options listed (each option one more), for the work guard
	genus   genusTable
	outcome outcomeTable
	check   int       // next table size at which the memory is checked
	work    int64     // options visited, the unit of work
	next    int64     // work at which the work limit is checked next
	bufs    [][]int32 // children's buffers, one per depth
	// onlyStar12 (set by the tests) reduces only heaps equal to 0, ∗1
	// and ∗2, the search without shortcut (3) of the package
	// documentation, to check it against.
	onlyStar12 bool
	// weakHash (set by the tests) gives every heap the same zobrist
	// code, so that positions with as many heaps share a hash and the
	// genus table's chains are exercised.
	weakHash bool
	depth    int
	// lim and ctx are the limits and cancellation of the call that made
	// the solver (NewSolverContext); NewSolver's are the process defaults.
	lim gamelib.Limits
	ctx context.Context
}

// errNilSolver is returned by the methods of a nil *Solver.
var errNilSolver = errors.New("misere: nil *Solver (use NewSolver)")

// stepsPerOption is the cost of visiting one option (a merge, a hash and
// a table look-up) in the units of gamelib.CheckWork.
const stepsPerOption = 250

// Work returns the number of options visited so far, the measure of the
// work done. Each costs about 250 of gamelib.CheckWork's steps (measured:
// Nim to heap 20 000 visits 2·10⁸ options in about 3 minutes of CPU).
func (s *Solver) Work() int64 {
	if s == nil {
		return 0
	}
	return s.work
}

// NewSolver returns a solver for sums of heaps of rule r.
func NewSolver(r heap.Rule) *Solver {
	return &Solver{rule: r, genus: genusTable{m: map[uint64]*entry{}}, outcome: outcomeTable{m: map[uint64]*outEntry{}}, check: 1 << 12}
}

// NewSolverContext is NewSolver with the limits and cancellation of ctx
// (gamelib.LimitsFrom): the solver's tables are held within ctx's memory
// limit, its searches within its work limit, and a cancelled ctx ends a
// search; Verify uses the same limits. NewSolver's are the process
// defaults, read when each check is made.
func NewSolverContext(ctx context.Context, r heap.Rule) *Solver {
	s := NewSolver(r)
	s.lim, s.ctx = gamelib.LimitsFrom(ctx), ctx
	return s
}

// Rule returns the solver's rule.
func (s *Solver) Rule() heap.Rule {
	if s == nil {
		return nil
	}
	return s.rule
}

// Positions returns the number of positions memoised so far (genera and
// outcomes), a measure of the work done.
func (s *Solver) Positions() int {
	if s == nil {
		return 0
	}
	return s.genus.n + s.outcome.n
}

// prepare computes the kinds and canonical options of heaps up to n.
// A heap bound whose tables are sure to exceed gamelib.MemoryLimit is
// refused at once: the per-heap tables up front, and the options as soon
// as the options of the heaps so far, extrapolated to heap n as a power
// of the heap size fitted over the last doubling (degree 1 to 3: about 2
// for Nim and Kayles, 1 for subtraction games), exceed it; a query such as a Kayles heap of 10⁶
// used to run for a minute and hold twice the limit before the exact
// check ended it.
func (s *Solver) prepare(n int) error {
	if s == nil {
		return errNilSolver
	}
	if nilRule(s.rule) {
		return errors.New("misere: nil rule")
	}
	if n >= len(s.kinds) {
		if err := s.lim.CheckMemory(fmt.Sprintf("misere: %v: tables of heaps 0..%d", s.rule, n), int64(n)+1, 32); err != nil {
			return err
		}
	}
	var growth, listing optionGrowth
	for m := len(s.kinds); m <= n; m++ {
		if err := growth.check(s.lim, s.rule, m, n, s.nopt, 8); err != nil {
			return err
		}
		if err := listing.check(s.lim, s.rule, m, n, s.listed, 0); err != nil {
			return err
		}
		if m == 0 {
			s.kinds = append(s.kinds, kindNim)
			s.opts = append(s.opts, nil)
			s.nim = append(s.nim, nimPart{})
			continue
		}
		var opts []option
		seen := map[string]bool{}
		var err error
		for o := range s.rule.Options(m) {
			s.listed += int64(len(o)) + 1
			var op option
			for _, h := range o {
				if h < 0 || h >= m {
					err = fmt.Errorf("misere: %v: heap %d has an option with a heap of size %d: %w", s.rule, m, h, heap.ErrBadOption)
					if h == m {
						err = fmt.Errorf("%w: %w", err, gamelib.ErrCycle)
					}
					break
				}
				if s.kinds[h] == kindNim {
					op.parity ^= s.nim[h].parity
					op.twos += s.nim[h].twos
				} else {
					op.heaps = append(op.heaps, int32(h))
				}
			}
			if err != nil {
				break
			}
			slices.Sort(op.heaps)
			for _, h := range op.heaps {
				op.dz += s.zob(h)
			}
			k := string(appendKey(nil, op.heaps, op.parity, op.twos))
			if seen[k] {
				continue
			}
			seen[k] = true
			opts = append(opts, op)
			s.nopt += int64(len(op.heaps)) + 4
		}
		if err != nil {
			return err
		}
		if err := s.lim.CheckMemory(fmt.Sprintf("misere: %v: options of heaps 1..%d", s.rule, m), s.nopt, 8); err != nil {
			return err
		}
		kind := kindGeneral
		nl := nimLike
		if s.onlyStar12 {
			nl = star012
		}
		if twos, parity, ok := nl(opts); ok {
			kind = kindNim
			s.nim = append(s.nim, nimPart{twos, parity})
		} else {
			s.nim = append(s.nim, nimPart{})
		}
		s.kinds = append(s.kinds, kind)
		if kind != kindGeneral {
			opts = nil
		}
		s.opts = append(s.opts, opts)
	}
	return nil
}

// nimLike reports whether a heap whose canonical options are opts is
// equal, in every sum, to m·∗2 + p·∗1, and returns m and p. Write (m, p)
// for the canonical position m·∗2 + p·∗1 with no general heap. Its
// options, as the solver writes them, are (m−1, 0) and (m−1, 1) when
// m ≥ 1 (a ∗2 becomes 0 or ∗1) and (m, 0) when p = 1 (the ∗1 is taken);
// the position m·∗2 + 1·∗1 + 2·∗1, equal in every sum to (m, 1), has
// (m, 0) among its options too, and m·∗2 + 2·∗1, equal to (m, 0), has
// (m, 1) in place of the move to (m, 0). So a heap H is equal to (m, p)
// when its option set is
//
//	{(m−1, 0), (m−1, 1)} ∪ {(m, p⊕1)}   or, for p = 0,   {(m−1, 0), (m−1, 1)}
//
// (the part with m−1 absent when m = 0). Proof: let Q be the nim sum with
// the same option set. For every X, the options of H + X are H′ + X and
// H + X′, those of Q + X are Q′ + X and Q + X′; the first kinds are the
// same positions and, by induction on X, g⁻(H + X′) = g⁻(Q + X′) and
// g⁺(H + X′) = g⁺(Q + X′), so g⁻(H + X) = g⁻(Q + X) and g⁺ too (the
// empty sum has the same values on both sides: H and Q have a move
// unless both are 0). Kayles' heap 3, with options ∗2, ∗1 and ∗1 + ∗1,
// is ∗2 + ∗1 (= ∗3); Grundy's heap 4, whose one option is ∗1, is
// ∗1 + ∗1, that is 0.
// star012 recognises, without nimLike, only the heaps equal to 0 (no
// option), ∗1 (option 0) and ∗2 (options 0 and ∗1): the reference the
// tests check nimLike against.
func star012(opts []option) (int32, uint8, bool) {
	is := func(o option, v uint8) bool { return len(o.heaps) == 0 && o.twos == 0 && o.parity == v }
	switch {
	case len(opts) == 0:
		return 0, 0, true
	case len(opts) == 1 && is(opts[0], 0):
		return 0, 1, true
	case len(opts) == 2 && (is(opts[0], 0) && is(opts[1], 1) || is(opts[0], 1) && is(opts[1], 0)):
		return 1, 0, true
	}
	return 0, 0, false
}

func nimLike(opts []option) (int32, uint8, bool) {
	var top int32 = -1
	for _, o := range opts {
		if len(o.heaps) > 0 {
			return 0, 0, false
		}
		top = max(top, o.twos)
	}
	if len(opts) == 0 {
		return 0, 0, true
	}
	has := func(m int32, p uint8) bool {
		return slices.ContainsFunc(opts, func(o option) bool { return o.twos == m && o.parity == p })
	}
	// opts are distinct, so counting and membership decide set equality.
	lower := func(m int32) int {
		if m == 0 {
			return 0
		}
		if has(m-1, 0) && has(m-1, 1) {
			return 2
		}
		return -1
	}
	// m·∗2 alone: options (m−1, 0), (m−1, 1), with m = top + 1.
	if m := top + 1; lower(m) == 2 && len(opts) == 2 {
		return m, 0, true
	}
	// (m, p) with the option (m, p⊕1), m = top.
	if m := top; lower(m) >= 0 && len(opts) == lower(m)+1 {
		for q := range uint8(2) {
			if has(m, q) {
				return m, q ^ 1, true
			}
		}
	}
	return 0, 0, false
}

// canonical returns the canonical form of a position given by heap sizes.
func (s *Solver) canonical(heaps []int) ([]int32, uint8, int32, error) {
	if s == nil {
		return nil, 0, 0, errNilSolver
	}
	top := 0
	for _, h := range heaps {
		if h < 0 {
			return nil, 0, 0, fmt.Errorf("misere: negative heap size %d", h)
		}
		top = max(top, h)
	}
	if err := s.prepare(top); err != nil {
		return nil, 0, 0, err
	}
	var pos []int32
	var parity uint8
	var twos int32
	for _, h := range heaps {
		if s.kinds[h] == kindNim {
			parity ^= s.nim[h].parity
			twos += s.nim[h].twos
		} else {
			pos = append(pos, int32(h))
		}
	}
	slices.Sort(pos)
	return pos, parity, twos, nil
}

// appendKey encodes a canonical position.
func appendKey(b []byte, heaps []int32, parity uint8, twos int32) []byte {
	b = append(b, parity)
	b = binary.AppendUvarint(b, uint64(twos))
	for _, h := range heaps {
		b = binary.AppendUvarint(b, uint64(h))
	}
	return b
}

// guard checks, each time a table doubles, that doubling once more stays
// within gamelib.MemoryLimit.
func (s *Solver) guard() error {
	n := s.genus.n + s.outcome.n
	if n < s.check {
		return nil
	}
	s.check *= 2
	return s.lim.CheckMemory(fmt.Sprintf("misere: %v: table of positions", s.rule), int64(s.check), entryBytes)
}

// children calls f for every option of the canonical position pos reached
// by a move in one of its general heaps (the caller handles moves in ∗1
// and ∗2 heaps): the option's general heaps, sorted, their hash (given
// the hash of pos, Solver.hashOf), the parity of its ∗1 heaps and the
// number of its ∗2 heaps. The slice passed to f is reused after f
// returns.
func (s *Solver) children(pos []int32, hash uint64, f func(child []int32, hash uint64, parity uint8, twos int32) error) error {
	// One buffer per depth of the recursion (f may call children again).
	s.depth++
	defer func() { s.depth-- }()
	if len(s.bufs) < s.depth {
		s.bufs = append(s.bufs, nil)
	}
	buf := s.bufs[s.depth-1]
	defer func() { s.bufs[s.depth-1] = buf }()
	for i, h := range pos {
		if i == 0 || pos[i-1] != h {
			s.work += int64(len(s.opts[h]))
		}
	}
	if s.work >= s.next {
		// A search cannot be estimated in advance: its size is found by
		// doing it. The work done so far is held against the limit.
		s.next = s.work + 1<<16
		if err := cancelled(s.ctx); err != nil {
			return err
		}
		if err := s.lim.CheckWork(fmt.Sprintf("misere: %v: search over sums", s.rule), float64(s.work)*stepsPerOption); err != nil {
			return err
		}
	}
	for i, h := range pos {
		if i > 0 && pos[i-1] == h {
			continue
		}
		base := hash - s.zob(h)
		for _, o := range s.opts[h] {
			buf = buf[:0]
			// merge pos without index i with o.heaps
			a, b := 0, 0
			for a < len(pos) || b < len(o.heaps) {
				if a == i {
					a++
					continue
				}
				if b == len(o.heaps) || (a < len(pos) && pos[a] <= o.heaps[b]) {
					buf = append(buf, pos[a])
					a++
				} else {
					buf = append(buf, o.heaps[b])
					b++
				}
			}
			if err := f(buf, base+o.dz, o.parity, o.twos); err != nil {
				return err
			}
		}
	}
	return nil
}

// genusOf returns the memoised genus of a canonical position (parity 0).
//
// With S_k the set of γ_k of the options, γ₀ = mex S₀ (1 when there is no
// option) and, for k ≥ 1, γ_k = mex(S_k ∪ {γ_{k−1}, γ_{k−1}⊕1}): from
// G + k·∗2 one moves in G, or changes one ∗2 into 0 (value γ_{k−1}) or
// into ∗1 (value γ_{k−1}⊕1). Once k+1 ≥ K, the longest superscript among
// the options (so S_{k+2} = S_k from then on), and γ_k = γ_{k−2}, the
// recurrence repeats with period 2 for ever.
//
// hash is the hash of pos (Solver.hashOf).
func (s *Solver) genusOf(pos []int32, hash uint64) (*entry, error) {
	if e := s.genus.get(hash, pos); e != nil {
		return e, nil
	}
	type child struct {
		e      *entry
		parity int32
		twos   int
	}
	n := 0
	for i, h := range pos {
		if i == 0 || pos[i-1] != h {
			n += len(s.opts[h])
		}
	}
	cs := make([]child, 0, n)
	htame := true
	K := 0
	err := s.children(pos, hash, func(c []int32, h uint64, parity uint8, twos int32) error {
		e, err := s.genusOf(c, h)
		if err != nil {
			return err
		}
		cs = append(cs, child{e, int32(parity), int(twos)})
		K = max(K, len(e.sup)-int(twos))
		htame = htame && e.htame
		return nil
	})
	if err != nil {
		return nil, err
	}
	at := func(e *entry, k int) int32 {
		if k < len(e.sup) {
			return e.sup[k]
		}
		l := len(e.sup)
		return e.sup[l-2+(k-l)%2]
	}
	plus, g := genusRecurrence(len(cs), K, func(i, k int) int32 {
		c := cs[i]
		if k < 0 {
			return c.e.plus ^ c.parity ^ int32(2*(c.twos%2))
		}
		return at(c.e, k+c.twos) ^ c.parity
	})
	e := &entry{plus: plus}
	e.sup = slices.Clip(g)
	e.htame = htame && genusOfEntry(e).Tame()
	if err := s.guard(); err != nil {
		return nil, err
	}
	e.setKey(pos)
	s.genus.put(hash, e)
	return e, nil
}

// genusRecurrence computes a genus from the n options of a game by the
// recurrence of the package documentation: val(i, k) is γ_k of option i,
// or its g⁺ when k < 0, and K bounds the options' superscripts (val(i,
// k+2) = val(i, k) once k+1 ≥ K). It returns g⁺ and γ₀γ₁… trimmed to
// their final alternation, which it reaches by k = K + 2·(max value + 2).
// O(n·(K + 2·(max value + 2))).
func genusRecurrence(n, K int, val func(i, k int) int32) (int32, []int32) {
	var seen gamelib.Bitset
	mex := func(k int, extra ...int32) int32 {
		// The values are small (below 64 in every game tried), so a
		// word of bits usually holds them; the Bitset takes the rest.
		var w uint64
		big := false
		for i := range n {
			if v := val(i, k); v < 64 {
				w |= 1 << v
			} else {
				big = true
			}
		}
		for _, v := range extra {
			if v < 64 {
				w |= 1 << v
			} else {
				big = true
			}
		}
		if m := bits.TrailingZeros64(^w); !big || m < 64 {
			return int32(m)
		}
		seen.Clear()
		for i := range n {
			// Values are at most the number of options (already in
			// memory) plus 2, so Set cannot fail for want of memory.
			_ = seen.Set(int(val(i, k)))
		}
		for _, v := range extra {
			_ = seen.Set(int(v))
		}
		return int32(seen.Mex())
	}
	plus := mex(-1)
	g := []int32{1}
	if n > 0 {
		g[0] = mex(0)
	}
	for k := 1; ; k++ {
		v := mex(k, g[k-1], g[k-1]^1)
		g = append(g, v)
		if k >= 2 && k+1 >= K && v == g[k-2] {
			break
		}
	}
	for len(g) > 2 && g[len(g)-1] == g[len(g)-3] {
		g = g[:len(g)-1]
	}
	return plus, g
}

func genusOfEntry(e *entry) Genus {
	g := Genus{Plus: int(e.plus), Sup: make([]int, len(e.sup))}
	for i, v := range e.sup {
		g.Sup[i] = int(v)
	}
	return g
}

// Genus returns the genus of the sum of heaps of the given sizes (heaps of
// size 0 are allowed and ignored). It is exact: the genus is computed from
// the genera of all positions reachable from the sum, which are memoised.
func (s *Solver) Genus(heaps ...int) (Genus, error) {
	pos, parity, twos, err := s.canonical(heaps)
	if err != nil {
		return Genus{}, err
	}
	e, err := s.genusOf(pos, s.hashOf(pos))
	if err != nil {
		return Genus{}, err
	}
	g := genusOfEntry(e).shift(int(twos))
	if parity == 1 {
		g = g.Xor1()
	}
	return g, nil
}

// MisereValue returns the misère Grundy value g⁻ of the sum of heaps: the
// mex of the misère values of its options, and 1 for the empty position.
func (s *Solver) MisereValue(heaps ...int) (int, error) {
	g, err := s.Genus(heaps...)
	if err != nil {
		return 0, err
	}
	return g.Misere(), nil
}

// HereditarilyTame reports whether the sum of heaps and every position
// reachable from it have tame genera (Genus.Tame): Conway's tame games,
// which are played as misère Nim is (TameOutcome).
func (s *Solver) HereditarilyTame(heaps ...int) (bool, error) {
	pos, _, _, err := s.canonical(heaps)
	if err != nil {
		return false, err
	}
	e, err := s.genusOf(pos, s.hashOf(pos))
	if err != nil {
		return false, err
	}
	return e.htame, nil
}

// outcomeOf reports whether the canonical position (pos, parity, twos)
// is a misère P-position: one with a move, every move leading to an
// N-position. The empty position is N (the player to move has no move
// and so did not make the last one) and a lone ∗1 is P.
func (s *Solver) outcomeOf(pos []int32, hash uint64, parity uint8, twos int32) (bool, error) {
	oh := outHash(hash, parity, twos)
	if e := s.outcome.get(oh, pos, parity, twos); e != nil {
		return e.p, nil
	}
	p := len(pos) > 0 || parity == 1 || twos > 0
	try := func(c []int32, h uint64, par uint8, tw int32) error {
		q, err := s.outcomeOf(c, h, par, tw)
		if err != nil {
			return err
		}
		if q {
			p = false
			return errStop
		}
		return nil
	}
	var err error
	if parity == 1 { // take the ∗1
		err = try(pos, hash, 0, twos)
	}
	if p && err == nil && twos > 0 { // a ∗2 becomes 0 or ∗1
		if err = try(pos, hash, parity, twos-1); err == nil && p {
			err = try(pos, hash, parity^1, twos-1)
		}
	}
	if p && err == nil {
		err = s.children(pos, hash, func(c []int32, h uint64, par uint8, tw int32) error {
			return try(c, h, parity^par, twos+tw)
		})
	}
	if err != nil && err != errStop {
		return false, err
	}
	if err := s.guard(); err != nil {
		return false, err
	}
	s.outcome.put(oh, &outEntry{key: slices.Clone(pos), twos: twos, parity: parity, p: p})
	return p, nil
}

// errStop ends a search over the options once a P-position is found.
var errStop = errors.New("stop")

// Outcome returns the misère outcome of the sum of heaps, gamelib.P when
// the previous player wins (the player to move loses), by a memoised
// search that needs no genus. Its cost is one visit of every canonical
// position reachable from the sum.
func (s *Solver) Outcome(heaps ...int) (gamelib.Outcome, error) {
	pos, parity, twos, err := s.canonical(heaps)
	if err != nil {
		return gamelib.N, err
	}
	p, err := s.outcomeOf(pos, s.hashOf(pos), parity, twos)
	if err != nil {
		return gamelib.N, err
	}
	if p {
		return gamelib.P, nil
	}
	return gamelib.N, nil
}

// A Move replaces one heap of a sum by the heaps of one of its options.
type Move struct {
	Heap   int   // the size of the heap moved in
	Leaves []int // the heaps it leaves (empty when it is taken away)
	Result []int // the whole position after the move, sorted
}

func (m Move) String() string {
	return fmt.Sprintf("%d → %v (position %v)", m.Heap, m.Leaves, m.Result)
}

// WinningMove returns a move from the sum of heaps to a misère
// P-position, and false when there is none (the sum is a P-position, or
// the empty position, which is N without a move: the player to move has
// already won).
func (s *Solver) WinningMove(heaps ...int) (Move, bool, error) {
	if s == nil {
		return Move{}, false, errNilSolver
	}
	if _, err := s.Outcome(heaps...); err != nil {
		return Move{}, false, err
	}
	return findMove(s.rule, heaps, func(i int, o []int) (bool, error) {
		out, err := s.Outcome(after(heaps, i, o)...)
		return out == gamelib.P, err
	})
}

// findMove returns the first move from the sum of heaps (one heap of
// each size tried, in the order given, and its options in the rule's
// order) for which wins(i, o) holds, o being the option taken in heap i,
// and false when there is none. Options with a heap not smaller than the
// one moved in are an error.
func findMove(r heap.Rule, heaps []int, wins func(i int, o []int) (bool, error)) (Move, bool, error) {
	for i, h := range heaps {
		if h == 0 || slices.Index(heaps, h) < i {
			continue
		}
		for o := range r.Options(h) {
			for _, k := range o {
				if k < 0 || k >= h {
					return Move{}, false, badOption(r, h, k)
				}
			}
			ok, err := wins(i, o)
			if err != nil {
				return Move{}, false, err
			}
			if ok {
				res := after(heaps, i, o)
				slices.Sort(res)
				res = slices.DeleteFunc(res, func(h int) bool { return h == 0 })
				return Move{Heap: h, Leaves: slices.Clone(o), Result: res}, true, nil
			}
		}
	}
	return Move{}, false, nil
}

// after returns the heaps of the sum after heap i is replaced by the
// heaps of o, in no particular order.
func after(heaps []int, i int, o []int) []int {
	res := make([]int, 0, len(heaps)+len(o))
	res = append(res, heaps[:i]...)
	res = append(res, heaps[i+1:]...)
	return append(res, o...)
}

// HeapGenera returns the genus of every heap 0, …, n of rule r, computed
// exactly by one Solver (so the genera of all sums reachable from a heap
// of size n are computed along the way; for rules whose moves never leave
// two heaps, such as Nim and subtraction games, that is O(n) positions,
// for take-and-break games it grows like the partition numbers and the
// memory guard ends it, as the work guard gamelib.CheckWork ends a
// search that has visited too many options). Progress is reported once
// per heap, in options visited against an extrapolated total.
func HeapGenera(r heap.Rule, n int, progress gamelib.Progress) ([]Genus, error) {
	return NewSolver(r).HeapGenera(n, progress)
}

// HeapGenera is the function HeapGenera computed by s, whose positions
// stay memoised for later queries (HereditarilyTame of each heap, say).
func (s *Solver) HeapGenera(n int, progress gamelib.Progress) ([]Genus, error) {
	if s == nil {
		return nil, errNilSolver
	}
	if nilRule(s.rule) {
		return nil, errors.New("misere: nil rule")
	}
	r := s.rule
	if n < 0 {
		return nil, fmt.Errorf("misere: %v: negative heap size n=%d", r, n)
	}
	if err := s.lim.CheckMemory(fmt.Sprintf("misere: %v: genera of heaps 0..%d", r, n), int64(n)+1, 64); err != nil {
		return nil, err
	}
	// The options of the heaps up to n are listed heap by heap as the
	// search reaches them, so their count is estimated first
	// (optionsWork: the heaps up to 4096, extrapolated): split:2 to heap
	// 10⁶, whose heaps are all nim sums, so that the search's own work
	// stays nil, listed options for minutes.
	w, err := optionsWork(s.ctx, r, n)
	if err != nil {
		return nil, err
	}
	if err := s.lim.CheckWork(fmt.Sprintf("misere: %v: options of heaps 1..%d", r, n), w*stepsPerTameUnit); err != nil {
		return nil, err
	}
	out := make([]Genus, n+1)
	var last, deg float64 = 0, 1
	for h := 0; h <= n; h++ {
		if err := cancelled(s.ctx); err != nil {
			return nil, err
		}
		before := s.Work()
		g, err := s.Genus(h)
		if err != nil {
			return nil, err
		}
		out[h] = g
		// Progress in options visited, against a total extrapolated from
		// the growth of the work per heap, modelled as w(i) ∝ i^d with the
		// degree d fitted to the last heaps (about 1 for subtraction games
		// and Nim; rising with h for take-and-break games, whose growth
		// is geometric, so the estimate errs low and the running work
		// check has the last word).
		w := max(float64(s.Work()-before), 1)
		if last > 0 && h >= 2 {
			d := math.Log(w/last) / math.Log(float64(h)/float64(h-1))
			deg = 0.5*deg + 0.5*min(max(d, 0), 8)
		}
		last = w
		rest := 0.0
		if h < n {
			// Σ_{i=h+1}^{n} w·(i/h)^d ≤ w·∫_h^{n+1} (x/h)^d dx
			H := float64(max(h, 1))
			rest = w * H / (deg + 1) * (math.Pow(float64(n+1)/H, deg+1) - 1)
		}
		done := s.Work()
		if h >= 16 {
			// Refuse early a run whose extrapolated work is beyond the limit.
			if err := s.lim.CheckWork(fmt.Sprintf("misere: %v: genera of heaps 0..%d (extrapolated from heap %d)", r, n, h), (float64(done)+rest)*stepsPerOption); err != nil {
				return nil, err
			}
		}
		progress.Report(done, done+int64(min(rest, 1e18)))
	}
	progress.Report(s.Work(), s.Work())
	return out, nil
}
