package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/grundylab/grundylab/internal/dims"

	"github.com/grundylab/grundylab/gamelib/sizetable"
)

func init() {
	register("table", "a table of nimbers or winning first moves over two sizes: table GAME RxC [--json] [--tt-mem SIZE] [--workers N] (GAME: "+sizetable.Games+")", runTable)
}

// sizetablePrefixes begin the messages of package sizetable's errors,
// which the command's own "table: " replaces ("sizetable: table cram: …"
// is said "table: cram: …").
var sizetablePrefixes = []string{"sizetable: table ", "sizetable: "}

// runTable implements grundy table: the table sizetable.Compute computes
// for GAME up to R rows and C columns (Cram's m×n boards, Chomp's
// rectangles, Node Kayles' grids, or its paths and cycles to n = C),
// refused up front when its estimate exceeds the work limit, with one
// progress line for the whole table. Ctrl-C, SIGTERM or SIGHUP (runSearchPartial)
// exits 130, 143 or 129 with one stderr line that keeps the cells computed
// (tablePartial) and nothing on stdout.
func runTable(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("table", stderr)
	var (
		asJSON bool
		sf     searchFlags
	)
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	sf.registerTable(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return badInput("table: want GAME RxC (GAME: %s), e.g. table cram 5x8", sizetable.Games)
	}
	rows, cols, err := parseExtent(pos[1])
	if err != nil {
		return badInput("table: %v", err)
	}
	spec := sizetable.Spec{Game: pos[0], Rows: rows, Cols: cols}
	desc, err := sizetable.Describe(spec)
	if err != nil {
		return badInput("table: %w", strip(err, sizetablePrefixes...))
	}
	if !desc.Searched {
		// Refused, not ignored in silence, as chomp's own command does.
		for _, f := range []string{"tt-mem", "workers"} {
			if flagGiven(fs, f) && !(f == "workers" && sf.workers == 1) {
				return badInput("table: --%s is for the engine's searches, and table %s fills the table of each rectangle's box instead, which takes neither", f, spec.Game)
			}
		}
	}
	// Node Kayles' tables search graphs of up to R×C vertices (a grid)
	// or C (the paths and cycles), each with a key cache of its order:
	// the largest is checked against the memory limit before the first.
	switch base, _ := strings.CutSuffix(spec.Game, ":wins"); base {
	case "nodekayles:grid":
		if err := checkKeyCache("table", "nodekayles", fmt.Sprintf("%s %dx%d", spec.Game, rows, cols), rows*cols); err != nil {
			return err
		}
	case "nodekayles:paths":
		if err := checkKeyCache("table", "nodekayles", fmt.Sprintf("%s %dx%d", spec.Game, rows, cols), cols); err != nil {
			return err
		}
	}
	label := fmt.Sprintf("table %s %dx%d", spec.Game, rows, cols)
	o, err := sf.options("table", "table", label, stderr)
	if err != nil {
		return err
	}
	var t *sizetable.Table
	err = runSearchPartial("table", stderr, func(ctx context.Context) error {
		t, err = sizetable.Compute(ctx, spec, o, progressFor(stderr, label))
		return strip(err, sizetablePrefixes...)
	}, func(interrupted bool) string {
		// Ctrl-C after hours, or a cell's error: the cells computed
		// are not lost.
		return tablePartial(t, pos[1], interrupted)
	})
	if err != nil {
		return err
	}
	if asJSON {
		rows, cols := t.Size() // the extent of values (2 × C+1 for nodekayles:paths 1xC)
		out := map[string]any{"game": t.Game, "rows": rows, "cols": cols, "title": t.Title,
			"what": t.What, "row_label": t.YLabel, "col_label": t.XLabel, "first_row": t.Y0, "first_col": t.X0,
			"values": t.Values}
		if t.RowNames != nil {
			out["row_names"] = t.RowNames
		}
		if t.Note != "" {
			out["note"] = t.Note
		}
		return writeJSON(stdout, out)
	}
	holdOutput(stdout)
	if _, err := fmt.Fprintf(stdout, "# %s (%s)\n", t.Name(), t.Axes()); err != nil {
		return err
	}
	if t.Note != "" {
		if _, err := fmt.Fprintf(stdout, "# %s\n", t.Note); err != nil {
			return err
		}
	}
	for i, row := range t.Values {
		if _, err := fmt.Fprintf(stdout, "%s: %s\n", t.RowHead(i), joinInts(row)); err != nil {
			return err
		}
	}
	return nil
}

// tablePartial tells, for the line of an interrupted grundy table, the
// table and the cell being computed and the cells computed before it
// (sizetable.Table.Cut), as "cram 5x9 at 5×9; the nimbers of 1×1 … 5×8,
// row by row (rows m from 1, columns n from 1): 1: 0 1 1 …; …; 5: 0 1 1 2
// 0 2 1 1"; "" when there is no table or it is whole. After an error
// other than an interruption (!interrupted), whose message names the
// cell, it tells only the cells computed ("" when none was).
func tablePartial(t *sizetable.Table, extent string, interrupted bool) string {
	if t == nil {
		return ""
	}
	i, j, ok := t.Stopped()
	if !ok {
		return ""
	}
	if !interrupted {
		if t.Computed == 0 {
			return ""
		}
		return t.Cut()
	}
	at := fmt.Sprintf("%s %s at %s", t.Game, extent, t.CellName(i, j))
	if t.Computed == 0 {
		return at + ", no cell computed"
	}
	return at + "; " + t.Cut()
}

// parseExtent reads "RxC" (dims.Parse), two positive base-10 integers.
func parseExtent(s string) (rows, cols int, err error) {
	rows, cols, ok := dims.Parse(s)
	if !ok || rows < 1 || cols < 1 {
		return 0, 0, fmt.Errorf("%q is not RxC, two positive integers (e.g. 5x8)", s)
	}
	return rows, cols, nil
}
