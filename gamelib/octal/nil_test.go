package octal

import (
	"context"
	"errors"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// TestNilCode: the methods of a nil *Code return errors or zero values,
// never panic.
func TestNilCode(t *testing.T) {
	var c *Code
	if c.String() != "octal:<nil>" || c.Code() != "" || c.Len() != 0 || c.Digit(1) != 0 || c.Hexadecimal() {
		t.Error("accessors of a nil *Code")
	}
	for range c.Options(5) {
		t.Error("a nil *Code has options")
	}
	if _, err := c.Values(5, nil); err == nil {
		t.Error("Values of a nil *Code succeeded")
	}
	if _, err := c.PlainValues(5, nil); err == nil {
		t.Error("PlainValues of a nil *Code succeeded")
	}
	if _, err := c.Values16(5, nil); err == nil {
		t.Error("Values16 of a nil *Code succeeded")
	}
	if _, err := heap.Values(c, 5, nil); err == nil {
		t.Error("heap.Values of a nil *Code succeeded")
	}
	s := c.NewSolver()
	if err := s.Extend(context.Background(), 5, nil); err == nil {
		t.Error("Extend of a nil *Code's Solver succeeded")
	}
	if _, _, _, ok := s.CertifiedPeriod(); ok || s.Len() > 1 {
		t.Error("a nil *Code's Solver has values or a period")
	}
	if _, err := c.ResumeSolver([]uint16{0}); err == nil {
		t.Error("ResumeSolver of a nil *Code succeeded")
	}
}

// TestPlainWorkGuard: the definition's O(n²) (O(n³) with three-heap
// moves) is refused at once when its estimate is absurd.
func TestPlainWorkGuard(t *testing.T) {
	for _, tc := range []struct {
		code string
		n    int
	}{{"0.77", 1_000_000}, {"0.8", 20_000}} {
		c := MustParse(tc.code)
		if _, err := c.PlainValues(tc.n, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s to %d: err = %v, want ErrTooSlow", tc.code, tc.n, err)
		}
	}
	if _, err := MustParse("0.77").PlainValues(2000, nil); err != nil {
		t.Errorf("Kayles to 2000: %v", err)
	}
}
