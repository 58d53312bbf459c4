package thuemorse

import (
	"math"
	"math/big"
	"testing"

	"github.com/grundylab/grundylab/gamelib/modular"
)

// borrowParity counts the borrows of the binary subtraction r − s.
func borrowParity(r, s uint64) int {
	b, c := uint64(0), 0
	for ; r > 0 || s > 0; r, s = r>>1, s>>1 {
		x := int64(r&1) - int64(s&1) - int64(b)
		b = 0
		if x < 0 {
			b = 1
			c++
		}
	}
	return c & 1
}

// The borrow parity of r − s equals t(s) ⊕ t(r−s) ⊕ t(r), the carry parity
// of s + (r−s): the identity behind the carry rule.
func TestBorrowParity(t *testing.T) {
	for r := uint64(0); r < 1<<10; r++ {
		for s := uint64(0); s <= r; s++ {
			if got, want := borrowParity(r, s), T(int(s))^T(int(r-s))^T(int(r)); got != want {
				t.Fatalf("borrows(%d−%d) parity %d, t-parity %d", r, s, got, want)
			}
		}
	}
}

// digits returns the base-4 digits of r, least significant first, padded
// to length l.
func digits(r uint64, l int) []int {
	d := make([]int, l)
	for i := range l {
		d[i] = int(r >> (2 * i) & 3)
	}
	return d
}

// The subset automaton of Certify, run on r (at several paddings), must
// say "bad" exactly when some pattern s < r has odd borrow parity.
func TestNFAMatchesDefinition(t *testing.T) {
	inP := func(s uint64) bool { return s == 0 || IsPattern(int(s)) }
	for r := uint64(0); r < 1<<12; r++ {
		want := false
		for s := uint64(0); s < r; s++ {
			if inP(s) && borrowParity(r, s) == 1 {
				want = true
				break
			}
		}
		for _, l := range []int{6, 7, 9} {
			mask := uint64(1) << nfaIndex(patS, 0, 0, 0)
			lr := patS
			for _, d := range digits(r, l) {
				mask = nfaStep(patternDFA, mask, d)
				lr = patStep(lr, d)
			}
			if got := nfaBad(patternDFA, mask); got != want {
				t.Fatalf("r=%d, %d digits: automaton bad=%v, definition %v", r, l, got, want)
			}
			if (lr != patX) != inP(r) {
				t.Fatalf("r=%d, %d digits: pattern automaton %v, IsPattern %v", r, l, lr != patX, inP(r))
			}
		}
	}
}

// Appending zero digits never changes acceptance of the pattern automaton.
func TestPatternPaddingClosed(t *testing.T) {
	for st := range patStates {
		x := st
		for range patStates + 1 {
			x = patStep(x, 0)
			if (x != patX) != (st != patX) {
				t.Errorf("state %d: padding changes acceptance", st)
			}
		}
	}
}

// A wrong pattern must be refuted with a true counterexample.
func TestCertifyRefutesWrongPatterns(t *testing.T) {
	greedy, err := Greedy(16, nil)
	if err != nil {
		t.Fatal(err)
	}
	losing := map[uint64]bool{}
	for _, r := range greedy {
		losing[uint64(r)] = true
	}
	for _, tc := range []struct {
		name string
		step func(st, d int) int
	}{
		{"allow digit 2 after the run", func(st, d int) int {
			if st == patS && d == 2 {
				return patA
			}
			return patStep(st, d)
		}},
		{"allow any digits after a 1", func(st, d int) int {
			if st == patB {
				return patB
			}
			return patStep(st, d)
		}},
		{"forbid 1 after the run", func(st, d int) int {
			if st == patS && d == 1 {
				return patX
			}
			return patStep(st, d)
		}},
		{"only runs of 3s", func(st, d int) int {
			if st == patS && d == 3 {
				return patS
			}
			if st == patS && d == 0 {
				return patB // zeros only: 3^j
			}
			if st == patB && d == 0 {
				return patB
			}
			return patX
		}},
	} {
		p := patternDFA
		p.step = tc.step
		_, err := certify(p)
		if err == nil {
			t.Errorf("%s: certified", tc.name)
			continue
		}
		t.Logf("%s: %v", tc.name, err)
	}
	// The counterexample of a refutation is a real disagreement: find it by
	// running the wrong automaton directly.
	p := patternDFA
	p.step = func(st, d int) int {
		if st == patS && d == 2 {
			return patA
		}
		return patStep(st, d)
	}
	_, err = certify(p)
	var r big.Int
	if _, ok := r.SetString(counterexample(err), 10); !ok || !r.IsUint64() || r.Uint64() > 1<<16 {
		t.Fatalf("counterexample from %v", err)
	}
	x := r.Uint64()
	accepted := func(x uint64) bool {
		st := p.start
		for ; x > 0; x >>= 2 {
			st = p.step(st, int(x&3))
		}
		return p.accept(st)
	}
	if accepted(x) == losing[x] {
		t.Errorf("counterexample r=%d is no disagreement: accepted=%v losing=%v", x, accepted(x), losing[x])
	}
}

func counterexample(err error) string {
	s := err.Error()
	i := len("thuemorse: pattern fails the carry rule at r=")
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return s[i:j]
}

func TestCertificateSize(t *testing.T) {
	c, err := Certify()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("certificate: %+v", c)
	if c.NFAStates != patStates*8 || c.States < patStates {
		t.Errorf("certificate %+v", c)
	}
}

// The int64 closed form and its math/big fallback agree, also for huge n.
func TestSumBigFallback(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 17, 1000, 1_000_000_000_000_000_000, math.MaxInt, math.MaxInt - 1} {
		for _, m := range []int64{2, 6, 1_000_000_007, 1<<61 - 1, math.MaxInt64 / 6} {
			got, err := Sum(n, m)
			if want := sumBig(n, m); err != nil || got != want {
				t.Errorf("Sum(%d, %d) = %d, %v; math/big gives %d", n, m, got, err, want)
			}
		}
	}
}

// sumMatrix is an independent check of Sum for huge n: the seed's layer
// step, (s, T_k, 4^k, 8^k, 1) ↦ (s + 8^k + T_k + 4·4^k − 1, 2T_k + 8^k +
// 2·4^k, 4·4^k, 8·8^k, 1), raised to the power ⌊n/2⌋ by repeated squaring,
// then the last (partial) layer.
func sumMatrix(n int, m int64) int64 {
	type mat [5][5]int64
	mul := func(a, b mat) mat {
		var c mat
		for i := range 5 {
			for j := range 5 {
				for k := range 5 {
					c[i][j] = modular.Add(c[i][j], modular.Mul(a[i][k], b[k][j], m), m)
				}
			}
		}
		return c
	}
	r := func(x int64) int64 { return modular.Reduce(x, m) }
	step := mat{
		{1, r(1), r(4), r(1), r(-1)},
		{0, r(2), r(2), r(1), 0},
		{0, 0, r(4), 0, 0},
		{0, 0, 0, r(8), 0},
		{0, 0, 0, 0, 1},
	}
	var p mat
	for i := range 5 {
		p[i][i] = 1 % m
	}
	for e := n / 2; e > 0; e >>= 1 {
		if e&1 != 0 {
			p = mul(p, step)
		}
		step = mul(step, step)
	}
	// Column vector (0, T_0 = 0, 4^0, 8^0, 1).
	v := [5]int64{}
	for i := range 5 {
		v[i] = modular.Add(modular.Add(p[i][2], p[i][3], m), p[i][4], m)
	}
	s, tk, p4, p8 := v[0], v[1], v[2], v[3]
	if n%2 == 0 {
		return modular.Add(s, p4, m)
	}
	return modular.Add(s, modular.Add(p8, tk, m), m)
}

func TestSumMatrix(t *testing.T) {
	for _, m := range []int64{2, 6, 10, 1_000_000_007, 1<<61 - 1, math.MaxInt64/6 + 1, math.MaxInt64} {
		for _, n := range []int{0, 1, 2, 3, 4, 6, 12, 99, 1_000_000, 1_000_000_000_000_000_000, math.MaxInt} {
			got, err := Sum(n, m)
			if want := sumMatrix(n, m); err != nil || got != want {
				t.Errorf("Sum(%d, %d) = %d, %v; matrix power gives %d", n, m, got, err, want)
			}
		}
	}
}
