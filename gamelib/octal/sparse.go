package octal

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

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
// rare pairs of eight consecutive heaps are marked in one pass over the
// rare list together with the pairs of the most useful smaller heaps.

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

// Tuning of the solver. None of these affects the values, only the time.
const (
	block          = 8 // consecutive heaps whose rare pairs are marked in one pass
	markLen        = 1<<16 + 64
	cacheWays      = 2     // pairs remembered per value and residue
	maxStep        = 12    // longest step of value repetition looked for
	window         = 16384 // the smaller heaps tried in order of usefulness
	reorderFirst   = 4096  // the first sort of the window (a multiple of block)
	reorder        = 65536 // the most heaps between two sorts (a multiple of reorderFirst)
	prescan        = 256   // the most useful heaps paired with every heap
	perValue       = 8     // representatives tried per frequent value
	maxReps        = 64    // representatives kept per value
	topCount       = 32    // frequent values tried by the directed search
	directedBudget = 256   // probes of the directed search per value sought
	specChunk      = 8     // heaps a worker takes at a time (a multiple of block)
)

// The default size of a speculative round (a multiple of specChunk) and
// the first heap computed speculatively (at least the round's size).
const (
	specRound = 128
	specFrom  = 2048
)

// maxHeap is the largest heap the solver handles: heaps are stored as
// uint32 in its lists. Grundy's game to heap 2^32 − 1 needs 8 GiB of
// values, exactly the default gamelib.MemoryLimit.
const maxHeap = 1<<32 - 1

// A rareHeap is a heap and its value, kept together so that a walk over a
// list of heaps reads one array in order.
type rareHeap struct {
	pos uint32
	val uint16
}

// A witnessPair is a pair of heaps (a, b) whose values' nim-sum is a value
// sought; a = 0 marks an empty entry.
type witnessPair struct{ a, b uint32 }

// A pendingSplit is a two-heap move, leaving r tokens to split, whose
// common–common pairs have not all been examined for the current heap.
// Only pairs (a, r − a) with a ≥ amin are examined (amin > 1 leaves out
// the pairs whose larger heap is not yet known, in a speculative round).
type pendingSplit struct {
	r, par int
	idx    int // next index into order (phase 1)
	pos    int // next smaller heap of the scan in heap order (phase 2)
	half   int // the largest smaller heap of a pair
	amin   int // the smallest smaller heap of a pair examined
	fmin   int // prescanned heaps a ≥ fmin are marked by fuse (when pre)
	pre    bool
}

// A fuseInfo says what fuse marked for a group of heaps: the rare heaps
// rare[lo:hi] and, when pre, the prescanned heaps a ≥ fmin.
type fuseInfo struct {
	lo, hi, fmin int
	fused, pre   bool
}

// A worker holds the state one goroutine mutates while computing values:
// its marks, the pending splits, its witness cache and hit counts.
type worker struct {
	marks  *markGroup
	pend   []pendingSplit
	cache  []witnessPair // recent pairs producing each value, per residue mod step
	hits   []uint32      // hits[a]: values that pairs (a, ·) proved present
	useful []rareHeap    // the prescanned heaps a ≥ fmin of the current group
}

func newWorker() *worker {
	return &worker{hits: make([]uint32, window+1), marks: new(markGroup)}
}

// sparseSolver holds the state of the rare/common method: the values
// g(0 … len(g)−1) computed so far and the tables that make the next ones
// fast. Only g matters for the results; the rest is rebuilt from g when a
// solver is restored (restore).
type sparseSolver struct {
	r                      *rule
	g                      []uint16 // g[0 … m−1] are computed, cap(g) is reserved
	alls, ones, twos, thre []int    // removals j with bit 1, 2, 4, 8 of d_j
	maxJ                   int      // the largest removal of a two-heap move
	jpar                   int      // r.splitParity()
	k                      int      // bit length of the largest value so far
	plain                  bool     // no useful split: walk all pairs
	split                  Split
	rare                   []rareHeap // the rare heaps, in increasing order
	useful                 []rareHeap // the prescanned heaps
	step                   int        // values tend to repeat at this distance
	order                  []int32    // the heaps 1 … len(order), most useful first
	reps                   [][]uint32 // reps[x]: the first heaps starting a run of value x
	freq                   []int      // decaying counts of the values
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

func newSparseSolver(r *rule) *sparseSolver {
	s := &sparseSolver{
		r:          r,
		g:          []uint16{0},
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

// setWorkers sets the number of goroutines of a speculative round; rules
// with three-heap moves always use one.
func (s *sparseSolver) setWorkers(n int) {
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
func (s *sparseSolver) allocSpec() {
	if s.specMarks == nil {
		s.specMarks = make([]byte, s.round*markLen)
		s.guess = make([]int, s.round)
	}
}

// reserve makes room for g(0 … n) without copying the values later.
func (s *sparseSolver) reserve(n int) error {
	if n+1 <= cap(s.g) {
		return nil
	}
	if n > maxHeap {
		return fmt.Errorf("octal: %s: n=%d exceeds the largest heap the solver handles, %d", s.r.name, n, maxHeap)
	}
	if err := checkSize(s.r.name, n, 2); err != nil {
		return err
	}
	g := make([]uint16, len(s.g), n+1)
	copy(g, s.g)
	s.g = g
	return nil
}

// sparse computes g(0..n) by the rare/common method. Time: O(c·(|R| + w))
// a heap, where |R| is the number of rare heaps and w the number of pairs
// examined to show that the values below the mex that only common–common
// pairs can produce are indeed produced (a few hundred in a sparse space),
// plus O(c·n) for every heap whose value turns out rare, and O(n²) a heap
// for three-heap moves, which are enumerated fully. Without a sparse space
// it degrades to the plain method's O(c·n²). Memory: two bytes a value,
// eight a rare heap and about 2 MiB of tables a worker (plus 8 MiB of
// marks with more than one). It uses runtime.GOMAXPROCS(0) workers.
//
// When periodic is not nil, it is called with g(0 … m−1) for m = 256, 512,
// 1024, …; when it returns a period p proven to hold from heap t, the
// remaining values are filled in by g(m) = g(m − p), exactly, and the cost
// of the rest is O(n).
func (r *rule) sparse(n int, progress gamelib.Progress, periodic func(g []uint16) (t, p int, ok bool)) ([]uint16, error) {
	return r.sparseWorkers(n, defaultWorkers(), progress, periodic)
}

// defaultWorkers is the number of workers of a solver: one a core the Go
// scheduler may use.
func defaultWorkers() int { return runtime.GOMAXPROCS(0) }

func (r *rule) sparseWorkers(n, workers int, progress gamelib.Progress, periodic func(g []uint16) (t, p int, ok bool)) ([]uint16, error) {
	if err := checkSize(r.name, n, 2); err != nil {
		return nil, err
	}
	s := newSparseSolver(r)
	s.setWorkers(workers)
	if err := s.reserve(n); err != nil {
		return nil, err
	}
	report := func(done, _ int64) { progress.Report(done, int64(n)) }
	for next := 256; len(s.g) <= n; next *= 2 {
		target := n
		if periodic != nil {
			target = min(n, next-1)
		}
		if err := s.extend(context.Background(), target, report); err != nil {
			return nil, err
		}
		if periodic == nil || len(s.g) > n {
			break
		}
		if t, p, ok := periodic(s.g); ok && t+p <= len(s.g) {
			for m := len(s.g); m <= n; m++ {
				s.g = append(s.g, s.g[m-p])
			}
		}
	}
	progress.Report(int64(n), int64(n))
	return s.g, nil
}

// extend computes the values up to g(n) (nothing when they are already
// known). It stops with ctx's error, the values computed so far kept and
// the solver ready to go on, when ctx is cancelled; it checks ctx every
// few thousand heaps. Progress reports the heaps computed against n.
func (s *sparseSolver) extend(ctx context.Context, n int, progress gamelib.Progress) error {
	if n < len(s.g) {
		return nil
	}
	if err := s.reserve(n); err != nil {
		return err
	}
	var pl *pool
	if s.spec && n >= s.from {
		pl = newPool(s)
		defer pl.stop()
	}
	step := progressStep(n)
	nextReport := len(s.g) + step
	nextCtx := len(s.g)
	for m0 := len(s.g); m0 <= n; m0 = len(s.g) {
		if m0 >= nextCtx {
			if err := ctx.Err(); err != nil {
				return err
			}
			nextCtx = m0 + 1<<12
		}
		if m0 >= nextReport {
			progress.Report(int64(m0), int64(n))
			nextReport += step
		}
		s.maintain(m0)
		var err error
		if s.spec && m0 >= s.from {
			err = s.speculate(pl, m0, min(m0+s.round-1, n))
		} else {
			err = s.serial(m0, min(m0+block-1, n))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// maintain re-chooses the split and re-sorts the window when they are due.
func (s *sparseSolver) maintain(m0 int) {
	if m0 >= s.nextChoice || s.rechoose {
		for s.nextChoice <= m0 {
			s.nextChoice *= 2
		}
		s.rechoose = false
		s.choose(m0)
	}
	if m0 >= s.nextSort {
		for s.nextSort <= m0 {
			// Sorts at 4096, 8192, 16384, 32768 and then every 32768
			// heaps: each sort also halves the counts, and sorting more
			// often forgets too fast (Grundy's game to 2^22 took 40%
			// longer with a sort every 4096 heaps than every 32768).
			s.nextSort += max(reorderFirst, min(reorder, s.nextSort))
		}
		s.sortWindow(m0)
	}
}

// serial computes g(m0 … last), at most block heaps, in one thread.
func (s *sparseSolver) serial(m0, last int) error {
	w := s.ws[0]
	for i := range last - m0 + 1 {
		clear(w.marks.heap(i)[:1<<s.k+1])
	}
	f := s.fuse(w, m0, last, m0, w.marks)
	for m := m0; m <= last; m++ {
		if err := s.record(m, s.value(w, s.g, m, m, w.marks.heap(m-m0), f)); err != nil {
			return err
		}
	}
	return nil
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
func (s *sparseSolver) speculate(pl *pool, m0, last int) error {
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
		full[m] = uint16(v)
	}
	pl.work(t, w)
	pl.wait(t)
	for x := m0; x < m; x++ {
		if err := s.record(x, int(full[x])); err != nil {
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
func (s *sparseSolver) guessChunk(w *worker, m0, c, end int) {
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

// A pool runs the helpers of speculative rounds: goroutines that live for
// one call of extend and wait for each round by spinning briefly, then by
// sleeping, so that a round starts without the latency of starting or
// waking a goroutine (a round of Grundy's game takes about 100 µs).
type pool struct {
	s    *sparseSolver
	cur  atomic.Pointer[specTask] // the current round
	quit atomic.Bool
	wg   sync.WaitGroup
	park []*parking // where helper i waits for a round
}

// A specTask is one round: a helper that still holds the task of a round
// that is over finds no chunk left in it, so rounds never mix.
type specTask struct {
	m0, count int
	next      atomic.Int64  // the next heap of the round to take
	done      atomic.Int64  // heaps of the round guessed
	ready     []atomic.Bool // ready[i]: chunk i (heaps m0+i·specChunk …) is guessed
	park      *parking      // where the solver waits for the round's last chunk
}

// spinTime is how long an idle helper looks for a new round, or the
// solver for the last chunk of a round, before it sleeps: much longer
// than the serial part of a round of Grundy's game (about 15 µs, and
// waking a goroutine costs tens), short enough that a thread waiting for
// another one descheduled on a loaded machine soon gives up its core.
const spinTime = 500 * time.Microsecond

// newPool starts the helpers ws[1:workers] of s.
func newPool(s *sparseSolver) *pool {
	n := s.workers - 1
	pl := &pool{s: s, park: make([]*parking, n)}
	pl.cur.Store(&specTask{park: newParking()})
	for i := range n {
		pl.park[i] = newParking()
		w := s.ws[1+i]
		pl.wg.Go(func() { pl.helper(i, w) })
	}
	return pl
}

// helper guesses the heaps of every round it finds, until the pool stops.
func (pl *pool) helper(i int, w *worker) {
	seen := pl.cur.Load()
	for {
		pl.park[i].await(func() bool { return pl.cur.Load() != seen || pl.quit.Load() })
		if pl.quit.Load() {
			return
		}
		seen = pl.cur.Load()
		pl.work(seen, w)
	}
}

// signal wakes the sleeping helpers.
func (pl *pool) signal() {
	for _, p := range pl.park {
		p.unpark()
	}
}

// start publishes a round of count heaps from m0 and returns it.
func (pl *pool) start(m0, count int) *specTask {
	t := &specTask{m0: m0, count: count, park: newParking(), ready: make([]atomic.Bool, (count+specChunk-1)/specChunk)}
	pl.cur.Store(t)
	pl.signal()
	return t
}

// work takes chunks of round t until none is left.
func (pl *pool) work(t *specTask, w *worker) {
	for pl.take(t, w) {
	}
}

// take guesses the next chunk of round t, if one is left, and reports
// whether it did. It marks the chunk ready and wakes the solver, which may
// be waiting for that chunk or for the whole round.
func (pl *pool) take(t *specTask, w *worker) bool {
	c := int(t.next.Add(specChunk)) - specChunk
	if c >= t.count {
		return false
	}
	end := min(c+specChunk, t.count)
	pl.s.guessChunk(w, t.m0, c, end)
	t.ready[c/specChunk].Store(true)
	t.done.Add(int64(end - c))
	t.park.unpark()
	return true
}

// wait returns when every heap of round t is guessed. On a loaded
// machine it soon sleeps (parking), so that it does not take the core the
// helper it waits for needs.
func (pl *pool) wait(t *specTask) {
	t.park.await(func() bool { return t.done.Load() == int64(t.count) })
}

// A parking lets one goroutine wait for a condition by spinning for up to
// spinTime, then by sleeping until the goroutine that makes the condition
// hold calls unpark.
type parking struct {
	sleepy atomic.Bool   // the waiting goroutine is about to sleep or sleeps
	wake   chan struct{} // wakes it
}

func newParking() *parking { return &parking{wake: make(chan struct{}, 1)} }

// await returns when ready reports true; whoever makes it true must call
// unpark afterwards.
func (p *parking) await(ready func() bool) {
	idle := time.Now()
	for spin := 0; !ready(); spin++ {
		if spin&63 != 63 {
			continue
		}
		if time.Since(idle) < spinTime {
			runtime.Gosched()
			continue
		}
		p.sleepy.Store(true)
		if ready() {
			if !p.sleepy.CompareAndSwap(true, false) {
				<-p.wake // the signal was sent: take it
			}
			return
		}
		<-p.wake
		idle = time.Now()
	}
}

// unpark wakes the goroutine sleeping in await, if one is.
func (p *parking) unpark() {
	if p.sleepy.CompareAndSwap(true, false) {
		p.wake <- struct{}{}
	}
}

// stop ends the helpers and waits for them.
func (pl *pool) stop() {
	pl.quit.Store(true)
	pl.signal()
	pl.wg.Wait()
}

// recordsIdle reports whether recording the values g[m0 … m−1] would
// leave unchanged everything value reads for correctness: no heap among
// them is rare, and their values are below 2^k. Then heap m can be
// recomputed (value on g[:m]) before they are recorded; the statistics
// they would update only guide the search.
func (s *sparseSolver) recordsIdle(g []uint16, m0, m int) bool {
	for x := m0; x < m; x++ {
		if int(g[x])>>s.k != 0 || (!s.plain && s.split.IsRare(x, int(g[x]))) {
			return false
		}
	}
	return true
}

// fixupFast is fixup on the values g[0 … m−1] (the round's own values
// not yet recorded) when it needs no recomputation: it reports false,
// having changed nothing but the round's marks of heap m, when fixup
// would recompute the heap.
func (s *sparseSolver) fixupFast(g []uint16, m, m0, kspec int) (int, bool) {
	mk := (*[markLen]byte)(s.specMarks[(m-m0)*markLen:])
	for _, j := range s.ones {
		if x := m - j; x >= m0 {
			mk[g[x]] = 1
		}
	}
	v := s.guess[m-m0]
	hit := mk[v] != 0
	for _, j := range s.twos {
		if hit {
			break
		}
		rest := m - j
		half := rest / 2
		if s.r.unequal {
			half = (rest - 1) / 2
		}
		hit = produces(g, rest, min(half, rest-m0), uint16(v))
	}
	if !hit {
		return v, true
	}
	for _, j := range s.twos {
		rest := m - j
		half := rest / 2
		if s.r.unequal {
			half = (rest - 1) / 2
		}
		for a := 1; a <= min(half, rest-m0); a++ {
			mk[g[a]^g[rest-a]] = 1
		}
	}
	v += 1 + bytes.IndexByte(mk[v+1:], 0)
	return v, s.decided(m, v, kspec)
}

// fixup returns g(m) from the guess of a speculative round starting at m0
// whose values were below 2^kspec, now that g(0 … m−1) are known and
// recorded, recomputing the heap when the guess cannot be fixed up.
func (s *sparseSolver) fixup(m, m0, kspec int) int {
	if v, ok := s.fixupFast(s.g, m, m0, kspec); ok {
		return v
	}
	return s.redo(s.g, m)
}

// redo computes g(m) serially from g[:m] in this goroutine's worker, for a
// heap of a speculative round whose guess cannot be fixed up.
func (s *sparseSolver) redo(g []uint16, m int) int {
	s.redone++
	w := s.ws[0]
	mk := w.marks.heap(0)
	clear(mk[:1<<s.k+1])
	return s.value(w, g, m, m, mk, fuseInfo{})
}

// produces reports whether some pair (a, r − a) with 1 ≤ a ≤ top has
// the nim-sum v: the check of a guess, which reads and writes no marks.
//
// Four pairs are compared at a time, in the lanes of a 64-bit word: the
// values g(a … a+3) against g(r−a−3 … r−a) with the lanes reversed, and
// a lane equal to v is found by the exact zero-lane test of SWAR
// arithmetic, (d − 0x0001…) AND NOT d AND 0x8000… ≠ 0. O(top).
func produces(g []uint16, r, top int, v uint16) bool {
	if top < 1 {
		return false
	}
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

// decided reports whether v, marked neither by the speculation nor by the
// options with a heap in the round, is surely not an option of m: when
// every pair is marked (plain), when v ≥ 2^kspec exceeds every nim-sum of
// values below the round, or when no common–common pair of any split of m
// can produce v.
func (s *sparseSolver) decided(m, v, kspec int) bool {
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

// record stores g(m) = v, m = len(g), and updates the lists that depend
// on it.
func (s *sparseSolver) record(m, v int) error {
	if v > valueLimit {
		return errValueTooLarge(s.r.name, m)
	}
	s.g = append(s.g, uint16(v))
	s.note(m, v)
	if v>>s.k != 0 {
		s.k = bits.Len(uint(v))
		s.rechoose = m >= 64 // a new bit: choose the split again
	}
	return nil
}

// note updates the rare list and the value statistics for g(m) = v.
func (s *sparseSolver) note(m, v int) {
	if !s.plain && s.split.IsRare(m, v) {
		s.rare = append(s.rare, rareHeap{uint32(m), uint16(v)})
	}
	if v >= len(s.freq) {
		size := 1 << bits.Len(uint(v))
		s.freq = append(s.freq, make([]int, size-len(s.freq))...)
		s.reps = append(s.reps, make([][]uint32, size-len(s.reps))...)
	}
	s.freq[v]++
	if len(s.reps[v]) < maxReps && (m < s.step || s.g[m-s.step] != uint16(v)) {
		s.reps[v] = append(s.reps[v], uint32(m))
	}
}

// restore returns a solver whose values are g, with the tables rebuilt
// from them as if it had computed them: O(len(g)) time. g must be the
// rule's own values from heap 0; it is not copied.
func restore(r *rule, g []uint16) *sparseSolver {
	s := newSparseSolver(r)
	s.g = g[:1]
	for m := 1; m < len(g); m++ {
		v := int(g[m])
		s.g = g[:m+1]
		s.note(m, v)
		if v>>s.k != 0 {
			s.k = bits.Len(uint(v))
		}
	}
	s.g = g
	m := len(g)
	s.rechoose = m >= 64
	s.nextChoice = 64
	for s.nextChoice <= m {
		s.nextChoice *= 2
	}
	s.nextSort = 0
	s.maintain(m)
	return s
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
				s.rare = append(s.rare, rareHeap{uint32(x), s.g[x]})
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
	for _, w := range s.ws {
		w.cache = make([]witnessPair, (1<<s.k)*s.step*cacheWays)
	}
}

// sortWindow orders the heaps 1 … min(window, m/2) by the number of values
// they helped prove present, most first, takes the first ones as the
// prescanned heaps, and ranks the values by their recent frequency.
func (s *sparseSolver) sortWindow(m int) {
	hits := s.ws[0].hits
	for _, w := range s.ws[1:] {
		for a, h := range w.hits {
			hits[a] += h
			w.hits[a] = 0
		}
	}
	w := min(window, m/2)
	s.order = rankByHits(s.order[:0], hits[:w+1], &s.counts)
	for a := range hits {
		hits[a] /= 2 // forget slowly
	}
	s.useful = s.useful[:0]
	for _, a := range s.order[:min(prescan, len(s.order))] {
		if a >= block {
			s.useful = append(s.useful, rareHeap{uint32(a), s.g[a]})
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

// rankByHits returns, in order (reusing its array), the heaps 1 … w of
// hits[1 … w] ordered by hits, most first, and by heap among equal hits:
// the order of a stable sort of 1 … w by decreasing hits, found by
// counting in O(w + h) time, h the largest count, with counts as
// scratch. With h > 1<<16 it falls back to the stable sort, O(w log w).
func rankByHits(order []int32, hits []uint32, counts *[]int32) []int32 {
	w := len(hits) - 1
	h := uint32(0)
	for _, c := range hits[1:] {
		h = max(h, c)
	}
	if h > 1<<16 {
		for a := 1; a <= w; a++ {
			order = append(order, int32(a))
		}
		slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(hits[b], hits[a]) })
		return order
	}
	cnt := *counts
	if cap(cnt) < int(h)+1 {
		cnt = make([]int32, h+1)
	}
	cnt = cnt[:h+1]
	clear(cnt)
	for _, c := range hits[1:] {
		cnt[c]++
	}
	// cnt[c] becomes the first index of the heaps with c hits.
	next := int32(0)
	for c := int(h); c >= 0; c-- {
		n := cnt[c]
		cnt[c] = next
		next += n
	}
	order = slices.Grow(order[:0], w)[:w]
	for a := 1; a <= w; a++ {
		c := hits[a]
		order[cnt[c]] = int32(a)
		cnt[c]++
	}
	*counts = cnt
	return order
}

// fuse marks in mks, for the full group of heaps m0 … m0+7 and every
// two-heap move, the pairs (a, r − a) whose larger heap is below lim with
// a rare heap a in rare[lo:hi] (those with fmin ≤ a and 2a + 8 < m0 −
// maxJ, so that no pair of the group is missing a value or splits into
// equal heaps; fmin = max(block, m0 + 8 − lim)) and, when pre, with the
// prescanned heaps a ≥ fmin. It reports what it did.
func (s *sparseSolver) fuse(w *worker, m0, last, lim int, mks *markGroup) fuseInfo {
	if s.plain || last-m0 != block-1 {
		return fuseInfo{}
	}
	f := fuseInfo{fused: true, fmin: max(block, m0+block-lim)}
	bound := m0 - s.maxJ - 8 // 2a < bound
	f.lo = sort.Search(len(s.rare), func(i int) bool { return int(s.rare[i].pos) >= f.fmin })
	f.hi = f.lo + sort.Search(len(s.rare)-f.lo, func(i int) bool { return 2*int(s.rare[f.lo+i].pos) >= bound })
	f.pre = len(s.useful) > 0 && 2*len(s.order) < bound
	useful := s.useful
	if f.pre && f.fmin > block {
		w.useful = w.useful[:0]
		for _, e := range s.useful {
			if int(e.pos) >= f.fmin {
				w.useful = append(w.useful, e)
			}
		}
		useful = w.useful
	}
	for _, j := range s.twos {
		fuseMarks(mks, s.g, m0-j, s.rare[f.lo:f.hi])
		if f.pre {
			fuseMarks(mks, s.g, m0-j, useful)
		}
	}
	return f
}

// fuseMarks marks g(a) ⊕ g(r0 + i − a) in mk[i] for i = 0 … 7 and every
// heap a in list: the pairs of eight consecutive heaps with the listed
// heaps, read with one slice of eight values (one cache line, mostly). It
// is the inner loop of the solver; every a must satisfy a ≥ 8 − (m0 − r0)
// so that r0 + 7 − a < m0.
func fuseMarks(mk *markGroup, g []uint16, r0 int, list []rareHeap) {
	for _, e := range list {
		b := r0 - int(e.pos)
		v := g[b : b+8 : b+8]
		x := e.val
		mk[x^v[0]] = 1
		mk[markLen+int(x^v[1])] = 1
		mk[2*markLen+int(x^v[2])] = 1
		mk[3*markLen+int(x^v[3])] = 1
		mk[4*markLen+int(x^v[4])] = 1
		mk[5*markLen+int(x^v[5])] = 1
		mk[6*markLen+int(x^v[6])] = 1
		mk[7*markLen+int(x^v[7])] = 1
	}
}

// A markGroup holds the marks of block consecutive heaps, markLen bytes
// each, in one array so that fuseMarks addresses them from one pointer.
type markGroup [block * markLen]byte

// heap returns the marks of the group's heap i.
func (mk *markGroup) heap(i int) *[markLen]byte { return (*[markLen]byte)(mk[i*markLen:]) }

// group returns the marks of heaps m0 + i … m0 + i + block − 1 of a
// speculative round, i a multiple of block.
func (s *sparseSolver) group(i int) *markGroup { return (*markGroup)(s.specMarks[i*markLen:]) }

// markPairs marks g(a) ⊕ g(r − a) for every heap a < r in list (in
// increasing order) with a ≥ amin, leaving out a = r − a when unequal.
func markPairs(mk *[markLen]byte, g []uint16, r int, list []rareHeap, amin int, unequal bool) {
	for _, e := range list {
		a := int(e.pos)
		if a >= r {
			break
		}
		if a < amin || (unequal && 2*a == r) {
			continue
		}
		mk[e.val^g[r-a]] = 1
	}
}

// value returns g(m) from the values g[0 … lim−1] (g holds at least those) (lim = m: all options; lim
// < m: the mex v₀ of the options whose heaps are all below lim, see
// speculate); mk holds the marks of fuse for this heap. It uses w's
// pending splits and witness cache.
func (s *sparseSolver) value(w *worker, g []uint16, m, lim int, mk *[markLen]byte, f fuseInfo) int {
	for _, j := range s.alls {
		if m == j {
			mk[0] = 1
		}
	}
	for _, j := range s.ones {
		if m > j && m-j < lim {
			mk[g[m-j]] = 1
		}
	}
	for _, j := range s.thre { // only with lim = m (setWorkers)
		rest := m - j
		for a := 1; 3*a <= rest; a++ {
			for b := a; a+2*b <= rest; b++ {
				mk[g[a]^g[b]^g[rest-a-b]] = 1
			}
		}
	}
	w.pend = w.pend[:0]
	for _, j := range s.twos {
		rest := m - j
		if rest < 2 {
			continue
		}
		half := rest / 2
		if s.r.unequal {
			half = (rest - 1) / 2
		}
		amin := max(1, rest-lim+1)
		if amin > half {
			continue
		}
		if s.plain {
			for a := amin; a <= half; a++ {
				mk[g[a]^g[rest-a]] = 1
			}
			continue
		}
		// Every pair with a rare member.
		if f.fused {
			markPairs(mk, g, rest, s.rare[:f.lo], amin, s.r.unequal)
			markPairs(mk, g, rest, s.rare[f.hi:], amin, s.r.unequal)
		} else {
			markPairs(mk, g, rest, s.rare, amin, s.r.unequal)
		}
		p := pendingSplit{r: rest, par: s.split.Sigma & rest & 1, pos: amin, half: half, amin: amin,
			idx: len(s.order), pre: f.pre, fmin: f.fmin}
		if half > len(s.order) {
			p.idx, p.pos = 0, max(len(s.order)+1, amin)
		}
		w.pend = append(w.pend, p)
	}
	v := bytes.IndexByte(mk[:], 0)
	for len(w.pend) > 0 && s.witness(w, g, v, mk, lim) {
		v += 1 + bytes.IndexByte(mk[v+1:], 0)
	}
	return v
}

// witness looks for a common–common pair with both heaps below lim
// producing v and reports whether it found one; it marks the values of all
// the pairs it examines. A split of r can produce v that way only when
// parity(v AND μ) = σ·(r mod 2).
//
// It tries, in turn: the pairs that produced v lately, shifted to this heap
// (cache); pairs (a, r − a) where a starts a run of the value v ⊕ y for a
// frequent value y, which succeed about as often as y occurs (directed);
// the smaller heaps in order of past usefulness (phase 1); and all other
// pairs in heap order (phase 2). Phases 1 and 2 resume where the last call
// for this heap stopped and together cover every pair, so false means that
// no pair produces v.
func (s *sparseSolver) witness(w *worker, g []uint16, v int, mk *[markLen]byte, lim int) bool {
	if v>>s.k != 0 {
		return false // all values are below 2^k, and so are their nim-sums
	}
	par := bits.OnesCount(uint(v&s.split.Mask)) & 1
	open := false
	for i := range w.pend {
		p := &w.pend[i]
		if p.par != par || p.pos > p.half {
			continue
		}
		open = true
		for _, e := range w.ways(v, p.r, s.step) {
			if e.a == 0 {
				break
			}
			for _, a := range [2]int{int(e.a), p.r - int(e.b)} {
				b := p.r - a
				if a <= 0 || b <= 0 || max(a, b) >= lim || (a == b && s.r.unequal) {
					continue
				}
				x := g[a] ^ g[b]
				mk[x] = 1
				if int(x) == v {
					w.remember(v, a, b, s.step)
					return true
				}
			}
		}
	}
	if !open {
		return false
	}
	for i := range w.pend {
		p := &w.pend[i]
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
				if b >= lim || (a == b && s.r.unequal) {
					continue
				}
				gb := g[b]
				mk[x^gb] = 1
				if gb == y {
					w.remember(v, a, b, s.step)
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
		for i := range w.pend {
			p := &w.pend[i]
			if p.par != par || p.pos > p.half {
				continue
			}
			open = true
			if p.idx < len(s.order) {
				end := min(p.idx+chunk, len(s.order))
				for j := p.idx; j < end; j++ {
					a := int(s.order[j])
					if (p.pre && j < prescan && a >= p.fmin) || a < p.amin {
						continue // marked by fuse, or the larger heap is unknown
					}
					x := g[a] ^ g[p.r-a]
					mk[x] = 1
					if int(x) == v {
						p.idx = j + 1
						w.hits[a]++
						w.remember(v, a, p.r-a, s.step)
						return true
					}
				}
				p.idx = end
				continue
			}
			end := min(p.pos+chunk, p.half+1)
			for a := p.pos; a < end; a++ {
				x := g[a] ^ g[p.r-a]
				mk[x] = 1
				if int(x) == v {
					p.pos = a + 1
					w.remember(v, a, p.r-a, s.step)
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
func (w *worker) ways(v, r, step int) []witnessPair {
	i := (v*step + r%step) * cacheWays
	if i+cacheWays > len(w.cache) {
		return nil
	}
	return w.cache[i : i+cacheWays]
}

// remember puts the pair (a, b) first in the cache of pairs producing v.
func (w *worker) remember(v, a, b, step int) {
	ways := w.ways(v, a+b, step)
	e := witnessPair{uint32(a), uint32(b)}
	for i, x := range ways {
		ways[i] = e
		if x == e || x.a == 0 {
			return
		}
		e = x
	}
}
