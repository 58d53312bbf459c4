package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/internal/human"
)

// progressFor returns a progress display that redraws one line on stderr
// when stderr is a terminal, and nil (no progress) otherwise, so that
// logs and pipes stay clean. The line shows the percentage of the work,
// the rate and the time left, estimated from the rate so far; it is
// cleared when the work is done, when the command fails and on Ctrl-C.
//
// Where stderr is not a terminal (a log file, a batch job's output),
// $GRUNDY_PROGRESS_EVERY (a duration such as 1m) asks for the same text
// as plain lines instead, one every so often (progressLog).
func progressFor(stderr io.Writer, what string) gamelib.Progress {
	if f := terminal(stderr); f != nil {
		return newProgressLine(f, what, time.Now).report
	}
	if d, _ := progressEvery(); d > 0 {
		l := newProgressLog(stderr, d, time.Now)
		return func(done, total int64) {
			if done < total {
				l.print(func(elapsed time.Duration) string { return progressText(what, done, total, elapsed) })
			}
		}
	}
	return nil
}

// progressEveryEnv is the environment variable that asks for progress on
// a stderr that is not a terminal: a line every so often (at least
// minProgressEvery), e.g. GRUNDY_PROGRESS_EVERY=1m for a run of hours
// under nohup or a batch scheduler.
const progressEveryEnv = "GRUNDY_PROGRESS_EVERY"

// minProgressEvery is the shortest interval $GRUNDY_PROGRESS_EVERY takes.
const minProgressEvery = time.Second

// progressEvery returns the interval $GRUNDY_PROGRESS_EVERY sets, 0 when
// it is unset or empty; a malformed one is bad input (checked with the
// flags, parseFlags).
func progressEvery() (time.Duration, error) {
	v := os.Getenv(progressEveryEnv)
	if v == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < minProgressEvery {
		return 0, badInput("%s=%q: want a duration of at least %v, e.g. 30s or 5m", progressEveryEnv, v, minProgressEvery)
	}
	return d, nil
}

// A progressLog writes progress as whole lines, "grundy: progress TIME:
// TEXT" with TIME in UTC, the first one interval after the start and
// then at most one an interval.
type progressLog struct {
	w          io.Writer
	every      time.Duration
	now        func() time.Time
	start, due time.Time
}

func newProgressLog(w io.Writer, every time.Duration, now func() time.Time) *progressLog {
	t := now()
	return &progressLog{w: w, every: every, now: now, start: t, due: t.Add(every)}
}

// print writes the line text(elapsed) if one is due.
func (l *progressLog) print(text func(elapsed time.Duration) string) {
	progressMu.Lock()
	defer progressMu.Unlock()
	t := l.now()
	if t.Before(l.due) {
		return
	}
	l.due = t.Add(l.every)
	fmt.Fprintf(l.w, "grundy: progress %s: %s\n", t.UTC().Format(time.RFC3339), text(t.Sub(l.start)))
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
	// cols returns the terminal's width in columns (0: not known), read
	// at each redraw so that a resized window is followed.
	cols func() int
}

// progressMu guards shownLine, the line on the terminal now, which
// clearProgress (called from the interrupt handler too) erases.
var (
	progressMu sync.Mutex
	shownLine  *progressLine
)

func newProgressLine(w io.Writer, what string, now func() time.Time) *progressLine {
	p := &progressLine{w: w, what: what, now: now, start: now(), pct: -1, cols: func() int { return 0 }}
	if f, ok := w.(*os.File); ok {
		p.cols = func() int { return termWidth(f) }
	}
	return p
}

// drawLocked draws text in place of the line shown: cut to the
// terminal's width, since "\r\033[K" erases only the last screen row of
// a line the terminal wrapped, and a longer line would leave a stale row
// at each redraw.
func (p *progressLine) drawLocked(text string) {
	fmt.Fprintf(p.w, "\r\033[K%s", fitWidth(text, p.cols()))
	p.shown = true
	shownLine = p
}

// fitWidth cuts s to at most cols−1 characters (the last column left
// free: some terminals wrap on writing it), ending with "…" when cut; cols
// ≤ 1 (not known) leaves s whole.
func fitWidth(s string, cols int) string {
	if cols <= 1 || utf8.RuneCountInString(s) < cols {
		return s
	}
	r := []rune(s)
	return string(r[:cols-2]) + "…"
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
	p.drawLocked(progressText(p.what, done, total, t.Sub(p.start)))
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
