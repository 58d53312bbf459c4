package main

import (
	"context"
	"fmt"
	"io"

	"github.com/grundylab/grundylab/gamelib/wythoff"
)

func init() {
	register("wythoff", "Wythoff's game, the table g(x, y) for 0 ≤ x, y ≤ N: wythoff -n N [--periods] [--json]", runWythoff)
}

// runWythoff implements grundy wythoff: the table g(x, y), 0 ≤ x, y ≤ N,
// as rows of numbers, with the P-positions checked against the Beatty
// pairs and, with --periods, each row's additive period.
func runWythoff(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("wythoff", stderr)
	var (
		n       int
		asJSON  bool
		periods bool
	)
	intVar(fs, &n, "n", -1, "the table of heaps 0..`N`")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	fs.BoolVar(&periods, "periods", false, "add each row's additive period (preperiod, period, periods seen)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(pos) != 0:
		return badInput("wythoff: unexpected argument %q", pos[0])
	case !flagGiven(fs, "n"):
		return badInput("wythoff: -n N is required")
	case n < 0:
		return badInput("wythoff: n must be non-negative, got %d", n)
	}
	var t *wythoff.Table
	err = runSearch("wythoff", "", stderr, func(ctx context.Context) error {
		var err error
		t, err = wythoff.Values(ctx, n, progressFor(stderr, "wythoff"))
		return err
	})
	if err != nil {
		return err
	}
	pairs, err := t.CheckBeatty()
	if err != nil {
		return err // a failed theorem is a bug, not bad input
	}
	if asJSON {
		out := map[string]any{"n": n, "values": t.Rows(), "beatty_pairs": pairs}
		if periods {
			var ps []map[string]any
			for _, r := range t.RowPeriods(3) {
				p := map[string]any{"row": r.Row, "found": r.Found}
				if r.Found {
					p["preperiod"], p["period"], p["periods"] = r.Preperiod, r.Period, r.Periods
				}
				ps = append(ps, p)
			}
			out["row_periods"] = ps
		}
		return writeJSON(stdout, out)
	}
	holdOutput(stdout)
	var ps []wythoff.RowPeriod
	if periods {
		ps = t.RowPeriods(3)
	}
	for x := 0; x <= n; x++ {
		line := joinInts(t.Row(x))
		if periods {
			if r := ps[x]; r.Found {
				line += fmt.Sprintf("  # period %d from %d (%d periods seen)", r.Period, r.Preperiod, r.Periods)
			}
		}
		if _, err := fmt.Fprintln(stdout, line); err != nil {
			return err
		}
	}
	return nil
}
