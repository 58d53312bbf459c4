// Package lab shows grundylab's results in a GoNB notebook cell: figures,
// HTML tables and errors. It is the only package of the repository that
// talks to the notebook front end (through gonbui), so that the library
// and the command line never link the notebook UI; plots builds the
// figures and lab shows them.
//
// Figures are sent as PNG images rendered at twice their displayed size
// (192 dots per inch for a 96-dpi layout) with the displayed width and
// height in the output's metadata, so they stay crisp on high-DPI screens
// and keep their size everywhere; ShowSVG sends vector graphics instead.
// Every Show function orders its output before any text the cell prints
// next (it calls gonbui.Sync), so a cell needs no gonbui call of its own.
//
// Explore, Compare and Explorer show everything about one-heap games:
// Analyze computes it (values, the period certified or observed with its
// evidence, the rare/common split), Exploration.Figures and Export write
// the figures and a CSV/LaTeX summary named after the game and style. A
// panic in a user's rule (heap.Func) is returned as a *RuleError naming
// the user's line, not a goroutine trace.
//
// Outside a notebook (a plain program or a test) the Show functions do
// nothing and return an error wrapping ErrNotNotebook.
//
// A typical cell:
//
//	g := nbcheck.Must(heap.Values(heap.Lasker(), 40, nil))
//	p := nbcheck.Must(plots.SequencePlot(g, &plots.SequenceOptions{Title: "Lasker's Nim"}))
//	nbcheck.NoError(lab.Show(p, 16*vg.Centimeter, 9*vg.Centimeter))
package lab
