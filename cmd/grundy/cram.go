package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

func init() {
	register("cram", "nimber or outcome of a Cram board of up to 128 cells: cram RxC | --board '..#./..../....' [--outcome] [--moves] [--tt-mem SIZE] [--dir DIR] [--save-every D] [--workers N] [--json]", runCram)
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
	if errors.Is(err, cram.ErrTooBig) { // 65 to 128 cells: cram.WideBoard
		var wb cram.WideBoard
		if board != "" {
			wb, err = cram.ParseWide(board)
		} else {
			wb, err = cram.ParseWideRect(pos[0])
		}
		if err != nil {
			return badInput("%v", err)
		}
		return runWideCram(wb, asJSON, &sf, stdout, stderr)
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
	err = sf.search("cram", opt, stderr, out, false, cramMoves(b),
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
	if err == nil && sf.moves {
		err = printMoves(stdout, out)
	}
	return err
}

// runWideCram is the cram command on a board of 65 to 128 cells
// (cram.WideBoard, cram.NimberWide): the same output.
func runWideCram(b cram.WideBoard, asJSON bool, sf *searchFlags, stdout, stderr io.Writer) error {
	opt, err := sf.options("cram", "cram", "cram "+b.String(), stderr)
	if err != nil {
		return err
	}
	out := map[string]any{"game": "cram", "board": b.String(), "cells": b.Cells()}
	h, w := b.Dims()
	out["rows"], out["cols"] = h, w
	err = sf.search("cram", opt, stderr, out, false, wideCramMoves(b),
		func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) {
			return cram.NimberWide(ctx, b, opt)
		},
		func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return cram.OutcomeWide(ctx, b, opt)
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
	if err == nil && sf.moves {
		err = printMoves(stdout, out)
	}
	return err
}

// wideCramMoves is cramMoves for a board of 65 to 128 cells.
func wideCramMoves(b cram.WideBoard) *moveList {
	moves := cram.MovesWide(b)
	ml := &moveList{
		nimbers: func(ctx context.Context, opt *decomp.Options) ([]int, decomp.Stats, error) {
			return cram.OptionNimbersWide(ctx, b, opt)
		},
		outcomes: func(ctx context.Context, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			return cram.OptionOutcomesWide(ctx, b, opt)
		},
	}
	for i, m := range moves {
		after, _ := m.PlayWide(b)
		ml.names, ml.after = append(ml.names, m.String()), append(ml.after, after.String())
		ml.order = append(ml.order, i)
	}
	slices.SortFunc(ml.order, func(i, j int) int { return cram.CompareMoves(moves[i], moves[j]) })
	return ml
}

// cramMoves lists b's moves for --moves: each domino as cram.Move writes
// it and the board it leaves, printed in reading order (by the first
// cell, then the second).
func cramMoves(b cram.Board) *moveList {
	moves := cram.Moves(b)
	ml := &moveList{
		nimbers: func(ctx context.Context, opt *decomp.Options) ([]int, decomp.Stats, error) {
			return cram.OptionNimbers(ctx, b, opt)
		},
		outcomes: func(ctx context.Context, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			return cram.OptionOutcomes(ctx, b, opt)
		},
	}
	for i, m := range moves {
		after, _ := m.Play(b)
		ml.names, ml.after = append(ml.names, m.String()), append(ml.after, after.String())
		ml.order = append(ml.order, i)
	}
	slices.SortFunc(ml.order, func(i, j int) int { return cram.CompareMoves(moves[i], moves[j]) })
	return ml
}
