package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestWythoffACLI: grundy wythoff --a A plays Fraenkel's a-Wythoff. For
// a = 2 on 0..13 the rows start 0 1 2 3 4 5 and 1 2 3 0 5 6 (from the
// definition: (1, 3) is a P-position, its two-heap options (0, 2) and
// (0, 1) having values 2 and 1, while (0, 0) is out of reach, |1 − 3| =
// 2), and the P-positions x ≤ y are (0, 0), (1, 3), (2, 6), (4, 10), (5,
// 13): 5 Fraenkel pairs (OEIS A001951 ⌊k√2⌋, A001952 ⌊k(2+√2)⌋). The JSON
// has "a" as a number and "fraenkel_pairs" as a string in place of
// "beatty_pairs"; the text is the rows as for Wythoff's game.
func TestWythoffACLI(t *testing.T) {
	m := runJSON(t, "wythoff", "-n", "13", "--a", "2", "--json", "--periods")
	if got := strings.Join(sortedKeys(m), " "); got != "a fraenkel_pairs n row_periods rows_too_little_evidence values" {
		t.Errorf("keys %s", got)
	}
	if v, ok := m["a"].(json.Number); !ok || v != "2" {
		t.Errorf("a = %#v (%T), want the number 2", m["a"], m["a"])
	}
	if v, ok := m["fraenkel_pairs"].(string); !ok || v != "5" {
		t.Errorf("fraenkel_pairs = %#v (%T), want the string \"5\"", m["fraenkel_pairs"], m["fraenkel_pairs"])
	}
	rows := m["values"].([]any)
	row1 := []any{json.Number("1"), json.Number("2"), json.Number("3"), json.Number("0")}
	if len(rows) != 14 || !reflect.DeepEqual(rows[1].([]any)[:4], row1) {
		t.Errorf("values = %v", rows)
	}
	for _, p := range [][2]int{{0, 0}, {1, 3}, {2, 6}, {4, 10}, {5, 13}} {
		for _, q := range [][2]int{p, {p[1], p[0]}} {
			if v := rows[q[0]].([]any)[q[1]]; v != json.Number("0") {
				t.Errorf("g(%d, %d) = %v, want 0", q[0], q[1], v)
			}
		}
	}
	status, out, errs := runCLI("wythoff", "-n", "3", "--a", "2")
	if status != 0 || errs != "" || out != "0 1 2 3\n1 2 3 0\n2 3 4 5\n3 0 5 6\n" {
		t.Errorf("wythoff -n 3 --a 2: %d %q %q", status, out, errs)
	}
	// An a beyond the table allows every two-heap move: only (0, 0) is P.
	m = runJSON(t, "wythoff", "-n", "20", "--a", "1000000000000", "--json")
	if m["a"] != json.Number("1000000000000") || m["fraenkel_pairs"] != "1" {
		t.Errorf("wythoff -n 20 --a 10¹²: a %v, fraenkel_pairs %v", m["a"], m["fraenkel_pairs"])
	}
}

// TestWythoffADefault: --a 1 is the default; the output with it, text or
// JSON, with or without --periods, is byte for byte the output without it,
// whose JSON keeps beatty_pairs and has no "a".
func TestWythoffADefault(t *testing.T) {
	for _, args := range [][]string{{"-n", "7"}, {"-n", "30", "--periods"}, {"-n", "30", "--json"}, {"-n", "30", "--json", "--periods"}} {
		s0, o0, e0 := runCLI(append([]string{"wythoff"}, args...)...)
		s1, o1, e1 := runCLI(append([]string{"wythoff", "--a", "1"}, args...)...)
		if s0 != 0 || s1 != s0 || o1 != o0 || e1 != e0 {
			t.Errorf("wythoff %v: with --a 1 %d %q %q, without %d %q %q", args, s1, o1, e1, s0, o0, e0)
		}
	}
	m := runJSON(t, "wythoff", "-n", "5", "--json")
	if _, ok := m["a"]; ok || m["beatty_pairs"] != "3" {
		t.Errorf("wythoff -n 5 --json: %v", m)
	}
}

// TestWythoffABad: an a below 1, or not a number, is bad input (exit 2)
// with a message naming it and nothing on stdout; a table beyond the
// limits is refused naming the game.
func TestWythoffABad(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--a", "0"}, "--a must be at least 1 (1 is Wythoff's game), got 0"},
		{[]string{"--a", "-3"}, "--a must be at least 1 (1 is Wythoff's game), got -3"},
		{[]string{"--a", "x"}, `"x" is not a base-10 integer`},
		{[]string{"--a", "99999999999999999999"}, "out of range"},
		{[]string{"--a", "2", "--mem-limit", "1MiB", "-n", "1000"}, "a-wythoff table 1001×1001 (a = 2)"},
		{[]string{"--a", "3", "-n", "40000", "--mem-limit", "64GiB"}, "--force"},
	} {
		args := append([]string{"wythoff", "-n", "10"}, c.args...)
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want exit 2 and %q", args, status, out, errs, c.want)
		}
	}
}
