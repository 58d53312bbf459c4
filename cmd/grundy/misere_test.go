package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

func TestSeqMisere(t *testing.T) {
	m := runJSON(t, "seq", "kayles", "-n", "12", "--misere", "--json")
	want, err := misere.Values(octal.Kayles(), 12, nil)
	if err != nil {
		t.Fatal(err)
	}
	vals := m["values"].([]any)
	if len(vals) != 13 || m["misere"] != true {
		t.Fatalf("seq --misere: %v", m)
	}
	for i, v := range vals {
		if v.(json.Number).String() != strconv.Itoa(want[i]) {
			t.Errorf("g⁻(%d) = %v, want %d", i, v, want[i])
		}
	}
	// Misère Nim: g⁻(0) = 1, g⁻(1) = 0, g⁻(n) = n otherwise.
	if _, out, _ := runCLI("seq", "nim", "-n", "4", "--misere"); out != "1 0 2 3 4\n" {
		t.Errorf("seq nim --misere: %q", out)
	}
	if status, _, errs := runCLI("period", "nim", "-n", "4", "--misere"); status != 2 || !strings.HasPrefix(errs, "grundy: ") {
		t.Errorf("period --misere: status %d, %q (want a usage error: misère periods are not certified)", status, errs)
	}
}

func TestGenusCLI(t *testing.T) {
	m := runJSON(t, "genus", "grundy", "-n", "20", "--json")
	g := m["genus"].([]any)
	// The genera the issue quotes: Grundy's game heap 13 is 3^1431 and heap
	// 20 is 0^20 (computed by gamelib/misere, checked there against the
	// definition).
	if g[13] != "3^1431" || g[20] != "0^20" || g[0] != "0^120" {
		t.Errorf("genus grundy: %v", g)
	}
	if keys := strings.Join(sortedKeys(m), ","); keys != "game,genus,hereditarily_tame,method,misere,n,plus,tame" || m["method"] != "search" {
		t.Errorf("keys %s, method %v", keys, m["method"])
	}
	_, out, _ := runCLI("genus", "kayles", "-n", "5")
	if !strings.HasSuffix(out, "5 4^146 wild\n") {
		t.Errorf("genus kayles text: %q", out)
	}
}

// genus --method quotient equals the search on the heaps both reach, and
// auto turns to the quotient when the search's work estimate is refused:
// 0.75 to heap 1000 (whose value quotient has order 8, as its misère
// quotient has in Plambeck and Siegel).
func TestGenusQuotientCLI(t *testing.T) {
	for _, game := range []string{"kayles", "dawson", "octal:0.75"} {
		s := runJSON(t, "genus", game, "-n", "14", "--method", "search", "--json")
		q := runJSON(t, "genus", game, "-n", "14", "--method", "quotient", "--json")
		if q["method"] != "quotient" || q["quotient_order"] == nil {
			t.Errorf("%s: method %v, order %v", game, q["method"], q["quotient_order"])
		}
		for _, k := range []string{"genus", "plus", "misere", "tame", "hereditarily_tame"} {
			if fmt.Sprint(s[k]) != fmt.Sprint(q[k]) {
				t.Errorf("%s %s: search %v, quotient %v", game, k, s[k], q[k])
			}
		}
	}
	m := runJSON(t, "genus", "octal:0.75", "-n", "1000", "--json")
	if m["method"] != "quotient" || fmt.Sprint(m["quotient_order"]) != "8" || len(m["genus"].([]any)) != 1001 {
		t.Errorf("genus octal:0.75 -n 1000: method %v, order %v, %d genera", m["method"], m["quotient_order"], len(m["genus"].([]any)))
	}
}

// genus --method tame: 0.56 is hereditarily tame at every heap, so auto
// answers to heap 2000 without search, as the quotient does to 60; on
// Kayles, whose heap 5 is wild, --method tame stops with exit 2 naming it
// and auto runs the search.
func TestGenusTameCLI(t *testing.T) {
	m := runJSON(t, "genus", "octal:0.56", "-n", "2000", "--json")
	if m["method"] != "tame" || len(m["genus"].([]any)) != 2001 {
		t.Fatalf("genus octal:0.56 -n 2000: method %v, %d genera", m["method"], len(m["genus"].([]any)))
	}
	q := runJSON(t, "genus", "octal:0.56", "-n", "60", "--method", "quotient", "--json")
	for _, k := range []string{"genus", "plus", "misere", "tame", "hereditarily_tame"} {
		if got, want := fmt.Sprint(m[k].([]any)[:61]), fmt.Sprint(q[k]); got != want {
			t.Errorf("0.56 %s: tame %v, quotient %v", k, got, want)
		}
	}
	status, out, errs := runCLI("genus", "kayles", "-n", "10", "--method", "tame")
	if status != 2 || out != "" || !strings.Contains(errs, "heap 5 is not hereditarily tame") {
		t.Errorf("genus kayles --method tame: status %d, %q, %q", status, out, errs)
	}
	if m := runJSON(t, "genus", "kayles", "-n", "10", "--json"); m["method"] != "search" {
		t.Errorf("genus kayles: method %v, want search", m["method"])
	}
}

// sameMisere runs misere GAME --heaps HEAPS by methods a and b and checks
// that each says it used its method and that they agree on the outcome,
// the genus and whether there is a winning move.
func sameMisere(t *testing.T, game, heaps, a, b string) {
	t.Helper()
	x := runJSON(t, "misere", game, "--heaps", heaps, "--method", a, "--json")
	y := runJSON(t, "misere", game, "--heaps", heaps, "--method", b, "--json")
	if x["method"] != a || y["method"] != b {
		t.Errorf("%s %s: methods %v, %v", game, heaps, x["method"], y["method"])
	}
	for _, k := range []string{"outcome", "genus", "misere"} {
		if fmt.Sprint(x[k]) != fmt.Sprint(y[k]) {
			t.Errorf("%s %s %s: %s %v, %s %v", game, heaps, k, a, x[k], b, y[k])
		}
	}
	if (x["move"] == nil) != (y["move"] == nil) {
		t.Errorf("%s %s: %s move %v, %s move %v", game, heaps, a, x["move"], b, y["move"])
	}
}

// misere --method tame agrees with the quotient on sums of 0.56 heaps and
// answers at once where the heaps are large; on Kayles it stops with exit
// 2 and auto uses the quotient.
func TestMisereTameCLI(t *testing.T) {
	for _, heaps := range []string{"3,3", "7,9,12", "20,31", "1,1,1"} {
		sameMisere(t, "octal:0.56", heaps, "tame", "quotient")
	}
	m := runJSON(t, "misere", "octal:0.56", "--heaps", "1000,1500,2000", "--json")
	if m["method"] != "tame" || m["genus"] != "15^(15,13)" || m["move"] == nil {
		t.Errorf("misere octal:0.56 --heaps 1000,1500,2000: %v", m)
	}
	if status, _, errs := runCLI("misere", "kayles", "--heaps", "5", "--method", "tame"); status != 2 || !strings.Contains(errs, "heap 5 is not hereditarily tame") {
		t.Errorf("misere kayles --method tame: status %d, %q", status, errs)
	}
	if m := runJSON(t, "misere", "kayles", "--heaps", "5,7", "--json"); m["method"] != "quotient" {
		t.Errorf("misere kayles: method %v, want quotient", m["method"])
	}
}

func TestMisereCLI(t *testing.T) {
	m := runJSON(t, "misere", "nim", "--heaps", "1,1,1", "--json")
	if m["outcome"] != "P" || m["move"] != nil {
		t.Errorf("misere nim 1,1,1: %v", m)
	}
	m = runJSON(t, "misere", "nim", "--heaps", "3,5,7", "--json")
	mv, ok := m["move"].(map[string]any)
	if m["outcome"] != "N" || !ok {
		t.Fatalf("misere nim 3,5,7: %v", m)
	}
	// The move must lead to a misère P-position.
	var heaps []string
	for _, h := range mv["heaps"].([]any) {
		heaps = append(heaps, h.(json.Number).String())
	}
	if m2 := runJSON(t, "misere", "nim", "--heaps", strings.Join(heaps, ","), "--json"); m2["outcome"] != "P" {
		t.Errorf("move %v leads to %v", mv, m2["outcome"])
	}
	m = runJSON(t, "misere", "kayles", "--heaps", "", "--json")
	if m["outcome"] != "N" || m["genus"] != "0^120" {
		t.Errorf("empty position: %v", m)
	}
}

func TestQuotientCLI(t *testing.T) {
	m := runJSON(t, "quotient", "octal:0.75", "-n", "6", "--verify", "20", "--json")
	// The sums checked are the partitions of 0..20 into parts ≤ 6.
	ways := make([]int, 21)
	ways[0] = 1
	for part := 1; part <= 6; part++ {
		for k := part; k <= 20; k++ {
			ways[k] += ways[k-part]
		}
	}
	sums := 0
	for _, w := range ways {
		sums += w
	}
	if m["order"].(json.Number).String() != "8" || m["proven"] != true || m["verified_sums"] != strconv.Itoa(sums) {
		t.Errorf("quotient 0.75: order %v, proven %v, verified %v", m["order"], m["proven"], m["verified_sums"])
	}
	if m["presentation"] != "⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}" {
		t.Errorf("presentation %v", m["presentation"])
	}
	if keys := strings.Join(sortedKeys(m), ","); keys != "game,generators,heap_elements,multiplication,n,normal_forms,order,p_portion,presentation,proven,relations,verified_sums,verified_total" {
		t.Errorf("keys %s", keys)
	}
	if _, out, _ := runCLI("quotient", "octal:0.75", "-n", "2"); !strings.Contains(out, "order 6") {
		t.Errorf("text: %q", out)
	}
}

func TestMisereBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"genus", "kayles"},
		{"genus", "nosuch", "-n", "3"},
		{"genus", "octal:0.7x", "-n", "3"},
		{"genus", "kayles", "-n", "-1"},
		{"genus", "kayles", "-n", "80", "--mem-limit", "1MiB"},
		{"genus", "kayles", "-n", "8", "--method", "guess"},
		{"genus", "nim", "-n", "100000", "--method", "tame"}, // 5·10⁹ options: the work estimate refused at once
		{"genus", "kayles", "-n", "8", "--max-order", "0"},
		{"genus", "kayles", "-n", "40", "--method", "quotient", "--max-order", "50"},
		{"genus", "kayles", "-n", "1000000"}, // the search's work and the quotient's options refused at once
		{"misere", "kayles", "--heaps", "3", "--method", "guess"},
		{"misere", "kayles", "--heaps", "3", "--max-order", "0"},
		{"misere", "grundy", "--heaps", "40,3", "--method", "quotient", "--max-order", "50"},
		{"misere", "kayles"},
		{"misere", "kayles", "--heaps", "1,x"},
		{"misere", "kayles", "--heaps", "1,-2"},
		{"quotient", "kayles"},
		{"quotient", "kayles", "-n", "12", "--max-order", "10"},
		{"quotient", "kayles", "-n", "12", "--max-order", "0"},
		{"quotient", "kayles", "-n", "4", "--verify", "-3"},
		{"quotient", "octal:0.75", "-n", "4", "--verify", "200", "--mem-limit", "1MiB"},
		{"seq", "kayles", "-n", "90", "--misere", "--mem-limit", "1MiB"},
		{"seq", "nim", "-n", "100000", "--misere"}, // refused by the work estimate at once
	} {
		status, out, errs := runCLI(args...)
		if status != 2 || out != "" || !strings.HasPrefix(errs, "grundy: ") || strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q", args, status, out, errs)
		}
	}
}

// genus --method search refuses up front, in milliseconds, a heap bound whose extrapolated
// work is absurd (it used to compute heap after heap for hours, with
// progress counting heaps instead of work).
func TestGenusRefusesAbsurdWork(t *testing.T) {
	status, out, errs := runCLI("genus", "kayles", "-n", "1000", "--method", "search")
	if status != 2 || out != "" || !strings.Contains(errs, "estimated work exceeds the limit") || !strings.Contains(errs, "--force") {
		t.Errorf("genus kayles -n 1000: status %d, stdout %q, stderr %q; want exit 2 with the work estimate", status, out, errs)
	}
}

// quotient --values adds the misère value quotient: its g⁻ of each heap
// equals seq --misere, and --verify checks it on all small sums.
func TestQuotientValuesCLI(t *testing.T) {
	m := runJSON(t, "quotient", "dawson", "-n", "12", "--values", "--verify", "16", "--json")
	vq, ok := m["value_quotient"].(map[string]any)
	if !ok {
		t.Fatalf("no value_quotient: %v", sortedKeys(m))
	}
	if keys := strings.Join(sortedKeys(vq), ","); keys != "heap_elements,multiplication,order,values" {
		t.Errorf("value_quotient keys %s", keys)
	}
	values, heaps := vq["values"].([]any), vq["heap_elements"].([]any)
	if fmt.Sprint(vq["order"]) != fmt.Sprint(len(values)) || len(heaps) != 13 {
		t.Errorf("order %v, %d values, %d heaps", vq["order"], len(values), len(heaps))
	}
	_, seq, _ := runCLI("seq", "dawson", "-n", "12", "--misere")
	var got []string
	for _, x := range heaps {
		i, _ := strconv.Atoi(fmt.Sprint(x))
		got = append(got, fmt.Sprint(values[i]))
	}
	if strings.Join(got, " ") != strings.TrimSpace(seq) {
		t.Errorf("g⁻ of heaps from the value quotient %v, seq --misere %q", got, seq)
	}
	if _, ok := runJSON(t, "quotient", "dawson", "-n", "4", "--json")["value_quotient"]; ok {
		t.Error("value_quotient without --values")
	}
}

// misere --method quotient agrees with the search where both run, and the
// quotient answers sums far beyond the search: Kayles heaps in the
// hundreds, whose winning move leads to a P-position by the quotient too.
func TestMisereQuotientCLI(t *testing.T) {
	for _, heaps := range []string{"3,5,7", "1,1", "4,4", "2,6,9", "12,3,3"} {
		sameMisere(t, "kayles", heaps, "search", "quotient")
	}
	m := runJSON(t, "misere", "kayles", "--heaps", "300,400,500", "--json")
	mv, ok := m["move"].(map[string]any)
	if m["method"] != "quotient" || m["outcome"] != "N" || !ok || m["genus"] != nil {
		t.Fatalf("misere kayles 300,400,500: %v", m)
	}
	var heaps []string
	for _, h := range mv["heaps"].([]any) {
		heaps = append(heaps, fmt.Sprint(h))
	}
	if m2 := runJSON(t, "misere", "kayles", "--heaps", strings.Join(heaps, ","), "--method", "quotient", "--json"); m2["outcome"] != "P" {
		t.Errorf("move %v leads to %v", mv, m2["outcome"])
	}
}
