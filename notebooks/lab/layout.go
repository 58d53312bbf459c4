package lab

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/iterator"
	"gonum.org/v1/gonum/graph/layout"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/grundylab/grundylab/gamelib/graphs"
)

// The drawings of graphs (Layout, familyLayout) live here, in the lab,
// not in package graphs: where a vertex is drawn is no rule of a game and
// no property of the graph, only lab draws graphs, and the command line
// should not carry pictures. The family pictures rely on the vertex
// numbering that package graphs documents for each family (Comb's tooth
// n+i at vertex i, LinkedCycles' v_i = n+1+2i, …); the tests check every
// family's drawing against the graph itself, so a renumbering there shows
// here.

// discFrac is the radius of a vertex's disc as a fraction of the larger
// side of the drawing: plots.GraphDrawingPlot draws 9 pt discs in lab's
// 10 cm figures, whose data area is some 230 pt wide.
const discFrac = 1.0 / 25

// Layout places the vertices of g for drawing, deterministically (the
// same picture on every run and machine of one architecture). Each
// connected component is drawn on its own, scaled to edges of about
// unit length, and the components are set side by side in rows
// (largest first), never overlapping:
//
//   - a component isomorphic to a graph of a family of graphs.ParseFamily
//     (a path, cycle, star, complete graph, grid, prism, generalised
//     Petersen graph, hypercube, complete binary tree, comb, linked cycles
//     or diamonds) is drawn as that family's textbook picture
//     (familyLayout), carried over by the isomorphism (the canonical
//     forms' relabellings, graphs.Graph.CanonicalLimit): the Petersen
//     graph given in graph6 is an outer pentagon and an inner star;
//   - any other component by stress majorization (Gansner, Koren and
//     North, "Graph drawing by stress majorization", GD 2004: the
//     drawing's distances fitted to the graph's, weighted by 1/d²) from
//     the classical scaling of those distances (gonum's layout.IsomapR2)
//     and from a circle and seeded random starts; the first drawing with
//     no fault is kept, else the one with the fewest faults, then
//     crossings. A fault is an edge passing within a disc's radius
//     (discFrac of the drawing's larger side) of a vertex not its end, or
//     two vertices closer than a radius.
//
// Stress majorization was chosen over gonum's force-directed EadesR2 and
// the former Fruchterman–Reingold layout (300 rounds from a circle, which
// drew the Petersen graph's edge 3–8 through vertex 5 and the 4×4 grid
// with crossings) by counting faults and crossings on the families and on
// random graphs (TestLayoutGeneralMethods, component by component): 2
// faults against 346 (Fruchterman–Reingold), 1878 (IsomapR2 alone, which
// sets symmetric vertices on one another) and 3415 (EadesR2 as its
// example sets it), with as few crossings as EadesR2 and fewer than
// Fruchterman–Reingold; EadesR2 also reads gonum's simple graphs in map
// order (Layout hands gonum an ordered graph, orderedGraph).
//
// Cost: recognising a component of n vertices and m edges compares it
// with at most some 2n family graphs, by sizes and degrees first, then by
// canonical forms (at most layoutCanonNodes search nodes each); stress
// majorization is O(starts · rounds · n²) with n ≤ 64, rounds = 300 and
// at most 16 starts (tried only while every drawing has a fault), then
// at most 20 nudges of O(n·m + m²); some tens of milliseconds at 64
// vertices.
func Layout(g *graphs.Graph) (x, y []float64) {
	n := g.Order()
	x, y = make([]float64, n), make([]float64, n)
	if n == 0 {
		return x, y
	}
	type piece struct {
		verts []int
		x, y  []float64
	}
	var pieces []piece
	for _, c := range g.Components() {
		var verts []int
		for s := c; s != 0; s &= s - 1 {
			verts = append(verts, bits.TrailingZeros64(s))
		}
		sub := g.Induced(c) // vertex k of sub is verts[k]
		px, py, ok := knownLayout(sub)
		faults := -1 // no textbook picture
		if ok {
			faults = drawingFaults(sub, px, py).faults()
		}
		if faults != 0 {
			// No textbook picture, or one with faults (the inner star of
			// a large GP(n, k) grazes its vertices): stress majorization,
			// kept if it does better.
			sx, sy := stressLayout(sub)
			if faults < 0 || drawingFaults(sub, sx, sy).faults() < faults {
				px, py = sx, sy
			}
		}
		pieces = append(pieces, piece{verts, px, py})
	}
	// Largest components first, then by least vertex (stable).
	slices.SortStableFunc(pieces, func(a, b piece) int { return len(b.verts) - len(a.verts) })
	boxes := make([][4]float64, len(pieces))
	for i, p := range pieces {
		boxes[i] = bbox(p.x, p.y)
	}
	offs := packBoxes(boxes)
	for i, p := range pieces {
		for k, v := range p.verts {
			x[v], y[v] = p.x[k]+offs[i][0], p.y[k]+offs[i][1]
		}
	}
	if len(pieces) > 1 && drawingFaults(g, x, y).faults() > 0 {
		// The whole drawing is larger than each piece, and so are the
		// discs measured against it.
		x, y = nudge(g, x, y)
	}
	return x, y
}

// layoutCanonNodes bounds each canonical form's search when Layout
// recognises a family graph: a graph whose search would pass it is drawn
// by stress majorization.
const layoutCanonNodes = 20000

// knownLayout draws a connected graph g as the family graph it is
// isomorphic to, if any (Layout), scaled to unit edges.
func knownLayout(g *graphs.Graph) (x, y []float64, ok bool) {
	n, m := g.Order(), g.Size()
	if n <= 1 {
		return make([]float64, n), make([]float64, n), true
	}
	degs := degrees(g)
	var cg *graphs.Graph
	var p []int
	for _, c := range familyCandidates(n) {
		f, err := graphs.ParseFamily(c.family)
		if err != nil {
			continue
		}
		h, err := f.Graph(c.n)
		if err != nil || h.Order() != n || h.Size() != m || !slices.Equal(degrees(h), degs) {
			continue
		}
		if cg == nil {
			var done bool
			if cg, p, done = g.CanonicalLimit(layoutCanonNodes); !done {
				return nil, nil, false
			}
		}
		ch, q, done := h.CanonicalLimit(layoutCanonNodes)
		if !done || !ch.Equal(cg) {
			continue
		}
		fx, fy, ok := familyLayout(f, c.n)
		if !ok {
			continue
		}
		// g's vertex v is the canonical vertex p[v], which is h's vertex
		// q⁻¹(p[v]).
		qinv := make([]int, n)
		for v, w := range q {
			qinv[w] = v
		}
		x, y = make([]float64, n), make([]float64, n)
		for v := range n {
			x[v], y[v] = fx[qinv[p[v]]], fy[qinv[p[v]]]
		}
		return x, y, true
	}
	return nil, nil, false
}

// A familyCandidate is a family's graph of index n.
type familyCandidate struct {
	family string
	n      int
}

// familyCandidates lists the family graphs of order n that Layout tries,
// in order of preference (the first isomorphic one is drawn: a 4-cycle
// as a cycle, not as Q₂ or a 2×2 grid).
func familyCandidates(n int) []familyCandidate {
	c := []familyCandidate{{"path", n}, {"cycle", n}, {"star", n - 1}, {"complete", n}}
	for r := 2; r*r <= n; r++ {
		if n%r == 0 {
			c = append(c, familyCandidate{"grid:" + strconv.Itoa(r), n / r})
		}
	}
	if n%2 == 0 {
		c = append(c, familyCandidate{"prism", n / 2})
		for k := 2; 2*k < n/2; k++ {
			c = append(c, familyCandidate{"petersen:" + strconv.Itoa(k), n / 2})
		}
		c = append(c, familyCandidate{"comb", n / 2})
	}
	if bits.OnesCount(uint(n)) == 1 {
		c = append(c, familyCandidate{"hypercube", bits.TrailingZeros(uint(n))})
	}
	if bits.OnesCount(uint(n+1)) == 1 {
		c = append(c, familyCandidate{"bintree", bits.TrailingZeros(uint(n+1)) - 1})
	}
	if n%3 == 1 {
		c = append(c, familyCandidate{"linkedcycles", n / 3}, familyCandidate{"linkeddiamonds", n / 3})
	}
	for k := 2; k < n; k++ {
		c = append(c, familyCandidate{"pathplus:" + strconv.Itoa(k), n})
	}
	return c
}

// degrees returns g's degrees in increasing order.
func degrees(g *graphs.Graph) []int {
	d := make([]int, g.Order())
	for v := range d {
		d[v] = g.Degree(v)
	}
	slices.Sort(d)
	return d
}

// bendAt is the longest chain (in units along it) drawn straight; a
// longer path or comb is wrapped in rows, a longer band (pathplus,
// linked cycles or diamonds, a long thin grid) bent into an open ring.
const bendAt = 16

// familyLayout returns the textbook picture of the graph of index n of
// family f (a graphs.ParseFamily family), with edges of about unit
// length, y upwards, and ok false for a family it does not know:
//
//	path            a line; longer than bendAt, rows read alternately
//	                left to right and right to left
//	cycle, complete on a circle (a path for a cycle of fewer than 3)
//	star            the centre inside a circle of leaves
//	grid:R          R rows of n (row 0 on top); a row or column as a path,
//	                a grid longer than bendAt and 4R bent into a ring
//	prism           two concentric cycles, the rungs radial
//	petersen:K      the outer polygon and the inner star {n/K}
//	hypercube       a square, the cube as two nested squares, Q₄…Q₆ by
//	                the projection of the Petrie polygon (the bit b along
//	                the angle πb/d)
//	bintree         layered from the root down, depth 5 radially
//	comb            the spine with the teeth below; longer, in rows
//	pathplus:K      K rows, vertex i in row i mod K (the edges i-(i+K)
//	                along the rows)
//	linkedcycles,   the spine with the links above it (cycles) or on
//	linkeddiamonds  both sides (diamonds)
//
// Bands longer than bendAt (pathplus, linked) are bent into an open
// ring. Time O(n) (hypercubes: O(d·2^d) for each of a few projections).
func familyLayout(f graphs.Family, n int) (x, y []float64, ok bool) {
	name, arg, _ := strings.Cut(f.Name, ":")
	k, _ := strconv.Atoi(arg)
	switch name {
	case "path":
		x, y = pathLayout(n)
	case "cycle", "complete":
		if n < 3 {
			x, y = pathLayout(n)
		} else {
			x, y = circleLayout(n)
		}
	case "star":
		x, y = make([]float64, n+1), make([]float64, n+1)
		cx, cy := circleLayout(n)
		copy(x[1:], cx)
		copy(y[1:], cy)
	case "grid":
		x, y = gridLayout(k, n)
	case "prism":
		if n < 3 {
			x, y = gridLayout(2, n)
		} else {
			x, y = petersenLayout(n, 1)
		}
	case "petersen":
		if 2*k >= n {
			return nil, nil, false
		}
		x, y = petersenLayout(n, k)
	case "hypercube":
		x, y = hypercubeLayout(n)
	case "bintree":
		x, y = binaryTreeLayout(n)
	case "comb":
		x, y = combLayout(n)
	case "pathplus":
		if k <= 1 || k >= n {
			x, y = pathLayout(n)
			break
		}
		t, s := make([]float64, n), make([]float64, n)
		for i := range n {
			t[i], s[i] = float64(i), float64(zigzag(i%k, k))
		}
		// Bent, an edge i-(i+K) of the outer row cuts into the rows
		// below it by its sagitta, about (r₀+K)(K/r₀)²/8 for the ring
		// of radius r₀ ≈ n/2π: the straight band is kept when the bent
		// one has more faults.
		x, y = bend(t, s, float64(n-1))
		if g, err := f.Graph(n); err == nil && drawingFaults(g, t, s).faults() < drawingFaults(g, x, y).faults() {
			x, y = t, s
		}
	case "linkedcycles", "linkeddiamonds":
		t, s := make([]float64, 3*n+1), make([]float64, 3*n+1)
		for i := range n + 1 {
			t[i] = 2 * float64(i)
		}
		for i := range n {
			u, w := n+1+2*i, n+2+2*i
			if name == "linkedcycles" {
				t[u], s[u], t[w], s[w] = 2*float64(i)+0.5, 1, 2*float64(i)+1.5, 1
			} else {
				t[u], s[u], t[w], s[w] = 2*float64(i)+1, 1, 2*float64(i)+1, -1
			}
		}
		x, y = bend(t, s, 2*float64(n))
	default:
		return nil, nil, false
	}
	return x, y, true
}

// zigzag places residue r of k in the rows 0, 2, 4, …, 5, 3, 1, so that
// consecutive residues (and k−1 and 0) are at most two rows apart.
func zigzag(r, k int) int {
	if 2*r < k {
		return 2 * r
	}
	return 2*(k-1-r) + 1
}

// pathLayout draws P_n on a line, or, longer than bendAt, in rows of
// ⌈√n⌉ read alternately left to right and right to left.
func pathLayout(n int) (x, y []float64) {
	x, y = make([]float64, n), make([]float64, n)
	c := n
	if n > bendAt+1 {
		c = int(math.Ceil(math.Sqrt(float64(n))))
	}
	for i := range n {
		r, j := i/max(c, 1), i%max(c, 1)
		if r%2 == 1 {
			j = c - 1 - j
		}
		x[i], y[i] = float64(j), -float64(r)
	}
	return x, y
}

// circleLayout puts n vertices on a circle of unit sides, vertex 0 on
// top, clockwise.
func circleLayout(n int) (x, y []float64) {
	x, y = make([]float64, n), make([]float64, n)
	r := 1.0
	if n >= 2 {
		r = 0.5 / math.Sin(math.Pi/float64(n))
	}
	for i := range n {
		a := math.Pi/2 - 2*math.Pi*float64(i)/float64(n)
		x[i], y[i] = r*math.Cos(a), r*math.Sin(a)
	}
	return x, y
}

// gridLayout draws Grid(r, c): vertex i·c+j at column j of row i, row 0
// on top; a single row or column as a path, a long thin grid bent.
func gridLayout(r, c int) (x, y []float64) {
	if r == 1 || c == 1 {
		return pathLayout(r * c)
	}
	t, s := make([]float64, r*c), make([]float64, r*c)
	for i := range r {
		for j := range c {
			t[i*c+j], s[i*c+j] = float64(j), float64(r-1-i)
		}
	}
	if c-1 > bendAt && c >= 4*r {
		return bend(t, s, float64(c-1))
	}
	return t, s
}

// petersenLayout draws GP(n, k): the outer n-gon of unit sides, the inner
// vertex n+i on the ray of i at the radius that makes the spokes as long
// as the inner polygon's sides between neighbours on the circle.
func petersenLayout(n, k int) (x, y []float64) {
	x, y = make([]float64, 2*n), make([]float64, 2*n)
	ox, oy := circleLayout(n)
	inner := 1 / (1 + 2*math.Pi/float64(n))
	for i := range n {
		x[i], y[i] = ox[i], oy[i]
		x[n+i], y[n+i] = inner*ox[i], inner*oy[i]
	}
	return x, y
}

// hypercubeLayout draws Q_d: a point, an edge, a square, the cube as two
// nested squares (a prism) and, from Q₄ on, a linear projection, word w
// at Σ_b w_b·v_b, the best (fewest drawing faults, then crossings) of
// the Petrie polygon's (v_b of unit length at the angle πb/d: Q₄'s
// familiar octagon) and the recursive square of squares (bits 2ℓ and
// 2ℓ+1 the sides of a square of side ρ^ℓ turned by ℓα, for a few ρ and
// α, ρ = 1.8 … 3.4 and α = 5° … 45°): Q₄ a square of squares; then,
// while the best has faults, seeded local searches from the Petrie
// polygon's (climbProjection: Q₅ drawn without faults, Q₆ with about
// half its faults). Time O(s·(2^d·d)²) for s = 82 projections and up to
// 4 × 1500 steps (2 × 400 for Q₆): well under a second.
func hypercubeLayout(d int) (x, y []float64) {
	switch {
	case d <= 1:
		return pathLayout(1 << max(d, 0))
	case d == 2:
		return []float64{0, 1, 0, 1}, []float64{0, 0, 1, 1}
	case d == 3:
		// The prism on the square 0-1-3-2 (bit 2 the rung): as
		// petersenLayout(4, 1), its vertices renamed.
		px, py := petersenLayout(4, 1)
		sq := []int{0, 1, 3, 2}
		x, y = make([]float64, 8), make([]float64, 8)
		for i, w := range sq {
			x[w], y[w] = px[i], py[i]
			x[w|4], y[w|4] = px[4+i], py[4+i]
		}
		return x, y
	}
	var cands [][][2]float64 // each: the d vectors
	petrie := make([][2]float64, d)
	for b := range d {
		a := math.Pi * float64(b) / float64(d)
		petrie[b] = [2]float64{math.Cos(a), math.Sin(a)}
	}
	cands = append(cands, petrie)
	for rho := 1.8; rho < 3.5; rho += 0.2 {
		for alpha := 5.0; alpha < 46; alpha += 5 {
			v := make([][2]float64, d)
			for b := range d {
				l := math.Pow(rho, float64(b/2))
				a := float64(b/2) * alpha * math.Pi / 180
				if b%2 == 1 {
					a += math.Pi / 2
				}
				v[b] = [2]float64{l * math.Cos(a), l * math.Sin(a)}
			}
			cands = append(cands, v)
		}
	}
	g, _ := graphs.Hypercube(d)
	var best [][2]float64
	var bestQ drawingQuality
	for _, v := range cands {
		x, y := project(d, v)
		if q := drawingFaults(g, x, y); best == nil || q.better(bestQ) {
			best, bestQ = v, q
		}
	}
	// No projection above is free of faults from Q₅ on (18 and 112 edges
	// graze a vertex): local searches from the Petrie polygon's, each
	// seeded so that the drawing is alike each time, move one vector at
	// a time by a step of 0.3 its length, keeping a step that is no worse,
	// until no fault is left or their budget is spent (Q₅: none left at
	// the second search's 471st step; Q₆: 112 faults down to some 60).
	if bestQ.faults() > 0 {
		searches, steps := 4, 1500
		if d >= 6 {
			searches, steps = 2, 400 // 64 vertices, 192 edges: each step measures 10⁵ pairs
		}
		for seed := range searches {
			v, q := climbProjection(g, d, petrie, uint64(seed), steps)
			if q.better(bestQ) {
				best, bestQ = v, q
			}
			if bestQ.faults() == 0 {
				break
			}
		}
	}
	return project(d, best)
}

// climbProjection is a local search for the projection of Q_d (g) from
// v: each of its steps moves one vector by 0.3 its length in a random
// direction (a generator seeded with seed) and keeps the move when the
// drawing is no worse; it ends at a drawing without faults or after
// steps steps. O(steps·(2^d·d)²).
func climbProjection(g *graphs.Graph, d int, v [][2]float64, seed uint64, steps int) ([][2]float64, drawingQuality) {
	x, y := project(d, v)
	q := drawingFaults(g, x, y)
	rng := rand.New(rand.NewPCG(uint64(d), seed))
	for range steps {
		if q.faults() == 0 {
			break
		}
		b := rng.IntN(d)
		l := math.Hypot(v[b][0], v[b][1])
		w := slices.Clone(v)
		w[b] = [2]float64{w[b][0] + 0.3*l*rng.NormFloat64(), w[b][1] + 0.3*l*rng.NormFloat64()}
		x, y := project(d, w)
		if r := drawingFaults(g, x, y); !q.better(r) {
			v, q = w, r
		}
	}
	return v, q
}

// project places each word w of d bits at Σ_b w_b·v_b.
func project(d int, v [][2]float64) (x, y []float64) {
	x, y = make([]float64, 1<<d), make([]float64, 1<<d)
	for w := range 1 << d {
		for b := range d {
			if w>>b&1 == 1 {
				x[w] += v[b][0]
				y[w] += v[b][1]
			}
		}
	}
	return x, y
}

// binaryTreeLayout draws the complete binary tree of depth d in layers,
// the leaves a unit apart and each parent above the middle of its
// children; depth 5 (32 leaves) radially, level ℓ on the circle of
// radius 1.2ℓ at the angles of its subtree's middle.
func binaryTreeLayout(d int) (x, y []float64) {
	n := 1<<(d+1) - 1
	x, y = make([]float64, n), make([]float64, n)
	level := func(i int) int { return bits.Len(uint(i+1)) - 1 }
	for i := n - 1; i >= 0; i-- {
		if l := level(i); l == d {
			x[i] = float64(i - (1<<d - 1))
		} else {
			x[i] = (x[2*i+1] + x[2*i+2]) / 2
		}
		y[i] = -1.5 * float64(level(i))
	}
	if d < 5 {
		return x, y
	}
	leaves := float64(int(1) << d)
	for i := range n {
		a := math.Pi/2 - 2*math.Pi*(x[i]+0.5)/leaves
		r := 1.2 * float64(level(i))
		x[i], y[i] = r*math.Cos(a), r*math.Sin(a)
	}
	return x, y
}

// combLayout draws the comb of n teeth: the spine 0..n−1 on a line with
// tooth n+i below vertex i; longer than bendAt, the spine in rows of
// ⌈√(2n)⌉ read alternately left to right and right to left, two units
// apart, the teeth of the vertices where a row turns pointing out
// sideways (below them runs the spine).
func combLayout(n int) (x, y []float64) {
	x, y = make([]float64, 2*n), make([]float64, 2*n)
	c := n
	if n > bendAt+1 {
		c = int(math.Ceil(math.Sqrt(2 * float64(n))))
	}
	for i := range n {
		r, j := i/c, i%c
		if r%2 == 1 {
			j = c - 1 - j
		}
		x[i], y[i] = float64(j), -2*float64(r)
		x[n+i], y[n+i] = x[i], y[i]-1
		if i%c == c-1 && i+1 < n { // the row turns below i
			x[n+i], y[n+i] = x[i]+float64(1-2*(r%2)), y[i]
		}
	}
	return x, y
}

// bend returns the band of points at (t, s), t along it (0 … length)
// and s across it: as is when length ≤ bendAt, else bent into an open
// ring, clockwise from the bottom left, s outwards (rows 1.3 apart),
// the circle s = 0 of circumference length+2 (a gap of two units at the
// bottom).
func bend(t, s []float64, length float64) (x, y []float64) {
	if length <= bendAt {
		return t, s
	}
	x, y = make([]float64, len(t)), make([]float64, len(t))
	const across = 1.3 // the rows of a ring a little apart: the ring is wider than long
	lo := across * slices.Min(s)
	r0 := (length + 2) / (2 * math.Pi)
	r0 = max(r0, -lo+2) // the innermost row stays clear of the centre
	for i := range t {
		a := -math.Pi/2 - (t[i]+1)/r0
		x[i], y[i] = (r0+across*s[i])*math.Cos(a), (r0+across*s[i])*math.Sin(a)
	}
	return x, y
}

// bbox returns the box {xmin, ymin, xmax, ymax} of the points.
func bbox(x, y []float64) [4]float64 {
	if len(x) == 0 {
		return [4]float64{}
	}
	return [4]float64{slices.Min(x), slices.Min(y), slices.Max(x), slices.Max(y)}
}

// packBoxes sets boxes side by side, in the given order, in rows of
// about the width of a square of their total area (at least the widest),
// two units apart, and returns each box's shift. O(len(boxes)).
func packBoxes(boxes [][4]float64) [][2]float64 {
	const gap = 2.0
	area, widest := 0.0, 0.0
	for _, b := range boxes {
		w, h := b[2]-b[0]+gap, b[3]-b[1]+gap
		area += w * h
		widest = max(widest, w)
	}
	rowWidth := max(widest, 1.2*math.Sqrt(area))
	offs := make([][2]float64, len(boxes))
	cx, cy, rowH := 0.0, 0.0, 0.0
	for i, b := range boxes {
		w, h := b[2]-b[0], b[3]-b[1]
		if cx > 0 && cx+w > rowWidth {
			cx, cy, rowH = 0, cy-rowH-gap, 0
		}
		// Top left of the box at (cx, cy).
		offs[i] = [2]float64{cx - b[0], cy - b[3]}
		cx += w + gap
		rowH = max(rowH, h)
	}
	return offs
}

// drawingQuality counts what makes a drawing hard to read.
type drawingQuality struct {
	// through counts the (edge, vertex) pairs with the vertex not an end
	// of the edge and within a disc's radius of it; close the pairs of
	// vertices less than a radius apart (their discs overlapping by more
	// than half).
	through, close int
	// crossings counts the pairs of edges with no common end that cross.
	crossings int
}

func (q drawingQuality) faults() int { return q.through + q.close }

// better reports whether q is a better drawing than r: fewer faults, or
// as many and fewer crossings.
func (q drawingQuality) better(r drawingQuality) bool {
	return q.faults() < r.faults() || q.faults() == r.faults() && q.crossings < r.crossings
}

// drawingFaults measures the drawing (x, y) of g with discs of radius
// discFrac of its larger side. O(n·m + m²).
func drawingFaults(g *graphs.Graph, x, y []float64) drawingQuality {
	var q drawingQuality
	n := g.Order()
	if n < 2 {
		return q
	}
	b := bbox(x, y)
	r := discFrac * max(b[2]-b[0], b[3]-b[1])
	for i := range n {
		for j := i + 1; j < n; j++ {
			if math.Hypot(x[i]-x[j], y[i]-y[j]) < r {
				q.close++
			}
		}
	}
	edges := g.Edges()
	for _, e := range edges {
		for v := range n {
			if v != e[0] && v != e[1] && segmentDistance(x[v], y[v], x[e[0]], y[e[0]], x[e[1]], y[e[1]]) < r {
				q.through++
			}
		}
	}
	for i, e := range edges {
		for _, f := range edges[i+1:] {
			if e[0] == f[0] || e[0] == f[1] || e[1] == f[0] || e[1] == f[1] {
				continue
			}
			if segmentsCross(x[e[0]], y[e[0]], x[e[1]], y[e[1]], x[f[0]], y[f[0]], x[f[1]], y[f[1]]) {
				q.crossings++
			}
		}
	}
	return q
}

// segmentDistance is the distance from (px, py) to the segment (ax, ay)–(bx, by).
func segmentDistance(px, py, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = math.Max(0, math.Min(1, ((px-ax)*dx+(py-ay)*dy)/l))
	}
	return math.Hypot(px-ax-t*dx, py-ay-t*dy)
}

// segmentsCross reports whether the segments ab and cd cross at a point
// inside both (touching at an end or overlapping collinearly is not
// counted: the distance checks catch those).
func segmentsCross(ax, ay, bx, by, cx, cy, dx, dy float64) bool {
	orient := func(px, py, qx, qy, rx, ry float64) float64 { return (qx-px)*(ry-py) - (qy-py)*(rx-px) }
	// Orientations within rounding of 0 (collinear segments, as two
	// opposite rungs of a prism) count as touching.
	eps := 1e-9 * math.Hypot(bx-ax, by-ay) * math.Hypot(dx-cx, dy-cy)
	d1, d2 := orient(cx, cy, dx, dy, ax, ay), orient(cx, cy, dx, dy, bx, by)
	d3, d4 := orient(ax, ay, bx, by, cx, cy), orient(ax, ay, bx, by, dx, dy)
	return (d1 < -eps && d2 > eps || d1 > eps && d2 < -eps) && (d3 < -eps && d4 > eps || d3 > eps && d4 < -eps)
}

// stressStarts is the number of seeded random starts stressLayout tries,
// while every drawing has a fault, after the classical scaling and the
// circle.
const stressStarts = 14

// stressLayout draws a connected graph g by stress majorization (Layout)
// from the classical scaling of its distances (gonum's IsomapR2), a
// circle, and stressStarts seeded random starts, keeping the first with
// no fault, else the fewest faults and then crossings; unit edges.
// O((2+stressStarts)·(300·n² + n·m + m²)).
func stressLayout(g *graphs.Graph) (x, y []float64) {
	n := g.Order()
	if n <= 1 {
		return make([]float64, n), make([]float64, n)
	}
	dist := hopDistances(g)
	var best [2][]float64
	var bestQ drawingQuality
	for s := range 2 + stressStarts {
		var x0, y0 []float64
		switch s {
		case 0:
			var ok bool
			if x0, y0, ok = isomapStart(g); !ok {
				continue
			}
		case 1:
			x0, y0 = circleLayout(n)
		default:
			rng := rand.New(rand.NewPCG(uint64(s), uint64(n)))
			x0, y0 = make([]float64, n), make([]float64, n)
			side := math.Sqrt(float64(n))
			for i := range n {
				x0[i], y0[i] = side*rng.Float64(), side*rng.Float64()
			}
		}
		x, y := stressMajorize(dist, x0, y0, 300)
		q := drawingFaults(g, x, y)
		if best[0] == nil || q.better(bestQ) {
			best, bestQ = [2][]float64{x, y}, q
		}
		if bestQ.faults() == 0 && s >= 1 {
			break
		}
	}
	if bestQ.faults() > 0 {
		best[0], best[1] = nudge(g, best[0], best[1])
	}
	return best[0], best[1]
}

// nudge moves, up to 20 times over, each vertex that an edge passes
// within a disc's radius of away from the edge, to twice that, and keeps
// the result when it has fewer faults. O(20·(n·m + m²)).
func nudge(g *graphs.Graph, x, y []float64) (nx, ny []float64) {
	best := drawingFaults(g, x, y)
	nx, ny = slices.Clone(x), slices.Clone(y)
	for range 20 {
		b := bbox(nx, ny)
		r := discFrac * max(b[2]-b[0], b[3]-b[1])
		for _, e := range g.Edges() {
			ax, ay, bx, by := nx[e[0]], ny[e[0]], nx[e[1]], ny[e[1]]
			for v := range g.Order() {
				if v == e[0] || v == e[1] {
					continue
				}
				d := segmentDistance(nx[v], ny[v], ax, ay, bx, by)
				if d >= r {
					continue
				}
				// Away along the edge's normal, on v's side.
				ux, uy := -(by - ay), bx-ax
				l := math.Hypot(ux, uy)
				if l == 0 {
					continue
				}
				ux, uy = ux/l, uy/l
				if (nx[v]-ax)*ux+(ny[v]-ay)*uy < 0 {
					ux, uy = -ux, -uy
				}
				nx[v] += (2*r - d) * ux
				ny[v] += (2*r - d) * uy
			}
		}
		q := drawingFaults(g, nx, ny)
		if q.faults() < best.faults() {
			x, y, best = slices.Clone(nx), slices.Clone(ny), q
		}
		if q.faults() == 0 {
			break
		}
	}
	return x, y
}

// hopDistances returns the numbers of edges of the shortest paths
// between the vertices of the connected graph g, by breadth-first search
// on the neighbourhood words. O(n²) word operations.
func hopDistances(g *graphs.Graph) [][]float64 {
	n := g.Order()
	d := make([][]float64, n)
	for s := range n {
		d[s] = make([]float64, n)
		seen := graphs.Set(1) << s
		front := seen
		for k := 1; front != 0; k++ {
			var next graphs.Set
			for f := front; f != 0; f &= f - 1 {
				next |= g.Neighbours(bits.TrailingZeros64(f))
			}
			next &^= seen
			for f := next; f != 0; f &= f - 1 {
				d[s][bits.TrailingZeros64(f)] = float64(k)
			}
			seen |= next
			front = next
		}
	}
	return d
}

// stressMajorize moves (x0, y0) (not modified) for rounds rounds of the
// localized stress majorization: each vertex, in turn, to the weighted
// mean of where each other vertex j would put it at its graph distance
// d_ij, weights 1/d². O(rounds·n²).
func stressMajorize(d [][]float64, x0, y0 []float64, rounds int) (x, y []float64) {
	n := len(d)
	x, y = slices.Clone(x0), slices.Clone(y0)
	for range rounds {
		for i := range n {
			var sx, sy, sw float64
			for j := range n {
				if j == i || d[i][j] == 0 {
					continue
				}
				w := 1 / (d[i][j] * d[i][j])
				ex, ey := x[i]-x[j], y[i]-y[j]
				l := math.Hypot(ex, ey)
				if l < 1e-9 { // coincident: push apart along a fixed direction
					ex, ey, l = math.Cos(float64(i+j)), math.Sin(float64(i+j)), 1
				}
				sx += w * (x[j] + d[i][j]*ex/l)
				sy += w * (y[j] + d[i][j]*ey/l)
				sw += w
			}
			if sw > 0 {
				x[i], y[i] = sx/sw, sy/sw
			}
		}
	}
	return x, y
}

// isomapStart returns gonum's IsomapR2 layout of the connected graph g
// (the classical scaling of its shortest-path distances), or ok false
// when the scaling has fewer than two dimensions (a path).
func isomapStart(g *graphs.Graph) (x, y []float64, ok bool) {
	n := g.Order()
	o := layout.NewOptimizerR2(orderedGraph{g.Undirected()}, layout.IsomapR2{}.Update)
	for o.Update() {
	}
	x, y = make([]float64, n), make([]float64, n)
	for i := range n {
		c := o.Coord2(int64(i))
		x[i], y[i] = c.X, c.Y
	}
	b := bbox(x, y)
	return x, y, b[2]-b[0] > 1e-9 && b[3]-b[1] > 1e-9
}

// orderedGraph is a gonum undirected graph whose nodes and neighbours are
// listed in increasing order of ID, so that gonum's layouts, which read
// them in that order, give the same drawing on every run (a
// simple.UndirectedGraph lists them in map order).
type orderedGraph struct{ *simple.UndirectedGraph }

func (g orderedGraph) Nodes() graph.Nodes { return sortedNodes(g.UndirectedGraph.Nodes()) }

func (g orderedGraph) From(id int64) graph.Nodes { return sortedNodes(g.UndirectedGraph.From(id)) }

func sortedNodes(it graph.Nodes) graph.Nodes {
	ns := graph.NodesOf(it)
	slices.SortFunc(ns, func(a, b graph.Node) int { return int(a.ID() - b.ID()) })
	return iterator.NewOrderedNodes(ns)
}
