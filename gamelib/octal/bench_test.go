package octal

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
)

// The benchmarks of issue 6: the plain and the rare/common solver side by
// side, Kayles certified, and Grundy's game to 2^22 (one thread).

func benchRule(b *testing.B, r *rule, n int, sparse bool) {
	for b.Loop() {
		var err error
		if sparse {
			_, err = r.sparse(context.Background(), n, nil, nil)
		} else {
			_, err = r.plain(context.Background(), n, nil)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKaylesPlain2e16(b *testing.B)  { benchRule(b, Kayles().rule(), 1<<16, false) }
func BenchmarkKaylesSparse2e16(b *testing.B) { benchRule(b, Kayles().rule(), 1<<16, true) }
func BenchmarkGrundyPlain2e16(b *testing.B)  { benchRule(b, grundysRule, 1<<16, false) }
func BenchmarkGrundySparse2e16(b *testing.B) { benchRule(b, grundysRule, 1<<16, true) }
func BenchmarkGrundySparse2e20(b *testing.B) { benchRule(b, grundysRule, 1<<20, true) }
func BenchmarkGrundySparse2e22(b *testing.B) { benchRule(b, grundysRule, 1<<22, true) }

// BenchmarkKaylesCertify: values until the periodicity theorem proves
// Kayles' period.
func BenchmarkKaylesCertify(b *testing.B) {
	for b.Loop() {
		p, err := heap.FindPeriod(Kayles(), 1<<20, nil)
		if err != nil || !p.Certified {
			b.Fatal(p, err)
		}
	}
}

// BenchmarkDawsonValues2e20: Dawson's Kayles has no sparse space; the
// values after its certificate follow from the period.
func BenchmarkDawsonValues2e20(b *testing.B) {
	for b.Loop() {
		if _, err := DawsonsKayles().Values16(1<<20, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCertify0376 against BenchmarkValues0376 (issue 12): 0.376
// (preperiod 2,268,248, period 4) certified from 4,536,507 values; the
// period search should add at most about 10 % to computing them. Run with
// -benchtime 1x: one run takes seconds.
func BenchmarkCertify0376(b *testing.B) {
	c := MustParse("0.376")
	for b.Loop() {
		p, err := heap.FindPeriod(c, 1<<23, nil)
		if err != nil || !p.Certified || p.Needed != 4536507 {
			b.Fatal(p, err)
		}
	}
}

func BenchmarkValues0376(b *testing.B) {
	c := MustParse("0.376")
	for b.Loop() {
		if err := c.NewSolver().Extend(context.Background(), 4536506, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// speculateInline computes the values up to g(n) by the speculative rounds
// of two workers run in this goroutine, chunk after chunk: the work two
// cores share, without the threads, to tell the speculation's own cost
// from the cost of running it in parallel.
func speculateInline(s *sparseSolver[uint16], n int) error {
	for m0 := len(s.g); m0 <= n; m0 = len(s.g) {
		s.maintain(m0)
		if m0 < s.from {
			if err := s.serial(m0, min(m0+block-1, n)); err != nil {
				return err
			}
			continue
		}
		last := min(m0+s.round-1, n)
		count := last - m0 + 1
		for c, k := 0, 0; c < count; c, k = c+specChunk, k+1 {
			s.guessChunk(s.ws[k%len(s.ws)], m0, c, min(c+specChunk, count))
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

// BenchmarkGrundySpeculateInline2e22 is Grundy's game to 2^22 by the
// speculative rounds of two workers in one goroutine (compare with
// BenchmarkGrundySparse2e22 at -cpu 1, the serial solver).
func BenchmarkGrundySpeculateInline2e22(b *testing.B) {
	for b.Loop() {
		s := newSparseSolver[uint16](grundysRule)
		s.setWorkers(2)
		if err := s.reserve(context.Background(), 1<<22); err != nil {
			b.Fatal(err)
		}
		if err := speculateInline(s, 1<<22); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSpeculateInline checks the inline rounds give the serial values, so
// that the benchmark above measures the same computation.
func TestSpeculateInline(t *testing.T) {
	n := 1 << 15
	s := newSparseSolver[uint16](grundysRule)
	s.setWorkers(2)
	s.from, s.round = 256, 64
	s.allocSpec()
	if err := speculateInline(s, n); err != nil {
		t.Fatal(err)
	}
	want, err := grundysRule.sparseWorkers(context.Background(), n, 1, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for m := range want {
		if s.g[m] != want[m] {
			t.Fatalf("g(%d) = %d inline, %d serial", m, s.g[m], want[m])
		}
	}
}

// BenchmarkGrundySolver2e22 is Grundy's game to 2^22 by the public Solver,
// which holds the values in one byte a heap (BenchmarkGrundySparse2e22:
// two bytes, the solver behind Values16; BenchmarkGrundySolverNineBits:
// a byte and a bit).
func BenchmarkGrundySolver2e22(b *testing.B) {
	for b.Loop() {
		s := GrundysGame().NewSolver()
		if err := s.Extend(context.Background(), 1<<22, nil); err != nil {
			b.Fatal(err)
		}
		if s.Bits() != 8 {
			b.Fatal("Grundy's game to 2^22 widened its values")
		}
	}
}

// grundy2e23 holds g(0 … 2^23) of Grundy's game for
// BenchmarkGrundyNineBits (computed once: about 20 s).
var grundy2e23 = sync.OnceValue(func() []uint16 {
	s := GrundysGame().NewSolver()
	if err := s.Extend(context.Background(), 1<<23, nil); err != nil {
		panic(err)
	}
	return s.Values()
})

// BenchmarkGrundyNineBits compares the two stores of values above 255 on
// the same work: Grundy's game from heap 2^23 (past g(7250049) = 256) to
// 2^23 + 2^17, one worker, resumed with the values in two bytes a heap
// (bits=16, the store before the ninth-bit plane) or in a byte and a bit
// (bits=9, what a Solver holds). Run the two side by side (-count and
// benchstat): the machine's load moves both alike.
//
// bits=9,marks=bytes is bits=9 with the fused marks one byte a pair
// (fuseMarks9), as on a machine without AVX-512; bits=9 uses fuseBits9
// where the machine has it.
func BenchmarkGrundyNineBits(b *testing.B) {
	g := grundy2e23()
	r := GrundysGame().rule()
	for _, tc := range []struct {
		bits  int
		name  string
		bytes bool
	}{{16, "bits=16", false}, {9, "bits=9", false}, {9, "bits=9,marks=bytes", true}} {
		bits := tc.bits
		b.Run(tc.name, func(b *testing.B) {
			defer func(u bool) { useFuseBits = u }(useFuseBits)
			useFuseBits = useFuseBits && !tc.bytes
			for range b.N {
				b.StopTimer()
				var s *Solver
				if bits == 16 {
					s = newSolver(r, restore(r, slices.Clone(g), nil))
				} else {
					var err error
					if s, err = resumeSolver(context.Background(), r, g); err != nil {
						b.Fatal(err)
					}
				}
				s.SetWorkers(1)
				if s.Bits() != bits {
					b.Fatalf("resumed with %d bits a value", s.Bits())
				}
				if err := s.Reserve(1<<23 + 1<<17); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := s.Extend(context.Background(), 1<<23+1<<17, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFuseMarks9: the solver's inner loop on nine-bit values, 1287
// listed heaps (Grundy's game's rare heaps) against eight heaps whose
// values have no ninth bit, as nearly all past 2^30 have.
func BenchmarkFuseMarks9(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 1 << 16
	g := make([]uint8, n)
	for x := range g {
		g[x] = uint8(rng.IntN(256))
	}
	hi := make([]byte, hiBytes(n))
	list := make([]rareHeap, 1287)
	for i := range list {
		list[i] = rareHeap{uint32(1 + rng.IntN(n/2)), uint16(rng.IntN(260))}
	}
	slices.SortFunc(list, func(x, y rareHeap) int { return int(x.pos) - int(y.pos) })
	mk := new(markGroup)
	for b.Loop() {
		fuseMarks9(mk, g, hi, n-8, list)
	}
}
