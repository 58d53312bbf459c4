package lab

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestWithHint: a refusal of the work limit says how to insist in a
// notebook (the library's message gives the limit only); other errors
// are shown as they are, and the hinted one still wraps ErrTooSlow.
func TestWithHint(t *testing.T) {
	slow := gamelib.Limits{Work: 10}.CheckWork("x", 1e6)
	if slow == nil {
		t.Fatal("no refusal")
	}
	got := withHint(slow)
	if !errors.Is(got, gamelib.ErrTooSlow) || !strings.Contains(got.Error(), "gamelib.SetWorkLimit(0)") || !strings.Contains(got.Error(), "work limit 1e+01 steps") {
		t.Errorf("refusal shown as %q", got)
	}
	if other := context.Canceled; withHint(other) != other {
		t.Errorf("another error changed: %v", withHint(other))
	}
}
