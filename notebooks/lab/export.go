package lab

import (
	"fmt"
	"strings"

	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/plots"
	"github.com/grundylab/grundylab/plots/table"
)

// A stemmedTable is a table to export and the stem of its files' names.
type stemmedTable struct {
	stem string
	t    *table.Table
}

// exportFiles writes figs (plots.Export: SVG, PDF and PNG each) and each
// table (table.Export: STEM.csv and STEM.tex) into dir, and returns the
// paths written, those before an error too. The callers build every
// figure and table first, so that a figure or table that cannot be made
// leaves nothing written.
func exportFiles(dir string, figs []plots.Figure, tables ...stemmedTable) ([]string, error) {
	paths, err := plots.Export(dir, figs...)
	if err != nil {
		return paths, err
	}
	for _, st := range tables {
		tp, err := table.Export(dir, st.stem, st.t)
		paths = append(paths, tp...)
		if err != nil {
			return paths, err
		}
	}
	return paths, nil
}

// graphStem is the stem of the files of game (graphgame.Game.Name) on g:
// the game, g's order and size and the shortHash of its graph6,
// "nodekayles-10v-15e-1a2b3c4d5e6f". The graph6 itself is no stem: its
// punctuation ("C?" the empty graph on 4 vertices, "C~" K4) would become
// the same '-' in FileName, and a graph of 64 vertices has 341
// characters. The labelled graph6 is hashed, not the canonical one: the
// drawing and the winning moves name g's own vertices, so two labellings
// of one graph have different pictures and facts, and files of their
// own.
func graphStem(game string, g *graphs.Graph) string {
	return FileName(fmt.Sprintf("%s-%dv-%de-%s", game, g.Order(), g.Size(), shortHash(g.Graph6())))
}

// diagramStem is the stem of the files of the Chomp diagram d: "chomp-RxC"
// for the rectangle of R rows of C squares (as chomp.ParseRect reads
// "RxC"), otherwise the rows' lengths from the bottom, a run of k ≥ 2
// equal rows of length L written kxL ("chomp-6-5-3", "chomp-4x7-2x3-1"
// for 7,7,7,7,3,3,1). The runs are maximal, so the stem names one
// diagram; one longer than FileName allows ends in a hash.
func diagramStem(d chomp.Diagram) string {
	rows := d.Rows()
	var runs []string
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j] == rows[i] {
			j++
		}
		if j-i == 1 && j-i < len(rows) {
			runs = append(runs, fmt.Sprint(rows[i]))
		} else { // a run of several rows, or the whole diagram: a rectangle
			runs = append(runs, fmt.Sprintf("%dx%d", j-i, rows[i]))
		}
		i = j
	}
	return FileName("chomp-" + strings.Join(runs, "-"))
}
