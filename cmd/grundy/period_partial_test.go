package main

import (
	"bytes"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestPeriodPartialLimit: grundy period on Grundy's game (no period in
// sight) under --mem-limit 64KiB: the check of g(0…16383) is refused
// (its period search table, 6 bytes a value), and the one stderr line,
// exit 2 and nothing on stdout as before, ends with what the checks
// before it established instead of throwing it away.
func TestPeriodPartialLimit(t *testing.T) {
	for _, args := range [][]string{
		{"period", "grundy", "-n", "1000000000", "--mem-limit", "64KiB"},
		{"period", "grundy", "-n", "1000000000", "--json", "--mem-limit", "64KiB"},
	} {
		var out, errb bytes.Buffer
		status := run(args, &out, &errb)
		want := "grundy: period: octal: octal:4!.0: period search table: 16384 entries of 6 bytes: memory need exceeds the limit (memory limit 65536 bytes); --mem-limit SIZE or $" + memLimitEnv + " raises the limit; g(0…8191) computed, no period proven on them (none observed either)\n"
		if status != 2 || out.Len() != 0 || errb.String() != want {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want status 2 and %q", args, status, out.String(), errb.String(), want)
		}
	}
}

// TestPeriodPartialText: what an unfinished period search tells.
func TestPeriodPartialText(t *testing.T) {
	for _, c := range []struct {
		p    gamelib.Period
		want string
	}{
		{gamelib.Period{}, ""},
		{gamelib.Period{Checked: 2097152}, "g(0…2097151) computed, no period proven on them (none observed either)"},
		{gamelib.ObservedPeriod(128, 10, 5, 0), "g(0…127) computed, no period proven on them (they show preperiod 10, period 5, not proven: 23 whole periods after the preperiod, in g(0…127))"},
		{gamelib.ObservedPeriod(128, 10, 5, 2), "g(0…127) computed, no period proven on them (they show preperiod 10, period 5, saltus 2, not proven: 23 whole periods after the preperiod, in g(0…127))"},
	} {
		if got := periodPartial(c.p); got != c.want {
			t.Errorf("%+v: %q, want %q", c.p, got, c.want)
		}
	}
}

// TestPeriodPartialInterrupt: Ctrl-C (or SIGTERM) on a long period
// search exits 130 (143) with nothing on stdout and one stderr line after
// the progress lines, saying how far it got: the values computed and
// searched with no period proven. The signal is sent at the child's
// first progress line ($GRUNDY_PROGRESS_EVERY), not after a time.
func TestPeriodPartialInterrupt(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT")
	}
	line := regexp.MustCompile(`^grundy: period: interrupted(?:; g\(0…(\d+)\) computed, no period proven on them \(none observed either\))?\n$`)
	progress := regexp.MustCompile(`^grundy: progress [^ ]+: grundy`)
	for _, c := range []struct {
		sig    os.Signal
		status int
	}{{os.Interrupt, exitInterrupted}, {syscall.SIGTERM, exitTerminated}} {
		cmd := runMainProcess(t, "period grundy -n 4611686018427387904")
		cmd.Env = append(cmd.Env, progressEveryEnv+"=1s")
		stdout, rest, status, err := signalOnProgress(t, cmd, progress.MatchString, c.sig)
		last := lastAfterProgress(t, rest, progress, c.sig)
		m := line.FindStringSubmatch(last)
		if status != c.status || stdout != "" || m == nil {
			t.Fatalf("after %v: %v, status %d, stdout %q, stderr %q", c.sig, err, status, stdout, rest)
		}
		if m[1] == "" {
			t.Errorf("after %v: %q says nothing of the values checked, a second in", c.sig, last)
			continue
		}
		// The lengths checked grow from 64 by doubling: g(0…2^k − 1).
		k, _ := strconv.Atoi(m[1])
		if k < 63 || (k+1)&k != 0 {
			t.Errorf("after %v: g(0…%d) checked, want g(0…2^k−1)", c.sig, k)
		}
		t.Logf("after %v: %s", c.sig, strings.TrimSpace(last))
	}
}
