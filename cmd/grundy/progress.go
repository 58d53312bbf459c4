package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/internal/human"
)

// progressFor returns a progress display that redraws one line on stderr
// when stderr is a terminal, and nil (no progress) otherwise, so that
// logs and pipes stay clean. The line shows the percentage of the work,
// the rate and the time left, estimated from the rate so far; it is
// cleared when the work is done, when the command fails and on Ctrl-C.
func progressFor(stderr io.Writer, what string) gamelib.Progress {
	f := terminal(stderr)
	if f == nil {
		return nil
	}
	return newProgressLine(f, what, time.Now).report
}

// terminal returns stderr as a file when it is a terminal, else nil: the
// progress lines are drawn only there.
func terminal(stderr io.Writer) *os.File {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return f
}

// progressLine is the terminal's progress line.
type progressLine struct {
	w     io.Writer
	what  string
	now   func() time.Time
	start time.Time
	last  time.Time
	pct   int
	shown bool
}

// progressMu guards shownLine, the line on the terminal now, which
// clearProgress (called from the interrupt handler too) erases.
var (
	progressMu sync.Mutex
	shownLine  *progressLine
)

func newProgressLine(w io.Writer, what string, now func() time.Time) *progressLine {
	return &progressLine{w: w, what: what, now: now, start: now(), pct: -1}
}

// report draws done/total: at most ten times a second, or when the
// percentage changes, and clears the line when done ≥ total.
func (p *progressLine) report(done, total int64) {
	progressMu.Lock()
	defer progressMu.Unlock()
	if done >= total {
		p.clearLocked()
		return
	}
	t := p.now()
	pct := int(100 * float64(done) / float64(total))
	if pct == p.pct && t.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.pct, p.last = pct, t
	fmt.Fprintf(p.w, "\r\033[K%s", progressText(p.what, done, total, t.Sub(p.start)))
	p.shown = true
	shownLine = p
}

// progressText is the line for done/total after elapsed: the percentage,
// the rate in work units per second and the time left at that rate.
func progressText(what string, done, total int64, elapsed time.Duration) string {
	pct := 100 * float64(done) / float64(total)
	sec := elapsed.Seconds()
	if done <= 0 || sec < 0.5 {
		return fmt.Sprintf("%s: %3.0f%%", what, pct)
	}
	rate := float64(done) / sec
	left := time.Duration(float64(total-done) / rate * float64(time.Second))
	return fmt.Sprintf("%s: %3.0f%%, %s/s, %s left", what, pct, human.Count(rate), human.Duration(left))
}

func (p *progressLine) clearLocked() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
	if shownLine == p {
		shownLine = nil
	}
}

// clearProgress erases the progress line, if one is shown.
func clearProgress() {
	progressMu.Lock()
	defer progressMu.Unlock()
	if shownLine != nil {
		shownLine.clearLocked()
	}
}
