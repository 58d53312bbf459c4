package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestHangupSaves: SIGHUP (a closed terminal, a dropped SSH session)
// during a search with --dir is answered as SIGTERM is: the table is
// saved, the same two lines say so, and the status is 129 (128 + 1), not
// the runtime's default death by the signal with nothing saved.
func TestHangupSaves(t *testing.T) {
	needHangup(t)
	dir := filepath.Join(t.TempDir(), "tt")
	stdout, rest, status, err := signalMainProcess(t, "cram 6x7 --force --tt-mem 1MiB --dir "+dir, 300*time.Millisecond, syscall.SIGHUP)
	want := fmt.Sprintf("grundy: cram: interrupted; saving the table in %s, wait\n"+
		"grundy: cram: interrupted; the table is saved in %s (run the same command to resume)\n", dir, dir)
	if status != exitHangup || stdout != "" || rest != want {
		t.Errorf("after SIGHUP: %v, status %d, stdout %q, stderr %q; want %d and %q", err, status, stdout, rest, exitHangup, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "table.json")); err != nil {
		t.Errorf("after SIGHUP: no saved table: %v", err)
	}
}

// TestHangupOthers: SIGHUP stops every other command the way SIGTERM
// does, with status 129: a plain command (main's handler), a family of
// graphs (its partial values), a checkpointed run (its values saved) and
// a sweep (whole lines). A checkpointed run and a sweep, which exit on
// their own, exit with the status of the signal that stopped them (they
// gave 130 for every signal).
func TestHangupOthers(t *testing.T) {
	needHangup(t)
	run := filepath.Join(t.TempDir(), "run")
	for _, c := range []struct {
		args   string
		delay  time.Duration
		line   *regexp.Regexp
		sig    os.Signal
		status int
	}{
		{"seq lasker -n 150000 --definition --json", 50 * time.Millisecond, regexp.MustCompile(`^grundy: interrupted\n$`), syscall.SIGHUP, exitHangup},
		{"nodekayles --family grid:6 -n 10", 1500 * time.Millisecond, regexp.MustCompile(`^grundy: nodekayles: interrupted.*\n$`), syscall.SIGHUP, exitHangup},
		{"run grundy -n 100000000 --every 1s --dir " + run, 300 * time.Millisecond, regexp.MustCompile(`^grundy: interrupted; \d+ heaps saved in .*\n$`), syscall.SIGHUP, exitHangup},
		{"run grundy -n 100000000 --every 1s --dir " + run, 300 * time.Millisecond, regexp.MustCompile(`^grundy: interrupted; \d+ heaps saved in .*\n$`), syscall.SIGTERM, exitTerminated},
		{"sweep --digits 4 -n 2000000 --jobs 1 -o " + filepath.Join(t.TempDir(), "s.jsonl"), 300 * time.Millisecond, regexp.MustCompile(`^grundy: sweep: interrupted after \d+ lines\n$`), syscall.SIGHUP, exitHangup},
		{"sweep --digits 4 -n 2000000 --jobs 1", 300 * time.Millisecond, regexp.MustCompile(`^grundy: sweep: interrupted after \d+ lines\n$`), syscall.SIGTERM, exitTerminated},
	} {
		stdout, rest, status, err := signalMainProcess(t, c.args, c.delay, c.sig)
		if status != c.status || !c.line.MatchString(rest) || stdout != "" && !strings.HasPrefix(c.args, "sweep") {
			t.Errorf("%s, after %v: %v, status %d, stdout %d bytes, stderr %q; want %d and %v", c.args, c.sig, err, status, len(stdout), rest, c.status, c.line)
		}
	}
}

// TestNohupKeepsRunning: a grundy started with SIGHUP ignored (nohup)
// keeps it ignored, so that it goes on when the terminal closes; Ctrl-C
// then still stops it and saves.
func TestNohupKeepsRunning(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGHUP")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := filepath.Join(t.TempDir(), "tt")
	cmd := exec.Command("sh", "-c", `trap '' HUP; exec "$0"`, os.Args[0])
	cmd.Env = append(os.Environ(), "GRUNDY_TEST_MAIN=1", "GRUNDY_TEST_ARGS=cram 6x7 --force --tt-mem 1MiB --dir "+dir)
	stdout, rest, status, err := signalChild(t, cmd, func(*bufio.Reader) {
		time.Sleep(200 * time.Millisecond)
		if err := cmd.Process.Signal(syscall.SIGHUP); err != nil {
			t.Error(err)
		}
		time.Sleep(300 * time.Millisecond)
	}, os.Interrupt)
	want := fmt.Sprintf("grundy: cram: interrupted; saving the table in %s, wait\n"+
		"grundy: cram: interrupted; the table is saved in %s (run the same command to resume)\n", dir, dir)
	if status != exitInterrupted || stdout != "" || rest != want {
		t.Errorf("SIGHUP (ignored), then SIGINT: %v, status %d, stdout %q, stderr %q; want %d and %q", err, status, stdout, rest, exitInterrupted, want)
	}
	if strings.Contains(rest, "hangup") {
		t.Errorf("stderr %q", rest)
	}
}

// TestIgnoredInterruptKeptIgnored: a grundy started with SIGINT ignored
// (grundy … & in a shell script) keeps it ignored, as a shell's
// background job must: the Ctrl-C meant for the script does not stop
// it; SIGTERM still stops it and saves.
func TestIgnoredInterruptKeptIgnored(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no trap")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	if signal.Ignored(os.Interrupt) {
		t.Skip("SIGINT ignored: the children ignore it too")
	}
	dir := filepath.Join(t.TempDir(), "tt")
	cmd := exec.Command("sh", "-c", `trap '' INT; exec "$0"`, os.Args[0])
	cmd.Env = append(os.Environ(), "GRUNDY_TEST_MAIN=1", "GRUNDY_TEST_ARGS=cram 6x7 --force --tt-mem 1MiB --dir "+dir)
	stdout, rest, status, err := signalChild(t, cmd, func(*bufio.Reader) {
		time.Sleep(200 * time.Millisecond)
		if err := cmd.Process.Signal(os.Interrupt); err != nil {
			t.Error(err)
		}
		time.Sleep(300 * time.Millisecond)
	}, syscall.SIGTERM)
	want := fmt.Sprintf("grundy: cram: interrupted; saving the table in %s, wait\n"+
		"grundy: cram: interrupted; the table is saved in %s (run the same command to resume)\n", dir, dir)
	if status != exitTerminated || stdout != "" || rest != want {
		t.Errorf("SIGINT (ignored), then SIGTERM: %v, status %d, stdout %q, stderr %q; want %d and %q", err, status, stdout, rest, exitTerminated, want)
	}
}
