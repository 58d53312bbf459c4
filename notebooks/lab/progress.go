package lab

import (
	"fmt"
	"html"
	"sync"
	"time"

	"github.com/grundylab/grundylab/internal/human"
	"github.com/janpfeifer/gonb/gonbui"
)

// A Bar is a progress bar in the cell's output: one display, updated in
// place (gonbui.UpdateHTML), showing the fraction done, the rate and the
// time left. Its Progress method is a gamelib.Progress:
//
//	bar := lab.NewBar("Kayles to 2^20")
//	g := lab.Must(c.Values(1<<20, bar.Progress))
//	bar.Done()
//
// Done clears the bar, so that the committed output of a cell does not
// depend on how long it ran (or on whether its result came from Cached).
// Outside a notebook a Bar does nothing.
type Bar struct {
	what  string
	id    string
	start time.Time
	now   func() time.Time

	mu    sync.Mutex
	last  time.Time // time of the last update sent
	shown bool
}

// minInterval is the least time between two updates of a bar.
const minInterval = 250 * time.Millisecond

// NewBar returns a bar labelled what; nothing is displayed until the
// first call of Progress.
func NewBar(what string) *Bar {
	return &Bar{what: what, id: "lab-bar-" + gonbui.UniqueId(), start: time.Now(), now: time.Now}
}

// Progress reports that done of total units of work are done. It updates
// the display at most four times a second, and at the end.
func (b *Bar) Progress(done, total int64) {
	if !gonbui.IsNotebook {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.now()
	if b.shown && now.Sub(b.last) < minInterval && done < total {
		return
	}
	b.last, b.shown = now, true
	gonbui.UpdateHTML(b.id, b.html(done, total, now.Sub(b.start)))
}

// html renders the bar: label, bar, percentage, rate and time left.
func (b *Bar) html(done, total int64, elapsed time.Duration) string {
	frac := 1.0
	if total > 0 {
		frac = min(max(float64(done)/float64(total), 0), 1)
	}
	status := fmt.Sprintf("%.0f%%", 100*frac)
	if secs := elapsed.Seconds(); secs > 0 && done > 0 {
		status += fmt.Sprintf(" · %s/s", human.Count(float64(done)/secs))
		if frac < 1 {
			status += " · " + human.Duration(time.Duration(float64(elapsed)*(1-frac)/frac)) + " left"
		} else {
			status += " · " + human.Duration(elapsed)
		}
	}
	return fmt.Sprintf(`<div class="lab-bar" style="font-family:monospace;margin:2px 0">%s `+
		`<progress max="1000" value="%d" style="width:16em;vertical-align:middle"></progress> %s</div>`,
		html.EscapeString(b.what), int(1000*frac), status)
}

// Done removes the bar from the output. It leaves an empty display in
// every case, shown or not, so that the cell's outputs are the same
// whether the work reported progress or came from the cache, and waits
// for the kernel to have it (gonbui.Sync), so that text the cell prints
// next comes after it: GoNB forwards stdout and display data separately,
// and without the wait a fresh run may put the empty display after text
// printed later.
func (b *Bar) Done() {
	if !gonbui.IsNotebook {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.shown = true
	gonbui.UpdateHTML(b.id, "")
	syncKernel()
}
