package main

import (
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestLimitsTravelByContext: the commands leave the process-wide limits
// alone and pass --mem-limit and --force to the
// library in their context only (issue 21 item 3). With the process
// default at 1 TiB, a 1 KiB --mem-limit still refuses each command's
// table, and the refusal is the per-call check's ("memory limit 1024
// bytes"), not the process-wide one's ("gamelib.MemoryLimit = …"). With
// the process work limit at 1000 steps, --force still runs what that
// limit would refuse.
func TestLimitsTravelByContext(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 40))
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(gamelib.DefaultWorkLimit))
	for _, args := range [][]string{
		{"split", "-n", "300"},
		{"split", "-n", "300", "--exact"},
		{"thuemorse", "-n", "20", "--method", "brute"},
		{"thuemorse", "-n", "12", "--losing"},
		{"moore", "--cells", "1000", "--pieces", "100", "--max-move", "2"},
		{"moore", "--cells", "1000", "--pieces", "100", "--max-move", "2", "--exact"},
		{"sweep", "--codes", "0.77,0.137,0.07,4.07,0.51,0.6,0.71", "-n", "100"},
		{"sweep", "--digits", "2", "-n", "100"},
		{"seq", "kayles", "-n", "1000"},
		{"cram", "3x3"},
		{"nodekayles", "--family", "path", "-n", "5"},
		{"chomp", "6x6"}, // its box's table: C(12, 6) diagrams of 2 bytes
		{"wythoff", "-n", "100"},
		{"seq", "kayles", "-n", "100", "--misere"},
		{"genus", "kayles", "-n", "100"},
		{"misere", "kayles", "--heaps", "3,5,7"},
		{"quotient", "kayles", "-n", "30"},
	} {
		a := append(append([]string(nil), args...), "--mem-limit", "1KiB")
		status, _, errs := runCLI(a...)
		if status != 2 || !strings.Contains(errs, "memory limit 1024 bytes") || strings.Contains(errs, "gamelib.MemoryLimit") {
			t.Errorf("grundy %s: status %d, %q; want exit 2 from the call's 1 KiB limit", strings.Join(a, " "), status, errs)
		}
		if gamelib.MemoryLimit() != 1<<40 {
			t.Fatalf("grundy %s changed the process memory limit to %d", strings.Join(a, " "), gamelib.MemoryLimit())
		}
	}
	gamelib.SetWorkLimit(1000)
	for _, args := range [][]string{
		{"split", "-n", "60"},
		{"thuemorse", "-n", "12", "--method", "brute"},
		{"moore", "--cells", "1000", "--pieces", "100", "--max-move", "2"},
		{"sweep", "--codes", "0.77,0.137", "-n", "200"},
	} {
		if status, _, errs := runCLI(args...); status != 2 || !strings.Contains(errs, "work limit") {
			t.Errorf("grundy %s under a process work limit of 1000: status %d, %q; want a refusal", strings.Join(args, " "), status, errs)
		}
		a := append(append([]string(nil), args...), "--force")
		if status, _, errs := runCLI(a...); status != 0 {
			t.Errorf("grundy %s under a process work limit of 1000: status %d, %q; --force lifts the call's limit", strings.Join(a, " "), status, errs)
		}
		if gamelib.WorkLimit() != 1000 {
			t.Fatalf("grundy %s changed the process work limit to %d", strings.Join(a, " "), gamelib.WorkLimit())
		}
	}
}
