package main

import (
	"fmt"
	"io"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/games"
	"github.com/grundylab/grundylab/gamelib/heap"
)

func init() {
	register("seq", "Grundy values g(0..N) of one heap: seq GAME -n N [--json]", runSeq)
	register("period", "search g(0..N) for a period: period GAME -n N [--json]", runPeriod)
}

// sequenceArgs parses GAME -n N [--json] and computes g(0..N).
func sequenceArgs(name string, args []string, stderr io.Writer, extra func(fs flagSet)) (game string, n int, asJSON bool, rule heap.Rule, g gamelib.Sequence, err error) {
	fs := newFlagSet(name, stderr)
	fs.IntVar(&n, "n", -1, "largest heap size `N`")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	if extra != nil {
		extra(fs)
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return
	}
	if len(pos) != 1 {
		err = badInput("%s: want exactly one GAME argument, got %d (games: nim, lasker, kayles, dawson, grundy, sub:A,B,..., split:K, octal:CODE)", name, len(pos))
		return
	}
	game = pos[0]
	if !flagGiven(fs, "n") {
		err = badInput("%s: -n N is required", name)
		return
	}
	if err = checkN("n", n); err != nil {
		return
	}
	if rule, err = games.Parse(game); err != nil {
		err = libraryError(err)
		return
	}
	g, err = heap.Values(rule, n, progressFor(stderr, game))
	err = libraryError(err)
	return
}

func runSeq(args []string, stdout, stderr io.Writer) error {
	game, n, asJSON, _, g, err := sequenceArgs("seq", args, stderr, nil)
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(stdout, struct {
			Game   string `json:"game"`
			N      int    `json:"n"`
			Values []int  `json:"values"`
		}{game, n, g})
	}
	_, err = fmt.Fprintln(stdout, joinInts(g))
	return err
}

func runPeriod(args []string, stdout, stderr io.Writer) error {
	game, n, asJSON, rule, g, err := sequenceArgs("period", args, stderr, nil)
	if err != nil {
		return err
	}
	p := heap.FindPeriod(rule, g)
	if asJSON {
		return writeJSON(stdout, struct {
			Game      string `json:"game"`
			N         int    `json:"n"`
			Found     bool   `json:"found"`
			Preperiod int    `json:"preperiod"`
			Period    int    `json:"period"`
			Saltus    int    `json:"saltus"`
			Certified bool   `json:"certified"`
			Proof     string `json:"proof,omitempty"`
		}{game, n, p.Found, p.Preperiod, p.Period, p.Saltus, p.Certified, p.Proof})
	}
	_, err = fmt.Fprintf(stdout, "%s: %v\n", game, p)
	return err
}
