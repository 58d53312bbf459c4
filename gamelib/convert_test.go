package gamelib_test

import (
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

func TestSequenceOf(t *testing.T) {
	if got := gamelib.SequenceOf([]uint16{0, 1, 65535}); !slices.Equal(got, gamelib.Sequence{0, 1, 65535}) {
		t.Errorf("SequenceOf = %v", got)
	}
	if got := gamelib.SequenceOf([]uint8(nil)); len(got) != 0 {
		t.Errorf("SequenceOf(nil) = %v", got)
	}
}

func TestExceptions(t *testing.T) {
	// 0 1 2 | 0 1 0 1 0 1 …: period 2 from heap 3; heap 2 (value 2 vs
	// g(4) = 1) and heap 0 (0 vs g(4)... ) are checked by brute force.
	s := gamelib.Sequence{0, 1, 2, 0, 1, 0, 1, 0, 1, 0}
	var want []int
	for n := 0; n < 3; n++ {
		// the partner n + kp in [3, 5)
		m := n
		for m < 3 {
			m += 2
		}
		if s[n] != s[m] {
			want = append(want, n)
		}
	}
	if got := s.Exceptions(3, 2); !slices.Equal(got, want) || len(want) == 0 {
		t.Errorf("Exceptions(3, 2) = %v, want %v", got, want)
	}
	if s.Exceptions(0, 2) != nil || s.Exceptions(3, 0) != nil {
		t.Error("no preperiod or no period should give nil")
	}
	if got := s[:4].Exceptions(3, 2); len(got) > 3 {
		t.Errorf("short sequence: %v", got)
	}
}
