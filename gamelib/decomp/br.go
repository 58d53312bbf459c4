package decomp

import (
	"math/bits"
	"slices"
)

// The search of Beling and Rogalski ("On pruning search trees of
// impartial games", Artificial Intelligence 283, 2020; the
// method BrAspSet of Beling's igs, github.com/beling/impartial-games,
// igs/src/solver/br.rs, read for this and written anew here).
//
// inSet(c, R) asks for c's nimber only when it lies in the set R of
// nimbers, and answers -1 ("not in R") otherwise. It keeps the set P of
// nimbers c may still have, at first {0, 1, …, n} for c's n options (the
// mex of n values is at most n), and takes the options in turn, keeping
// |P| ≥ (options left) + 1: each option removes one element of P, its
// own nimber when the option is asked for P \ {max P} (restricted to
// 0 … max R) and has it, and max P when it answers "not in that set"
// (then its nimber is max P, which c cannot have, or lies outside P; in
// the second case, if c's nimber g were max P, the |P| - 1 elements
// below it would all be nimbers of the options left, one fewer than
// they are). At the end P has one element, c's nimber when every option
// answered exactly or when it is at most max R. The search stops as
// soon as P and R are disjoint. Asking the options for small sets of
// nimbers instead of one ("has it nimber k?", as Lemoine and Viennot's
// test) makes them find exact nimbers, which the table keeps and which
// serve every later test, where the facts "not k" serve only the test
// of k: on Cram 6×7 (nimber 5) the tests k = 0 … 5 of the plain
// Lemoine–Viennot recursion did not end in 41 CPU minutes.
//
// Sets of nimbers are bitsets of the nimbers below 64 (uint64). P is a
// pset, which also counts anonymous elements above 63 (after igs's
// extended nimber sets). A nimber of 64 or more is never asked for by a
// set; nimberAny finds it by the plain mex over the options.

// A pset is the set P of nimbers a component may still have: the
// nimbers below 64 in bits, and big more, all above 63 and above every
// one in bits.
type pset struct {
	bits uint64
	big  int
}

// lowest returns {0, 1, …, n-1}.
func lowest(n int) pset {
	if n >= 64 {
		return pset{^uint64(0), n - 64}
	}
	return pset{1<<n - 1, 0}
}

// withoutLargest returns the elements of p below 64 but its largest.
func (p pset) withoutLargest() uint64 {
	if p.big > 0 || p.bits == 0 {
		return p.bits
	}
	return p.bits &^ (1 << (63 - bits.LeadingZeros64(p.bits)))
}

// remove removes v from p when it is there, else p's largest element.
func (p *pset) remove(v int) {
	if v >= 0 && v < 64 && p.bits&(1<<v) != 0 {
		p.bits &^= 1 << v
		return
	}
	p.removeLargest()
}

func (p *pset) removeLargest() {
	if p.big > 0 {
		p.big--
	} else if p.bits != 0 {
		p.bits &^= 1 << (63 - bits.LeadingZeros64(p.bits))
	}
}

// upto returns {0, 1, …, max r} (empty for an empty r).
func upto(r uint64) uint64 {
	if r == 0 {
		return 0
	}
	return ^uint64(0) >> bits.LeadingZeros64(r)
}

// below returns {0, 1, …, n-1}, n ≥ 0, capped at 64 elements.
func below(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// xorEach returns {v ⊕ x : v ∈ r} for 0 ≤ x < 64. O(|r|).
func xorEach(r uint64, x int) uint64 {
	if x == 0 {
		return r
	}
	var q uint64
	for r != 0 {
		v := bits.TrailingZeros64(r)
		r &= r - 1
		q |= 1 << (v ^ x)
	}
	return q
}

// expand fills fr with all of c's options (expandBegin, expandNext)
// and sorts the options not known, the cheapest first (least sum of
// squared sizes of the unknown components, as igs's
// SmallerComponentsFirst; ties in the order of Options).
func (s *search[P]) expand(c P, fr *frame[P]) {
	s.expandBegin(c, fr)
	s.expandNext(fr, len(fr.opts))
	sortByCost(fr.cands)
}

// expandBegin lists c's options in fr.opts and empties the rest of fr;
// expandNext then expands them, a group at a time.
func (s *search[P]) expandBegin(c P, fr *frame[P]) {
	fr.opts = s.g.Options(c, fr.opts[:0])
	fr.comps, fr.ends, fr.keys, fr.boff, fr.gv = fr.comps[:0], fr.ends[:0], fr.keys[:0], fr.boff[:0], fr.gv[:0]
	fr.koff = append(fr.koff[:0], 0)
	fr.known, fr.cands = fr.known[:0], fr.cands[:0]
	fr.expanded = 0
}

// expandGroup is the number of options inSet expands at a time. At four
// nodes in five of a Cram search (5×7, 4×9, 3×13, 5×8) the options of
// known nimber settle the node (P and want disjoint) before any option
// is asked, after the fifth option on average of 21–23: expanding the
// options six at a time, and stopping at the group that settles the
// node, halved the table's lookups and cut the time of 4×11 (one
// worker) from 38–41 s to 23 s, though the facts stored at such a node
// (the nimbers of its options found) are fewer and the nodes 5% more
// (README). Small groups overlap fewer cache misses (expandNext).
var expandGroup = 6

// nextGroup returns the end of the next group of fr's options to expand.
func nextGroup[P any](fr *frame[P]) int {
	return min(fr.expanded+expandGroup, len(fr.opts))
}

// expandNext expands the options fr.opts[fr.expanded:hi]: it appends
// their components and the keys of these, and touches the components'
// buckets in one batch of independent loads, so that the processor
// overlaps the cache misses (Go has no prefetch instruction; a miss
// costs ~100 ns and the lookups of the options dominated the profile).
// The options whose components are all known go to fr.known as their
// nimbers, the others to fr.cands, in the order of Options.
// O(options · components) besides the game's calls.
func (s *search[P]) expandNext(fr *frame[P], hi int) {
	comps, ends := fr.comps, fr.ends
	keys, koff := fr.keys, fr.koff // koff ends with len(keys)
	c0, j0 := len(comps), len(koff)-1
	for _, o := range fr.opts[fr.expanded:hi] {
		comps = s.g.Components(o, comps)
		ends = append(ends, int32(len(comps)))
	}
	// The components the game knows (Knower) need no key and no lookup:
	// gv holds their nimbers, -1 for the others, which have keys.
	gv := fr.gv
	for _, cc := range comps[c0:] {
		v := int32(-1)
		if s.knower != nil {
			if g, ok := s.knower.KnownNimber(cc); ok {
				v = int32(g)
			}
		}
		gv = append(gv, v)
		if v < 0 {
			keys = s.g.AppendKey(keys, cc)
			koff = append(koff, int32(len(keys)))
		}
	}
	boff := s.tt.touch(keys, koff[j0:], fr.boff, &s.sink)
	known, cands := fr.known, fr.cands
	from, j := c0, j0 // j: the key of the next component the game does not know
	for _, end := range ends[fr.expanded:hi] {
		x, cost, to := 0, 0, from
		busy, bigZ := int32(-1), -1
		for i := from; i < int(end); i++ {
			cc := comps[i]
			if gv[i] >= 0 {
				x ^= int(gv[i])
				continue
			}
			e := s.tableEntryAt(keys[koff[j]:koff[j+1]], boff[j])
			j++
			if e.exact >= 0 {
				x ^= e.exact
				continue
			}
			comps[to] = cc
			to++
			z := s.size(cc)
			cost += z * z
			if z > bigZ {
				bigZ = z
				busy = -1
				if z >= busyMinSize {
					busy = s.busyIndex(boff[j-1]) // -1 with one worker
				}
			}
		}
		// comps[to:end] are known: left in place, unused.
		if to == from {
			known = append(known, int32(x))
		} else {
			cands = append(cands, cand{from: int32(from), to: int32(to), x: int32(x), cost: int32(cost), busy: busy})
		}
		from = int(end)
	}
	fr.expanded = hi
	fr.comps, fr.ends, fr.keys, fr.koff, fr.boff, fr.gv, fr.known, fr.cands = comps, ends, keys, koff, boff, gv, known, cands
}

// sortByCost sorts cs by cost, stably: an insertion sort, O(n²) moves in
// the worst case and O(n) for sorted input, faster than a general sort
// for the few dozen options of a node (it was 4% of Cram's profile).
func sortByCost(cs []cand) {
	for i := 1; i < len(cs); i++ {
		c := cs[i]
		j := i
		for ; j > 0 && cs[j-1].cost > c.cost; j-- {
			cs[j] = cs[j-1]
		}
		cs[j] = c
	}
}

// reduce computes the nimbers of all components of cd but the largest
// and folds them into cd.x, leaving cd with the largest only, which it
// returns. fr's comps hold cd's components.
func (s *search[P]) reduce(fr *frame[P], cd *cand, d int) P {
	big, x := s.foldAllButLargest(fr.comps[cd.from:cd.to], d)
	cd.x ^= int32(x)
	cd.to = cd.from + 1
	return big
}

// foldAllButLargest moves the largest component of rest (by Size) to
// rest[0] and returns it with the nim-sum of the nimbers of the others,
// each computed at depth d.
func (s *search[P]) foldAllButLargest(rest []P, d int) (P, int) {
	s.largestFirst(rest)
	x := 0
	for _, c := range rest[1:] {
		x ^= s.nimberAny(c, d)
	}
	return rest[0], x
}

// largestFirst moves the largest component of rest (by Size; the first
// of equal ones) to rest[0].
func (s *search[P]) largestFirst(rest []P) {
	big, bigSize := 0, -1
	for i, c := range rest {
		if z := s.size(c); z > bigSize {
			big, bigSize = i, z
		}
	}
	rest[0], rest[big] = rest[big], rest[0]
}

// foldKnown returns the components of comps whose nimbers neither the
// game nor the table knows (in frame d's rest, reused) and k xored with
// the nimbers of the others.
func (s *search[P]) foldKnown(comps []P, k int, d int) ([]P, int) {
	fr := s.frame(d)
	rest := fr.rest[:0]
	for _, c := range comps {
		fr.key = s.g.AppendKey(fr.key[:0], c)
		if v, ok := s.known(c, fr.key); ok {
			k ^= v
		} else {
			rest = append(rest, c)
		}
	}
	fr.rest = rest
	return rest, k
}

// optionInSet returns the nimber of the option cd, a sum, when it lies
// in r, or -1 when it does not; it may return a nimber outside r. The
// nimbers of all its components but the largest are computed, and the
// largest is asked for r ⊕ (their nim-sum).
func (s *search[P]) optionInSet(fr *frame[P], cd *cand, r uint64, d int) int {
	c := s.reduce(fr, cd, d)
	x := int(cd.x)
	if x >= 64 { // r ⊕ x is out of the sets' range: the exact nimber
		return s.nimberAny(c, d) ^ x
	}
	v := s.inSet(c, xorEach(r, x), d)
	if v < 0 {
		return -1
	}
	return v ^ x
}

// inSet returns the nimber of the component c when it lies in want, or
// -1 when it does not (see the comment at the top of this file); it may
// return c's nimber when it is not in want. The cost is that of the
// search below c, exponential in c's size in the worst case, each node
// O(options · components) besides its children; it stores in the table
// c's nimber when found, or else the nimbers below 16 it is known not to
// have: those of want, and those of the options it found.
func (s *search[P]) inSet(c P, want uint64, d int) int {
	fr := s.frame(d)
	fr.key = s.g.AppendKey(fr.key[:0], c)
	e, off := s.knownEntry(c, fr.key)
	if e.exact >= 0 {
		return e.exact
	}
	want &^= uint64(e.not)
	if e.ub >= 0 {
		want &= below(e.ub + 1)
	}
	if s.bounder != nil {
		want &= below(s.bounder.NimberBound(c) + 1)
	}
	if want == 0 {
		return -1
	}
	if s.nodes++; s.nodes&tickMask == 0 {
		s.tick()
	}
	before := s.nodes
	bi := s.enterBusy(c, off)
	// The options are expanded a group at a time (expandGroup), and the
	// known ones among them taken at once: most nodes are settled by an
	// option of known nimber among the first few, before any is asked.
	s.expandBegin(c, fr)
	pot := lowest(len(fr.opts) + 1)
	var seen uint64 // the nimbers of options found: not c's
	for nk := 0; fr.expanded < len(fr.opts); {
		s.expandNext(fr, nextGroup(fr))
		for _, v := range fr.known[nk:] {
			pot.remove(int(v))
			if v < 64 {
				seen |= 1 << v
			}
		}
		nk = len(fr.known)
		if pot.bits&want == 0 && fr.expanded < len(fr.opts) {
			s.leaveBusy(bi)
			s.settle(c, fr, notEntry(want|seen), before)
			return -1
		}
	}
	sortByCost(fr.cands)
	maxR := upto(want)
	exact, done := true, true
	fr.n = len(fr.cands)
	// With several workers an option whose largest component another
	// worker is searching is asked after the others (busy.go).
	deferred := false
	asked := 0
pass:
	for pass := 0; pass < 2; pass++ {
		for i := range fr.cands {
			cd := &fr.cands[i]
			if pass == 1 && cd.asked {
				continue
			}
			if pass == 0 && s.isBusy(cd.busy) {
				deferred = true
				s.deferrals++
				continue
			}
			if pot.bits&want == 0 {
				done = false // P and want are disjoint: c's nimber is not wanted
				break pass
			}
			fr.i = asked
			asked++
			cd.asked = true
			if v := s.optionInSet(fr, cd, pot.withoutLargest()&maxR, d+1); v >= 0 {
				pot.remove(v)
				if v < 64 {
					seen |= 1 << v
				}
			} else {
				pot.removeLargest()
				exact = false
			}
		}
		if !deferred {
			break
		}
	}
	s.leaveBusy(bi)
	fr.n = 0
	// Done, P has one element: c's nimber when every option answered
	// with its nimber or when it is at most max want (Beling and
	// Rogalski 2020). An element above 63 is no nimber wanted.
	if done && pot.bits != 0 && (exact || pot.bits&maxR != 0) {
		v := bits.TrailingZeros64(pot.bits)
		s.settle(c, fr, entry{exact: v, ub: v}, before)
		return v
	}
	// Not c's nimber: those of want (P and want are disjoint, or P's
	// one element exceeds max want), and those of the options found,
	// which a later search asked for another set skips (12–16% fewer
	// nodes on Cram boards to 5×8, 24% on 6×7: README).
	s.settle(c, fr, notEntry(want|seen), before)
	return -1
}

// settle stores e for c, with the work of the nodes searched since
// before.
func (s *search[P]) settle(c P, fr *frame[P], e entry, before int64) {
	fr.key = s.g.AppendKey(fr.key[:0], c)
	e.work = uint8(bits.Len64(uint64(s.nodes - before)))
	s.put(fr.key, e)
}

// notEntry is the entry of a component whose nimber is none of not
// (those below notBits kept).
func notEntry(not uint64) entry {
	return entry{exact: -1, ub: -1, not: uint32(not & (1<<notBits - 1))}
}

// nimberAny returns the nimber of the component c, of any size: by
// inSet asked for every nimber below 64, and by the plain mex over c's
// options, their nimbers found the same way, when it is 64 or more
// (which needs a component of at least 64 options).
func (s *search[P]) nimberAny(c P, d int) int {
	if v := s.inSet(c, ^uint64(0), d); v >= 0 {
		return v
	}
	opts := s.g.Options(c, nil)
	seen := make([]bool, len(opts)+1)
	var comps []P
	for _, o := range opts {
		comps = s.g.Components(o, comps[:0])
		v := 0
		for _, cc := range comps {
			v ^= s.nimberAny(cc, d+1)
		}
		if v < len(seen) {
			seen[v] = true
		}
	}
	g := slices.Index(seen, false)
	fr := s.frame(d)
	fr.key = s.g.AppendKey(fr.key[:0], c)
	s.put(fr.key, entry{exact: g, ub: g})
	return g
}

// rootNimber is the nimber of a component of the root, by the
// aspiration sets of igs (BrAspSet): for k = 0, 1, … each option not yet
// known is asked for the singleton {k}; an option that answers with its
// nimber leaves the list, and the first k that no option has is the
// nimber. The tests k are counted for the progress reports.
func (s *search[P]) rootNimber(c P) int {
	fr := s.frame(0)
	fr.key = s.g.AppendKey(fr.key[:0], c)
	if v, ok := s.known(c, fr.key); ok {
		return v
	}
	s.nodes++
	s.tick()
	s.expand(c, fr)
	n := len(fr.opts)
	s.tests = n + 1 // the nimber is at most the number of options
	if s.bounder != nil {
		s.tests = min(s.tests, s.bounder.NimberBound(c)+1)
	}
	var skip uint64 // nimbers of options: not c's
	for _, v := range fr.known {
		if v < 64 {
			skip |= 1 << v
		}
	}
	for k := 0; ; k++ {
		s.k = k
		if k >= 64 {
			return s.nimberAny(c, 1)
		}
		if skip&(1<<k) != 0 {
			continue
		}
		found := false
		if s.pool != nil {
			found = s.testRoot(fr, k, &skip)
		}
		for i := 0; s.pool == nil && i < len(fr.cands); {
			fr.i, fr.n = i, len(fr.cands)
			v := s.optionInSet(fr, &fr.cands[i], 1<<k, 1)
			fr = s.frame(0)
			if v < 0 {
				i++
				continue
			}
			fr.cands = slices.Delete(fr.cands, i, i+1)
			if v == k {
				found = true
				break
			}
			if v < 64 {
				skip |= 1 << v
			}
		}
		if !found {
			fr.n = 0
			fr.key = s.g.AppendKey(fr.key[:0], c)
			s.put(fr.key, entry{exact: k, ub: k, work: 63})
			return k
		}
	}
}

// isPSum reports whether the sum of comps and *k is a P-position: the
// nimbers of all its unknown components but the largest are computed,
// and the largest is asked for {k ⊕ their nim-sum}. comps is not kept.
func (s *search[P]) isPSum(comps []P, k int, d int) bool {
	rest, k := s.foldKnown(comps, k, d)
	if len(rest) == 0 {
		return k == 0
	}
	big, x := s.foldAllButLargest(rest, d+1)
	k ^= x
	if k >= 64 {
		return s.nimberAny(big, d+1) == k
	}
	return s.inSet(big, 1<<k, d+1) == k
}

func (s *search[P]) put(key []byte, e entry) { s.tt.merge(key, e, s.buf) }
