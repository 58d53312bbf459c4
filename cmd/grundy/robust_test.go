package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/games"
)

// TestMain runs main itself when the test binary is started by
// runMainProcess, so that signals and closed descriptors are tested on a
// real process.
func TestMain(m *testing.M) {
	if os.Getenv("GRUNDY_TEST_MAIN") == "1" {
		signalsReady = func() { fmt.Fprintln(os.Stderr, "ready") }
		os.Args = append([]string{"grundy"}, strings.Fields(os.Getenv("GRUNDY_TEST_ARGS"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

// failingWriter fails every write, like /dev/full.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

func TestHelpWriteFails(t *testing.T) {
	var errb bytes.Buffer
	if status := run([]string{"help"}, failingWriter{}, &errb); status != 1 || !strings.HasPrefix(errb.String(), "grundy: ") || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("help to a full device: status %d, stderr %q", status, errb.String())
	}
	errb.Reset()
	if status := run([]string{"seq", "nim", "-n", "5"}, failingWriter{}, &errb); status != 1 {
		t.Errorf("seq to a full device: status %d, stderr %q", status, errb.String())
	}
	status, out, errs := runCLI("help")
	if status != 0 || errs != "" || !strings.Contains(out, "--mem-limit") || !strings.Contains(out, "130") {
		t.Errorf("help: status %d, stderr %q, stdout %q", status, errs, out)
	}
}

// TestSubcommandHelp: -h is not an error, and the flags go to the
// injected stderr, not the process's.
func TestSubcommandHelp(t *testing.T) {
	for _, cmd := range []string{"seq", "period", "plot", "split", "thuemorse", "moore", "wythoff", "nodekayles", "misere", "run", "sweep"} {
		status, out, errs := runCLI(cmd, "-h")
		if status != 0 || out != "" || !strings.Contains(errs, "-mem-limit") || !strings.Contains(errs, "-force") {
			t.Errorf("%s -h: status %d, stdout %q, stderr %q", cmd, status, out, errs)
		}
		// -n, when a command has it, is required or goes with another
		// flag: its mark of "not given" is no default to show.
		if strings.Contains(errs, "default -1") {
			t.Errorf("%s -h shows a default of -1: %q", cmd, errs)
		}
	}
}

func TestGameListFromGames(t *testing.T) {
	_, _, errs := runCLI("seq", "-n", "3")
	if !strings.Contains(errs, strings.Join(games.Names, ", ")) {
		t.Errorf("the game list in %q is not games.Names", errs)
	}
}

func TestExactFalseWithMod(t *testing.T) {
	m := runJSON(t, "split", "-n", "10", "--exact=false", "--mod", "7", "--json")
	if m["mod"] != json.Number("7") {
		t.Errorf("--exact=false --mod 7: mod = %v", m["mod"])
	}
	for _, args := range [][]string{
		{"split", "-n", "10", "--exact", "--mod", "7"},
		{"split", "-n", "10", "--exact=true", "--mod", "7"},
		{"thuemorse", "-n", "10", "--exact", "--mod", "7"},
	} {
		if status, out, _ := runCLI(args...); status != 2 || out != "" {
			t.Errorf("%v: status %d, stdout %q", args, status, out)
		}
	}
	m = runJSON(t, "thuemorse", "-n", "10", "--exact=false", "--mod", "7", "--json")
	if m["mod"] != json.Number("7") {
		t.Errorf("thuemorse --exact=false --mod 7: mod = %v", m["mod"])
	}
}

// TestPlotBadSizes: sizes that are not numbers or too small for a figure
// are bad input found before computing: split:3 to 50000 with --force
// would take minutes.
func TestPlotBadSizes(t *testing.T) {
	dir := t.TempDir()
	for _, size := range [][2]string{{"NaN", "9"}, {"16", "NaN"}, {"+Inf", "9"}, {"0.01", "9"}, {"16", "0.001"}, {"-3", "9"}} {
		args := []string{"plot", "split:3", "-n", "50000", "--force", "-o", dir + "/x.png", "--width", size[0], "--height", size[1]}
		start := time.Now()
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: plot: width and height") || time.Since(start) > 10*time.Second {
			t.Errorf("%v: status %d, stdout %q, stderr %q", size, status, out, errs)
		}
	}
	// Too many points for a figure is found before computing too.
	start := time.Now()
	if status, out, errs := runCLI("plot", "split:3", "-n", "50000000", "--force", "-o", dir+"/x.png"); status != 2 || out != "" || !strings.Contains(errs, "MaxPoints") || time.Since(start) > 10*time.Second {
		t.Errorf("plot of 5e7 values: status %d, %q", status, errs)
	}
	if status, _, errs := runCLI("plot", "nim", "-n", "10", "-o", dir+"/small.png", "--width", "2", "--height", "2"); status != 0 {
		t.Errorf("a 2×2 cm figure: status %d, %q", status, errs)
	}
}

func TestParseBytes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"2GiB", 2 << 30}, {"2gib", 2 << 30}, {"512MiB", 512 << 20}, {"1.5G", 3 << 29}, {"1e9", 1e9},
		{"4096", 4096}, {"10kB", 10000}, {"3 MB", 3e6}, {"1TiB", 1 << 40}, {"7b", 7},
		// Ki, Mi, Gi, Ti are the binary units as KiB … and K … are.
		{"1Gi", 1 << 30}, {"512Mi", 512 << 20}, {"64ki", 64 << 10}, {"2Ti", 2 << 40},
		{"1G", 1 << 30}, {"1GB", 1e9}, {"512M", 512 << 20},
	} {
		if got, err := parseBytes(tc.in); err != nil || got != tc.want {
			t.Errorf("parseBytes(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "GiB", "-1GiB", "0", "2XB", "NaN", "1e30", "0.5"} {
		if got, err := parseBytes(bad); err == nil {
			t.Errorf("parseBytes(%q) = %d, want an error", bad, got)
		}
	}
	// An unknown unit's error lists every unit taken, G and M included.
	_, err := parseBytes("2XB")
	for _, u := range []string{" K,", " M,", " G,", " T,", "Ki,", "Mi,", "Gi,", "Ti,", "KiB", "MiB", "GiB", "TiB", "kB", "MB", "GB", "TB"} {
		if err == nil || !strings.Contains(err.Error(), u) {
			t.Errorf("parseBytes(\"2XB\"): %v; want the unit %q listed", err, strings.Trim(u, " ,"))
		}
	}
}

// TestMemLimit: --mem-limit and GRUNDY_MEM_LIMIT lower the limit for the
// run (a table over it is bad input naming the way to raise it), and the
// library's limit is restored afterwards.
func TestMemLimit(t *testing.T) {
	before := gamelib.MemoryLimit()
	status, out, errs := runCLI("seq", "nim", "-n", "1000", "--mem-limit", "1KiB")
	if status != 2 || out != "" || !strings.Contains(errs, "memory need exceeds the limit") || !strings.Contains(errs, "--mem-limit") {
		t.Errorf("--mem-limit 1KiB: status %d, stdout %q, stderr %q", status, out, errs)
	}
	if gamelib.MemoryLimit() != before {
		t.Errorf("the limit %d was not restored to %d", gamelib.MemoryLimit(), before)
	}
	if status, _, errs := runCLI("seq", "nim", "-n", "100", "--mem-limit", "1KiB"); status != 0 {
		t.Errorf("101 values under 1 KiB: status %d, %q", status, errs)
	}
	if status, _, _ := runCLI("seq", "nim", "-n", "10", "--mem-limit", "lots"); status != 2 {
		t.Errorf("--mem-limit lots: status %d", status)
	}
	t.Setenv(memLimitEnv, "1KiB")
	if status, _, errs := runCLI("split", "-n", "2000"); status != 2 || !strings.Contains(errs, "memory need exceeds the limit") {
		t.Errorf("%s=1KiB: status %d, %q", memLimitEnv, status, errs)
	}
	// The flag wins over the environment.
	if status, _, errs := runCLI("seq", "nim", "-n", "1000", "--mem-limit", "1MiB"); status != 0 {
		t.Errorf("flag over environment: status %d, %q", status, errs)
	}
	t.Setenv(memLimitEnv, "2 parsecs")
	if status, out, errs := runCLI("seq", "nim", "-n", "3"); status != 2 || out != "" || !strings.Contains(errs, memLimitEnv) {
		t.Errorf("bad %s: status %d, %q", memLimitEnv, status, errs)
	}
	if gamelib.MemoryLimit() != before {
		t.Errorf("the limit %d was not restored to %d", gamelib.MemoryLimit(), before)
	}
}

// TestWorkRefused: a computation whose estimated work is absurd is
// refused at once with the estimate and the way to insist, which works.
func TestWorkRefused(t *testing.T) {
	for _, args := range [][]string{
		{"seq", "lasker", "-n", "1000000", "--definition"},
		{"seq", "split:3", "-n", "50000"},
		// period computes values only until a theorem proves a period
		// (nim by its definition stops after 64 values); split:3 has no
		// theorem, so all its values are needed.
		{"period", "split:3", "-n", "50000", "--definition"},
	} {
		start := time.Now()
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.Contains(errs, "steps") || !strings.Contains(errs, "--force") || time.Since(start) > 5*time.Second {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
	}
	// Lasker's law answers the same question at once.
	if status, out, _ := runCLI("seq", "lasker", "-n", "1000000"); status != 0 || !strings.HasSuffix(out, " 999997 999998 1000000 999999\n") {
		t.Errorf("seq lasker -n 1e6 by the law: status %d, tail %q", status, out[max(0, len(out)-40):])
	}
	// --force lifts the limit: shown at a lowered limit on a small case.
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(100))
	if status, _, _ := runCLI("seq", "lasker", "-n", "100", "--definition"); status != 2 {
		t.Errorf("7500 steps at a limit of 100: status %d", status)
	}
	if status, _, errs := runCLI("seq", "lasker", "-n", "100", "--definition", "--force"); status != 0 {
		t.Errorf("--force: status %d, %q", status, errs)
	}
	if gamelib.WorkLimit() != 100 {
		t.Errorf("--force leaked: WorkLimit() = %d", gamelib.WorkLimit())
	}
}

// TestDefinitionFlag: --definition computes the same values as the law.
func TestDefinitionFlag(t *testing.T) {
	for _, game := range []string{"lasker", "nim", "split:4", "split:7"} {
		_, law, _ := runCLI("seq", game, "-n", "300")
		_, def, errs := runCLI("seq", game, "-n", "300", "--definition")
		if law != def || law == "" {
			t.Errorf("%s: --definition differs from the law (%q)", game, errs)
		}
	}
}

// TestFitWidth: a progress line is cut to the terminal's width less
// one column, ending with "…"; an unknown width leaves it whole. Every
// redraw of the line is cut so (a wrapped line leaves a stale row at
// each redraw: "\r\033[K" erases only the last).
func TestFitWidth(t *testing.T) {
	for _, c := range []struct {
		s    string
		cols int
		want string
	}{
		{"cram 5x8: 12%", 0, "cram 5x8: 12%"},
		{"cram 5x8: 12%", 14, "cram 5x8: 12%"},
		{"cram 5x8: 12%", 13, "cram 5x8: 1…"},
		{"k = 2 (nimber ≤ 28) ≈ 3 h", 10, "k = 2 (n…"},
		{"abc", 1, "abc"},
		{"abc", 2, "…"},
	} {
		if got := fitWidth(c.s, c.cols); got != c.want || utf8.RuneCountInString(got) >= max(c.cols, 1) && c.cols > 1 {
			t.Errorf("fitWidth(%q, %d) = %q, want %q", c.s, c.cols, got, c.want)
		}
	}
	clock := time.Unix(0, 0)
	var b bytes.Buffer
	p := newProgressLine(&b, strings.Repeat("x", 200), func() time.Time { return clock })
	p.cols = func() int { return 80 }
	p.report(1, 10)
	clock = clock.Add(time.Second)
	p.report(5, 10)
	for _, draw := range strings.Split(b.String(), "\r\033[K")[1:] {
		if n := utf8.RuneCountInString(draw); n != 79 {
			t.Errorf("a redraw of %d characters on 80 columns: %q", n, draw)
		}
	}
	clearProgress()
}

func TestProgressLine(t *testing.T) {
	clock := time.Unix(0, 0)
	now := func() time.Time { return clock }
	var b bytes.Buffer
	p := newProgressLine(&b, "seq lasker", now)
	p.report(0, 1000)
	clock = clock.Add(10 * time.Second)
	p.report(250, 1000)
	if got := b.String(); !strings.HasSuffix(got, "seq lasker:  25%, 25/s, 30 s left") {
		t.Errorf("progress line %q", got)
	}
	b.Reset()
	clearProgress() // Ctrl-C or a failure clears the line
	if b.String() != "\r\033[K" {
		t.Errorf("clearProgress wrote %q", b.String())
	}
	b.Reset()
	clearProgress()
	p.report(1000, 1000)
	if b.String() != "" {
		t.Errorf("clearing a cleared line wrote %q", b.String())
	}
	for _, tc := range []struct {
		done, total int64
		sec         float64
		want        string
	}{
		{5e8, 1e9, 100, "x:  50%, 5M/s, 1 min 40 s left"},
		{9e8, 1e9, 3, "x:  90%, 300M/s, 0.3 s left"},
		{1, 3, 7200, "x:  33%, 0.000139/s, 4 h 0 min left"},
		{3, 4, 0.1, "x:  75%"},
	} {
		if got := progressText("x", tc.done, tc.total, time.Duration(tc.sec*float64(time.Second))); got != tc.want {
			t.Errorf("progressText(%d, %d, %gs) = %q, want %q", tc.done, tc.total, tc.sec, got, tc.want)
		}
	}
}

// TestInterruptWaitsForOutput: Ctrl-C while the output is being written
// lets the output finish before the process exits with status 130.
func TestInterruptWaitsForOutput(t *testing.T) {
	out := &outputWriter{w: io.Discard}
	out.hold()                       // a streamed document,
	out.Write([]byte(`{"values":[`)) // begun
	sig := make(chan os.Signal, 2)
	var mu sync.Mutex
	status := -1
	exited := make(chan struct{})
	var errb bytes.Buffer
	go onInterrupt(sig, &errb, func(s int) {
		mu.Lock()
		if status < 0 {
			status = s
			close(exited)
		}
		mu.Unlock()
	})
	sig <- os.Interrupt
	select {
	case <-exited:
		t.Fatal("exited while the output was being written")
	case <-time.After(100 * time.Millisecond):
	}
	out.Write([]byte("0]}\n"))
	out.release()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		t.Fatal("did not exit after the output was written")
	}
	if status != exitInterrupted || errb.String() != "grundy: interrupted\n" {
		t.Errorf("status %d, stderr %q", status, errb.String())
	}
	if !interrupted.Load() {
		t.Error("the interrupt is not recorded: main would exit 0 past it")
	}
	interrupted.Store(false)
	outputMu.Unlock() // the fake exit returned with the lock held
}

// runMainProcess starts the test binary as the grundy command with args.
func runMainProcess(t *testing.T, args string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "GRUNDY_TEST_MAIN=1", "GRUNDY_TEST_ARGS="+args)
	return cmd
}

// signalMainProcess starts grundy ARGS (runMainProcess), waits for the
// child's "ready" line, sends sig after the delay and waits (killing the
// child after 30 s) for it to end. It returns what the child wrote on
// stdout, the rest of its stderr and its exit status (-1 when it did
// not exit by itself, with err saying why).
func signalMainProcess(t *testing.T, args string, delay time.Duration, sig os.Signal) (stdout, stderr string, status int, err error) {
	t.Helper()
	return signalChild(t, runMainProcess(t, args), func(*bufio.Reader) { time.Sleep(delay) }, sig)
}

// signalChild starts cmd (runMainProcess), waits for the child's "ready"
// line, then for when (which may read the child's stderr from r), sends
// sig, and each of more 20 ms after the one before (signals sent at once
// may merge into one pending signal), and waits (killing the child after
// 30 s, or 5 min in all) for it to end. It returns what the child wrote
// on stdout, its stderr after what when read and its exit status (-1
// when it did not exit by itself, with err saying why).
func signalChild(t *testing.T, cmd *exec.Cmd, when func(r *bufio.Reader), sig os.Signal, more ...os.Signal) (stdout, stderr string, status int, err error) {
	t.Helper()
	var out bytes.Buffer
	cmd.Stdout = &out
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(5*time.Minute, func() { cmd.Process.Kill() })
	defer timer.Stop()
	r := bufio.NewReader(pipe)
	if line, err := r.ReadString('\n'); err != nil || line != "ready\n" {
		cmd.Process.Kill()
		t.Fatalf("child: %q, %v", line, err)
	}
	when(r)
	for i, s := range append([]os.Signal{sig}, more...) {
		if i > 0 {
			time.Sleep(20 * time.Millisecond)
		}
		if err := cmd.Process.Signal(s); err != nil {
			t.Fatal(err)
		}
	}
	rest, _ := io.ReadAll(r)
	timer.Reset(30 * time.Second)
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return out.String(), string(rest), -1, err
	}
	return out.String(), string(rest), exit.ExitCode(), err
}

// TestInterruptProcess sends SIGINT to a real grundy process in the
// middle of a long computation: nothing on stdout, one error line,
// status 130.
func TestInterruptProcess(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	stdout, rest, status, err := signalMainProcess(t, "seq lasker -n 150000 --definition --json", 50*time.Millisecond, os.Interrupt)
	if status != exitInterrupted || stdout != "" || rest != "grundy: interrupted\n" {
		t.Errorf("after SIGINT: %v, stdout %d bytes, stderr %q", err, len(stdout), rest)
	}
}

// TestStudiesRefused: the seed studies' commands refuse absurd work up
// front, naming the estimate and --force.
func TestStudiesRefused(t *testing.T) {
	for _, args := range [][]string{
		{"split", "-n", "100000"},
		{"split", "-n", "10000", "--exact"},
		{"thuemorse", "-n", "32", "--method", "brute"},
		{"moore", "--cells", "10000000", "--pieces", "5000000", "--max-move", "1"},
		{"moore", "--cells", "100000", "--pieces", "50000", "--max-move", "2", "--exact"},
	} {
		start := time.Now()
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.Contains(errs, "estimated work exceeds the limit") || !strings.Contains(errs, "--force") || time.Since(start) > 5*time.Second {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
	}
}

// TestOutputWriteAtomic: without hold, each Write holds the output lock
// only while it writes, so that a long stream of lines (sweep) can be
// interrupted between two lines, never inside one.
func TestOutputWriteAtomic(t *testing.T) {
	var b bytes.Buffer
	out := &outputWriter{w: &b}
	out.Write([]byte("line 1\n"))
	if !outputMu.TryLock() {
		t.Fatal("the lock is held after a Write")
	}
	outputMu.Unlock()
	out.hold()
	out.Write([]byte("line 2\n"))
	if outputMu.TryLock() {
		t.Fatal("the lock is free while the output is held")
	}
	out.release()
	if !outputMu.TryLock() {
		t.Fatal("release did not free the lock")
	}
	outputMu.Unlock()
	if b.String() != "line 1\nline 2\n" {
		t.Errorf("output %q", b.String())
	}
}

// TestInterruptSweepFile: Ctrl-C during a sweep to a file removes the
// temporary file and leaves FILE as it was.
func TestInterruptSweepFile(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	dir := t.TempDir()
	file := dir + "/out.jsonl"
	if err := os.WriteFile(file, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, rest, status, err := signalMainProcess(t, "sweep --digits 4 -n 2000000 --jobs 1 -o "+file, 300*time.Millisecond, os.Interrupt)
	if status != exitInterrupted || !strings.HasPrefix(rest, "grundy: ") ||
		!strings.Contains(rest, "interrupted") || strings.Count(rest, "\n") != 1 {
		t.Errorf("after SIGINT: %v, stderr %q", err, rest)
	}
	if b, err := os.ReadFile(file); err != nil || string(b) != "old\n" {
		t.Errorf("FILE after the interrupt: %q, %v", b, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files left in the directory: %v", entries)
	}
}

// TestDevFull: grundy help > /dev/full fails with status 1.
func TestDevFull(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	for _, args := range []string{"help", "seq lasker -n 100 --json"} {
		cmd := exec.Command("sh", "-c", `exec "$0" >/dev/full`, os.Args[0])
		cmd.Env = append(os.Environ(), "GRUNDY_TEST_MAIN=1", "GRUNDY_TEST_ARGS="+args)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(stderr.String(), "grundy: ") {
			t.Errorf("%s > /dev/full: %v, stderr %q", args, err, stderr.String())
		}
	}
}

// TestInterruptFamily: Ctrl-C (SIGINT) or SIGTERM on a graph family's
// values, a search of minutes, exits with the signal's status, nothing on
// stdout, and one stderr line that keeps the values found so far: where
// it was interrupted and the values before, a prefix of the family's
// (6×n grids: 0 1 0 3 0 3 0 3 0 5 0, README), and the --from that goes on.
func TestInterruptFamily(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	want := []string{"0", "1", "0", "3", "0", "3", "0", "3", "0", "5", "0"}
	line := regexp.MustCompile(`^grundy: nodekayles: interrupted(?:; grid:6 at n = (\d+); the values of n = 0…(\d+): ([0-9 ]+) \(go on with --from (\d+)\))?\n$`)
	for _, c := range []struct {
		sig    os.Signal
		status int
	}{{os.Interrupt, exitInterrupted}, {syscall.SIGTERM, exitTerminated}} {
		stdout, rest, status, err := signalMainProcess(t, "nodekayles --family grid:6 -n 10", 1500*time.Millisecond, c.sig)
		m := line.FindStringSubmatch(rest)
		if status != c.status || stdout != "" || m == nil {
			t.Fatalf("after %v: %v, status %d, stdout %q, stderr %q", c.sig, err, status, stdout, rest)
		}
		if m[1] == "" {
			continue // interrupted before the first value (a slow machine)
		}
		at, _ := strconv.Atoi(m[1])
		last, _ := strconv.Atoi(m[2])
		vals := strings.Fields(m[3])
		if at != last+1 || len(vals) != at || !slices.Equal(vals, want[:at]) || m[4] != m[1] {
			t.Errorf("after %v: %q, want at n = k the values of n = 0…k−1, %v's", c.sig, rest, want)
		}
	}
}

// TestSignalBeforeHandler: a signal that reaches main's handler
// (onInterrupt) while a search holds the output, before the search's own
// handler is installed, cancels the search (cancelOnSignal), instead of
// waiting for it to run to its end; and while a search that tells its
// partial result runs (searchPartial), a second signal is left to the
// search's handler, not answered by exiting at once.
func TestSignalBeforeHandler(t *testing.T) {
	cancelled := make(chan struct{})
	cancel := context.CancelFunc(func() { close(cancelled) })
	cancelOnSignal.Store(&cancel)
	searchPartial.Store(true)
	outputMu.Lock() // the search holds the output
	sig := make(chan os.Signal, 2)
	exited := make(chan int, 2)
	var errb bytes.Buffer
	go onInterrupt(sig, &errb, func(s int) { exited <- s })
	sig <- os.Interrupt
	select {
	case <-cancelled:
	case <-time.After(5 * time.Second):
		t.Fatal("the search was not cancelled")
	}
	sig <- os.Interrupt
	select {
	case s := <-exited:
		t.Fatalf("exited (%d) on the second signal while the search tells its result", s)
	case <-time.After(100 * time.Millisecond):
	}
	cancelOnSignal.Store(nil)
	searchPartial.Store(false)
	outputMu.Unlock() // the search's handler would have exited; main's now does
	if s := <-exited; s != exitInterrupted {
		t.Errorf("status %d", s)
	}
	interrupted.Store(false)
	outputMu.Unlock() // the fake exit returned with the lock held
}
