package nodekayles

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/octal"
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
	got, err := Family{"path", graphs.Path}.Values(context.Background(), n, small)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("P_%d: nimber %d, octal 0.137 gives %d", i, got[i], want[i])
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
	f, _ := ParseFamily("cycle")
	got, err := f.Values(context.Background(), n, small)
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

// TestSmallGraphs compares Nimber, Outcome and decomp.PlainNimber with
// the brute force on every graph of up to 6 vertices (one per
// isomorphism class) and on random graphs of up to 16 vertices.
func TestSmallGraphs(t *testing.T) {
	ctx := context.Background()
	check := func(g *graphs.Graph) {
		want := bruteNimber(g)
		got, _, err := Nimber(ctx, g, small)
		if err != nil || got != want {
			t.Fatalf("Nimber(%s) = %d, %v; brute force %d", g, got, err, want)
		}
		o, _, err := Outcome(ctx, g, small)
		if err != nil || (o == gamelib.P) != (want == 0) {
			t.Fatalf("Outcome(%s) = %v, %v; nimber %d", g, o, err, want)
		}
		if got, _, err := Nimber(ctx, g, par); err != nil || got != want {
			t.Fatalf("Nimber(%s) with 2 workers = %d, %v; brute force %d", g, got, err, want)
		}
		if o, _, err := Outcome(ctx, g, par); err != nil || (o == gamelib.P) != (want == 0) {
			t.Fatalf("Outcome(%s) with 2 workers = %v, %v; nimber %d", g, o, err, want)
		}
		if g.Order() <= 12 {
			p, err := decomp.PlainNimber(ctx, Game{}, g)
			if err != nil || p != want {
				t.Fatalf("PlainNimber(%s) = %d, %v; brute force %d", g, p, err, want)
			}
		}
	}
	seen := map[string]bool{}
	for n := 0; n <= 6; n++ {
		m := n * (n - 1) / 2
		for code := range uint64(1) << m {
			g, _ := graphs.New(n)
			bit := 0
			for v := 1; v < n; v++ {
				for u := range v {
					if code>>bit&1 == 1 {
						g.AddEdge(u, v)
					}
					bit++
				}
			}
			k := string(Game{}.AppendKey(nil, g))
			if !seen[k] {
				seen[k] = true
				check(g)
			}
		}
	}
	if len(seen) != 1+1+2+4+11+34+156 { // A000088
		t.Errorf("%d graphs of up to 6 vertices, want 209", len(seen))
	}
	petersen, err := graphs.ParseGraph6("IheA@GUAo")
	if err != nil {
		t.Fatal(err)
	}
	check(petersen)
	r := rand.New(rand.NewPCG(1, 2))
	trials := 200
	if testing.Short() {
		trials = 40
	}
	for range trials {
		n := 7 + r.IntN(10)
		g, _ := graphs.New(n)
		p := r.Float64() * 0.6
		for v := 1; v < n; v++ {
			for u := range v {
				if r.Float64() < p {
					g.AddEdge(u, v)
				}
			}
		}
		check(g)
	}
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
		f, err := ParseFamily(fmt.Sprintf("grid:%d", c.rows))
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.Values(ctx, c.n, &decomp.Options{TTMem: 256 << 20})
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

func TestParseFamily(t *testing.T) {
	for _, s := range []string{"grid", "grid:0", "grid:x", "grid:65", "tree", ""} {
		if _, err := ParseFamily(s); err == nil {
			t.Errorf("ParseFamily(%q) accepted", s)
		}
	}
	f, err := ParseFamily("grid:2")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := f.Graph(3)
	if g.Order() != 6 || g.Size() != 7 {
		t.Errorf("grid:2 at 3 is %s, want the 2×3 grid", g)
	}
	if g, err := f.Graph(33); err == nil {
		t.Errorf("grid:2 at 33 (66 vertices) gave %s", g)
	}
	if v, err := f.Values(context.Background(), -1, small); err == nil {
		t.Errorf("Values(-1) = %v", v)
	}
}

func TestBound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		n := r.IntN(12)
		g, _ := graphs.New(n)
		for v := 1; v < n; v++ {
			for u := range v {
				if r.IntN(3) == 0 {
					g.AddEdge(u, v)
				}
			}
		}
		if b, v := (Game{}).NimberBound(g), bruteNimber(g); v > b {
			t.Fatalf("%s: nimber %d above the bound %d", g, v, b)
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

// TestFamiliesLiterature: two more families of the OEIS, from Brown et
// al. (J. Integer Sequences 23, 2020, Article 20.3.5) and Fiorini:
//
//   - A316629, n linked 4-cycles: a path u₁ … u_{n+1} with, for each i,
//     the path u_i v_i w_i u_{i+1} beside the edge u_i u_{i+1} (3n + 1
//     vertices, n ≤ 21 within 64); and the entry's comment on the
//     graph with edges u_i v_i, u_i w_i, v_i u_{i+1}, w_i u_{i+1} and no
//     path: 0 when n is odd, 1 when even;
//   - A317367, the scalloped path P_n(3): the path on n vertices with the
//     edges {i, i+3} added, n = 4 … 64.
func TestFamiliesLiterature(t *testing.T) {
	a316629 := []int{0, 1, 3, 4, 2, 3, 1, 2, 0, 4, 6, 5, 7, 3, 2, 7, 6, 2, 0, 2, 1}
	a317367 := []int{0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3, 3, 2, 0, 3,
		1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1, 4, 0, 4, 5, 4, 7, 2, 6, 4, 7, 5, 0, 4, 1, 1, 0, 2, 1} // n = 4 … 64
	ctx := context.Background()
	opt := &decomp.Options{TTMem: 64 << 20}
	nimber := func(g *graphs.Graph) int {
		v, _, err := Nimber(ctx, g, opt)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	graph := func(order int, edges [][2]int) *graphs.Graph {
		g, err := graphs.New(order)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range edges {
			if err := g.AddEdge(e[0], e[1]); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	for n := 1; n <= len(a316629); n++ {
		// u_i = i (0 … n), v_i = n+1+2i, w_i = n+2+2i (i = 0 … n−1).
		var linked, crossed [][2]int
		for i := range n {
			u, v, w, u1 := i, n+1+2*i, n+2+2*i, i+1
			linked = append(linked, [2]int{u, u1}, [2]int{u, v}, [2]int{v, w}, [2]int{w, u1})
			crossed = append(crossed, [2]int{u, v}, [2]int{u, w}, [2]int{v, u1}, [2]int{w, u1})
		}
		if got := nimber(graph(3*n+1, linked)); got != a316629[n-1] {
			t.Errorf("A316629: %d linked 4-cycles: %d, published %d", n, got, a316629[n-1])
		}
		if got, want := nimber(graph(3*n+1, crossed)), 1-n%2; got != want {
			t.Errorf("A316629's comment: %d 4-cycles linked at u: %d, want %d", n, got, want)
		}
	}
	for i, want := range a317367 {
		n := i + 4
		var edges [][2]int
		for j := 0; j+1 < n; j++ {
			edges = append(edges, [2]int{j, j + 1})
			if j+3 < n {
				edges = append(edges, [2]int{j, j + 3})
			}
		}
		if got := nimber(graph(n, edges)); got != want {
			t.Errorf("A317367: P_%d(3): %d, published %d", n, got, want)
		}
	}
}
