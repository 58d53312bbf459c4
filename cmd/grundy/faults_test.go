package main

// Regression tests for the faults of issue 22 ("Faults found by trying")
// and the CLI side of issue 21 (limits per call).

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// TestSweepOutputFile: sweep -o keeps an existing file's mode, writes
// through a symbolic link (the link stays), writes through a device
// (/dev/null stays a device; as root it became a regular file) and
// refuses a directory.
func TestSweepOutputFile(t *testing.T) {
	dir := t.TempDir()
	sweep := func(out string) (int, string) {
		status, stdout, errs := runCLI("sweep", "--codes", "0.77,0.137", "-n", "200", "-o", out)
		if stdout != "" {
			t.Errorf("-o %s: stdout %q", out, stdout)
		}
		return status, errs
	}
	lines := func(path string) int {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Count(string(b), "\n")
	}
	file := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(file, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	os.Chmod(file, 0o640)
	if status, errs := sweep(file); status != 0 || lines(file) != 2 {
		t.Fatalf("-o FILE: status %d, %q, %d lines", status, errs, lines(file))
	}
	if fi, _ := os.Stat(file); fi.Mode().Perm() != 0o640 {
		t.Errorf("-o FILE left mode %v, want the file's 0640", fi.Mode())
	}
	link := filepath.Join(dir, "link.jsonl")
	if err := os.Symlink("out.jsonl", link); err != nil {
		t.Skip("no symbolic links")
	}
	os.WriteFile(file, nil, 0o640)
	if status, errs := sweep(link); status != 0 || lines(file) != 2 {
		t.Errorf("-o LINK: status %d, %q, %d lines in the target", status, errs, lines(file))
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("-o LINK replaced the link: %v, %v", fi.Mode(), err)
	}
	if status, errs := sweep(dir); status != 2 || !strings.HasPrefix(errs, "grundy: sweep: -o") {
		t.Errorf("-o DIR: status %d, %q", status, errs)
	}
	if before, err := os.Stat(os.DevNull); err == nil && runtime.GOOS != "windows" {
		if status, errs := sweep(os.DevNull); status != 0 || errs != "" {
			t.Errorf("-o /dev/null: status %d, %q", status, errs)
		}
		if after, err := os.Stat(os.DevNull); err != nil || after.Mode() != before.Mode() {
			t.Errorf("/dev/null is now %v (was %v)", after.Mode(), before.Mode())
		}
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		if status, errs := sweep("/dev/full"); status != 1 || !strings.Contains(errs, "no space") {
			t.Errorf("-o /dev/full: status %d, %q", status, errs)
		}
		if fi, err := os.Stat("/dev/full"); err != nil || fi.Mode().IsRegular() {
			t.Errorf("/dev/full is now %v, %v", fi.Mode(), err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("files left: %v", entries)
	}
}

// TestParallelCapped: absurd --workers and --jobs are refused at once
// (they were OOM-killed at 22.8 GB).
func TestParallelCapped(t *testing.T) {
	dir := t.TempDir()
	most := strconv.Itoa(parallelPerCore * runtime.GOMAXPROCS(0))
	for _, args := range [][]string{
		{"run", "grundy", "-n", "100", "--dir", dir + "/r", "--workers", "1000000000"},
		{"sweep", "--codes", "0.77", "-n", "100", "--jobs", "1000"},
	} {
		start := time.Now()
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.Contains(errs, "at most "+most) || time.Since(start) > 5*time.Second {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
	}
	// Within the cap, jobs × the values of one code must fit the memory
	// limit: 2 jobs of 10^7 values need 200 MB.
	if status, _, errs := runCLI("sweep", "--codes", "0.77", "-n", "10000000", "--jobs", "2", "--mem-limit", "100MB"); status != 2 || !strings.Contains(errs, "2 codes at once") {
		t.Errorf("sweep --jobs 2 beyond the memory limit: status %d, %q", status, errs)
	}
	if m := runJSON(t, "run", "kayles", "-n", "100", "--dir", dir+"/ok", "--workers", most, "--json"); m["heaps"] != "101" {
		t.Errorf("run --workers %s: %v", most, m)
	}
}

// TestRunDirLocked: a second run on the directory of a running one exits
// 2 naming the first one's pid; once the first is gone the directory is
// free again.
func TestRunDirLocked(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the pid is read from /proc/locks")
	}
	dir := filepath.Join(t.TempDir(), "ck")
	cmd, r := startLocking(t, "run grundy -n 100000000 --every 1h --dir "+dir, dir)
	defer cmd.Process.Kill()
	status, out, errs := runCLI("run", "grundy", "-n", "1000", "--dir", dir)
	want := fmt.Sprintf("grundy: run: directory %s in use by pid %d", dir, cmd.Process.Pid)
	if status != 2 || out != "" || !strings.HasPrefix(errs, want) {
		t.Errorf("second run: status %d, stdout %q, stderr %q; want %q…", status, out, errs, want)
	}
	cmd.Process.Signal(os.Interrupt)
	io.ReadAll(r)
	cmd.Wait()
	// The first run saved on Ctrl-C and released the lock.
	if m := runJSON(t, "run", "grundy", "-n", "1000", "--dir", dir, "--json"); fewerHeaps(m, 1001) {
		t.Errorf("after the first run: %v", m)
	}
}

// TestSearchDirLocked: the searches' --dir is locked as run's is (two
// searches saving one table each were both accepted), a --dir through a
// file is bad input (exit 2, was 1), and --save-every without --dir is
// refused rather than ignored.
func TestSearchDirLocked(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the pid is read from /proc/locks")
	}
	base := t.TempDir()
	file := filepath.Join(base, "file")
	if err := os.WriteFile(file, []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"cram", "4x5", "--dir", filepath.Join(file, "t")},
		{"chomp", "4x5", "--dir", file},
		{"nodekayles", "--family", "path", "-n", "5", "--dir", file},
		{"cram", "4x5", "--save-every", "1s"},
	} {
		if status, out, errs := runCLI(args...); status != 2 || out != "" || errs == "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 2", args, status, out, errs)
		}
	}
	dir := filepath.Join(base, "table")
	cmd, r := startLocking(t, "cram 7x7 --force --tt-mem 64MiB --dir "+dir, dir)
	defer cmd.Process.Kill()
	status, out, errs := runCLI("cram", "7x7", "--force", "--tt-mem", "64MiB", "--dir", dir)
	want := fmt.Sprintf("grundy: cram: directory %s in use by pid %d", dir, cmd.Process.Pid)
	if status != 2 || out != "" || !strings.HasPrefix(errs, want) {
		t.Errorf("second search: status %d, stdout %q, stderr %q; want %q…", status, out, errs, want)
	}
	cmd.Process.Signal(os.Interrupt)
	io.ReadAll(r)
	cmd.Wait()
}

// startLocking starts grundy ARGS in a child (runMainProcess), reads its
// "ready" line and waits until it holds the lock of dir (read off
// /proc/locks, without taking it). It returns the child and its stderr,
// for the caller to interrupt and drain; the caller kills it when done.
func startLocking(t *testing.T, args, dir string) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	cmd := runMainProcess(t, args)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(stderr)
	if line, err := r.ReadString('\n'); err != nil || line != "ready\n" {
		cmd.Process.Kill()
		t.Fatalf("child: %q, %v", line, err)
	}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if f, err := os.Open(dir); err == nil {
			pid := lockHolder(f)
			f.Close()
			if pid == cmd.Process.Pid {
				return cmd, r
			}
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("grundy %s never locked %s", args, dir)
		}
	}
}

// fewerHeaps reports whether a run's JSON says fewer than k heaps are
// stored (or says nothing readable).
func fewerHeaps(m map[string]any, k int64) bool {
	h, err := strconv.ParseInt(fmt.Sprint(m["heaps"]), 10, 64)
	return err != nil || h < k
}

// TestRunDirChecks: a directory with other files is bad input (exit 2),
// temporary files a kill -9 left are removed, a heap beyond the solver's
// 2^32 − 1 is bad input.
func TestRunDirChecks(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o644)
	if status, _, errs := runCLI("run", "kayles", "-n", "10", "--dir", dir); status != 2 || !strings.Contains(errs, "not a checkpoint directory") {
		t.Errorf("a non-empty directory: status %d, %q", status, errs)
	}
	if status, _, errs := runCLI("run", "grundy", "-n", "4294967296", "--mem-limit", "16GiB", "--dir", t.TempDir()); status != 2 || !strings.Contains(errs, "2^32") {
		t.Errorf("-n 2^32: status %d, %q", status, errs)
	}
	ck := filepath.Join(t.TempDir(), "ck")
	runJSON(t, "run", "kayles", "-n", "100", "--dir", ck, "--json")
	stale := []string{".checkpoint.json.tmp123456", ".values-000000000000-101.glc.tmp99-x1"}
	for _, name := range stale {
		os.WriteFile(filepath.Join(ck, name), []byte("half"), 0o600)
	}
	if m := runJSON(t, "run", "kayles", "-n", "200", "--dir", ck, "--json"); m["heaps"] != "201" {
		t.Errorf("resume with stale temporary files: %v", m)
	}
	for _, name := range stale {
		if _, err := os.Stat(filepath.Join(ck, name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s is left: %v", name, err)
		}
	}
}

// TestRunForgedPeriod: a period forged into checkpoint.json is not
// printed as certified; the one the theorem proves is.
func TestRunForgedPeriod(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ck")
	runJSON(t, "run", "kayles", "-n", "500", "--dir", dir, "--json")
	path := filepath.Join(dir, "checkpoint.json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	m["period"] = map[string]any{"preperiod": 3, "period": 5, "certified": true, "needed": 20}
	b, _ = json.Marshal(m)
	os.WriteFile(path, b, 0o644)
	// The checkpoint package either refuses the directory as corrupt (exit
	// 2) or re-derives the period from the values: Kayles has preperiod
	// 71 and period 12 (Guy and Smith 1956), proven from g(0…167).
	status, out, errs := runCLI("run", "kayles", "-n", "500", "--dir", dir, "--json")
	if status == 2 && strings.Contains(errs, "corrupt") && out == "" {
		return
	}
	var got map[string]any
	d := json.NewDecoder(strings.NewReader(out))
	d.UseNumber()
	if err := d.Decode(&got); err != nil || status != 0 || got["certified"] != true || got["preperiod"] != json.Number("71") || got["period"] != json.Number("12") {
		t.Errorf("after a forged period: status %d, %v, stderr %q", status, got, errs)
	}
}

// TestStdoutDevNull: /dev/null opened read-write (1<>/dev/null, Python's
// stdout=DEVNULL) is a fine stdout: it was refused as "closed". A closed
// stdout cannot be told from it (the Go runtime opens /dev/null
// read-write in its place), so it succeeds too.
func TestStdoutDevNull(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("sh redirections")
	}
	for _, redir := range []string{"1<>/dev/null", ">/dev/null", ">&-"} {
		cmd := exec.Command("sh", "-c", `exec "$0" `+redir, os.Args[0])
		cmd.Env = append(os.Environ(), "GRUNDY_TEST_MAIN=1", "GRUNDY_TEST_ARGS=seq kayles -n 5")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil || stderr.String() != "ready\n" {
			t.Errorf("seq %s: %v, stderr %q", redir, err, stderr.String())
		}
	}
}

// TestStdoutPipeClosed: grundy seq … | head ends quietly with status 0
// when head closes the pipe (it was killed by SIGPIPE: 141).
func TestStdoutPipeClosed(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("SIGPIPE")
	}
	for _, args := range []string{"seq kayles -n 3000000", "seq kayles -n 3000000 --json", "help"} {
		cmd := runMainProcess(t, args)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 10)
		io.ReadFull(out, buf)
		out.Close() // like head -c 10
		err = cmd.Wait()
		if err != nil || stderr.String() != "ready\n" {
			t.Errorf("%s | head: %v, stderr %q", args, err, stderr.String())
		}
	}
}

// TestMinorFaults: sizes near 2^63 (-n and --heaps) are too large, not
// "negative";
// a malformed $GRUNDY_MEM_LIMIT fails the commands (exit 2), not help.
func TestMinorFaults(t *testing.T) {
	for _, args := range [][]string{
		{"sweep", "--codes", "0.77", "-n", "9223372036854775807"},
		{"seq", "kayles", "-n", "9223372036854775807"},
		{"genus", "kayles", "-n", "9223372036854775807"},
		// The issue's own case: the table of heaps 0..MaxInt overflowed to
		// "-9223372036854775808 entries" (read as a negative size).
		{"misere", "kayles", "--heaps", "9223372036854775807"},
		{"misere", "kayles", "--heaps", "9223372036854775807,5"},
		{"misere", "sub:1,2", "--heaps", "9223372036854775807"},
	} {
		status, _, errs := runCLI(args...)
		if status != 2 || strings.Contains(errs, "negative") || strings.Contains(errs, "-9223372036854775808") {
			t.Errorf("%v: status %d, %q", args, status, errs)
		}
	}
	t.Setenv(memLimitEnv, "garbage")
	if status, out, errs := runCLI("help"); status != 0 || errs != "" || !strings.Contains(out, "usage") {
		t.Errorf("help with %s=garbage: status %d, %q", memLimitEnv, status, errs)
	}
	if status, _, errs := runCLI("seq", "nim", "-n", "3"); status != 2 || !strings.Contains(errs, memLimitEnv) {
		t.Errorf("seq with %s=garbage: status %d, %q", memLimitEnv, status, errs)
	}
	// --mem-limit wins over the variable.
	if status, _, errs := runCLI("seq", "nim", "-n", "3", "--mem-limit", "1GiB"); status != 0 {
		t.Errorf("seq --mem-limit with %s=garbage: status %d, %q", memLimitEnv, status, errs)
	}
}

// TestLimitsPerCall: parsing --mem-limit and --force sets no process
// limit; the command's context carries them (gamelib.LimitsFrom).
func TestLimitsPerCall(t *testing.T) {
	mem, work := gamelib.MemoryLimit(), gamelib.WorkLimit()
	fs := newFlagSet("x", io.Discard)
	if err := fs.Parse([]string{"--mem-limit", "1MiB", "--force"}); err != nil {
		t.Fatal(err)
	}
	if gamelib.MemoryLimit() != mem || gamelib.WorkLimit() != work {
		t.Fatalf("parsing set the process limits: %d, %d", gamelib.MemoryLimit(), gamelib.WorkLimit())
	}
	if l := gamelib.LimitsFrom(commandContext(fs)); l.Memory != 1<<20 || l.Work >= 0 {
		t.Errorf("the command's limits: %+v, want 1 MiB and no work limit", l)
	}
	fs = newFlagSet("x", io.Discard)
	fs.Parse([]string{"--force=false"})
	if l := gamelib.LimitsFrom(commandContext(fs)); l.Memory != mem || l.Work != gamelib.DefaultWorkLimit {
		t.Errorf("--force=false: %+v", l)
	}
	// A command leaves the process limits as they were.
	runCLI("seq", "nim", "-n", "3", "--mem-limit", "1MiB", "--force")
	if gamelib.MemoryLimit() != mem || gamelib.WorkLimit() != work {
		t.Errorf("after a command: %d, %d", gamelib.MemoryLimit(), gamelib.WorkLimit())
	}
}

// TestRunCorruptManifest: an unreadable manifest is bad input and says
// "corrupt checkpoint" (it said "corrupt chunk").
func TestRunCorruptManifest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ck")
	runJSON(t, "run", "kayles", "-n", "50", "--dir", dir, "--json")
	os.WriteFile(filepath.Join(dir, "checkpoint.json"), []byte("{not json"), 0o644)
	status, _, errs := runCLI("run", "kayles", "-n", "50", "--dir", dir)
	if status != 2 || !strings.Contains(errs, "corrupt checkpoint") || strings.Contains(errs, "chunk") {
		t.Errorf("a corrupt manifest: status %d, %q", status, errs)
	}
}

// TestPlotOutputLink: plot -o through a symbolic link replaces the
// target and keeps the link and the target's mode.
func TestPlotOutputLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "fig.svg")
	os.WriteFile(target, []byte("old"), 0o600)
	link := filepath.Join(dir, "link.svg")
	if err := os.Symlink("fig.svg", link); err != nil {
		t.Skip("no symbolic links")
	}
	if status, _, errs := runCLI("plot", "kayles", "-n", "30", "-o", link); status != 0 {
		t.Fatalf("plot -o LINK: status %d, %q", status, errs)
	}
	b, _ := os.ReadFile(target)
	fi, _ := os.Stat(target)
	li, _ := os.Lstat(link)
	if !bytes.Contains(b, []byte("<svg")) || fi.Mode().Perm() != 0o600 || li.Mode()&os.ModeSymlink == 0 {
		t.Errorf("after plot -o LINK: target %d bytes, mode %v; link %v", len(b), fi.Mode(), li.Mode())
	}
}

// TestRefusedUpFront: the commands of issue 22 that ran for hours or grew
// past the memory limit (three-heap hex codes, cubic; a period search
// whose window needs 10⁹ values; an 8-digit sweep) are estimated and
// refused at once with exit 2, saying which limit and how to lift it.
// (The misère cases are TestMisereRefusesUpFront's.)
func TestRefusedUpFront(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the way to insist the message names
	}{
		{[]string{"seq", "octal:0.8", "-n", "100000"}, "--force"},
		{[]string{"seq", "octal:0.57dC", "-n", "100000"}, "--force"},
		{[]string{"seq", "octal:0.8", "-n", "100000", "--json"}, "--force"},
		{[]string{"period", "sub:1000000000,5", "-n", "9999999999"}, "--mem-limit"},
		{[]string{"sweep", "--digits", "8", "-n", "100"}, "--force"},
	} {
		start := time.Now()
		status, out, errs := runCLI(tc.args...)
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("%v took %v, want a refusal up front", tc.args, took)
		}
		if status != 2 || out != "" || !strings.Contains(errs, "exceeds the limit") || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: status %d, stdout %.80q, stderr %q; want exit 2 naming %s", tc.args, status, out, errs, tc.want)
		}
	}
}

// TestInputMessages: bad input is named as typed — a character outside
// ASCII by itself, not by its first byte; graph6's lone '~' by the three
// bytes it lacks; sizes whose product overflows without a made-up count
// of cells; a number out of range as out of range — each with exit 2.
func TestInputMessages(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"cram", "--board", "．．"}, "character '．' at (0,0)"},
		{[]string{"cram", "--board", "..é/..."}, "character 'é' at (0,2)"},
		{[]string{"nodekayles", "--graph6", "é"}, "'é' (U+00E9)"},
		{[]string{"nodekayles", "--graph6", "~"}, "byte 126 needs 3 more bytes, has 0"},
		{[]string{"cram", "4294967296x4294967296"}, "4294967296×4294967296 board: board larger than the engine supports"},
		{[]string{"wythoff", "-n", "99999999999999999999"}, "out of range"},
		{[]string{"nodekayles", "--family", "grid:3", "-n", "1000"}, "graphs: grid 3×1000: more than 64 vertices"},
		{[]string{"nodekayles", "--family", "path", "-n", "70"}, "graphs: path of order 70: more than 64 vertices"},
	} {
		status, out, errs := runCLI(c.args...)
		if status != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want exit 2 and %q", c.args, status, out, errs, c.want)
		}
	}
}
