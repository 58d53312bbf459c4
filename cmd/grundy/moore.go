package main

import (
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/studies/moore"
)

func init() {
	register("moore", "seed 003 black-white board and Moore's Nim_k: moore --cells N --pieces K --max-move D [--mod M | --exact] [--json], or moore --heaps 3,5,6 --k 2 [--json]", runMoore)
}

// runMoore implements grundy moore (shared/spec/cli.md). With --cells,
// --pieces and --max-move it counts the placements of K pieces on a 1 × N
// board that the first player wins (and C(N, K)); without --json it prints
// the two counts separated by a space. With --heaps it classifies a
// position of Moore's Nim_k (--k, default 1: ordinary Nim) and, for an
// N-position, gives a move to a P-position; without --json it prints P, or
// N and the move's heaps.
func runMoore(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("moore", stderr)
	var (
		cells, pieces, maxMove, k int
		heaps                     string
		asJSON                    bool
		cf                        countFlags
	)
	intVar(fs, &cells, "cells", 0, "board length `N`")
	intVar(fs, &pieces, "pieces", 0, "number of pieces `K` (even, at most N)")
	intVar(fs, &maxMove, "max-move", 0, "a turn moves 1 to `D` pieces of the mover's colour")
	fs.StringVar(&heaps, "heaps", "", "a Moore's Nim position: comma-separated heap sizes")
	intVar(fs, &k, "k", 1, "with --heaps: a move lowers 1 to `k` heaps")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	cf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	given := func(name string) bool { return flagGiven(fs, name) }
	if len(pos) != 0 {
		return badInput("moore: unexpected argument %q", pos[0])
	}

	if given("heaps") {
		for _, name := range []string{"cells", "pieces", "max-move", "mod", "exact"} {
			if given(name) {
				return badInput("moore: --heaps takes no --%s", name)
			}
		}
		h, err := parseHeaps(heaps)
		if err != nil {
			return err
		}
		return mooreHeaps(stdout, h, k, asJSON)
	}

	for _, name := range []string{"cells", "pieces", "max-move"} {
		if !given(name) {
			return badInput("moore: --%s is required (or give --heaps)", name)
		}
	}
	if given("k") {
		return badInput("moore: --k applies only with --heaps")
	}
	mod, err := cf.check()
	if err != nil {
		return err
	}
	b := moore.Board{Cells: cells, Pieces: pieces, MaxMove: maxMove}
	ctx := commandContext(fs) // the limits, and Ctrl-C
	var wins, total *big.Int
	if mod == 0 {
		wins, total, err = b.CountExactContext(ctx, progressFor(stderr, "moore"))
	} else {
		var w, t int64
		w, t, err = b.CountContext(ctx, mod, progressFor(stderr, "moore"))
		wins, total = big.NewInt(w), big.NewInt(t)
	}
	if err != nil {
		return libraryError(err)
	}
	if asJSON {
		return writeJSON(stdout, struct {
			Cells   int    `json:"cells"`
			Pieces  int    `json:"pieces"`
			MaxMove int    `json:"max_move"`
			Mod     int64  `json:"mod"`
			Wins    string `json:"wins"`
			Total   string `json:"total"`
		}{cells, pieces, maxMove, mod, countString(wins), countString(total)})
	}
	_, err = fmt.Fprintln(stdout, wins, total)
	return err
}

// parseHeaps parses comma-separated heap sizes; the empty string is the
// position with no heaps.
func parseHeaps(s string) ([]int, error) {
	h := []int{}
	if strings.TrimSpace(s) == "" {
		return h, nil
	}
	for _, f := range strings.Split(s, ",") {
		x, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, badInput("moore: malformed --heaps %q: heap %q is not an integer", s, f)
		}
		h = append(h, x)
	}
	return h, nil
}

func mooreHeaps(stdout io.Writer, h []int, k int, asJSON bool) error {
	move, found, err := moore.WinningMove(h, k)
	if err != nil {
		return libraryError(err)
	}
	type position struct {
		Heaps []int `json:"heaps"`
	}
	out := struct {
		Heaps   []int     `json:"heaps"`
		K       int       `json:"k"`
		Outcome string    `json:"outcome"`
		Move    *position `json:"move,omitempty"`
	}{Heaps: h, K: k, Outcome: "P"}
	if found {
		out.Outcome = "N"
		out.Move = &position{move}
	}
	if asJSON {
		return writeJSON(stdout, out)
	}
	if !found {
		_, err = fmt.Fprintln(stdout, "P")
		return err
	}
	s := make([]string, len(move))
	for i, x := range move {
		s[i] = strconv.Itoa(x)
	}
	_, err = fmt.Fprintln(stdout, "N", strings.Join(s, ","))
	return err
}
