package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
)

func init() {
	register("seq", "Grundy values g(0..N) of one heap: seq GAME -n N [--json]", runSeq)
	register("period", "values until a theorem proves a period, at most g(0..N): period GAME -n N [--json]", runPeriod)
}

// seqRun is a parsed GAME -n N [--json] [--definition] command line and
// the values g(0..N) it asks for.
type seqRun struct {
	game   string // the GAME argument
	n      int
	asJSON bool
	rule   heap.Rule
	values gamelib.Sequence
	misere bool // seq --misere: misère values g⁻(0..N) (misere.go)
	// ctx carries the command's limits and Ctrl-C (commandContext).
	ctx context.Context
}

// sequenceArgs parses GAME -n N [--json] [--definition] and computes
// g(0..N): by the rule's fastest method, which may apply a proven law,
// or with --definition from the definition of the game.
//
// extra, if not nil, defines more flags; validate, if not nil, checks them
// (and N) before the sequence is computed, so that bad usage fails at once.
func sequenceArgs(name string, args []string, stderr io.Writer, extra func(fs flagSet), validate func(n int) error) (*seqRun, error) {
	r, definition, err := gameArgs(name, args, stderr, extra, validate)
	if err != nil {
		return nil, err
	}
	values := heap.ValuesContext
	if definition {
		values = heap.DefinitionValuesContext
	}
	if r.misere {
		// misere.Values under the command's context.
		values = func(ctx context.Context, rule heap.Rule, n int, p gamelib.Progress) (gamelib.Sequence, error) {
			g, err := misere.Genera(ctx, rule, n, &misere.Options{Progress: p})
			if err != nil {
				return nil, err
			}
			return g.Values(), nil
		}
	}
	if r.values, err = values(r.ctx, r.rule, r.n, progressFor(stderr, r.game)); err != nil {
		return nil, libraryError(err)
	}
	return r, nil
}

// gameArgs parses the command line as sequenceArgs does, without
// computing the values; definition reports --definition.
func gameArgs(name string, args []string, stderr io.Writer, extra func(fs flagSet), validate func(n int) error) (_ *seqRun, definition bool, _ error) {
	var r seqRun
	fs := newFlagSet(name, stderr)
	intVar(fs, &r.n, "n", -1, "largest heap size `N`")
	fs.BoolVar(&r.asJSON, "json", false, "print one JSON object")
	fs.BoolVar(&definition, "definition", false, "compute the values from the definition of the game, not from a proven law (Lasker's Nim, split:K for K ≥ 4)")
	if name == "seq" {
		fs.BoolVar(&r.misere, "misere", false, "misère values g⁻(0..N), g⁻(0) = 1 (exact: by search over the sums the moves leave, or from the value quotient when the search would take too long)")
	}
	if extra != nil {
		extra(fs)
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return nil, false, err
	}
	if len(pos) != 1 {
		_, _, err := parseGame(name, pos)
		return nil, false, err
	}
	if !flagGiven(fs, "n") {
		return nil, false, badInput("%s: -n N is required", name)
	}
	if err := checkN("n", r.n); err != nil {
		return nil, false, err
	}
	if validate != nil {
		if err := validate(r.n); err != nil {
			return nil, false, err
		}
	}
	if r.game, r.rule, err = parseGame(name, pos); err != nil {
		return nil, false, err
	}
	r.ctx = commandContext(fs)
	return &r, definition, nil
}

func runSeq(args []string, stdout, stderr io.Writer) error {
	r, err := sequenceArgs("seq", args, stderr, nil, nil)
	if err != nil {
		return err
	}
	game, n, asJSON, g := r.game, r.n, r.asJSON, r.values
	// The values are streamed, not built into one string first, so that
	// the output needs no memory beyond the sequence itself; an interrupt
	// waits until the whole of it is written.
	holdOutput(stdout)
	w := bufio.NewWriter(stdout)
	if asJSON {
		head, err := json.Marshal(game)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, `{"game":%s,"n":%d,%s"values":[`, head, n, map[bool]string{true: `"misere":true,`}[r.misere])
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
	r, definition, err := gameArgs("period", args, stderr, nil, nil)
	if err != nil {
		return err
	}
	game, n, asJSON, rule := r.game, r.n, r.asJSON, r.rule
	if definition {
		rule = heap.ByDefinition(rule)
	}
	// Computes values only until the rule's theorem proves a period.
	// A later length refused by the memory or work limit, or Ctrl-C
	// (SIGTERM, SIGHUP) during one, keeps the exit status (2, or the
	// signal's) and tells what the lengths before it established
	// (periodPartial), from the Period FindPeriod returns with its error.
	var p gamelib.Period
	err = runSearchPartial("period", stderr, func(ctx context.Context) error {
		var err error
		p, err = heap.FindPeriodContext(ctx, rule, n, progressFor(stderr, game))
		switch {
		case err == nil, errors.Is(err, context.Canceled),
			errors.Is(err, gamelib.ErrTooLarge), errors.Is(err, gamelib.ErrTooSlow):
			return err // searchError adds the limits' hints
		}
		return libraryError(err) // bad input (exit 2), as before
	}, func(bool) string { return periodPartial(p) })
	if err != nil {
		return err
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

// periodPartial tells, after a period search stopped part-way (a limit,
// a signal), what its last whole check established (p, as
// heap.FindPeriodContext returns it with its error): "g(0…K−1) computed,
// no period proven on them", then the period those values show, not
// proven, or that they show none; "" when no check was done.
func periodPartial(p gamelib.Period) string {
	if p.Checked <= 0 || p.Certified {
		return ""
	}
	s := fmt.Sprintf("g(0…%d) computed, no period proven on them", p.Checked-1)
	if !p.Found {
		return s + " (none observed either)"
	}
	sal := ""
	if p.Saltus != 0 {
		sal = fmt.Sprintf(", saltus %d", p.Saltus)
	}
	return s + fmt.Sprintf(" (they show preperiod %d, period %d%s, not proven: %s)", p.Preperiod, p.Period, sal, p.Evidence())
}
