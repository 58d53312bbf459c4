package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTrivialGraphChecksDir: a graph answered without search (a mirror:
// no vertex, isolated vertices, two equal components) goes through --dir
// as a search does: a directory holding a Cram table, a checkpoint of
// grundy run or files and no table is refused (exit 2, nothing changed,
// no "dir" printed), and a fresh one gets the graph's table.
func TestTrivialGraphChecksDir(t *testing.T) {
	base := t.TempDir()
	cram := filepath.Join(base, "cram")
	if status, _, errs := runCLI("cram", "2x3", "--dir", cram, "--tt-mem", "1MiB"); status != 0 {
		t.Fatalf("cram 2x3: %d, %q", status, errs)
	}
	run := filepath.Join(base, "run")
	if status, _, errs := runCLI("run", "grundy", "-n", "10", "--dir", run); status != 0 {
		t.Fatalf("run: %d, %q", status, errs)
	}
	notes := filepath.Join(base, "notes")
	os.Mkdir(notes, 0o755)
	os.WriteFile(filepath.Join(notes, "a.txt"), []byte("mine"), 0o644)
	for _, args := range [][]string{
		{"nodekayles", "--edges", "0:", "--dir", cram, "--json"},
		{"arckayles", "--edges", "0:", "--dir", notes},
		{"arckayles", "--edges", "2:", "--dir", cram},
		{"nodekayles", "--edges", "0:", "--dir", run},
		{"nodekayles", "--edges", "0-1,2-3", "--dir", cram, "--outcome"},
		{"arckayles", "--edges", "0-1,2-3", "--dir", cram, "--outcome", "--moves"},
		{"nodekayles", "--family", "path", "--from", "0", "-n", "0", "--dir", cram},
	} {
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.Contains(errs, "nothing was changed") {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want 2 and the refusal", args, status, out, errs)
		}
	}
	fresh := filepath.Join(base, "fresh")
	status, out, errs := runCLI("nodekayles", "--edges", "0-1,2-3", "--dir", fresh, "--tt-mem", "1MiB", "--json")
	if status != 0 || !strings.Contains(out, `"nimber":0`) {
		t.Errorf("a fresh --dir: status %d, stdout %q, stderr %q", status, out, errs)
	}
	if _, err := os.Stat(filepath.Join(fresh, "table.json")); err != nil {
		t.Errorf("a fresh --dir: no table saved: %v", err)
	}
}
