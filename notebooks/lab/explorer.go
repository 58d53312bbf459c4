package lab

import (
	"encoding/base64"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/dom"
	"github.com/janpfeifer/gonb/gonbui/widgets"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/plots"
)

// HeadlessEnv names the environment variable that a headless runner
// (scripts/run-notebooks, through nbconvert) sets: no browser runs the
// notebook's JavaScript there, so a widget would wait for ever for its
// first value.
const HeadlessEnv = "GRUNDYLAB_HEADLESS"

// Interactive reports whether widgets can work: the program runs in a
// notebook and not under a headless runner (HeadlessEnv unset).
func Interactive() bool { return gonbui.IsNotebook && os.Getenv(HeadlessEnv) == "" }

// widgetAttempts and widgetTimeout bound the wait for the browser to
// answer the widgets: GoNB gives the browser 3 s to open its channel and
// 0.5 s to answer a heartbeat, and drops the messages of a channel that
// missed them; a loaded machine misses them now and then (CI, 2026-12-04:
// the explorer fell back to its static view). Each attempt builds fresh
// widgets, and its first message makes GoNB install the channel again.
const (
	widgetAttempts = 3
	widgetTimeout  = 15 * time.Second
)

// retryBuild calls build(attempt) for attempt 0, 1, ... up to attempts
// times, each in a goroutine of its own, and returns the value of the
// first attempt that answers within timeout of its start, and whether one
// did. Only the running attempt counts: an earlier one that answers late
// is ignored (the next attempt has replaced its widgets). An attempt that
// never answers stays blocked: GoNB's widgets wait for the browser with
// no timeout of their own.
func retryBuild[T any](attempts int, timeout time.Duration, build func(attempt int) T) (T, bool) {
	for a := range attempts {
		done := make(chan T, 1)
		go func() { done <- build(a) }()
		select {
		case v := <-done:
			return v, true
		case <-time.After(timeout):
		}
	}
	var zero T
	return zero, false
}

// Explorer shows an interactive explorer in the cell's output: a select
// for the game (among names), a slider for n (the largest heap, 10 to
// maxN), a slider for the first heap the sequence plot shows, each with
// its value beside it, and a Stop button. Each change redraws the summary, the Grundy table and the
// figures in place; Stop (or interrupting the kernel) ends the cell.
//
// Headless (see Interactive) it shows Explore of names[0] up to maxN/2,
// a static figure, and returns at once; so it does when the browser does
// not answer the widgets (three tries of 15 s). names are heap games: a
// game of boards, graphs or pairs ("cram:5x7") has no heap size for the
// slider and is refused with an error.
func Explorer(names []string, maxN int) error {
	if len(names) == 0 || maxN < 10 {
		err := fmt.Errorf("lab: Explorer: want at least one game and maxN ≥ 10, got %d games, maxN %d", len(names), maxN)
		ShowError(err)
		return err
	}
	for _, name := range names {
		if isBoardName(name) { // its n would be ignored, or refused (boardOptions)
			err := fmt.Errorf("lab: Explorer: %q is a game of boards, graphs or pairs, which has no heap size n for the slider; show it with lab.Explore", name)
			ShowError(err)
			return err
		}
	}
	n0 := max(maxN/2, 10)
	if !Interactive() {
		// The note comes after the view: text printed before a display may reach
		// the notebook after it (Explore's Show functions order only what follows).
		err := Explore(names[0], &ExploreOptions{N: n0})
		fmt.Printf("Explorer: no browser (headless run): a static view of %s, n ≤ %d\n", names[0], n0)
		return err
	}
	type controls struct {
		id      string // the attempt's prefix of the controls' ids
		sel     *widgets.SelectBuilder
		n, from *widgets.SliderBuilder
		stop    *widgets.ButtonBuilder
	}
	root := dom.CreateTransientDiv()
	dom.Append(root, fmt.Sprintf(`<div id="%[1]s-controls" class="lab-explorer-controls" style="font-family:sans-serif;margin:4px 0"></div>`+
		`<div id="%[1]s-view" class="lab-explorer-view"></div>`, root))
	c, ok := retryBuild(widgetAttempts, widgetTimeout, func(attempt int) controls {
		// Each attempt replaces the controls with its own, under ids of its
		// own: a failed attempt that goes on later appends to nothing.
		id := fmt.Sprintf("%s-a%d", root, attempt)
		dom.SetInnerHtml(root+"-controls", fmt.Sprintf(
			`game <span id="%[1]s-sel"></span> &nbsp; n <span id="%[1]s-n"></span> <b id="%[1]s-nval">%[2]d</b> &nbsp; `+
				`plot from heap <span id="%[1]s-from"></span> <b id="%[1]s-fromval">0</b> &nbsp; <span id="%[1]s-stop"></span>`, id, n0))
		c := controls{id: id}
		c.sel = widgets.Select(names).WithHtmlId(id + "-game").AppendTo(id + "-sel").Done()
		c.n = widgets.Slider(10, maxN, n0).WithHtmlId(id + "-nslider").AppendTo(id + "-n").Done()
		c.from = widgets.Slider(0, maxN, 0).WithHtmlId(id + "-fromslider").AppendTo(id + "-from").Done()
		c.stop = widgets.Button("Stop").WithHtmlId(id + "-stopbutton").AppendTo(id + "-stop").Done()
		return c
	})
	if !ok {
		dom.SetInnerHtml(root+"-controls", "")
		fmt.Printf("Explorer: the browser did not answer the widgets (%d tries of %v): a static view of %s, n ≤ %d\n",
			widgetAttempts, widgetTimeout, names[0], n0)
		return Explore(names[0], &ExploreOptions{N: n0})
	}
	view := root + "-view"
	game, n, from := 0, n0, 0
	draw := func() {
		// The sliders show no number of their own: show their values beside them.
		dom.SetInnerHtml(c.id+"-nval", fmt.Sprint(n))
		dom.SetInnerHtml(c.id+"-fromval", fmt.Sprint(from))
		dom.SetInnerHtml(view, explorerHTML(names[game], n, from))
	}
	draw()
	selC, nC, fromC, stopC := c.sel.Listen().LatestOnly(), c.n.Listen().LatestOnly(), c.from.Listen().LatestOnly(), c.stop.Listen()
	for {
		select {
		case game = <-selC.C:
		case n = <-nC.C:
		case from = <-fromC.C:
		case <-stopC.C:
			dom.Append(view, `<div class="lab-explorer-stopped" style="font-family:sans-serif;color:#555">explorer stopped</div>`)
			return nil
		}
		draw()
	}
}

// explorerHTML renders one view of the explorer: the summary, the table
// of the first 40 values, and the sequence plot from heap from and the
// P-position density as inline 2× PNGs.
func explorerHTML(name string, n, from int) string {
	e, err := Analyze(name, &ExploreOptions{N: n, quiet: true})
	if err != nil {
		return ErrorHTML(err)
	}
	s, err := e.viewHTML(from)
	if err != nil {
		return ErrorHTML(err)
	}
	return s
}

func (e *Exploration) viewHTML(from int) (string, error) {
	var b strings.Builder
	b.WriteString(e.summaryHTML())
	t, err := plots.GrundyTable(e.Values[:min(40, len(e.Values))], 0, 10)
	if err != nil {
		return "", err
	}
	b.WriteString(t)
	sp, err := e.explorerSequence(from)
	if err != nil {
		return "", err
	}
	w, h := 16*vg.Centimeter, 7*vg.Centimeter
	img, err := imgHTML(sp, w, h, "lab-explorer-sequence")
	if err != nil {
		return "", err
	}
	b.WriteString(img)
	if dp, err := e.densityPlot(nil); err == nil {
		img, err := imgHTML(dp, w, h, "lab-explorer-density")
		if err != nil {
			return "", err
		}
		b.WriteString(img)
	}
	return b.String(), nil
}

// explorerSequence is the explorer's sequence plot from heap from, titled
// with the name the user chose (e.Name: "grundy", not "octal:4!.0").
func (e *Exploration) explorerSequence(from int) (*plot.Plot, error) {
	from = min(max(from, 0), max(len(e.Values)-2, 0))
	return plots.SequencePlot(e.Values[from:], &plots.SequenceOptions{Title: fmt.Sprintf("%s: g(n), %d ≤ n ≤ %d", e.Name, from, len(e.Values)-1), Start: from})
}

// imgHTML renders p as an <img> holding a Scale× PNG shown at w×h.
func imgHTML(p *plot.Plot, w, h vg.Length, class string) (string, error) {
	png, err := plots.EncodePNG(p, w, h, Scale*cssDPI)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf(`<div><img class="%s" width="%d" height="%d" src="data:image/png;base64,%s"></div>`,
		class, pixels(w), pixels(h), base64.StdEncoding.EncodeToString(png)), nil
}
