package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphgame"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/internal/human"
)

const graphUsage = " --graph6 S | --edges 0-1,1-2 [--outcome] [--moves] [--dir DIR] [--save-every D] [--workers N] | --family F -n N [--from M] [--json] [--tt-mem SIZE] (F: " + graphs.FamilyNames + "; --from N -n N is the family's graph of index N alone, which takes the flags of one graph)"

func init() {
	for _, gg := range graphgame.All() {
		register(gg.Name, fmt.Sprintf("%s on a graph (%s): %s%s", gg.Title, gg.Move, gg.Name, graphUsage),
			func(args []string, stdout, stderr io.Writer) error {
				return runGraphGame(gg, args, stdout, stderr)
			})
	}
}

// runGraphGame implements grundy nodekayles and grundy arckayles: the
// nimber (or with --outcome only the outcome) of the game on one graph,
// given in nauty's graph6 or as an edge list, or the nimbers of a
// family's graphs of index First..N.
func runGraphGame(gg graphgame.Game, args []string, stdout, stderr io.Writer) error {
	cmd := gg.Name
	fs := newFlagSet(cmd, stderr)
	var (
		g6, edges, family string
		n, from           int
		asJSON            bool
		sf                searchFlags
	)
	fs.StringVar(&g6, "graph6", "", "the graph `S` in nauty's graph6 format, e.g. IheA@GUAo (the Petersen graph)")
	fs.StringVar(&edges, "edges", "", "the graph as an edge `LIST` 0-1,1-2,… (vertices from 0; a bare vertex is isolated; \"N: …\" sets the order)")
	fs.StringVar(&family, "family", "", "a family `F`: "+graphs.FamilyNames+"; with -n")
	intVar(fs, &n, "n", -1, "the family's graphs of index First..`N`")
	intVar(fs, &from, "from", -1, "with --family, start at index `M` instead of the family's first (to go on after an interrupted run, or to extend one)")
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
	// An empty value is an error, not the graph of no vertex in silence
	// (a shell variable left unset): that graph is --edges 0:.
	for _, f := range []struct{ name, value, hint string }{
		{"graph6", g6, "the graph of no vertex is --graph6 '?'"},
		{"edges", edges, "the graph of no vertex is --edges 0:, n isolated vertices --edges n:"},
		{"family", family, "want one of " + graphs.FamilyNames},
	} {
		if given(f.name) && strings.TrimSpace(f.value) == "" {
			return badInput("%s: --%s is empty (%s)", cmd, f.name, f.hint)
		}
	}
	switch {
	case len(pos) != 0:
		return badInput("%s: unexpected argument %q", cmd, pos[0])
	case sources != 1:
		return badInput("%s: give exactly one of --graph6, --edges or --family", cmd)
	case given("family") && !given("n"):
		return badInput("%s: --family needs -n N", cmd)
	case given("n") && !given("family"):
		return badInput("%s: -n goes with --family", cmd)
	case given("from") && !given("family"):
		return badInput("%s: --from goes with --family", cmd)
	case given("family") && !(given("from") && from == n) && (sf.outcome || sf.moves || sf.dir != "" || given("save-every") || given("workers")):
		return badInput("%s: --outcome, --moves, --dir, --save-every and --workers apply to one graph, not to --family (for the family's graph of index N alone, give --from N -n N)", cmd)
	}
	opt, err := sf.options(cmd, cmd, cmd, stderr)
	if err != nil {
		return err
	}
	if given("family") && given("from") && from == n {
		// One graph of the family: searched as a graph given is, with
		// every flag of one graph (--dir, --workers, --moves …).
		_, g, err := familyAt(cmd, family, n)
		if err != nil {
			return err
		}
		return searchGraph(gg, g, fmt.Sprintf("%s %s, n = %d", cmd, family, n), map[string]any{"family": family, "n": n}, &sf, opt, asJSON, stdout, stderr)
	}
	if given("family") {
		start := (*int)(nil) // the family's First
		if given("from") {
			start = &from
		}
		return runGraphFamily(gg, family, start, n, opt, asJSON, stdout, stderr)
	}
	g, err := parseGraph(cmd, g6, edges, given("graph6"))
	if err != nil {
		return err
	}
	return searchGraph(gg, g, cmd, nil, &sf, opt, asJSON, stdout, stderr)
}

// familyAt returns the family named family and its graph of index n,
// or the bad-input error saying why there is none (an unknown family,
// an n before its first index, a graph it cannot build).
func familyAt(cmd, family string, n int) (graphs.Family, *graphs.Graph, error) {
	f, err := graphs.ParseFamily(family)
	if err != nil {
		return f, nil, badInput("%s: %v", cmd, err)
	}
	if n < f.First {
		if f.First == 0 {
			return f, nil, badInput("%s: n must be non-negative, got %d", cmd, n)
		}
		return f, nil, badInput("%s: family %s starts at n = %d, got -n %d", cmd, family, f.First, n)
	}
	g, err := f.Graph(n)
	if err != nil {
		return f, nil, badInput("%s: %s at n = %d: %v", cmd, family, n, err)
	}
	return f, g, nil
}

// runGraphFamily prints the nimbers of the family's graphs of index
// from..n (from the family's First when from is nil), or with asJSON the
// object {"family", "first", "n", "values"}. A family or n it cannot
// build, or a from outside First..n, is bad input, refused before any
// search.
func runGraphFamily(gg graphgame.Game, family string, from *int, n int, opt *decomp.Options, asJSON bool, stdout, stderr io.Writer) error {
	cmd := gg.Name
	f, _, err := familyAt(cmd, family, n)
	if err != nil {
		return err
	}
	if from != nil {
		if *from < f.First || *from > n {
			return badInput("%s: --from %d: want an index of %s from its first, %d, to -n %d", cmd, *from, family, f.First, n)
		}
		f.First = *from
	}
	// A graph that cannot be built ends f.MaxOrder's loop; Values
	// reports it at that graph.
	if err := checkKeyCache(cmd, cmd, fmt.Sprintf("%s to n = %d", family, n), f.MaxOrder(n)); err != nil {
		return err
	}
	var vals []int
	err = runSearchPartial(cmd, stderr, func(ctx context.Context) error {
		var err error
		vals, err = gg.Values(ctx, f, n, opt)
		return err
	}, func(bool) string {
		// Ctrl-C after minutes or hours, or an error at a later graph:
		// the values found are not lost.
		if len(vals) == 0 {
			return ""
		}
		return fmt.Sprintf("%s at n = %d; the values of n = %d…%d: %s (go on with --from %d)", family, f.First+len(vals), f.First, f.First+len(vals)-1, joinInts(vals), f.First+len(vals))
	})
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(stdout, map[string]any{"game": cmd, "family": family, "first": f.First, "n": n, "values": vals})
	}
	if f.First != 0 {
		// A line of values read as n = 0, 1, … (as seq's) unless it says
		// where it starts: petersen:2 from 5, or --from.
		_, err = fmt.Fprintf(stdout, "n = %d…%d: %s\n", f.First, n, joinInts(vals))
		return err
	}
	_, err = fmt.Fprintln(stdout, joinInts(vals))
	return err
}

// checkKeyCache refuses up front, before the first of many searches (a
// family's graphs, a table's cells), those whose largest graph, of
// maxOrder vertices, needs a key cache (graphs.KeyCacheBytes) above the
// memory limit: each graph's search makes one of its order and checks
// it then, so that the refusal came at that graph, minutes or hours in.
// what names the searches ("path to n = 10"), game the game searched.
func checkKeyCache(cmd, game, what string, maxOrder int) error {
	lim := gamelib.LimitsFrom(commandLimits())
	if err := lim.CheckMemory(game+" key cache", 1, graphs.KeyCacheBytes(maxOrder)); err != nil {
		return libraryError(fmt.Errorf("%s: %s, whose largest graph has %s: %w", cmd, what, human.Plural(maxOrder, "vertex", "vertices"), err))
	}
	return nil
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
		in := edges
		if isG6 {
			in = g6
		}
		return nil, badInput("%s: %w", cmd, shortEcho(err, in))
	}
	return g, nil
}

// maxEcho is how much of a malformed graph an error message repeats.
const maxEcho = 40

// shortEcho returns err, whose message quotes the input in (as package
// graphs' errors do: graph6 "…"), with that quotation cut to its first
// maxEcho bytes (at a rune's start), "…" and the input's length when in
// is longer: a 128-vertex graph6 string is thousands of characters, the
// error's one line on a terminal pages of them. It still wraps err.
func shortEcho(err error, in string) error {
	if len(in) <= maxEcho {
		return err
	}
	cut := maxEcho
	for cut > 0 && !utf8.RuneStart(in[cut]) {
		cut--
	}
	msg, n := err.Error(), strconv.Quote(in)
	if !strings.Contains(msg, n) {
		return err
	}
	short := fmt.Sprintf("%s… (%d characters)", strconv.Quote(in[:cut]), utf8.RuneCountInString(in))
	return &prefixedError{strings.Replace(msg, n, short, 1), err}
}

// searchGraph runs the game's search on g and prints its result line,
// what followed by g (graphName), or with asJSON the JSON object: graph6,
// order, edges, the search's statistics and the keys of extra.
func searchGraph(gg graphgame.Game, g *graphs.Graph, what string, extra map[string]any, sf *searchFlags, opt *decomp.Options, asJSON bool, stdout, stderr io.Writer) error {
	out := map[string]any{"game": gg.Name, "graph6": g.Graph6(), "order": g.Order(), "edges": fmt.Sprint(g.Size())}
	maps.Copy(out, extra)
	ml := &moveList{
		names: gg.MoveNames(g),
		nimbers: func(ctx context.Context, opt *decomp.Options) ([]int, decomp.Stats, error) {
			return gg.OptionNimbers(ctx, g, opt)
		},
		outcomes: func(ctx context.Context, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			return gg.OptionOutcomes(ctx, g, opt)
		},
	}
	err := sf.search(gg.Name, opt, stderr, out, true, ml,
		func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) {
			return gg.Nimber(ctx, g, opt)
		},
		func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return gg.Outcome(ctx, g, opt)
		})
	if err != nil {
		return err
	}
	return sf.print(stdout, graphName(what, g), out, asJSON)
}

// graphName names g in a result line: what (the game, and the family
// and index of a family's graph), g's graph6 string quoted for a shell,
// and its order and size ("nodekayles 'D~{' (5 vertices, 10 edges)").
func graphName(what string, g *graphs.Graph) string {
	return fmt.Sprintf("%s '%s' (%s, %s)", what, g.Graph6(), human.Plural(g.Order(), "vertex", "vertices"), human.Plural(g.Size(), "edge", "edges"))
}
