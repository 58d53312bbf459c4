package octal

import (
	"bytes"
	"errors"
	"math/bits"
	"unsafe"
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

// value returns g(m) from the values g[0 … lim−1] (g holds at least those) (lim = m: all options; lim
// < m: the mex v₀ of the options whose heaps are all below lim, see
// speculate); mk holds the marks of fuse for this heap. It uses w's
// pending splits and witness cache.
func (s *sparseSolver[V]) value(w *worker, g []V, m, lim int, mk *[markLen]byte, f fuseInfo) int {
	for _, j := range s.alls {
		if m == j {
			mk[0] = 1
		}
	}
	hi := s.hi
	for _, j := range s.ones {
		if m > j && m-j < lim {
			mk[get(g, hi, m-j)] = 1
		}
	}
	for _, j := range s.thre { // only with lim = m (setWorkers)
		rest := m - j
		for a := 1; 3*a <= rest; a++ {
			for b := a; a+2*b <= rest; b++ {
				mk[get(g, hi, a)^get(g, hi, b)^get(g, hi, rest-a-b)] = 1
			}
		}
	}
	w.pend = w.pend[:0]
	for _, j := range s.twos {
		rest := m - j
		if rest < 2 {
			continue
		}
		half := s.half(rest)
		amin := max(1, rest-lim+1)
		if amin > half {
			continue
		}
		if s.plain {
			for a := amin; a <= half; a++ {
				mk[get(g, hi, a)^get(g, hi, rest-a)] = 1
			}
			continue
		}
		// Every pair with a rare member.
		if f.fused {
			s.markPairs(mk, g, rest, s.rare[:f.lo], amin)
			s.markPairs(mk, g, rest, s.rare[f.hi:], amin)
		} else {
			s.markPairs(mk, g, rest, s.rare, amin)
		}
		p := pendingSplit{r: rest, par: s.split.Sigma & rest & 1, pos: amin, half: half, amin: amin,
			idx: len(s.order), pre: f.pre, fmin: f.fmin}
		if half > len(s.order) {
			p.idx, p.pos = 0, max(len(s.order)+1, amin)
		}
		w.pend = append(w.pend, p)
	}
	v := bytes.IndexByte(mk[:], 0)
	for {
		for len(w.pend) > 0 && s.witness(w, g, v, mk, lim) {
			v += 1 + bytes.IndexByte(mk[v+1:], 0)
		}
		if !f.bits || v < bitLimit {
			return v
		}
		// fuse left out the values of its pairs from bitLimit on.
		s.markFused(mk, g, m, f)
		f.bits = false
		if mk[v] == 0 {
			return v
		}
		v += 1 + bytes.IndexByte(mk[v+1:], 0)
	}
}

// markPairs marks g(a) ⊕ g(r − a) for every heap a < r in list (in
// increasing order) with a ≥ amin, leaving out a = r − a when the rule
// asks unequal heaps.
func (s *sparseSolver[V]) markPairs(mk *[markLen]byte, g []V, r int, list []rareHeap, amin int) {
	if s.hi != nil {
		markPairs9(mk, any(g).([]uint8), s.hi, r, list, amin, s.r.unequal)
		return
	}
	markPairs(mk, g, r, list, amin, s.r.unequal)
}

// markPairs is markPairs on values held in V alone.
func markPairs[V value](mk *[markLen]byte, g []V, r int, list []rareHeap, amin int, unequal bool) {
	for _, e := range list {
		a := int(e.pos)
		if a >= r {
			break
		}
		if a < amin || (unequal && 2*a == r) {
			continue
		}
		mk[V(e.val)^g[r-a]] = 1
	}
}

// markPairs9 is markPairs on nine-bit values: the low byte in g, the
// ninth bit in hi (see sparseSolver.hi).
func markPairs9(mk *[markLen]byte, g []uint8, hi []byte, r int, list []rareHeap, amin int, unequal bool) {
	for _, e := range list {
		a := int(e.pos)
		if a >= r {
			break
		}
		if a < amin || (unequal && 2*a == r) {
			continue
		}
		mk[int(e.val)^get(g, hi, r-a)] = 1
	}
}

// half returns the largest smaller heap of a split of rest tokens into
// two heaps: rest/2, or (rest−1)/2 when the heaps must be unequal.
func (s *sparseSolver[V]) half(rest int) int {
	if s.r.unequal {
		return (rest - 1) / 2
	}
	return rest / 2
}

// record stores g(m) = v, m = len(g), and updates the lists that depend
// on it.
func (s *sparseSolver[V]) record(m, v int) error {
	if v > valueLimit {
		return errValueTooLarge(s.r.name, m)
	}
	if !s.fits(v) {
		return errWiden
	}
	s.g = append(s.g, V(v))
	if s.hi != nil {
		putHi(s.hi, m, v)
	}
	s.note(m, v)
	if v>>s.k != 0 {
		s.k = bits.Len(uint(v))
		s.rechoose = m >= 64 // a new bit: choose the split again
	}
	return nil
}

// note updates the rare list and the value statistics for g(m) = v.
func (s *sparseSolver[V]) note(m, v int) {
	if !s.plain && s.split.IsRare(m, v) {
		s.rare = append(s.rare, rareHeap{uint32(m), uint16(v)})
	}
	if v >= len(s.freq) {
		size := 1 << bits.Len(uint(v))
		s.freq = append(s.freq, make([]int, size-len(s.freq))...)
		s.reps = append(s.reps, make([][]uint32, size-len(s.reps))...)
	}
	if v >= len(s.hist[0]) {
		size := 1 << bits.Len(uint(v))
		for p := range s.hist {
			s.hist[p] = append(s.hist[p], make([]int64, size-len(s.hist[p]))...)
		}
	}
	s.hist[m&1][v]++
	s.freq[v]++
	if len(s.reps[v]) < maxReps && (m < s.step || get(s.g, s.hi, m-s.step) != v) {
		s.reps[v] = append(s.reps[v], uint32(m))
	}
}

// Tuning of the solver. None of these affects the values, only the time.
const (
	block          = 8 // consecutive heaps whose rare pairs are marked in one pass
	markLen        = 1<<16 + 64
	cacheWays      = 2       // pairs remembered per value and residue
	maxStep        = 12      // longest step of value repetition looked for
	stepWindow     = 1 << 22 // the last heaps on which the step is measured
	window         = 16384   // the smaller heaps tried in order of usefulness
	reorderFirst   = 4096    // the first sort of the window (a multiple of block)
	reorder        = 65536   // the most heaps between two sorts (a multiple of reorderFirst)
	prescan        = 512     // the most useful heaps paired with every heap (256 until fuseBits9 made them cheap)
	perValue       = 8       // representatives tried per frequent value
	maxReps        = 64      // representatives kept per value
	topCount       = 32      // frequent values tried by the directed search
	directedBudget = 256     // probes of the directed search per value sought
	specChunk      = 8       // heaps a worker takes at a time (a multiple of block)
)

// maxHeap is the largest heap the solver handles: heaps are stored as
// uint32 in its lists. Grundy's game to heap 2^32 − 1 needs 8 GiB of
// values, exactly the default gamelib.MemoryLimit.
const maxHeap int64 = 1<<32 - 1

// A value is how the rare/common solver stores Grundy values: one byte a
// heap while every value is below 256; one byte a heap and a plane of
// one bit a heap (sparseSolver.hi, the ninth bit) from the first value
// above 255 on while every value is below 512; two bytes from the first
// value above 511 on (the solver widens its values at each step, see
// Solver). Grundy's game needs the ninth bit from heap 7,250,049 on
// (g = 256, measured here with grundy run) and has no value above 511
// to 2^26 at least (its largest is 280).
type value interface{ ~uint8 | ~uint16 }

// fits reports whether v fits the solver's values: V, with the ninth bit
// when the solver has the plane.
func (s *sparseSolver[V]) fits(v int) bool {
	return v <= int(^V(0)) || (s.hi != nil && v < 512)
}

// get returns the value of heap x from g and, when hi is not nil, the
// ninth bit of it from hi (bit x mod 8 of hi[x/8]). hi must be the
// solver's plane, hiBytes(cap(g)) bytes or more: once g[x] is checked,
// hi[x/8] needs no check, and the hot loops read it without one.
func get[V value](g []V, hi []byte, x int) int {
	v := int(g[x])
	if hi != nil {
		h := *(*byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(hi)), x>>3))
		v |= int(h>>(x&7)&1) << 8
	}
	return v
}

// putHi sets the ninth bit of heap x to that of v.
func putHi(hi []byte, x, v int) {
	b := byte(1) << (x & 7)
	if v&0x100 != 0 {
		hi[x>>3] |= b
	} else {
		hi[x>>3] &^= b
	}
}

// hiBytes is the length of a plane of ninth bits for heaps below n: a
// byte for every eight heaps and one more, so that two bytes can be read
// at the eighth of any heap (hiBits8).
func hiBytes(n int) int { return n/8 + 2 }

// hiBits8 returns the ninth bits of heaps b … b+7 in bits 0 … 7. As in
// get, hi must be the solver's plane and g[b+7] checked: the two bytes
// at b/8 are then in it (hiBytes), read without a check.
func hiBits8(hi []byte, b int) uint {
	p := unsafe.Add(unsafe.Pointer(unsafe.SliceData(hi)), b>>3)
	return (uint(*(*byte)(p)) | uint(*(*byte)(unsafe.Add(p, 1)))<<8) >> (b & 7)
}

// errWiden is returned inside the solver when a value does not fit the
// solver's values: the values so far are kept, and the caller goes on
// with the ninth bit or with two bytes a value (Solver.widen).
var errWiden = errors.New("octal: a value does not fit the solver's values")

// A rareHeap is a heap and its value, kept together so that a walk over a
// list of heaps reads one array in order.
type rareHeap struct {
	pos uint32
	val uint16
}

// A worker holds the state one goroutine mutates while computing values:
// its marks, the pending splits, its witness cache and hit counts.
type worker struct {
	marks *markGroup
	pend  []pendingSplit
	cache []witnessPair // recent pairs producing each value, per residue mod step
	hits  []uint32      // hits[a]: values that pairs (a, ·) proved present
}

func newWorker() *worker {
	return &worker{hits: make([]uint32, window+1), marks: new(markGroup)}
}

// sparseSolver holds the state of the rare/common method: the values
// g(0 … len(g)−1) computed so far and the tables that make the next ones
// fast. Only g matters for the results; the rest is rebuilt from g when a
// solver is restored (restore).
type sparseSolver[V value] struct {
	r                      *rule
	g                      []V    // g[0 … m−1] are computed, cap(g) is reserved
	hi                     []byte // nil, or the ninth bit of g(x) at bit x mod 8 of hi[x/8] (V = uint8 only; hiBytes(cap(g)) long)
	alls, ones, twos, thre []int  // the rule's move lists (rule.moves)
	maxJ                   int    // the largest removal of a two-heap move
	jpar                   int    // r.splitParity()
	k                      int    // bit length of the largest value so far
	plain                  bool   // no useful split: walk all pairs
	split                  Split
	rare                   []rareHeap // the rare heaps, in increasing order
	useful                 []rareHeap // the prescanned heaps
	step                   int        // values tend to repeat at this distance
	order                  []int32    // the heaps 1 … len(order), most useful first
	reps                   [][]uint32 // reps[x]: the first heaps starting a run of value x
	freq                   []int      // decaying counts of the values
	hist                   [2][]int64 // hist[x mod 2][v]: heaps 1 … len(g)−1 of each parity with value v (choose)
	top                    []uint16   // the most frequent values, most frequent first
	counts                 []int32    // scratch of rankByHits
	nextChoice, nextSort   int
	rechoose               bool

	workers   int       // goroutines of a speculative round
	spec      bool      // speculative rounds from heap from on (workers > 1, or forced by tests)
	round     int       // heaps of a speculative round
	from      int       // the first heap of a speculative round
	ws        []*worker // ws[0] is the serial one
	specMarks []byte    // the marks of heap m0 + i of a round at i·markLen
	guess     []int     // v₀ of each heap of the round
	redone    int       // heaps of speculative rounds recomputed serially
}

func newSparseSolver[V value](r *rule) *sparseSolver[V] {
	s := &sparseSolver[V]{
		r:          r,
		g:          []V{0},
		jpar:       r.splitParity(),
		plain:      true,
		step:       1,
		reps:       make([][]uint32, 1),
		freq:       make([]int, 1),
		nextChoice: 64, // choose the split at every power of two from here
		nextSort:   reorderFirst,
		workers:    1,
		round:      specRound,
		from:       specFrom,
		ws:         []*worker{newWorker()},
		alls:       r.alls,
		ones:       r.ones,
		twos:       r.twos,
		thre:       r.thre,
		maxJ:       r.maxJ,
	}
	return s
}
