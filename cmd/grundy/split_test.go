package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestSplitJSON(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want map[string]any // the whole object, numbers as json.Number
	}{
		// Seed 000: p(5) = 7, F_2(5) = 3, F_3(5) = 5, F_4(5) = 5, g(5) = 18.
		{[]string{"-n", "5", "--json"}, map[string]any{"n": "5", "mod": "1000000007", "p": "7", "F2": "3", "F3": "5", "F4": "5", "g": "18"}},
		// Seed 000: g(10) = 291; p(10) = 42 (OEIS A000041); F_k(10) from
		// the brute force of package splitting (Play).
		{[]string{"--exact", "-n", "10", "--json"}, map[string]any{"n": "10", "mod": "0", "p": "42", "F2": "20", "F3": "33", "F4": "34", "g": "291"}},
		// g(200): the seed's question; exact value from the plain reference
		// DP (package partition tests), p(200) = 3972999029388 (OEIS A000041).
		{[]string{"--json", "-n", "200", "--exact"}, map[string]any{"n": "200", "mod": "0", "p": "3972999029388", "F2": "1986499358230", "F3": "3835141991842", "F4": "3898644622759", "g": "773854632033595"}},
		{[]string{"-n", "200", "--json"}, map[string]any{"n": "200", "mod": "1000000007", "p": "999001584", "F2": "499344328", "F3": "141964997", "F4": "644595473", "g": "626616617"}},
		// An even modulus (exact counts reduced): the values above mod 1000.
		{[]string{"-n", "200", "--json", "--mod", "1000"}, map[string]any{"n": "200", "mod": "1000", "p": "388", "F2": "230", "F3": "842", "F4": "759", "g": "595"}},
		// n = 0 and 1: one partition, no move, g is the empty sum.
		{[]string{"-n", "0", "--json"}, map[string]any{"n": "0", "mod": "1000000007", "p": "1", "F2": "0", "F3": "0", "F4": "0", "g": "0"}},
		{[]string{"-n", "1", "--json", "--mod", "2"}, map[string]any{"n": "1", "mod": "2", "p": "1", "F2": "0", "F3": "0", "F4": "0", "g": "0"}},
	} {
		status, out, errs := runCLI(append([]string{"split"}, tc.args...)...)
		if status != 0 || errs != "" || strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "}\n") {
			t.Errorf("split %v: status %d, stdout %q, stderr %q", tc.args, status, out, errs)
			continue
		}
		var got map[string]any
		d := json.NewDecoder(strings.NewReader(out))
		d.UseNumber()
		if err := d.Decode(&got); err != nil {
			t.Fatalf("split %v: %v", tc.args, err)
		}
		for key, want := range tc.want {
			g, ok := got[key]
			if !ok {
				t.Errorf("split %v: no key %q in %s", tc.args, key, out)
				continue
			}
			// n and mod are JSON numbers, counts are strings.
			_, isNumber := g.(json.Number)
			if isNumber != (key == "n" || key == "mod") {
				t.Errorf("split %v: %q = %#v has the wrong JSON type", tc.args, key, g)
			}
			if fmt.Sprint(g) != want {
				t.Errorf("split %v: %q = %v, want %v", tc.args, key, g, want)
			}
		}
		if len(got) != len(tc.want) {
			t.Errorf("split %v: keys %v", tc.args, got)
		}
	}
}

func TestSplitText(t *testing.T) {
	status, out, errs := runCLI("split", "-n", "7")
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	// Seed 000: g(7) = 66, p(7) = 15.
	for _, want := range []string{"n = 7, counts modulo 1000000007", "p(n)  = 15\n", "g(n)  = 66 ", "F2 + F3 + 4·F4"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestSplitErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "-1"}, "-1"},
		{[]string{"--json"}, "-n N is required"},
		{[]string{"-n", "5", "--mod", "1"}, "got 1"},
		{[]string{"-n", "5", "--mod", "0", "--json"}, "got 0"},
		{[]string{"-n", "5", "--mod", "7", "--exact"}, "exclude"},
		{[]string{"-n", "5", "extra"}, `"extra"`},
		{[]string{"-n", "five"}, "five"},
		{[]string{"-n", "5", "--k", "3"}, "k"},
		{[]string{"-n", "1000000000", "--json"}, "memory need exceeds the limit"},
		{[]string{"-n", "99999999999999999999"}, "99999999999999999999"},
	} {
		status, out, errs := runCLI(append([]string{"split"}, tc.args...)...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("split %v: status %d, stdout %q, stderr %q; want status 2 and an error naming %q", tc.args, status, out, errs, tc.want)
		}
	}
}

func TestSplitRegistered(t *testing.T) {
	var out, errb bytes.Buffer
	run([]string{"help"}, &out, &errb)
	lines := strings.Split(out.String(), "\n")
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "split ") }) {
		t.Errorf("help does not list split:\n%s", out.String())
	}
}
