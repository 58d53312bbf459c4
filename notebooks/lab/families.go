package lab

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphgame"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/sizetable"
	"github.com/grundylab/grundylab/internal/human"
	"github.com/grundylab/grundylab/plots"
)

// GraphFamily asks Explore for the nimbers of a game on graphs, Game
// "nodekayles" or "arckayles", on the graphs of a family
// (graphs.ParseFamily: "path", "prism", "petersen:2", "grid:3", "comb", …)
// of index First..N: the sequence drawn as a heap game's is, its
// P-positions listed, and the graph of index N drawn. Also by name:
// "nodekayles:prism:32", "arckayles:petersen:2:20" (the family, then N).
// Each graph is searched by ExploreOptions.Workers goroutines, as a
// single graph is.
//
//	lab.Explore(lab.GraphFamily{Game: "arckayles", Family: "comb", N: 32}, nil)
type GraphFamily struct {
	Game, Family string
	N            int
}

// parseGraphFamily reads "FAMILY:N" (spec of "nodekayles:…" or
// "arckayles:…"): the family's graphs to index N. isFamily reports
// whether spec is meant as one: it has a ':' and a letter (graph6 never
// has a ':', an edge list, "5: 0-1,1-2", never a letter), and then err
// says what is wrong with it (no N, an unknown family).
func parseGraphFamily(game, spec string) (gf GraphFamily, isFamily bool, err error) {
	if !strings.Contains(spec, ":") || strings.Trim(spec, "0123456789-,: ") == "" {
		return gf, false, nil
	}
	i := strings.LastIndex(spec, ":")
	name := strings.TrimSpace(spec[:i])
	n, err := strconv.Atoi(strings.TrimSpace(spec[i+1:]))
	if err != nil {
		return gf, true, fmt.Errorf("want FAMILY:N, a family of graphs.ParseFamily and the last index (e.g. prism:32), got %q", spec)
	}
	f, err := graphs.ParseFamily(name)
	if err != nil {
		// "grid:3": grid:R without N, its name a kind's alone; "grid:65:1"
		// has its R, out of range: ParseFamily's error says the range.
		if !strings.Contains(name, ":") {
			if hint := familyWithoutN(game, spec); hint != nil {
				return gf, true, hint
			}
		}
		return gf, true, err
	}
	if n < f.First {
		return gf, true, fmt.Errorf("family %s starts at n = %d, got N = %d", name, f.First, n)
	}
	return GraphFamily{Game: game, Family: name, N: n}, true, nil
}

// familyWithoutN returns the error for spec (of "nodekayles:…" or
// "arckayles:…") when it is a family of graphs.ParseFamily without the
// index N ("path", "grid:3"), or a family that takes a parameter written
// without it ("grid", "petersen"), and nil otherwise.
func familyWithoutN(game, spec string) error {
	name, _, _ := strings.Cut(spec, ":")
	grid := ""
	if name == "grid" && game == "nodekayles" {
		grid = fmt.Sprintf("; lab.BoardTable{Game: %q, Rows: R, Cols: C} tables the nimbers of every grid up to R×C", game+":grid")
	}
	if f, err := graphs.ParseFamily(spec); err == nil {
		n := exampleIndex(f)
		return fmt.Errorf("the family %s needs its last index N after it, %s:%s:N (e.g. %s:%s:%d, the graphs of index %d … %d)%s", spec, game, spec, game, spec, n, f.First, n, grid)
	}
	for _, k := range graphs.FamilyKinds {
		if k.Name != name || k.Param == "" {
			continue
		}
		f, err := graphs.ParseFamily(k.Example())
		if err != nil {
			return err // not met: TestFamilyKinds
		}
		return fmt.Errorf("the family %s:%s takes %s and then its last index N, %s:%s:%s:N (e.g. %s:%s:%d)%s", name, k.Param, k.Param, game, name, k.Param, game, k.Example(), exampleIndex(f), grid)
	}
	return nil
}

// exampleIndex is an index of f for an example: 8, or the largest below
// it whose graph is built (hypercube: n ≤ 6), or f.First.
func exampleIndex(f graphs.Family) int {
	n := max(f.First, 8)
	for ; n > f.First; n-- {
		if _, err := f.Graph(n); err == nil {
			break
		}
	}
	return n
}

// exploreFamily explores gf, each graph searched by workers goroutines
// (ExploreOptions.Workers, checked by AnalyzeBoard; 0 or 1 is one).
func exploreFamily(ctx context.Context, gf GraphFamily, workers int) (*BoardExploration, error) {
	game, err := graphgame.Lookup(gf.Game)
	if err != nil {
		return nil, fmt.Errorf("GraphFamily: %v", err)
	}
	f, err := graphs.ParseFamily(gf.Family)
	if err != nil {
		return nil, err
	}
	if gf.N < f.First {
		return nil, fmt.Errorf("GraphFamily: family %s starts at n = %d, N = %d", gf.Family, f.First, gf.N)
	}
	last, err := f.Graph(gf.N) // refused before any search when too large
	if err != nil {
		return nil, err
	}
	title := fmt.Sprintf("%s on %s", game.Title, gf.Family)
	vals, err := Cached(title, func(p gamelib.Progress) ([]int, error) {
		o := decomp.SequenceOptions(ctx, &decomp.Options{Workers: workers})
		bar := newFamilyBar(f, gf.N, p)
		vals, err := f.Values(ctx, gf.N, func(ctx context.Context, g *graphs.Graph) (int, error) {
			v, _, err := game.Nimber(ctx, g, o)
			bar.searched(g)
			return v, err
		})
		if err != nil && len(vals) > 0 {
			// Kernel → Interrupt after minutes: the values found are told,
			// as the command line's interrupted family tells them.
			k := f.First + len(vals)
			return nil, fmt.Errorf("%w; %s at n = %d; the nimbers of n = %d … %d: %s", err, gf.Family, k, f.First, k-1, commaInts(vals))
		}
		return vals, err
	}, gf.Game, gf.Family, gf.N)
	if err != nil {
		return nil, err
	}
	var ps []string
	for i, v := range vals {
		if v == 0 {
			ps = append(ps, fmt.Sprint(f.First+i))
		}
	}
	e := &BoardExploration{Name: fmt.Sprintf("%s, n = %d … %d", title, f.First, gf.N), Table: [][]int{vals},
		file: fmt.Sprintf("%s-%s-%d", gf.Game, gf.Family, gf.N)}
	e.Facts = [][2]string{
		{"nimbers", commaInts(vals)},
		{"P-positions (nimber 0) at n", pList(ps, f.First, gf.N)},
		{fmt.Sprintf("graph of index %d", gf.N), fmt.Sprintf("%s, %s, graph6 %s", human.Plural(last.Order(), "vertex", "vertices"), human.Plural(last.Size(), "edge", "edges"), last.Graph6())},
	}
	e.Note = familyNote(f.Name, f.First, gf.N)
	// Exported, the graph6 is a fact of its own, set as typed.
	e.graph6Tails = map[string]string{e.Facts[2][0]: last.Graph6()}
	e.TableHeads = &TableHeads{Corner: "n", Rows: []string{"nimber"}, Cols: intHeads(f.First, gf.N)}
	x, y := familyDrawing(f, gf.N, last)
	d := &plots.GraphDrawing{X: x, Y: y, Edges: last.Edges()}
	name := strings.ReplaceAll(gf.Game+"-"+gf.Family, ":", "-")
	e.draw = func(style *plots.Style) ([]plots.Figure, error) {
		seq, err := plots.SequencePlot(vals, &plots.SequenceOptions{Title: title, Start: f.First, Style: style})
		if err != nil {
			return nil, err
		}
		opts := &plots.BoardOptions{Title: fmt.Sprintf("%s, n = %d: nimber %d", gf.Family, gf.N, vals[len(vals)-1]), Style: style}
		drawing, err := plots.GraphDrawingPlot(d, opts)
		if err != nil {
			return nil, err
		}
		gw, gh := drawingSize(d, opts)
		return []plots.Figure{
			{Name: name, Plot: seq},
			{Name: name + "-graph", Plot: drawing, W: gw, H: gh},
		}, nil
	}
	e.styled = map[string]bool{name + "-graph": true}
	return e, nil
}

// familyNote is the Note of a family's exploration of the indices
// first … n when some of them are not graphs of the family's kind, or
// "": the cycle's n = 0, 1, 2, which graphs.Cycle gives as the paths
// P_n, and the prism's, the ladders P_n □ K₂, 2×n grids (graphs.Prism), as
// graphs.ParseFamily's docs say ("P_n for n < 3", "the ladder for n <
// 3") and BoardTable "nodekayles:paths" says of its C_n row
// (sizetable.CycleNote).
func familyNote(family string, first, n int) string {
	var kind, why, one, many string
	var graphs []string
	switch family {
	case "cycle":
		kind, why, one, many = "cycle", "a cycle has at least 3 vertices", "path", "paths"
		graphs = []string{"P_0", "P_1", "P_2 = K_2"}
	case "prism":
		// Not "□" (the Cartesian product): the facts' LaTeX has no □.
		kind, why, one, many = "prism", "a prism joins two cycles of n ≥ 3 vertices", "ladder (2×n grid)", "ladders (2×n grids)"
		graphs = []string{"2×0 (no vertex)", "2×1 = K_2", "2×2 = C_4"}
	default:
		return ""
	}
	last := min(n, len(graphs)-1)
	if first > last {
		return ""
	}
	var idx []string
	for i := first; i <= last; i++ {
		idx = append(idx, strconv.Itoa(i))
	}
	if len(idx) == 1 {
		return fmt.Sprintf("%s at n = %s is not a %s (%s): it is the %s %s", family, idx[0], kind, why, one, graphs[first])
	}
	return fmt.Sprintf("%s at n = %s is not a %s (%s): these are the %s %s", family, strings.Join(idx, ", "), kind, why, many, andList(graphs[first:last+1]))
}

// andList writes s as "a", "a and b", "a, b and c".
func andList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// familyDrawing places the vertices of g, the graph of index n of family
// f: its textbook picture (familyLayout) unless that has drawing faults
// (an edge through a vertex) that Layout's avoids.
func familyDrawing(f graphs.Family, n int, g *graphs.Graph) (x, y []float64) {
	fx, fy, ok := familyLayout(f, n)
	if !ok || len(fx) != g.Order() {
		return Layout(g)
	}
	q := drawingFaults(g, fx, fy).faults()
	if q == 0 {
		return fx, fy
	}
	if x, y = Layout(g); drawingFaults(g, x, y).faults() < q {
		return x, y
	}
	return fx, fy
}

// drawingSizing is the notebook policy for the picture of a graph
// drawing of unit edges (plots.GraphDrawingSize): 0.8 cm a unit, more
// when two vertices are closer than a unit, so that the discs stay
// apart; the longer side 10 to 16 cm, the width at least 4 cm, for the
// title. Explore's picture of a single graph has this size too.
var drawingSizing = plots.FigureSizing{Unit: 0.8 * vg.Centimeter, MinLong: 10 * vg.Centimeter, MaxLong: 16 * vg.Centimeter, MinWidth: 4 * vg.Centimeter}

// drawingSize is the size of the figure of the drawing d with opts in
// opts.Style (sizingFor): the data area, less GraphDrawingPlot's margins,
// has the drawing's aspect.
func drawingSize(d *plots.GraphDrawing, opts *plots.BoardOptions) (w, h vg.Length) {
	return plots.GraphDrawingSize(d, opts, sizingFor(drawingSizing, opts.Style))
}

// pList is the fact of a family's P-positions ps among the indices
// first … last: the list, or "none" with the range (an empty list said
// nothing).
func pList(ps []string, first, last int) string {
	if len(ps) == 0 {
		return fmt.Sprintf("none: no graph of index %d … %d has nimber 0", first, last)
	}
	return strings.Join(ps, ", ")
}

// commaInts writes v as "1, 0, 2".
func commaInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

// censusTTMem is the memory of GraphCensus's table.
const censusTTMem = 16 << 20

// GraphCensus counts, for each order n = 0 … maxOrder (at most
// graphs.MaxClassesOrder, 8), the graphs of order n up to isomorphism
// (graphs.Classes) by their nimber in the game on graphs named game,
// "nodekayles" or "arckayles": census[n][k] is the number with nimber k.
// Each order's counts add up to OEIS A000088 (1, 1, 2, 4, 11, 34, 156,
// 1044, 12346). The searches share one table (decomp.Table,
// censusTTMem). The result is kept across cells (Cached). It computes
// under lab.Context.
func GraphCensus(game string, maxOrder int) ([][]int, error) {
	gg, err := graphgame.Lookup(game)
	if err != nil {
		return nil, fmt.Errorf("lab: GraphCensus: %v", err)
	}
	if maxOrder < 0 || maxOrder > graphs.MaxClassesOrder {
		return nil, fmt.Errorf("lab: GraphCensus: order %d, want 0..%d", maxOrder, graphs.MaxClassesOrder)
	}
	ctx := Context()
	census, err := Cached(gg.Title+" on every graph", func(p gamelib.Progress) ([][]int, error) {
		classes := make([][]*graphs.Graph, maxOrder+1)
		total := int64(0)
		for n := range classes {
			cs, err := graphs.Classes(n)
			if err != nil {
				return nil, err
			}
			classes[n], total = cs, total+int64(len(cs))
		}
		// One table kept across the census: each graph starts from what
		// the smaller ones found.
		kept, err := gg.NewTable(ctx, maxOrder, censusTTMem)
		if err != nil {
			return nil, err
		}
		o := &decomp.Options{Table: kept}
		census, done := make([][]int, maxOrder+1), int64(0)
		for n, cs := range classes {
			for _, g := range cs {
				v, _, err := gg.Nimber(ctx, g, o)
				if err != nil {
					return nil, err
				}
				for len(census[n]) <= v {
					census[n] = append(census[n], 0)
				}
				census[n][v]++
				if done++; p != nil {
					p.Report(done, total)
				}
			}
		}
		return census, nil
	}, game, maxOrder)
	if err != nil {
		return nil, fmt.Errorf("lab: GraphCensus: %w", interruption(ctx, err))
	}
	return census, nil
}

// A familyBar reports the progress of a family's searches, each graph
// weighted by the growth of a graph search a vertex,
// sizetable.GraphGrowth^order, not 1 a graph: the last graphs of a family
// are its dearest by far. Reports are in millionths of the weights of the
// graphs f.First … n, after each graph searched.
type familyBar struct {
	p           gamelib.Progress
	total, done float64
}

func newFamilyBar(f graphs.Family, n int, p gamelib.Progress) *familyBar {
	b := &familyBar{p: p}
	for i := f.First; i <= n; i++ {
		if g, err := f.Graph(i); err == nil {
			b.total += familyWeight(g)
		}
	}
	return b
}

// familyWeight is g's share of a family's progress.
func familyWeight(g *graphs.Graph) float64 {
	return math.Pow(sizetable.GraphGrowth, float64(g.Order()))
}

// searched reports that g has been searched.
func (b *familyBar) searched(g *graphs.Graph) {
	b.done += familyWeight(g)
	if b.p != nil && b.total > 0 {
		b.p.Report(int64(1e6*min(b.done/b.total, 1)), 1e6)
	}
}
