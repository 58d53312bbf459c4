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
	register("plot", "draw the Grundy sequence: plot GAME -n N -o FILE.{png,svg,pdf}", runPlot)
}

// minPlotCM is the smallest width or height of a figure: below it the
// axes and labels do not fit (and a PNG is less than a few pixels).
const minPlotCM = 2.0

func runPlot(args []string, stdout, stderr io.Writer) error {
	var out, title string
	var width, height float64
	validate := func() error {
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
		return nil
	}
	r, err := sequenceArgs("plot", args, stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&out, "o", "", "output `FILE`; .png, .svg or .pdf")
		fs.StringVar(&title, "title", "", "plot title (default: the game's name)")
		fs.Float64Var(&width, "width", 16, "width in `cm`")
		fs.Float64Var(&height, "height", 9, "height in `cm`")
	}, validate)
	if err != nil {
		return err
	}
	game, n, asJSON, g := r.game, r.n, r.asJSON, r.values
	if len(g) > plots.MaxPoints {
		return badInput("plot: %d values are more than a figure takes (plots.MaxPoints = %d)", len(g), plots.MaxPoints)
	}
	if title == "" {
		title = game
	}
	p, err := plots.SequencePlot(g, &plots.SequenceOptions{Title: title})
	if err != nil {
		return libraryError(err)
	}
	if err := plots.Save(p, vg.Length(width)*vg.Centimeter, vg.Length(height)*vg.Centimeter, out); err != nil {
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
