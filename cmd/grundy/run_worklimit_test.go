package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunRefusedBeforeDir: a run whose work to N is beyond the work limit
// is refused as seq refuses it (exit 2, the --force hint), quoting heaps
// 0..N, before DIR is created; a DIR that existed is left as it was.
func TestRunRefusedBeforeDir(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "D")
	status, out, errs := runCLI("run", "octal:0.E6", "-n", "1000000", "--dir", dir, "--mem-limit", "1GiB")
	if status != 2 || out != "" || !strings.Contains(errs, "heaps 0..1000000") || !strings.Contains(errs, "run with --force to insist") {
		t.Fatalf("status %d, stdout %q, stderr %q: want exit 2 quoting heaps 0..1000000 with the --force hint", status, out, errs)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the refused run left %s behind (%v)", dir, err)
	}
	// An empty DIR that existed stays empty.
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if status, _, errs := runCLI("run", "octal:0.E6", "-n", "1000000", "--dir", dir); status != 2 {
		t.Fatalf("status %d, stderr %q: want 2", status, errs)
	}
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
		t.Errorf("the refused run wrote %v into the existing %s (%v)", entries, dir, err)
	}
}
