package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/grundylab/grundylab/gamelib/wythoff"
)

func init() {
	register("wythoff", "Wythoff's game, or Fraenkel's a-Wythoff with --a A (a two-heap move takes k and l with |k − l| < A), the table g(x, y) for 0 ≤ x, y ≤ N: wythoff -n N [--a A] [--periods] [--json]", runWythoff)
}

// runWythoff implements grundy wythoff: the table g(x, y), 0 ≤ x, y ≤ N,
// as rows of numbers, with the P-positions checked against the Beatty
// pairs and, with --periods, each row's observed additive period
// (wythoff.RowPeriods: at least 4 whole periods, over 1.5(y₀ + p) and 16
// values) and how many rows have too little evidence for one.
//
// --a A (default 1, Wythoff's game) plays Fraenkel's a-Wythoff game: a
// two-heap move takes k > 0 from one heap and l > 0 from the other with
// |k − l| < A (wythoff.ValuesA), and the P-positions are checked against
// Fraenkel's pairs (⌊kα⌋, ⌊kα⌋ + Ak), α = (2 − A + √(A²+4))/2, from their
// mex recurrence and exactly (Table.CheckFraenkel). A below 1 is bad input
// (exit 2). With A = 1 the output is byte for byte that of the command
// without --a.
//
// Limits: wythoff.ValuesA checks the table and its value sets against
// --mem-limit and its estimated work, about (N+1)²·(1 + N/70) steps for
// A = 1 and (N+1)²·(1 + N/35 + 3·min(A, N)) for A ≥ 2
// (wythoff.EstimateWorkA), against the work limit (--force lifts it).
// The output, text or JSON,
// is streamed from the table a number at a time through one fixed
// buffer, so that the command holds the table and nothing of its size
// besides (the row periods, 40 bytes a row); a 0..6000 table with --json
// peaked at 1.0 GB when the JSON was built whole, for a 144 MB table.
//
// JSON: {"beatty_pairs": "K", "n": N, "row_periods": [...],
// "rows_too_little_evidence": "M", "values": [[g(0, 0), …], …]}, and for
// A ≥ 2 {"a": A, "fraenkel_pairs": "K", "n": N, …} (fraenkel_pairs in
// place of beatty_pairs; a is a number, the game's parameter), with
// row_periods and rows_too_little_evidence only with --periods, each row
// {"found", "observed", "period", "periods", "preperiod", "row"} (all but
// found and row only when found; observed is then true: the period is
// seen on the range, not proven). Counts are strings as the contract
// wants: beatty_pairs or fraenkel_pairs (how many pairs were checked), periods (how many
// whole periods the row shows) and rows_too_little_evidence (the rows
// without a period). n, row, preperiod and period are heap sizes and
// differences of heap sizes, numbers as n is everywhere and as period and
// preperiod are in grundy period; values are Grundy values, numbers.
//
// Text: one row a line; with --periods a row with a period ends in
// "  # observed period p from y₀ (k whole periods)", and a last line
// starting with "#" counts the rows with and without one.
func runWythoff(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("wythoff", stderr)
	var (
		n       int
		a       int
		asJSON  bool
		periods bool
	)
	intVar(fs, &n, "n", -1, "the table of heaps 0..`N`")
	intVar(fs, &a, "a", 1, "Fraenkel's a-Wythoff game: a two-heap move takes k and l with |k − l| < `A`; 1 is Wythoff's game")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	fs.BoolVar(&periods, "periods", false, "add each row's observed additive period (preperiod, period, whole periods seen; at least 4 over 1.5(y₀+p) and 16 values) and count the rows with too little evidence")
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
	case a < 1:
		return badInput("wythoff: --a must be at least 1 (1 is Wythoff's game), got %d", a)
	}
	var t *wythoff.Table
	err = runSearch("wythoff", "", stderr, func(ctx context.Context) error {
		var err error
		t, err = wythoff.ValuesA(ctx, n, a, progressFor(stderr, "wythoff"))
		return err
	})
	if err != nil {
		return err
	}
	pairs, err := t.CheckFraenkel() // CheckBeatty for A = 1
	if err != nil {
		return err // a failed theorem is a bug, not bad input
	}
	var ps []wythoff.RowPeriod
	if periods {
		ps = t.RowPeriods(wythoff.MinRowPeriods)
	}
	holdOutput(stdout) // written in many pieces, never cut by Ctrl-C
	w := bufio.NewWriterSize(stdout, 64<<10)
	if asJSON {
		err = writeWythoffJSON(w, t, pairs, ps, periods)
	} else {
		err = writeWythoffText(w, t, ps)
	}
	if err != nil {
		return err
	}
	return w.Flush()
}

// appendRow appends g(x, 0), …, g(x, N) to w separated by sep, through
// w's own buffer (AvailableBuffer), so that no row is allocated.
func appendRow(w *bufio.Writer, t *wythoff.Table, x int, sep byte) error {
	for y := 0; y <= t.N(); y++ {
		b := w.AvailableBuffer()
		if y > 0 {
			b = append(b, sep)
		}
		if _, err := w.Write(strconv.AppendInt(b, int64(t.At(x, y)), 10)); err != nil {
			return err
		}
	}
	return nil
}

// writeWythoffText writes the table one row a line, the values separated
// by single spaces, each row followed by its observed period when ps has
// one, and with ps a last line counting the rows with and without one.
func writeWythoffText(w *bufio.Writer, t *wythoff.Table, ps []wythoff.RowPeriod) error {
	for x := 0; x <= t.N(); x++ {
		if err := appendRow(w, t, x, ' '); err != nil {
			return err
		}
		b := w.AvailableBuffer()
		if ps != nil && ps[x].Found {
			r := ps[x]
			b = append(b, "  # observed period "...)
			b = strconv.AppendInt(b, int64(r.Period), 10)
			b = append(b, " from "...)
			b = strconv.AppendInt(b, int64(r.Preperiod), 10)
			b = append(b, " ("...)
			b = strconv.AppendInt(b, int64(r.Periods), 10)
			b = append(b, " whole periods)"...)
		}
		if _, err := w.Write(append(b, '\n')); err != nil {
			return err
		}
	}
	if ps == nil {
		return nil
	}
	few := tooLittleEvidence(ps)
	_, err := fmt.Fprintf(w, "# observed periods in %d of %d rows; %d rows have too little evidence on 0..%d (a period needs %d whole periods over 1.5(y₀ + p) and %d values)\n",
		len(ps)-few, len(ps), few, t.N(), wythoff.MinRowPeriods, wythoff.MinRowTail)
	return err
}

// tooLittleEvidence counts the rows of ps without an observed period.
func tooLittleEvidence(ps []wythoff.RowPeriod) int {
	n := 0
	for _, r := range ps {
		if !r.Found {
			n++
		}
	}
	return n
}

// writeWythoffJSON writes the JSON object of runWythoff, keys in the
// order encoding/json gives a map's, with row_periods when withPeriods,
// and a and fraenkel_pairs in place of beatty_pairs when t.A() > 1.
func writeWythoffJSON(w *bufio.Writer, t *wythoff.Table, pairs int, ps []wythoff.RowPeriod, withPeriods bool) error {
	b := w.AvailableBuffer()
	if a := t.A(); a > 1 {
		b = append(b, `{"a":`...)
		b = strconv.AppendInt(b, int64(a), 10)
		b = append(b, `,"fraenkel_pairs":"`...)
	} else {
		b = append(b, `{"beatty_pairs":"`...)
	}
	b = strconv.AppendInt(b, int64(pairs), 10)
	b = append(b, `","n":`...)
	b = strconv.AppendInt(b, int64(t.N()), 10)
	if _, err := w.Write(b); err != nil {
		return err
	}
	if withPeriods {
		if _, err := w.WriteString(`,"row_periods":[`); err != nil {
			return err
		}
		for i, r := range ps {
			b := w.AvailableBuffer()
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"found":`...)
			b = strconv.AppendBool(b, r.Found)
			if r.Found {
				b = append(b, `,"observed":true,"period":`...)
				b = strconv.AppendInt(b, int64(r.Period), 10)
				b = append(b, `,"periods":"`...)
				b = strconv.AppendInt(b, int64(r.Periods), 10)
				b = append(b, `","preperiod":`...)
				b = strconv.AppendInt(b, int64(r.Preperiod), 10)
			}
			b = append(b, `,"row":`...)
			b = strconv.AppendInt(b, int64(r.Row), 10)
			if _, err := w.Write(append(b, '}')); err != nil {
				return err
			}
		}
		b := w.AvailableBuffer()
		b = append(b, `],"rows_too_little_evidence":"`...)
		b = strconv.AppendInt(b, int64(tooLittleEvidence(ps)), 10)
		if _, err := w.Write(append(b, '"')); err != nil {
			return err
		}
	}
	if _, err := w.WriteString(`,"values":[`); err != nil {
		return err
	}
	for x := 0; x <= t.N(); x++ {
		b := w.AvailableBuffer()
		if x > 0 {
			b = append(b, ',')
		}
		if _, err := w.Write(append(b, '[')); err != nil {
			return err
		}
		if err := appendRow(w, t, x, ','); err != nil {
			return err
		}
		if err := w.WriteByte(']'); err != nil {
			return err
		}
	}
	_, err := w.WriteString("]}\n")
	return err
}
