package main

import (
	"bytes"
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// maxWriter counts the bytes written and records the largest single
// Write, keeping nothing (so that it allocates nothing itself).
type maxWriter struct{ n, largest int }

func (w *maxWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	w.largest = max(w.largest, len(p))
	return len(p), nil
}

// TestWythoffJSONCounts: the counts of grundy wythoff --json are strings
// (beatty_pairs, each row's periods and rows_too_little_evidence; they
// were numbers), the heap sizes n, row, preperiod, period and the values
// numbers. 0..5 has the pairs (0, 0), (1, 2), (3, 5) and too few values
// for any row's period (16 are needed); on 0..20 row 0 (g = y) has period
// 1 from 0, 21 periods, and rows 1 and 2 period 3 from 0 (1 2 0 | 4 5 3 |
// …, from the definition), 7 periods, each observed; the 18 other rows
// have too little evidence.
func TestWythoffJSONCounts(t *testing.T) {
	m := runJSON(t, "wythoff", "-n", "5", "--json", "--periods")
	if got := strings.Join(sortedKeys(m), " "); got != "beatty_pairs n row_periods rows_too_little_evidence values" {
		t.Errorf("keys %s", got)
	}
	if v, ok := m["beatty_pairs"].(string); !ok || v != "3" {
		t.Errorf("beatty_pairs = %#v (%T), want the string \"3\"", m["beatty_pairs"], m["beatty_pairs"])
	}
	if v, ok := m["n"].(json.Number); !ok || v != "5" {
		t.Errorf("n = %#v, want the number 5", m["n"])
	}
	if v := m["rows_too_little_evidence"]; v != "6" {
		t.Errorf("rows_too_little_evidence = %#v (%T), want the string \"6\"", v, v)
	}
	rows := m["values"].([]any)
	if len(rows) != 6 || rows[5].([]any)[5] != json.Number("8") {
		t.Errorf("values = %v", rows)
	}
	m = runJSON(t, "wythoff", "-n", "20", "--json", "--periods")
	row0 := m["row_periods"].([]any)[0].(map[string]any)
	want := map[string]any{"found": true, "observed": true, "period": json.Number("1"), "periods": "21", "preperiod": json.Number("0"), "row": json.Number("0")}
	for k, v := range want {
		if row0[k] != v {
			t.Errorf("row_periods[0][%q] = %#v (%T), want %#v (%T)", k, row0[k], row0[k], v, v)
		}
	}
	for x := 1; x <= 2; x++ {
		r := m["row_periods"].([]any)[x].(map[string]any)
		if r["period"] != json.Number("3") || r["periods"] != "7" || r["observed"] != true {
			t.Errorf("row_periods[%d] = %#v, want an observed period 3, periods \"7\" (a string)", x, r)
		}
	}
	if v := m["rows_too_little_evidence"]; v != "18" {
		t.Errorf("rows_too_little_evidence on 0..20 = %#v, want \"18\"", v)
	}
}

// TestWythoffObservedPeriods: the fault probe's false periods are gone.
// On 0..40 row 5 showed "period 9 from 13 (3 periods seen)", which fails
// at y = 35 (its period is 24 from 27 on 0..1500); on 0..3 row 3 showed
// "period 1 from 0 (4 periods seen)" (3 4 5 6; its period is 6 from 8).
// Now a period is "observed", the rows without one are counted, and row
// 3 on 0..40 has its true period 6 from 8.
func TestWythoffObservedPeriods(t *testing.T) {
	for _, c := range []struct {
		n    string
		rows map[int]string // the comment ending each row, "" for none
		last string
	}{
		{"3", map[int]string{3: ""}, "# observed periods in 0 of 4 rows; 4 rows have too little evidence on 0..3"},
		{"40", map[int]string{0: "  # observed period 1 from 0 (41 whole periods)", 3: "  # observed period 6 from 8 (5 whole periods)", 5: ""},
			"# observed periods in 4 of 41 rows; 37 rows have too little evidence on 0..40"},
	} {
		status, out, errs := runCLI("wythoff", "-n", c.n, "--periods")
		if status != 0 || errs != "" {
			t.Fatalf("-n %s --periods: status %d, %q", c.n, status, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if last := lines[len(lines)-1]; !strings.HasPrefix(last, c.last) {
			t.Errorf("-n %s: last line %q, want it to start %q", c.n, last, c.last)
		}
		for x, want := range c.rows {
			_, got, _ := strings.Cut(lines[x], "  #")
			if got != strings.TrimPrefix(want, "  #") {
				t.Errorf("-n %s: row %d ends %q, want %q", c.n, x, got, want)
			}
		}
	}
	m := runJSON(t, "wythoff", "-n", "40", "--json", "--periods")
	if r := m["row_periods"].([]any)[5].(map[string]any); r["found"] != false || len(r) != 2 {
		t.Errorf("-n 40 --json: row 5 %v, want found false and row only", r)
	}
	if v := m["rows_too_little_evidence"]; v != "37" {
		t.Errorf("-n 40 --json: rows_too_little_evidence %#v, want \"37\"", v)
	}
}

// TestWythoffStreamed: the output is written in pieces of at most the
// 64 KiB buffer (it was one Write of the whole JSON), and the command
// allocates little beyond the table and its value sets: 0..1000 is
// 4.0 MB of table and 0.77 MB of sets; building the JSON whole (Rows at
// 8 bytes a value, then the encoded text) allocated over 20 MB.
func TestWythoffStreamed(t *testing.T) {
	const tableAndSets = 4*1001*1001 + 8*3002*32
	for _, args := range [][]string{
		{"wythoff", "-n", "1000", "--json", "--periods"},
		{"wythoff", "-n", "1000", "--periods"},
	} {
		var out maxWriter
		var errb bytes.Buffer
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		status := run(args, &out, &errb)
		runtime.ReadMemStats(&after)
		if status != 0 || errb.Len() != 0 {
			t.Fatalf("%v: status %d, %s", args, status, errb.String())
		}
		if out.n < 3_000_000 || out.largest > 64<<10 {
			t.Errorf("%v: %d bytes, largest write %d", args, out.n, out.largest)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 3*tableAndSets/2 {
			t.Errorf("%v: allocated %d bytes, table and sets %d", args, alloc, tableAndSets)
		}
	}
	// The streamed text is the JSON's values, row by row.
	m := runJSON(t, "wythoff", "-n", "40", "--json")
	_, text, _ := runCLI("wythoff", "-n", "40")
	var lines []string
	for _, r := range m["values"].([]any) {
		var f []string
		for _, v := range r.([]any) {
			f = append(f, string(v.(json.Number)))
		}
		lines = append(lines, strings.Join(f, " "))
	}
	if strings.Join(lines, "\n")+"\n" != text {
		t.Error("the text rows differ from the JSON values")
	}
}

// TestWythoffRefusals: what grundy wythoff refuses with exit 2 and
// nothing on stdout. -n 40000 is about 9·10¹¹ steps (its progress
// showed half an hour left), beyond the default work limit, and was
// run; --force lifts the work limit, shown with the limit lowered so
// that the forced run is short. -n 4294967296 is about 1.8·10¹⁹ entries,
// which the message gave as 8589934593 ((2³²+1)² wrapped).
func TestWythoffRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"wythoff", "-n", "40000"}, []string{"estimated work exceeds the limit", "--force"}},
		{[]string{"wythoff", "-n", "4294967296"}, []string{"1.84e+19 entries", "memory need exceeds the limit"}},
		{[]string{"wythoff", "-n", "9223372036854775807"}, []string{"memory need exceeds the limit"}},
		{[]string{"wythoff", "-n", "6700", "--mem-limit", "200MiB"}, []string{"memory need exceeds the limit"}},
	} {
		status, out, errs := runCLI(c.args...)
		if status != 2 || out != "" {
			t.Errorf("%v: status %d, stdout %q", c.args, status, out)
		}
		for _, w := range c.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%v: stderr %q, want %q", c.args, errs, w)
			}
		}
		if strings.Contains(errs, "8589934593") {
			t.Errorf("%v: the wrapped count in %q", c.args, errs)
		}
	}
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(1e6)) // 0..500 is about 2·10⁶ steps
	if status, _, errs := runCLI("wythoff", "-n", "500"); status != 2 || !strings.Contains(errs, "--force") {
		t.Errorf("-n 500 with a work limit of 10⁶: status %d, %q", status, errs)
	}
	if status, out, errs := runCLI("wythoff", "-n", "500", "--force"); status != 0 || errs != "" || strings.Count(out, "\n") != 501 {
		t.Errorf("-n 500 --force: status %d, %q", status, errs)
	}
}
