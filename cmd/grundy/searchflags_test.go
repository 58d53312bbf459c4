package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// TestSearchFlagsShared: cram, nodekayles and chomp take the one set of
// search flags (--tt-mem, --dir, --save-every, --outcome, --workers) with the same
// checks and messages, and print the same statistics (nodekayles and
// chomp also their older names table_bytes and resumed).
func TestSearchFlagsShared(t *testing.T) {
	boards := map[string][]string{
		"cram":       {"cram", "3x4"},
		"nodekayles": {"nodekayles", "--edges", "0-1,1-2,2-3,3-4"},
		"chomp":      {"chomp", "--rows", "4,4,2"}, // not a rectangle, whose outcome is known at once
	}
	// --workers is capped as run's and sweep's are (checkParallel).
	most := strconv.Itoa(parallelPerCore * runtime.GOMAXPROCS(0))
	most1 := strconv.Itoa(parallelPerCore*runtime.GOMAXPROCS(0) + 1)
	for cmd, args := range boards {
		for _, tc := range []struct {
			flags []string
			want  string
		}{
			{[]string{"--tt-mem", "1KiB"}, cmd + ": --tt-mem 1KiB is below the minimum table memory of 65536 bytes (64KiB)"},
			{[]string{"--tt-mem", "lots"}, cmd + ": --tt-mem: "},
			{[]string{"--tt-mem", ""}, "-tt-mem: want a SIZE such as 512MiB"}, // not the default in silence
			{[]string{"--dir", " "}, "-dir: want a directory"},
			{[]string{"--save-every", "0s"}, cmd + ": --save-every 0s: at least 1s"},
			{[]string{"--save-every", "1ms", "--dir", "d"}, cmd + ": --save-every 1ms: at least 1s"},
			{[]string{"--save-every", "999ms", "--dir", "d"}, cmd + ": --save-every 999ms: at least 1s"},
			{[]string{"--workers", "-1"}, cmd + ": --workers -1: want 0 (one a CPU) or more"},
			{[]string{"--workers", most1}, cmd + ": --workers " + most1 + ": at most " + most + " (4 a core"},
			{[]string{"--tt-mem", "1GiB", "--mem-limit", "1MiB"}, cmd + ": --tt-mem 1GiB is more than --mem-limit 1MiB; lower --tt-mem or raise --mem-limit"},
		} {
			status, out, errs := runCLI(append(append([]string{}, args...), tc.flags...)...)
			if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
				t.Errorf("grundy %v %v: status %d, stdout %q, stderr %q; want status 2 and %q", args, tc.flags, status, out, errs, tc.want)
			}
		}
		dir := filepath.Join(t.TempDir(), "tt")
		m := runJSON(t, append(append([]string{}, args...), "--json", "--tt-mem", "1MiB", "--dir", dir, "--save-every", "1m")...)
		for _, k := range []string{"nodes", "tt_entries", "tt_capacity", "tt_bytes", "tt_evictions", "tt_resumed"} {
			if _, ok := m[k].(string); !ok {
				t.Errorf("%s: %s = %v, want a string count", cmd, k, m[k])
			}
		}
		if _, ok := m["nimber"]; !ok || m["dir"] != dir || m["tt_resumed"] != "0" {
			t.Errorf("%s --dir: %v", cmd, m)
		}
		_, legacy := m["table_bytes"]
		if legacy != (cmd != "cram") || (legacy && (m["table_bytes"] != m["tt_bytes"] || m["resumed"] != m["tt_resumed"])) {
			t.Errorf("%s: table_bytes %v, resumed %v (tt_bytes %v, tt_resumed %v)", cmd, m["table_bytes"], m["resumed"], m["tt_bytes"], m["tt_resumed"])
		}
		// Two workers (and one a CPU): the same nimber.
		for _, w := range []string{"2", "0"} {
			flags := []string{"--json", "--tt-mem", "1MiB", "--workers", w}
			if cmd == "chomp" { // chomp searches only with --dir (else the box table, which takes neither flag)
				flags = append(flags, "--dir", filepath.Join(t.TempDir(), "w"+w))
			}
			p := runJSON(t, append(append([]string{}, args...), flags...)...)
			if p["nimber"] != m["nimber"] || p["nodes"] == "0" {
				t.Errorf("%s --workers %s: %v; one worker: %v", cmd, w, p, m)
			}
		}
		// Resumed: the root is in the table, nothing is searched.
		r := runJSON(t, append(append([]string{}, args...), "--json", "--tt-mem", "1MiB", "--dir", dir, "--outcome")...)
		if _, ok := r["nimber"]; ok || r["outcome"] != "N" || r["tt_resumed"] == "0" || r["nodes"] != "0" {
			t.Errorf("%s --dir --outcome, resumed: %v", cmd, r)
		}
	}
	// A directory of another search is refused, for every command.
	dir := filepath.Join(t.TempDir(), "tt")
	runJSON(t, "cram", "3x4", "--json", "--tt-mem", "1MiB", "--dir", dir)
	for _, args := range [][]string{{"chomp", "3x4"}, {"nodekayles", "--edges", "0-1"}, {"cram", "3x5"}} {
		status, _, errs := runCLI(append(args, "--dir", dir)...)
		if status != 2 || !strings.Contains(errs, "nothing was changed") || !strings.HasPrefix(errs, "grundy: "+args[0]+": ") {
			t.Errorf("%v in another search's directory: %d %q", args, status, errs)
		}
	}
	status, _, errs := runCLI("nodekayles", "--family", "path", "-n", "5", "--save-every", "1m")
	if status != 2 || !strings.Contains(errs, "apply to one graph") {
		t.Errorf("--family with --save-every: %d %q", status, errs)
	}
	status, _, errs = runCLI("nodekayles", "--family", "path", "-n", "5", "--workers", "2")
	if status != 2 || !strings.Contains(errs, "apply to one graph") {
		t.Errorf("--family with --workers: %d %q", status, errs)
	}
}

// TestSearchError: the one mapping of engine errors to exit statuses.
func TestSearchError(t *testing.T) {
	for _, tc := range []struct {
		err    error
		usage  bool
		prefix string
	}{
		{nil, false, ""},
		{fmt.Errorf("decomp: %w", decomp.ErrOtherSearch), true, "cram: decomp: "},
		{fmt.Errorf("x: %w", decomp.ErrCorrupt), true, "cram: x: "},
		{fmt.Errorf("x: %w", decomp.ErrTableSmall), true, "cram: x: "},
		{fmt.Errorf("decomp: Options.TTMem 1 bytes: %w", decomp.ErrBadOption), true, "cram: decomp: "},
		{fmt.Errorf("cram nimber of ...: %w", gamelib.ErrTooSlow), true, "cram nimber of"},
		{fmt.Errorf("table: %w", gamelib.ErrTooLarge), true, "cram: table: "},
		{errors.New("disk full"), false, "cram: disk full"},
	} {
		err := searchError("cram", tc.err)
		if tc.err == nil {
			if err != nil {
				t.Errorf("nil: %v", err)
			}
			continue
		}
		if isUsage(err) != tc.usage || !strings.HasPrefix(err.Error(), tc.prefix) || !errors.Is(err, tc.err) {
			t.Errorf("searchError(%v) = %v (usage %v), want usage %v and prefix %q", tc.err, err, isUsage(err), tc.usage, tc.prefix)
		}
	}
}

// TestSearchInterruptSaves: SIGINT or SIGTERM during a search with --dir
// says the table is being saved, saves it, says where and exits with 130 or 143; the
// same command then resumes from it.
func TestSearchInterruptSaves(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	for _, tc := range []struct {
		sig    os.Signal
		status int
	}{{os.Interrupt, exitInterrupted}, {syscall.SIGTERM, exitTerminated}} {
		dir := filepath.Join(t.TempDir(), "tt")
		// 6×7 runs for many minutes (--force: its estimate is above the
		// default work limit): it is interrupted long before.
		stdout, rest, status, err := signalMainProcess(t, "cram 6x7 --force --tt-mem 1MiB --dir "+dir, 300*time.Millisecond, tc.sig)
		want := fmt.Sprintf("grundy: cram: interrupted; saving the table in %s, wait\n"+
			"grundy: cram: interrupted; the table is saved in %s (run the same command to resume)\n", dir, dir)
		if status != tc.status || stdout != "" || rest != want {
			t.Errorf("after %v: %v, stdout %q, stderr %q; want status %d and %q", tc.sig, err, stdout, rest, tc.status, want)
		}
		if _, err := os.Stat(filepath.Join(dir, "table.json")); err != nil {
			t.Errorf("after %v: no saved table: %v", tc.sig, err)
		}
	}
}

// TestNotSavedPrinted: a search that finished but whose last save failed
// (decomp.ErrNotSaved) prints its result, then reports the failure (exit
// 1, not bad input); an interrupted one prints nothing.
func TestNotSavedPrinted(t *testing.T) {
	saveErr := fmt.Errorf("%w: disk full", decomp.ErrNotSaved)
	for _, tc := range []struct {
		err    error
		stdout string
	}{
		{saveErr, "test: nimber 7, outcome N\n"},
		{errors.Join(context.Canceled, saveErr), ""},
		{errors.New("other"), ""},
	} {
		sf := &searchFlags{every: time.Minute}
		out := map[string]any{}
		var stdout, stderr strings.Builder
		err := sf.search("test", &decomp.Options{}, &stderr, out, false, nil,
			func(context.Context, *decomp.Options) (int, decomp.Stats, error) { return 7, decomp.Stats{}, tc.err },
			nil)
		if err == nil {
			err = sf.print(&stdout, "test", out, false)
		}
		if stdout.String() != tc.stdout || !errors.Is(err, tc.err) || isUsage(err) {
			t.Errorf("%v: stdout %q, err %v (usage %v); want %q and the error, exit 1", tc.err, stdout.String(), err, isUsage(err), tc.stdout)
		}
	}
}

// TestSearchSignals: while a search saves its table, the first signal
// says so and cancels it (its status that of the signal), a second says
// to wait and does nothing else, a third abandons the save.
func TestSearchSignals(t *testing.T) {
	sig := make(chan os.Signal) // unbuffered: a send returns once read
	var errb strings.Builder
	cancelled := 0
	abandon := make(chan struct{})
	var status atomic.Int32
	status.Store(exitInterrupted)
	done := make(chan struct{})
	go func() {
		searchSignals(sig, &errb, "cram", "D", func() { cancelled++ }, abandon, &status)
		close(done)
	}()
	isClosed := func() bool {
		select {
		case <-abandon:
			return true
		default:
			return false
		}
	}
	sig <- syscall.SIGTERM
	sig <- os.Interrupt // read once the first is handled
	sig <- os.Interrupt // read once the second is handled
	<-done
	if cancelled != 1 || status.Load() != exitTerminated || !isClosed() {
		t.Errorf("cancelled %d times, status %d, abandoned %v; want 1, %d, true", cancelled, status.Load(), isClosed(), exitTerminated)
	}
	lines := strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "saving the table in D, wait") ||
		!strings.Contains(lines[1], "still saving the table in D; wait") || !strings.Contains(lines[2], "abandoning the save in D") {
		t.Errorf("stderr %q", errb.String())
	}
	// Two signals: the save goes on.
	sig = make(chan os.Signal)
	abandon = make(chan struct{})
	errb.Reset()
	done = make(chan struct{})
	go func() {
		searchSignals(sig, &errb, "cram", "D", func() {}, abandon, &status)
		close(done)
	}()
	sig <- os.Interrupt
	sig <- os.Interrupt
	close(sig)
	<-done
	if isClosed() || strings.Count(errb.String(), "\n") != 2 {
		t.Errorf("two signals: abandoned %v, stderr %q", isClosed(), errb.String())
	}
}

// TestSignalWhileReading: a signal while the saved table is read back
// says that the reading stops and the directory keeps its save, and the
// last line says so, not that the table is saved (it was not: nothing
// was searched). The options' ReadProgress marks the reading.
func TestSignalWhileReading(t *testing.T) {
	sf := &searchFlags{dir: "D", every: time.Minute, workers: 1}
	o, err := sf.options("cram", "cram", "cram 3x3", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer readingTable.Store(false)
	o.ReadProgress.Report(1<<20, 3<<20)
	if !readingTable.Load() {
		t.Fatal("ReadProgress(1M of 3M) did not mark the table as being read")
	}
	sig := make(chan os.Signal)
	var errb strings.Builder
	var status atomic.Int32
	abandon := make(chan struct{})
	done := make(chan struct{})
	go func() {
		searchSignals(sig, &errb, "cram", "D", func() {}, abandon, &status)
		close(done)
	}()
	sig <- os.Interrupt
	sig <- os.Interrupt // timeout sends two
	sig <- os.Interrupt // nothing is saved: no save to abandon
	close(sig)
	<-done
	want := "grundy: cram: interrupted; stopping the reading of the table in D, which keeps its save as it was, wait\n" +
		strings.Repeat("grundy: cram: still stopping the reading of the table in D, which keeps its save as it was; wait\n", 2)
	if errb.String() != want {
		t.Errorf("stderr %q, want %q", errb.String(), want)
	}
	select {
	case <-abandon:
		t.Error("a signal while reading abandoned a save")
	default:
	}
	o.ReadProgress.Report(3<<20, 3<<20)
	if readingTable.Load() {
		t.Error("ReadProgress(3M of 3M) left the table marked as being read")
	}
}

// TestStoppedLine: the last line of a search with --dir stopped by a
// signal, by what it was doing.
func TestStoppedLine(t *testing.T) {
	notSaved := errors.Join(context.Canceled, fmt.Errorf("decomp: %w: disk full", decomp.ErrNotSaved))
	for _, tc := range []struct {
		err     error
		reading bool
		want    string
	}{
		{context.Canceled, false, "grundy: cram: interrupted; the table is saved in D (run the same command to resume)"},
		{notSaved, false, "grundy: cram: interrupted; the table is not saved (decomp: table not saved: disk full); D holds no earlier save"},
		{fmt.Errorf("decomp: reading D: %w", context.Canceled), true, "grundy: cram: interrupted while reading the table back; D keeps its saved table as it was (run the same command to resume)"},
	} {
		if got := stoppedLine("cram", "D", tc.err, tc.reading); got != tc.want {
			t.Errorf("stoppedLine(%v, %v) = %q, want %q", tc.err, tc.reading, got, tc.want)
		}
	}
}

// TestStoppedLineKeepsSave: a save that failed when a signal stopped the
// search says that the directory keeps its earlier save, when it has
// one: the work up to it is not lost.
func TestStoppedLineKeepsSave(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tt")
	if status, _, errs := runCLI("cram", "2x3", "--tt-mem", "1MiB", "--dir", dir); status != 0 {
		t.Fatalf("cram 2x3 --dir: %d, %q", status, errs)
	}
	notSaved := errors.Join(context.Canceled, fmt.Errorf("decomp: %w: disk full", decomp.ErrNotSaved))
	want := "grundy: cram: interrupted; the table is not saved (decomp: table not saved: disk full); " + dir + " keeps its last whole save, from before this one (run the same command to resume from it)"
	if got := stoppedLine("cram", dir, notSaved, false); got != want {
		t.Errorf("stoppedLine = %q, want %q", got, want)
	}
}

// TestSecondSignalWhileSaving: main's handler does not exit on a second
// signal while a search saves its table (searchSaving), and exits at once
// on one otherwise.
func TestSecondSignalWhileSaving(t *testing.T) {
	sig := make(chan os.Signal) // unbuffered: a send returns once read
	exits := make(chan int, 4)
	var errb strings.Builder
	searchSaving.Store(true)
	defer searchSaving.Store(false)
	go onInterrupt(sig, &errb, func(s int) { exits <- s })
	sig <- os.Interrupt
	if s := <-exits; s != exitInterrupted || errb.String() != "grundy: interrupted\n" {
		t.Fatalf("first signal: exit %d, stderr %q", s, errb.String())
	}
	// The fake exit returned holding outputMu: released at the end.
	defer outputMu.Unlock()
	defer interrupted.Store(false)
	sig <- os.Interrupt // the second,
	sig <- os.Interrupt // read once the second was handled
	select {
	case s := <-exits:
		t.Errorf("exited with %d on a second signal while saving", s)
	default:
	}
	searchSaving.Store(false)
	sig <- os.Interrupt // read once the third was handled: it exits
	if s := <-exits; s != exitInterrupted {
		t.Errorf("not saving: exited with %d, want %d", s, exitInterrupted)
	}
}

// TestSearchReclaims: a search with --dir removes what a save cut short
// left there, says so in one line and gives the bytes in its JSON.
func TestSearchReclaims(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tt")
	m := runJSON(t, "cram", "3x4", "--json", "--tt-mem", "1MiB", "--dir", dir)
	if m["dir_reclaimed_bytes"] != "0" {
		t.Errorf("nothing stale: dir_reclaimed_bytes %v", m["dir_reclaimed_bytes"])
	}
	os.WriteFile(filepath.Join(dir, ".table-9.bin.tmp1-x"), make([]byte, 1234), 0o644)
	status, out, errs := runCLI("cram", "3x4", "--json", "--tt-mem", "1MiB", "--dir", dir)
	if status != 0 || !strings.Contains(out, `"dir_reclaimed_bytes":"1234"`) ||
		errs != "grundy: cram: removed 1 stale files of a save cut short from "+dir+" (1.23k bytes reclaimed)\n" {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, ".table-9.bin.tmp1-x")); err == nil {
		t.Error("the temporary file is left")
	}
}

// TestDefaultTableFitsLimit: without --tt-mem a --mem-limit below the
// default table's 256 MiB sizes the table down (the library's policy),
// so a trivial board is not refused; formatBytes names sizes as the
// flags take them.
func TestDefaultTableFitsLimit(t *testing.T) {
	m := runJSON(t, "cram", "3x3", "--json", "--mem-limit", "100MiB")
	if m["nimber"] == nil || m["tt_bytes"] == "268435456" {
		t.Errorf("cram 3x3 --mem-limit 100MiB: %v", m)
	}
	for b, want := range map[int64]string{3 << 30: "3GiB", 100 << 20: "100MiB", 64 << 10: "64KiB", 1e9: "1000000000", 1536: "1536", 0: "0"} {
		if got := formatBytes(b); got != want {
			t.Errorf("formatBytes(%d) = %q, want %q", b, got, want)
		}
	}
}

// TestRefusedSearchLeavesNoDir: a search refused up front (its estimate
// beyond the work limit, a bad table size) removes the --dir directories
// it made, parents too, and keeps one that existed or holds a table.
func TestRefusedSearchLeavesNoDir(t *testing.T) {
	tmp := t.TempDir()
	for _, args := range [][]string{
		{"cram", "7x9"},
		{"cram", "3x3", "--tt-mem", "1KiB"},
		{"nodekayles", "--edges", "0-1", "--tt-mem", "1KiB"},
	} {
		dir := filepath.Join(tmp, "new", "deeper")
		status, _, errs := runCLI(append(args, "--dir", dir)...)
		if status != 2 {
			t.Fatalf("grundy %v --dir: status %d, stderr %q", args, status, errs)
		}
		if _, err := os.Stat(filepath.Join(tmp, "new")); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("grundy %v --dir %s: left %s (%v)", args, dir, filepath.Join(tmp, "new"), err)
		}
	}
	// Paths with "..", through a symbolic link, or failing part way (a
	// name too long): nothing made is left, nothing else touched.
	if err := os.MkdirAll(filepath.Join(tmp, "real", "deep"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(tmp, "real", "deep"), filepath.Join(tmp, "lnk")); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"a/b/../c", "lnk/../n3", "p/q/" + strings.Repeat("x", 300), "x/y/", "u//v///"} {
		if status, _, errs := runCLI("cram", "7x9", "--dir", filepath.Join(tmp, dir)); status != 2 {
			t.Fatalf("cram 7x9 --dir %s: status %d, stderr %q", dir, status, errs)
		}
	}
	entries, _ := os.ReadDir(tmp)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if inner, _ := os.ReadDir(filepath.Join(tmp, "real")); len(names) != 2 || len(inner) != 1 {
		t.Errorf("left %v in the directory and %d entries in real/, want lnk and real, and deep", names, len(inner))
	}
	// A directory that existed stays, empty; one with a table keeps it.
	if status, _, errs := runCLI("cram", "7x9", "--dir", tmp); status != 2 {
		t.Fatalf("cram 7x9 --dir TMP: status %d, stderr %q", status, errs)
	}
	if _, err := os.Stat(tmp); err != nil {
		t.Errorf("an existing --dir was removed: %v", err)
	}
	dir := filepath.Join(tmp, "saved")
	if status, _, errs := runCLI("cram", "3x3", "--dir", dir); status != 0 {
		t.Fatalf("cram 3x3 --dir: status %d, stderr %q", status, errs)
	}
	if status, _, _ := runCLI("cram", "3x3", "--dir", dir, "--tt-mem", "1KiB"); status != 2 {
		t.Fatalf("cram 3x3 --tt-mem 1KiB: status %d", status)
	}
	if _, err := os.Stat(filepath.Join(dir, "table.json")); err != nil {
		t.Errorf("a refused search touched the saved table: %v", err)
	}
}
