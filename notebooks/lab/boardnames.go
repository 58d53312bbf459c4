package lab

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/internal/dims"

	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/sizetable"
)

// boardGames says, for each game of boards, graphs and pairs, how it is
// written as a name (ParseBoard).
var boardGames = map[string]string{
	"cram":       `"cram:5x7" or "cram:..#./..../...." (rows separated by '/', '.' free, '#' blocked)`,
	"nodekayles": `"nodekayles:IheA@GUAo" (a graph in graph6), "nodekayles:0-1,1-2,2-0" (an edge list) or "nodekayles:prism:32" (a family of graphs.ParseFamily to n = 32)`,
	"arckayles":  `"arckayles:IheA@GUAo" (a graph in graph6), "arckayles:0-1,1-2,2-0" (an edge list) or "arckayles:comb:32" (a family of graphs.ParseFamily to n = 32)`,
	"chomp":      `"chomp:4x7" (a rectangle) or "chomp:5,3,1" (the rows' lengths)`,
	"wythoff":    `"wythoff:30" (the table g(x, y) for x, y ≤ 30) or "wythoff:30:a=2" (Fraenkel's 2-Wythoff game)`,
}

// isBoardName reports whether s names a game of boards, graphs or pairs
// ("cram:…", "nodekayles:…", "arckayles:…", "chomp:…", "wythoff:…", or
// the bare name).
func isBoardName(s string) bool {
	head, _, _ := strings.Cut(strings.TrimSpace(s), ":")
	return boardGames[head] != ""
}

// boardNameHint is what the error for an unknown game name adds, so that
// a board game misspelt is not answered with the heap games' names
// alone: the right spelling when the name's head is a board game's in
// other case ("Cram:5x7"), the way to ask for a table ("table:cram:3x3"),
// or else the board games' forms.
func boardNameHint(name string) string {
	head, rest, _ := strings.Cut(name, ":")
	switch {
	case boardGames[strings.ToLower(head)] != "":
		return fmt.Sprintf("; games of boards, graphs and pairs are named in lower case: %q", strings.ToLower(head)+":"+rest)
	case strings.EqualFold(head, "table"):
		return "; a table of nimbers over two sizes is lab.BoardTable{Game: \"cram\", Rows: R, Cols: C} (its games: " + sizetable.Games + ")"
	}
	return "; Explore also takes games of boards, graphs and pairs: cram:5x7, nodekayles:IheA@GUAo (graph6) or nodekayles:0-1,1-2, arckayles:…, a family as nodekayles:grid:3:8, chomp:4x7, wythoff:30, and lab.BoardTable for tables"
}

// ParseBoard reads a game of boards, graphs or pairs written as a name,
// the way the command line gives them, and returns the value Explore and
// AnalyzeBoard take for it:
//
//   - "cram:5x7" (an empty rectangle) or "cram:..#./..../...." (rows
//     separated by '/', '.' a free cell, '#' a blocked one): a cram.Board,
//     or a cram.WideBoard of 65 to 128 cells;
//   - "nodekayles:IheA@GUAo" (nauty's graph6) or "nodekayles:0-1,1-2,2-0"
//     (an edge list, as graphs.ParseEdges reads it): a *graphs.Graph;
//     "arckayles:…" the same as an ArcKayles;
//   - "nodekayles:prism:32", "arckayles:petersen:2:20" (a family of
//     graphs.ParseFamily, then N): a GraphFamily; a family without its
//     N ("nodekayles:path", "nodekayles:grid:3", "nodekayles:grid") is
//     an error that gives the syntax, not a malformed graph6;
//   - "chomp:4x7" (a rectangle) or "chomp:5,3,1" (row lengths): a
//     chomp.Diagram;
//   - "wythoff:30": Wythoff{N: 30}; "wythoff:30:a=2": Wythoff{N: 30, A: 2}.
//
// A table's name ("nodekayles:grid:wins", "cram:wins": sizetable.Games)
// is no position: the error names the BoardTable that computes it.
//
// An edge list is told from graph6 by its characters: graph6 uses the
// bytes 63–126, an edge list digits, '-', ',', ':' (its order, "5: 0-1")
// and spaces.
func ParseBoard(s string) (any, error) {
	name := strings.TrimSpace(s)
	head, spec, _ := strings.Cut(name, ":")
	spec = strings.TrimSpace(spec)
	how, ok := boardGames[head]
	if !ok {
		return nil, fmt.Errorf("lab: %q is not a game of boards, graphs or pairs (want cram:, nodekayles:, arckayles:, chomp: or wythoff:)", s)
	}
	if spec == "" {
		return nil, fmt.Errorf("lab: %q: give the position, as %s", s, how)
	}
	var v any
	var err error
	switch head {
	case "cram":
		if strings.ContainsAny(spec, "./#") {
			v, err = cram.Parse(spec)
			if errors.Is(err, cram.ErrTooBig) { // 65 to 128 cells
				v, err = cram.ParseWide(spec)
			}
		} else {
			v, err = cram.ParseRect(spec)
			if errors.Is(err, cram.ErrTooBig) {
				v, err = cram.ParseWideRect(spec)
			}
		}
	case "nodekayles", "arckayles":
		if gf, isFamily, err := parseGraphFamily(head, spec); isFamily {
			if err != nil {
				return nil, tableHint(head+":"+spec, fmt.Errorf("lab: %q: %w", s, err))
			}
			return gf, nil
		}
		var g *graphs.Graph
		if strings.Trim(spec, "0123456789-,: ") == "" {
			g, err = graphs.ParseEdges(spec)
		} else if g, err = graphs.ParseGraph6(spec); err != nil {
			// "path" or "grid" is no graph6 (the graph6 of 49 and 40
			// vertices would be longer): a family without its N.
			if hint := familyWithoutN(head, spec); hint != nil {
				err = hint
			}
		}
		v = g
		if head == "arckayles" {
			v = ArcKayles{g}
		}
	case "chomp":
		if dims.Looks(spec) { // RxC, as chomp.ParseRect reads it
			v, err = chomp.ParseRect(spec)
		} else {
			var rows []int
			for f := range strings.SplitSeq(spec, ",") {
				r, e := strconv.Atoi(strings.TrimSpace(f))
				if e != nil {
					return nil, tableHint(head+":"+spec, fmt.Errorf("lab: %q: %q is not a row length (want %s)", s, f, how))
				}
				rows = append(rows, r)
			}
			v, err = chomp.FromRows(rows)
		}
	case "wythoff":
		ns, as, hasA := strings.Cut(spec, ":")
		n, e := strconv.Atoi(ns)
		if e != nil || n < 0 {
			return nil, fmt.Errorf("lab: %q: want %s (N ≥ 0)", s, how)
		}
		a := 0 // Wythoff's game, Wythoff{N: n}
		if hasA {
			k, ok := strings.CutPrefix(as, "a=")
			if a, e = strconv.Atoi(k); !ok || e != nil || a < 1 {
				return nil, fmt.Errorf("lab: %q: want %s (a ≥ 1)", s, how)
			}
		}
		v = Wythoff{N: n, A: a}
	}
	if err != nil {
		return nil, tableHint(head+":"+spec, fmt.Errorf("lab: %q: %w", s, err))
	}
	return v, nil
}

// tableHint is the error for name, which ParseBoard could not read,
// when name is a table's (sizetable.Games: "nodekayles:grid:wins",
// "cram:wins", "nodekayles:paths") and err does not already name
// BoardTable: such a name is a BoardTable's Game, not a position (the
// probe of 6 December 2026: "nodekayles:grid:wins" was answered "want
// FAMILY:N … got \"grid:wins\"", while "table:cram:3x3" pointed to
// lab.BoardTable). Otherwise it returns err.
func tableHint(name string, err error) error {
	if strings.Contains(err.Error(), "BoardTable") || !slices.Contains(strings.Split(sizetable.Games, ", "), name) {
		return err
	}
	size := "Rows: R, Cols: C"
	if strings.HasPrefix(name, "nodekayles:paths") {
		size = "Cols: N"
	}
	return fmt.Errorf("lab: %q names a table over sizes, not a position: lab.BoardTable{Game: %q, %s} (its games: %s)", name, name, size, sizetable.Games)
}
