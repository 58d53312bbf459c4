package main

import (
	"io"

	"github.com/grundylab/grundylab/gamelib/arckayles"
)

func init() {
	register("arckayles", "Arc Kayles on a graph (a move takes both ends of an edge): arckayles --graph6 S | --edges 0-1,1-2 [--outcome] [--json] [--tt-mem SIZE] [--dir DIR] [--save-every D] [--workers N]", runArcKayles)
}

// runArcKayles implements grundy arckayles: the nimber (or with --outcome
// only the outcome) of Arc Kayles on one graph, given in nauty's graph6
// or as an edge list, with the flags and JSON of nodekayles.
func runArcKayles(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("arckayles", stderr)
	var (
		g6, edges string
		asJSON    bool
		sf        searchFlags
	)
	fs.StringVar(&g6, "graph6", "", "the graph in nauty's graph6 format, e.g. `S` IheA@GUAo (the Petersen graph)")
	fs.StringVar(&edges, "edges", "", "the graph as an edge `LIST` 0-1,1-2,… (vertices from 0; a bare vertex is isolated; \"N: …\" sets the order)")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	sf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(pos) != 0:
		return badInput("arckayles: unexpected argument %q", pos[0])
	case flagGiven(fs, "graph6") == flagGiven(fs, "edges"):
		return badInput("arckayles: give exactly one of --graph6 or --edges")
	}
	opt, err := sf.options("arckayles", "arckayles", "arckayles", stderr)
	if err != nil {
		return err
	}
	g, err := parseGraph("arckayles", g6, edges, flagGiven(fs, "graph6"))
	if err != nil {
		return err
	}
	return searchGraph("arckayles", g, &sf, opt, asJSON, stdout, stderr, arckayles.Nimber, arckayles.Outcome)
}
