package octal

import (
	"context"
	"errors"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
)

// A Solver computes the Grundy values of a code or of Grundy's game by the
// rare/common method (see the package comment) and keeps them with the
// solver's tables, so that they can be extended to more heaps without
// recomputing any: extending from n to 2n costs what computing the heaps
// n+1 … 2n costs. It uses runtime.GOMAXPROCS(0) workers unless told
// otherwise (SetWorkers); the values never depend on the number.
//
// A Solver is not safe for concurrent use.
type Solver struct {
	s    *sparseSolver
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
// that with checksums); the solver keeps g and appends to it.
func (c *Code) ResumeSolver(g []uint16) (*Solver, error) {
	if err := c.errNotSparse(); err != nil {
		return nil, err
	}
	s, err := resumeSolver(c.rule(), g)
	if err != nil {
		return nil, err
	}
	return s.of(c), nil
}

func (s *Solver) of(c *Code) *Solver {
	s.code = c
	return s
}

func newSolver(r *rule, s *sparseSolver) *Solver {
	if s == nil {
		s = newSparseSolver(r)
	}
	s.setWorkers(defaultWorkers())
	return &Solver{s: s, name: r.name}
}

func resumeSolver(r *rule, g []uint16) (*Solver, error) {
	if len(g) == 0 || g[0] != 0 {
		return nil, fmt.Errorf("octal: %s: resumed values must start with g(0) = 0", r.name)
	}
	if len(g)-1 > maxHeap {
		return nil, fmt.Errorf("octal: %s: %d values exceed the largest heap the solver handles, %d", r.name, len(g), maxHeap)
	}
	return newSolver(r, restore(r, g)), nil
}

// A nil *Solver knows no values: Len is 0, Values nil, and Reserve and
// Extend return an error; none of its methods panics.

// errNilSolver is the error of a nil *Solver.
var errNilSolver = errors.New("octal: nil *Solver")

// SetWorkers sets the number of goroutines that compute values (at least
// one; rules with three-heap moves always use one).
func (s *Solver) SetWorkers(n int) {
	if s != nil {
		s.s.setWorkers(n)
	}
}

// Len returns the number of heaps whose values are known: g(0), …,
// g(Len()−1).
func (s *Solver) Len() int {
	if s == nil {
		return 0
	}
	return len(s.s.g)
}

// Values returns g(0), …, g(Len()−1). The slice is the solver's own: do
// not modify it; it stays valid (and unchanged) after later calls to
// Extend, which may move the values to a larger array.
func (s *Solver) Values() []uint16 {
	if s == nil {
		return nil
	}
	return s.s.g[:len(s.s.g):len(s.s.g)]
}

// Split returns the rare/common split the solver uses now and the number
// of rare heaps below Len() under it (0 when it walks all pairs because no
// split pays).
func (s *Solver) Split() (split Split, rare int) {
	if s == nil {
		return Split{}, 0
	}
	if s.s.plain {
		return Split{Heaps: len(s.s.g) - 1, Rare: len(s.s.g) - 1}, 0
	}
	return s.s.split, len(s.s.rare)
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
	return s.s.reserve(ctx, n)
}

// Extend computes the values up to g(n) (nothing when n < Len()). When
// ctx is cancelled it returns ctx's error within a few thousand heaps,
// with the values computed so far kept, and a later Extend goes on from
// there. It returns an error when the values would exceed
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
	if n >= len(s.s.g) {
		if err := s.s.r.checkWork(ctx, len(s.s.g), n); err != nil {
			return err
		}
	}
	err := s.s.extend(ctx, n, progress)
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
// memory beyond the values (certify.go).
func (s *Solver) CertifiedPeriod() (t, p, needed int, ok bool) {
	if s == nil || s.code == nil || s.code.Theorem() == "" {
		return 0, 0, 0, false // no theorem (Grundy's game, a code with "!" or a repeat)
	}
	if t, p, ok = certifiedPeriod(s.code, s.s.g); !ok {
		return 0, 0, 0, false
	}
	return t, p, s.code.CertifyLength(t, p, 0), true
}
