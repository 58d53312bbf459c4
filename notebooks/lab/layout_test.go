package lab

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/graph/layout"

	"github.com/grundylab/grundylab/gamelib/graphs"
)

// layoutFamilies are the families whose drawings are checked, each up to
// an index of at most 64 vertices and no more than the textbook picture
// can draw without an edge grazing a vertex: the chords of K_n on a
// circle pass within R(1 − cos 2π/n) of a vertex, under a 25th of the
// drawing from n = 16 on; GP(n, k)'s inner star passes within about
// 2r·sin²(π/n) of its vertices (so beyond those n Layout draws them by
// stress majorization instead, and familyLayout's picture is not
// required to pass). Q₅ is drawn without faults since the local search
// of hypercubeLayout (18 edges grazed a vertex before). Not yet drawn
// without faults: Q₆ (some 70 edges graze a vertex, 112 before that
// search) and P_n(5) beyond n = 26 (neither its band nor stress
// majorization).
var layoutFamilies = []struct {
	family string
	last   int
}{
	{"path", 64}, {"cycle", 40}, {"star", 40}, {"complete", 12},
	{"grid:1", 40}, {"grid:2", 32}, {"grid:3", 21}, {"grid:4", 16}, {"grid:5", 12},
	{"prism", 32}, {"petersen:1", 32}, {"petersen:2", 12}, {"petersen:3", 13},
	{"hypercube", 5}, {"pathplus:2", 64}, {"pathplus:3", 64}, {"pathplus:5", 26},
	{"linkedcycles", 21}, {"linkeddiamonds", 21}, {"bintree", 5}, {"comb", 32},
}

// checkDrawing reports the faults of the drawing (x, y) of g: a vertex
// within side/25 of an edge it is not an end of (side: the drawing's
// larger side; a disc of lab's figures is about that), two vertices
// closer than that, or a coordinate that is not finite. Written apart
// from layout.go's drawingFaults, so that the two check each other.
func checkDrawing(g *graphs.Graph, x, y []float64) []string {
	n := g.Order()
	if len(x) != n || len(y) != n {
		return []string{fmt.Sprintf("%d, %d coordinates for %d vertices", len(x), len(y), n)}
	}
	if n < 2 {
		return nil
	}
	side := math.Max(slices.Max(x)-slices.Min(x), slices.Max(y)-slices.Min(y))
	tol := side / 25
	var bad []string
	for i := range n {
		if math.IsNaN(x[i]+y[i]) || math.IsInf(x[i]+y[i], 0) {
			bad = append(bad, fmt.Sprintf("vertex %d at (%g, %g)", i, x[i], y[i]))
		}
		for j := i + 1; j < n; j++ {
			if d := math.Hypot(x[i]-x[j], y[i]-y[j]); d < tol {
				bad = append(bad, fmt.Sprintf("vertices %d and %d %.3g apart (side %.3g)", i, j, d, side))
			}
		}
	}
	for _, e := range g.Edges() {
		ax, ay, bx, by := x[e[0]], y[e[0]], x[e[1]], y[e[1]]
		for v := range n {
			if v == e[0] || v == e[1] {
				continue
			}
			// The distance from v to the segment: to its nearest point.
			t := ((x[v]-ax)*(bx-ax) + (y[v]-ay)*(by-ay)) / ((bx-ax)*(bx-ax) + (by-ay)*(by-ay))
			t = math.Max(0, math.Min(1, t))
			if d := math.Hypot(ax+t*(bx-ax)-x[v], ay+t*(by-ay)-y[v]); d < tol {
				bad = append(bad, fmt.Sprintf("edge %d-%d passes %.3g from vertex %d (side %.3g)", e[0], e[1], d, v, side))
			}
		}
	}
	return bad
}

// crossings counts the pairs of edges of g with no common end whose
// segments cross (strictly inside both).
func crossings(g *graphs.Graph, x, y []float64) int {
	// The side of p from the line ab, 0 within rounding (two opposite
	// rungs of a prism are collinear and do not cross).
	side := func(ax, ay, bx, by, px, py float64) float64 {
		s := (bx-ax)*(py-ay) - (by-ay)*(px-ax)
		if math.Abs(s) < 1e-9*math.Hypot(bx-ax, by-ay)*math.Hypot(px-ax, py-ay) {
			return 0
		}
		return s
	}
	es := g.Edges()
	c := 0
	for i, e := range es {
		for _, f := range es[i+1:] {
			if e[0] == f[0] || e[0] == f[1] || e[1] == f[0] || e[1] == f[1] {
				continue
			}
			p, q, r, s := e[0], e[1], f[0], f[1]
			if side(x[p], y[p], x[q], y[q], x[r], y[r])*side(x[p], y[p], x[q], y[q], x[s], y[s]) < 0 &&
				side(x[r], y[r], x[s], y[s], x[p], y[p])*side(x[r], y[r], x[s], y[s], x[q], y[q]) < 0 {
				c++
			}
		}
	}
	return c
}

// TestLayoutFamilies: every family graph drawn by Layout and by
// familyLayout (its textbook picture) has no edge through a vertex and
// no two vertices together; the grids, prisms and ladders have no
// crossing, and GP(n, k) only the n(k−1) of its inner star {n/k}.
func TestLayoutFamilies(t *testing.T) {
	for _, c := range layoutFamilies {
		f, err := graphs.ParseFamily(c.family)
		if err != nil {
			t.Fatal(err)
		}
		for n := f.First; n <= c.last; n++ {
			g, err := f.Graph(n)
			if err != nil {
				t.Fatalf("%s %d: %v", c.family, n, err)
			}
			fx, fy, ok := familyLayout(f, n)
			if !ok {
				t.Fatalf("%s: no textbook picture", c.family)
			}
			x, y := Layout(g)
			for _, d := range []struct {
				how  string
				x, y []float64
			}{{"familyLayout", fx, fy}, {"Layout", x, y}} {
				if bad := checkDrawing(g, d.x, d.y); len(bad) > 0 {
					t.Errorf("%s, n = %d, %s: %d faults, first %s", c.family, n, d.how, len(bad), bad[0])
					continue
				}
				want := -1
				switch c.family {
				case "grid:1", "grid:2", "grid:3", "grid:4", "grid:5", "prism", "petersen:1", "path", "cycle", "star", "comb", "linkedcycles", "linkeddiamonds", "bintree":
					want = 0
				case "petersen:2", "petersen:3":
					// The star {n/k}'s n(k−1) crossings; Layout may draw
					// GP(n, k) as an isomorphic GP(n, k') of fewer
					// (GP(7, 3) as GP(7, 2)).
					want = n * int(c.family[len(c.family)-1]-'0'-1)
				}
				if got := crossings(g, d.x, d.y); want >= 0 && (got > want || d.how == "familyLayout" && got != want) {
					t.Errorf("%s, n = %d, %s: %d crossings, want %d", c.family, n, d.how, got, want)
				}
			}
		}
	}
}

// layoutProbe are the drawings a fault probe found unreadable with the
// former Layout (frLayout): the Petersen graph (edge 3–8 through vertex
// 5), the 4×4 grid (crossings), the comb of 64 vertices.
var layoutProbe = []struct {
	name          string
	g             *graphs.Graph
	wantCrossings int // -1: not checked
}{
	{"Petersen graph (graph6)", must(graphs.ParseGraph6("IheA@GUAo")), 5},
	{"grid 4×4", must(graphs.Grid(4, 4)), 0},
	{"comb 32", must(graphs.Comb(32)), 0},
	{"hypercube Q4", must(graphs.Hypercube(4)), -1},
	{"two triangles and a path", must(graphs.ParseEdges("0-1,1-2,2-0,3-4,4-5,5-3,6-7,7-8")), 0},
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestLayoutProbe: the probe's graphs (and a disconnected one) are drawn
// without faults, with the crossings of their textbook pictures (the
// Petersen graph's inner star: 5); Layout is deterministic.
func TestLayoutProbe(t *testing.T) {
	for _, c := range layoutProbe {
		x, y := Layout(c.g)
		if bad := checkDrawing(c.g, x, y); len(bad) > 0 {
			t.Errorf("%s: %d faults, first %s", c.name, len(bad), bad[0])
		}
		if got := crossings(c.g, x, y); c.wantCrossings >= 0 && got != c.wantCrossings {
			t.Errorf("%s: %d crossings, want %d", c.name, got, c.wantCrossings)
		}
		x2, y2 := Layout(c.g)
		if !slices.Equal(x, x2) || !slices.Equal(y, y2) {
			t.Errorf("%s: two calls drew differently", c.name)
		}
	}
}

// randomGraph returns a graph of n vertices, each edge present with
// probability p, from the seeded generator rng.
func randomGraph(rng *rand.Rand, n int, p float64) *graphs.Graph {
	g, _ := graphs.New(n)
	for i := range n {
		for j := i + 1; j < n; j++ {
			if rng.Float64() < p {
				g.AddEdge(i, j)
			}
		}
	}
	return g
}

// layoutRandom are the random graphs drawn (seeded; sparse, as the
// graphs games are played on, and some disconnected).
func layoutRandom() []*graphs.Graph {
	rng := rand.New(rand.NewPCG(2026, 1))
	var gs []*graphs.Graph
	for _, n := range []int{5, 8, 10, 12, 15, 20, 20, 25, 30} {
		gs = append(gs, randomGraph(rng, n, 2.5/float64(n)))
	}
	return gs
}

// TestLayoutRandom: random graphs are drawn without faults, the same on
// two calls, and their components apart (no edge of one crosses an edge
// of another).
func TestLayoutRandom(t *testing.T) {
	for _, g := range layoutRandom() {
		x, y := Layout(g)
		if bad := checkDrawing(g, x, y); len(bad) > 0 {
			t.Errorf("%v: %d faults, first %s", g, len(bad), bad[0])
		}
		x2, y2 := Layout(g)
		if !slices.Equal(x, x2) || !slices.Equal(y, y2) {
			t.Errorf("%v: two calls drew differently", g)
		}
		comps := g.Components()
		for i, a := range comps {
			for _, b := range comps[i+1:] {
				// The components' boxes do not overlap.
				ba, bb := boxOf(a, x, y), boxOf(b, x, y)
				if ba[0] <= bb[2] && bb[0] <= ba[2] && ba[1] <= bb[3] && bb[1] <= ba[3] {
					t.Errorf("%v: components %b and %b overlap: boxes %v, %v", g, a, b, ba, bb)
				}
			}
		}
	}
}

func boxOf(s graphs.Set, x, y []float64) [4]float64 {
	b := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for v := range x {
		if s>>v&1 == 1 {
			b = [4]float64{min(b[0], x[v]), min(b[1], y[v]), max(b[2], x[v]), max(b[3], y[v])}
		}
	}
	return b
}

// frLayout is the former Layout (Fruchterman and Reingold, from a circle,
// 300 rounds), kept to compare the methods.
func frLayout(g *graphs.Graph) (x, y []float64) {
	n := g.Order()
	x, y = make([]float64, n), make([]float64, n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(max(n, 1))
		x[i], y[i] = math.Cos(a), math.Sin(a)
	}
	if n < 2 {
		return x, y
	}
	k := 2 / math.Sqrt(float64(n))
	dx, dy := make([]float64, n), make([]float64, n)
	const rounds = 300
	for r := range rounds {
		clear(dx)
		clear(dy)
		for i := range n {
			for j := i + 1; j < n; j++ {
				ex, ey := x[i]-x[j], y[i]-y[j]
				d := math.Max(math.Hypot(ex, ey), 1e-6)
				f := k * k / d
				if g.HasEdge(i, j) {
					f -= d * d / k
				}
				dx[i] += ex / d * f
				dy[i] += ey / d * f
				dx[j] -= ex / d * f
				dy[j] -= ey / d * f
			}
		}
		t := 0.1 * (1 - float64(r)/rounds)
		for i := range n {
			d := math.Max(math.Hypot(dx[i], dy[i]), 1e-9)
			s := math.Min(d, t) / d
			x[i] += dx[i] * s
			y[i] += dy[i] * s
		}
	}
	return x, y
}

// eadesLayout is gonum's EadesR2 (the settings of its example: 30
// updates, repulsion 1, rate 0.05, θ 0.2), seeded, on the ordered graph.
func eadesLayout(g *graphs.Graph) (x, y []float64) {
	n := g.Order()
	e := layout.EadesR2{Repulsion: 1, Rate: 0.05, Updates: 30, Theta: 0.2, Src: rand.NewPCG(1, 2)}
	o := layout.NewOptimizerR2(orderedGraph{g.Undirected()}, e.Update)
	for o.Update() {
	}
	x, y = make([]float64, n), make([]float64, n)
	for i := range n {
		c := o.Coord2(int64(i))
		x[i], y[i] = c.X, c.Y
	}
	return x, y
}

// TestLayoutGeneralMethods compares the methods for graphs without a
// textbook picture, connected component by component (as Layout draws
// them): stress majorization (stressLayout), gonum's EadesR2 and
// IsomapR2, and the former Fruchterman–Reingold layout, on the probe's
// graphs, the families' graphs of up to 20 vertices and the random
// graphs, by the faults checkDrawing finds and the crossings. Stress
// majorization must have the fewest faults; the counts are logged
// (go test -v -run GeneralMethods).
func TestLayoutGeneralMethods(t *testing.T) {
	var gs []*graphs.Graph
	for _, c := range layoutProbe {
		gs = append(gs, c.g)
	}
	for _, c := range layoutFamilies {
		f, _ := graphs.ParseFamily(c.family)
		for n := f.First; n <= c.last; n++ {
			if g, _ := f.Graph(n); g.Order() <= 20 {
				gs = append(gs, g)
			}
		}
	}
	gs = append(gs, layoutRandom()...)
	methods := []struct {
		name string
		draw func(*graphs.Graph) ([]float64, []float64)
	}{
		{"stress", stressLayout},
		{"EadesR2", eadesLayout},
		{"IsomapR2", func(g *graphs.Graph) ([]float64, []float64) {
			if x, y, ok := isomapStart(g); ok {
				return x, y
			}
			return pathLayout(g.Order())
		}},
		{"Fruchterman–Reingold", frLayout},
	}
	faults := make([]int, len(methods))
	faulty := make([]int, len(methods))
	cross := make([]int, len(methods))
	for _, g := range gs {
		for _, c := range g.Components() {
			sub := g.Induced(c)
			for i, m := range methods {
				x, y := m.draw(sub)
				bad := len(checkDrawing(sub, x, y))
				faults[i] += bad
				if bad > 0 {
					faulty[i]++
				}
				cross[i] += crossings(sub, x, y)
			}
		}
	}
	for i, m := range methods {
		t.Logf("%-22s %4d faults in %3d drawings, %5d crossings", m.name, faults[i], faulty[i], cross[i])
		if i > 0 && faults[i] < faults[0] {
			t.Errorf("%s has fewer faults (%d) than stress majorization (%d)", m.name, faults[i], faults[0])
		}
	}
}

// TestLayoutOldFaults: the checks find the probe's faults in the former
// layout (so they would have failed on it): the Petersen graph's edge
// 3–8 through vertex 5, the 4×4 grid's crossings.
func TestLayoutOldFaults(t *testing.T) {
	pet := must(graphs.ParseGraph6("IheA@GUAo"))
	x, y := frLayout(pet)
	bad := checkDrawing(pet, x, y)
	if !slices.ContainsFunc(bad, func(b string) bool {
		return strings.HasPrefix(b, "edge 3-8 passes") && strings.Contains(b, "vertex 5 ")
	}) {
		t.Errorf("former layout of the Petersen graph: faults %q, want edge 3-8 near vertex 5", bad)
	}
	grid := must(graphs.Grid(4, 4))
	if x, y := frLayout(grid); crossings(grid, x, y) == 0 {
		t.Error("former layout of the 4×4 grid: no crossing found")
	}
}
