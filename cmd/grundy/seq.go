package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/games"
	"github.com/grundylab/grundylab/gamelib/heap"
)

func init() {
	register("seq", "Grundy values g(0..N) of one heap: seq GAME -n N [--json]", runSeq)
	register("period", "values until a theorem proves a period, at most g(0..N): period GAME -n N [--json]", runPeriod)
}

// sequenceArgs parses GAME -n N [--json] and computes g(0..N).
//
// extra, if not nil, defines more flags; validate, if not nil, checks them
// before the sequence is computed, so that bad usage fails at once.
func sequenceArgs(name string, args []string, stderr io.Writer, extra func(fs flagSet), validate func() error) (game string, n int, asJSON bool, rule heap.Rule, g gamelib.Sequence, err error) {
	if game, n, asJSON, rule, err = gameArgs(name, args, stderr, extra, validate); err != nil {
		return
	}
	g, err = heap.Values(rule, n, progressFor(stderr, game))
	err = libraryError(err)
	return
}

// gameArgs parses GAME -n N [--json] like sequenceArgs, without computing.
func gameArgs(name string, args []string, stderr io.Writer, extra func(fs flagSet), validate func() error) (game string, n int, asJSON bool, rule heap.Rule, err error) {
	fs := newFlagSet(name, stderr)
	intVar(fs, &n, "n", -1, "largest heap size `N`")
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
	if validate != nil {
		if err = validate(); err != nil {
			return
		}
	}
	rule, err = games.Parse(game)
	err = libraryError(err)
	return
}

func runSeq(args []string, stdout, stderr io.Writer) error {
	game, n, asJSON, _, g, err := sequenceArgs("seq", args, stderr, nil, nil)
	if err != nil {
		return err
	}
	// The values are streamed, not built into one string first, so that
	// the output needs no memory beyond the sequence itself.
	w := bufio.NewWriter(stdout)
	if asJSON {
		head, err := json.Marshal(game)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, `{"game":%s,"n":%d,"values":[`, head, n)
	}
	sep := byte(' ')
	if asJSON {
		sep = ','
	}
	var num []byte
	for i, v := range g {
		if i > 0 {
			w.WriteByte(sep)
		}
		num = strconv.AppendInt(num[:0], int64(v), 10)
		w.Write(num)
	}
	if asJSON {
		w.WriteString("]}")
	}
	w.WriteByte('\n')
	return w.Flush()
}

func runPeriod(args []string, stdout, stderr io.Writer) error {
	game, n, asJSON, rule, err := gameArgs("period", args, stderr, nil, nil)
	if err != nil {
		return err
	}
	// Computes values only until the rule's theorem proves a period.
	p, err := heap.FindPeriod(rule, n, progressFor(stderr, game))
	if err != nil {
		return libraryError(err)
	}
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
			Needed    int    `json:"needed,omitempty"`
			Checked   int    `json:"checked"`
		}{game, n, p.Found, p.Preperiod, p.Period, p.Saltus, p.Certified, p.Proof, p.Needed, p.Checked})
	}
	_, err = fmt.Fprintf(stdout, "%s: %v\n", game, p)
	return err
}
