package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// runCLI runs the command line and returns its exit status and output.
func runCLI(args ...string) (status int, stdout, stderr string) {
	var out, errb bytes.Buffer
	status = run(args, &out, &errb)
	return status, out.String(), errb.String()
}

// runJSON runs args, checks that they succeed and print exactly one JSON
// object and a newline and nothing on stderr, and decodes the object with
// numbers as json.Number, so that counts and values compare exactly.
func runJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	status, out, errs := runCLI(args...)
	if status != 0 || errs != "" || !strings.HasSuffix(out, "}\n") || strings.Count(out, "\n") != 1 {
		t.Fatalf("grundy %v: status %d, stdout %q, stderr %q", args, status, out, errs)
	}
	var m map[string]any
	d := json.NewDecoder(strings.NewReader(out))
	d.UseNumber()
	if err := d.Decode(&m); err != nil {
		t.Fatalf("grundy %v: %v in %q", args, err, out)
	}
	return m
}

// sortedKeys returns the keys of a decoded JSON object in order.
func sortedKeys(m map[string]any) []string {
	k := make([]string, 0, len(m))
	for key := range m {
		k = append(k, key)
	}
	slices.Sort(k)
	return k
}
