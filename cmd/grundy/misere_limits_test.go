package main

import (
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestMisereCommandsCallLimits: genus, misere and quotient pass the
// command's limits to the library in its context (commandContext): a
// small --mem-limit refuses (exit 2), and a large one lets the command
// finish even when the process default would refuse every table.
func TestMisereCommandsCallLimits(t *testing.T) {
	for _, args := range [][]string{
		{"quotient", "octal:0.07", "-n", "30"},
		{"quotient", "kayles", "-n", "12", "--verify", "40"},
		{"genus", "octal:0.07", "-n", "30", "--method", "quotient"},
		{"genus", "kayles", "-n", "60", "--method", "search"},
		{"misere", "octal:0.07", "--heaps", "20,25,30", "--method", "quotient"},
	} {
		status, _, errs := runCLI(append(args, "--mem-limit", "64KiB")...)
		if status != 2 || !strings.Contains(errs, "memory limit 65536 bytes") {
			t.Errorf("%v --mem-limit 64KiB: status %d, %q; want 2 and the memory limit named", args, status, errs)
		}
	}
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1))
	for _, args := range [][]string{
		{"quotient", "octal:0.07", "-n", "30", "--verify", "12", "--json"},
		{"quotient", "kayles", "-n", "12", "--values", "--verify", "12"},
		{"genus", "kayles", "-n", "12", "--method", "quotient"},
		{"genus", "kayles", "-n", "12", "--method", "search"},
		{"misere", "kayles", "--heaps", "3,5,7", "--method", "quotient"},
		{"misere", "kayles", "--heaps", "3,5,7", "--method", "search"},
	} {
		if status, _, errs := runCLI(append(args, "--mem-limit", "1GiB")...); status != 0 {
			t.Errorf("%v --mem-limit 1GiB, process default 1 byte: status %d, %q", args, status, errs)
		}
	}
}
