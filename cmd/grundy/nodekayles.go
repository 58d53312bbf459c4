package main

import (
	"context"
	"fmt"
	"io"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

func init() {
	register("nodekayles", "Node Kayles on a graph: nodekayles --graph6 S | --edges 0-1,1-2 [--outcome] | --family path|cycle|star|grid:R -n N [--json] [--tt-mem SIZE] [--dir DIR] [--save-every D] [--workers N]", runNodeKayles)
}

// runNodeKayles implements grundy nodekayles: the nimber (or with
// --outcome only the outcome) of Node Kayles on one graph, given in
// nauty's graph6 or as an edge list, or the nimbers of a family's graphs
// of index 0..N.
func runNodeKayles(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("nodekayles", stderr)
	var (
		g6, edges, family string
		n                 int
		asJSON            bool
		sf                searchFlags
	)
	fs.StringVar(&g6, "graph6", "", "the graph in nauty's graph6 format, e.g. `S` IheA@GUAo (the Petersen graph)")
	fs.StringVar(&edges, "edges", "", "the graph as an edge `LIST` 0-1,1-2,… (vertices from 0; a bare vertex is isolated; \"N: …\" sets the order)")
	fs.StringVar(&family, "family", "", "a family `F`: path, cycle, star or grid:R (R rows); with -n")
	intVar(fs, &n, "n", -1, "the family's graphs of index 0..`N`")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	sf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	given := func(name string) bool { return flagGiven(fs, name) }
	sources := 0
	for _, f := range []string{"graph6", "edges", "family"} {
		if given(f) {
			sources++
		}
	}
	switch {
	case len(pos) != 0:
		return badInput("nodekayles: unexpected argument %q", pos[0])
	case sources != 1:
		return badInput("nodekayles: give exactly one of --graph6, --edges or --family")
	case given("family") && !given("n"):
		return badInput("nodekayles: --family needs -n N")
	case given("n") && !given("family"):
		return badInput("nodekayles: -n goes with --family")
	case given("family") && (sf.outcome || sf.dir != "" || given("save-every") || given("workers")):
		return badInput("nodekayles: --outcome, --dir, --save-every and --workers apply to one graph, not to --family")
	}
	opt, err := sf.options("nodekayles", "nodekayles", "nodekayles", stderr)
	if err != nil {
		return err
	}
	if given("family") {
		f, err := nodekayles.ParseFamily(family)
		if err != nil {
			return badInput("%v", err)
		}
		if n < 0 {
			return badInput("nodekayles: n must be non-negative, got %d", n)
		}
		if g, err := f.Graph(n); err != nil {
			return badInput("%v", err)
		} else if g.Order() > graphs.MaxOrder {
			return badInput("nodekayles: %s at %d has %d vertices, at most %d", family, n, g.Order(), graphs.MaxOrder)
		}
		var vals []int
		err = runSearch("nodekayles", "", stderr, func(ctx context.Context) error {
			var err error
			vals, err = f.Values(ctx, n, opt)
			return err
		})
		if err != nil {
			return err
		}
		if asJSON {
			return writeJSON(stdout, map[string]any{"family": family, "n": n, "values": vals})
		}
		_, err = fmt.Fprintln(stdout, joinInts(vals))
		return err
	}
	g, err := parseGraph("nodekayles", g6, edges, given("graph6"))
	if err != nil {
		return err
	}
	return searchGraph("nodekayles", g, &sf, opt, asJSON, stdout, stderr, nodekayles.Nimber, nodekayles.Outcome)
}

// parseGraph reads the graph of a graph game's command (nodekayles,
// arckayles) from --graph6 (when isG6) or --edges; a malformed one is bad
// input.
func parseGraph(cmd, g6, edges string, isG6 bool) (*graphs.Graph, error) {
	var g *graphs.Graph
	var err error
	if isG6 {
		g, err = graphs.ParseGraph6(g6)
	} else {
		g, err = graphs.ParseEdges(edges)
	}
	if err != nil {
		return nil, badInput("%s: %v", cmd, err)
	}
	return g, nil
}

// searchGraph runs the search of a graph game's command on g and prints
// its nimber (or outcome) or, with asJSON, the JSON object: graph6,
// order, edges and the search's statistics.
func searchGraph(cmd string, g *graphs.Graph, sf *searchFlags, opt *decomp.Options, asJSON bool, stdout, stderr io.Writer,
	nimber func(context.Context, *graphs.Graph, *decomp.Options) (int, decomp.Stats, error),
	outcome func(context.Context, *graphs.Graph, *decomp.Options) (gamelib.Outcome, decomp.Stats, error)) error {
	out := map[string]any{"graph6": g.Graph6(), "order": g.Order(), "edges": fmt.Sprint(g.Size())}
	err := sf.search(cmd, opt, stderr, out, true,
		func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) { return nimber(ctx, g, opt) },
		func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return outcome(ctx, g, opt)
		})
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(stdout, out)
	}
	if sf.outcome {
		_, err = fmt.Fprintln(stdout, out["outcome"])
	} else {
		_, err = fmt.Fprintln(stdout, out["nimber"])
	}
	return err
}
