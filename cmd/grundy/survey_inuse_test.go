//go:build linux

package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestSurveyRunNotSavedYet: a survey of a directory a run holds before
// its first save (no checkpoint.json yet) says the directory is in use
// by the run's pid, as a second run is told, not that it is not a run's
// directory.
func TestSurveyRunNotSavedYet(t *testing.T) {
	dir := t.TempDir()
	unlock, err := lockDir("run", dir) // the run, before its first save
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	status, out, errs := runCLI("survey", "grundy", "--dir", dir)
	if status != 2 || out != "" || !strings.Contains(errs, "in use by") || strings.Contains(errs, "no checkpoint.json") {
		t.Fatalf("status %d, stdout %q, stderr %q: want exit 2, the directory in use", status, out, errs)
	}
	if pid := lockHolder0(); pid != "" && !strings.Contains(errs, pid) {
		t.Errorf("stderr %q does not name the holder, %s", errs, pid)
	}
}

// lockHolder0 is the pid the lock's error names for a lock this process
// holds.
func lockHolder0() string { return "pid " + strconv.Itoa(os.Getpid()) }
