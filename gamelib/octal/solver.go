package octal

import (
	"context"
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
}

// NewSolver returns a solver for c that knows g(0) only.
func (c *Code) NewSolver() *Solver { return newSolver(c.rule(), nil) }

// NewSolver returns a solver for Grundy's game that knows g(0) only.
func (GrundysGame) NewSolver() *Solver { return newSolver(grundysRule, nil) }

// ResumeSolver returns a solver for c that knows the values g = g(0), …,
// g(len(g)−1), for instance read back from a checkpoint, and goes on from
// there with the same results as if it had computed them: rebuilding its
// tables costs O(len(g)). g must be c's own values (a checkpoint checks
// that with checksums); the solver keeps g and appends to it.
func (c *Code) ResumeSolver(g []uint16) (*Solver, error) { return resumeSolver(c.rule(), g) }

// ResumeSolver is Code.ResumeSolver for Grundy's game.
func (GrundysGame) ResumeSolver(g []uint16) (*Solver, error) { return resumeSolver(grundysRule, g) }

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

// SetWorkers sets the number of goroutines that compute values (at least
// one; rules with three-heap moves always use one).
func (s *Solver) SetWorkers(n int) { s.s.setWorkers(n) }

// Len returns the number of heaps whose values are known: g(0), …,
// g(Len()−1).
func (s *Solver) Len() int { return len(s.s.g) }

// Values returns g(0), …, g(Len()−1). The slice is the solver's own: do
// not modify it; it stays valid (and unchanged) after later calls to
// Extend, which may move the values to a larger array.
func (s *Solver) Values() []uint16 { return s.s.g[:len(s.s.g):len(s.s.g)] }

// Split returns the rare/common split the solver uses now and the number
// of rare heaps below Len() under it (0 when it walks all pairs because no
// split pays).
func (s *Solver) Split() (split Split, rare int) {
	if s.s.plain {
		return Split{Heaps: len(s.s.g) - 1, Rare: len(s.s.g) - 1}, 0
	}
	return s.s.split, len(s.s.rare)
}

// Extend computes the values up to g(n) (nothing when n < Len()). When
// ctx is cancelled it returns ctx's error within a few thousand heaps,
// with the values computed so far kept, and a later Extend goes on from
// there. It returns an error when the values would exceed
// gamelib.MemoryLimit, n exceeds 2^32 − 2, or a value exceeds MaxValue;
// the values computed before it are kept then too. Progress reports the
// heaps known against n.
func (s *Solver) Extend(ctx context.Context, n int, progress gamelib.Progress) error {
	if n < 0 {
		return fmt.Errorf("octal: %s: negative heap size n=%d", s.name, n)
	}
	err := s.s.extend(ctx, n, progress)
	if err == nil {
		progress.Report(int64(n), int64(n))
	}
	return err
}
