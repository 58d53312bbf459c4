package lab

import (
	"errors"
	"fmt"
	"html"
	"os"

	"github.com/grundylab/grundylab/gamelib"

	"github.com/janpfeifer/gonb/gonbui"
)

// exit ends the cell's program after a reported error; tests replace it.
var exit = os.Exit

// boxStyle is the error box's look, as inline style attributes: Jupyter
// Notebook keeps those in the HTML of untrusted notebooks, where it drops
// <style> elements.
const boxStyle = "border:1px solid #c62828;border-left:6px solid #c62828;background:#fdecea;color:#5f1212;" +
	"padding:6px 10px;margin:4px 0;font-family:monospace;white-space:pre-wrap"

// ErrorHTML returns err as a styled HTML box (inline styles, so it is
// styled in untrusted notebooks too).
func ErrorHTML(err error) string {
	return fmt.Sprintf(`<div class="lab-error" style="%s"><b>error:</b> %s</div>`, boxStyle, html.EscapeString(err.Error()))
}

// ShowError displays err as a styled box in the cell's output and writes
// it on standard error as one line "✗ error: …", which marks the cell as
// failed for scripts/run-notebooks; the program goes on. Outside a
// notebook only the line is written. A nil err shows nothing.
func ShowError(err error) {
	if err == nil {
		return
	}
	err = withHint(err)
	if gonbui.IsNotebook {
		gonbui.DisplayHTML(ErrorHTML(err))
		syncKernel()
	}
	fmt.Fprintf(os.Stderr, "✗ error: %v\n", err)
}

// Check ends the cell when err is not nil: it shows err as ShowError does
// and exits with status 1, so that the cell (and a headless run of the
// notebook) fails visibly instead of panicking.
func Check(err error) {
	if err != nil {
		ShowError(err)
		exit(1)
	}
}

// Must returns v when err is nil and otherwise ends the cell as Check
// does:
//
//	g := lab.Must(heap.Values(rule, 1000, nil))
func Must[T any](v T, err error) T {
	Check(err)
	return v
}

// withHint adds to a refusal of the work limit (gamelib.ErrTooSlow) how
// to insist in a notebook; the library's message gives the limit only.
func withHint(err error) error {
	if errors.Is(err, gamelib.ErrTooSlow) {
		return fmt.Errorf("%w; to insist, call gamelib.SetWorkLimit(0) in the cell before it (each cell is a program of its own)", err)
	}
	return err
}
