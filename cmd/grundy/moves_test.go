package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestMovesFlag checks --moves on each search command: the position's
// nimber (or outcome) from its options' values equals the one without
// --moves, each Cram board and Chomp diagram the moves leave has the
// nimber listed when asked for on its own (--board, --rows), the moves
// of nimber 0 are exactly "winning_moves", with --outcome the outcomes
// agree with the nimbers, and the text output ends with the count of
// winning moves.
func TestMovesFlag(t *testing.T) {
	for _, c := range []struct {
		cmd   []string
		after string // the flag that asks for what a move leaves on its own
	}{
		{[]string{"cram", "3x4"}, "--board"},
		{[]string{"cram", "--board", "..#./..../...."}, "--board"},
		{[]string{"chomp", "3x4"}, "--rows"},
		{[]string{"chomp", "--rows", "4,2,1"}, "--rows"},
		{[]string{"nodekayles", "--edges", "0-1,1-2,2-3,3-4,4-0,0-5"}, ""},
		{[]string{"arckayles", "--graph6", "IheA@GUAo"}, ""},
	} {
		plain := runJSON(t, append(c.cmd, "--json")...)
		m := runJSON(t, append(c.cmd, "--json", "--moves")...)
		if m["nimber"] != plain["nimber"] || m["outcome"] != plain["outcome"] {
			t.Errorf("%v --moves: nimber %v, outcome %v; without --moves %v, %v", c.cmd, m["nimber"], m["outcome"], plain["nimber"], plain["outcome"])
		}
		o := runJSON(t, append(c.cmd, "--json", "--moves", "--outcome")...)
		moves, _ := m["moves"].([]any)
		omoves, _ := o["moves"].([]any)
		if len(moves) == 0 || len(moves) != len(omoves) || o["outcome"] != plain["outcome"] {
			t.Fatalf("%v: %d moves, %d with --outcome (outcome %v)", c.cmd, len(moves), len(omoves), o["outcome"])
		}
		var wins []string
		for i, x := range moves {
			mv, omv := x.(map[string]any), omoves[i].(map[string]any)
			v := mv["nimber"].(json.Number).String()
			if (v == "0") != (omv["outcome"] == "P") || mv["move"] != omv["move"] {
				t.Errorf("%v, move %v: nimber %s, with --outcome %v %v", c.cmd, mv["move"], v, omv["move"], omv["outcome"])
			}
			if v == "0" {
				wins = append(wins, mv["move"].(string))
			}
			if c.after != "" {
				a := runJSON(t, c.cmd[0], c.after, mv["after"].(string), "--json")
				if a["nimber"].(json.Number).String() != v {
					t.Errorf("%v, move %v: leaves %v of nimber %v, listed %s", c.cmd, mv["move"], mv["after"], a["nimber"], v)
				}
			}
		}
		if got := fmt.Sprint(m["winning_moves"]); got != fmt.Sprint(wins) {
			t.Errorf("%v: winning_moves %s, the moves of nimber 0 %v", c.cmd, got, wins)
		}
		status, out, _ := runCLI(append(c.cmd, "--moves")...)
		if want := fmt.Sprintf("%d of %d moves win\n", len(wins), len(moves)); status != 0 || !strings.HasSuffix(out, want) {
			t.Errorf("%v --moves: status %d, output %q, want it to end %q", c.cmd, status, out, want)
		}
	}
	if status, _, errs := runCLI("nodekayles", "--family", "path", "-n", "5", "--moves"); status != 2 || !strings.Contains(errs, "--moves") {
		t.Errorf("--moves with --family: status %d, %q", status, errs)
	}
}
