package lab

import (
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
