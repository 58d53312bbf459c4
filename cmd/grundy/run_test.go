package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/gamelib/octal/checkpoint"
)

// TestRunCommand: a run, extended by a second run, stores the values seq
// gives; a truncated chunk or another game's directory is bad input (exit
// 2) and changes nothing; bad flags are bad input.
func TestRunCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ck")
	m := runJSON(t, "run", "grundy", "-n", "50000", "--dir", dir, "--chunk", "20000", "--json")
	if m["heaps"] != "50001" || m["resumed"] != "0" || m["computed"] != "50001" {
		t.Errorf("first run: %v", m)
	}
	m = runJSON(t, "run", "grundy", "-n", "90000", "--dir", dir, "--chunk", "20000", "--json")
	if m["heaps"] != "90001" || m["resumed"] != "50001" || m["computed"] != "40000" {
		t.Errorf("second run: %v", m)
	}
	d, err := checkpoint.Open(dir, "octal:4!.0") // Grundy's game is the code 4!.0
	if err != nil {
		t.Fatal(err)
	}
	got, err := d.Load(0)
	if err != nil {
		t.Fatal(err)
	}
	want, err := octal.GrundysGame().Values16(90000, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("stored values differ from Values16's")
	}
	if status, _, errs := runCLI("run", "kayles", "-n", "100", "--dir", dir); status != 2 || !strings.Contains(errs, "another game") {
		t.Errorf("another game: status %d, stderr %q", status, errs)
	}
	chunk := filepath.Join(dir, d.Manifest().Chunks[1].File)
	b, _ := os.ReadFile(chunk)
	os.WriteFile(chunk, b[:len(b)-7], 0o644)
	before, _ := os.ReadFile(filepath.Join(dir, "checkpoint.json"))
	if status, _, errs := runCLI("run", "grundy", "-n", "100000", "--dir", dir); status != 2 || !strings.Contains(errs, "corrupt") {
		t.Errorf("truncated chunk: status %d, stderr %q", status, errs)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "checkpoint.json")); string(after) != string(before) {
		t.Errorf("the manifest changed after a failed resume")
	}
	for _, args := range [][]string{
		{"run", "grundy", "-n", "10"},
		{"run", "grundy", "--dir", dir},
		{"run", "nim", "-n", "10", "--dir", dir},
		{"run", "grundy", "-n", "-1", "--dir", dir},
		{"run", "-n", "10", "--dir", dir},
		{"run", "grundy", "-n", "10", "--dir", dir, "--chunk", "0"},
	} {
		if status, out, errs := runCLI(args...); status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
	}
}

// TestRunRefusesNonSparseCodes: a code the rare/common solver does not
// handle (a repeating part, or "!" on some splitting digits only) is bad
// input, exit 2, not a failure.
func TestRunRefusesNonSparseCodes(t *testing.T) {
	for _, game := range []string{"octal:0.[3]", "octal:0.3[3]"} {
		status, out, errs := runCLI("run", game, "-n", "100", "--dir", t.TempDir())
		if status != 2 || out != "" || !strings.Contains(errs, "rare/common solver does not handle") {
			t.Errorf("run %s: status %d, stdout %q, stderr %q; want 2 and the reason", game, status, out, errs)
		}
	}
}
