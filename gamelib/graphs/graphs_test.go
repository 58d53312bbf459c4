package graphs

import (
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
		{"0-1,,1-2", `"" is not a vertex`},
	} {
		_, err := ParseEdges(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseEdges(%q) = %v, want an error containing %q", tt.in, err, tt.want)
		}
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
	} {
		if g, err := f(); err == nil {
			t.Errorf("got %s, want an error", g)
		}
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
