package octal

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"unsafe"

	"github.com/grundylab/grundylab/gamelib"
)

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
//
// Limits and cancellation come from ctx: the values must fit its memory
// limit, and the work that can be estimated up front (sparseWork: the
// three-heap moves, to heap n, as if no period were proven) its work
// limit, both checked before any work.
func (r *rule) sparse(ctx context.Context, n int, progress gamelib.Progress, periodic func(g []uint16) (t, p int, ok bool)) ([]uint16, error) {
	return r.sparseWorkers(ctx, n, defaultWorkers(), progress, periodic)
}

// sparseWork is the work of the rare/common solver from heap `from` to
// heap `to` that is known before computing: a step per digit and heap and
// the three-heap splits, enumerated in full (about rest²/12 a heap and
// digit, (to³ − from³)/36 in all). The two-heap moves cost O(c·(|R| + w))
// a heap in a sparse space and up to O(c·n) without one, which cannot be
// told before the values are known; they are not counted.
func (r *rule) sparseWork(from, to int) float64 {
	f, t := float64(from), float64(max(from, to))
	return float64(max(len(r.digits), 1))*(t-f) + float64(len(r.thre))*(t*t*t-f*f*f)/36
}

// checkWork checks the work of extending from heap `from` to heap `to`
// against the work limit ctx carries.
func (r *rule) checkWork(ctx context.Context, from, to int) error {
	if len(r.thre) == 0 {
		return nil // a few steps a heap: the memory check bounds it
	}
	what := fmt.Sprintf("octal: %s: heaps %d..%d (three-heap splits, O(n³))", r.name, from, to)
	return gamelib.LimitsFrom(ctx).CheckWork(what, r.sparseWork(from, to))
}

// defaultWorkers is the number of workers of a solver: one a core the Go
// scheduler may use.
func defaultWorkers() int { return runtime.GOMAXPROCS(0) }

func (r *rule) sparseWorkers(ctx context.Context, n, workers int, progress gamelib.Progress, periodic func(g []uint16) (t, p int, ok bool)) ([]uint16, error) {
	if err := checkSize(ctx, r.name, n, 2); err != nil {
		return nil, err
	}
	if err := r.checkWork(ctx, 0, n); err != nil {
		return nil, err
	}
	s := newSparseSolver[uint16](r)
	s.setWorkers(workers)
	if err := s.reserve(ctx, n); err != nil {
		return nil, err
	}
	// Reported in sparseWork's steps, not heaps, so that the time left of
	// a code with three-heap splits (O(n³)) is not that of a linear one.
	units := workUnits(func(m int) float64 { return r.sparseWork(0, m) }, n)
	total := units(n)
	report := func(done, _ int64) { progress.Report(units(int(done)), total) }
	for next := 256; len(s.g) <= n; next *= 2 {
		target := n
		if periodic != nil {
			target = min(n, next-1)
		}
		if err := s.extend(ctx, target, report); err != nil {
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
	progress.Report(total, total)
	return s.g, nil
}

// reserve makes room for g(0 … n) without copying the values later,
// within the memory limit ctx carries.
func (s *sparseSolver[V]) reserve(ctx context.Context, n int) error {
	if n+1 <= cap(s.g) {
		return nil
	}
	if int64(n) > maxHeap {
		return fmt.Errorf("octal: %s: n=%d exceeds the largest heap the solver handles, %d", s.r.name, n, maxHeap)
	}
	if err := checkSize(ctx, s.r.name, n, int64(unsafe.Sizeof(V(0)))); err != nil {
		return err
	}
	if s.hi != nil {
		if err := s.checkHi(ctx, n); err != nil {
			return err
		}
	}
	g := make([]V, len(s.g), n+1)
	copy(g, s.g)
	s.g = g
	if s.hi != nil {
		hi := make([]byte, hiBytes(n+1))
		copy(hi, s.hi)
		s.hi = hi
	}
	return nil
}

// checkHi checks that the values of heaps 0 … n, a byte each, and the
// plane of their ninth bits fit the memory limit ctx carries.
func (s *sparseSolver[V]) checkHi(ctx context.Context, n int) error {
	return gamelib.LimitsFrom(ctx).CheckMemory("octal: "+s.r.name+" values (a byte and a bit a heap)", int64(n)+1+int64(hiBytes(n+1)), 1)
}

// addHi gives the solver, whose values are bytes, the plane of their
// ninth bits (all zero), sized for the heaps reserved, within the memory
// limit ctx carries (the values and the plane together).
func (s *sparseSolver[V]) addHi(ctx context.Context) error {
	if err := s.checkHi(ctx, cap(s.g)-1); err != nil {
		return err
	}
	s.hi = make([]byte, hiBytes(cap(s.g)))
	return nil
}

// extend computes the values up to g(n) (nothing when they are already
// known). It stops with ctx's error, the values computed so far kept and
// the solver ready to go on, when ctx is cancelled. Progress reports the
// heaps computed against n; it and ctx's check come after each 1/256 of
// the work to n that sparseWork estimates, or every few thousand heaps if
// sooner (pace), so that a code with three-heap splits, whose last heaps
// cost most, is checked as often at its end as at its start.
func (s *sparseSolver[V]) extend(ctx context.Context, n int, progress gamelib.Progress) error {
	if n < len(s.g) {
		return nil
	}
	if err := s.reserve(ctx, n); err != nil {
		return err
	}
	var pl *pool[V]
	if s.spec && n >= s.from {
		pl = newPool(s)
		defer pl.stop()
	}
	pc := newPace(n, func(m int) float64 { return s.r.sparseWork(0, m) })
	for m0, due := len(s.g), len(s.g); m0 <= n; m0 = len(s.g) {
		if m0 >= due {
			if err := ctx.Err(); err != nil {
				return err
			}
			if m0 > 0 {
				progress.Report(int64(m0), int64(n))
			}
			due = pc.next(m0)
		}
		s.maintain(m0)
		var err error
		switch {
		case s.spec && m0 >= s.from && (s.hi == nil || m0%8 == 0):
			err = s.speculate(pl, m0, min(m0+s.round-1, n))
		case s.hi != nil && m0%8 != 0:
			// The fix-up of a speculative round writes the ninth bits
			// of its heaps while the guesses read those below it: a
			// round starts at a heap that is a multiple of 8, so that
			// they never share a byte of the plane.
			err = s.serial(m0, min(m0+block-1, n, m0|7))
		default:
			err = s.serial(m0, min(m0+block-1, n))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// serial computes g(m0 … last), at most block heaps, in one thread.
func (s *sparseSolver[V]) serial(m0, last int) error {
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

// maintain re-chooses the split and re-sorts the window when they are due.
func (s *sparseSolver[V]) maintain(m0 int) {
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

// choose picks the split for heaps from m = len(s.g) on, rebuilds the
// rare list when the split changed, and measures the step at which
// values repeat. O(k·2^k) for the split (from the histogram note keeps),
// O(m) for a new rare list, O(stepWindow) for the step.
func (s *sparseSolver[V]) choose(m int) {
	old, wasPlain := s.split, s.plain
	if m == len(s.g) {
		h := make([]int64, 2<<s.k)
		for p := range s.hist {
			copy(h[p<<s.k:(p+1)<<s.k], s.hist[p])
		}
		s.split = splitOfCounts(h, m, s.k, s.jpar)
	} else {
		s.split = chooseSplitHi(s.g, s.hi, m, s.k, s.jpar)
	}
	s.plain = s.split.Mask == 0 || s.split.Rare > s.split.Heaps/4
	switch {
	case s.plain:
		s.rare = s.rare[:0]
	case wasPlain || !old.sameClasses(s.split) || len(s.rare) != s.split.Rare:
		s.rare = s.rare[:0]
		k := s.k
		rare := s.split.rareTable(k)
		for x := 1; x < m; x++ {
			if v := get(s.g, s.hi, x); rare[(x&1)<<k|v] {
				s.rare = append(s.rare, rareHeap{uint32(x), uint16(v)})
			}
		}
	}
	// The step is measured on the last stepWindow heaps at most (half of
	// them below 2·stepWindow): the recent values are the ones that
	// matter, and measuring it on half of all heaps cost 12 passes over
	// them at every doubling, a minute at 2^32.
	best := -1
	for d := 1; d <= maxStep && 2*d < m; d++ {
		same := 0
		for x := max(m/2, m-stepWindow); x < m; x++ {
			if get(s.g, s.hi, x) == get(s.g, s.hi, x-d) {
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

// restore returns a solver whose values are g, with their ninth bits in
// hi when it is not nil (see sparseSolver.hi), with the tables rebuilt
// from them as if it had computed them: O(len(g)) time. g must be the
// rule's own values from heap 0; neither is copied.
func restore[V value](r *rule, g []V, hi []byte) *sparseSolver[V] {
	s := newSparseSolver[V](r)
	s.g = g
	s.hi = hi
	// What note would have kept of heaps 1 … len(g)−1, in one tight pass
	// (a call of note a heap took a minute at 4.3 × 10^9 heaps): the
	// histogram by parity, the counts, the first heaps starting a run of
	// each value (step 1, as note has before the first choice).
	size := 1 << 16
	if V(0)-1 == 255 {
		size = 256
		if hi != nil {
			size = 512
		}
	}
	hist := [2][]int64{make([]int64, size), make([]int64, size)}
	reps := make([][]uint32, size)
	maxV, prev := 0, 0
	for x := 1; x < len(g); x++ {
		v := get(g, hi, x)
		hist[x&1][v]++
		if v != prev && len(reps[v]) < maxReps {
			reps[v] = append(reps[v], uint32(x))
		}
		prev = v
		maxV = max(maxV, v)
	}
	n := 1
	if maxV > 0 {
		n = 1 << bits.Len(uint(maxV))
	}
	s.hist = [2][]int64{hist[0][:n:n], hist[1][:n:n]}
	s.reps = reps[:n:n]
	s.freq = make([]int, n)
	for v := range s.freq {
		s.freq[v] = int(hist[0][v] + hist[1][v])
	}
	s.k = bits.Len(uint(maxV))
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
