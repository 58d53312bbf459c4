package octal

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// Speculation (two or more workers). The values of a round of heaps
// M0 … M0+B−1 (B = specRound, B ≤ M0/4) are first computed in parallel
// from the values below M0 only: for heap m that is the mex v₀ of the set
// K_m of option values whose heaps are all below M0, found by the same
// method with every pair (a, r − a) whose larger heap is ≥ M0 left out.
// The true option set is K_m ∪ U_m, where U_m holds the options with a
// heap in the round: the one-heap options g(m − j) with m − j ≥ M0 and
// the pairs (a, r − a) with a ≤ r − M0, fewer than B of them. A serial
// pass in heap order then marks U_m from the true values and takes v₀
// when it is not in U_m (then g(m) = v₀ exactly, since every value below
// v₀ is in K_m). Otherwise it takes the next value that is marked neither
// by the speculation nor by U_m when that value cannot come from a
// common–common pair (its parity is decided exactly by the rare pairs,
// all of which are marked) and recomputes the heap serially when it can.
// The serial pass runs alongside the guessing: a chunk of heaps is fixed
// up as soon as it is guessed (speculate). So the result is the mex of
// the full option set in every case, and the
// values are those of the one-thread solver whatever the number of
// workers; only the time differs. Rules with three-heap moves are always
// solved by one worker.

// The default size of a speculative round (a multiple of specChunk) and
// the first heap computed speculatively (at least the round's size).
const (
	specRound = 128
	specFrom  = 2048
)

// setWorkers sets the number of goroutines of a speculative round; rules
// with three-heap moves always use one.
func (s *sparseSolver[V]) setWorkers(n int) {
	n = max(n, 1)
	if len(s.thre) > 0 {
		n = 1
	}
	s.workers = n
	s.spec = n > 1
	for len(s.ws) < n {
		w := newWorker()
		w.cache = make([]witnessPair, len(s.ws[0].cache))
		s.ws = append(s.ws, w)
	}
	if s.spec {
		s.allocSpec()
	}
}

// allocSpec allocates the marks and guesses of a speculative round.
func (s *sparseSolver[V]) allocSpec() {
	if s.specMarks == nil {
		s.specMarks = make([]byte, s.round*markLen)
		s.guess = make([]int, s.round)
	}
}

// speculate computes g(m0 … last) by a speculative round (see the comment
// above): the guesses in parallel, by the pool's helpers and this
// goroutine, then the fix-up in order.
//
// The fix-up overlaps the guessing: this goroutine fixes up the heaps of a
// chunk as soon as the chunk is guessed, and guesses a chunk itself only
// when the next one to fix up is not ready. While the round's chunks are
// being guessed, nothing the guesses read may change: the values fixed up
// are written into g's reserved array beyond len(g), which the guesses
// never read (they read values below m0 only), and recording them (the
// rare list, the statistics, k) waits until every chunk is guessed. A
// heap that must be recomputed is recomputed at once from g[:m] when the
// values not yet recorded change nothing the computation relies on
// (recordsIdle); otherwise the round's guessing is let finish, the values
// fixed up so far are recorded, and the rest of the round is fixed up as
// before.
func (s *sparseSolver[V]) speculate(pl *pool[V], m0, last int) error {
	count := last - m0 + 1
	t := pl.start(m0, count)
	kspec := s.k
	w := s.ws[0]
	full := s.g[:last+1] // the round's values, beyond len(s.g) until recorded
	m := m0
	for ; m <= last; m++ {
		c := (m - m0) / specChunk
		for !t.ready[c].Load() {
			if !pl.take(t, w) {
				t.park.await(func() bool { return t.ready[c].Load() })
			}
		}
		v, ok := s.fixupFast(full, m, m0, kspec)
		if !ok {
			if !s.recordsIdle(full, m0, m) {
				break
			}
			v = s.redo(full[:m], m)
		}
		if !s.fits(v) {
			break // recorded below, where it widens the solver (errWiden)
		}
		full[m] = V(v)
		if s.hi != nil {
			putHi(s.hi, m, v) // m0 is a multiple of 8 (extend): no byte the guesses read
		}
	}
	pl.work(t, w)
	pl.wait(t)
	for x := m0; x < m; x++ {
		if err := s.record(x, get(full, s.hi, x)); err != nil {
			return err
		}
	}
	for ; m <= last; m++ {
		if err := s.record(m, s.fixup(m, m0, kspec)); err != nil {
			return err
		}
	}
	return nil
}

// guessChunk computes the guesses of heaps m0+c … m0+end−1 of a round.
func (s *sparseSolver[V]) guessChunk(w *worker, m0, c, end int) {
	for i := c; i < end; i += block {
		j := min(i+block, end)
		mks := s.group(i)
		for x := range j - i {
			clear(mks.heap(x)[:1<<s.k+1])
		}
		f := s.fuse(w, m0+i, m0+j-1, m0, mks)
		for x := i; x < j; x++ {
			s.guess[x] = s.value(w, s.g, m0+x, m0, mks.heap(x-i), f)
		}
	}
}

// group returns the marks of heaps m0 + i … m0 + i + block − 1 of a
// speculative round, i a multiple of block.
func (s *sparseSolver[V]) group(i int) *markGroup { return (*markGroup)(s.specMarks[i*markLen:]) }

// recordsIdle reports whether recording the values g[m0 … m−1] would
// leave unchanged everything value reads for correctness: no heap among
// them is rare, and their values are below 2^k. Then heap m can be
// recomputed (value on g[:m]) before they are recorded; the statistics
// they would update only guide the search.
func (s *sparseSolver[V]) recordsIdle(g []V, m0, m int) bool {
	for x := m0; x < m; x++ {
		if v := get(g, s.hi, x); v>>s.k != 0 || (!s.plain && s.split.IsRare(x, v)) {
			return false
		}
	}
	return true
}

// fixupFast is fixup on the values g[0 … m−1] (the round's own values
// not yet recorded) when it needs no recomputation: it reports false,
// having changed nothing but the round's marks of heap m, when fixup
// would recompute the heap.
func (s *sparseSolver[V]) fixupFast(g []V, m, m0, kspec int) (int, bool) {
	mk := (*[markLen]byte)(s.specMarks[(m-m0)*markLen:])
	hi := s.hi
	for _, j := range s.ones {
		if x := m - j; x >= m0 {
			mk[get(g, hi, x)] = 1
		}
	}
	v := s.guess[m-m0]
	hit := mk[v] != 0
	for _, j := range s.twos {
		if hit {
			break
		}
		rest := m - j
		half := s.half(rest)
		hit = produces(g, hi, rest, min(half, rest-m0), uint16(v))
	}
	if !hit {
		return v, true
	}
	for _, j := range s.twos {
		rest := m - j
		half := s.half(rest)
		for a := 1; a <= min(half, rest-m0); a++ {
			mk[get(g, hi, a)^get(g, hi, rest-a)] = 1
		}
	}
	v += 1 + bytes.IndexByte(mk[v+1:], 0)
	if v >= bitLimit && s.hi != nil && useFuseBits {
		return v, false // the guess's marks may lack values from bitLimit on (fuseBits9)
	}
	return v, s.decided(m, v, kspec)
}

// fixup returns g(m) from the guess of a speculative round starting at m0
// whose values were below 2^kspec, now that g(0 … m−1) are known and
// recorded, recomputing the heap when the guess cannot be fixed up.
func (s *sparseSolver[V]) fixup(m, m0, kspec int) int {
	if v, ok := s.fixupFast(s.g, m, m0, kspec); ok {
		return v
	}
	return s.redo(s.g, m)
}

// redo computes g(m) serially from g[:m] in this goroutine's worker, for a
// heap of a speculative round whose guess cannot be fixed up.
func (s *sparseSolver[V]) redo(g []V, m int) int {
	s.redone++
	w := s.ws[0]
	mk := w.marks.heap(0)
	clear(mk[:1<<s.k+1])
	return s.value(w, g, m, m, mk, fuseInfo{})
}

// produces reports whether some pair (a, r − a) with 1 ≤ a ≤ top has
// the nim-sum v: the check of a guess, which reads and writes no marks.
//
// Several pairs are compared at a time, in the lanes of a 64-bit word
// (four of two bytes, eight of one): the values g(a …) against
// g(… r−a) with the lanes reversed, and a lane equal to v is found by the
// exact zero-lane test of SWAR arithmetic,
// (d − 0x01…) AND NOT d AND 0x80… ≠ 0. O(top). With the ninth bits (hi
// not nil) the low bytes are compared so, and the eight pairs of a word
// whose low bytes match are checked with their ninth bits.
func produces[V value](g []V, hi []byte, r, top int, v uint16) bool {
	if top < 1 {
		return false
	}
	switch g := any(g).(type) {
	case []uint16:
		return produces16(g, r, top, v)
	case []uint8:
		if hi != nil {
			return v <= 0x1ff && produces9(g, hi, r, top, v)
		}
		return v <= 0xff && produces8(g, r, top, uint8(v))
	}
	for a := 1; a <= top; a++ { // another V: the plain loop
		if uint16(get(g, hi, a)^get(g, hi, r-a)) == v {
			return true
		}
	}
	return false
}

// produces9 is produces for nine-bit values (see sparseSolver.hi): the
// eight-lane test on the low bytes, then the pairs of a matching word
// one by one.
func produces9(g []uint8, hi []byte, r, top int, v uint16) bool {
	g = g[:r]
	vv := uint64(v&0xff) * 0x0101_0101_0101_0101
	want := int(v)
	a := 1
	for ; a+7 <= top; a += 8 {
		lo := binary.NativeEndian.Uint64(g[a:])
		h := bits.ReverseBytes64(binary.NativeEndian.Uint64(g[r-a-7:]))
		d := lo ^ h ^ vv
		if (d-0x0101_0101_0101_0101)&^d&0x8080_8080_8080_8080 != 0 {
			for b := a; b < a+8; b++ {
				if get(g, hi, b)^get(g, hi, r-b) == want {
					return true
				}
			}
		}
	}
	for ; a <= top; a++ {
		if get(g, hi, a)^get(g, hi, r-a) == want {
			return true
		}
	}
	return false
}

// produces16 is produces for two-byte values, four lanes a word.
func produces16(g []uint16, r, top int, v uint16) bool {
	g = g[:r]
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(g))), 2*len(g))
	vv := uint64(v) * 0x0001_0001_0001_0001
	a := 1
	for ; a+3 <= top; a += 4 {
		lo := binary.NativeEndian.Uint64(b[2*a:])
		hi := binary.NativeEndian.Uint64(b[2*(r-a-3):])
		hi = hi<<32 | hi>>32
		hi = (hi&0x0000_ffff_0000_ffff)<<16 | (hi>>16)&0x0000_ffff_0000_ffff
		d := lo ^ hi ^ vv
		if (d-0x0001_0001_0001_0001)&^d&0x8000_8000_8000_8000 != 0 {
			return true
		}
	}
	for ; a <= top; a++ {
		if g[a]^g[r-a] == v {
			return true
		}
	}
	return false
}

// produces8 is produces for one-byte values, eight lanes a word: the
// bytes of g(r−a−7 … r−a) reversed by bits.ReverseBytes64.
func produces8(g []uint8, r, top int, v uint8) bool {
	g = g[:r]
	vv := uint64(v) * 0x0101_0101_0101_0101
	a := 1
	for ; a+7 <= top; a += 8 {
		lo := binary.NativeEndian.Uint64(g[a:])
		hi := bits.ReverseBytes64(binary.NativeEndian.Uint64(g[r-a-7:]))
		d := lo ^ hi ^ vv
		if (d-0x0101_0101_0101_0101)&^d&0x8080_8080_8080_8080 != 0 {
			return true
		}
	}
	for ; a <= top; a++ {
		if g[a]^g[r-a] == v {
			return true
		}
	}
	return false
}

// decided reports whether v, marked neither by the speculation nor by the
// options with a heap in the round, is surely not an option of m: when
// every pair is marked (plain), when v ≥ 2^kspec exceeds every nim-sum of
// values below the round, or when no common–common pair of any split of m
// can produce v.
func (s *sparseSolver[V]) decided(m, v, kspec int) bool {
	if s.plain || v>>kspec != 0 {
		return true
	}
	par := bits.OnesCount(uint(v&s.split.Mask)) & 1
	for _, j := range s.twos {
		if rest := m - j; rest >= 2 && s.split.Sigma&rest&1 == par {
			return false
		}
	}
	return true
}
