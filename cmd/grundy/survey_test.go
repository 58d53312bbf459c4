package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestSurveyCommand: survey reads what run stored and gives, in JSON and
// in text, the rare heaps under the run's split, the records and the
// largest value, equal to those of the values computed directly.
func TestSurveyCommand(t *testing.T) {
	const n = 20000
	dir := filepath.Join(t.TempDir(), "ck")
	if status, _, errs := runCLI("run", "grundy", "-n", "20000", "--dir", dir, "--chunk", "4096"); status != 0 {
		t.Fatalf("run: status %d: %s", status, errs)
	}
	s := octal.GrundysGame().NewSolver()
	if err := s.Extend(t.Context(), n, nil); err != nil {
		t.Fatal(err)
	}
	split, _ := s.Split()
	var rare, records [][2]int64
	best := -1
	for x := 0; x <= n; x++ {
		v := s.At(x)
		if v > best {
			best = v
			records = append(records, [2]int64{int64(x), int64(v)})
		}
		if split.IsRare(x, v) {
			rare = append(rare, [2]int64{int64(x), int64(v)})
		}
	}
	got := runJSON(t, "survey", "grundy", "--dir", dir, "--json")
	asPairs := func(key string) [][2]int64 {
		b, _ := json.Marshal(got[key])
		var p [][2]int64
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		return p
	}
	if g := asPairs("rare"); !slices.Equal(g, rare) {
		t.Errorf("rare %v, want %v", g, rare)
	}
	if g := asPairs("records"); !slices.Equal(g, records) {
		t.Errorf("records %v, want %v", g, records)
	}
	if got["heaps"] != "20001" || got["rare_count"] != itoa(len(rare)) {
		t.Errorf("heaps %v, rare_count %v; want \"20001\", %q", got["heaps"], got["rare_count"], itoa(len(rare)))
	}
	if got["max_value"] != json.Number(itoa(best)) || got["rare_mask"] != json.Number(itoa(split.Mask)) {
		t.Errorf("max_value %v, rare_mask %v; want %d, %d", got["max_value"], got["rare_mask"], best, split.Mask)
	}
	// --rare 2 lists two and still counts all; the text says so.
	cut := runJSON(t, "survey", "grundy", "--dir", dir, "--json", "--rare", "2")
	if b, _ := json.Marshal(cut["rare"]); string(b) != "[[0,0],[1,0]]" || cut["rare_count"] != itoa(len(rare)) {
		t.Errorf("--rare 2: %s, count %v", b, cut["rare_count"])
	}
	status, out, errs := runCLI("survey", "grundy", "--dir", dir, "--rare", "2")
	if status != 0 || !strings.Contains(out, "G(         3)=   1") || !strings.Contains(out, "the first 2 listed") ||
		!strings.Contains(out, "largest value "+itoa(best)) {
		t.Errorf("text: status %d, %q, %s", status, out, errs)
	}
}

// TestSurveyBadInput: no directory, a directory of another game, a
// modified chunk, a negative --rare, a game no run stores: exit 2 with
// the reason, and the directory is left as it was.
func TestSurveyBadInput(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ck")
	if status, _, errs := runCLI("run", "grundy", "-n", "5000", "--dir", dir, "--chunk", "1024"); status != 0 {
		t.Fatalf("run: %s", errs)
	}
	chunk, _ := filepath.Glob(filepath.Join(dir, "values-000000001024-*"))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"survey", "grundy", "--dir", filepath.Join(dir, "nope")}, "no checkpoint.json"},
		{[]string{"survey", "grundy"}, "--dir DIR is required"},
		{[]string{"survey", "kayles", "--dir", dir}, "another game"},
		{[]string{"survey", "grundy", "--dir", dir, "--rare", "-1"}, "--rare -1"},
		{[]string{"survey", "sub:1,2", "--dir", dir}, "not solved by the rare/common solver"},
		{[]string{"survey", "grundy", "--dir", dir, "--rare", "1000000000", "--mem-limit", "1MiB"}, "mem-limit"},
	} {
		if status, _, errs := runCLI(c.args...); status != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: status %d, %q; want 2 and %q", c.args, status, errs, c.want)
		}
	}
	if len(chunk) != 1 {
		t.Fatalf("chunk files %v", chunk)
	}
	data, err := os.ReadFile(chunk[0])
	if err != nil {
		t.Fatal(err)
	}
	data[100] ^= 1
	if err := os.WriteFile(chunk[0], data, 0o644); err != nil {
		t.Fatal(err)
	}
	if status, _, errs := runCLI("survey", "grundy", "--dir", dir); status != 2 || !strings.Contains(errs, "SHA-256") {
		t.Errorf("modified chunk: status %d, %q", status, errs)
	}
}
