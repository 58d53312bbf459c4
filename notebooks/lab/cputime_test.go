package lab_test

import (
	"math"
	"runtime"
	"testing"

	"github.com/grundylab/grundylab/notebooks/lab"
)

func TestCPUSeconds(t *testing.T) {
	if runtime.GOOS != "linux" {
		if _, err := lab.CPUSeconds(func() {}); err == nil {
			t.Fatal("no error outside Linux")
		}
		return
	}
	calls, sink := 0, 0
	s, err := lab.CPUSeconds(func() {
		calls++
		for i := range 100000 {
			sink ^= i
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	_ = sink
	// Only the shape of the answer is checked, not its size: a time per call,
	// positive and finite, from at least one run of each of three measurements.
	if s <= 0 || math.IsInf(s, 0) || math.IsNaN(s) {
		t.Errorf("CPUSeconds = %v, want a positive finite time", s)
	}
	if calls < 3 {
		t.Errorf("f called %d times, want at least 3", calls)
	}
}
