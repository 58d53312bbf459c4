package octal

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
)

// A Solver computes the Grundy values of a code or of Grundy's game by the
// rare/common method (see the package comment) and keeps them with the
// solver's tables, so that they can be extended to more heaps without
// recomputing any: extending from n to 2n costs what computing the heaps
// n+1 … 2n costs. It uses runtime.GOMAXPROCS(0) workers unless told
// otherwise (SetWorkers); the values never depend on the number.
//
// A Solver holds the values in one byte a heap while they are below 256
// (Grundy's game until g(7250049) = 256); from the first value above 255
// on, while they are below 512, in one byte a heap and a plane of their
// ninth bits, one bit a heap (1.125 bytes a heap; Grundy's game to 2^26
// at least, whose largest value there is 280); and from the first value
// above 511 on in two bytes a heap (which costs a copy of the values and
// holds both for a moment): see Bits.
//
// A Solver is not safe for concurrent use.
type Solver struct {
	s8   *sparseSolver[uint8]  // the values in one byte (and a ninth bit), until one exceeds 511
	s16  *sparseSolver[uint16] // the values in two bytes (s8 is then nil)
	name string
	code *Code // nil for Grundy's game
	err  error // the code is one the rare/common solver does not handle
}

// NewSolver returns a solver for c that knows g(0) only. For a code the
// rare/common solver does not handle (a repeating part, or "!" on some
// two-heap digits but not all, or on a three-heap digit: see Values16),
// its Extend returns an error.
func (c *Code) NewSolver() *Solver {
	s := newSolver(c.rule(), nil).of(c)
	s.err = c.errNotSparse()
	return s
}

// ErrNotSparse is wrapped by the errors of a Solver (and of everything
// built on it: checkpoints, grundy run) for a code the rare/common solver
// does not handle: one with a repeating part, or with "!" on some
// splitting digits only. Values computes such codes by the plain solver.
var ErrNotSparse = errors.New(`the rare/common solver does not handle a code with a repeating part or with "!" on some splitting digits only`)

// errNotSparse is the error of a Solver for a code the rare/common solver
// does not handle, or nil.
func (c *Code) errNotSparse() error {
	if c == nil {
		return errNilCode
	}
	if c.sparseOK() {
		return nil
	}
	return fmt.Errorf("octal: %s: %w (Values computes it by the plain solver)", c, ErrNotSparse)
}

// ResumeSolver returns a solver for c that knows the values g = g(0), …,
// g(len(g)−1), for instance read back from a checkpoint, and goes on from
// there with the same results as if it had computed them: rebuilding its
// tables costs O(len(g)). g must be c's own values (a checkpoint checks
// that with checksums). When every value is below 512 the solver holds
// them as it would have computed them (see Bits), in a copy of a byte (and
// a bit) a heap made within the memory limit ctx carries, and g can be
// dropped; else it keeps g and appends to it. ResumeSolverFrom reads them
// in pieces instead, without g.
func (c *Code) ResumeSolver(g []uint16) (*Solver, error) {
	return c.ResumeSolverContext(context.Background(), g)
}

// ResumeSolverContext is ResumeSolver within the memory limit ctx carries
// (gamelib.LimitsFrom).
func (c *Code) ResumeSolverContext(ctx context.Context, g []uint16) (*Solver, error) {
	if err := c.errNotSparse(); err != nil {
		return nil, err
	}
	s, err := resumeSolver(ctx, c.rule(), g)
	if err != nil {
		return nil, err
	}
	return s.of(c), nil
}

func (s *Solver) of(c *Code) *Solver {
	s.code = c
	return s
}

func newSolver(r *rule, s *sparseSolver[uint16]) *Solver {
	if s == nil {
		s8 := newSparseSolver[uint8](r)
		s8.setWorkers(defaultWorkers())
		return &Solver{s8: s8, name: r.name}
	}
	s.setWorkers(defaultWorkers())
	return &Solver{s16: s, name: r.name}
}

// rule returns the solver's compiled rule.
func (s *Solver) rule() *rule {
	if s.s8 != nil {
		return s.s8.r
	}
	return s.s16.r
}

// widen is the step that follows a value that does not fit the values of
// s8: above 255 it gives s8 the plane of ninth bits, 1/8 byte a reserved
// heap more; above 511 (the plane is there) it moves the values to two
// bytes a heap, with the tables as they are, which needs 2 bytes a
// reserved heap more. Both within the memory limit ctx carries.
func (s *Solver) widen(ctx context.Context) error {
	o := s.s8
	if o.hi == nil {
		return o.addHi(ctx)
	}
	if err := checkSize(ctx, s.name, cap(o.g)-1, 2); err != nil {
		return err
	}
	g := make([]uint16, len(o.g), cap(o.g))
	for i := range o.g {
		g[i] = uint16(get(o.g, o.hi, i))
	}
	w := &sparseSolver[uint16]{r: o.r, g: g, alls: o.alls, ones: o.ones, twos: o.twos, thre: o.thre,
		maxJ: o.maxJ, jpar: o.jpar, k: o.k, plain: o.plain, split: o.split, rare: o.rare, useful: o.useful,
		step: o.step, order: o.order, reps: o.reps, freq: o.freq, hist: o.hist, top: o.top, counts: o.counts,
		nextChoice: o.nextChoice, nextSort: o.nextSort, rechoose: o.rechoose,
		workers: o.workers, spec: o.spec, round: o.round, from: o.from, ws: o.ws,
		specMarks: o.specMarks, guess: o.guess, redone: o.redone}
	s.s8, s.s16 = nil, w
	return nil
}

// Bits returns the bits a value takes: 8 while every value is below 256,
// 9 (a byte and a bit a heap) while every value is below 512, 16 after.
func (s *Solver) Bits() int {
	switch {
	case s != nil && s.s8 != nil && s.s8.hi == nil:
		return 8
	case s != nil && s.s8 != nil:
		return 9
	}
	return 16
}

func resumeSolver(ctx context.Context, r *rule, g []uint16) (*Solver, error) {
	if len(g) == 0 || g[0] != 0 {
		return nil, fmt.Errorf("octal: %s: resumed values must start with g(0) = 0", r.name)
	}
	if int64(len(g)-1) > maxHeap {
		return nil, fmt.Errorf("octal: %s: %d values exceed the largest heap the solver handles, %d", r.name, len(g), maxHeap)
	}
	if slices.Max(g) >= 512 {
		return newSolver(r, restore(r, g, nil)), nil
	}
	return resumeSolverFrom(ctx, r, len(g), 0, func(yield func([]uint16) error) error { return yield(g) })
}

// ResumeSolverFrom is ResumeSolverContext on values read in pieces (for
// instance chunk by chunk from a checkpoint, checkpoint.Dir.Scan), so
// that they are held as the solver holds them (see Bits) as they are
// read, never all at two bytes a heap unless a value exceeds 511: each
// must call yield with g(0), g(1), …, g(heaps−1) in order, a piece at a
// time (yield keeps nothing of a piece), and return the first error yield
// returns. The solver makes room at once for the values up to g(room)
// (as Reserve; none beyond heaps when room < heaps), so that extending a
// resumed run to room never copies them: a run resumed at 2.16 × 10^9
// heaps of Grundy's game and extended to 2^32 without it held 12.6 GB
// at its peak, as the values grew by copies, instead of the 4.8 GB of
// the values at 2^32.
func (c *Code) ResumeSolverFrom(ctx context.Context, heaps, room int, each func(yield func(piece []uint16) error) error) (*Solver, error) {
	if err := c.errNotSparse(); err != nil {
		return nil, err
	}
	s, err := resumeSolverFrom(ctx, c.rule(), heaps, room, each)
	if err != nil {
		return nil, err
	}
	return s.of(c), nil
}

// resumeSolverFrom is ResumeSolverFrom for rule r: the values in a byte
// a heap, with the plane of ninth bits from the first above 255 on, moved
// to two bytes a heap at the first above 511.
func resumeSolverFrom(ctx context.Context, r *rule, heaps, room int, each func(yield func([]uint16) error) error) (*Solver, error) {
	if heaps < 1 {
		return nil, fmt.Errorf("octal: %s: resumed values must start with g(0) = 0", r.name)
	}
	if int64(heaps-1) > maxHeap {
		return nil, fmt.Errorf("octal: %s: %d values exceed the largest heap the solver handles, %d", r.name, heaps, maxHeap)
	}
	if int64(room) > maxHeap {
		return nil, fmt.Errorf("octal: %s: n=%d exceeds the largest heap the solver handles, %d", r.name, room, maxHeap)
	}
	size := max(heaps, room+1) // the values the arrays have room for
	lim := gamelib.LimitsFrom(ctx)
	if err := lim.CheckMemory("octal: "+r.name+" values (a byte a heap)", int64(size), 1); err != nil {
		return nil, err
	}
	g8 := make([]uint8, 0, size)
	var g16 []uint16
	var hi []byte
	err := each(func(piece []uint16) error {
		for _, v := range piece {
			x := len(g8) + len(g16)
			switch {
			case x >= heaps:
				return fmt.Errorf("octal: %s: more than the %d values announced", r.name, heaps)
			case x == 0 && v != 0:
				return fmt.Errorf("octal: %s: resumed values must start with g(0) = 0", r.name)
			case g16 != nil:
				g16 = append(g16, v)
			case v >= 512:
				if err := lim.CheckMemory("octal: "+r.name+" values (two bytes a heap)", int64(size), 2); err != nil {
					return err
				}
				g16 = make([]uint16, len(g8), size)
				for i := range g8 {
					g16[i] = uint16(get(g8, hi, i))
				}
				g8, hi = nil, nil
				g16 = append(g16, v)
			case v >= 256 && hi == nil:
				if err := lim.CheckMemory("octal: "+r.name+" values (a byte and a bit a heap)", int64(size)+int64(hiBytes(size)), 1); err != nil {
					return err
				}
				hi = make([]byte, hiBytes(size))
				fallthrough
			default:
				g8 = append(g8, uint8(v))
				if v >= 256 {
					putHi(hi, x, int(v))
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if n := len(g8) + len(g16); n != heaps {
		return nil, fmt.Errorf("octal: %s: %d values read, %d announced", r.name, n, heaps)
	}
	if g16 != nil {
		return newSolver(r, restore(r, g16, nil)), nil
	}
	s8 := restore(r, g8, hi)
	s8.setWorkers(defaultWorkers())
	return &Solver{s8: s8, name: r.name}, nil
}

// A nil *Solver knows no values: Len is 0, Values nil, and Reserve and
// Extend return an error; none of its methods panics.

// errNilSolver is the error of a nil *Solver.
var errNilSolver = errors.New("octal: nil *Solver")

// SetWorkers sets the number of goroutines that compute values (at least
// one; rules with three-heap moves always use one).
func (s *Solver) SetWorkers(n int) {
	if s == nil {
		return
	}
	if s.s8 != nil {
		s.s8.setWorkers(n)
	} else {
		s.s16.setWorkers(n)
	}
}

// Len returns the number of heaps whose values are known: g(0), …,
// g(Len()−1).
func (s *Solver) Len() int {
	switch {
	case s == nil:
		return 0
	case s.s8 != nil:
		return len(s.s8.g)
	}
	return len(s.s16.g)
}

// Values returns g(0), …, g(Len()−1). Once the values take two bytes (see
// Bits) the slice is the solver's own: do not modify it; it stays valid
// (and unchanged) after later calls to Extend, which may move the values
// to a larger array. While they take one byte (and a bit) it is a copy,
// two bytes a heap: At and AppendValues read them without one.
func (s *Solver) Values() []uint16 {
	if s == nil {
		return nil
	}
	if s.s8 != nil {
		return s.AppendValues(make([]uint16, 0, len(s.s8.g)), 0, len(s.s8.g))
	}
	return s.s16.g[:len(s.s16.g):len(s.s16.g)]
}

// At returns g(x) for 0 ≤ x < Len(); it panics otherwise, as an index
// out of range does.
func (s *Solver) At(x int) int {
	if s.s8 != nil {
		return get(s.s8.g[:len(s.s8.g)], s.s8.hi, x)
	}
	return int(s.s16.g[:len(s.s16.g)][x])
}

// AppendValues appends g(from), …, g(to−1) to dst and returns it, for
// 0 ≤ from ≤ to ≤ Len() (an error of the caller otherwise: it panics).
func (s *Solver) AppendValues(dst []uint16, from, to int) []uint16 {
	if s.s8 != nil {
		dst = slices.Grow(dst, to-from) // one allocation, not append's steps
		if s.s8.hi != nil {
			for x := from; x < to; x++ {
				dst = append(dst, uint16(get(s.s8.g[:to], s.s8.hi, x)))
			}
			return dst
		}
		for _, v := range s.s8.g[from:to] {
			dst = append(dst, uint16(v))
		}
		return dst
	}
	return append(dst, s.s16.g[from:to]...)
}

// Split returns the rare/common split the solver uses now and the number
// of rare heaps below Len() under it (0 when it walks all pairs because no
// split pays).
func (s *Solver) Split() (split Split, rare int) {
	if s == nil {
		return Split{}, 0
	}
	plain, sp, rare := false, Split{}, 0
	if s.s8 != nil {
		plain, sp, rare = s.s8.plain, s.s8.split, len(s.s8.rare)
	} else {
		plain, sp, rare = s.s16.plain, s.s16.split, len(s.s16.rare)
	}
	if plain {
		return Split{Heaps: s.Len() - 1, Rare: s.Len() - 1}, 0
	}
	return sp, rare
}

// CountRare returns the number of heaps 1 … Len()−1 that are rare under
// sp (sp.Mask, Sigma and RareClass; its counts are not read): the length
// of the solver's own rare list when sp is the split it uses, else a pass
// over the values, O(Len()).
func (s *Solver) CountRare(sp Split) int {
	if s == nil {
		return 0
	}
	if cur, rare := s.Split(); cur.Mask != 0 && cur.sameClasses(sp) {
		return rare
	}
	if s.s8 != nil {
		return countRare(s.s8.g, s.s8.hi, 9, sp)
	}
	return countRare(s.s16.g, nil, 16, sp)
}

// countRare counts the heaps x ≥ 1 of g (ninth bits in hi), whose values
// are below 2^k, rare under sp.
func countRare[V value](g []V, hi []byte, k int, sp Split) int {
	rare := sp.rareTable(k)
	n := 0
	for x := 1; x < len(g); x++ {
		if rare[(x&1)<<k|get(g, hi, x)] {
			n++
		}
	}
	return n
}

// Reserve makes room for the values up to g(n), so that extending to n
// does not copy them (nor hold two copies at once). It returns an error
// when they would exceed gamelib.MemoryLimit or n exceeds 2^32 − 1. It is
// ReserveContext with the process-wide limits.
func (s *Solver) Reserve(n int) error { return s.ReserveContext(context.Background(), n) }

// ReserveContext is Reserve within the memory limit ctx carries
// (gamelib.LimitsFrom).
func (s *Solver) ReserveContext(ctx context.Context, n int) error {
	if s == nil {
		return errNilSolver
	}
	if n < 0 {
		return fmt.Errorf("octal: %s: negative heap size n=%d", s.name, n)
	}
	if s.s8 != nil {
		return s.s8.reserve(ctx, n)
	}
	return s.s16.reserve(ctx, n)
}

// Extend computes the values up to g(n) (nothing when n < Len()). When
// ctx is cancelled it returns ctx's error within 1/256 of the work or a
// few thousand heaps, whichever comes first, with the values computed so
// far kept, and a later Extend goes on from there. It returns an error
// when the values would exceed
// the memory limit ctx carries (gamelib.LimitsFrom), n exceeds 2^32 − 1,
// or a value exceeds MaxValue; the values computed before it are kept then
// too. For a rule with three-heap moves, whose splits it enumerates in
// full (O(n³)), it first checks that work against ctx's work limit and
// returns an error wrapping gamelib.ErrTooSlow, having done nothing, when
// it exceeds it. Progress reports the heaps known against n.
func (s *Solver) Extend(ctx context.Context, n int, progress gamelib.Progress) error {
	if s == nil {
		return errNilSolver
	}
	if n < 0 {
		return fmt.Errorf("octal: %s: negative heap size n=%d", s.name, n)
	}
	if s.err != nil {
		return s.err
	}
	if n >= s.Len() {
		if err := s.rule().checkWork(ctx, s.Len(), n); err != nil {
			return err
		}
	}
	var err error
	for s.s8 != nil {
		if err = s.s8.extend(ctx, n, progress); !errors.Is(err, errWiden) {
			break
		}
		if err = s.widen(ctx); err != nil {
			return err
		}
	}
	if s.s16 != nil {
		err = s.s16.extend(ctx, n, progress)
	}
	if err == nil {
		progress.Report(int64(n), int64(n))
	}
	return err
}

// CertifiedPeriod returns the least period p, with its preperiod t, that
// the periodicity theorem proves from the values known (see Code.Theorem
// and heap.FindPeriod), and the number of values the proof needs; ok is
// false when none is proven, at once for a code without the theorem
// (Grundy's game, see Code.Theorem). The values are the solver's own, so
// a period it reports holds for every heap. Cost O(Len()) time and O(1)
// memory beyond the values (certify.go). A solver whose values take nine
// bits (Bits) searches their low bytes, and only when those prove a
// period a copy of the values, two bytes a heap, reporting false when
// that copy would exceed gamelib.MemoryLimit.
func (s *Solver) CertifiedPeriod() (t, p, needed int, ok bool) {
	if s == nil || s.code == nil || s.code.Theorem() == "" {
		return 0, 0, 0, false // no theorem (Grundy's game, a code with "!" or a repeat)
	}
	switch {
	case s.s8 != nil && s.s8.hi != nil:
		// A window of values that repeats repeats in their low bytes
		// too: no period proven on those, none on the values. Else the
		// search reads a copy of two bytes a heap, within the
		// process-wide memory limit.
		if t, p, ok = certifiedPeriod(s.code, s.s8.g); !ok {
			return 0, 0, 0, false
		}
		if gamelib.CheckMemory("octal: "+s.name+" values", int64(s.Len()), 2) != nil {
			return 0, 0, 0, false
		}
		t, p, ok = certifiedPeriod(s.code, s.Values())
	case s.s8 != nil:
		t, p, ok = certifiedPeriod(s.code, s.s8.g)
	default:
		t, p, ok = certifiedPeriod(s.code, s.s16.g)
	}
	if !ok {
		return 0, 0, 0, false
	}
	return t, p, s.code.CertifyLength(t, p, 0), true
}
