package gamelib

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// mexBrute is the definition: try 0, 1, 2, … until one is missing.
func mexBrute(values []int) int {
	for m := 0; ; m++ {
		if !slices.Contains(values, m) {
			return m
		}
	}
}

var mexTests = []struct {
	values []int
	want   int
}{
	// The three examples of seed 004: mex{0,1,2} = 3, mex{1,2} = 0, mex{0,1,3} = 2.
	{[]int{0, 1, 2}, 3},
	{[]int{1, 2}, 0},
	{[]int{0, 1, 3}, 2},
	{nil, 0},
	{[]int{0, 0, 0}, 1},
	{[]int{5, 4, 3, 2, 1, 0}, 6},
	{[]int{-1, 0, 100}, 1},
	{[]int{63, 62, 61}, 0},
}

func TestMex(t *testing.T) {
	for _, tc := range mexTests {
		if got := Mex(tc.values); got != tc.want {
			t.Errorf("Mex(%v) = %d, want %d", tc.values, got, tc.want)
		}
		var b Bitset
		for _, v := range tc.values {
			if v >= 0 {
				b.Set(v)
			}
		}
		if got := b.Mex(); got != tc.want {
			t.Errorf("Bitset.Mex(%v) = %d, want %d", tc.values, got, tc.want)
		}
	}
}

func TestMexRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		vs := make([]int, r.IntN(200))
		for i := range vs {
			vs[i] = r.IntN(150)
		}
		want := mexBrute(vs)
		if got := Mex(vs); got != want {
			t.Fatalf("Mex(%v) = %d, want %d", vs, got, want)
		}
		var b Bitset
		for _, v := range vs {
			b.Set(v)
		}
		if got := b.Mex(); got != want {
			t.Fatalf("Bitset.Mex(%v) = %d, want %d", vs, got, want)
		}
		for _, v := range vs {
			if !b.Has(v) {
				t.Fatalf("Bitset lost %d", v)
			}
		}
		if b.Has(-1) || b.Has(1000) {
			t.Fatal("Bitset has values never set")
		}
		b.Clear()
		if b.Mex() != 0 {
			t.Fatal("Clear left values behind")
		}
	}
}

func TestBitsetFull(t *testing.T) {
	var b Bitset
	for v := range 128 {
		b.Set(v)
	}
	if got := b.Mex(); got != 128 {
		t.Errorf("Mex of 0..127 = %d, want 128", got)
	}
}

func TestNimSum(t *testing.T) {
	for _, tc := range []struct {
		values []int
		want   int
	}{
		{nil, 0}, {[]int{5}, 5}, {[]int{1, 2, 3}, 0}, {[]int{3, 5, 6}, 0}, {[]int{3, 5, 7}, 1},
	} {
		if got := NimSum(tc.values...); got != tc.want {
			t.Errorf("NimSum(%v) = %d, want %d", tc.values, got, tc.want)
		}
	}
}

func TestOutcome(t *testing.T) {
	if OutcomeOf(0) != P || OutcomeOf(3) != N || P.String() != "P" || N.String() != "N" {
		t.Error("outcome classes wrong")
	}
}

// nimMoves are the moves of Nim on a tuple of at most three heaps.
func nimMoves(p [3]int) [][3]int {
	var opts [][3]int
	for i := range p {
		for v := 0; v < p[i]; v++ {
			q := p
			q[i] = v
			opts = append(opts, q)
		}
	}
	return opts
}

func TestSolverNim(t *testing.T) {
	s := NewSolver(nimMoves)
	for a := range 8 {
		for b := range 8 {
			for c := range 8 {
				g, err := s.Value([3]int{a, b, c})
				if err != nil {
					t.Fatal(err)
				}
				if g != a^b^c {
					t.Fatalf("g(%d,%d,%d) = %d, want %d (Bouton)", a, b, c, g, a^b^c)
				}
			}
		}
	}
	if s.Len() != 512 {
		t.Errorf("Len = %d, want 512", s.Len())
	}
}

// TestSolverDeep checks that a game with a million-move line of play does
// not overflow the stack: a chain n → n−1, where g alternates 1, 0.
func TestSolverDeep(t *testing.T) {
	s := NewSolver(func(n int) []int {
		if n == 0 {
			return nil
		}
		return []int{n - 1}
	})
	g, err := s.Value(1_000_000)
	if err != nil || g != 0 {
		t.Fatalf("Value(1e6) = %d, %v; want 0", g, err)
	}
}

func TestSolverCycle(t *testing.T) {
	s := NewSolver(func(n int) []int {
		switch n {
		case 0:
			return nil
		case 3:
			return []int{1} // 1 → 2 → 3 → 1
		}
		return []int{n + 1, 0}
	})
	if _, err := s.Value(1); !errors.Is(err, ErrCycle) {
		t.Errorf("Value on a cyclic game: err = %v, want ErrCycle", err)
	}
	// A position that does not reach the cycle still has a value.
	if g, err := s.Value(0); err != nil || g != 0 {
		t.Errorf("Value(0) = %d, %v", g, err)
	}
}

func TestSolverLimit(t *testing.T) {
	s := NewSolver(func(n int) []int {
		if n == 0 {
			return nil
		}
		return []int{n - 1}
	})
	s.MaxPositions = 100
	if _, err := s.Value(1000); !errors.Is(err, ErrTooLarge) {
		t.Errorf("err = %v, want ErrTooLarge", err)
	}
}

// TestWinningMove checks on every Nim position with heaps < 8 that
// WinningMove finds a move to value 0 exactly for the N-positions, and
// checks the sum machinery on random sums.
func TestWinningMove(t *testing.T) {
	s := NewSolver(func(n int) []int {
		opts := make([]int, n)
		for i := range opts {
			opts[i] = i
		}
		return opts
	})
	for a := range 8 {
		for b := range 8 {
			for c := range 8 {
				heaps := []int{a, b, c}
				i, to, ok, err := s.WinningMove(heaps)
				if err != nil {
					t.Fatal(err)
				}
				if ok != (a^b^c != 0) {
					t.Fatalf("WinningMove(%v) ok = %v", heaps, ok)
				}
				if !ok {
					continue
				}
				if to >= heaps[i] {
					t.Fatalf("WinningMove(%v): %d → %d is not a move", heaps, heaps[i], to)
				}
				heaps[i] = to
				if v, _ := s.SumValue(heaps); v != 0 {
					t.Fatalf("WinningMove leads to value %d, not 0", v)
				}
			}
		}
	}
}

func TestSequence(t *testing.T) {
	// Kayles, g(0..12) (Berlekamp, Conway, Guy, Winning Ways, ch. 4).
	s := Sequence{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4}
	if got := s.Max(); got != 6 {
		t.Errorf("Max = %d", got)
	}
	if got := s.PPositions(); !slices.Equal(got, []int{0}) {
		t.Errorf("PPositions = %v", got)
	}
	if got := s.Value(1, 2, 3); got != 0 {
		t.Errorf("Value(1,2,3) = %d", got)
	}
	if got, err := s.Counts(); err != nil || !slices.Equal(got, []int{1, 3, 3, 2, 3, 0, 1}) {
		t.Errorf("Counts = %v, %v", got, err)
	}
	d := Sequence{0, 1, 0, 1, 0}.Density()
	if !slices.Equal(d, []float64{0, 0, 0.5, 1.0 / 3, 0.5}) {
		t.Errorf("Density = %v", d)
	}
	if Sequence(nil).Max() != -1 || len(Sequence(nil).Density()) != 0 {
		t.Error("empty sequence")
	}
}

func TestFindPeriod(t *testing.T) {
	gen := func(n int, f func(int) int) Sequence {
		s := make(Sequence, n)
		for i := range s {
			s[i] = f(i)
		}
		return s
	}
	lasker := func(m int) int { // the seed 004 law
		switch {
		case m == 0:
			return 0
		case m%4 == 3:
			return m + 1
		case m%4 == 0:
			return m - 1
		}
		return m
	}
	tests := []struct {
		name string
		s    Sequence
		opt  *PeriodOptions
		want Period
	}{
		{"constant", gen(20, func(int) int { return 0 }), nil, Period{Found: true, Period: 1, Checked: 20}},
		{"short constant", gen(10, func(int) int { return 0 }), nil, Period{Checked: 10}},
		{"nim", gen(50, func(m int) int { return m }), nil, Period{Found: true, Period: 1, Saltus: 1, Checked: 50}},
		{"nim pure", gen(50, func(m int) int { return m }), &PeriodOptions{PureOnly: true}, Period{Checked: 50}},
		{"lasker", gen(400, lasker), nil, Period{Found: true, Preperiod: 1, Period: 4, Saltus: 4, Checked: 400}},
		{"preperiod", gen(100, func(m int) int {
			if m < 7 {
				return 9
			}
			return m % 3
		}), nil, Period{Found: true, Preperiod: 7, Period: 3, Checked: 100}},
		// Period 5 needs 15 values after the preperiod; 14 are not enough.
		{"too short", gen(14, func(m int) int { return m % 5 }), &PeriodOptions{PureOnly: true, MaxPeriod: 6}, Period{Checked: 14}},
		{"empty", nil, nil, Period{}},
	}
	for _, tc := range tests {
		if got := tc.s.FindPeriod(tc.opt); got != tc.want {
			t.Errorf("%s: FindPeriod = %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestFindPeriodBrute compares FindPeriod with the definition on random
// eventually periodic sequences.
func TestFindPeriodBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		n := 1 + r.IntN(80)
		s := make(Sequence, n)
		pre, per := r.IntN(10), 1+r.IntN(6)
		for i := range s {
			if i < pre+per {
				s[i] = r.IntN(3)
			} else {
				s[i] = s[i-per]
			}
		}
		got := s.FindPeriod(nil)
		want := Period{Checked: n}
	search:
		for p := 1; 3*p <= n; p++ {
			if n < 16 {
				break
			}
			sal := s[n-1] - s[n-1-p]
			for t0 := 0; t0 <= n-max(3*p, 16); t0++ {
				ok := true
				for m := t0; m+p < n; m++ {
					ok = ok && s[m+p] == s[m]+sal
				}
				if ok {
					want = Period{Found: true, Preperiod: t0, Period: p, Saltus: sal, Checked: n}
					break search
				}
			}
		}
		if got != want {
			t.Fatalf("FindPeriod(%v) = %+v, want %+v", s, got, want)
		}
	}
}

func TestPeriodString(t *testing.T) {
	for _, tc := range []struct {
		p    Period
		want string
	}{
		{Period{Checked: 5}, "no period found in 5 values"},
		{Period{Checked: 1}, "no period found in 1 value"},
		{Period{Found: true, Preperiod: 71, Period: 12, Checked: 1000}, "preperiod 71, period 12 (observed on 1000 values)"},
		{Period{Found: true, Preperiod: 1, Period: 4, Saltus: 4, Certified: true, Proof: "theorem"}, "preperiod 1, period 4, saltus 4 (certified: theorem)"},
	} {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("String = %q, want %q", got, tc.want)
		}
	}
}

// TestFindPeriodOneRepeat: MinRepeats 1 on a short sequence must not read
// before its start.
func TestFindPeriodOneRepeat(t *testing.T) {
	s := Sequence{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	if got := s.FindPeriod(&PeriodOptions{MinRepeats: 1}); got.Found {
		t.Errorf("FindPeriod = %v, want none", got)
	}
}
