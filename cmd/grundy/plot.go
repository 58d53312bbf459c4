package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

func init() {
	register("plot", "draw the Grundy sequence: plot GAME -n N -o FILE.{png,svg,pdf} [--style paper] [--dpi 300] [--mark-period]", runPlot)
}

// plotStyle holds the style flags of plot: --style, --dpi, --mark-period.
type plotStyle struct {
	name       string
	dpi        int
	markPeriod bool
	style      *plots.Style
}

func (ps *plotStyle) flags(fs *flag.FlagSet) {
	fs.StringVar(&ps.name, "style", plots.Notebook.Name, "figure `STYLE`: notebook (16×9 cm, screen), paper (8.5×6 cm, one journal column, 7–9 pt text) or paper-wide (17.5×7 cm); sets the default size")
	intVar(fs, &ps.dpi, "dpi", 96, "PNG resolution in dots per inch, 24–1200 (300 for print)")
	fs.BoolVar(&ps.markPeriod, "mark-period", false, "mark the observed preperiod and the end of the first period (gamelib FindPeriod) with dashed lines")
}

// check validates the style flags and, for sizes not given on the
// command line, sets them to the style's.
func (ps *plotStyle) check(fs *flag.FlagSet, width, height *float64) error {
	st, ok := plots.Styles[ps.name]
	if !ok {
		return badInput("plot: --style %q: want notebook, paper or paper-wide", ps.name)
	}
	ps.style = st
	if ps.dpi < 24 || ps.dpi > 1200 {
		return badInput("plot: --dpi %d: want 24 to 1200", ps.dpi)
	}
	if !flagGiven(fs, "width") {
		*width = float64(st.Width / vg.Centimeter)
	}
	if !flagGiven(fs, "height") {
		*height = float64(st.Height / vg.Centimeter)
	}
	return nil
}

// minPlotCM is the smallest width or height of a figure: below it the
// axes and labels do not fit (and a PNG is less than a few pixels).
const minPlotCM = 2.0

func runPlot(args []string, stdout, stderr io.Writer) error {
	var out, title string
	var width, height float64
	var ps plotStyle
	var fset *flag.FlagSet
	validate := func(n int) error {
		if err := ps.check(fset, &width, &height); err != nil {
			return err
		}
		if out == "" {
			return badInput("plot: -o FILE is required")
		}
		switch strings.ToLower(filepath.Ext(out)) {
		case ".png", ".svg", ".pdf":
		default:
			return badInput("plot: -o %q: the file name must end in .png, .svg or .pdf", out)
		}
		// !(x >= min) is true for NaN too: sizes that are not numbers, or
		// too small for axes and labels, are refused before computing.
		if maxCM := float64(plots.MaxSize / vg.Centimeter); !(width >= minPlotCM && width <= maxCM && height >= minPlotCM && height <= maxCM) {
			return badInput("plot: width and height must be in [%g, %g] cm, got %g×%g", minPlotCM, maxCM, width, height)
		}
		if n >= plots.MaxPoints {
			return badInput("plot: %d values are more than a figure takes (plots.MaxPoints = %d)", int64(n)+1, plots.MaxPoints)
		}
		return nil
	}
	r, err := sequenceArgs("plot", args, stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&out, "o", "", "output `FILE`; .png, .svg or .pdf")
		fs.StringVar(&title, "title", "", "plot title (default: the game's name)")
		fs.Float64Var(&width, "width", 16, "width in `cm`")
		fs.Float64Var(&height, "height", 9, "height in `cm`")
		ps.flags(fs)
		fset = fs
	}, validate)
	if err != nil {
		return err
	}
	game, n, asJSON, g := r.game, r.n, r.asJSON, r.values
	if title == "" {
		title = game
	}
	p, err := plots.SequencePlot(g, &plots.SequenceOptions{Title: title, Style: ps.style})
	if err != nil {
		return libraryError(err)
	}
	if ps.markPeriod {
		per, err := g.FindPeriodContext(r.ctx, nil)
		if err != nil {
			return libraryError(err)
		}
		if per.Found {
			plots.AddPeriodMarks(p, per.Preperiod, per.Period)
		}
	}
	w, h := vg.Length(width)*vg.Centimeter, vg.Length(height)*vg.Centimeter
	if strings.EqualFold(filepath.Ext(out), ".png") && ps.dpi != 96 {
		err = plots.SavePNG(p, w, h, ps.dpi, out)
	} else {
		err = plots.Save(p, w, h, out)
	}
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(stdout, struct {
			Game string `json:"game"`
			N    int    `json:"n"`
			File string `json:"file"`
		}{game, n, out})
	}
	_, err = fmt.Fprintf(stdout, "wrote %s\n", out)
	return err
}
