package octal

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/internal/periods"
)

// tableSearches are the searches of package periods that the hashed ones
// replace: the certified pure period and the observed arithmetic one.
func tableSearches(c *Code, g []uint16) (ct, cp, cL int, cok bool, ot, op, osal int, ook bool) {
	ct, cp, _, cL, cok = periods.Certified(g, true, nil, c.CertifyLength)
	ot, op, osal, ook = periods.Observed(g, false, 3, 16, len(g)/3, nil)
	return
}

// checkHashSearches compares certifiedPeriodHash and observedPeriodHash
// with the table searches on g, for every prefix length from 1 on.
func checkHashSearches(t *testing.T, c *Code, g []uint16, what string) {
	t.Helper()
	for n := 1; n <= len(g); n++ {
		ct, cp, cL, cok, ot, op, osal, ook := tableSearches(c, g[:n])
		ht, hp, hL, hok := certifiedPeriodHash(c, g[:n])
		if ht != ct || hp != cp || hL != cL || hok != cok {
			t.Fatalf("%s, %s, n=%d: certified (t, p, L, ok) hashed (%d, %d, %d, %v), table (%d, %d, %d, %v)",
				what, c, n, ht, hp, hL, hok, ct, cp, cL, cok)
		}
		xt, xp, xsal, xok := observedPeriodHash(g[:n])
		if xt != ot || xp != op || xsal != osal || xok != ook {
			t.Fatalf("%s, n=%d: observed (t, p, σ, ok) hashed (%d, %d, %d, %v), table (%d, %d, %d, %v)",
				what, n, xt, xp, xsal, xok, ot, op, osal, ook)
		}
	}
}

// TestHashSearchesRandom: on random sequences with a random preperiod,
// period and saltus, for codes of 1, 2 and 3 heaps and lengths 0–5, the
// hashed searches give exactly the table searches' results at every
// length.
func TestHashSearchesRandom(t *testing.T) {
	codes := []*Code{MustParse("0.3"), Kayles(), MustParse("0.07"), MustParse("0.137"), MustParse("0.8"), MustParse("0.44444"), MustParse("4.0")}
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 400 {
		n := 20 + r.IntN(300)
		g := make([]uint16, n)
		pre, per, sal := r.IntN(n/2+1), 1+r.IntN(20), 0
		if r.IntN(3) == 0 {
			sal = r.IntN(3)
		}
		k := 1 + r.IntN(4)
		for m := range g {
			if m < pre+per {
				g[m] = uint16(r.IntN(k) + m/8)
			} else {
				g[m] = g[m-per] + uint16(sal)
			}
		}
		checkHashSearches(t, codes[i%len(codes)], g, "random")
	}
}

// TestHashSearchesValues: on the values of small codes (Kayles, Dawson's
// Kayles, 0.137, 0.16, 0.354 …), the same.
func TestHashSearchesValues(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 600
	}
	for _, code := range []string{"0.77", "0.07", "0.137", "0.16", "0.354", "0.6", "0.51", "0.8", "4.07"} {
		c := MustParse(code)
		g, err := c.rule().sparse(context.Background(), n, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		checkHashSearches(t, c, g, "values")
	}
}

// TestFindPeriodSeam: Code.FindPeriod gives what heap's table search gives
// on the values, Checked included, for every two-digit octal code and some
// hexadecimal and "!" codes; heap.FindPeriod takes the seam.
func TestFindPeriodSeam(t *testing.T) {
	var codes []string
	for a := range 8 {
		for b := range 8 {
			codes = append(codes, "0."+string(rune('0'+a))+string(rune('0'+b)))
		}
	}
	codes = append(codes, "0.137", "0.354", "0.8", "4.0", "0.B7", "4!.0", "0.[3]", "0.4!4", "0.3003330[3]", "0.56!",
		"0.3F", "0.28", "0.9C")
	maxN := 5000
	if testing.Short() {
		maxN = 1000
	}
	for _, code := range codes {
		c := MustParse(code)
		got, err := c.FindPeriod(context.Background(), maxN, nil)
		if err != nil {
			t.Fatal(code, err)
		}
		want, err := tableFindPeriod(c, maxN)
		if err != nil {
			t.Fatal(code, err)
		}
		if got != want {
			t.Errorf("%s: FindPeriod %+v, the table search %+v", code, got, want)
		}
		viaHeap, err := heap.FindPeriod(c, maxN, nil)
		if err != nil || viaHeap != got {
			t.Errorf("%s: heap.FindPeriod %+v, %v; Code.FindPeriod %+v", code, viaHeap, err, got)
		}
	}
}

// tableFindPeriod is heap.FindPeriod's search as it ran before the seam,
// on values computed afresh for each length, with the tables of package
// periods: the reference Code.FindPeriod is checked against.
func tableFindPeriod(c *Code, maxN int) (gamelib.Period, error) {
	theorem := c.Theorem()
	n := maxN
	if theorem != "" {
		n = min(63, maxN)
	}
	guesses := 0
	for {
		g, err := c.Values16(n, nil)
		if err != nil {
			return gamelib.Period{}, err
		}
		t, p, sal, found := periods.Observed(g, false, 3, 16, len(g)/3, nil)
		if theorem != "" {
			pure := func(t, p, _ int) int { return c.CertifyLength(t, p, 0) }
			if t, p, _, L, ok := periods.Certified(g, true, nil, pure); ok {
				return certifiedResult(theorem, t, p, 0, L, len(g)), nil
			}
			if found && sal != 0 {
				if t, p, sal, L, ok := periods.Certified(g, false, nil, c.CertifyLength); ok {
					return certifiedResult(theorem, t, p, sal, L, len(g)), nil
				}
			}
			// An all-but code, or a hexadecimal code with three-heap
			// moves showing a saltus: the bound of its test, then its
			// conditions on the values.
			if c.repeat > 0 || c.hexArith() && found && sal != 0 {
				if t, p, sal, _, ok := periods.Certified(g, false, nil, c.CertifyBound); ok && sal != 0 {
					if L := c.CertifyValues(g, t, p, sal); L <= len(g) {
						return certifiedResult(c.ValueTheorem(), t, p, sal, L, len(g)), nil
					}
				}
			}
		}
		if n == maxN {
			if found {
				return gamelib.ObservedPeriod(len(g), t, p, sal), nil
			}
			return gamelib.Period{Checked: len(g)}, nil
		}
		next := 2*n + 1
		if theorem != "" && found && guesses < 4 {
			if L := c.CertifyLength(t, p, sal); L > len(g) && L-1 < next {
				next = L - 1
				guesses++
			}
		}
		if next == 2*n+1 {
			guesses = 0
		}
		if next < n || next > maxN {
			next = maxN
		}
		n = next
	}
}
