package misere

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// withMemory returns a context whose calls may hold mem bytes per table.
func withMemory(mem int64) context.Context {
	return gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: mem})
}

// TestCallLimits: the proof (proof.go), the verification (verify.go) and
// the construction of the quotients (recalibration.go, equivalence.go,
// valuequotient.go) hold their tables within the memory limit of the call,
// carried by its context: a small limit refuses at the step named, with
// the process default large, and a large one lets the call finish with the
// process default so small that any table consulting it would be refused.
func TestCallLimits(t *testing.T) {
	r := octal.Kayles()
	q, err := QuotientOf(r, 12, nil)
	if err != nil {
		t.Fatal(err)
	}
	small, large := withMemory(256), withMemory(1<<30)

	// A small limit refuses where the table is sized.
	for _, tc := range []struct {
		name, where string
		run         func() error
	}{
		{"proof", "quotient proof", func() error {
			_, err := q.check(gamelib.LimitsFrom(small), r, 1<<17)
			return err
		}},
		{"verify", "sums of total ≤ 30", func() error {
			_, err := q.Verify(NewSolverContext(small, r), 30)
			return err
		}},
		{"quotient's heaps", "quotient of heaps 0..100", func() error {
			_, err := QuotientOfContext(small, octal.MustParse("0.75"), 100, nil)
			return err
		}},
		{"quotient", "", func() error {
			_, err := QuotientOfContext(small, octal.DawsonsKayles(), 30, nil)
			return err
		}},
		{"value quotient", "", func() error {
			_, err := ValueQuotientOfContext(small, r, 12, nil)
			return err
		}},
	} {
		err := tc.run()
		if !errors.Is(err, gamelib.ErrTooLarge) || !strings.Contains(err.Error(), tc.where) {
			t.Errorf("%s within 256 bytes: err = %v, want ErrTooLarge at %q", tc.name, err, tc.where)
		}
	}

	// The process default is not consulted when the call carries a limit.
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1))
	if ok, err := q.check(gamelib.LimitsFrom(large), r, 1<<17); !ok || err != nil {
		t.Errorf("proof with the call's 1 GiB: %v, %v", ok, err)
	}
	if _, err := q.Verify(NewSolverContext(large, r), 20); err != nil {
		t.Errorf("Verify with the call's 1 GiB: %v", err)
	}
	// Dawson's Kayles to heap 30 (order 360, Siegel's value) passes
	// through extension, recalibration and the proof.
	d, err := QuotientOfContext(large, octal.DawsonsKayles(), 30, nil)
	if err != nil || d.Order() != 360 {
		t.Errorf("Dawson's Kayles to 30 with the call's 1 GiB: order %d, err = %v", d.Order(), err)
	}
	if _, err := ValueQuotientOfContext(large, r, 12, nil); err != nil {
		t.Errorf("value quotient with the call's 1 GiB: %v", err)
	}
	if _, err := Genera(large, r, 12, &Options{Method: MethodQuotient}); err != nil {
		t.Errorf("Genera by quotient with the call's 1 GiB: %v", err)
	}
	if _, err := Sum(large, r, []int{5, 7, 9}, &Options{Method: MethodQuotient}); err != nil {
		t.Errorf("Sum by quotient with the call's 1 GiB: %v", err)
	}
	// And the same calls without a limit of their own are refused.
	if _, err := QuotientOf(octal.DawsonsKayles(), 30, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Dawson's Kayles to 30 under the process default of 1 byte: err = %v, want ErrTooLarge", err)
	}
}
