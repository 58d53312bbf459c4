package main

import (
	"bytes"
	"encoding/json"
	"image/png"
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

func TestPlotStyle(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/kayles.png"
	status, out, errs := runCLI("plot", "kayles", "-n", "150", "-o", file, "--style", "paper", "--dpi", "300", "--mark-period")
	if status != 0 || errs != "" || out != "wrote "+file+"\n" {
		t.Fatalf("plot --style paper: status %d, %q, %q", status, out, errs)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	// Paper is 8.5 cm wide: 8.5/2.54 in × 300 dpi = 1003.9 pixels.
	if cfg.Width < 1003 || cfg.Width > 1004 {
		t.Errorf("paper PNG at 300 dpi is %d pixels wide, want 1003 or 1004", cfg.Width)
	}
	for _, args := range [][]string{
		{"plot", "kayles", "-n", "20", "-o", dir + "/x.png", "--style", "poster"},
		{"plot", "kayles", "-n", "20", "-o", dir + "/x.png", "--dpi", "0"},
		{"plot", "kayles", "-n", "20", "-o", dir + "/x.png", "--dpi", "100000"},
		{"plot", "kayles", "-n", "100000000", "-o", dir + "/x.png", "--style", "x"},
	} {
		if status, out, _ := runCLI(args...); status != 2 || out != "" {
			t.Errorf("%v: status %d, stdout %q", args, status, out)
		}
	}
	// An explicit size wins over the style's.
	file = dir + "/wide.png"
	if status, _, errs := runCLI("plot", "nim", "-n", "20", "-o", file, "--style", "paper", "--width", "4"); status != 0 {
		t.Fatalf("status %d: %s", status, errs)
	}
	b, _ := os.ReadFile(file)
	cfg, err = png.DecodeConfig(bytes.NewReader(b))
	if err != nil || cfg.Width < 151 || cfg.Width > 152 {
		t.Errorf("--width 4 at 96 dpi: %d pixels (%v), want 151 or 152", cfg.Width, err)
	}
}
