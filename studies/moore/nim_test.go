package moore

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// tuples calls f with every tuple of m heaps of sizes 0…max.
func tuples(m, max int, f func([]int)) {
	h := make([]int, m)
	var rec func(i int)
	rec = func(i int) {
		if i == m {
			f(h)
			return
		}
		for v := 0; v <= max; v++ {
			h[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

// smallPositions are the (heaps, max size) families searched exhaustively.
var smallPositions = []struct{ heaps, max int }{
	{0, 0}, {1, 12}, {2, 12}, {3, 9}, {4, 5}, {5, 3}, {6, 2},
}

// Moore's theorem against exhaustive game search, for every k up to one
// more than the number of heaps (k ≥ heaps: only all-zero is P).
func TestIsPMatchesSearch(t *testing.T) {
	for _, sp := range smallPositions {
		for k := 1; k <= sp.heaps+1; k++ {
			s, err := NewSearcher(k)
			if err != nil {
				t.Fatal(err)
			}
			nP := 0
			tuples(sp.heaps, sp.max, func(h []int) {
				want, _ := s.IsP(h)
				got, err := IsP(h, k)
				if err != nil || got != want {
					t.Errorf("IsP(%v, k=%d) = %v, %v; search says %v", h, k, got, err, want)
				}
				if got {
					nP++
				}
			})
			if nP == 0 {
				t.Errorf("heaps=%d k=%d: no P-position found", sp.heaps, k)
			}
		}
	}
}

// Every move WinningMoves yields is legal and reaches a P-position, and
// it yields every such move exactly once: the set equals the options
// (from Moves) that the search finds to be P.
func TestWinningMovesMatchSearch(t *testing.T) {
	for _, sp := range smallPositions {
		if sp.heaps >= 5 {
			sp.max = 2 // keeps the option lists short
		}
		for k := 1; k <= sp.heaps+1; k++ {
			s, _ := NewSearcher(k)
			tuples(sp.heaps, sp.max, func(h []int) {
				want := map[string]bool{}
				moves, err := Moves(h, k)
				if err != nil {
					t.Fatal(err)
				}
				for o := range moves {
					if p, _ := s.IsP(o); p {
						want[fmt.Sprint(o)] = true
					}
				}
				got := map[string]bool{}
				wins, err := WinningMoves(h, k)
				if err != nil {
					t.Fatal(err)
				}
				for o := range wins {
					key := fmt.Sprint(o)
					if got[key] {
						t.Errorf("WinningMoves(%v, k=%d) yields %v twice", h, k, o)
					}
					got[key] = true
				}
				if !maps.Equal(got, want) {
					t.Errorf("WinningMoves(%v, k=%d) = %v, want %v",
						h, k, slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
				}
				_, ok, _ := WinningMove(h, k)
				if p, _ := s.IsP(h); ok == p {
					t.Errorf("WinningMove(%v, k=%d) found=%v for a position with P=%v", h, k, ok, p)
				}
			})
		}
	}
}

// The number of moves is Σ_{1≤j≤k} e_j(h): choose j heaps, and for each a
// smaller size.
func TestMovesCount(t *testing.T) {
	for _, tc := range []struct {
		heaps []int
		k     int
	}{
		{[]int{}, 1}, {[]int{0, 0}, 2}, {[]int{5}, 1}, {[]int{3, 4}, 1},
		{[]int{3, 4}, 2}, {[]int{1, 2, 3, 4}, 2}, {[]int{2, 0, 3, 1}, 3}, {[]int{2, 2, 2}, 5},
	} {
		e := make([]int, tc.k+1)
		e[0] = 1
		for _, h := range tc.heaps {
			for j := tc.k; j >= 1; j-- {
				e[j] += e[j-1] * h
			}
		}
		want := 0
		for _, x := range e[1:] {
			want += x
		}
		moves, _ := Moves(tc.heaps, tc.k)
		got := 0
		for o := range moves {
			changed := 0
			for i := range o {
				if o[i] > tc.heaps[i] || o[i] < 0 {
					t.Fatalf("Moves(%v, %d) yields %v", tc.heaps, tc.k, o)
				}
				if o[i] != tc.heaps[i] {
					changed++
				}
			}
			if changed < 1 || changed > tc.k {
				t.Errorf("Moves(%v, %d) yields %v changing %d heaps", tc.heaps, tc.k, o, changed)
			}
			got++
		}
		if got != want {
			t.Errorf("Moves(%v, %d): %d moves, want %d", tc.heaps, tc.k, got, want)
		}
	}
}

var isPTests = []struct {
	heaps []int
	k     int
	p     bool
}{
	{nil, 1, true},               // no heaps: no move
	{[]int{0, 0, 0}, 2, true},    // all zero
	{[]int{3, 5, 6}, 1, true},    // 3 ⊕ 5 ⊕ 6 = 0: ordinary Nim
	{[]int{3, 5, 6}, 2, false},   // every column sums to 2, not 0 mod 3
	{[]int{1, 1, 1}, 2, true},    // column 0 sums to 3
	{[]int{1, 1, 1}, 3, false},   // k ≥ heaps: only all-zero is P
	{[]int{7, 7, 7}, 2, true},    // three equal heaps, k = 2
	{[]int{0, 1, 1, 1}, 2, true}, // the P-position of the AnyDirection counterexample
	{[]int{1, 1, 1, 0}, 2, true},
	{[]int{6, 5, 3, 0}, 2, false},
	{[]int{6, 5, 3}, 3, false},
	{[]int{math.MaxInt, math.MaxInt}, 1, true},
	{[]int{math.MaxInt, math.MaxInt, math.MaxInt}, 2, true},
	{[]int{math.MaxInt, math.MaxInt - 1, 1}, 1, true},
}

func TestIsPTable(t *testing.T) {
	for _, tc := range isPTests {
		if got, err := IsP(tc.heaps, tc.k); err != nil || got != tc.p {
			t.Errorf("IsP(%v, %d) = %v, %v; want %v", tc.heaps, tc.k, got, err, tc.p)
		}
	}
}

// For ordinary Nim (k = 1) Moore's test is the nim-sum test; the winning
// moves of large positions are legal and reach P-positions.
func TestLargeHeaps(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3)) // fixed seed
	for range 2000 {
		m := 1 + r.IntN(8)
		h := make([]int, m)
		x := 0
		for i := range h {
			h[i] = r.IntN(1 << (1 + r.IntN(62)))
			x ^= h[i]
		}
		if p, _ := IsP(h, 1); p != (x == 0) {
			t.Fatalf("IsP(%v, 1) = %v, nim-sum %d", h, p, x)
		}
		k := 1 + r.IntN(m+1)
		p, _ := IsP(h, k)
		move, ok, err := WinningMove(h, k)
		if err != nil || ok == p {
			t.Fatalf("WinningMove(%v, %d) = %v, %v, %v; IsP = %v", h, k, move, ok, err, p)
		}
		if !ok {
			continue
		}
		changed := 0
		for i := range h {
			if move[i] > h[i] || move[i] < 0 {
				t.Fatalf("WinningMove(%v, %d) = %v raises heap %d", h, k, move, i)
			}
			if move[i] != h[i] {
				changed++
			}
		}
		if q, _ := IsP(move, k); !q || changed < 1 || changed > k {
			t.Fatalf("WinningMove(%v, %d) = %v: P=%v, %d heaps changed", h, k, move, q, changed)
		}
	}
}

func TestNimBadInput(t *testing.T) {
	for _, tc := range []struct {
		heaps []int
		k     int
		msg   string
	}{
		{[]int{3, -1}, 2, "moore: negative heap -1 at index 1"},
		{[]int{3}, 0, "moore: k=0"},
		{[]int{3}, -2, "moore: k=-2"},
	} {
		check := func(name string, err error) {
			if err == nil || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("%s(%v, %d): error %v, want %q", name, tc.heaps, tc.k, err, tc.msg)
			}
		}
		_, err := IsP(tc.heaps, tc.k)
		check("IsP", err)
		_, err = Moves(tc.heaps, tc.k)
		check("Moves", err)
		_, err = WinningMoves(tc.heaps, tc.k)
		check("WinningMoves", err)
		_, _, err = WinningMove(tc.heaps, tc.k)
		check("WinningMove", err)
		if s, err := NewSearcher(tc.k); err != nil {
			check("NewSearcher", err)
		} else {
			_, err = s.IsP(tc.heaps)
			check("Searcher.IsP", err)
		}
	}
}
