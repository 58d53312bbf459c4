package lab

import (
	"errors"
	"fmt"

	"github.com/janpfeifer/gonb/gonbui"
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

// Show renders p at w×h as a PNG (96 dots per inch, as plots.Encode
// does) and displays it in the output of the running notebook cell. A nil
// plot or a size outside (0, plots.MaxSize] is an error, and nothing is
// shown.
func Show(p *plot.Plot, w, h vg.Length) error {
	b, err := plots.Encode(p, w, h, "png")
	if err != nil {
		return fmt.Errorf("lab: Show: %w", err)
	}
	if err := notebook("Show"); err != nil {
		return err
	}
	gonbui.DisplayPNG(b)
	return synced("Show")
}

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
