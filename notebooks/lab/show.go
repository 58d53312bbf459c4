package lab

import (
	"errors"
	"fmt"
	"math"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/protocol"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

// ErrNotNotebook is returned (wrapped) by the Show functions when the
// program is not run by a GoNB kernel (gonbui.IsNotebook is false).
var ErrNotNotebook = errors.New("not running in a GoNB notebook")

// syncKernel is gonbui.Sync; tests, which stand in for the kernel
// without answering, replace it.
var syncKernel = gonbui.Sync

// Scale is the number of image pixels per displayed pixel of the PNG
// figures Show sends: 2 keeps them sharp on high-DPI ("retina") screens.
const Scale = 2

// cssDPI is the resolution of a CSS pixel: 96 per inch.
const cssDPI = 96

// Show renders p at w×h and displays it in the output of the running
// notebook cell: a PNG of Scale times the pixels of a 96-dpi rendering,
// with the displayed size w×h in the output's metadata, so that Jupyter
// draws it at that size and high-DPI screens use the extra pixels. A nil
// plot or a size outside (0, plots.MaxSize] is an error, and nothing is
// shown.
func Show(p *plot.Plot, w, h vg.Length) error {
	b, err := plots.EncodePNG(p, w, h, Scale*cssDPI)
	if err != nil {
		return fmt.Errorf("lab: Show: %w", err)
	}
	if err := notebook("Show"); err != nil {
		return err
	}
	gonbui.SendData(&protocol.DisplayData{
		Data: map[protocol.MIMEType]any{protocol.MIMEImagePNG: b},
		Metadata: map[string]any{
			string(protocol.MIMEImagePNG): map[string]int{"width": pixels(w), "height": pixels(h)},
		},
	})
	return synced("Show")
}

// pixels converts a length to CSS pixels, rounded.
func pixels(l vg.Length) int { return int(math.Round(l.Points() / vg.Inch.Points() * cssDPI)) }

// ShowSVG is like Show but sends an SVG (embedded in HTML, as
// gonbui.DisplaySVG does), which stays sharp at any zoom and is smaller
// than a PNG for simple figures. An SVG holds one element per mark, so for
// sequence plots of more than a few thousand values prefer Show; and
// Jupyter Notebook does not render HTML outputs of untrusted (for example
// freshly cloned) notebooks, so committed notebooks use Show.
func ShowSVG(p *plot.Plot, w, h vg.Length) error {
	b, err := plots.Encode(p, w, h, "svg")
	if err != nil {
		return fmt.Errorf("lab: ShowSVG: %w", err)
	}
	if err := notebook("ShowSVG"); err != nil {
		return err
	}
	gonbui.DisplaySVG(string(b))
	return synced("ShowSVG")
}

// ShowHTML displays html (for example from plots.GrundyTable or
// plots.HTMLTable) in the output of the running notebook cell.
func ShowHTML(html string) error {
	if err := notebook("ShowHTML"); err != nil {
		return err
	}
	gonbui.DisplayHTML(html)
	return synced("ShowHTML")
}

func notebook(fn string) error {
	if !gonbui.IsNotebook {
		return fmt.Errorf("lab: %s: %w (gonbui.IsNotebook is false)", fn, ErrNotNotebook)
	}
	return nil
}

// synced waits until the kernel has received everything sent so far, so
// that text the cell prints next appears after it, and reports a failure
// of the connection, which gonbui records instead of returning.
func synced(fn string) error {
	syncKernel()
	if err := gonbui.Error(); err != nil {
		return fmt.Errorf("lab: %s: %w", fn, err)
	}
	return nil
}

// Table displays an HTML table (plots.HTMLTable) with row and column
// heads; corner is the text of the top-left cell.
func Table(corner string, rowHeads, colHeads []string, cells [][]string) error {
	html, err := plots.HTMLTable(corner, rowHeads, colHeads, cells)
	if err != nil {
		return fmt.Errorf("lab: Table: %w", err)
	}
	return ShowHTML(html)
}

// GrundyTable displays values (g(start), g(start+1), …) as a table of
// perRow values a row with the P-positions highlighted
// (plots.GrundyTable).
func GrundyTable(values []int, start, perRow int) error {
	html, err := plots.GrundyTable(values, start, perRow)
	if err != nil {
		return fmt.Errorf("lab: GrundyTable: %w", err)
	}
	return ShowHTML(html)
}
