package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/internal/human"
)

// The progress line of the searches (cram, nodekayles, chomp). A search
// is a sequence of tests at the root (decomp.Status), and the fraction
// of the whole that decomp.Options.Progress gives counts the root's
// options, not their work: test k covers [k, k+1)/(B+1) of it, B the
// bound on the nimber, so a board of nimber 1 and bound 27 ends at 7%
// of the bar, and a time left from that fraction's rate since the start
// meant nothing (after a resume, whose first options are answered from
// the table at once, it read "20 min left" on a search that had hours to
// go). The line shows instead what is known: the test running, its
// options answered, the nodes and their rate, and a time left for the
// test running only, from the rate of its fraction over the last ten
// minutes (statusWindow), marked as an estimate (options differ in cost).
// With --moves (decomp.OptionNimbers, OptionOutcomes) the line names the
// move searched and adds a time left for all the moves, from the rate of
// their fraction over the same window (moves differ in cost too).

// statusWindow is how far back the rates of the progress line look.
const statusWindow = 10 * time.Minute

// statusMinSpan is how much of a test the line must have seen before it
// estimates the test's time left.
const statusMinSpan = 30 * time.Second

// statusFor returns the status display of a search labelled what on a
// terminal stderr, its lines in a log when $GRUNDY_PROGRESS_EVERY asks
// for them, and nil otherwise (as progressFor).
func statusFor(stderr io.Writer, what string) func(decomp.Status) {
	if f := terminal(stderr); f != nil {
		return newStatusLine(f, what, time.Now).report
	}
	if d, _ := progressEvery(); d > 0 {
		return newStatusLog(stderr, what, d, time.Now).report
	}
	return nil
}

// A statusLog writes decomp.Status as progress lines into a log
// ($GRUNDY_PROGRESS_EVERY, progressLog), with the rates of statusLine.
type statusLog struct {
	what string
	log  *progressLog
	mu   sync.Mutex
	rate statusRate
}

func newStatusLog(w io.Writer, what string, every time.Duration, now func() time.Time) *statusLog {
	return &statusLog{what: what, log: newProgressLog(w, every, now)}
}

func (l *statusLog) report(st decomp.Status) {
	if st.Fraction >= 1 {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.rate.add(l.log.now(), st)
	l.log.print(func(time.Duration) string { return statusText(l.what, st, &l.rate) })
}

// A statusLine draws decomp.Status on one terminal line.
type statusLine struct {
	line *progressLine
	rate statusRate
}

func newStatusLine(w io.Writer, what string, now func() time.Time) *statusLine {
	return &statusLine{line: newProgressLine(w, what, now)}
}

// report draws st at most twice a second and clears the line at the end.
func (l *statusLine) report(st decomp.Status) {
	progressMu.Lock()
	defer progressMu.Unlock()
	p := l.line
	if st.Fraction >= 1 {
		p.clearLocked()
		return
	}
	t := p.now()
	l.rate.add(t, st)
	if p.shown && t.Sub(p.last) < 500*time.Millisecond {
		return
	}
	p.last = t
	p.drawLocked(statusText(p.what, st, &l.rate))
}

// statusText is the line for st: the test, its options, the nodes and
// the rates and time left of r.
func statusText(what string, st decomp.Status, r *statusRate) string {
	var b strings.Builder
	b.WriteString(what)
	if st.Label != "" {
		b.WriteString(" ")
		b.WriteString(st.Label)
	}
	b.WriteString(": ")
	switch {
	case st.Moves > 0:
		fmt.Fprintf(&b, "move %d of %d, ", st.Move+1, st.Moves)
	case st.Parts > 1:
		fmt.Fprintf(&b, "component %d of %d, ", st.Part+1, st.Parts)
	}
	if st.Tests > 1 {
		fmt.Fprintf(&b, "test k = %d (nimber ≤ %d)", st.K, st.Tests-1)
	} else {
		b.WriteString("test")
	}
	fmt.Fprintf(&b, ": %d/%d options, %.1f%%", st.Done, st.Options, 100*st.TestFraction)
	fmt.Fprintf(&b, "; %s nodes", human.Count(float64(st.Nodes)))
	if nps, ok := r.nodeRate(); ok {
		fmt.Fprintf(&b, ", %s/s", human.Count(nps))
	}
	if left, ok := r.testLeft(); ok {
		fmt.Fprintf(&b, "; this test ≈ %s left", human.Duration(left))
	} else {
		b.WriteString("; time left not known yet")
	}
	if left, ok := r.movesLeft(); ok && st.Moves > 0 {
		fmt.Fprintf(&b, "; all moves ≈ %s left", human.Duration(left))
	}
	return b.String()
}

// A statusRate keeps the samples of the last statusWindow of one test
// (they are dropped when the test, the component or the search's Label
// changes), from which
// the rates of the progress line are taken, and those of the moves'
// fraction (kept across tests).
type statusRate struct {
	samples []statusSample
	part, k int
	label   string
	moves   []statusSample
}

type statusSample struct {
	t     time.Time
	f     float64 // the test's fraction (of the moves, in moves)
	nodes int64
}

// add records st at t, keeping a sample every second at most.
func (r *statusRate) add(t time.Time, st decomp.Status) {
	if st.Part != r.part || st.K != r.k || st.Label != r.label {
		r.samples = r.samples[:0]
		r.part, r.k, r.label = st.Part, st.K, st.Label
	}
	r.samples = addSample(r.samples, statusSample{t: t, f: st.TestFraction, nodes: st.Nodes})
	if st.Moves > 0 {
		r.moves = addSample(r.moves, statusSample{t: t, f: st.MovesFraction, nodes: st.Nodes})
	}
}

// addSample appends x to the samples ss of the last statusWindow, or,
// within a second of the last one, updates that one.
func addSample(ss []statusSample, x statusSample) []statusSample {
	if n := len(ss); n > 0 && x.t.Sub(ss[n-1].t) < time.Second {
		ss[n-1].f, ss[n-1].nodes = max(ss[n-1].f, x.f), x.nodes
		return ss
	}
	i := 0
	for i < len(ss) && x.t.Sub(ss[i].t) > statusWindow {
		i++
	}
	ss = append(ss[:0], ss[i:]...)
	return append(ss, x)
}

// span returns the first and last samples of the test and the time
// between them.
func (r *statusRate) span() (a, z statusSample, d time.Duration) {
	return spanOf(r.samples)
}

func spanOf(ss []statusSample) (a, z statusSample, d time.Duration) {
	if len(ss) < 2 {
		return a, z, 0
	}
	a, z = ss[0], ss[len(ss)-1]
	return a, z, z.t.Sub(a.t)
}

// nodeRate is the nodes a second over the samples kept.
func (r *statusRate) nodeRate() (float64, bool) {
	a, z, d := r.span()
	if d < time.Second {
		return 0, false
	}
	return float64(z.nodes-a.nodes) / d.Seconds(), true
}

// testLeft estimates the time left of the test from the rate of its
// fraction over the samples kept, which must span statusMinSpan.
func (r *statusRate) testLeft() (time.Duration, bool) {
	return timeLeft(r.samples)
}

// movesLeft estimates the time left of all the moves (--moves) from the
// rate of their fraction over the samples kept, which must span
// statusMinSpan.
func (r *statusRate) movesLeft() (time.Duration, bool) {
	return timeLeft(r.moves)
}

// timeLeft is the time the fraction of the samples ss takes to reach 1 at
// its rate over them, which must span statusMinSpan.
func timeLeft(ss []statusSample) (time.Duration, bool) {
	a, z, d := spanOf(ss)
	if d < statusMinSpan || z.f <= a.f {
		return 0, false
	}
	rate := (z.f - a.f) / d.Seconds()
	return time.Duration((1 - min(z.f, 1)) / rate * float64(time.Second)).Round(time.Second), true
}
