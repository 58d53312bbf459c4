package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

func init() {
	register("chomp", "Chomp (poisoned corner): chomp RxC | --rows 5,3,1 [--outcome] [--moves] [--json] [--dir DIR [--save-every D] [--tt-mem SIZE] [--workers N]] (without --dir the table of the diagram's box is filled, which takes no --tt-mem or --workers)", runChomp)
}

// runChomp implements grundy chomp: the nimber (or with --outcome only
// the outcome) of Chomp on an R×C rectangle or on a Young diagram given
// by its row lengths, bottom row (with the poisoned square) first.
func runChomp(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("chomp", stderr)
	var (
		rows   string
		asJSON bool
		sf     searchFlags
	)
	fs.StringVar(&rows, "rows", "", "a Young diagram by its row `LENGTHS`, bottom first, non-increasing, e.g. 5,3,1")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	sf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if flagGiven(fs, "rows") && strings.TrimSpace(rows) == "" {
		return badInput("chomp: --rows is empty: give the rows' lengths, e.g. 5,3,1, or RxC without --rows")
	}
	var d chomp.Diagram
	switch {
	case len(pos) == 1 && rows == "":
		if d, err = chomp.ParseRect(pos[0]); err != nil {
			return badInput("%v", err)
		}
	case len(pos) == 0 && rows != "":
		var r []int
		for f := range strings.SplitSeq(rows, ",") {
			v, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return badInput("chomp: --rows %q: %q is not an integer", rows, f)
			}
			r = append(r, v)
		}
		if d, err = chomp.FromRows(r); err != nil {
			return badInput("%v", err)
		}
	case len(pos) > 1:
		return badInput("chomp: unexpected argument %q", pos[1])
	case len(pos) == 1:
		return badInput("chomp: give a rectangle RxC (e.g. 4x7) or --rows, not both")
	default:
		return badInput("chomp: give a rectangle RxC (e.g. 4x7) or --rows 5,3,1 (the rows' lengths)")
	}
	opt, err := sf.options("chomp", "chomp", "chomp", stderr)
	if err != nil {
		return err
	}
	if !chomp.Searches(opt) {
		// The box table has no transposition table and one goroutine:
		// flags for the search are refused, not ignored in silence.
		for _, f := range []string{"tt-mem", "workers"} {
			if flagGiven(fs, f) && !(f == "workers" && sf.workers == 1) { // one worker is what the box table has
				return badInput("chomp: --%s is for the engine's search, which chomp runs only with --dir; without it chomp fills the table of the diagram's box, which takes neither", f)
			}
		}
		// No search: the table of the box, whose progress is the share of
		// its diagrams done (a search's Status would describe tests).
		opt.Status = nil
		opt.Progress = progressFor(stderr, fmt.Sprintf("chomp: the nimbers of the %d×%d box", max(len(d), 1), max(int(d.Rows()[0]), 1)))
	}
	// board: the position in the notation it was given, RxC or the
	// rows as --rows takes them (the moves' "after" notation).
	out := map[string]any{"game": "chomp", "rows": d.Rows(), "board": strings.ReplaceAll(joinInts(d.Rows()), " ", ",")}
	if len(pos) == 1 {
		out["board"] = fmt.Sprintf("%dx%d", len(d), d.Rows()[0]) // as typed, normalised: " 5X7" is 5x7
	}
	ml := &moveList{
		nimbers: func(ctx context.Context, opt *decomp.Options) ([]int, decomp.Stats, error) {
			return chomp.OptionNimbers(ctx, d, opt)
		},
		outcomes: func(ctx context.Context, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
			return chomp.OptionOutcomes(ctx, d, opt)
		},
	}
	after := chomp.Game{}.Options(d, nil)
	for i, m := range chomp.Moves(d) {
		ml.names = append(ml.names, fmt.Sprintf("(%d,%d)", m[0], m[1]))
		ml.after = append(ml.after, strings.ReplaceAll(joinInts(after[i].Rows()), " ", ","))
	}
	err = sf.search("chomp", opt, stderr, out, true, ml,
		func(ctx context.Context, opt *decomp.Options) (int, decomp.Stats, error) {
			return chomp.Nimber(ctx, d, opt)
		},
		func(ctx context.Context, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
			return chomp.Outcome(ctx, d, opt)
		})
	if err != nil {
		return err
	}
	return sf.print(stdout, "chomp "+out["board"].(string), out, asJSON)
}
