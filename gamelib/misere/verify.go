package misere

import (
	"errors"
	"fmt"
)

// Verification by brute force: every sum of heaps of total ≤ S checked
// against the search (Quotient.Verify, ValueQuotient.Verify).

// Verify checks the quotient by brute force: for every sum of heaps of
// size ≤ N and total ≤ total, the outcome found by the solver's search
// equals the quotient's. It returns the number of sums checked, and an
// error naming the first disagreement. The solver must be for the
// quotient's rule.
func (q *Quotient) Verify(s *Solver, total int) (int, error) {
	return verifySums(s, "quotient", q.Game, q.N, total, func(pos []int) (string, error) {
		got, err := s.Outcome(pos...)
		if err != nil {
			return "", err
		}
		if want, _ := q.Outcome(pos...); got != want {
			return fmt.Sprintf("says %v for %v, search says %v", want, pos, got), nil
		}
		return "", nil
	})
}

// verifySums calls check on every sum of heaps ≤ n of total ≤ total, for
// the Verify of a quotient (what) of game, and counts them; check returns
// a disagreement, "" for none, the first of which is the error returned.
func verifySums(s *Solver, what, game string, n, total int, check func(pos []int) (string, error)) (int, error) {
	if s == nil {
		return 0, errNilSolver
	}
	if nilRule(s.rule) {
		return 0, errors.New("misere: Verify: nil rule")
	}
	if total < 0 {
		return 0, fmt.Errorf("misere: Verify: negative total %d", total)
	}
	if s.rule.String() != game {
		return 0, fmt.Errorf("misere: Verify: solver for %v, %s of %s", s.rule, what, game)
	}
	// The sums are positions the search memoises: they are held within
	// the solver's limits, those of the call that made it (NewSolverContext).
	if err := s.lim.CheckMemory(fmt.Sprintf("misere: sums of total ≤ %d", total), partitionBound(total), entryBytes); err != nil {
		return 0, err
	}
	count := 0
	var first error
	err := sums(n, total, func(pos []int) error {
		d, err := check(pos)
		if err != nil {
			return err
		}
		count++
		if d != "" && first == nil {
			first = fmt.Errorf("misere: %s of %s (heaps ≤ %d) %s", what, game, n, d)
		}
		return nil
	})
	if err != nil {
		return count, err
	}
	return count, first
}

// partitionBound is an upper bound for the number of multisets of total
// ≤ n (Σ_{k≤n} p(k) ≤ (n+1)·p(n) ≤ (n+1)·e^{π√(2n/3)}), used only to
// refuse impossible requests early.
func partitionBound(n int) int64 {
	p := []int64{1}
	var total int64 = 1
	for m := 1; m <= n; m++ {
		// Euler's pentagonal recurrence, saturated.
		var v int64
		for k := 1; ; k++ {
			g1 := k * (3*k - 1) / 2
			if g1 > m {
				break
			}
			s := int64(1)
			if k%2 == 0 {
				s = -1
			}
			v += s * p[m-g1]
			if g2 := k * (3*k + 1) / 2; g2 <= m {
				v += s * p[m-g2]
			}
		}
		if v < 0 || v > 1<<50 {
			return 1 << 50
		}
		p = append(p, v)
		total += v
	}
	return total
}

// sums calls f for every multiset of heaps 1..maxHeap of total ≤ total,
// in increasing order of the sorted heap lists.
func sums(maxHeap, total int, f func([]int) error) error {
	var rec func(cur []int, lo, left int) error
	rec = func(cur []int, lo, left int) error {
		if err := f(cur); err != nil {
			return err
		}
		for h := lo; h <= maxHeap && h <= left; h++ {
			if err := rec(append(cur, h), h, left-h); err != nil {
				return err
			}
		}
		return nil
	}
	return rec(nil, 1, total)
}
