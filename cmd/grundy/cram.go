package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

func init() {
	register("cram", "nimber or outcome of a Cram board: cram RxC | --board '..#./..../....' [--outcome] [--tt-mem SIZE] [--dir DIR] [--json]", runCram)
}

// runCram is the cram command: see README, "Games on boards".
func runCram(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("cram", stderr)
	var board string
	var outcomeOnly, asJSON bool
	var sf searchFlags
	fs.StringVar(&board, "board", "", "the board `ROWS`: rows separated by '/', '.' a free cell, '#' a blocked one")
	fs.BoolVar(&outcomeOnly, "outcome", false, "compute only the outcome (P or N), which is cheaper than the nimber")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	sf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	var b cram.Board
	switch {
	case board != "" && len(pos) > 0, board == "" && len(pos) != 1:
		return badInput("cram: want one board, as RxC (e.g. 5x7) or --board ROWS")
	case board != "":
		b, err = cram.Parse(board)
	default:
		b, err = parseRect(pos[0])
	}
	if err != nil {
		return badInput("%v", err)
	}
	opt, err := sf.options("cram", "cram")
	if err != nil {
		return err
	}
	opt.Progress = progressFor(stderr, "cram "+b.String())
	out := map[string]any{"game": "cram", "board": b.String(), "cells": b.Cells()}
	h, w := b.Dims()
	out["rows"], out["cols"] = h, w
	var st decomp.Stats
	err = runSearch("cram", &sf, stderr, func(ctx context.Context) error {
		var err error
		if outcomeOnly {
			var o gamelib.Outcome
			o, st, err = cram.Outcome(ctx, b, opt)
			out["outcome"] = o.String()
		} else {
			var v int
			v, st, err = cram.Nimber(ctx, b, opt)
			out["nimber"] = v
			out["outcome"] = gamelib.OutcomeOf(v).String()
		}
		return err
	})
	clearProgress()
	if err != nil {
		return err
	}
	addStats(out, st)
	if sf.dir != "" {
		out["dir"] = sf.dir
	}
	if asJSON {
		return writeJSON(stdout, out)
	}
	if outcomeOnly {
		_, err = fmt.Fprintf(stdout, "cram %s: outcome %s\n", b, out["outcome"])
	} else {
		_, err = fmt.Fprintf(stdout, "cram %s: nimber %d, outcome %s\n", b, out["nimber"], out["outcome"])
	}
	return err
}

// parseRect reads RxC (or R×C) as an empty R-by-C board.
func parseRect(s string) (cram.Board, error) {
	r, c, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(s), "×", "x"), "x")
	if !ok {
		return cram.Board{}, fmt.Errorf("cram: board %q: want RxC, e.g. 5x7, or --board ROWS", s)
	}
	h, err1 := strconv.Atoi(r)
	w, err2 := strconv.Atoi(c)
	if err1 != nil || err2 != nil {
		return cram.Board{}, fmt.Errorf("cram: board %q: want RxC with whole numbers, e.g. 5x7", s)
	}
	return cram.Rect(h, w)
}
