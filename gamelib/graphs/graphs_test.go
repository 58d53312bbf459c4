package graphs

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/graph/topo"
)

// petersen returns the Petersen graph labelled as networkx's
// petersen_graph: outer cycle 0..4, spokes i-(i+5), inner pentagram.
func petersen(t testing.TB) *Graph {
	g, err := ParseEdges("0-1,1-2,2-3,3-4,4-0,0-5,1-6,2-7,3-8,4-9,5-7,7-9,9-6,6-8,8-5")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var graph6Tests = []struct {
	edges, g6 string
}{
	// nauty's formats.txt: n = 5 with edges 0-2, 0-4, 1-3, 3-4 is the bytes 68 81 99.
	{"0-2,0-4,1-3,3-4", "DQc"},
	// The Petersen graph, as networkx.to_graph6_bytes(petersen_graph()) writes it.
	{"0-1,1-2,2-3,3-4,4-0,0-5,1-6,2-7,3-8,4-9,5-7,7-9,9-6,6-8,8-5", "IheA@GUAo"},
	{"", "?"},
	{"0", "@"},
	{"0-1", "A_"},
	{"2: ", "A?"},
}

func TestGraph6(t *testing.T) {
	for _, tt := range graph6Tests {
		g, err := ParseEdges(tt.edges)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Graph6(); got != tt.g6 {
			t.Errorf("Graph6(%s) = %q, want %q", g, got, tt.g6)
		}
		for _, s := range []string{tt.g6, ">>graph6<<" + tt.g6, tt.g6 + "\n"} {
			h, err := ParseGraph6(s)
			if err != nil {
				t.Errorf("ParseGraph6(%q): %v", s, err)
			} else if !h.Equal(g) {
				t.Errorf("ParseGraph6(%q) = %s, want %s", s, h, g)
			}
		}
	}
}

func TestGraph6RoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range MaxOrder + 1 {
		for range 5 {
			g := random(r, n, r.Float64())
			s := g.Graph6()
			h, err := ParseGraph6(s)
			if err != nil {
				t.Fatalf("ParseGraph6(%q): %v", s, err)
			}
			if !h.Equal(g) {
				t.Fatalf("round trip of %s through %q gave %s", g, s, h)
			}
			if n >= 63 && s[0] != 126 {
				t.Fatalf("order %d written as %q, want the 4-byte N(n)", n, s[:4])
			}
		}
	}
	// The 4- and 8-byte forms of N(n) for small n are read too.
	g, err := ParseGraph6("~??DQc")
	if err != nil || g.Graph6() != "DQc" {
		t.Errorf(`ParseGraph6("~??DQc") = %v, %v; want the graph "DQc"`, g, err)
	}
	g, err = ParseGraph6("~~?????DQc")
	if err != nil || g.Graph6() != "DQc" {
		t.Errorf(`ParseGraph6("~~?????DQc") = %v, %v; want the graph "DQc"`, g, err)
	}
}

func TestGraph6Errors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", "empty"},
		{">>graph6<<", "empty"},
		{"D Qc", `byte 1 is ' ' (32)`},
		{"DQ\x7f", `byte 2 is '\x7f' (127)`},
		{":Fa@x^", "sparse6"},
		{"&DI?AO?", "digraph6"},
		{"DQ", "needs 2 bytes after the order, has 1"},
		{"DQcc", "byte 3 is 'c', past the end"},
		{"A`", "padding bits are not zero"},
		{"~?", "needs 3 more bytes"},
		{"~~??", "need 6 more bytes"},
		{"~?@A", "more than 64 vertices"},
		{"~~????A?", "more than 64 vertices"},
	} {
		_, err := ParseGraph6(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseGraph6(%q) = %v, want an error containing %q", tt.in, err, tt.want)
		}
	}
}

func TestParseEdgesErrors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"0-0", "loop"},
		{"0-1,1-0", "repeated"},
		{"0-x", `"x" is not a vertex`},
		{"0-1-2", `"1-2" is not a vertex`},
		{"-1", `"" is not a vertex`},
		{"0-64", "more than 64"},
		{"2: 0-2", "out of range"},
		{"a: 0-1", "order"},
		{"65:", "more than 64"},
		{"0-99999999999999999999", "more than 64 vertices: vertex 99999999999999999999"}, // past an int
		{"99999999999999999999: 0-1", "more than 64 vertices: order 99999999999999999999"},
		{"0-1,,1-2", `"" is not a vertex`},
	} {
		_, err := ParseEdges(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseEdges(%q) = %v, want an error containing %q", tt.in, err, tt.want)
		}
	}
	if g, err := ParseEdges("0-00063"); err != nil || g.Order() != 64 {
		t.Errorf("vertex 63 with leading zeros: %v, %v", g, err)
	}
	g, err := ParseEdges(" 0-1, 3 ")
	if err != nil || g.String() != "4: 0-1" {
		t.Errorf(`ParseEdges(" 0-1, 3 ") = %v, %v; want 4: 0-1`, g, err)
	}
}

func TestFamilies(t *testing.T) {
	for _, tt := range []struct {
		name        string
		g           func() (*Graph, error)
		order, size int
		comps       int
	}{
		{"P5", func() (*Graph, error) { return Path(5) }, 5, 4, 1},
		{"C5", func() (*Graph, error) { return Cycle(5) }, 5, 5, 1},
		{"C2", func() (*Graph, error) { return Cycle(2) }, 2, 1, 1},
		{"grid 3x4", func() (*Graph, error) { return Grid(3, 4) }, 12, 17, 1},
		{"grid 8x8", func() (*Graph, error) { return Grid(8, 8) }, 64, 112, 1},
		{"star 4", func() (*Graph, error) { return Star(4) }, 5, 4, 1},
		{"K5", func() (*Graph, error) { return Complete(5) }, 5, 10, 1},
		{"K64", func() (*Graph, error) { return Complete(64) }, 64, 2016, 1},
		{"tree", func() (*Graph, error) { return Tree([]int{0, 0, 1, 1, 2}) }, 6, 5, 1},
		{"P0", func() (*Graph, error) { return Path(0) }, 0, 0, 0},
		{"prism 5", func() (*Graph, error) { return Prism(5) }, 10, 15, 1},
		{"prism 2 (C4)", func() (*Graph, error) { return Prism(2) }, 4, 4, 1},
		{"prism 0", func() (*Graph, error) { return Prism(0) }, 0, 0, 0},
		{"GP(32, 15)", func() (*Graph, error) { return Petersen(32, 15) }, 64, 96, 1},
		{"GP(6, 2) (two triangles inside)", func() (*Graph, error) { return Petersen(6, 2) }, 12, 18, 1},
		{"Q0", func() (*Graph, error) { return Hypercube(0) }, 1, 0, 1},
		{"Q6", func() (*Graph, error) { return Hypercube(6) }, 64, 192, 1},
		{"P10(3)", func() (*Graph, error) { return PathPlus(10, 3) }, 10, 9 + 7, 1},
		{"P3(5)", func() (*Graph, error) { return PathPlus(3, 5) }, 3, 2, 1},
		{"21 linked 4-cycles", func() (*Graph, error) { return LinkedCycles(21) }, 64, 84, 1},
		{"3 linked diamonds", func() (*Graph, error) { return LinkedDiamonds(3) }, 10, 15, 1},
		{"0 linked diamonds", func() (*Graph, error) { return LinkedDiamonds(0) }, 1, 0, 1},
		{"binary tree 5", func() (*Graph, error) { return BinaryTree(5) }, 63, 62, 1},
		{"binary tree 0", func() (*Graph, error) { return BinaryTree(0) }, 1, 0, 1},
		{"comb 32", func() (*Graph, error) { return Comb(32) }, 64, 63, 1},
		{"comb 0", func() (*Graph, error) { return Comb(0) }, 0, 0, 0},
	} {
		g, err := tt.g()
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if g.Order() != tt.order || g.Size() != tt.size || len(g.Components()) != tt.comps {
			t.Errorf("%s: order %d size %d components %d, want %d %d %d", tt.name,
				g.Order(), g.Size(), len(g.Components()), tt.order, tt.size, tt.comps)
		}
	}
	for _, f := range []func() (*Graph, error){
		func() (*Graph, error) { return Path(65) },
		func() (*Graph, error) { return Path(-1) },
		func() (*Graph, error) { return Grid(5, 13) },
		func() (*Graph, error) { return Grid(-1, 2) },
		func() (*Graph, error) { return Star(64) },
		func() (*Graph, error) { return Tree([]int{0, 2}) },
		func() (*Graph, error) { return Prism(33) },
		func() (*Graph, error) { return Petersen(33, 2) },
		func() (*Graph, error) { return Petersen(6, 3) },
		func() (*Graph, error) { return Petersen(7, 0) },
		func() (*Graph, error) { return Hypercube(7) },
		func() (*Graph, error) { return Hypercube(-1) },
		func() (*Graph, error) { return PathPlus(5, 0) },
		func() (*Graph, error) { return LinkedCycles(22) },
		func() (*Graph, error) { return LinkedDiamonds(-1) },
		func() (*Graph, error) { return BinaryTree(6) },
		func() (*Graph, error) { return Comb(33) },
		func() (*Graph, error) { return Comb(-1) },
	} {
		if g, err := f(); err == nil {
			t.Errorf("got %s, want an error", g)
		}
	}
}

// TestFamilyIsomorphisms identifies the families' graphs with ones known
// by another construction: GP(5, 2) is the Petersen graph (graph6
// IheA@GUAo, as networkx writes it), the prism GP(n, 1) is C_n □ K₂ built
// here from the grid C_n … (the ladder with its ends joined), Q₃ is the
// prism of the square, Q₂ = C₄, one linked 4-cycle is C₄, one diamond is
// K₄ less an edge, and P_n(1) = P_n, P_n(2) is the square of the path.
func TestFamilyIsomorphisms(t *testing.T) {
	must := func(g *Graph, err error) *Graph {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	ladderRing := func(n int) *Graph { // Grid(2, n) with columns 0 and n−1 joined
		g := must(Grid(2, n))
		must(g, g.AddEdge(0, n-1))
		must(g, g.AddEdge(n, 2*n-1))
		return g
	}
	square := func(n int) *Graph {
		g := must(Path(n))
		for i := 0; i+2 < n; i++ {
			must(g, g.AddEdge(i, i+2))
		}
		return g
	}
	for _, c := range []struct {
		name string
		g, h *Graph
	}{
		{"GP(5,2) = Petersen", must(Petersen(5, 2)), must(ParseGraph6("IheA@GUAo"))},
		{"prism 3", must(Prism(3)), ladderRing(3)},
		{"prism 7", must(Prism(7)), ladderRing(7)},
		{"prism 32", must(Prism(32)), ladderRing(32)},
		{"Q3 = prism 4", must(Hypercube(3)), must(Prism(4))},
		{"Q2 = C4", must(Hypercube(2)), must(Cycle(4))},
		{"Q1 = P2", must(Hypercube(1)), must(Path(2))},
		{"one linked 4-cycle", must(LinkedCycles(1)), must(Cycle(4))},
		{"one diamond", must(LinkedDiamonds(1)), must(ParseEdges("0-1,0-2,0-3,1-2,1-3"))},
		{"P9(1)", must(PathPlus(9, 1)), must(Path(9))},
		{"P9(2)", must(PathPlus(9, 2)), square(9)},
		{"binary tree 1 = P3", must(BinaryTree(1)), must(Path(3))},
		{"comb 2 = P4", must(Comb(2)), must(Path(4))},
	} {
		if !Isomorphic(c.g, c.h) {
			t.Errorf("%s: %s and %s are not isomorphic", c.name, c.g, c.h)
		}
	}
	// GP(n, k) ≅ GP(n, k′) when k k′ ≡ ±1 (mod n) (Steimle and Staton
	// 2009, "The isomorphism classes of the generalized Petersen graphs",
	// Discrete Math. 309): GP(7, 2) ≅ GP(7, 3), and GP(8, 3) ≇ GP(8, 1)
	// since neither 3 ≡ ±1 nor 3·1 ≡ ±1 (mod 8) (GP(8, 3) is the
	// Möbius–Kantor graph).
	if !Isomorphic(must(Petersen(7, 2)), must(Petersen(7, 3))) {
		t.Error("GP(7, 2) and GP(7, 3) are not isomorphic")
	}
	if Isomorphic(must(Petersen(8, 3)), must(Petersen(8, 1))) {
		t.Error("GP(8, 3) and the prism GP(8, 1) are isomorphic")
	}
}

// TestParseFamily reads every family, checks the first index and that
// the graphs agree with their constructors, and refuses bad names.
func TestParseFamily(t *testing.T) {
	for _, c := range []struct {
		name  string
		first int
		n     int
		want  func() (*Graph, error)
	}{
		{"path", 0, 7, func() (*Graph, error) { return Path(7) }},
		{"cycle", 0, 7, func() (*Graph, error) { return Cycle(7) }},
		{"star", 0, 7, func() (*Graph, error) { return Star(7) }},
		{"complete", 0, 7, func() (*Graph, error) { return Complete(7) }},
		{"grid:3", 0, 7, func() (*Graph, error) { return Grid(3, 7) }},
		{"prism", 0, 7, func() (*Graph, error) { return Prism(7) }},
		{"petersen:2", 5, 7, func() (*Graph, error) { return Petersen(7, 2) }},
		{"petersen:15", 31, 32, func() (*Graph, error) { return Petersen(32, 15) }},
		{"hypercube", 0, 5, func() (*Graph, error) { return Hypercube(5) }},
		{"pathplus:3", 0, 7, func() (*Graph, error) { return PathPlus(7, 3) }},
		{"linkedcycles", 0, 7, func() (*Graph, error) { return LinkedCycles(7) }},
		{"linkeddiamonds", 0, 7, func() (*Graph, error) { return LinkedDiamonds(7) }},
		{"bintree", 0, 3, func() (*Graph, error) { return BinaryTree(3) }},
		{"comb", 0, 7, func() (*Graph, error) { return Comb(7) }},
	} {
		f, err := ParseFamily(c.name)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if f.Name != c.name || f.First != c.first {
			t.Errorf("%s: name %q first %d, want first %d", c.name, f.Name, f.First, c.first)
		}
		if !strings.Contains(FamilyNames, strings.TrimRight(strings.SplitAfter(c.name, ":")[0], "0123456789")) {
			t.Errorf("%s is not in FamilyNames", c.name)
		}
		g, err := f.Graph(c.n)
		h, _ := c.want()
		if err != nil || !g.Equal(h) {
			t.Errorf("%s at %d: %s, %v; want %s", c.name, c.n, g, err, h)
		}
	}
	for _, s := range []string{"grid", "grid:0", "grid:x", "grid:65", "tree", "", "petersen:0", "petersen:16", "pathplus:0", "prism:2", "hypercube:3"} {
		if _, err := ParseFamily(s); err == nil {
			t.Errorf("ParseFamily(%q) accepted", s)
		}
	}
}

// TestFamilyValues: Values runs over First … n, stops at the first error
// with the values before it, and refuses n < First.
// TestFamilyKinds: FamilyNames lists FamilyKinds in order, a parameter
// by its letter; every kind's example is a family ParseFamily reads, and
// its name without a parameter is not (nor, with one, the bare name).
func TestFamilyKinds(t *testing.T) {
	var names []string
	for _, k := range FamilyKinds {
		name := k.Name
		if k.Param != "" {
			name += ":" + k.Param
		}
		names = append(names, name)
		f, err := ParseFamily(k.Example())
		if err != nil || f.Name != k.Example() {
			t.Errorf("%v: ParseFamily(%q) = %v, %v", k, k.Example(), f.Name, err)
		}
		if _, err := ParseFamily(k.Name); (err == nil) != (k.Param == "") {
			t.Errorf("%v: ParseFamily(%q): %v", k, k.Name, err)
		}
	}
	if got := strings.Join(names, ", "); got != FamilyNames {
		t.Errorf("FamilyKinds list %q, FamilyNames %q", got, FamilyNames)
	}
}

func TestFamilyValues(t *testing.T) {
	ctx := context.Background()
	order := func(_ context.Context, g *Graph) (int, error) { return g.Order(), nil }
	f, _ := ParseFamily("petersen:2")
	v, err := f.Values(ctx, 8, order)
	if err != nil || !slices.Equal(v, []int{10, 12, 14, 16}) {
		t.Errorf("petersen:2 to 8: %v, %v", v, err)
	}
	if v, err := f.Values(ctx, 4, order); err == nil {
		t.Errorf("petersen:2 to 4: %v", v)
	}
	h, _ := ParseFamily("hypercube")
	v, err = h.Values(ctx, 7, order)
	if err == nil || !slices.Equal(v, []int{1, 2, 4, 8, 16, 32, 64}) {
		t.Errorf("hypercube to 7: %v, %v; want Q0 … Q6 and an error", v, err)
	}
	boom := errors.New("boom")
	v, err = h.Values(ctx, 3, func(_ context.Context, g *Graph) (int, error) {
		if g.Order() == 4 {
			return 0, boom
		}
		return 1, nil
	})
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), "hypercube, n = 2") || len(v) != 2 {
		t.Errorf("failing at Q2: %v, %v", v, err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if v, err := h.Values(cctx, 3, order); !errors.Is(err, context.Canceled) || len(v) != 0 {
		t.Errorf("cancelled: %v, %v", v, err)
	}
}

// TestComponents compares Components with gonum's topo.ConnectedComponents
// and checks Undirected and FromUndirected round-trip.
func TestComponents(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		n := r.IntN(MaxOrder + 1)
		g := random(r, n, r.Float64()*3/float64(max(n, 1)))
		u := g.Undirected()
		var want []Set
		for _, c := range topo.ConnectedComponents(u) {
			var s Set
			for _, x := range c {
				s |= 1 << x.ID()
			}
			want = append(want, s)
		}
		slices.SortFunc(want, func(a, b Set) int { return bits.TrailingZeros64(a) - bits.TrailingZeros64(b) })
		if got := g.Components(); !slices.Equal(got, want) {
			t.Fatalf("%s: components %x, gonum %x", g, got, want)
		}
		h, err := FromUndirected(u)
		if err != nil || !h.Equal(g) {
			t.Fatalf("FromUndirected(Undirected(%s)) = %v, %v", g, h, err)
		}
	}
}

func TestInduced(t *testing.T) {
	g := petersen(t)
	h := g.Induced(0b11111) // the outer cycle
	c, _ := Cycle(5)
	if !h.Equal(c) {
		t.Errorf("outer vertices of the Petersen graph induce %s, want C5", h)
	}
	h = g.Induced(1<<0 | 1<<5 | 1<<7)
	if h.String() != "3: 0-1,1-2" {
		t.Errorf("Induced({0,5,7}) = %s, want 3: 0-1,1-2", h)
	}
}

func random(r *rand.Rand, n int, p float64) *Graph {
	g, _ := New(n)
	for v := 1; v < n; v++ {
		for u := range v {
			if r.Float64() < p {
				g.AddEdge(u, v)
			}
		}
	}
	return g
}

// TestLineGraph checks LineGraph against the definition (two edges
// adjacent exactly when they share an end) on every graph of up to 6
// vertices and random ones, and on known line graphs: L(P_n) = P_{n−1},
// L(C_n) = C_n, L(K_{1,n}) = K_n, L(K_4) is the octahedron (4-regular,
// 6 vertices); too many edges and a nil graph are errors.
func TestLineGraph(t *testing.T) {
	check := func(g *Graph) {
		l, err := LineGraph(g)
		if err != nil {
			t.Fatal(err)
		}
		es := g.Edges()
		if l.Order() != len(es) {
			t.Fatalf("%v: L has %d vertices, want %d", g, l.Order(), len(es))
		}
		for i, e := range es {
			for j, f := range es {
				share := i != j && (e[0] == f[0] || e[0] == f[1] || e[1] == f[0] || e[1] == f[1])
				if l.HasEdge(i, j) != share {
					t.Fatalf("%v: edges %v and %v adjacent in L: %v, want %v", g, e, f, l.HasEdge(i, j), share)
				}
			}
		}
	}
	for n := 0; n <= 6; n++ {
		cs, err := Classes(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range cs {
			check(g)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 100 {
		g, _ := New(2 + r.IntN(14))
		for u := range g.Order() {
			for v := u + 1; v < g.Order(); v++ {
				if r.IntN(4) == 0 && g.Size() < MaxOrder {
					g.AddEdge(u, v)
				}
			}
		}
		check(g)
	}
	iso := func(name string, g, want *Graph) {
		t.Helper()
		l, err := LineGraph(g)
		if err != nil || !Isomorphic(l, want) {
			t.Errorf("L(%s) = %v, %v; want %v", name, l, err, want)
		}
	}
	p7, _ := Path(7)
	p6, _ := Path(6)
	c9, _ := Cycle(9)
	s5, _ := Star(5)
	k5, _ := Complete(5)
	k4, _ := Complete(4)
	iso("P_7", p7, p6)
	iso("C_9", c9, c9)
	iso("K_{1,5}", s5, k5)
	oct, _ := LineGraph(k4)
	for v := range oct.Order() {
		if oct.Degree(v) != 4 || oct.Order() != 6 {
			t.Errorf("L(K_4): order %d, degree of %d is %d; want the octahedron", oct.Order(), v, oct.Degree(v))
		}
	}
	k12, _ := Complete(12) // 66 edges
	if _, err := LineGraph(k12); !errors.Is(err, ErrTooManyVertices) {
		t.Errorf("L(K_12): %v, want ErrTooManyVertices", err)
	}
	if _, err := LineGraph(nil); err == nil {
		t.Error("L(nil): no error")
	}
}
