package heap

import (
	"errors"
	"iter"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// badRule is a Rule that breaks the contract: heap n ≥ from has the one
// option leave(n).
type badRule struct {
	from  int
	leave func(n int) []int
}

func (badRule) String() string { return "bad" }

func (r badRule) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if n >= 1 {
			yield([]int{n - 1}[:min(n-1, 1)])
		}
		if n >= r.from {
			yield(r.leave(n))
		}
	}
}

func TestNilRules(t *testing.T) {
	var sub *SubtractionRule
	var split *SplitRule
	for _, r := range []Rule{nil, sub, split} {
		if _, err := Values(r, 10, nil); err == nil {
			t.Errorf("Values(%#v) succeeded", r)
		}
		if _, err := PlainValues(r, 10, nil); err == nil {
			t.Errorf("PlainValues(%#v) succeeded", r)
		}
		if _, err := DefinitionValues(r, 10, nil); err == nil {
			t.Errorf("DefinitionValues(%#v) succeeded", r)
		}
	}
	// The methods of nil rules do not panic either.
	if _, err := sub.Values(3, nil); err == nil || sub.String() != "sub:<nil>" || sub.Amounts() != nil {
		t.Errorf("nil *SubtractionRule: %v %q %v", err, sub.String(), sub.Amounts())
	}
	for range sub.Options(5) {
		t.Error("nil *SubtractionRule has options")
	}
	if _, err := split.Values(3, nil); err == nil || split.String() != "split:<nil>" || split.K() != 0 {
		t.Errorf("nil *SplitRule: %v %q", err, split.String())
	}
	if _, err := split.DefinitionValues(3, nil); err == nil {
		t.Error("nil *SplitRule's DefinitionValues succeeded")
	}
	for range split.Options(5) {
		t.Error("nil *SplitRule has options")
	}
}

// TestBadOptions: options that leave a heap not smaller than the heap
// moved from, or negative, are errors from PlainValues: no index panic
// and, for a cycle, not the wrong values 0 1 1 1 … that the mex over the
// zero-initialized table would give.
func TestBadOptions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		r     badRule
		cycle bool
	}{
		{"itself", badRule{2, func(n int) []int { return []int{n} }}, true},
		{"itself in a sum", badRule{3, func(n int) []int { return []int{1, n} }}, true},
		{"larger", badRule{2, func(n int) []int { return []int{n + 1} }}, false},
		{"much larger", badRule{1, func(n int) []int { return []int{1 << 40} }}, false},
		{"negative", badRule{2, func(n int) []int { return []int{-1} }}, false},
	} {
		g, err := PlainValues(tc.r, 10, nil)
		if !errors.Is(err, ErrBadOption) || errors.Is(err, gamelib.ErrCycle) != tc.cycle || g != nil {
			t.Errorf("%s: PlainValues = %v, %v; want ErrBadOption (cycle %v)", tc.name, g, err, tc.cycle)
		}
		if _, err := Values(tc.r, 10, nil); !errors.Is(err, ErrBadOption) {
			t.Errorf("%s: Values err = %v", tc.name, err)
		}
	}
	// The generic solver agrees that the first game has a cycle.
	r := badRule{2, func(n int) []int { return []int{n} }}
	s := gamelib.NewSolver(func(n int) []int {
		var opts []int
		for o := range r.Options(n) {
			opts = append(opts, o...)
		}
		return opts
	})
	if _, err := s.Value(5); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("Solver on the cyclic rule: %v", err)
	}
}

// shortValuer is a Valuer outside the package's control that returns the
// wrong number of values.
type shortValuer struct{ badRule }

func (shortValuer) Values(n int, _ gamelib.Progress) (gamelib.Sequence, error) {
	return make(gamelib.Sequence, n), nil
}

func TestValuerLength(t *testing.T) {
	if g, err := Values(shortValuer{}, 10, nil); err == nil {
		t.Errorf("a Valuer's %d values for n = 10 were accepted", len(g))
	}
}

// TestTheoremsAgainstDefinition checks every law Values applies against
// the definition on all small heaps: Nim's g(n) = n, Lasker's law, and
// sg_k(s) = s − 1 for splitting into k ≥ 4 parts.
func TestTheoremsAgainstDefinition(t *testing.T) {
	rules := []Rule{Nim(), Lasker()}
	for k := 2; k <= 10; k++ {
		rules = append(rules, splitK(t, k))
	}
	for _, r := range rules {
		n := 2000
		if s, ok := r.(*SplitRule); ok && s.K() > 3 {
			n = 120
		}
		want, err := DefinitionValues(r, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Values(r, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v: the theorem's values differ from the definition's on heaps ≤ %d", r, n)
		}
		// And the definition against the plain mex over Options.
		if n > 300 {
			n = 300
		}
		if plain, err := PlainValues(r, min(n, 40), nil); err != nil || !slices.Equal(plain, want[:len(plain)]) {
			t.Errorf("%v: DefinitionValues differs from PlainValues (%v)", r, err)
		}
	}
}

// TestWorkGuard: a quadratic definition whose estimated cost is absurd is
// refused up front with gamelib.ErrTooSlow, while the theorem answers at
// once, and lowering or lifting the limit changes the verdict.
func TestWorkGuard(t *testing.T) {
	// Lasker's Nim to 10^6 by the definition: about 7.5·10^11 steps.
	if _, err := DefinitionValues(Lasker(), 1_000_000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Lasker definition to 10^6: err = %v, want ErrTooSlow", err)
	}
	if g, err := Values(Lasker(), 1_000_000, nil); err != nil || g[999_999] != 1_000_000 {
		t.Errorf("Lasker by the law to 10^6: %v", err)
	}
	// split:3 to 50000: n²/4 · X/64 ≈ 5·10^11 word operations.
	if _, err := Values(splitK(t, 3), 50_000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("split:3 to 50000: err = %v, want ErrTooSlow", err)
	}
	if _, err := Values(Grundy(), 2_000_000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("grundy to 2·10^6: err = %v, want ErrTooSlow", err)
	}
	old := gamelib.SetWorkLimit(1000)
	defer gamelib.SetWorkLimit(old)
	if _, err := DefinitionValues(Lasker(), 100, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Lasker definition to 100 at a limit of 1000 steps: %v", err)
	}
	sub, _ := Subtraction(1, 2)
	if _, err := Values(sub, 2000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("sub:1,2 to 2000 at a limit of 1000 steps: %v", err)
	}
	if _, err := Values(sub, 400, nil); err != nil {
		t.Errorf("sub:1,2 to 400 at a limit of 1000 steps: %v", err)
	}
	gamelib.SetWorkLimit(0) // insist
	if _, err := DefinitionValues(Lasker(), 100, nil); err != nil {
		t.Errorf("no work limit: %v", err)
	}
}

// TestPlainProgress: for a rule of unknown cost the total is estimated
// as the run goes; done never decreases, never passes total, and ends
// equal to it.
func TestPlainProgress(t *testing.T) {
	var last, lastTotal int64
	calls := 0
	_, err := PlainValues(Lasker(), 600, func(done, total int64) {
		calls++
		if done < last || done > total {
			t.Errorf("progress %d/%d after %d", done, total, last)
		}
		last, lastTotal = done, total
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls == 0 || calls > 300 || last != lastTotal {
		t.Errorf("%d calls, last %d/%d", calls, last, lastTotal)
	}
}

// TestLowMemory: with a lowered memory limit the tables are refused.
func TestLowMemory(t *testing.T) {
	old := gamelib.SetMemoryLimit(1 << 10)
	defer gamelib.SetMemoryLimit(old)
	for _, r := range []Rule{Nim(), Lasker(), Grundy(), splitK(t, 3), splitK(t, 5)} {
		if _, err := Values(r, 1000, nil); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%v to 1000 at a 1 KiB limit: %v", r, err)
		}
		if _, err := Values(r, 50, nil); err != nil {
			t.Errorf("%v to 50 at a 1 KiB limit: %v", r, err)
		}
	}
}

func splitK(t testing.TB, k int) *SplitRule {
	t.Helper()
	r, err := Split(k)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
