package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestNodeKaylesJSON(t *testing.T) {
	// P_4 (0.137: g(4) = 0) given three ways, P_5 (g(5) = 3), and the
	// Petersen graph (checked against a brute force in gamelib/nodekayles).
	for _, tc := range []struct {
		args    []string
		nimber  string
		outcome string
	}{
		{[]string{"--edges", "0-1,1-2,2-3"}, "0", "P"},
		{[]string{"--edges", "3-2,0-1,2-1"}, "0", "P"},
		{[]string{"--graph6", "Ch"}, "0", "P"}, // P_4 labelled 0-1-2-3 is "Ch"
		{[]string{"--edges", "0-1,1-2,2-3,3-4"}, "3", "N"},
		{[]string{"--graph6", ">>graph6<<IheA@GUAo"}, "1", "N"},
	} {
		args := append([]string{"nodekayles", "--json", "--tt-mem", "1MiB"}, tc.args...)
		m := runJSON(t, args...)
		if m["nimber"] != json.Number(tc.nimber) || m["outcome"] != tc.outcome {
			t.Errorf("grundy %v: nimber %v outcome %v, want %s %s", args, m["nimber"], m["outcome"], tc.nimber, tc.outcome)
		}
		if _, ok := m["edges"].(string); !ok || m["game"] != "nodekayles" {
			t.Errorf("grundy %v: edges %v (want a string count), game %v", args, m["edges"], m["game"])
		}
		o := runJSON(t, append(args, "--outcome")...)
		if o["outcome"] != tc.outcome || o["nimber"] != nil {
			t.Errorf("grundy %v --outcome: %v", args, o)
		}
	}
}

func TestNodeKaylesFamily(t *testing.T) {
	m := runJSON(t, "nodekayles", "--family", "path", "-n", "12", "--json", "--tt-mem", "1MiB")
	// Node Kayles on paths is octal 0.137: compare with grundy seq.
	s := runJSON(t, "seq", "octal:0.137", "-n", "12", "--json")
	if !reflect.DeepEqual(m["values"], s["values"]) {
		t.Errorf("paths %v, octal:0.137 %v", m["values"], s["values"])
	}
	// C_n = mex{g_0.137(n−3)} for n ≥ 3 (P_n below): 0.137 is 0 1 1 2 0 3 1 1 0 …
	status, out, errs := runCLI("nodekayles", "--family", "cycle", "-n", "10", "--tt-mem", "1MiB")
	if status != 0 || out != "0 1 1 1 0 0 0 1 0 0 0\n" || errs != "" {
		t.Errorf("cycles: %d %q %q", status, out, errs)
	}
}

// TestArcKaylesCLI: Arc Kayles on P_4 is Dawson's Kayles g(4) = 2; on the
// 2×3 grid graph it is Cram on 2×3 (nimber 1, as cram 2x3 says).
func TestArcKaylesCLI(t *testing.T) {
	m := runJSON(t, "arckayles", "--edges", "0-1,1-2,2-3", "--json", "--tt-mem", "1MiB")
	if m["nimber"] != json.Number("2") || m["outcome"] != "N" || m["order"] != json.Number("4") || m["edges"] != "3" || m["game"] != "arckayles" {
		t.Errorf("arckayles P_4: %v", m)
	}
	_, cramOut, _ := runCLI("cram", "2x3")
	status, out, _ := runCLI("arckayles", "--edges", "0-1,1-2,3-4,4-5,0-3,1-4,2-5")
	if status != 0 || out != "arckayles 'EkSg' (6 vertices, 7 edges): nimber 1, outcome N\n" || cramOut != "cram .../...: nimber 1, outcome N\n" {
		t.Errorf("arckayles on the 2×3 grid: %d %q; cram 2x3: %q", status, out, cramOut)
	}
	status, out, _ = runCLI("arckayles", "--graph6", "C~", "--outcome") // K_4: ⌊4/2⌋ mod 2 = 0
	if status != 0 || out != "arckayles 'C~' (4 vertices, 6 edges): outcome P\n" {
		t.Errorf("arckayles K_4 --outcome: %d %q", status, out)
	}
	// Arc Kayles on paths is Dawson's Kayles, octal 0.07.
	m = runJSON(t, "arckayles", "--family", "path", "-n", "20", "--json", "--tt-mem", "1MiB")
	s := runJSON(t, "seq", "octal:0.07", "-n", "20", "--json")
	if !reflect.DeepEqual(m["values"], s["values"]) || m["first"] != json.Number("0") || m["game"] != "arckayles" {
		t.Errorf("arckayles paths %v, octal:0.07 %v", m, s["values"])
	}
}

// TestGraphFamiliesCLI: a family that starts past 0 says so in "first";
// GP(5, 2) is the Petersen graph (Node Kayles nimber 1, as --graph6
// IheA@GUAo gives), and GP(n, 2) for even n has nimber 0 (the half turn
// is a mirror, gamelib/graphs.IsMirror).
func TestGraphFamiliesCLI(t *testing.T) {
	m := runJSON(t, "nodekayles", "--family", "petersen:2", "-n", "10", "--json", "--tt-mem", "1MiB")
	want := []any{json.Number("1"), json.Number("0"), json.Number("1"), json.Number("0"), json.Number("1"), json.Number("0")}
	if m["first"] != json.Number("5") || m["n"] != json.Number("10") || m["family"] != "petersen:2" || !reflect.DeepEqual(m["values"], want) {
		t.Errorf("nodekayles petersen:2 to 10: %v", m)
	}
	// Text: a family that does not start at 0 says where it starts.
	if _, out, _ := runCLI("nodekayles", "--family", "petersen:2", "-n", "8"); out != "n = 5…8: 1 0 1 0\n" {
		t.Errorf("nodekayles --family petersen:2 -n 8: %q", out)
	}
	if _, out, _ := runCLI("nodekayles", "--family", "path", "-n", "8", "--from", "6"); out != "n = 6…8: 1 1 0\n" {
		t.Errorf("nodekayles --family path -n 8 --from 6: %q", out)
	}
	_, out, _ := runCLI("nodekayles", "--graph6", "IheA@GUAo")
	if out != "nodekayles 'IheA@GUAo' (10 vertices, 15 edges): nimber 1, outcome N\n" {
		t.Errorf("nodekayles on the Petersen graph: %q", out)
	}
	status, out, errs := runCLI("arckayles", "--family", "hypercube", "-n", "4", "--tt-mem", "1MiB")
	if status != 0 || out != "0 1 0 0 0\n" || errs != "" { // Q0 = K1, Q1 = K2, then the antipodal mirror
		t.Errorf("arckayles hypercube to 4: %d %q %q", status, out, errs)
	}
}

func TestChompCLI(t *testing.T) {
	m := runJSON(t, "chomp", "3x4", "--json")
	if m["nimber"] != json.Number("9") || m["outcome"] != "N" || m["board"] != "3x4" || m["game"] != "chomp" {
		t.Errorf("chomp 3x4: %v", m)
	}
	// The rectangle is read as cram and grundy table read theirs.
	for _, spelling := range []string{"3X4", "3×4", " 3x4 ", "03x04"} {
		if m := runJSON(t, "chomp", spelling, "--json"); m["nimber"] != json.Number("9") || m["board"] != "3x4" {
			t.Errorf("chomp %q: %v", spelling, m)
		}
	}
	// A family's default table fits a small --mem-limit, as one graph's does.
	if status, out, errs := runCLI("nodekayles", "--family", "path", "-n", "6", "--mem-limit", "16MiB"); status != 0 || out != "0 1 1 2 0 3 1\n" {
		t.Errorf("nodekayles --family path -n 6 --mem-limit 16MiB: %d %q %q", status, out, errs)
	}
	if m := runJSON(t, "chomp", "3x4", "--workers", "1", "--json"); m["nimber"] != json.Number("9") {
		t.Errorf("chomp 3x4 --workers 1 (the box table's one): %v", m)
	}
	// An L with arms 3 and 5 is Nim 3 ⊕ 5 = 6.
	status, out, _ := runCLI("chomp", "--rows", "4,1,1,1,1,1")
	if status != 0 || out != "chomp 4,1,1,1,1,1: nimber 6, outcome N\n" {
		t.Errorf("chomp --rows 4,1,1,1,1,1: %d %q", status, out)
	}
	// Two rows (b+1, b) are P.
	status, out, _ = runCLI("chomp", "--rows", "5,4", "--outcome")
	if status != 0 || out != "chomp 5,4: outcome P\n" {
		t.Errorf("chomp --rows 5,4 --outcome: %d %q", status, out)
	}
	// A diagram given by its rows is named by them, as the moves' "after".
	if m := runJSON(t, "chomp", "--rows", "5,3,1", "--json"); m["board"] != "5,3,1" {
		t.Errorf("chomp --rows 5,3,1: board %v, want 5,3,1", m["board"])
	}
	// Every rectangle but 1×1 is N at once (strategy stealing), however large.
	if m := runJSON(t, "chomp", "200x200", "--outcome", "--json"); m["outcome"] != "N" || m["nodes"] != "0" {
		t.Errorf("chomp 200x200 --outcome: %v", m)
	}
}

func TestWythoffCLI(t *testing.T) {
	m := runJSON(t, "wythoff", "-n", "3", "--json")
	want := []any{
		[]any{json.Number("0"), json.Number("1"), json.Number("2"), json.Number("3")},
		[]any{json.Number("1"), json.Number("2"), json.Number("0"), json.Number("4")},
		[]any{json.Number("2"), json.Number("0"), json.Number("1"), json.Number("5")},
		[]any{json.Number("3"), json.Number("4"), json.Number("5"), json.Number("6")},
	}
	if !reflect.DeepEqual(m["values"], want) || m["n"] != json.Number("3") {
		t.Errorf("wythoff -n 3: %v", m)
	}
	m = runJSON(t, "wythoff", "-n", "40", "--json", "--periods")
	ps := m["row_periods"].([]any)
	if r := ps[1].(map[string]any); r["period"] != json.Number("3") || r["preperiod"] != json.Number("0") {
		t.Errorf("wythoff row 1: %v, want period 3 from 0", r)
	}
	status, out, _ := runCLI("wythoff", "-n", "2")
	if status != 0 || out != "0 1 2\n1 2 0\n2 0 1\n" {
		t.Errorf("wythoff -n 2: %d %q", status, out)
	}
}

func TestGraphGamesErrors(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "other")
	if status, _, errs := runCLI("nodekayles", "--edges", "0-1,1-2", "--dir", other, "--tt-mem", "64KiB"); status != 0 {
		t.Fatalf("saving a table: %d %s", status, errs)
	}
	before, _ := os.ReadDir(other)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"nodekayles", "--graph6", "D Q"}, "byte 1 is ' '"},
		{[]string{"nodekayles", "--graph6", "DQcc"}, "past the end"},
		{[]string{"nodekayles", "--edges", "0-0"}, "loop"},
		{[]string{"nodekayles", "--edges", "0-70"}, "more than 64"},
		{[]string{"nodekayles"}, "exactly one of"},
		{[]string{"nodekayles", "--edges", "0-1", "--graph6", "A_"}, "exactly one of"},
		{[]string{"nodekayles", "--family", "path"}, "needs -n"},
		{[]string{"nodekayles", "--family", "tree", "-n", "3"}, "unknown family"},
		{[]string{"nodekayles", "--family", "grid:3", "-n", "30"}, "more than 64"},
		{[]string{"nodekayles", "--family", "path", "-n", "-1"}, "non-negative"},
		{[]string{"nodekayles", "--edges", "0-1", "--tt-mem", "1KiB"}, "below the minimum"},
		{[]string{"nodekayles", "--edges", "0-1", "--tt-mem", "lots"}, "tt-mem"},
		{[]string{"nodekayles", "--edges", "0-1,1-2,2-3", "--dir", other}, "nothing was changed"},
		{[]string{"arckayles"}, "exactly one of"},
		{[]string{"arckayles", "--edges", "0-1", "--graph6", "A_"}, "exactly one of"},
		{[]string{"arckayles", "--graph6", "~"}, "graph6"},
		{[]string{"arckayles", "--edges", "0-0"}, "loop"},
		{[]string{"arckayles", "--edges", "0-1", "--tt-mem", "1KiB"}, "below the minimum"},
		{[]string{"arckayles", "P4"}, "unexpected argument"},
		{[]string{"arckayles", "--family", "petersen:2", "-n", "4"}, "starts at n = 5"},
		{[]string{"arckayles", "--family", "petersen:16", "-n", "40"}, "1..15"},
		{[]string{"arckayles", "--family", "hypercube", "-n", "7"}, "d ≤ 6"},
		{[]string{"arckayles", "--family", "linkeddiamonds", "-n", "22"}, "3n+1 ≤ 64"},
		{[]string{"arckayles", "-n", "4"}, "exactly one of"},
		{[]string{"arckayles", "--family", "path", "-n", "4", "--outcome"}, "not to --family"},
		{[]string{"chomp"}, "rectangle"},
		{[]string{"chomp", "4x0"}, "sides must be"},
		{[]string{"chomp", "4by7"}, "malformed rectangle"},
		{[]string{"chomp", "--rows", "2,3"}, "Young diagram"},
		{[]string{"chomp", "--rows", "2,x"}, "not an integer"},
		{[]string{"chomp", "200x200"}, "--force"},
		{[]string{"chomp", "200x200"}, "chomp 200×200:"},
		{[]string{"chomp", "--rows", ""}, "--rows is empty"},
		{[]string{"chomp", "3x4", "--tt-mem", "1MiB"}, "--tt-mem is for the engine's search, which chomp runs only with --dir"}, // not ignored
		{[]string{"chomp", "3x4", "--workers", "2"}, "--workers is for the engine's search"},
		{[]string{"chomp", "--rows", " ", "3x3"}, "--rows is empty"}, // not taken as absent
		{[]string{"nodekayles", "--edges", ""}, "--edges is empty (the graph of no vertex is --edges 0:"},
		{[]string{"arckayles", "--edges", "  "}, "--edges is empty"},
		{[]string{"nodekayles", "--graph6", ""}, "--graph6 is empty"},
		{[]string{"nodekayles", "--family", "", "-n", "3"}, "--family is empty (want one of path"},
		{[]string{"nodekayles", "--edges", "0-99999999999999999999"}, "more than 64 vertices"},
		{[]string{"cram", "--board", "", "3x3"}, "--board is empty"},
		{[]string{"chomp", "3x3", "--rows", "2"}, "not both"},
		{[]string{"wythoff"}, "-n N is required"},
		{[]string{"wythoff", "-n", "-3"}, "non-negative"},
		{[]string{"wythoff", "-n", "100000", "--mem-limit", "1MiB"}, "mem-limit"},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want status 2 and %q", tc.args, status, out, errs, tc.want)
		}
	}
	after, _ := os.ReadDir(other)
	if len(after) != len(before) {
		t.Errorf("the refused resume changed %s: %v → %v", other, before, after)
	}
}

// TestFamilyFrom: --from M gives the family's values of index M…N, the
// tail of the whole run's (both games, families that start at 0 and
// past it), "first" being M; a --from outside First…N, or without
// --family, is bad input.
func TestFamilyFrom(t *testing.T) {
	for _, c := range []struct {
		game, family string
		from, n      int
	}{
		{"nodekayles", "path", 5, 14},
		{"nodekayles", "grid:3", 4, 7},
		{"nodekayles", "petersen:2", 7, 12},
		{"arckayles", "comb", 3, 10},
		{"arckayles", "cycle", 0, 9},
		{"arckayles", "path", 8, 9},
	} {
		whole := runJSON(t, c.game, "--family", c.family, "-n", fmt.Sprint(c.n), "--json", "--tt-mem", "1MiB")
		part := runJSON(t, c.game, "--family", c.family, "-n", fmt.Sprint(c.n), "--from", fmt.Sprint(c.from), "--json", "--tt-mem", "1MiB")
		first, _ := whole["first"].(json.Number).Int64()
		all := whole["values"].([]any)
		if part["first"] != json.Number(fmt.Sprint(c.from)) || !reflect.DeepEqual(part["values"], all[c.from-int(first):]) {
			t.Errorf("%s --family %s -n %d --from %d: %v; whole run %v", c.game, c.family, c.n, c.from, part, whole)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"nodekayles", "--family", "path", "-n", "5", "--from", "6"}, "--from 6: want an index of path from its first, 0, to -n 5"},
		{[]string{"nodekayles", "--family", "petersen:2", "-n", "9", "--from", "4"}, "--from 4: want an index of petersen:2 from its first, 5, to -n 9"},
		{[]string{"arckayles", "--family", "path", "-n", "5", "--from", "-1"}, "--from -1: want an index"},
		{[]string{"nodekayles", "--graph6", "A_", "--from", "1"}, "--from goes with --family"},
	} {
		status, out, errs := runCLI(c.args...)
		if status != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: %d %q %q, want exit 2 and %q", c.args, status, out, errs, c.want)
		}
	}
}

// TestFamilyMember: --from N -n N is the family's graph of index N
// alone, searched as that graph given in graph6 is (the same nimber and
// moves), with the flags of one graph (--outcome, --moves, --dir,
// --workers), its JSON naming the family and n; with a longer range those
// flags are refused, saying how to ask for one graph.
func TestFamilyMember(t *testing.T) {
	for _, c := range []struct {
		game, family string
		n            int
	}{{"nodekayles", "grid:3", 5}, {"arckayles", "petersen:2", 7}, {"nodekayles", "comb", 4}} {
		n := fmt.Sprint(c.n)
		one := runJSON(t, c.game, "--family", c.family, "-n", n, "--from", n, "--json", "--moves", "--workers", "2")
		g6, _ := one["graph6"].(string)
		given := runJSON(t, c.game, "--graph6", g6, "--json", "--moves")
		seq := runJSON(t, c.game, "--family", c.family, "-n", n, "--json")
		vals := seq["values"].([]any)
		if one["family"] != c.family || one["n"] != json.Number(n) || one["nimber"] != given["nimber"] ||
			one["nimber"] != vals[len(vals)-1] || !reflect.DeepEqual(one["moves"], given["moves"]) {
			t.Errorf("%s --family %s -n %s --from %s: %v; --graph6 %s: %v; the family's last value %v", c.game, c.family, n, n, one, g6, given, vals[len(vals)-1])
		}
	}
	dir := filepath.Join(t.TempDir(), "tt")
	for range 2 { // saved, then resumed
		status, out, errs := runCLI("nodekayles", "--family", "grid:4", "-n", "6", "--from", "6", "--dir", dir, "--outcome")
		if status != 0 || !strings.HasPrefix(out, "nodekayles grid:4, n = 6 '") || !strings.HasSuffix(out, "(24 vertices, 38 edges): outcome P\n") {
			t.Errorf("nodekayles grid:4 n = 6 --dir: %d %q %q", status, out, errs)
		}
	}
	status, out, errs := runCLI("nodekayles", "--family", "grid:3", "-n", "5", "--from", "4", "--moves")
	if status != 2 || out != "" || !strings.Contains(errs, "give --from N -n N") {
		t.Errorf("--moves on two graphs of a family: %d %q %q", status, out, errs)
	}
}
