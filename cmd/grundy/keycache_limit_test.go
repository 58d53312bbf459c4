package main

import (
	"strings"
	"testing"
)

// TestKeyCacheCheckedFirst: a family of graphs, or a Node Kayles table,
// whose largest graph needs a key cache above --mem-limit is refused
// before its first search, naming that graph's order and the cache's
// bytes, not at that graph after the values before it; one whose
// largest graph's cache fits runs.
func TestKeyCacheCheckedFirst(t *testing.T) {
	for _, args := range []string{
		"nodekayles --family path -n 10",
		"arckayles --family path -n 12",
		"nodekayles --family grid:6 -n 10",
		"table nodekayles:paths 1x10",
		"table nodekayles:grid 3x4",
		"table nodekayles:grid:wins 3x4",
	} {
		status, out, errs := runCLI(append(strings.Fields(args), "--mem-limit", "64KiB")...)
		if status != 2 || out != "" || !strings.Contains(errs, "whose largest graph has") || !strings.Contains(errs, "key cache: 1 entry of") ||
			strings.Contains(errs, "the values of") || strings.Contains(errs, "the nimbers of") {
			t.Errorf("grundy %s --mem-limit 64KiB: status %d, stdout %q, stderr %q; want 2 and the key cache refused up front", args, status, out, errs)
		}
	}
	if status, out, errs := runCLI("nodekayles", "--family", "path", "-n", "7", "--mem-limit", "64KiB"); status != 0 || out != "0 1 1 2 0 3 1 1\n" {
		t.Errorf("path to n = 7 in 64KiB: status %d, stdout %q, stderr %q", status, out, errs)
	}
}
