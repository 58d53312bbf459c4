package main

import (
	"context"
	"fmt"
	"io"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

func init() {
	register("cram", "nimber or outcome of a Cram board: cram RxC | --board '..#./..../....' [--outcome] [--tt-mem SIZE] [--dir DIR] [--save-every D] [--workers N] [--json]", runCram)
}

// runCram is the cram command: see README, "Games on boards".
func runCram(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("cram", stderr)
	var board string
	var asJSON bool
	var sf searchFlags
	fs.StringVar(&board, "board", "", "the board `ROWS`: rows separated by '/', '.' a free cell, '#' a blocked one")
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
		b, err = cram.ParseRect(pos[0])
	}
	if err != nil {
		return badInput("%v", err)
	}
	opt, err := sf.options("cram", "cram", "cram "+b.String(), stderr)
	if err != nil {
		return err
	}
	out := map[string]any{"game": "cram", "board": b.String(), "cells": b.Cells()}
	h, w := b.Dims()
	out["rows"], out["cols"] = h, w
	err = sf.search("cram", opt, stderr, out, false,
		func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) {
			return cram.Nimber(ctx, b, opt)
		},
		func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return cram.Outcome(ctx, b, opt)
		})
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(stdout, out)
	}
	if sf.outcome {
		_, err = fmt.Fprintf(stdout, "cram %s: outcome %s\n", b, out["outcome"])
	} else {
		_, err = fmt.Fprintf(stdout, "cram %s: nimber %d, outcome %s\n", b, out["nimber"], out["outcome"])
	}
	return err
}
