package nodekayles

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/internal/graphtest"
)

var small = &decomp.Options{TTMem: decomp.MinTTMem}

// par searches with two workers sharing the table (decomp.Options.Workers).
var par = &decomp.Options{TTMem: decomp.MinTTMem, Workers: 2}

// brute is the plain definition on vertex sets of one graph: the mex of
// the values of s without N[v], memoised on the set. It shares no code
// with Game or decomp.
func brute(g *graphs.Graph, s graphs.Set, memo map[graphs.Set]int) int {
	if v, ok := memo[s]; ok {
		return v
	}
	var seen uint64
	for a := s; a != 0; a &= a - 1 {
		v := bits.TrailingZeros64(a)
		seen |= 1 << brute(g, s&^(g.Neighbours(v)|1<<v), memo)
	}
	m := bits.TrailingZeros64(^seen)
	memo[s] = m
	return m
}

func bruteNimber(g *graphs.Graph) int { return brute(g, g.Vertices(), map[graphs.Set]int{}) }

// TestPaths: Node Kayles on P_n is the octal game 0.137 (Dawson's Chess).
func TestPaths(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 30
	}
	want, err := octal.MustParse("0.137").Values(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := graphs.ParseFamily("path")
	got, err := Values(context.Background(), f, n, small)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("P_%d: nimber %d, octal 0.137 gives %d", i, got[i], want[i])
		}
	}
}

// TestCombs: Node Kayles on the comb of n teeth is n mod 2 (doc.go).
func TestCombs(t *testing.T) {
	f, _ := graphs.ParseFamily("comb")
	got, err := Values(context.Background(), f, 32, small)
	if err != nil {
		t.Fatal(err)
	}
	for n, v := range got {
		if v != n%2 {
			t.Errorf("comb of %d teeth: %d, want %d", n, v, n%2)
		}
	}
}

// TestCycles: every move on C_n (n ≥ 3) leaves P_{n−3}, so g(C_n) is 1
// when 0.137's g(n−3) is 0, else 0.
func TestCycles(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 25
	}
	g137, err := octal.MustParse("0.137").Values(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := graphs.ParseFamily("cycle")
	got, err := Values(context.Background(), f, n, small)
	if err != nil {
		t.Fatal(err)
	}
	for i := 3; i <= n; i++ {
		want := 0
		if g137[i-3] == 0 {
			want = 1
		}
		if got[i] != want {
			t.Fatalf("C_%d: nimber %d, want %d (g_0.137(%d) = %d)", i, got[i], want, i-3, g137[i-3])
		}
	}
}

// TestFamilyBrute compares Values on every family of graphs.FamilyNames
// with the brute force, on the graphs of at most 16 vertices.
func TestFamilyBrute(t *testing.T) {
	graphtest.Families(t, 16, func(ctx context.Context, f graphs.Family, n int) ([]int, error) {
		return Values(ctx, f, n, small)
	}, bruteNimber)
}

// TestSmallGraphs compares Nimber, Outcome and decomp.PlainNimber with
// the brute force on every graph of up to 6 vertices (one per
// isomorphism class) and on random graphs of up to 16 vertices.
func TestSmallGraphs(t *testing.T) {
	check := func(g *graphs.Graph) {
		graphtest.Searches(t, g, bruteNimber(g), Game{}, Nimber, Outcome, small, par)
	}
	petersen, err := graphs.ParseGraph6("IheA@GUAo")
	if err != nil {
		t.Fatal(err)
	}
	check(petersen)
	graphtest.SmallAndRandom(t, rand.New(rand.NewPCG(1, 2)), 200, 10, 0.6, check)
}

// TestGrid: small grids against the brute force, and the 5×5 grid.
func TestGrid(t *testing.T) {
	for r := 1; r <= 4; r++ {
		for c := 1; c <= 4; c++ {
			g, _ := graphs.Grid(r, c)
			got, _, err := Nimber(context.Background(), g, small)
			if want := bruteNimber(g); err != nil || got != want {
				t.Errorf("grid %d×%d: %d, %v; brute force %d", r, c, got, err, want)
			}
		}
	}
}

// TestGridLiterature: Node Kayles on the 3×n grid against OEIS A316632
// (a(1..16) = 2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3; Brown,
// Daugherty, Fiorini, Maldonado, Manzano-Ruiz, Rainville, Waechter and
// Wong, "Nimber Sequences of Node-Kayles Games", J. Integer Sequences 23
// (2020), Article 20.3.5), and the entry's comments: on the 2×n grid (the
// ladder) the values are 1, 0, 1, 0, … (A000035), on the 4×n grid all 0.
// The 3×n grids to 3×8 are also checked against the brute force.
func TestGridLiterature(t *testing.T) {
	a316632 := []int{2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3}
	n3, n4 := len(a316632), 12 // 4×16 (64 vertices) takes 46 s; the README gives it
	if testing.Short() {
		n3, n4 = 12, 8
	}
	ctx := context.Background()
	for _, c := range []struct {
		rows, n int
		want    func(n int) int
	}{
		{2, 30, func(n int) int { return n % 2 }},
		{3, n3, func(n int) int { return a316632[n-1] }},
		{4, n4, func(int) int { return 0 }},
	} {
		f, err := graphs.ParseFamily(fmt.Sprintf("grid:%d", c.rows))
		if err != nil {
			t.Fatal(err)
		}
		got, err := Values(ctx, f, c.n, &decomp.Options{TTMem: 256 << 20})
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= c.n; n++ {
			if got[n] != c.want(n) {
				t.Errorf("Node Kayles on the %d×%d grid: %d, published %d", c.rows, n, got[n], c.want(n))
			}
			if c.rows == 3 && n <= 8 {
				g, _ := graphs.Grid(3, n)
				if b := bruteNimber(g); b != got[n] {
					t.Errorf("3×%d grid: engine %d, brute force %d", n, got[n], b)
				}
			}
		}
	}
}

// TestValuesErrors: Values refuses an index below the family's first and
// stops at a graph of more than 64 vertices, keeping the values before
// it: on the star K_{1,n}, taking the centre leaves nothing and taking a
// leaf leaves n−1 isolated vertices, so its nimber is mex{0, (n−1) mod 2}:
// 1 for odd n, 2 for even n ≥ 2 (and 1 for K₁).
func TestValuesErrors(t *testing.T) {
	f, _ := graphs.ParseFamily("star")
	if v, err := Values(context.Background(), f, -1, small); err == nil {
		t.Errorf("Values(-1) = %v", v)
	}
	v, err := Values(context.Background(), f, 64, small) // K_{1,64} has 65 vertices
	if !errors.Is(err, graphs.ErrTooManyVertices) || len(v) != 64 {
		t.Fatalf("star to 64: %v, %v; want the 64 values of K_{1,0} … K_{1,63} and ErrTooManyVertices", v, err)
	}
	for n, got := range v {
		want := 2 - n%2
		if n == 0 {
			want = 1
		}
		if got != want {
			t.Errorf("K_{1,%d}: %d, want %d", n, got, want)
		}
	}
}

// TestBound: the nimber never exceeds NimberBound, on random graphs of
// up to 11 vertices.
func TestBound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		g := graphtest.Random(r, r.IntN(12), 1.0/3)
		if b, v := (Game{}).NimberBound(g), bruteNimber(g); v > b {
			t.Fatalf("%s: nimber %d above the bound %d", g, v, b)
		}
	}
}

// BenchmarkKeyCache: a search with the keys remembered (graphs.KeyCache,
// as Nimber searches) and without, side by side.
func BenchmarkKeyCache(b *testing.B) {
	grid, _ := graphs.Grid(5, 8)
	sparse := graphtest.Random(rand.New(rand.NewPCG(5, 6)), 32, 2.5/31)
	for _, c := range []struct {
		name string
		g    *graphs.Graph
	}{{"grid5x8", grid}, {"gnp32", sparse}} {
		for _, cached := range []bool{false, true} {
			k := graphs.Keyer{MaxOrder: c.g.Order()}
			name := c.name + "/plain"
			if cached {
				name = c.name + "/cache"
			}
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					if cached {
						k.Cache = graphs.NewKeyCache(c.g.Order())
					}
					if _, _, err := decomp.Nimber(context.Background(), Game{k}, c.g, &decomp.Options{TTMem: 64 << 20}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkGrid5x5(b *testing.B) {
	g, _ := graphs.Grid(5, 5)
	for b.Loop() {
		if _, _, err := Nimber(context.Background(), g, &decomp.Options{TTMem: 64 << 20}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFamiliesLiterature: three more families of the OEIS, from Brown et
// al. (J. Integer Sequences 23, 2020, Article 20.3.5) and Fiorini:
//
//   - A316629, n linked 4-cycles (graphs.LinkedCycles, 3n + 1 vertices,
//     n ≤ 21 within 64); and the entry's comment on the graph with edges
//     u_i v_i, u_i w_i, v_i u_{i+1}, w_i u_{i+1} and no path u_i u_{i+1}:
//     0 when n is odd, 1 when even;
//   - A316781, n linked diamonds (graphs.LinkedDiamonds, n ≤ 21);
//   - A317367, the scalloped path P_n(3) (graphs.PathPlus(n, 3)),
//     n = 4 … 64.
func TestFamiliesLiterature(t *testing.T) {
	a316629 := []int{0, 1, 3, 4, 2, 3, 1, 2, 0, 4, 6, 5, 7, 3, 2, 7, 6, 2, 0, 2, 1}
	a316781 := []int{2, 1, 0, 3, 3, 1, 4, 2, 6, 5, 0, 2, 7, 1, 4, 3, 3, 1, 4, 7, 7}
	a317367 := []int{0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3, 3, 2, 0, 3,
		1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1, 4, 0, 4, 5, 4, 7, 2, 6, 4, 7, 5, 0, 4, 1, 1, 0, 2, 1} // n = 4 … 64
	ctx := context.Background()
	opt := &decomp.Options{TTMem: 64 << 20}
	values := func(family string, n int) []int {
		f, err := graphs.ParseFamily(family)
		if err != nil {
			t.Fatal(err)
		}
		v, err := Values(ctx, f, n, opt)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, c := range []struct {
		entry, family string
		first         int
		want          []int
	}{
		{"A316629", "linkedcycles", 1, a316629},
		{"A316781", "linkeddiamonds", 1, a316781},
		{"A317367", "pathplus:3", 4, a317367},
	} {
		got := values(c.family, c.first+len(c.want)-1)[c.first:]
		for i, want := range c.want {
			if got[i] != want {
				t.Errorf("%s: %s at n = %d: %d, published %d", c.entry, c.family, c.first+i, got[i], want)
			}
		}
	}
	for n := 1; n <= len(a316629); n++ {
		// u_i = i (0 … n), v_i = n+1+2i, w_i = n+2+2i (i = 0 … n−1).
		g, _ := graphs.New(3*n + 1)
		for i := range n {
			u, v, w, u1 := i, n+1+2*i, n+2+2*i, i+1
			for _, e := range [][2]int{{u, v}, {u, w}, {v, u1}, {w, u1}} {
				if err := g.AddEdge(e[0], e[1]); err != nil {
					t.Fatal(err)
				}
			}
		}
		got, _, err := Nimber(ctx, g, opt)
		if want := 1 - n%2; err != nil || got != want {
			t.Errorf("A316629's comment: %d 4-cycles linked at u: %d, %v; want %d", n, got, err, want)
		}
	}
}

// Saved tables record the layout of the game's keys.
var _ decomp.KeySchemer = Game{}
