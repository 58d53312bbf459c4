package heap

import (
	"context"
	"fmt"
	"math"
	"unsafe"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/internal/periods"
)

// A Certifier is a rule with a periodicity theorem: a proof that, once the
// relation g(m + p) = g(m) + saltus is seen on the heaps t ≤ m < L − p of
// the rule's own values g(0), …, g(L−1), it holds for every m ≥ t.
// Subtraction games (the window theorem), Nim, Lasker's Nim and the
// take-and-break codes of package octal are Certifiers.
//
// A Certifier never sees a sequence: FindPeriod computes the rule's values
// itself and asks only how many of them a candidate period needs, so a
// period is never certified for values that are not the rule's.
type Certifier interface {
	Rule
	// CertifyLength returns L, the number of values g(0), …, g(L−1) the
	// theorem needs to prove the period p with preperiod t and saltus,
	// or math.MaxInt when it does not prove that period (a saltus the
	// theorem does not cover, or L would overflow an int). L must exceed
	// t + p and must not decrease when t or p grows; for a nonzero saltus
	// it must be at least t + 2p + 1 and depend on the saltus only
	// through saltus/p, so that FindPeriod, which tries the least period
	// of each suffix of the values, finds the least period proven.
	CertifyLength(t, p, saltus int) int
	// Theorem names the theorem for Period.Proof, or is "" when the rule
	// has none after all (a code with a repeating digit, say); then no
	// period is certified and FindPeriod computes the values only once.
	Theorem() string
}

// An Extensible rule computes its values in growing prefixes.
// NewExtender returns a function extend such that extend(n, progress)
// returns g(0), …, g(n), to be called with increasing n; an implementation
// may keep its state between calls and extend its earlier values instead
// of recomputing them, and may return a slice that shares memory with the
// earlier ones (valid until the next call), two bytes a value.
type Extensible interface {
	Rule
	NewExtender() func(n int, progress gamelib.Progress) ([]uint16, error)
}

// A PeriodFinder is a rule that runs FindPeriodContext's search itself, on
// values it keeps in its own storage: the take-and-break codes of package
// octal, whose solver holds one byte a heap while the values fit and
// searches for periods without a side table. FindPeriod returns what
// FindPeriodContext would on the rule's values, under the limits and
// cancellation of ctx. FindPeriodContext prefers it to Extensible.
type PeriodFinder interface {
	Rule
	FindPeriod(ctx context.Context, maxN int, progress gamelib.Progress) (gamelib.Period, error)
}

// A ContextExtensible is an Extensible whose extender honours a context
// (its limits and cancellation, see ContextValuer); FindPeriodContext
// prefers it.
type ContextExtensible interface {
	Extensible
	NewExtenderContext(ctx context.Context) func(n int, progress gamelib.Progress) ([]uint16, error)
}

// FindPeriod is FindPeriodContext with context.Background(), under the
// process-wide limits.
func FindPeriod(r Rule, maxN int, progress gamelib.Progress) (gamelib.Period, error) {
	return FindPeriodContext(context.Background(), r, maxN, progress)
}

// FindPeriodContext computes the values of r, g(0), g(1), …, until r's
// periodicity theorem proves a period (r a Certifier) or maxN is reached,
// and returns the period: certified, with the number of values the proof
// needs (Needed) and the number computed (Checked), or else the period
// observed on g(0 … maxN) by gamelib.Sequence.FindPeriod, or none.
//
// The values grow from 64 by doubling, and jump straight to the length
// that would certify the period observed so far when that is nearer; so
// Kayles stops after 168 values even when maxN is 5·10⁸, and a rule
// without a theorem computes g(0 … maxN) once. Every check costs O(length)
// time and 4 bytes a value (see gamelib.Sequence.FindPeriod); in all the
// checks cost a few times the last length, far less than the values
// themselves. A PeriodFinder runs the search itself (with ctx). Values
// come from r.NewExtenderContext(ctx) when r is
// ContextExtensible, r.NewExtender when r is Extensible (ctx is then
// checked only between lengths), from ValuesContext otherwise.
//
// Memory is checked under ctx's limits (gamelib.LimitsFrom) before each
// length, for the values and the period search's table together, and
// before any work for the least length the search can end with: the
// values a certificate of a pure period needs at the least
// (CertifyLength(0, 1, 0)), or g(0 … maxN) when that is fewer. So a rule whose theorem needs more
// values than fit (a subtraction game with a huge amount) is refused at
// once with an error wrapping gamelib.ErrTooLarge. ctx is checked
// between lengths and, through ValuesContext, during them; a done ctx
// returns its error wrapped.
//
// The certified period is the least period of the whole infinite
// sequence, and its preperiod is exact: a certified period holds for every
// heap, so any other eventual period is a multiple of it.
//
// An error that stops the search part-way (a later length refused by the
// memory or work limit, ctx done, a failure computing the values) comes
// with what the search had established: the Period of its last whole
// check, not certified, whose Checked values g(0 … Checked−1) were all
// computed and searched with no period proven on them, and with the
// period they show (Found, as gamelib.ObservedPeriod gives it) if any.
// Its Checked is 0 when the error came before the first check (a
// refusal up front, a bad argument), and the Period is then the zero one.
func FindPeriodContext(ctx context.Context, r Rule, maxN int, progress gamelib.Progress) (gamelib.Period, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if isNil(r) {
		return gamelib.Period{}, fmt.Errorf("heap: FindPeriod of a nil rule")
	}
	if maxN < 0 {
		return gamelib.Period{}, fmt.Errorf("heap: %v: negative heap size n=%d", r, maxN)
	}
	return findPeriodWith(ctx, r, maxN, &search{ctx: ctx, progress: progress, bound: -1}) // periodsearch.go
}

// findPeriodWith is FindPeriodContext with a search (periodsearch.go).
func findPeriodWith(ctx context.Context, r Rule, maxN int, s *search) (gamelib.Period, error) {
	progress := s.progress
	cert, _ := r.(Certifier)
	if cert != nil && cert.Theorem() == "" {
		cert = nil
	}
	switch e := r.(type) {
	case PeriodFinder:
		// A rule's own search knows no proof bound: a bounded search
		// (FindPeriodSearch with a WorkEstimator) takes the generic one.
		if s.bound < 0 || s.est == nil {
			return e.FindPeriod(ctx, maxN, progress)
		}
	}
	switch e := r.(type) {
	case ContextExtensible:
		return findPeriod(ctx, r, cert, e.NewExtenderContext(ctx), maxN, progress, s)
	case Extensible:
		return findPeriod(ctx, r, cert, e.NewExtender(), maxN, progress, s)
	}
	extend := func(n int, progress gamelib.Progress) ([]int, error) { return ValuesContext(ctx, r, n, progress) }
	return findPeriod(ctx, r, cert, extend, maxN, progress, s)
}

// findPeriod is FindPeriodContext on the values that extend returns.
func findPeriod[T periods.Value](ctx context.Context, r Rule, cert Certifier, extend func(int, gamelib.Progress) ([]T, error), maxN int, progress gamelib.Progress, s *search) (gamelib.Period, error) {
	l := gamelib.LimitsFrom(ctx)
	var zero T
	perValue := int64(unsafe.Sizeof(zero)) + 4 // a value and its entry in the period table
	// The least length the search can end with: g(0…maxN), or fewer
	// when a pure period can be certified by fewer. (A rule whose theorem
	// proves no pure period, as Lasker's proves only arithmetic ones, is
	// not refused up front.)
	least := maxN
	if cert != nil {
		if L := cert.CertifyLength(0, 1, 0); L == math.MaxInt {
			least = 0
		} else if L-1 < least {
			least = max(L-1, 0)
		}
	}
	if err := l.CheckHeaps(fmt.Sprintf("heap: %v: values and period search table of heaps 0..%d, the fewest the search can end with", r, least), least, perValue); err != nil {
		return gamelib.Period{}, err
	}
	// The observed search of gamelib.Sequence.FindPeriod(nil).
	observe := func(g []T, pf []int32) (t, p, saltus int, found bool) {
		return periods.Observed(g, false, 3, 16, len(g)/3, pf)
	}
	// Without a theorem the values are computed once.
	n := maxN
	if cert != nil {
		n = min(63, maxN)
	}
	guesses := 0 // lengths guessed since the last doubling
	done := -1   // the values known: g(0…done)
	// last is what the last whole check found, no period proven on its
	// values: returned with an error that stops a later length.
	var last gamelib.Period
	for {
		if err := l.CheckHeaps(fmt.Sprintf("heap: %v: values and period search table of heaps 0..%d", r, n), n, perValue); err != nil {
			return last, err
		}
		if err := cancelled(ctx, r); err != nil {
			return last, err
		}
		step, err := s.before(done, n, progress)
		if err != nil {
			return last, err
		}
		g, err := extend(n, step)
		if err != nil {
			return last, err
		}
		if len(g) != n+1 {
			return last, fmt.Errorf("heap: %v: %d values computed for heaps 0..%d", r, len(g), n)
		}
		pf, err := table(r, len(g))
		if err != nil {
			return last, err
		}
		done = n
		s.say("looking for a period in g(0…%d)", n)
		t, p, sal, found := observe(g, pf)
		if cert != nil {
			if t, p, sal, L, ok := certified(g, pf, cert, found && sal != 0); ok {
				per := gamelib.Period{Found: true, Preperiod: t, Period: p, Saltus: sal,
					Certified: true, Needed: L, Checked: len(g)}
				theorem := cert.Theorem()
				if vc, ok := cert.(ValueCertifier); ok && sal != 0 {
					theorem = vc.ValueTheorem()
				}
				per.Proof = proof(theorem, L)
				return per, nil
			}
		}
		last = gamelib.Period{Checked: len(g)}
		if found {
			last = gamelib.ObservedPeriod(len(g), t, p, sal)
		}
		// Next length: the one that would certify the period seen, if it
		// is nearer than twice this one (at most four guesses between two
		// doublings, so that wrong guesses cannot creep: the checks cost at
		// most five times those of the doublings), else twice this one.
		next := 2*n + 1
		if cert != nil && found && guesses < 4 {
			if L := certifyGuess(cert, t, p, sal); L > len(g) && L-1 < next {
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
		if n == maxN || s.stop(n, next) {
			return last, nil
		}
		n = next
	}
}

// certified is the certified search on the rule's values g: for pure
// periods, then, when none is certified and arith is set (the values show
// a period with a nonzero saltus), for arithmetic ones. A pure certified
// period excludes an arithmetic one with a nonzero saltus, since the
// values are then bounded. Skipping the arithmetic search when no saltus
// is seen keeps a check at two linear passes (this and the observed
// search); a certified arithmetic period has L ≥ t + 2p + 1 values, so
// the observed search sees it too, at the latest one doubling later.
func certified[T periods.Value](g []T, pf []int32, cert Certifier, arith bool) (t, p, saltus, L int, found bool) {
	pure := func(t, p, _ int) int { return cert.CertifyLength(t, p, 0) }
	if t, p, _, L, ok := periods.Certified(g, true, pf, pure); ok {
		return t, p, 0, L, true
	}
	if !arith {
		return 0, 0, 0, 0, false
	}
	if vc, ok := cert.(ValueCertifier); ok { // allbut.go
		return valueCertified(g, pf, vc)
	}
	return periods.Certified(g, false, pf, cert.CertifyLength)
}

// table allocates the period search's table of 4 bytes a value (its
// memory is checked with the values', by findPeriod).
func table(r Rule, n int) ([]int32, error) {
	if n > periods.MaxLen {
		return nil, fmt.Errorf("heap: %v: period search over %d values: at most %d are supported", r, n, periods.MaxLen)
	}
	return make([]int32, n), nil
}

// proof names the theorem and the values it was applied to.
func proof(theorem string, L int) string {
	return fmt.Sprintf("%s, from the values g(0…%d)", theorem, L-1)
}

// certifyLength is t + p + extra, or math.MaxInt when that overflows or
// t < 0 or p < 1.
func certifyLength(t, p, extra int) int {
	if t < 0 || p < 1 || extra < 0 || t > math.MaxInt-p || t+p > math.MaxInt-extra {
		return math.MaxInt
	}
	return t + p + extra
}
