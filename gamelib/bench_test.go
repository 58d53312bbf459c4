package gamelib

import "testing"

func BenchmarkMex(b *testing.B) {
	vs := make([]int, 1000)
	for i := range vs {
		vs[i] = (i * 7) % 997
	}
	for b.Loop() {
		Mex(vs)
	}
}

// BenchmarkSolver solves every three-heap Nim position with heaps < 16:
// 4096 positions, each with up to 45 moves, through the map-based memo.
func BenchmarkSolver(b *testing.B) {
	for b.Loop() {
		s := NewSolver(nimMoves)
		if _, err := s.Value([3]int{15, 15, 15}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFindPeriod(b *testing.B) {
	s := make(Sequence, 1<<20)
	for i := range s {
		if i >= 71 {
			s[i] = i % 12
		}
	}
	for b.Loop() {
		if !s.FindPeriod(nil).Found {
			b.Fatal("no period")
		}
	}
}
