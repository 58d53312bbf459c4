package octal

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

func firstDiff(a, b []uint16) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// checkSparse compares the rare/common solver with the plain one on
// g(0..n), without the periodic shortcut and, for a code, with it
// (Values16).
func checkSparse(t *testing.T, r *rule, n int, c *Code) {
	t.Helper()
	want, err := r.plain(context.Background(), n, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.sparse(context.Background(), n, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if i := firstDiff(got, want); i >= 0 {
		t.Errorf("%s: sparse g(%d) = %d, plain %d", r.name, i, got[i], want[i])
	}
	if c == nil {
		return
	}
	got, err = c.Values16(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if i := firstDiff(got, want); i >= 0 {
		t.Errorf("%s: Values16 g(%d) = %d, plain %d", r.name, i, got[i], want[i])
	}
}

// allCodes lists every code d₀.d₁d₂d₃ with octal digits d₁d₂d₃ and the
// given d₀ (shorter codes are those with trailing zeros).
func allCodes(d0 uint8) []*Code {
	var codes []*Code
	for x := range 512 {
		codes = append(codes, newCode([]uint8{d0, uint8(x >> 6), uint8(x >> 3 & 7), uint8(x & 7)}, make([]bool, 4), 0))
	}
	return codes
}

// TestSparseAllCodes: the two solvers agree on every octal code with up
// to three digits, n ≤ 2^12 (issue 6), and on the codes 4.d₁d₂d₃ that
// also split without removing, to 2^10.
func TestSparseAllCodes(t *testing.T) {
	for _, tc := range []struct {
		d0 uint8
		n  int
	}{{0, 1 << 12}, {4, 1 << 10}} {
		t.Run(fmt.Sprintf("%d.xxx", tc.d0), func(t *testing.T) {
			t.Parallel()
			for _, c := range allCodes(tc.d0) {
				checkSparse(t, c.rule(), tc.n, c)
			}
		})
	}
}

// TestSparseHex covers three-heap moves and digits before the point.
func TestSparseHex(t *testing.T) {
	for _, code := range []string{"0.F", "0.8", "0.B7", "8.7", "C.7", "4.0", "8.0", "C.0", "0.0F", "0.9C"} {
		c := MustParse(code)
		checkSparse(t, c.rule(), 1<<9, c)
	}
}

// TestSparseNamed: Kayles, Dawson's Kayles and Grundy's game to 2^16
// (issue 6).
func TestSparseNamed(t *testing.T) {
	if testing.Short() {
		t.Skip("plain solver to 2^16 takes seconds")
	}
	for _, c := range []*Code{Kayles(), DawsonsKayles(), nil} {
		r := grundysRule
		if c != nil {
			r = c.rule()
		}
		t.Run(r.name, func(t *testing.T) {
			t.Parallel()
			checkSparse(t, r, 1<<16, c)
		})
	}
}

// TestSparseGrundySample checks heaps far beyond the plain solver's reach:
// for a sample of heaps m ≤ 2^20 of Grundy's game it recomputes g(m) as
// the mex over all splits, from the values the fast solver gave below m.
func TestSparseGrundySample(t *testing.T) {
	const n = 1 << 20
	if testing.Short() {
		t.Skip("2^20 values take a second")
	}
	g, err := grundysRule.sparse(context.Background(), n, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(6, 6))
	heaps := []int{n, n - 1, n - 2, n - 3}
	for range 60 {
		heaps = append(heaps, n/2+rng.IntN(n/2))
	}
	seen := make([]bool, MaxValue+2)
	for _, m := range heaps {
		clear(seen)
		for a := 1; 2*a < m; a++ {
			seen[g[a]^g[m-a]] = true
		}
		v := 0
		for seen[v] {
			v++
		}
		if int(g[m]) != v {
			t.Errorf("grundy: sparse g(%d) = %d, mex of its splits %d", m, g[m], v)
		}
	}
}

func TestChooseSplitGrundy(t *testing.T) {
	g, err := grundysRule.sparse(context.Background(), 1<<14, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := split(grundysRule, g)
	// Flammenkamp, "Sprague-Grundy values of Grundy's game": a value is
	// rare when the number of ones in its binary form, the lowest digit
	// left out, is even; so the mask is all bits but the lowest.
	k := bitLen(slices.Max(g))
	if s.Mask != 1<<k-2 || s.Sigma != 0 || s.RareClass != 0 {
		t.Errorf("grundy: split %+v, want mask %b, sigma 0, rare class 0", s, 1<<k-2)
	}
	if s.Rare*8 > s.Heaps {
		t.Errorf("grundy: %d rare heaps of %d, want a sparse space", s.Rare, s.Heaps)
	}
	// The same page lists the rare heaps and their values; up to 231:
	want := []int{1, 0, 2, 0, 3, 1, 4, 0, 6, 1, 7, 0, 9, 1, 10, 0, 12, 1, 15, 1, 20, 0, 23, 0,
		26, 0, 28, 1, 31, 1, 34, 1, 37, 1, 40, 1, 43, 1, 46, 1, 49, 1, 50, 0, 52, 1, 53, 0,
		55, 1, 58, 1, 61, 1, 87, 7, 90, 7, 93, 7, 146, 6, 149, 6, 152, 6, 158, 11, 161, 11,
		164, 11, 167, 11, 176, 7, 179, 7, 181, 12, 182, 7, 185, 7, 188, 7, 190, 12, 193, 12,
		196, 10, 231, 10}
	var got []int
	for x := 1; x <= 231; x++ {
		if s.IsRare(x, int(g[x])) {
			got = append(got, x, int(g[x]))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("grundy: rare heaps and values up to 231 = %v, want %v", got, want)
	}
}

func TestChooseSplit051(t *testing.T) {
	// Flammenkamp, "Sparse- and common-positions of octal games": 0.051
	// with the mask of all ones has the sparse heaps 0, 3, 7, 13, 17, 27
	// and 37, where parity(g(n)) = (n − 2) mod 2.
	c := MustParse("0.051")
	g, err := c.rule().plain(context.Background(), 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := split(c.rule(), g)
	var rare []int
	for x := 1; x < len(g); x++ {
		if s.IsRare(x, int(g[x])) {
			rare = append(rare, x)
		}
	}
	if want := []int{3, 7, 13, 17, 27, 37}; !slices.Equal(rare, want) || s.Sigma != 1 {
		t.Errorf("0.051: split %+v with rare heaps %v, want sigma 1 and %v", s, rare, want)
	}
}

func bitLen(v uint16) int {
	n := 0
	for ; v > 0; v >>= 1 {
		n++
	}
	return n
}

// TestRareSplitOf: the split of values held as a gamelib.Sequence is the
// split of the same values held as uint16, for Grundy's game and some
// codes; out-of-range values give every heap rare.
func TestRareSplitOf(t *testing.T) {
	for _, c := range []*Code{GrundysGame(), Kayles(), MustParse("0.051"), MustParse("0.354")} {
		g16, err := c.Values16(3000, nil)
		if err != nil {
			t.Fatal(err)
		}
		seq, err := c.Values(3000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := c.RareSplit(g16), c.RareSplitOf(seq); a != b {
			t.Errorf("%s: RareSplit %+v, RareSplitOf %+v", c, a, b)
		}
	}
	if s := Kayles().RareSplitOf(gamelib.Sequence{0, -1, 70000}); s.Mask != 0 || s.Rare != 2 {
		t.Errorf("out-of-range values: split %+v", s)
	}
}
