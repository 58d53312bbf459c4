package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestTableErrorsNoPackage: grundy table's refusals name the command,
// not the library's package ("grundy: table: sizetable: …" before).
func TestTableErrorsNoPackage(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"table cram 12x12", "grundy: table: cram: the 12×12 board has 144 cells"},
		{"table nodekayles:paths 3x8", "grundy: table: nodekayles:paths: 3×8, want 1×C"},
		{"table bogus 3x8", "grundy: table: unknown table \"bogus\""},
	} {
		status, out, errs := runCLI(strings.Fields(c.args)...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, c.want) || strings.Contains(errs, "sizetable") {
			t.Errorf("grundy %s: status %d, stdout %q, stderr %q; want 2 and %q…", c.args, status, out, errs, c.want)
		}
	}
}

// TestFlagErrorsNameCommand: an error of the flag package (a malformed
// value, an unknown flag) begins with the command's name, as the
// command's other errors do.
func TestFlagErrorsNameCommand(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"cram 1x3 --workers x", `grundy: cram: invalid value "x" for flag -workers`},
		{"cram -1x3", "grundy: cram: flag provided but not defined: -1x3"},
		{"seq lasker -n x", `grundy: seq: invalid value "x" for flag -n`},
		{"nodekayles --bogus", "grundy: nodekayles: flag provided but not defined: -bogus"},
		{"table cram 2x2 --tt-mem", "grundy: table: flag needs an argument: -tt-mem"},
	} {
		status, out, errs := runCLI(strings.Fields(c.args)...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %s: status %d, stdout %q, stderr %q; want 2 and %q…", c.args, status, out, errs, c.want)
		}
	}
}

// TestGraphErrorEchoShort: a malformed graph given on the command line
// is quoted in the error by its first characters only, with its length,
// not whole (thousands of characters for a large graph6 string); a short
// one is quoted whole.
func TestGraphErrorEchoShort(t *testing.T) {
	long := "~?????" + strings.Repeat("x", 3000)
	var edges []string
	for i := range 100 {
		edges = append(edges, fmt.Sprintf("%d-%d", i, i+1))
	}
	for _, c := range []struct{ flag, in, want string }{
		{"--graph6", long, `graphs: malformed graph6 "~?????xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (3006 characters):`},
		{"--edges", strings.Join(edges, ","), `graphs: edge list "0-1,1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10"… (581 characters):`},
		{"--graph6", "D~{x", `graphs: malformed graph6 "D~{x": byte 3`},
	} {
		for _, cmd := range []string{"nodekayles", "arckayles"} {
			status, out, errs := runCLI(cmd, c.flag, c.in)
			if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: "+cmd+": "+c.want) || len(errs) > 300 {
				t.Errorf("%s %s (%d characters): status %d, stdout %q, stderr %q; want 2 and %q", cmd, c.flag, len(c.in), status, out, errs, c.want)
			}
		}
	}
}
