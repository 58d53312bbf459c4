package main

import (
	"strings"
	"testing"
)

// Issue 22: misère heap bounds whose work is hours are refused up front
// (exit 2, naming --force) or answered quickly; the policy (misere.Genera,
// misere.Sum) estimates every method it tries.
func TestMisereRefusesUpFront(t *testing.T) {
	for _, args := range [][]string{
		{"misere", "split:2", "--heaps", "1000000,5"},
		{"misere", "split:2", "--heaps", "1000000,5", "--method", "quotient"},
		{"genus", "split:2", "-n", "1000000"},
		{"genus", "split:2", "-n", "1000000", "--method", "quotient"},
	} {
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.Contains(errs, "estimated work exceeds the limit") || !strings.Contains(errs, "--force") || strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want exit 2 with the estimate on one line", args, status, out, errs)
		}
	}
	// Tame throughout: answered by the tame genera (it used to fall to
	// the quotient, which had no estimate, and ran for minutes).
	status, out, errs := runCLI("misere", "sub:1,2", "--heaps", "500000,5", "--json")
	if status != 0 || !strings.Contains(out, `"method":"tame"`) || !strings.Contains(out, `"outcome":"P"`) {
		t.Errorf("misere sub:1,2 --heaps 500000,5: status %d, stdout %q, stderr %q", status, out, errs)
	}
}
