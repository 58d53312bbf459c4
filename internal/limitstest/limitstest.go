// Package limitstest checks that library entry points honour the limits
// and the cancellation their context carries (gamelib.WithLimits), not
// the process-wide defaults: the table-driven harness of the seed
// studies' TestLimitsPerCall.
package limitstest

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// A Want is what a case expects under a limit.
type Want int

const (
	Any     Want = iota // not checked
	Refused             // the call is refused (ErrTooLarge, ErrTooSlow)
	Allowed             // the call is not refused by that limit
)

// A Case is one entry point under test.
type Case struct {
	Name   string
	Memory Want // under a memory limit of 1 KiB
	Work   Want // under a work limit of 1000 steps
	// Cancel: a done ctx stops the call with context.Canceled (false for
	// calls that only estimate, and so compute nothing to stop).
	Cancel bool
	Run    func(ctx context.Context) error
}

// SetProcessDefaults makes the process defaults generous for the rest of
// the test (1 TiB of memory, no work limit), so that a refusal can come
// only from the limits a call's context carries.
func SetProcessDefaults(t testing.TB) {
	t.Helper()
	mem := gamelib.SetMemoryLimit(1 << 40)
	work := gamelib.SetWorkLimit(0)
	t.Cleanup(func() {
		gamelib.SetMemoryLimit(mem)
		gamelib.SetWorkLimit(work)
	})
}

// Check runs every case four times: under the process defaults (set by
// SetProcessDefaults; it must succeed), under a 1 KiB memory limit, under
// a work limit of 1000 steps, and with a done ctx, and reports each
// result that differs from the case's expectations.
func Check(t *testing.T, cases []Case) {
	t.Helper()
	SetProcessDefaults(t)
	bg := context.Background()
	tiny := gamelib.WithLimits(bg, gamelib.Limits{Memory: 1 << 10})
	slow := gamelib.WithLimits(bg, gamelib.Limits{Work: 1000})
	done, cancel := context.WithCancel(bg)
	cancel()
	for _, c := range cases {
		if err := c.Run(bg); err != nil {
			t.Errorf("%s under the process defaults: %v", c.Name, err)
		}
		if err := c.Run(tiny); c.Memory != Any && (c.Memory == Refused) != errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%s under a 1 KiB memory limit: err = %v, refused want %v", c.Name, err, c.Memory == Refused)
		}
		if err := c.Run(slow); c.Work != Any && (c.Work == Refused) != errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s under a work limit of 1000: err = %v, refused want %v", c.Name, err, c.Work == Refused)
		}
		if err := c.Run(done); c.Cancel && !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a done ctx: err = %v, want context.Canceled", c.Name, err)
		}
	}
}
