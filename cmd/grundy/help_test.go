package main

import (
	"strings"
	"testing"
)

// TestHelpCommand: grundy help CMD prints that command's line and flags
// on stdout (exit 0), for every command; an unknown one is bad usage
// (exit 2); the general help names every search in its progress note.
func TestHelpCommand(t *testing.T) {
	for name := range commands {
		status, out, errs := runCLI("help", name)
		if status != 0 || errs != "" || !strings.HasPrefix(out, "grundy "+name+": ") || !strings.Contains(out, "\nflags:\n") || !strings.Contains(out, "-mem-limit") {
			t.Errorf("help %s: status %d, stderr %q, stdout %q", name, status, errs, out)
		}
	}
	if status, out, errs := runCLI("help", "cram"); !strings.Contains(out, "-tt-mem") || status != 0 {
		t.Errorf("help cram: status %d, stdout %q, stderr %q", status, out, errs)
	}
	status, out, errs := runCLI("help", "foo")
	if status != 2 || out != "" || errs != "grundy: help: unknown command \"foo\" (run 'grundy help' for the list)\n" {
		t.Errorf("help foo: status %d, stdout %q, stderr %q", status, out, errs)
	}
	_, out, _ = runCLI("help")
	if !strings.Contains(out, "(cram, nodekayles, arckayles, and\nchomp with --dir)") || !strings.Contains(out, "grundy help COMMAND") {
		t.Errorf("help: %q", out)
	}
	// help help (or -h) is the general help; a second argument is refused.
	for _, h := range []string{"help", "-h", "--help"} {
		if status, got, _ := runCLI("help", h); status != 0 || got != out {
			t.Errorf("help %s: status %d, stdout %q; want the general help", h, status, got)
		}
	}
	if status, got, errs := runCLI("help", "cram", "extra"); status != 2 || got != "" || !strings.Contains(errs, `unexpected argument "extra"`) {
		t.Errorf("help cram extra: status %d, stdout %q, stderr %q", status, got, errs)
	}
}
