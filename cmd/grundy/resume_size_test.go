package main

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestResumeOtherSize: a table saved with one --tt-mem and read back
// with another keeps what fits, and says how many entries it dropped —
// tt_resumed the entries kept, tt_resume_dropped the others, their sum
// the entries saved, and one stderr line — where until 6 December 2026
// tt_resumed counted them all and the loss was silent (the probe: 5x8
// saved at 256MiB, 1,288,435 entries, resumed at 64MiB, 11,095 lost).
// The same --tt-mem drops none and says nothing.
func TestResumeOtherSize(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tt")
	saved := runJSON(t, "cram", "3x11", "--tt-mem", "1MiB", "--dir", dir, "--json")
	entries, _ := strconv.Atoi(saved["tt_entries"].(string))
	if entries == 0 {
		t.Fatalf("nothing saved: %v", saved)
	}
	status, stdout, stderr := runCLI("cram", "3x11", "--tt-mem", "1MiB", "--dir", dir, "--json")
	var m map[string]any
	if status != 0 || json.Unmarshal([]byte(stdout), &m) != nil || m["tt_resumed"] != strconv.Itoa(entries) || m["tt_resume_dropped"] != "0" || stderr != "" {
		t.Fatalf("the same size: status %d, %s, stderr %q; want all %d entries kept, none dropped, no note", status, stdout, stderr, entries)
	}
	status, stdout, stderr = runCLI("cram", "3x11", "--tt-mem", "320KiB", "--dir", dir, "--json")
	if status != 0 || json.Unmarshal([]byte(stdout), &m) != nil {
		t.Fatalf("another size: status %d, %s, %s", status, stdout, stderr)
	}
	kept, _ := strconv.Atoi(m["tt_resumed"].(string))
	dropped, _ := strconv.Atoi(m["tt_resume_dropped"].(string))
	if dropped == 0 || kept+dropped != entries {
		t.Errorf("another size: kept %d + dropped %d, want a drop and the sum %d (%v)", kept, dropped, entries, m)
	}
	if want := strconv.Itoa(dropped) + " of its " + strconv.Itoa(entries) + " entries"; !strings.Contains(stderr, want) || !strings.Contains(stderr, "same --tt-mem keeps every entry") {
		t.Errorf("another size: stderr %q, want a line with %q", stderr, want)
	}
}
