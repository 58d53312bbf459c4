package main

import (
	"encoding/json"
	"testing"
)

// TestPeriodOctal: grundy period certifies octal periods exactly when the
// periodicity theorem has enough values, 2t + 2p + c of them (issue 6).
func TestPeriodOctal(t *testing.T) {
	for _, tc := range []struct {
		args      []string
		preperiod int
		period    int
		certified bool
	}{
		// Kayles: preperiod 71, period 12 (Winning Ways, ch. 4); the
		// theorem needs g(0..167), that is -n 167.
		{[]string{"period", "kayles", "-n", "167", "--json"}, 71, 12, true},
		{[]string{"period", "kayles", "-n", "166", "--json"}, 71, 12, false},
		{[]string{"period", "octal:0.77", "-n", "1000", "--json"}, 71, 12, true},
		// Dawson's Kayles: preperiod 53, period 34; needs g(0..175).
		{[]string{"period", "dawson", "-n", "175", "--json"}, 53, 34, true},
		{[]string{"period", "octal:0.07", "-n", "174", "--json"}, 53, 34, false},
		// Dawson's Chess 0.137: the same values one heap earlier.
		{[]string{"period", "octal:0.137", "-n", "500", "--json"}, 52, 34, true},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 0 {
			t.Fatalf("%v: status %d, %s", tc.args, status, errs)
		}
		var got struct {
			Found     bool `json:"found"`
			Preperiod int  `json:"preperiod"`
			Period    int  `json:"period"`
			Saltus    *int `json:"saltus"`
			Certified bool `json:"certified"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if !got.Found || got.Preperiod != tc.preperiod || got.Period != tc.period || got.Saltus == nil || *got.Saltus != 0 || got.Certified != tc.certified {
			t.Errorf("grundy %v = %s, want preperiod %d, period %d, certified %v", tc.args, out, tc.preperiod, tc.period, tc.certified)
		}
	}
}

// TestPeriodStopsWhenProven: period computes values only until the
// theorem proves a period: Kayles to 5·10⁸ reads 168 values (issue 9: it
// used to allocate 4.7 GiB), and says how many it computed and needed.
func TestPeriodStopsWhenProven(t *testing.T) {
	status, out, errs := runCLI("period", "kayles", "-n", "500000000", "--json")
	if status != 0 {
		t.Fatalf("status %d, %s", status, errs)
	}
	var got struct {
		N         int  `json:"n"`
		Certified bool `json:"certified"`
		Needed    int  `json:"needed"`
		Checked   int  `json:"checked"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if !got.Certified || got.N != 500000000 || got.Needed != 168 || got.Checked < 168 || got.Checked > 2*168 {
		t.Errorf("period kayles -n 500000000: %s", out)
	}
}

func TestSeqOctal(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		// Dawson's Chess, OEIS A002187.
		{[]string{"seq", "octal:0.137", "-n", "12"}, "0 1 1 2 0 3 1 1 0 3 3 2 2\n"},
		{[]string{"seq", "octal:.77", "-n", "5"}, "0 1 2 3 1 4\n"},
		// 4.0 splits a heap into two, equal ones allowed (unlike Grundy's game).
		{[]string{"seq", "octal:4.0", "-n", "6"}, "0 0 1 0 1 0 1\n"},
		// CGSuite's spellings: Grundy's game 4!.0 (OEIS A002188), Nim 0.[3].
		{[]string{"seq", "octal:4!.0", "-n", "12"}, "0 0 0 1 0 2 1 0 2 1 0 2 1\n"},
		{[]string{"seq", "grundy", "-n", "12"}, "0 0 0 1 0 2 1 0 2 1 0 2 1\n"},
		{[]string{"seq", "octal:0.[3]", "-n", "6"}, "0 1 2 3 4 5 6\n"},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 0 || out != tc.want || errs != "" {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want %q", tc.args, status, out, errs, tc.want)
		}
	}
	for _, args := range [][]string{
		{"seq", "octal:1.7", "-n", "5"},   // d₀ with bit 1
		{"seq", "octal:077", "-n", "5"},   // no point
		{"period", "octal:0.", "-n", "5"}, // no digit after the point
		{"seq", "octal:0.7?", "-n", "5"},  // CGSuite syntax not implemented
		{"seq", "octal:0.[3", "-n", "5"},  // unclosed bracket
	} {
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || len(errs) < 8 || errs[:8] != "grundy: " {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want status 2 and one error line", args, status, out, errs)
		}
	}
}
