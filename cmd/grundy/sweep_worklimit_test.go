package main

import (
	"strings"
	"testing"
)

// TestSweepCodeBeyondWorkLimit: a cubic hexadecimal code whose work to N
// is far beyond the work limit (0.E6 to 10⁶ heaps, ~2.8·10¹⁶ steps) gets
// a line saying so at once, with the hint seq gives, and the sweep goes
// on with the next code (exit 0).
func TestSweepCodeBeyondWorkLimit(t *testing.T) {
	status, out, errs := runCLI("sweep", "--codes", "0.E6,0.77", "-n", "1000000", "--mem-limit", "1GiB")
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"code":"0.E6"`) || !strings.Contains(lines[0], "estimated work exceeds the limit") ||
		!strings.Contains(lines[0], "run with --force to insist") || !strings.Contains(lines[0], "heaps 0..1000000") {
		t.Fatalf("lines %q: want 0.E6 refused with the --force hint, then 0.77", lines)
	}
	if !strings.Contains(lines[1], `"code":"0.77"`) || !strings.Contains(lines[1], `"certified":true`) {
		t.Errorf("second line %q: want 0.77 certified", lines[1])
	}
}
