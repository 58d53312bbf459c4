package misere

import "github.com/grundylab/grundylab/gamelib/heap"

// NimPart exposes to the tests whether the solver treats heap h as equal
// to the nim sum m·∗2 + p·∗1 (nimLike).
func NimPart(s *Solver, h int) (m, p int, ok bool, err error) {
	if err := s.prepare(h); err != nil {
		return 0, 0, false, err
	}
	if s.kinds[h] != kindNim {
		return 0, 0, false, nil
	}
	return int(s.nim[h].twos), int(s.nim[h].parity), true, nil
}

// NewSolverStar12 returns a solver that reduces only heaps equal to 0, ∗1
// and ∗2 (no shortcut (3)), the reference the tests check the nim-sum
// reduction against.
func NewSolverStar12(r heap.Rule) *Solver {
	s := NewSolver(r)
	s.onlyStar12 = true
	return s
}

// QuotientGeneral runs the general algorithm alone at heap bound n (no
// heap-by-heap extension), the reference the extension is checked against.
func QuotientGeneral(r heap.Rule, n int, s *Solver) (*Quotient, error) {
	if err := s.prepare(n); err != nil {
		return nil, err
	}
	return quotientWith(r, n, s, (*QuotientOptions)(nil).defaults(n), nil)
}

// NewSolverWeakHash returns a solver whose memo tables hash every heap to
// the same code, so that all positions with as many heaps collide: the
// reference for the tables' exactness under collisions.
func NewSolverWeakHash(r heap.Rule) *Solver {
	s := NewSolver(r)
	s.weakHash = true
	return s
}

// WithNim exposes withNim (r's heaps ≤ n, then ∗1, …, ∗m) to the tests.
func WithNim(r heap.Rule, n, m int) heap.Rule { return withNim{r, n, m} }

// TamePrefix exposes tamePrefix to the tests.
func TamePrefix(r heap.Rule, n int, budget int64) ([]Genus, error) {
	gs, _, err := tamePrefix(nil, r, n, budget, false, nil)
	return gs, err
}
