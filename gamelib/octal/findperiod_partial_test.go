package octal_test

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestFindPeriodPartial: Grundy's game (4!.0) under 64 KiB: the check of
// g(0…16383) needs a period search table of 6 bytes a value, which the
// limit refuses; FindPeriod returns with the error what its last whole
// check established, g(0…8191) searched with no period proven (and
// none observed), not the zero Period. FindPeriodValues returns the same.
func TestFindPeriodPartial(t *testing.T) {
	c := octal.MustParse("4!.0")
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 64 << 10})
	want := gamelib.Period{Checked: 8192}
	p, err := c.FindPeriod(ctx, 1e9, nil)
	if !errors.Is(err, gamelib.ErrTooLarge) || p != want {
		t.Errorf("FindPeriod: %+v, %v; want %+v and ErrTooLarge", p, err, want)
	}
	p, g, err := c.FindPeriodValues(ctx, 1e9, nil)
	if !errors.Is(err, gamelib.ErrTooLarge) || p != want || g != nil {
		t.Errorf("FindPeriodValues: %+v, %d values, %v; want %+v, none and ErrTooLarge", p, len(g), err, want)
	}
	// Cancelled before the first length: nothing checked.
	cctx, cancel := context.WithCancel(context.Background())
	cancel()
	if p, err := c.FindPeriod(cctx, 1e9, nil); !errors.Is(err, context.Canceled) || p != (gamelib.Period{}) {
		t.Errorf("cancelled: %+v, %v; want the zero Period", p, err)
	}
}
