package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestThueMorseJSON(t *testing.T) {
	for _, tc := range []struct {
		args []string
		mod  string
		sum  string
	}{
		// Seed 002 checkpoints: S(4) = 46, S(6) = 243, S(12) = 54532.
		{[]string{"-n", "4"}, "1000000007", "46"},
		{[]string{"-n", "6", "--method", "brute"}, "1000000007", "243"},
		{[]string{"-n", "12", "--method", "fast"}, "1000000007", "54532"},
		{[]string{"--method", "brute", "-n", "12", "--exact"}, "0", "54532"},
		{[]string{"-n", "12", "--mod", "1000"}, "1000", "532"},
		// S(40) = (2^60 + 2^44 − 7·2^20 − 124)/6 from the closed form.
		{[]string{"-n", "40", "--exact"}, "0", "192156516130925206"},
		{[]string{"-n", "0"}, "1000000007", "1"},
	} {
		args := append([]string{"thuemorse", "--json"}, tc.args...)
		m := runJSON(t, args...)
		method := "fast"
		if slices.Contains(tc.args, "brute") {
			method = "brute"
		}
		if !reflect.DeepEqual(sortedKeys(m), []string{"method", "mod", "n", "sum"}) {
			t.Errorf("grundy %v: keys %v", args, sortedKeys(m))
		}
		n := tc.args[slices.Index(tc.args, "-n")+1]
		if m["n"] != json.Number(n) || m["mod"] != json.Number(tc.mod) || m["method"] != method || m["sum"] != tc.sum {
			t.Errorf("grundy %v = %v, want n=%s mod=%s method=%s sum=%q", args, m, n, tc.mod, method, tc.sum)
		}
	}
}

// The closed form and the brute force agree for every n ≤ 16, modulo a
// prime, a composite and exactly.
func TestThueMorseFastMatchesBrute(t *testing.T) {
	for n := 0; n <= 16; n++ {
		for _, mod := range [][]string{{}, {"--mod", "36"}, {"--exact"}} {
			base := append([]string{"thuemorse", "--json", "-n", fmt.Sprint(n)}, mod...)
			fast := runJSON(t, append(base, "--method", "fast")...)
			brute := runJSON(t, append(base, "--method", "brute")...)
			if fast["sum"] != brute["sum"] || fast["mod"] != brute["mod"] {
				t.Errorf("n=%d %v: fast %v, brute %v", n, mod, fast, brute)
			}
		}
	}
}

func TestThueMorseHugeN(t *testing.T) {
	m := runJSON(t, "thuemorse", "-n", "1000000000000000000", "--json")
	// Same value as the library's ExampleSum (closed form, checked there
	// against an independent matrix power of the layer step).
	if m["sum"] != "482194356" || m["n"] != json.Number("1000000000000000000") {
		t.Errorf("S(10^18) mod p: %v", m)
	}
}

func TestThueMorseText(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"thuemorse", "-n", "6"}, "243\n"},
		// Seed 002: the losing positions of [1, 64].
		{[]string{"thuemorse", "-n", "6", "--losing"}, "1 3 4 7 15 16 19 20 31 63 64\n"},
		{[]string{"thuemorse", "--losing", "-n", "0"}, "1\n"},
	} {
		status, out, errs := runCLI(tc.args...)
		if status != 0 || out != tc.want || errs != "" {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want %q", tc.args, status, out, errs, tc.want)
		}
	}
}

func TestThueMorseLosingJSON(t *testing.T) {
	m := runJSON(t, "thuemorse", "-n", "6", "--losing", "--json", "--method", "brute")
	if !reflect.DeepEqual(sortedKeys(m), []string{"losing", "n"}) || m["n"] != json.Number("6") {
		t.Fatalf("keys %v in %v", sortedKeys(m), m)
	}
	var got []int64
	for _, v := range m["losing"].([]any) {
		x, _ := v.(json.Number).Int64()
		got = append(got, x)
	}
	if want := []int64{1, 3, 4, 7, 15, 16, 19, 20, 31, 63, 64}; !slices.Equal(got, want) { // seed 002
		t.Errorf("losing %v, want %v", got, want)
	}
	// For n = 12 the list must sum to the seed's 54532 and have
	// 2^6 + 6 = 70 values.
	m = runJSON(t, "thuemorse", "-n", "12", "--losing", "--json")
	l := m["losing"].([]any)
	sum := new(big.Int)
	for _, v := range l {
		x, _ := new(big.Int).SetString(string(v.(json.Number)), 10)
		sum.Add(sum, x)
	}
	if len(l) != 70 || sum.Int64() != 54532 {
		t.Errorf("n=12: %d losing values summing to %v", len(l), sum)
	}
}

func TestThueMorseErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string // part of the error line
	}{
		{[]string{}, "-n N is required"},
		{[]string{"-n", "-1"}, "got -1"},
		{[]string{"-n", "-3", "--method", "brute"}, "got -3"},
		{[]string{"-n", "x"}, "invalid value"},
		{[]string{"-n", "5", "extra"}, "unexpected argument"},
		{[]string{"-n", "5", "--method", "slow"}, `unknown --method "slow"`},
		{[]string{"-n", "5", "--mod", "1"}, "--mod must be at least 2"},
		{[]string{"-n", "5", "--mod", "7", "--exact"}, "exclude each other"},
		{[]string{"-n", "25", "--losing"}, "n ≤ 24, got 25"},
		{[]string{"-n", "6", "--losing", "--method", "fast"}, "does not apply"},
		{[]string{"-n", "6", "--losing", "--exact"}, "no --mod or --exact"},
		{[]string{"-n", "40", "--method", "brute"}, "memory need exceeds the limit"},
		{[]string{"-n", "100", "--method", "brute"}, "memory need exceeds the limit"},
		{[]string{"-n", "1000000000000000000", "--exact"}, "MaxExactN=16777216"},
	} {
		args := append([]string{"thuemorse"}, tc.args...)
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || !strings.Contains(errs, tc.msg) || strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want exit 2 with %q", args, status, out, errs, tc.msg)
		}
	}
}
