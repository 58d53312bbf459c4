package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/signal"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// runCLI runs the command line and returns its exit status and output.
func runCLI(args ...string) (status int, stdout, stderr string) {
	var out, errb bytes.Buffer
	status = run(args, &out, &errb)
	return status, out.String(), errb.String()
}

// runJSON runs args, checks that they succeed and print exactly one JSON
// object and a newline and nothing on stderr, and decodes the object with
// numbers as json.Number, so that counts and values compare exactly.
func runJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	status, out, errs := runCLI(args...)
	if status != 0 || errs != "" || !strings.HasSuffix(out, "}\n") || strings.Count(out, "\n") != 1 {
		t.Fatalf("grundy %v: status %d, stdout %q, stderr %q", args, status, out, errs)
	}
	var m map[string]any
	d := json.NewDecoder(strings.NewReader(out))
	d.UseNumber()
	if err := d.Decode(&m); err != nil {
		t.Fatalf("grundy %v: %v in %q", args, err, out)
	}
	return m
}

// sortedKeys returns the keys of a decoded JSON object in order.
func sortedKeys(m map[string]any) []string {
	k := make([]string, 0, len(m))
	for key := range m {
		k = append(k, key)
	}
	slices.Sort(k)
	return k
}

// lastAfterProgress returns the last line of a child's stderr rest,
// stopped by sig, and reports every line before it that is not a
// progress line (progress).
func lastAfterProgress(t *testing.T, rest string, progress *regexp.Regexp, sig os.Signal) string {
	t.Helper()
	lines := strings.SplitAfter(rest, "\n")
	last := ""
	if len(lines) >= 2 {
		last = lines[len(lines)-2] // the last, before the "" after its newline
	}
	for _, l := range lines[:max(len(lines)-2, 0)] {
		if !progress.MatchString(l) {
			t.Errorf("after %v: a line %q before the last", sig, l)
		}
	}
	return last
}

// needHangup skips a test that sends SIGHUP to a child where there is no
// SIGHUP, or where this process ignores it (nohup), as its children then
// do too.
func needHangup(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no SIGHUP")
	}
	if signal.Ignored(syscall.SIGHUP) {
		t.Skip("SIGHUP ignored (nohup): the children ignore it too")
	}
}
