package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// TestHangupTwiceRun: a closed terminal may send two SIGHUPs (the kernel
// one to the foreground process group, bash one to each of its jobs),
// which count as one: a checkpointed run (grundy run --dir) given two
// saves its heaps, says so and exits 129, where main's handler took the
// second for a user insisting and exited at once, the heaps since the
// last checkpoint lost. The child runs until its first progress line
// (GRUNDY_PROGRESS_EVERY=1s), then gets both signals.
func TestHangupTwiceRun(t *testing.T) {
	needHangup(t)
	dir := filepath.Join(t.TempDir(), "run")
	cmd := runMainProcess(t, "run grundy -n 100000000 --every 1h --dir "+dir)
	cmd.Env = append(cmd.Env, progressEveryEnv+"=1s")
	stdout, rest, status, err := signalChild(t, cmd, func(r *bufio.Reader) {
		if line, err := r.ReadString('\n'); err != nil || !strings.Contains(line, "run grundy") {
			cmd.Process.Kill()
			t.Fatalf("child's progress: %q, %v", line, err)
		}
	}, syscall.SIGHUP, syscall.SIGHUP) // two deliveries: the kernel's and bash's come apart
	line := regexp.MustCompile(`grundy: interrupted; (\d+) heaps saved in ` + regexp.QuoteMeta(dir) + ` \(run the same command to resume\)\n$`)
	if status != exitHangup || !line.MatchString(rest) || stdout != "" {
		t.Errorf("after two SIGHUPs: %v, status %d, stdout %q, stderr %q; want %d and %v", err, status, stdout, rest, exitHangup, line)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Errorf("nothing saved: %v", err)
	}
}

// TestSearchSignalsHangupTwice: while a search saves its table, a
// second SIGHUP is not counted (a closed terminal sends two), so that a
// third signal says to wait rather than abandoning the save.
func TestSearchSignalsHangupTwice(t *testing.T) {
	t.Cleanup(func() { firstSignalStatus.Store(0) })
	sig := make(chan os.Signal) // unbuffered: a send returns once read
	var errb strings.Builder
	abandon := make(chan struct{})
	done := make(chan struct{})
	go func() {
		searchSignals(sig, &errb, "cram", "D", func() {}, abandon, nil)
		close(done)
	}()
	sig <- syscall.SIGHUP
	sig <- syscall.SIGHUP
	sig <- os.Interrupt
	close(sig)
	<-done
	select {
	case <-abandon:
		t.Errorf("two SIGHUPs and a Ctrl-C abandoned the save")
	default:
	}
	lines := strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "saving the table in D, wait") || !strings.Contains(lines[1], "still saving the table in D; wait") {
		t.Errorf("stderr %q, want the first signal's line and the second's", errb.String())
	}
}

// TestOnInterruptHangupTwice: main's handler does not count a second
// SIGHUP (a closed terminal sends two) as a user insisting, which exits
// at once: given SIGHUP, SIGHUP and Ctrl-C while the output is held, it
// exits at once only on the Ctrl-C (none left unread), with the first
// signal's status.
func TestOnInterruptHangupTwice(t *testing.T) {
	t.Cleanup(func() { firstSignalStatus.Store(0); interrupted.Store(false) })
	sig := make(chan os.Signal, 3)
	sig <- syscall.SIGHUP
	sig <- syscall.SIGHUP
	sig <- os.Interrupt
	type call struct{ status, unread int }
	calls := make(chan call, 4)
	outputMu.Lock() // a command writing its output
	go onInterrupt(sig, io.Discard, func(s int) { calls <- call{s, len(sig)} })
	first := <-calls // from the handler of further signals
	close(sig)
	outputMu.Unlock()
	last := <-calls   // the handler's own, once the output is done
	outputMu.Unlock() // its exit returned holding it
	if first != (call{exitHangup, 0}) || last.status != exitHangup {
		t.Errorf("exits %+v then %+v; want the first on the Ctrl-C (none unread), both %d", first, last, exitHangup)
	}
}
