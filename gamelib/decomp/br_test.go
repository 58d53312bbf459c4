package decomp

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// nim is Nim: a position is a string whose bytes are heap sizes; a move
// takes any number of counters from one heap. A heap of n has nimber n,
// so heaps of 64 or more test nimberAny's plain mex.
type nim struct{}

func (nim) Options(p string, dst []string) []string {
	for i := 0; i < len(p); i++ {
		for m := 0; m < int(p[i]); m++ {
			dst = append(dst, p[:i]+string([]byte{byte(m)})+p[i+1:])
		}
	}
	return dst
}

func (nim) Components(p string, dst []string) []string {
	for i := 0; i < len(p); i++ {
		if p[i] > 0 {
			dst = append(dst, p[i:i+1])
		}
	}
	return dst
}

func (nim) AppendKey(dst []byte, p string) []byte { return kayles{}.AppendKey(dst, p) }

func (nim) Size(p string) int { return kayles{}.Size(p) }

func TestNimLargeNimbers(t *testing.T) {
	ctx := context.Background()
	for _, heaps := range [][]byte{{5}, {63}, {64}, {65}, {100}, {70, 3}, {100, 36}, {90, 90}, {80, 1, 17}, {130, 2}} {
		x := 0
		for _, h := range heaps {
			x ^= int(h)
		}
		got, _, err := Nimber(ctx, nim{}, string(heaps), &Options{TTMem: MinTTMem})
		if err != nil || got != x {
			t.Errorf("Nim %v: Nimber %d, %v; want %d", heaps, got, err, x)
		}
		o, _, err := Outcome(ctx, nim{}, string(heaps), &Options{TTMem: MinTTMem})
		if err != nil || o != gamelib.OutcomeOf(x) {
			t.Errorf("Nim %v: Outcome %v, %v; want %v", heaps, o, err, gamelib.OutcomeOf(x))
		}
	}
}

// dag is a game on a random directed acyclic graph: position i (a
// string of one or more node numbers, a sum) moves to the nodes of
// out[i], all below i; dense graphs have nimbers above 63.
type dag struct{ out [][]byte }

func (g dag) Options(p string, dst []string) []string {
	for i := 0; i < len(p); i++ {
		for _, m := range g.out[p[i]] {
			dst = append(dst, p[:i]+string([]byte{m})+p[i+1:])
		}
	}
	return dst
}

func (dag) Components(p string, dst []string) []string {
	for i := 0; i < len(p); i++ {
		dst = append(dst, p[i:i+1])
	}
	return dst
}

func (dag) AppendKey(dst []byte, p string) []byte { return kayles{}.AppendKey(dst, p) }

func (dag) Size(p string) int { return kayles{}.Size(p) }

// randomDAG returns a dag on n nodes where each edge i → j < i is there
// with probability q (the density of edges).
func randomDAG(r *rand.Rand, n int, q float64) dag {
	g := dag{out: make([][]byte, n)}
	for i := 1; i < n; i++ {
		for j := i - 1; j >= 0; j-- {
			if r.Float64() < q {
				g.out[i] = append(g.out[i], byte(j))
			}
		}
	}
	return g
}

// randomKayles returns a sum of one to three Kayles heaps of 1 … most
// counters and its nimber, the nim-sum of their values want[h].
func randomKayles(r *rand.Rand, most int, want []int) (string, int) {
	var p []byte
	x := 0
	for range 1 + r.IntN(3) {
		h := 1 + r.IntN(most)
		p = append(p, byte(h))
		x ^= want[h]
	}
	return string(p), x
}

// TestRandomGamesAgainstPlain checks Nimber and Outcome against
// PlainNimber on random game graphs, dense ones (nimbers above 63) and
// sparse ones, single nodes and sums, with tables small enough to evict,
// with every size of expandGroups.
func TestRandomGamesAgainstPlain(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(3, 4))
	most := 0
	for trial := 0; trial < 16; trial++ {
		n := 40 + r.IntN(200)
		g := randomDAG(r, n, 0.3+0.7*r.Float64())
		for range 6 {
			var p []byte
			for range 1 + r.IntN(3)/2 {
				p = append(p, byte(r.IntN(n)))
			}
			plain, err := PlainNimber(ctx, g, string(p))
			if err != nil {
				t.Fatal(err)
			}
			most = max(most, plain)
			crossCheck(t, g, string(p), plain, MinTTMem, fmt.Sprintf("trial %d %v", trial, p))
		}
	}
	if most < 64 {
		t.Errorf("the largest nimber met is %d: no test of nimbers above 63", most)
	}
}

func TestPset(t *testing.T) {
	p := lowest(66)
	if p.bits != ^uint64(0) || p.big != 2 || p.withoutLargest() != ^uint64(0) {
		t.Fatalf("lowest(66) = %+v", p)
	}
	p.remove(70) // not there: the largest goes
	p.remove(5)
	p.removeLargest()
	if p.big != 0 || p.bits != ^uint64(0)&^(1<<5) {
		t.Fatalf("after removals %+v", p)
	}
	if p.withoutLargest() != p.bits&^(1<<63) {
		t.Fatalf("withoutLargest %x", p.withoutLargest())
	}
	if upto(0b10100) != 0b11111 || upto(0) != 0 || below(3) != 7 || below(64) != ^uint64(0) {
		t.Fatal("upto/below")
	}
	if xorEach(0b1011, 2) != 0b1110 || xorEach(1<<63|1, 63) != 1|1<<63 {
		t.Fatal("xorEach")
	}
}

// TestSortByCost checks sortByCost against slices.SortStableFunc on
// random lists with many equal costs (stability decides the order).
func TestSortByCost(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 120 {
		cs := make([]cand, n)
		for i := range cs {
			cs[i] = cand{from: int32(i), cost: int32(r.IntN(1 + n/3))}
		}
		want := slices.Clone(cs)
		slices.SortStableFunc(want, func(a, b cand) int { return cmp.Compare(a.cost, b.cost) })
		sortByCost(cs)
		if !slices.Equal(cs, want) {
			t.Fatalf("sortByCost of %d: %v, want %v", n, cs, want)
		}
	}
}
