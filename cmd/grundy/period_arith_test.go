package main

import (
	"encoding/json"
	"testing"
)

// TestPeriodArithmeticCertified: period certifies the arithmetic period
// of an all-but subtraction game ("saltus" > 0, "certified": true) and the
// period of a code with "!" splits, and a hexadecimal saltus with the
// test of package octal, where it proves one (issue 24); 0.209's stays
// observed.
func TestPeriodArithmeticCertified(t *testing.T) {
	for _, tc := range []struct {
		game                      string
		preperiod, period, saltus json.Number
		certified                 bool
	}{
		{"octal:0.3003330[3]", "0", "4", "2", true}, // all but 2, 3 and 7
		{"octal:0.[3]", "0", "1", "1", true},        // Nim
		{"octal:0.56!", "572", "297", "0", true},    // the Guy–Smith theorem with "!"
		{"octal:0.3F", "0", "6", "3", true},         // hexadecimal, three-heap moves: the test
		{"octal:4.9", "16", "12", "4", true},        // hexadecimal, with unequal cancelling heaps
		{"octal:0.209", "1", "9", "3", false},       // hexadecimal: the test does not prove it
	} {
		m := runJSON(t, "period", tc.game, "-n", "3000", "--json")
		if m["found"] != true || m["preperiod"] != tc.preperiod || m["period"] != tc.period ||
			m["saltus"] != tc.saltus || m["certified"] != tc.certified {
			t.Errorf("period %s: %v; want preperiod %v, period %v, saltus %v, certified %v",
				tc.game, m, tc.preperiod, tc.period, tc.saltus, tc.certified)
		}
	}
}
