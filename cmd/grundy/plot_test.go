package main

import (
	"encoding/json"
	"os"
	"testing"
)

func TestPlot(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{"png", "svg", "pdf"} {
		file := dir + "/lasker." + ext
		status, out, errs := runCLI("plot", "lasker", "-n", "200", "-o", file)
		if status != 0 || errs != "" || out != "wrote "+file+"\n" {
			t.Fatalf("plot %s: status %d, %q, %q", ext, status, out, errs)
		}
		b, err := os.ReadFile(file)
		if err != nil || len(b) < 100 {
			t.Fatalf("plot %s: %d bytes, %v", ext, len(b), err)
		}
	}
	for _, args := range [][]string{
		{"plot", "lasker", "-n", "20"},
		{"plot", "lasker", "-n", "20", "-o", dir + "/x.jpg"},
		{"plot", "lasker", "-n", "20", "-o", dir + "/x.png", "--width", "0"},
		{"plot", "lasker", "-n", "20", "-o", dir + "/x.png", "--width", "1e9"},
		// Bad usage is found before the sequence is computed: this would
		// take minutes otherwise.
		{"plot", "lasker", "-n", "100000000", "-o", dir + "/x.jpg"},
	} {
		if status, out, _ := runCLI(args...); status != 2 || out != "" {
			t.Errorf("%v: status %d, stdout %q", args, status, out)
		}
	}
}

func TestPlotJSON(t *testing.T) {
	file := t.TempDir() + "/nim.svg"
	m := runJSON(t, "plot", "nim", "-n", "10", "-o", file, "--json")
	if m["game"] != "nim" || m["file"] != file || m["n"] != json.Number("10") {
		t.Errorf("plot --json = %v", m)
	}
}
