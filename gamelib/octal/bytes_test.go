package octal

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/grundylab/grundylab/gamelib"
)

// TestProduces8: the eight-lane check of a guess on one-byte values
// against the plain one, on every range of small random tables, with
// values that occur and one above 255.
func TestProduces8(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 200 {
		n := 2 + rng.IntN(200)
		g8 := make([]uint8, n)
		g16 := make([]uint16, n)
		top := uint64([]int{2, 4, 16, 256}[trial%4])
		for i := range g8 {
			g8[i] = uint8(rng.Uint64N(top))
			g16[i] = uint16(g8[i])
		}
		for r := 2; r < n; r++ {
			for lim := 0; lim <= (r-1)/2+1 && lim < r; lim++ {
				for _, v := range []uint16{0, 1, uint16(rng.Uint64N(top)), g16[1] ^ g16[r-1], 0xff, 0x100} {
					if got, want := produces(g8, nil, r, lim, v), producesPlain(g16, r, lim, v); got != want {
						t.Fatalf("produces(%d, %d, %d) = %v on bytes, plain %v", r, lim, v, got, want)
					}
				}
			}
		}
	}
}

// TestProduces9: the check of a guess on nine-bit values (a byte and the
// ninth bit in the plane) against the plain one, on random tables.
func TestProduces9(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for trial := range 200 {
		n := 2 + rng.IntN(200)
		g8 := make([]uint8, n)
		hi := make([]byte, hiBytes(n))
		g16 := make([]uint16, n)
		top := uint64([]int{2, 16, 300, 512}[trial%4])
		for i := range g8 {
			g16[i] = uint16(rng.Uint64N(top))
			g8[i] = uint8(g16[i])
			putHi(hi, i, int(g16[i]))
		}
		for i := range g8 {
			if get(g8, hi, i) != int(g16[i]) {
				t.Fatalf("get(%d) = %d, put %d", i, get(g8, hi, i), g16[i])
			}
		}
		for r := 2; r < n; r++ {
			for lim := 0; lim <= (r-1)/2+1 && lim < r; lim++ {
				for _, v := range []uint16{0, 1, uint16(rng.Uint64N(top)), g16[1] ^ g16[r-1], 0xff, 0x100, 0x1ff, 0x200} {
					if got, want := produces(g8, hi, r, lim, v), producesPlain(g16, r, lim, v); got != want {
						t.Fatalf("produces(%d, %d, %d) = %v on nine bits, plain %v", r, lim, v, got, want)
					}
				}
			}
		}
	}
}

// TestSolverOneByte: the public Solver, which holds values in one byte
// and widens them to two at the first value above 255, gives the values
// of the two-byte solver: on random codes (against the plain solver),
// and on 0.04, whose g(9169) = 293 is its first value above 255 (so the
// widening happens inside a speculative round with two workers), and on
// the hexadecimal 0.8, whose values grow as n/3 (three-heap moves, one
// worker), extended in steps across the widening.
func TestSolverOneByte(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 8))
	for range 40 {
		c := randomCode(rng, 4)
		want, err := c.rule().plain(ctx, 1500, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			s := c.NewSolver()
			s.SetWorkers(workers)
			if err := s.Extend(ctx, 1500, nil); err != nil {
				t.Fatal(err)
			}
			if i := firstDiff(s.Values(), want); i >= 0 {
				t.Fatalf("%s, %d workers: g(%d) = %d, plain %d", c, workers, i, s.Values()[i], want[i])
			}
		}
	}
	for _, tc := range []struct {
		code  string
		n     int
		steps []int
	}{{"0.04", 12000, []int{5000, 9168, 9169, 9170, 12000}}, {"0.04", 12000, []int{12000}}, {"0.8", 900, []int{500, 900}}} {
		c := MustParse(tc.code)
		want, err := c.rule().sparseWorkers(ctx, tc.n, 1, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := c.NewSolver()
		s.SetWorkers(2)
		for _, n := range tc.steps {
			if err := s.Extend(ctx, n, nil); err != nil {
				t.Fatal(err)
			}
			if i := firstDiff(s.Values(), want[:n+1]); i >= 0 {
				t.Fatalf("%s to %d: g(%d) = %d, want %d", tc.code, n, i, s.Values()[i], want[i])
			}
			if bits, top := s.Bits(), maxOf(want[:n+1]); bits != bitsFor(top) {
				t.Errorf("%s to %d: %d bits a value with largest value %d", tc.code, n, bits, top)
			}
			if n > 0 && (s.At(n) != int(want[n]) || len(s.AppendValues(nil, 1, n)) != n-1) {
				t.Errorf("%s to %d: At or AppendValues disagree", tc.code, n)
			}
		}
	}
}

// bitsFor is the bits a Solver's value takes when the largest is top.
func bitsFor(top uint16) int {
	switch {
	case top < 256:
		return 8
	case top < 512:
		return 9
	}
	return 16
}

func maxOf(g []uint16) uint16 {
	m := uint16(0)
	for _, v := range g {
		m = max(m, v)
	}
	return m
}

// TestSolverNineBits: codes whose values pass 255 early hold them in a
// byte and the plane of ninth bits, then pass 511 and widen to two bytes
// (0.0404: g(2127) is its first value above 255, g(4550) above 511; 0.74:
// first above 255 at 4757, largest to 40000 is 414; 0.64: at 3833). The
// public Solver, with one and two workers and extended in steps that
// leave speculative rounds starting anywhere, gives at every step the
// plain recursion's values and the bits a value its largest value asks,
// with the fused marks as bits (fuseBits9, values from bitLimit = 256 on
// marked again: 0.0404 and 0.74 have them) and as bytes (fuseMarks9).
func TestSolverNineBits(t *testing.T) {
	ctx := context.Background()
	defer func() { useFuseBits = haveFuseBits }()
	for _, tc := range []struct {
		code  string
		steps []int
	}{
		{"0.0404", []int{2126, 2127, 2133, 3001, 4549, 4550, 4551, 6000}},
		{"0.0404", []int{6000}},
		{"0.74", []int{4757, 5003, 6001, 8000}},
		{"0.64", []int{7000}},
	} {
		c := MustParse(tc.code)
		last := tc.steps[len(tc.steps)-1]
		want, err := c.rule().plain(ctx, last, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []struct {
			workers int
			bytes   bool // fused marks one byte a pair where fuseBits9 would run
		}{{1, false}, {2, false}, {1, true}, {2, true}} {
			if mode.bytes && !haveFuseBits {
				continue // the byte marks are the modes above
			}
			useFuseBits = haveFuseBits && !mode.bytes
			workers := mode.workers
			s := c.NewSolver()
			s.SetWorkers(workers)
			for _, n := range tc.steps {
				if err := s.Extend(ctx, n, nil); err != nil {
					t.Fatal(err)
				}
				if i := firstDiff(s.Values(), want[:n+1]); i >= 0 {
					t.Fatalf("%s to %d, %d workers: g(%d) = %d, plain %d", tc.code, n, workers, i, s.Values()[i], want[i])
				}
				if bits, top := s.Bits(), maxOf(want[:n+1]); bits != bitsFor(top) {
					t.Errorf("%s to %d: %d bits a value with largest value %d", tc.code, n, bits, top)
				}
				for _, x := range []int{0, 1, n / 2, n - 1, n} {
					if s.At(x) != int(want[x]) {
						t.Errorf("%s to %d: At(%d) = %d, plain %d", tc.code, n, x, s.At(x), want[x])
					}
				}
				if got := s.AppendValues(nil, n/3, n); firstDiff(got, want[n/3:n]) >= 0 {
					t.Errorf("%s to %d: AppendValues(%d, %d) disagrees with the plain values", tc.code, n, n/3, n)
				}
				// The period search reads a copy of the values: the same
				// answer as on the plain values.
				pt, pp, ok := certifiedPeriod(c, want[:n+1])
				if st, sp, _, sok := s.CertifiedPeriod(); sok != ok || st != pt || sp != pp {
					t.Errorf("%s to %d: CertifiedPeriod = %d, %d, %v; on the plain values %d, %d, %v", tc.code, n, st, sp, sok, pt, pp, ok)
				}
			}
		}
	}
}

// TestResumeNineBits: a solver resumed from values read back holds them
// as the solver that computed them did (a byte, a byte and a bit, two
// bytes) and goes on to the plain recursion's values.
func TestResumeNineBits(t *testing.T) {
	ctx := context.Background()
	c := MustParse("0.0404") // first value above 255 at 2127, above 511 at 4550
	want, err := c.rule().plain(ctx, 6000, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []int{1000, 2127, 2128, 3001, 4550, 4551, 5000} {
		s, err := c.ResumeSolver(append([]uint16(nil), want[:m]...))
		if err != nil {
			t.Fatal(err)
		}
		if bits, top := s.Bits(), maxOf(want[:m]); bits != bitsFor(top) {
			t.Errorf("resumed at %d: %d bits a value with largest value %d", m, bits, top)
		}
		s.SetWorkers(2)
		if err := s.Extend(ctx, 6000, nil); err != nil {
			t.Fatal(err)
		}
		if i := firstDiff(s.Values(), want); i >= 0 {
			t.Fatalf("resumed at %d: g(%d) = %d, plain %d", m, i, s.Values()[i], want[i])
		}
	}
	if _, err := c.ResumeSolverContext(gamelib.WithLimits(ctx, gamelib.Limits{Memory: 1000}), want[:3001]); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("resumed 3001 values within 1000 bytes: err = %v, want ErrTooLarge", err)
	}
}

// TestResumeSolverFrom: values read in pieces of every size from 1 to
// 1000 heaps give the solver ResumeSolver gives (the same bits a value,
// the same values after extending): 0.0404 resumed below 256, between 256
// and 511 and past 511 (moved to two bytes a heap while read); and the
// errors of a short or long read, of g(0) ≠ 0 and of yield's caller.
func TestResumeSolverFrom(t *testing.T) {
	ctx := context.Background()
	c := MustParse("0.0404")
	want, err := c.rule().plain(ctx, 6000, nil)
	if err != nil {
		t.Fatal(err)
	}
	pieces := func(g []uint16, size int) func(func([]uint16) error) error {
		return func(yield func([]uint16) error) error {
			for len(g) > 0 {
				k := min(size, len(g))
				if err := yield(slices.Clone(g[:k])); err != nil {
					return err
				}
				g = g[k:]
			}
			return nil
		}
	}
	for _, m := range []int{1, 1000, 2128, 3001, 4551} {
		for _, size := range []int{1, 7, 1000} {
			s, err := c.ResumeSolverFrom(ctx, m, 0, pieces(want[:m], size))
			if err != nil {
				t.Fatal(err)
			}
			if bits, top := s.Bits(), maxOf(want[:m]); bits != bitsFor(top) {
				t.Errorf("resumed at %d in pieces of %d: %d bits a value with largest value %d", m, size, bits, top)
			}
			if err := s.Extend(ctx, 6000, nil); err != nil {
				t.Fatal(err)
			}
			if i := firstDiff(s.Values(), want); i >= 0 {
				t.Fatalf("resumed at %d in pieces of %d: g(%d) = %d, plain %d", m, size, i, s.Values()[i], want[i])
			}
		}
	}
	// With room to g(n): extending to n keeps the arrays (no copy) while
	// the values keep their width: a byte (Grundy's game to 6000), a byte
	// and the plane of ninth bits (0.0404 up to its first value above
	// 511), two bytes (0.0404 from there).
	p256, p512 := slices.IndexFunc(want, func(v uint16) bool { return v >= 256 }), slices.IndexFunc(want, func(v uint16) bool { return v >= 512 })
	if p256 < 1 || p512 < p256+2 {
		t.Fatalf("0.0404 first passes 255 at %d and 511 at %d", p256, p512)
	}
	grundy, err := MustParse("4!.0").rule().plain(ctx, 6000, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		code   string
		values []uint16
		m, n   int
		bits   int
	}{
		{"4!.0", grundy, 1000, 6000, 8},
		{"0.0404", want, p256 + 1, p512 - 1, 9},
		{"0.0404", want, p512 + 1, 6000, 16},
	} {
		s, err := MustParse(tc.code).ResumeSolverFrom(ctx, tc.m, tc.n, pieces(tc.values[:tc.m], 100))
		if err != nil {
			t.Fatal(err)
		}
		data := func() (unsafe.Pointer, unsafe.Pointer) {
			if s.s8 != nil {
				return unsafe.Pointer(unsafe.SliceData(s.s8.g)), unsafe.Pointer(unsafe.SliceData(s.s8.hi))
			}
			return unsafe.Pointer(unsafe.SliceData(s.s16.g)), nil
		}
		g0, hi0 := data()
		if err := s.Extend(ctx, tc.n, nil); err != nil {
			t.Fatal(err)
		}
		if i := firstDiff(s.Values(), tc.values[:tc.n+1]); i >= 0 {
			t.Fatalf("%s resumed at %d with room to %d: g(%d) = %d, plain %d", tc.code, tc.m, tc.n, i, s.Values()[i], tc.values[i])
		}
		if g1, hi1 := data(); s.Bits() != tc.bits || g1 != g0 || hi1 != hi0 {
			t.Errorf("%s resumed at %d with room to %d: %d bits a value (want %d), extending moved the values %v, the plane %v",
				tc.code, tc.m, tc.n, s.Bits(), tc.bits, g1 != g0, hi1 != hi0)
		}
	}
	stop := errors.New("stop")
	for _, tc := range []struct {
		name  string
		heaps int
		each  func(func([]uint16) error) error
		want  error
	}{
		{"short", 100, pieces(want[:99], 10), nil},
		{"long", 100, pieces(want[:101], 10), nil},
		{"g(0) = 1", 3, pieces([]uint16{1, 0, 1}, 2), nil},
		{"yield's caller", 100, func(func([]uint16) error) error { return stop }, stop},
	} {
		if _, err := c.ResumeSolverFrom(ctx, tc.heaps, 0, tc.each); err == nil || tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}

// TestPlaneAllCodes: with the plane of ninth bits forced from heap 0
// (values below 256 held as if they could pass 255), the solver, serial
// and in forced speculative rounds with one and two workers, gives the
// values of the two-byte solver (which TestSparseAllCodes checks against
// the plain one) on every octal code with up to three digits to 2^11,
// and 4.xxx to 2^10: the nine-bit paths (markPairs9, fuseMarks9,
// produces9, the rounds that start at a multiple of 8) on every kind of
// split, rare–rare pairs included.
func TestPlaneAllCodes(t *testing.T) {
	for _, tc := range []struct {
		d0 uint8
		n  int
	}{{0, 1 << 11}, {4, 1 << 10}} {
		n := tc.n
		if testing.Short() {
			n = 1 << 9
		}
		for _, c := range allCodes(tc.d0) {
			r := c.rule()
			want, _ := solveWith(t, r, n, 1, false, 512, 2048)
			for _, sc := range []struct {
				workers     int
				force       bool
				round, from int
			}{{1, false, 512, 2048}, {1, true, 32, 64}, {2, true, 64, 128}} {
				s := newSparseSolver[uint8](r)
				s.round, s.from = sc.round, sc.from
				s.setWorkers(sc.workers)
				if sc.force && len(s.thre) == 0 {
					s.spec = true
					s.allocSpec()
				}
				if err := s.addHi(t.Context()); err != nil {
					t.Fatal(err)
				}
				if err := s.extend(t.Context(), n, nil); errors.Is(err, errWiden) {
					continue // a value above 511
				} else if err != nil {
					t.Fatal(err)
				}
				for x, v := range want {
					if got := get(s.g, s.hi, x); got != int(v) {
						t.Fatalf("%s %+v: g(%d) = %d with the plane, two-byte solver %d", c, sc, x, got, v)
					}
				}
			}
		}
	}
}

// fillNineBits fills g with random low bytes (masked by mask) and hi with
// ninth bits: none (kind 0), each at random (1), or one heap in 40 (2).
func fillNineBits(rng *rand.Rand, g []uint8, hi []byte, kind int, mask uint8) {
	for x := range g {
		g[x] = uint8(rng.IntN(256)) & mask
		v := 0
		switch kind {
		case 1:
			v = rng.IntN(2) << 8
		case 2:
			if rng.IntN(40) == 0 {
				v = 0x100
			}
		}
		putHi(hi, x, v|int(g[x]))
	}
}

// TestFuseMarks9: fuseMarks9 marks, for random low bytes, ninth bits and
// listed heaps (values up to 511, ninth bits set in none, some or all of
// the eight heaps), exactly the values of the plain loop, lane by lane.
func TestFuseMarks9(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	const n = 1 << 12
	g := make([]uint8, n)
	hi := make([]byte, hiBytes(n))
	for trial := range 200 {
		fillNineBits(rng, g, hi, trial%3, 0xff)
		list := make([]rareHeap, 1+rng.IntN(64))
		for i := range list {
			list[i] = rareHeap{uint32(1 + rng.IntN(n/2)), uint16(rng.IntN(512))}
		}
		r0 := n/2 + rng.IntN(n/2-8)
		got, want := new(markGroup), new(markGroup)
		fuseMarks9(got, g, hi, r0, list)
		for _, e := range list {
			for i := range block {
				want.heap(i)[int(e.val)^get(g, hi, r0+i-int(e.pos))] = 1
			}
		}
		if *got != *want {
			for i := range block {
				if *got.heap(i) != *want.heap(i) {
					t.Fatalf("trial %d: heap %d of the group marked otherwise than the plain loop", trial, i)
				}
			}
		}
	}
}
