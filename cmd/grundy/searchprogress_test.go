package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib/decomp"
)

// TestStatusLine checks the searches' progress line on a fake clock: no
// time left before the test has been seen for statusMinSpan, then the
// time left of the test at the rate of its fraction over the last
// statusWindow (so that the fast start of a resumed search is forgotten),
// the nodes' rate over the same window, the samples dropped when the
// test changes, and the line cleared at the end.
func TestStatusLine(t *testing.T) {
	clock := time.Unix(0, 0)
	now := func() time.Time { return clock }
	var b bytes.Buffer
	l := newStatusLine(&b, "cram 6x9", now)
	st := decomp.Status{Parts: 1, K: 1, Tests: 28, Options: 47}
	at := func(d time.Duration, done int, f float64, nodes int64) string {
		t.Helper()
		clock = clock.Add(d)
		st.Done, st.TestFraction, st.Nodes = done, f, nodes
		b.Reset()
		l.report(st)
		s := b.String()
		return s[strings.LastIndex(s, "\033[K")+3:]
	}
	if got, want := at(0, 0, 0, 0), "cram 6x9: test k = 1 (nimber ≤ 27): 0/47 options, 0.0%; 0 nodes; time left not known yet"; got != want {
		t.Errorf("first line %q, want %q", got, want)
	}
	// A resume: half the test answered from the table in 20 s.
	if got, want := at(20*time.Second, 23, 0.5, 1e6), "cram 6x9: test k = 1 (nimber ≤ 27): 23/47 options, 50.0%; 1M nodes, 50k/s; time left not known yet"; got != want {
		t.Errorf("after 20 s: %q, want %q", got, want)
	}
	// Then half a per cent every minute for an hour: at first the fast start shows,
	// after the window only the last ten minutes count.
	if got := at(time.Minute, 23, 0.51, 2e6); !strings.HasSuffix(got, "51.0%; 2M nodes, 25k/s; this test ≈ 1 min 17 s left") {
		t.Errorf("after 80 s: %q", got)
	}
	for i := 2; i <= 60; i++ {
		at(time.Minute, 23+i/5, 0.5+float64(i)/200, int64(1e6*(i+1)))
	}
	if got, want := at(time.Minute, 35, 0.805, 62e6), "cram 6x9: test k = 1 (nimber ≤ 27): 35/47 options, 80.5%; 62M nodes, 16.7k/s; this test ≈ 39 min 0 s left"; got != want {
		t.Errorf("after an hour: %q, want %q", got, want)
	}
	// The next test starts afresh.
	st.K, st.Options = 2, 40
	if got := at(time.Minute, 0, 0, 63e6); !strings.HasSuffix(got, "0/40 options, 0.0%; 63M nodes; time left not known yet") {
		t.Errorf("a new test: %q", got)
	}
	// Two components, and the end.
	st.Part, st.Parts = 1, 2
	if got := at(time.Minute, 0, 0, 64e6); !strings.HasPrefix(got, "cram 6x9: component 2 of 2, test k = 2") {
		t.Errorf("second component: %q", got)
	}
	b.Reset()
	st.Fraction = 1
	l.report(st)
	if b.String() != "\r\033[K" {
		t.Errorf("the end wrote %q, want the line cleared", b.String())
	}
	// Outcome's one test.
	b.Reset()
	l2 := newStatusLine(&b, "cram 5x7", now)
	l2.report(decomp.Status{Parts: 1, Tests: 1, Done: 3, Options: 9, TestFraction: 0.4})
	if got := b.String(); !strings.HasSuffix(got, "cram 5x7: test: 3/9 options, 40.0%; 0 nodes; time left not known yet") {
		t.Errorf("outcome: %q", got)
	}
	// --moves: the move named, and a time left for all the moves from
	// the rate of their fraction (5% a minute: 19 min for the other 95%).
	l3 := newStatusLine(&b, "cram 5x9", now)
	mv := func(d time.Duration, move int, f, tf float64, nodes int64) string {
		t.Helper()
		clock = clock.Add(d)
		b.Reset()
		l3.report(decomp.Status{Part: move, Parts: 40, Tests: 1, Move: move, Moves: 40, MovesFraction: f, Done: int(20 * tf), Options: 20, TestFraction: tf, Nodes: nodes})
		s := b.String()
		return s[strings.LastIndex(s, "\033[K")+3:]
	}
	if got, want := mv(0, 0, 0, 0, 0), "cram 5x9: move 1 of 40, test: 0/20 options, 0.0%; 0 nodes; time left not known yet"; got != want {
		t.Errorf("moves: %q, want %q", got, want)
	}
	if got, want := mv(time.Minute, 1, 0.0375, 0.5, 1e6), "cram 5x9: move 2 of 40, test: 10/20 options, 50.0%; 1M nodes; time left not known yet; all moves ≈ 25 min 40 s left"; got != want {
		t.Errorf("moves: %q, want %q", got, want)
	}
	// A family's graphs: each search's line names its graph (Label), and
	// a new graph's search starts its rates afresh, its nodes counted
	// from 0 again.
	l4 := newStatusLine(&b, "nodekayles", now)
	fam := func(d time.Duration, label string, f float64, nodes int64) string {
		t.Helper()
		clock = clock.Add(d)
		b.Reset()
		l4.report(decomp.Status{Parts: 1, Tests: 10, Options: 20, TestFraction: f, Nodes: nodes, Label: label})
		s := b.String()
		return s[strings.LastIndex(s, "\033[K")+3:]
	}
	fam(0, "grid:6, n = 8 (of 0…10)", 0, 0)
	if got, want := fam(time.Minute, "grid:6, n = 8 (of 0…10)", 0.5, 6e6), "nodekayles grid:6, n = 8 (of 0…10): test k = 0 (nimber ≤ 9): 0/20 options, 50.0%; 6M nodes, 100k/s; this test ≈ 1 min 0 s left"; got != want {
		t.Errorf("family: %q, want %q", got, want)
	}
	if got, want := fam(time.Minute, "grid:6, n = 9 (of 0…10)", 0.1, 1e3), "nodekayles grid:6, n = 9 (of 0…10): test k = 0 (nimber ≤ 9): 0/20 options, 10.0%; 1k nodes; time left not known yet"; got != want {
		t.Errorf("family's next graph: %q, want %q", got, want)
	}
	clearProgress()
}

// TestProgressLog checks the progress written to a stderr that is not a
// terminal when $GRUNDY_PROGRESS_EVERY asks for it: whole lines with a
// UTC time, the first one interval after the start, then at most one an
// interval, the text of the terminal's line; nothing at the end.
func TestProgressLog(t *testing.T) {
	clock := time.Unix(0, 0)
	now := func() time.Time { return clock }
	var b bytes.Buffer
	l := newStatusLog(&b, "cram 6x9", time.Minute, now)
	st := decomp.Status{Parts: 1, K: 1, Tests: 28, Options: 26}
	for i, step := range []time.Duration{0, 30 * time.Second, 31 * time.Second, 30 * time.Second, 40 * time.Second} {
		clock = clock.Add(step)
		st.Done, st.TestFraction, st.Nodes = i, float64(i)/26, int64(i)*1e6
		l.report(st)
	}
	want := "grundy: progress 1970-01-01T00:01:01Z: cram 6x9: test k = 1 (nimber ≤ 27): 2/26 options, 7.7%; 2M nodes, 32.8k/s; this test ≈ 12 min 12 s left\n" +
		"grundy: progress 1970-01-01T00:02:11Z: cram 6x9: test k = 1 (nimber ≤ 27): 4/26 options, 15.4%; 4M nodes, 30.5k/s; this test ≈ 12 min 1 s left\n"
	if b.String() != want {
		t.Errorf("status log:\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	st.Fraction = 1
	clock = clock.Add(time.Hour)
	l.report(st)
	if b.Len() != 0 {
		t.Errorf("the end wrote %q", b.String())
	}

	b.Reset()
	clock = time.Unix(0, 0)
	p := newProgressLog(&b, 30*time.Second, now)
	for _, step := range []time.Duration{10 * time.Second, 25 * time.Second, 10 * time.Second} {
		clock = clock.Add(step)
		p.print(func(elapsed time.Duration) string { return progressText("run grundy", 35, 100, elapsed) })
	}
	if got, want := b.String(), "grundy: progress 1970-01-01T00:00:35Z: run grundy:  35%, 1/s, 1 min 5 s left\n"; got != want {
		t.Errorf("progress log %q, want %q", got, want)
	}
}

// TestProgressEveryEnv: $GRUNDY_PROGRESS_EVERY is a duration of at least
// a second; anything else is bad input (exit 2), and a valid one changes
// nothing on stdout.
func TestProgressEveryEnv(t *testing.T) {
	for _, v := range []string{"x", "500ms", "-1m", "10"} {
		t.Setenv(progressEveryEnv, v)
		status, out, errs := runCLI("cram", "3x3")
		if status != 2 || out != "" || !strings.Contains(errs, progressEveryEnv) {
			t.Errorf("%s=%q: status %d, stdout %q, stderr %q; want status 2 naming the variable", progressEveryEnv, v, status, out, errs)
		}
	}
	for _, v := range []string{"", "1s", "5m"} {
		t.Setenv(progressEveryEnv, v)
		if d, err := progressEvery(); err != nil || (v != "" && d < time.Second) {
			t.Errorf("%s=%q: %v, %v", progressEveryEnv, v, d, err)
		}
		status, out, errs := runCLI("cram", "3x4")
		if status != 0 || out != "cram ..../..../....: nimber 1, outcome N\n" || errs != "" {
			t.Errorf("%s=%q: status %d, stdout %q, stderr %q", progressEveryEnv, v, status, out, errs)
		}
	}
}
