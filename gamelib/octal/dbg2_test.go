package octal

import (
	"fmt"
	"os"
	"testing"
	"time"
)

// simulate speculation in one goroutine: chunks alternate between nw workers.
func simSpec(s *sparseSolver, n, nw int) error {
	for m0 := len(s.g); m0 <= n; m0 = len(s.g) {
		s.maintain(m0)
		if m0 < s.from {
			if err := s.serial(m0, min(m0+block-1, n)); err != nil {
				return err
			}
			continue
		}
		last := min(m0+s.round-1, n)
		cnt := last - m0 + 1
		for c, k := 0, 0; c < cnt; c, k = c+specChunk, k+1 {
			s.guessChunk(s.ws[k%nw], m0, c, min(c+specChunk, cnt))
		}
		kspec := s.k
		for m := m0; m <= last; m++ {
			if err := s.record(m, s.fixup(m, m0, kspec)); err != nil {
				return err
			}
		}
	}
	return nil
}

func TestDbgSim(t *testing.T) {
	n := 1 << 22
	for _, nw := range []int{1, 2, 1, 2} {
		s := newSparseSolver(grundysRule)
		s.setWorkers(2)
		s.reserve(n)
		t0 := time.Now()
		if err := simSpec(s, n, nw); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(os.Stderr, "nw=%d %v redone=%d\n", nw, time.Since(t0), s.redone)
	}
}
