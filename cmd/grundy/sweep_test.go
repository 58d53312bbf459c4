package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sweepLines runs a sweep and returns its lines without the seconds,
// the one field that differs between runs.
func sweepLines(t *testing.T, args ...string) []string {
	t.Helper()
	status, out, errs := runCLI(append([]string{"sweep"}, args...)...)
	if status != 0 || errs != "" {
		t.Fatalf("grundy sweep %v: status %d, stderr %q", args, status, errs)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(l))
		d.UseNumber()
		if err := d.Decode(&m); err != nil {
			t.Fatalf("grundy sweep %v: line %q: %v", args, l, err)
		}
		delete(m, "seconds")
		b, _ := json.Marshal(m)
		lines = append(lines, string(b))
	}
	return lines
}

func TestSweepLines(t *testing.T) {
	lines := sweepLines(t, "--codes", "0.77,0.07,0.137,0.770", "-n", "1000")
	want := []string{
		// Kayles: preperiod 71, period 12 (Winning Ways, ch. 4), proven by 168 values.
		`{"certified":true,"code":"0.77","heaps":168,"last_rare":70,"max_value":8,"n":1000,"period":12,"preperiod":71,"rare_class":0,"rare_count":"9","rare_mask":15,"rare_sigma":0}`,
		// Dawson's Kayles is Dawson's Chess shifted by one heap (OEIS A002187).
		`{"code":"0.07","equivalent_to":"0.137","n":1000,"shift":1,"via":["0.07","0.137"]}`,
		`{"certified":true,"code":"0.137","heaps":175,"last_rare":171,"max_value":9,"n":1000,"period":34,"preperiod":52,"rare_class":1,"rare_count":"53","rare_mask":6,"rare_sigma":1}`,
	}
	if !slices.Equal(lines, want) {
		t.Errorf("sweep lines:\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

// TestSweepShards: the union of the shards is the whole sweep, each code
// once, whatever the number of shards.
func TestSweepShards(t *testing.T) {
	whole := sweepLines(t, "--digits", "2", "-n", "300")
	if len(whole) != 64 {
		t.Fatalf("%d lines for the 64 codes of up to two octal digits", len(whole))
	}
	for _, k := range []int{2, 3, 5, 64, 100} {
		var union []string
		for i := range k {
			shard := fmt.Sprintf("%d/%d", i, k)
			status, out, _ := runCLI("sweep", "--digits", "2", "-n", "300", "--shard", shard)
			if status != 0 {
				t.Fatalf("shard %s: status %d", shard, status)
			}
			if out != "" { // more shards than codes to compute: some are empty
				union = append(union, sweepLines(t, "--digits", "2", "-n", "300", "--shard", shard)...)
			}
		}
		slices.Sort(union)
		sorted := slices.Clone(whole)
		slices.Sort(sorted)
		if !slices.Equal(union, sorted) {
			t.Errorf("%d shards: union has %d lines, the whole sweep %d, or they differ", k, len(union), len(whole))
		}
	}
}

func TestSweepFile(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "codes.txt")
	os.WriteFile(list, []byte("# a list\n0.77 0.07\n\n0.137 # Dawson's Chess\n"), 0o644)
	out := filepath.Join(dir, "out.jsonl")
	if status, stdout, errs := runCLI("sweep", "--file", list, "-n", "1000", "-o", out); status != 0 || stdout != "" {
		t.Fatalf("sweep --file -o: status %d, stdout %q, stderr %q", status, stdout, errs)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(b), "\n"); got != 3 {
		t.Errorf("%d lines in %s, want 3", got, out)
	}
	// A failing sweep leaves an existing file and no temporary behind.
	if status, _, _ := runCLI("sweep", "--file", list, "-n", "1000", "-o", out, "--shard", "3/2"); status != 2 {
		t.Errorf("bad shard: status %d", status)
	}
	if b2, _ := os.ReadFile(out); string(b2) != string(b) {
		t.Errorf("%s changed by a failed sweep", out)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("%d files in %s after the sweeps, want 2", len(ents), dir)
	}
}

func TestSweepBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"--digits", "3", "-n", "100", "--shard", "3/2"},
		{"--digits", "3", "-n", "100", "--shard", "0/0"},
		{"--digits", "3", "-n", "100", "--shard", "1"},
		{"--digits", "12", "--hex", "-n", "100"}, // 2^48 codes: too large
		{"--digits", "0", "-n", "100"},
		{"--digits", "3"},
		{"--digits", "3", "-n", "-1"},
		{"--digits", "3", "-n", "100", "--codes", "0.7"},
		{"-n", "100"},
		{"--codes", "0.7,0.9x", "-n", "100"},
		{"--codes", "1.7", "-n", "100"},
		{"--file", "/nonexistent/codes.txt", "-n", "100"},
		{"--digits", "2", "--leading", "1", "-n", "100"},
		{"--digits", "2", "--leading", "x", "-n", "100"},
		{"--codes", "0.7", "--hex", "-n", "100"},
		{"--digits", "2", "-n", "100", "--jobs", "0"},
		{"--digits", "2", "-n", "100", "extra"},
		{"--digits", "2", "-n", "99999999999999"}, // values too large for memory
	} {
		status, out, errs := runCLI(append([]string{"sweep"}, args...)...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || strings.Count(errs, "\n") != 1 {
			t.Errorf("sweep %v: status %d, stdout %q, stderr %q; want status 2 and one error line", args, status, out, errs)
		}
	}
}
