package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCramCommand: nimbers and outcomes of rectangles and boards (Beling's
// table: 4×5 has nimber 2), the table saved and resumed, and bad input
// (exit 2, nothing saved changed).
func TestCramCommand(t *testing.T) {
	m := runJSON(t, "cram", "4x5", "--tt-mem", "1MiB", "--json")
	if fmt.Sprint(m["nimber"]) != "2" || m["outcome"] != "N" || m["board"] != "...../...../...../....." || m["game"] != "cram" {
		t.Errorf("cram 4x5: %v", m)
	}
	if _, ok := m["nodes"].(string); !ok {
		t.Errorf("nodes is not a string: %v", m["nodes"])
	}
	m = runJSON(t, "cram", "--board", "..#./..../....", "--outcome", "--json")
	if _, ok := m["nimber"]; ok || m["outcome"] != "N" || fmt.Sprint(m["cells"]) != "11" {
		t.Errorf("cram --board --outcome: %v", m)
	}
	// An even×odd board's outcome is known at the first node
	// (cram.EstimateOutcomeWork): 7×8, whose nimber is refused without
	// --force, answers N unrefused; 7×9 (odd×odd) is refused (below).
	m = runJSON(t, "cram", "7x8", "--outcome", "--tt-mem", "64KiB", "--json")
	if _, ok := m["nimber"]; ok || m["outcome"] != "N" || m["nodes"] != "1" {
		t.Errorf("cram 7x8 --outcome: %v", m)
	}
	// Boards of 65 to 128 cells (cram.WideBoard): 6×12 (Beling's table: 0)
	// and 1×100 (Dawson's Kayles: 3) known at once, 6×11 an N-position at
	// once, 2×33 searched (nimber 1).
	for _, tc := range []struct {
		args          []string
		nimber, nodes string
		outcome       string
	}{
		{[]string{"cram", "6x12"}, "0", "0", "P"}, {[]string{"cram", "1x100"}, "3", "0", "N"},
		{[]string{"cram", "--board", strings.Repeat(".", 33) + "/" + strings.Repeat(".", 33)}, "1", "", "N"},
		{[]string{"cram", "6x11", "--outcome"}, "", "1", "N"},
		{[]string{"cram", "2x33", "--moves", "--outcome"}, "", "", "N"},
	} {
		m := runJSON(t, append(tc.args, "--json", "--tt-mem", "16MiB")...)
		if fmt.Sprint(m["nimber"]) != tc.nimber && !(tc.nimber == "" && m["nimber"] == nil) || m["outcome"] != tc.outcome ||
			tc.nodes != "" && m["nodes"] != tc.nodes {
			t.Errorf("%v: %v", tc.args, m)
		}
	}
	// 2×33's winning moves: its 33 vertical dominoes (notebook 09).
	m = runJSON(t, "cram", "2x33", "--moves", "--outcome", "--json", "--tt-mem", "16MiB")
	if wins, _ := m["winning_moves"].([]any); len(wins) != 33 || fmt.Sprint(wins[0]) != "(0,0)-(1,0)" {
		t.Errorf("cram 2x33 --moves --outcome: winning moves %v", m["winning_moves"])
	}
	m = runJSON(t, "cram", "3x3", "--json")
	if fmt.Sprint(m["nimber"]) != "0" || m["outcome"] != "P" {
		t.Errorf("cram 3x3: %v", m)
	}

	dir := filepath.Join(t.TempDir(), "tt")
	// 4×5, not an even×even board: those are known 0 with no search and no table.
	m = runJSON(t, "cram", "4x5", "--tt-mem", "1MiB", "--dir", dir, "--json")
	if fmt.Sprint(m["nimber"]) != "2" || m["tt_resumed"] != "0" {
		t.Errorf("first run: %v", m)
	}
	m = runJSON(t, "cram", "4x5", "--tt-mem", "1MiB", "--dir", dir, "--json")
	if fmt.Sprint(m["nimber"]) != "2" || m["tt_resumed"] == "0" || m["nodes"] != "0" {
		t.Errorf("resumed run: %v", m)
	}
	manifest, err := os.ReadFile(filepath.Join(dir, "table.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"cram", "4x7", "--dir", dir},       // another board
		{"cram", "--board", "..x"},          // malformed
		{"cram", "--board", "../."},         // rows of unequal lengths
		{"cram", "11x12"},                   // more than 128 cells
		{"cram", "9x9"},                     // 81 cells: a WideBoard, its work beyond the limit
		{"cram", "5"},                       // not RxC
		{"cram", "4x5", "--tt-mem", "1KiB"}, // below the minimum
		{"cram", "4x5", "--tt-mem", "lots"},
		{"cram"},
		{"cram", "4x5", "--board", "...."},
		{"cram", "7x9", "--mem-limit", "1GiB"}, // 7×9: estimated work beyond the limit
		{"cram", "7x8"},                        // its nimber, too
		{"cram", "7x9", "--outcome"},           // odd×odd: the outcome estimated as the nimber
		{"cram", "4x5", "--tt-mem", "1GiB", "--mem-limit", "1MiB"},
	} {
		status, stdout, stderr := runCLI(args...)
		if status != 2 || stdout != "" || !strings.HasPrefix(stderr, "grundy: ") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, stdout, stderr)
		}
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "table.json")); string(after) != string(manifest) {
		t.Error("a refused run changed the saved table")
	}
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "notes.txt"), []byte("mine"), 0o644)
	if status, _, stderr := runCLI("cram", "3x4", "--dir", other); status != 2 {
		t.Errorf("a foreign directory: status %d, %s", status, stderr)
	}
}
