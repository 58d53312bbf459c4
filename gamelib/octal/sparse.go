package octal

import (
	"bytes"
	"cmp"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
)

// The rare/common ("sparse space") solver.
//
// Fix a mask μ and a bit σ ∈ {0, 1}, and give every heap x ≥ 1 the class
//
//	κ(x) = parity(g(x) AND μ) ⊕ σ·(x mod 2).
//
// For a split of r tokens into heaps a + b = r,
//
//	parity((g(a) ⊕ g(b)) AND μ) = κ(a) ⊕ κ(b) ⊕ σ·(r mod 2),
//
// so the values of one parity arise only from pairs whose classes differ,
// and those of the other only from pairs of one class. Call the smaller
// class rare (chooseSplit). Every pair with a rare member is found by
// walking the list of rare heaps, O(|R|) work instead of O(r); that
// decides exactly the values of the parity the common heaps have, so the
// least of those not produced is found exactly. Below it, the values of
// the other parity can still come from common–common pairs, and each must
// be shown to be produced before the mex is known: a search for a pair
// producing it (witness), which in a sparse space almost always succeeds
// quickly; when it fails after examining every pair, that value is the mex
// and heap m is a new rare heap. Nothing here depends on the choice of the
// split for correctness, only for speed.
//
// Three devices make the witness search fast: a cache of the pairs that
// produced each value lately (values repeat along arithmetic progressions
// of heaps, so old pairs shifted often still work), a directed search over
// heaps a with g(a) = v ⊕ y for the most frequent values y, and an order
// of the smaller heaps by how often they produced a value before. The
// rare pairs of four consecutive heaps are marked in one pass over the
// rare list together with the pairs of the most useful smaller heaps.

// Tuning of the solver. None of these affects the values, only the time.
const (
	block          = 4 // consecutive heaps whose rare pairs are marked in one pass
	markLen        = 1<<16 + 64
	cacheWays      = 8     // pairs remembered per value and residue
	maxStep        = 12    // longest step of value repetition looked for
	window         = 16384 // the smaller heaps tried in order of usefulness
	reorder        = 4096  // heaps between two sorts of the window (a multiple of block)
	prescan        = 256   // the most useful heaps paired with every heap
	perValue       = 8     // representatives tried per frequent value
	maxReps        = 64    // representatives kept per value
	topCount       = 32    // frequent values tried by the directed search
	directedBudget = 256   // probes of the directed search per value sought
)

// A rareHeap is a heap and its value, kept together so that a walk over a
// list of heaps reads one array in order.
type rareHeap struct {
	pos int32
	val uint16
}

// A witnessPair is a pair of heaps (a, b) whose values' nim-sum is a value
// sought; a = 0 marks an empty entry.
type witnessPair struct{ a, b int32 }

// A pendingSplit is a two-heap move, leaving r tokens to split, whose
// common–common pairs have not all been examined for the current heap.
type pendingSplit struct {
	r, par int
	idx    int  // next index into order (phase 1)
	pos    int  // next smaller heap of the scan in heap order (phase 2)
	half   int  // the largest smaller heap of a pair
	pre    bool // the pairs with the prescanned heaps are marked
}

// sparseSolver holds the state of the rare/common method for one run.
type sparseSolver struct {
	r                      *rule
	g                      []uint16
	alls, ones, twos, thre []int // removals j with bit 1, 2, 4, 8 of d_j
	maxJ                   int   // the largest removal of a two-heap move
	jpar                   int   // r.splitParity()
	k                      int   // bit length of the largest value so far
	plain                  bool  // no useful split: walk all pairs
	split                  Split
	rare                   []rareHeap // the rare heaps, in increasing order
	lo, hi                 int        // rare[lo:hi] is marked block-wise
	useful                 []rareHeap // the prescanned heaps
	marks                  [block]*[markLen]byte
	pend                   []pendingSplit
	cache                  []witnessPair // recent pairs producing each value, per residue mod step
	step                   int           // values tend to repeat at this distance
	order                  []int32       // the heaps 1 … len(order), most useful first
	hits                   []uint32      // hits[a]: values that pairs (a, ·) proved present
	reps                   [][]int32     // reps[x]: the first heaps starting a run of value x
	freq                   []int         // decaying counts of the values
	top                    []uint16      // the most frequent values, most frequent first
}

func newSparseSolver(r *rule, n int) *sparseSolver {
	s := &sparseSolver{
		r:     r,
		g:     make([]uint16, n+1),
		jpar:  r.splitParity(),
		plain: true,
		step:  1,
		hits:  make([]uint32, window+1),
		reps:  make([][]int32, 1),
		freq:  make([]int, 1),
	}
	for i := range s.marks {
		s.marks[i] = new([markLen]byte)
	}
	for j, d := range r.digits {
		if d&1 != 0 && j > 0 {
			s.alls = append(s.alls, j)
		}
		if d&2 != 0 && j > 0 {
			s.ones = append(s.ones, j)
		}
		if d&4 != 0 {
			s.twos = append(s.twos, j)
			s.maxJ = j
		}
		if d&8 != 0 {
			s.thre = append(s.thre, j)
		}
	}
	return s
}

// sparse computes g(0..n) by the rare/common method. Time: O(c·(|R| + w))
// a heap, where |R| is the number of rare heaps and w the number of pairs
// examined to show that the values below the mex that only common–common
// pairs can produce are indeed produced (a few hundred in a sparse space),
// plus O(c·n) for every heap whose value turns out rare, and O(n²) a heap
// for three-heap moves, which are enumerated fully. Without a sparse space
// it degrades to the plain method's O(c·n²). Memory: two bytes a value,
// six a rare heap and about 1 MiB of tables.
//
// When periodic is not nil, it is called with g(0 … m−1) for m = 256, 512,
// 1024, …; when it returns a period p proven to hold from heap t, the
// remaining values are filled in by g(m) = g(m − p), exactly, and the cost
// of the rest is O(n).
func (r *rule) sparse(n int, progress gamelib.Progress, periodic func(g []uint16) (t, p int, ok bool)) ([]uint16, error) {
	if err := checkSize(r.name, n, 2); err != nil {
		return nil, err
	}
	s := newSparseSolver(r, n)
	nextCheck := 256
	nextChoice := 64 // choose the split at every power of two from here
	nextSort := reorder
	rechoose := false
	step := progressStep(n)
	nextReport := step
	for m0 := 1; m0 <= n; m0 += block {
		if m0 >= nextReport {
			progress.Report(int64(m0), int64(n))
			nextReport += step
		}
		if periodic != nil && m0 >= nextCheck {
			nextCheck *= 2
			if t, p, ok := periodic(s.g[:m0]); ok && t+p <= m0 {
				for m := m0; m <= n; m++ {
					s.g[m] = s.g[m-p]
				}
				break
			}
		}
		if m0 >= nextChoice || rechoose {
			for nextChoice <= m0 {
				nextChoice *= 2
			}
			rechoose = false
			s.choose(m0)
		}
		if m0 >= nextSort {
			nextSort += reorder
			s.sortWindow(m0)
		}
		last := min(m0+block-1, n)
		for _, mk := range s.marks {
			clear(mk[:1<<s.k+1])
		}
		fused, pre := s.fuse(m0, last)
		for m := m0; m <= last; m++ {
			v := s.value(m, s.marks[m-m0], fused, pre)
			if v > valueLimit {
				return nil, errValueTooLarge(r.name, m)
			}
			s.record(m, v)
			if v>>s.k != 0 {
				s.k = bits.Len(uint(v))
				rechoose = m >= 64 // a new bit: choose the split again
			}
		}
	}
	progress.Report(int64(n), int64(n))
	return s.g, nil
}

// record stores g(m) = v and updates the lists that depend on it.
func (s *sparseSolver) record(m, v int) {
	s.g[m] = uint16(v)
	if !s.plain && s.split.IsRare(m, v) {
		s.rare = append(s.rare, rareHeap{int32(m), uint16(v)})
	}
	if v >= len(s.freq) {
		size := 1 << bits.Len(uint(v))
		s.freq = append(s.freq, make([]int, size-len(s.freq))...)
		s.reps = append(s.reps, make([][]int32, size-len(s.reps))...)
	}
	s.freq[v]++
	if len(s.reps[v]) < maxReps && (m < s.step || s.g[m-s.step] != uint16(v)) {
		s.reps[v] = append(s.reps[v], int32(m))
	}
}

// choose picks the split for heaps from m on, rebuilds the rare list, and
// measures the step at which values repeat.
func (s *sparseSolver) choose(m int) {
	s.split = chooseSplit(s.g, m, s.k, s.jpar)
	s.plain = s.split.Mask == 0 || s.split.Rare > s.split.Heaps/4
	s.rare = s.rare[:0]
	if !s.plain {
		for x := 1; x < m; x++ {
			if s.split.IsRare(x, int(s.g[x])) {
				s.rare = append(s.rare, rareHeap{int32(x), s.g[x]})
			}
		}
	}
	best := -1
	for d := 1; d <= maxStep && 2*d < m; d++ {
		same := 0
		for x := m / 2; x < m; x++ {
			if s.g[x] == s.g[x-d] {
				same++
			}
		}
		if same > best {
			best, s.step = same, d
		}
	}
	s.cache = make([]witnessPair, (1<<s.k)*s.step*cacheWays)
}

// sortWindow orders the heaps 1 … min(window, m/2) by the number of values
// they helped prove present, most first, takes the first ones as the
// prescanned heaps, and ranks the values by their recent frequency.
func (s *sparseSolver) sortWindow(m int) {
	w := min(window, m/2)
	s.order = s.order[:0]
	for a := 1; a <= w; a++ {
		s.order = append(s.order, int32(a))
	}
	slices.SortStableFunc(s.order, func(a, b int32) int { return cmp.Compare(s.hits[b], s.hits[a]) })
	for a := range s.hits {
		s.hits[a] /= 2 // forget slowly
	}
	s.useful = s.useful[:0]
	for _, a := range s.order[:min(prescan, len(s.order))] {
		if a >= block {
			s.useful = append(s.useful, rareHeap{a, s.g[a]})
		}
	}
	s.top = s.top[:0]
	for v := range s.freq {
		if s.freq[v] > 0 {
			s.top = append(s.top, uint16(v))
		}
		s.freq[v] /= 2
	}
	slices.SortStableFunc(s.top, func(a, b uint16) int { return cmp.Compare(s.freq[b], s.freq[a]) })
	s.top = s.top[:min(len(s.top), topCount)]
}

// fuse marks, for the full block of heaps m0 … m0+3 and every two-heap
// move, the pairs (a, r − a) with a rare heap a in rare[lo:hi] (those with
// block ≤ a and 2a + 8 < m0 − maxJ, so that no pair of the block is
// missing a value or splits into equal heaps) and, when pre, with the
// prescanned heaps. It reports which of the two it did.
func (s *sparseSolver) fuse(m0, last int) (fused, pre bool) {
	if s.plain || last-m0 != block-1 {
		return false, false
	}
	bound := m0 - s.maxJ - 8 // 2a < bound
	s.lo, s.hi = 0, 0
	for s.lo < len(s.rare) && int(s.rare[s.lo].pos) < block {
		s.lo++
	}
	s.hi = s.lo + sortSearch(len(s.rare)-s.lo, func(i int) bool { return 2*int(s.rare[s.lo+i].pos) >= bound })
	pre = len(s.useful) > 0 && 2*len(s.order) < bound
	for _, j := range s.twos {
		fuseMarks(&s.marks, s.g, m0-j, s.rare[s.lo:s.hi])
		if pre {
			fuseMarks(&s.marks, s.g, m0-j, s.useful)
		}
	}
	return true, pre
}

// sortSearch is sort.Search without the import.
func sortSearch(n int, f func(int) bool) int {
	lo, hi := 0, n
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if !f(h) {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo
}

// fuseMarks marks g(a) ⊕ g(r0 + i − a) in mk[i] for i = 0 … 3 and every
// heap a in list: the pairs of four consecutive heaps with the listed
// heaps, read with one slice of four values. It is the inner loop of the
// solver; every a must satisfy a ≥ 4 − (m0 − r0) so that r0 + 3 − a < m0.
func fuseMarks(mk *[block]*[markLen]byte, g []uint16, r0 int, list []rareHeap) {
	k0, k1, k2, k3 := mk[0], mk[1], mk[2], mk[3]
	for _, e := range list {
		b := r0 - int(e.pos)
		v := g[b : b+4 : b+4]
		x := e.val
		k0[x^v[0]] = 1
		k1[x^v[1]] = 1
		k2[x^v[2]] = 1
		k3[x^v[3]] = 1
	}
}

// markPairs marks g(a) ⊕ g(r − a) for every heap a < r in list (in
// increasing order), leaving out a = r − a when unequal.
func markPairs(mk *[markLen]byte, g []uint16, r int, list []rareHeap, unequal bool) {
	for _, e := range list {
		a := int(e.pos)
		if a >= r {
			break
		}
		if unequal && 2*a == r {
			continue
		}
		mk[e.val^g[r-a]] = 1
	}
}

// value returns g(m) from g(0 … m−1); mk holds the marks of the block
// pass (fuse) for this heap.
func (s *sparseSolver) value(m int, mk *[markLen]byte, fused, pre bool) int {
	g := s.g
	for _, j := range s.alls {
		if m == j {
			mk[0] = 1
		}
	}
	for _, j := range s.ones {
		if m > j {
			mk[g[m-j]] = 1
		}
	}
	for _, j := range s.thre {
		rest := m - j
		for a := 1; 3*a <= rest; a++ {
			for b := a; a+2*b <= rest; b++ {
				mk[g[a]^g[b]^g[rest-a-b]] = 1
			}
		}
	}
	s.pend = s.pend[:0]
	for _, j := range s.twos {
		rest := m - j
		if rest < 2 {
			continue
		}
		half := rest / 2
		if s.r.unequal {
			half = (rest - 1) / 2
		}
		if s.plain {
			for a := 1; a <= half; a++ {
				mk[g[a]^g[rest-a]] = 1
			}
			continue
		}
		// Every pair with a rare member.
		if fused {
			markPairs(mk, g, rest, s.rare[:s.lo], s.r.unequal)
			markPairs(mk, g, rest, s.rare[s.hi:], s.r.unequal)
		} else {
			markPairs(mk, g, rest, s.rare, s.r.unequal)
		}
		p := pendingSplit{r: rest, par: s.split.Sigma & rest & 1, pos: 1, half: half, idx: len(s.order), pre: pre}
		if half > len(s.order) {
			p.idx, p.pos = 0, len(s.order)+1
		}
		s.pend = append(s.pend, p)
	}
	v := bytes.IndexByte(mk[:], 0)
	for len(s.pend) > 0 && s.witness(v, mk) {
		v += 1 + bytes.IndexByte(mk[v+1:], 0)
	}
	return v
}

// witness looks for a common–common pair producing v and reports whether
// it found one; it marks the values of all the pairs it examines. A split
// of r can produce v that way only when parity(v AND μ) = σ·(r mod 2).
//
// It tries, in turn: the pairs that produced v lately, shifted to this heap
// (cache); pairs (a, r − a) where a starts a run of the value v ⊕ y for a
// frequent value y, which succeed about as often as y occurs (directed);
// the smaller heaps in order of past usefulness (phase 1); and all other
// pairs in heap order (phase 2). Phases 1 and 2 resume where the last call
// for this heap stopped and together cover every pair, so false means that
// no pair produces v.
func (s *sparseSolver) witness(v int, mk *[markLen]byte) bool {
	if v>>s.k != 0 {
		return false // all values are below 2^k, and so are their nim-sums
	}
	g := s.g
	par := bits.OnesCount(uint(v&s.split.Mask)) & 1
	open := false
	for i := range s.pend {
		p := &s.pend[i]
		if p.par != par || p.pos > p.half {
			continue
		}
		open = true
		for _, w := range s.ways(v, p.r) {
			if w.a == 0 {
				break
			}
			for _, a := range [2]int{int(w.a), p.r - int(w.b)} {
				b := p.r - a
				if a <= 0 || b <= 0 || (a == b && s.r.unequal) {
					continue
				}
				x := g[a] ^ g[b]
				mk[x] = 1
				if int(x) == v {
					s.remember(v, a, b)
					return true
				}
			}
		}
	}
	if !open {
		return false
	}
	for i := range s.pend {
		p := &s.pend[i]
		if p.par != par || p.pos > p.half {
			continue
		}
		budget := directedBudget
		for _, y := range s.top {
			x := uint16(v) ^ y
			if int(x) >= len(s.reps) {
				continue
			}
			reps := s.reps[x]
			for j := 0; j < len(reps) && j < perValue; j++ {
				a := int(reps[j])
				b := p.r - a
				if b <= 0 {
					break
				}
				if a == b && s.r.unequal {
					continue
				}
				gb := g[b]
				mk[x^gb] = 1
				if gb == y {
					s.remember(v, a, b)
					return true
				}
			}
			if budget -= perValue; budget <= 0 {
				break
			}
		}
	}
	const chunk = 32
	for {
		open = false
		for i := range s.pend {
			p := &s.pend[i]
			if p.par != par || p.pos > p.half {
				continue
			}
			open = true
			if p.idx < len(s.order) {
				end := min(p.idx+chunk, len(s.order))
				for j := p.idx; j < end; j++ {
					a := int(s.order[j])
					if p.pre && j < prescan && a >= block {
						continue // marked by fuse
					}
					w := g[a] ^ g[p.r-a]
					mk[w] = 1
					if int(w) == v {
						p.idx = j + 1
						s.hits[a]++
						s.remember(v, a, p.r-a)
						return true
					}
				}
				p.idx = end
				continue
			}
			end := min(p.pos+chunk, p.half+1)
			for a := p.pos; a < end; a++ {
				w := g[a] ^ g[p.r-a]
				mk[w] = 1
				if int(w) == v {
					p.pos = a + 1
					s.remember(v, a, p.r-a)
					return true
				}
			}
			p.pos = end
		}
		if !open {
			return false
		}
	}
}

// ways returns the cache entries of value v for heaps ≡ r mod step, or
// nil when the cache, sized when the split was chosen, has none for v.
func (s *sparseSolver) ways(v, r int) []witnessPair {
	i := (v*s.step + r%s.step) * cacheWays
	if i+cacheWays > len(s.cache) {
		return nil
	}
	return s.cache[i : i+cacheWays]
}

// remember puts the pair (a, b) first in the cache of pairs producing v.
func (s *sparseSolver) remember(v, a, b int) {
	ways := s.ways(v, a+b)
	e := witnessPair{int32(a), int32(b)}
	for i, w := range ways {
		ways[i] = e
		if w == e || w.a == 0 {
			return
		}
		e = w
	}
}
