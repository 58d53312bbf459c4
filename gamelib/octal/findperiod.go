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
// g(0 … maxN) (as gamelib.Sequence.FindPeriod observes it, with the
// evidence gamelib.ObservedPeriod asks), or none. It is
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
// CertifyLength accepts, or one of a hexadecimal code with three-heap
// moves (hexarith.go), is searched with the table of package periods, 4
// bytes a value.
//
// ctx carries the limits (gamelib.LimitsFrom) and the cancellation of
// the computation. An error that stops the search part-way (a later
// length, or its check's table, refused by the memory or work limit, ctx
// done) comes, as heap.FindPeriodContext's, with what the search had
// established: the Period of its last whole check, not certified, whose
// Checked values g(0 … Checked−1) were computed and searched with no
// period proven on them, Found with the period they show (as
// gamelib.ObservedPeriod gives it) if any; the zero Period when the
// error came before the first check.
func (c *Code) FindPeriod(ctx context.Context, maxN int, progress gamelib.Progress) (gamelib.Period, error) {
	per, _, _, err := c.findPeriod(ctx, maxN, progress)
	return per, err
}

// FindPeriodValues is FindPeriod that also returns the values it computed
// last, g(0 … Checked−1), on which the period was found (a copy, two bytes
// a heap, when the solver holds them in one; else the solver's own: do not
// modify it). An error that stops the search comes with FindPeriod's
// partial Period and no values.
func (c *Code) FindPeriodValues(ctx context.Context, maxN int, progress gamelib.Progress) (gamelib.Period, []uint16, error) {
	per, s, g, err := c.findPeriod(ctx, maxN, progress)
	if err != nil {
		return per, nil, err
	}
	if s != nil {
		if err := gamelib.LimitsFrom(ctx).CheckMemory("octal: "+c.String()+" values", int64(per.Checked), 2); err != nil {
			return gamelib.Period{}, nil, err
		}
		g = s.AppendValues(nil, 0, per.Checked)
	}
	return per, g, nil
}

// findPeriod is FindPeriod, returning the solver that holds the values
// or, for a code the rare/common solver does not handle, the values.
func (c *Code) findPeriod(ctx context.Context, maxN int, progress gamelib.Progress) (gamelib.Period, *Solver, []uint16, error) {
	if c == nil {
		return gamelib.Period{}, nil, nil, errNilCode
	}
	if maxN < 0 {
		return gamelib.Period{}, nil, nil, fmt.Errorf("octal: %s: negative heap size n=%d", c, maxN)
	}
	theorem := c.Theorem()
	var s *Solver
	if c.sparseOK() {
		s = c.NewSolver()
	}
	n := maxN
	if theorem != "" {
		n = min(63, maxN)
	}
	guesses := 0 // lengths guessed since the last doubling
	// The progress covers the whole search to maxN, in units of the work
	// known in advance (valuesWork), not each length afresh: a length's
	// own progress is mapped onto its share (gamelib.Progress.Part). The
	// search may end sooner, when a period is proven.
	whole, done := c.valuesWork(maxN), 0.0
	// last is what the last whole check found, no period proven on its
	// values: returned with an error that stops a later length.
	var last gamelib.Period
	for {
		w := c.valuesWork(n)
		stage := progress.Part(min(done, whole), max(min(w, whole)-done, 0), whole)
		done = w
		var g16 []uint16
		if s == nil {
			var err error
			if g16, err = c.Values16Context(ctx, n, stage); err != nil {
				return last, nil, nil, err
			}
		} else if err := s.Extend(ctx, n, stage); err != nil {
			return last, nil, nil, err
		}
		var r periodSearch
		var err error
		switch {
		case s == nil:
			r, err = searchPeriod(ctx, c, theorem, g16)
		case s.s8 != nil && s.s8.hi != nil: // a copy, two bytes a heap
			if err = gamelib.LimitsFrom(ctx).CheckMemory("octal: "+c.String()+" values", int64(n)+1, 2); err == nil {
				r, err = searchPeriod(ctx, c, theorem, s.AppendValues(nil, 0, n+1))
			}
		case s.s8 != nil:
			r, err = searchPeriod(ctx, c, theorem, s.s8.g[:n+1])
		default:
			r, err = searchPeriod(ctx, c, theorem, s.s16.g[:n+1])
		}
		if err != nil {
			return last, nil, nil, err
		}
		if r.per.Certified {
			return r.per, s, g16, nil
		}
		last = r.per // as heap.FindPeriodContext reports it: with the evidence gamelib.ObservedPeriod asks
		if last.Found {
			last = gamelib.ObservedPeriod(last.Checked, last.Preperiod, last.Period, last.Saltus)
		}
		if n == maxN {
			return last, s, g16, nil
		}
		next := 2*n + 1
		if theorem != "" && r.per.Found && guesses < 4 {
			if L := c.CertifyLength(r.per.Preperiod, r.per.Period, r.per.Saltus); L > n+1 && L-1 < next {
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

// A periodSearch is what one check of FindPeriod found: a certified
// period, or the period observed (Found), or none.
type periodSearch struct{ per gamelib.Period }

// searchPeriod runs one check of FindPeriod on the values g: the
// certified pure period, then the observed one, then, for an observed
// saltus that CertifyLength accepts, the certified arithmetic one.
func searchPeriod[V value](ctx context.Context, c *Code, theorem string, g []V) (periodSearch, error) {
	if theorem != "" {
		if t, p, L, ok := certifiedPeriodHash(c, g); ok {
			return periodSearch{certifiedResult(theorem, t, p, 0, L, len(g))}, nil
		}
	}
	if theorem != "" && (c.unequal != nil || c.repeat > 0) {
		// The hash search knows the Guy–Smith bound only: the bound of
		// "!" codes (h²·p) and the all-but lemma (a condition on the
		// values, CertifyValues) take the table search of package
		// periods, as heap.FindPeriod runs it (4 bytes a value).
		if r, ok, err := tableSearch(ctx, c, theorem, g, true); err != nil || ok {
			return r, err
		}
	}
	t, p, sal, found := observedPeriodHash(g)
	if found && sal != 0 && c.hexArith() {
		// A hexadecimal code with three-heap moves shows an arithmetic
		// period: the test of hexarith.go, after the table search for the
		// least period it may prove, as heap.FindPeriod runs it (the
		// pure periods were searched above).
		if r, ok, err := tableSearch(ctx, c, theorem, g, false); err != nil || ok {
			return r, err
		}
	}
	if theorem != "" && found && sal != 0 && c.CertifyLength(t, p, sal) != math.MaxInt && len(g) <= periods.MaxLen {
		// An arithmetic period the theorem covers: the table search, on
		// the values in two bytes.
		if err := gamelib.LimitsFrom(ctx).CheckMemory("octal: "+c.String()+": period search table", int64(len(g)), 6); err != nil {
			return periodSearch{}, err
		}
		g16 := make([]uint16, len(g))
		for i, v := range g {
			g16[i] = uint16(v)
		}
		if t, p, sal, L, ok := periods.Certified(g16, false, make([]int32, len(g)), c.CertifyLength); ok {
			return periodSearch{certifiedResult(theorem, t, p, sal, L, len(g))}, nil
		}
	}
	per := gamelib.Period{Checked: len(g)}
	if found {
		per.Found, per.Preperiod, per.Period, per.Saltus = true, t, p, sal
	}
	return periodSearch{per}, nil
}

// certifiedResult is the certified period (t, p, saltus) proven by the
// values g(0 … L−1) of checked computed.
func certifiedResult(theorem string, t, p, saltus, L, checked int) gamelib.Period {
	return gamelib.Period{Found: true, Preperiod: t, Period: p, Saltus: saltus,
		Certified: true, Needed: L, Checked: checked,
		Proof: fmt.Sprintf("%s, from the values g(0…%d)", theorem, L-1)}
}

// tableSearch certifies a period of a "!" code, an all-but code or a
// hexadecimal code with three-heap moves from the values g with the table
// search of package periods: the least pure period CertifyLength accepts
// (when pure), then, for an all-but or hexadecimal code, the least
// arithmetic one CertifyBound accepts, kept only when CertifyValues proves
// it from g. O(len(g)) time, 6 bytes a value (the values in two bytes and
// the table), memory-checked.
func tableSearch[V value](ctx context.Context, c *Code, theorem string, g []V, pure bool) (periodSearch, bool, error) {
	if len(g) > periods.MaxLen {
		return periodSearch{}, false, nil
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory("octal: "+c.String()+": period search table", int64(len(g)), 6); err != nil {
		return periodSearch{}, false, err
	}
	g16 := make([]uint16, len(g))
	for i, v := range g {
		g16[i] = uint16(v)
	}
	pf := make([]int32, len(g))
	if pure {
		length := func(t, p, _ int) int { return c.CertifyLength(t, p, 0) }
		if t, p, _, L, ok := periods.Certified(g16, true, pf, length); ok {
			return periodSearch{certifiedResult(theorem, t, p, 0, L, len(g))}, true, nil
		}
	}
	if c.repeat == 0 && !c.hexArith() {
		return periodSearch{}, false, nil
	}
	t, p, sal, _, ok := periods.Certified(g16, false, pf, c.CertifyBound)
	if !ok || sal == 0 {
		return periodSearch{}, false, nil
	}
	if L := c.CertifyValues(g16, t, p, sal); L <= len(g) {
		return periodSearch{certifiedResult(c.ValueTheorem(), t, p, sal, L, len(g))}, true, nil
	}
	return periodSearch{}, false, nil
}
