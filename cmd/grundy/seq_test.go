package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestSeq(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		// Seed 004: Lasker's Nim, k = 0..12.
		{[]string{"seq", "lasker", "-n", "12"}, "0 1 2 4 3 5 6 8 7 9 10 12 11\n"},
		{[]string{"seq", "-n", "12", "lasker"}, "0 1 2 4 3 5 6 8 7 9 10 12 11\n"},
		{[]string{"seq", "nim", "-n", "4"}, "0 1 2 3 4\n"},
		// Kayles (Winning Ways, ch. 4).
		{[]string{"seq", "kayles", "-n", "12"}, "0 1 2 3 1 4 3 2 1 4 2 6 4\n"},
		// Dawson's Kayles, octal 0.07 (OEIS A002187 shifted by one heap).
		{[]string{"seq", "dawson", "-n", "10"}, "0 0 1 1 2 0 3 1 1 0 3\n"},
		{[]string{"seq", "grundy", "-n", "10"}, "0 0 0 1 0 2 1 0 2 1 0\n"},
		{[]string{"seq", "sub:1,3,4", "-n", "7"}, "0 1 0 1 2 3 2 0\n"},
		{[]string{"seq", "nim", "-n", "0"}, "0\n"},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 0 || out != tc.want || errs != "" {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want %q", tc.args, status, out, errs, tc.want)
		}
	}
}

func TestSeqJSON(t *testing.T) {
	status, out, _ := runCLI("seq", "lasker", "-n", "12", "--json")
	if status != 0 || !strings.HasSuffix(out, "}\n") || strings.Count(out, "\n") != 1 {
		t.Fatalf("status %d, output %q", status, out)
	}
	var got struct {
		Game   string `json:"game"`
		N      *int   `json:"n"`
		Values []int  `json:"values"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := []int{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11}
	if got.Game != "lasker" || got.N == nil || *got.N != 12 || !reflect.DeepEqual(got.Values, want) {
		t.Errorf("JSON %s", out)
	}
}

func TestPeriodJSON(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want map[string]any
	}{
		{[]string{"period", "lasker", "-n", "1000", "--json"}, map[string]any{
			"game": "lasker", "n": 1000.0, "found": true, "preperiod": 1.0, "period": 4.0, "saltus": 4.0, "certified": true}},
		{[]string{"period", "sub:1,3,4", "-n", "100", "--json"}, map[string]any{
			"game": "sub:1,3,4", "n": 100.0, "found": true, "preperiod": 0.0, "period": 7.0, "saltus": 0.0, "certified": true}},
		{[]string{"period", "grundy", "-n", "300", "--json"}, map[string]any{
			"game": "grundy", "n": 300.0, "found": false, "certified": false}},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 0 {
			t.Fatalf("%v: status %d, %s", tc.args, status, errs)
		}
		var got map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"game", "n", "found", "preperiod", "period", "saltus", "certified"} {
			if _, ok := got[key]; !ok {
				t.Errorf("%v: key %q missing in %s", tc.args, key, out)
			}
		}
		for k, v := range tc.want {
			if got[k] != v {
				t.Errorf("%v: %s = %v, want %v", tc.args, k, got[k], v)
			}
		}
	}
}

func TestBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"nosuchcommand"},
		{"seq", "lasker"},                // no -n
		{"seq", "lasker", "-n", "-1"},    // n < 0
		{"seq", "chess", "-n", "5"},      // unknown game
		{"seq", "sub:0,1", "-n", "5"},    // amount 0
		{"seq", "sub:1,x", "-n", "5"},    // not an integer
		{"seq", "split:1", "-n", "5"},    // k < 2
		{"seq", "octal:0.7G", "-n", "5"}, // bad digit
		{"seq", "octal:", "-n", "5"},     // empty code
		{"seq", "-n", "5"},               // no game
		{"seq", "nim", "lasker", "-n", "5"},
		{"seq", "nim", "-n", "x"},
		{"seq", "nim", "-n", "0x10"},                // sizes are base 10 only
		{"seq", "nim", "-n", "4611686018427387904"}, // memory limit
		{"period", "nim", "-n", "-3", "--json"},
	} {
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want status 2, one error line", args, status, out, errs)
		}
		if strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %v: stderr %q is not one line", args, errs)
		}
	}
}

// TestSeqStreamed checks the streamed output on a long sequence against
// encoding/json.
func TestSeqStreamed(t *testing.T) {
	m := runJSON(t, "seq", "kayles", "-n", "5000", "--json")
	vals := m["values"].([]any)
	status, out, _ := runCLI("seq", "kayles", "-n", "5000")
	fields := strings.Fields(out)
	if status != 0 || len(vals) != 5001 || len(fields) != 5001 {
		t.Fatalf("%d JSON values, %d text values", len(vals), len(fields))
	}
	for i := range fields {
		if string(vals[i].(json.Number)) != fields[i] {
			t.Fatalf("value %d: JSON %v, text %s", i, vals[i], fields[i])
		}
	}
}
