package nbcheck

import (
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/janpfeifer/gonb/gonbui"
)

// Output destinations and the failure action; tests replace them. The
// destinations are looked up at each call, as os.Stdout may be swapped (go
// test does so for examples).
var (
	stdout = func() io.Writer { return os.Stdout }
	stderr = func() io.Writer { return os.Stderr }
	// fail ends the cell's program after a failed assertion was reported.
	fail = func() { os.Exit(1) }
	// sync orders the printed line after earlier displays (figures, HTML).
	sync = gonbui.Sync
)

// pass reports a claim that holds.
func pass(claim string) {
	sync()
	fmt.Fprintf(stdout(), "✓ %s\n", claim)
}

// failf reports a claim that does not hold and fails the cell.
func failf(claim, format string, args ...any) {
	sync()
	fmt.Fprintf(stderr(), "✗ %s: %s\n", claim, fmt.Sprintf(format, args...))
	fail()
}

// True asserts cond; the claim is fmt.Sprintf(format, args...).
func True(cond bool, format string, args ...any) {
	claim := fmt.Sprintf(format, args...)
	if cond {
		pass(claim)
		return
	}
	failf(claim, "false")
}

// Equal asserts got == want; name says what was computed, e.g. "g(17)".
// It prints "✓ name = want".
func Equal[T comparable](name string, got, want T) {
	if got == want {
		pass(fmt.Sprintf("%s = %v", name, want))
		return
	}
	failf(fmt.Sprintf("%s = %v", name, want), "got %v", got)
}

// EqualSlices asserts that got and want have the same length and elements; a
// failure names the first differing index. It prints "✓ name: n values match".
func EqualSlices[T comparable](name string, got, want []T) {
	claim := fmt.Sprintf("%s: %d values match", name, len(want))
	if len(got) != len(want) {
		failf(claim, "got %d values", len(got))
		return
	}
	for i := range want {
		if got[i] != want[i] {
			failf(claim, "at index %d got %v, want %v", i, got[i], want[i])
			return
		}
	}
	pass(claim)
}

// Close asserts |got - want| ≤ tol, for floating-point results such as
// densities. It prints "✓ name ≈ want (got got, tolerance tol)".
func Close(name string, got, want, tol float64) {
	claim := fmt.Sprintf("%s ≈ %v (tolerance %v)", name, want, tol)
	if math.Abs(got-want) <= tol {
		pass(fmt.Sprintf("%s ≈ %v (got %v, tolerance %v)", name, want, got, tol))
		return
	}
	failf(claim, "got %v, off by %v", got, math.Abs(got-want))
}

// NoError asserts err == nil. It prints nothing on success: what matters is
// the result the cell goes on to show or check.
func NoError(err error) {
	if err != nil {
		failf("no error", "got %v", err)
	}
}

// Must returns v when err is nil and otherwise fails the cell like NoError:
//
//	vals := nbcheck.Must(heap.Values(rule, n, nil))
func Must[T any](v T, err error) T {
	NoError(err)
	return v
}

// Error asserts that err is not nil and that its message contains substr,
// and prints the error: "✓ error as expected: <err>". Use it to show how the
// library rejects bad input without failing the cell.
func Error(err error, substr string) {
	claim := fmt.Sprintf("an error containing %q", substr)
	switch {
	case err == nil:
		failf(claim, "got no error")
	case !strings.Contains(err.Error(), substr):
		failf(claim, "got %q", err.Error())
	default:
		pass("error as expected: " + err.Error())
	}
}

// Fail reports a claim that does not hold, "✗ <claim>", and fails the
// cell: for a counterexample found by a loop, where True(false, …) would
// read as a claim that false holds.
func Fail(format string, args ...any) {
	failf(fmt.Sprintf(format, args...), "counterexample")
}

// Cases checks a claim over the cases of a loop: Check each case, then
// Done prints the claim once, "✓ <claim> (N cases)". A failing case fails
// the cell at once, naming the case.
//
//	all := nbcheck.All("sg_4(s) = s − 1 for s ≤ 2000")
//	for s := 1; s <= 2000; s++ {
//		all.Check(g4[s] == s-1, "sg_4(%d) = %d", s, g4[s])
//	}
//	all.Done()
type Cases struct {
	claim string
	n     int
}

// All starts checking the claim fmt.Sprintf(format, args...) over cases.
func All(format string, args ...any) *Cases {
	return &Cases{claim: fmt.Sprintf(format, args...)}
}

// Check counts one case; when ok is false it fails the cell, reporting
// the claim and the case fmt.Sprintf(format, args...).
func (c *Cases) Check(ok bool, format string, args ...any) {
	c.n++
	if !ok {
		failf(c.claim, "fails for %s", fmt.Sprintf(format, args...))
	}
}

// Done asserts the claim: it prints "✓ <claim> (N cases)", or fails the
// cell when no case was checked (a loop that ran no case proves nothing).
// It returns the number of cases.
func (c *Cases) Done() int {
	if c.n == 0 {
		failf(c.claim, "no case checked")
		return 0
	}
	pass(fmt.Sprintf("%s (%d cases)", c.claim, c.n))
	return c.n
}
