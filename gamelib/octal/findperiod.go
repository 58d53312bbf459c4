package octal

import (
	"context"
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/internal/periods"
)

// FindPeriod computes the values of c, g(0), g(1), …, until the
// periodicity theorem proves a period or maxN is reached, and returns the
// period: certified, with the number of values the proof needs (Needed)
// and the number computed (Checked), or else the period observed on
// g(0 … maxN) (as gamelib.Sequence.FindPeriod observes it), or none. It is
// heap.FindPeriod's search with the values kept where the solver keeps
// them (a *Code is a heap.PeriodFinder), and gives heap.FindPeriod's
// results, Checked included.
//
// The values grow from 64 by doubling and jump straight to the length that
// would certify the period observed so far when that is nearer (at most
// four such guesses between two doublings), so Kayles stops after 168
// values even when maxN is 5·10⁸; a code without the theorem (see
// Theorem) computes g(0 … maxN) once. The values are extended, never
// recomputed (Solver.Extend), except for a code the rare/common solver
// does not handle, whose values the plain solver computes afresh for
// each length. The period searches need no side table (certify.go):
// each check costs O(length) time and O(1) memory beyond the values, two
// bytes a heap. Only an arithmetic period (a nonzero saltus) that
// CertifyLength accepts is searched with the table of package periods, 4
// bytes a value.
//
// ctx carries the limits (gamelib.LimitsFrom) and the cancellation of
// the computation.
func (c *Code) FindPeriod(ctx context.Context, maxN int, progress gamelib.Progress) (gamelib.Period, error) {
	per, _, err := c.FindPeriodValues(ctx, maxN, progress)
	return per, err
}

// FindPeriodValues is FindPeriod that also returns the values it computed
// last, g(0 … Checked−1), on which the period was found. The slice may be
// a solver's own: do not modify it.
func (c *Code) FindPeriodValues(ctx context.Context, maxN int, progress gamelib.Progress) (gamelib.Period, []uint16, error) {
	if c == nil {
		return gamelib.Period{}, nil, errNilCode
	}
	if maxN < 0 {
		return gamelib.Period{}, nil, fmt.Errorf("octal: %s: negative heap size n=%d", c, maxN)
	}
	theorem := c.Theorem()
	var s *Solver
	if c.sparseOK() {
		s = c.NewSolver()
	}
	values := func(n int) ([]uint16, error) {
		if s == nil {
			return c.Values16Context(ctx, n, progress)
		}
		if err := checkSize(ctx, c.String(), n, 2); err != nil {
			return nil, err
		}
		if err := s.Extend(ctx, n, progress); err != nil {
			return nil, err
		}
		return s.Values()[:n+1], nil
	}
	n := maxN
	if theorem != "" {
		n = min(63, maxN)
	}
	guesses := 0 // lengths guessed since the last doubling
	for {
		g, err := values(n)
		if err != nil {
			return gamelib.Period{}, nil, err
		}
		if theorem != "" {
			if t, p, L, ok := certifiedPeriodHash(c, g); ok {
				return certifiedResult(theorem, t, p, 0, L, len(g)), g, nil
			}
		}
		t, p, sal, found := observedPeriodHash(g)
		if theorem != "" && found && sal != 0 && c.CertifyLength(t, p, sal) != math.MaxInt {
			// An arithmetic period the theorem covers: the table search.
			if err := gamelib.LimitsFrom(ctx).CheckMemory("octal: "+c.String()+": period search table", int64(len(g)), 4); err != nil {
				return gamelib.Period{}, nil, err
			}
			if len(g) <= periods.MaxLen {
				if t, p, sal, L, ok := periods.Certified(g, false, make([]int32, len(g)), c.CertifyLength); ok {
					return certifiedResult(theorem, t, p, sal, L, len(g)), g, nil
				}
			}
		}
		if n == maxN {
			per := gamelib.Period{Checked: len(g)}
			if found {
				per.Found, per.Preperiod, per.Period, per.Saltus = true, t, p, sal
			}
			return per, g, nil
		}
		next := 2*n + 1
		if theorem != "" && found && guesses < 4 {
			if L := c.CertifyLength(t, p, sal); L > len(g) && L-1 < next {
				next = L - 1
				guesses++
			}
		}
		if next == 2*n+1 {
			guesses = 0
		}
		if next < n || next > maxN { // next < n: 2n+1 overflowed
			next = maxN
		}
		n = next
	}
}

// certifiedResult is the certified period (t, p, saltus) proven by the
// values g(0 … L−1) of checked computed.
func certifiedResult(theorem string, t, p, saltus, L, checked int) gamelib.Period {
	return gamelib.Period{Found: true, Preperiod: t, Period: p, Saltus: saltus,
		Certified: true, Needed: L, Checked: checked,
		Proof: fmt.Sprintf("%s, from the values g(0…%d)", theorem, L-1)}
}
