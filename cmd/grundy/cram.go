package main

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"

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
	if flagGiven(fs, "board") && strings.TrimSpace(board) == "" {
		return badInput("cram: --board is empty: give rows such as '..#./....', or RxC without --board")
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
		return runCramSearch(wideSearch(wb), asJSON, &sf, stdout, stderr)
	}
	if err != nil {
		return badInput("%v", err)
	}
	return runCramSearch(narrowSearch(b), asJSON, &sf, stdout, stderr)
}

// runCramSearch runs the search cs and prints its result (JSON, or a line
// and, with --moves, a line a move).
func runCramSearch(cs cramSearch, asJSON bool, sf *searchFlags, stdout, stderr io.Writer) error {
	opt, err := sf.options("cram", "cram", "cram "+cs.board, stderr)
	if err != nil {
		return err
	}
	out := map[string]any{"game": "cram", "board": cs.board, "cells": cs.cells, "rows": cs.rows, "cols": cs.cols}
	if err := sf.search("cram", opt, stderr, out, false, cs.moves, cs.nimber, cs.outcome); err != nil {
		return err
	}
	return sf.print(stdout, "cram "+cs.board, out, asJSON)
}

// A cramSearch is what the cram command searches, a cram.Board or (65 to
// 128 cells) a cram.WideBoard: the board's notation and size, its moves
// for --moves, and its nimber and outcome searches.
type cramSearch struct {
	board             string
	cells, rows, cols int
	moves             *moveList
	nimber            func(context.Context, *decomp.Options) (int, decomp.Stats, error)
	outcome           func(context.Context, *decomp.Options) (gamelib.Outcome, decomp.Stats, error)
}

func narrowSearch(b cram.Board) cramSearch {
	h, w := b.Dims()
	return cramSearch{board: b.String(), cells: b.Cells(), rows: h, cols: w,
		moves: cramMoves(cram.Moves(b), func(m cram.Move) string { a, _ := m.Play(b); return a.String() },
			func(ctx context.Context, opt *decomp.Options) ([]int, decomp.Stats, error) {
				return cram.OptionNimbers(ctx, b, opt)
			},
			func(ctx context.Context, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
				return cram.OptionOutcomes(ctx, b, opt)
			}),
		nimber: func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) {
			return cram.Nimber(ctx, b, opt)
		},
		outcome: func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return cram.Outcome(ctx, b, opt)
		}}
}

func wideSearch(b cram.WideBoard) cramSearch {
	h, w := b.Dims()
	return cramSearch{board: b.String(), cells: b.Cells(), rows: h, cols: w,
		moves: cramMoves(cram.MovesWide(b), func(m cram.Move) string { a, _ := m.PlayWide(b); return a.String() },
			func(ctx context.Context, opt *decomp.Options) ([]int, decomp.Stats, error) {
				return cram.OptionNimbersWide(ctx, b, opt)
			},
			func(ctx context.Context, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
				return cram.OptionOutcomesWide(ctx, b, opt)
			}),
		nimber: func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) {
			return cram.NimberWide(ctx, b, opt)
		},
		outcome: func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return cram.OutcomeWide(ctx, b, opt)
		}}
}

// cramMoves lists a board's moves for --moves: each domino as cram.Move
// writes it and the board it leaves (after), printed in reading order (by
// the first cell, then the second); the options' searches in the order
// of moves.
func cramMoves(moves []cram.Move, after func(cram.Move) string,
	nimbers func(context.Context, *decomp.Options) ([]int, decomp.Stats, error),
	outcomes func(context.Context, *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)) *moveList {
	ml := &moveList{nimbers: nimbers, outcomes: outcomes}
	for i, m := range moves {
		ml.names, ml.after = append(ml.names, m.String()), append(ml.after, after(m))
		ml.order = append(ml.order, i)
	}
	slices.SortFunc(ml.order, func(i, j int) int { return cram.CompareMoves(moves[i], moves[j]) })
	return ml
}
