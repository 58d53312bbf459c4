package main

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/sizetable"
)

// TestTableCommand: grundy table prints sizetable.Compute's table, as
// JSON (values as numbers, the labels and first sizes) and as text (a
// header, then a line a row, its size first); bad input and a table
// beyond the work limit exit 2 with one line and print nothing.
func TestTableCommand(t *testing.T) {
	for _, tc := range []struct{ game, extent string }{{"cram", "3x6"}, {"cram:wins", "3x5"}, {"chomp:wins", "4x4"}, {"nodekayles:grid", "3x4"}, {"nodekayles:paths", "1x10"}} {
		var rows, cols int
		fmt.Sscanf(tc.extent, "%dx%d", &rows, &cols)
		want, err := sizetable.Compute(context.Background(), sizetable.Spec{Game: tc.game, Rows: rows, Cols: cols}, &decomp.Options{TTMem: 1 << 20}, nil)
		if err != nil {
			t.Fatal(err)
		}
		flags := []string{"--tt-mem", "1MiB"} // the flags of searched tables (not Chomp's: TestTableChompFlags)
		workers := []string{"--workers", "2"}
		if !want.Searched {
			flags, workers = nil, nil
		}
		m := runJSON(t, append([]string{"table", tc.game, tc.extent, "--json"}, flags...)...)
		if fmt.Sprint(m["values"]) != fmt.Sprint(want.Values) || m["game"] != tc.game || m["what"] != want.What ||
			m["row_label"] != want.YLabel || m["first_col"] != jsonNumber(want.X0) ||
			m["rows"] != jsonNumber(len(want.Values)) || m["cols"] != jsonNumber(len(want.Values[0])) {
			t.Errorf("table %s %s --json: %v; want %v", tc.game, tc.extent, m, want.Values)
		}
		status, out, errs := runCLI(append([]string{"table", tc.game, tc.extent}, workers...)...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if want.Note != "" { // a second header line, and the JSON's "note"
			if len(lines) < 2 || lines[1] != "# "+want.Note || m["note"] != want.Note {
				t.Errorf("table %s %s: note %q, JSON %v; want %q", tc.game, tc.extent, lines, m["note"], want.Note)
			}
			lines = slices.Delete(lines, 1, 2)
		}
		if status != 0 || errs != "" || len(lines) != len(want.Values)+1 || !strings.HasPrefix(lines[0], "# "+want.Name()) {
			t.Fatalf("table %s %s: status %d, %q, %q", tc.game, tc.extent, status, out, errs)
		}
		for i, row := range want.Values {
			head := fmt.Sprint(want.Y0 + i)
			if tc.game == "nodekayles:paths" {
				head = []string{"P_n", "C_n"}[i] // the rows named, not numbered
			}
			if got := fmt.Sprintf("%s: %s", head, joinInts(row)); lines[i+1] != got {
				t.Errorf("table %s %s, line %d: %q, want %q", tc.game, tc.extent, i+1, lines[i+1], got)
			}
		}
	}
	for _, args := range [][]string{
		{"table"}, {"table", "cram"}, {"table", "cram", "3x3", "4x4"}, {"table", "go", "3x3"},
		{"table", "cram", "3"}, {"table", "cram", "0x3"}, {"table", "cram", "3x-1"}, {"table", "cram", "3x+4"}, {"table", "cram", "3xx4"},
		{"table", "cram", "9x9"}, {"table", "nodekayles:wins", "1x5"}, {"table", "nodekayles:grid", "9x9"},
		{"table", "chomp", "64x64"}, {"table", "cram", "5x9"}, {"table", "cram:wins", "3x17"},
		{"table", "cram", "3x3", "--tt-mem", "1KiB"}, {"table", "cram", "3x3", "--workers", "-1"},
		{"table", "cram", "3x3", "--workers", strconv.Itoa(parallelPerCore*runtime.GOMAXPROCS(0) + 1)},
		{"table", "cram", "3x3", "--outcome"},
	} {
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
	}
}

// jsonNumber is n as runJSON decodes it.
func jsonNumber(n int) any { return json.Number(strconv.Itoa(n)) }

// TestTableChompFlags: Chomp's tables fill box tables, not searches:
// --tt-mem and --workers (but one worker, which is what they have) are
// refused, not ignored; a searched table takes them.
func TestTableChompFlags(t *testing.T) {
	for _, c := range []struct {
		args   []string
		status int
	}{
		{[]string{"table", "chomp", "3x3", "--tt-mem", "1MiB"}, 2},
		{[]string{"table", "chomp:wins", "3x3", "--workers", "2"}, 2},
		{[]string{"table", "chomp", "3x3", "--workers", "1"}, 0},
		{[]string{"table", "cram", "3x3", "--workers", "2", "--tt-mem", "1MiB"}, 0},
	} {
		status, out, errs := runCLI(c.args...)
		if status != c.status || (status == 2) != strings.Contains(errs, "takes neither") || (status == 0) != (out != "") {
			t.Errorf("%v: %d %q %q, want status %d", c.args, status, out, errs, c.status)
		}
	}
}
