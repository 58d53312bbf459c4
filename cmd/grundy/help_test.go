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

// TestFlagHelpIsCommandHelp: grundy CMD --help prints on stderr what
// grundy help CMD prints on stdout, the command's line first (it printed
// the flags alone, from "-definition" on, for every command: probe of 6
// December 2026), exit 0.
func TestFlagHelpIsCommandHelp(t *testing.T) {
	for name := range commands {
		_, want, _ := runCLI("help", name)
		status, out, errs := runCLI(name, "--help")
		if status != 0 || out != "" || errs != want {
			t.Errorf("%s --help: status %d, stdout %q, stderr %q; want grundy help %s's text on stderr", name, status, out, errs, name)
		}
	}
}

// TestErrorsNameCommand: every error line says which command it is of —
// "grundy: seq: n must be …", not "grundy: n must be …"; a library's
// error after it ("grundy: seq: octal: …") — and one already naming it is
// not named twice (probe of 6 December 2026: a dozen commands' errors
// named none).
func TestErrorsNameCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"seq", "kayles", "-n", "-1"}, "grundy: seq: n must be non-negative, got -1\n"},
		{[]string{"period", "kayles", "-n", "-3"}, "grundy: period: "},
		{[]string{"split", "-n", "20", "--mod", "1"}, "grundy: split: --mod must be at least 2"},
		{[]string{"seq", "kayles", "-n", "200", "--mem-limit", "1KiB"}, "grundy: seq: octal: "},
		{[]string{"seq", "-n", "5"}, "grundy: seq: "},
		{[]string{"cram", "5y7"}, "grundy: cram: "},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, tc.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want it to begin %q", tc.args, status, out, errs, tc.want)
		}
		if strings.HasPrefix(errs, "grundy: "+tc.args[0]+": "+tc.args[0]+":") {
			t.Errorf("%v: the command named twice: %q", tc.args, errs)
		}
	}
	for _, tc := range []struct{ name, msg, want string }{
		{"seq", "n must be non-negative", "seq: n must be non-negative"},
		{"seq", "seq: -n N is required", "seq: -n N is required"},
		{"table", "table cram at 5×9: no memory", "table cram at 5×9: no memory"},
		{"table", "tables: x", "table: tables: x"},
	} {
		if got := namedBy(tc.name, tc.msg); got != tc.want {
			t.Errorf("namedBy(%q, %q) = %q, want %q", tc.name, tc.msg, got, tc.want)
		}
	}
}
