package main

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestPeriodDefinitionSame: period --definition computes the values from
// the game's definition and reaches the same verdict as period: the same
// JSON (certified or observed, preperiod, period, saltus, proof, needed,
// checked). Issue 22: --definition hid the all-but lemma
// (heap.ValueCertifier's CertifyBound and CertifyValues), so octal:0.[3]
// and octal:0.3003330[3] were only observed with it. Cases: the codes of
// that issue, "!" and all-but codes, named games, and random codes (with
// "!" splits and repeating digits), seeded.
func TestPeriodDefinitionSame(t *testing.T) {
	games := []string{
		"octal:0.56!",        // "!": certified from g(0…2333) (preperiod 572, period 297)
		"octal:0.[3]",        // Nim as an all-but code: arithmetic period 1, saltus 1
		"octal:0.3003330[3]", // all but 2, 3 and 7: period 4, saltus 2
		"octal:0.1[2]",       // all-but with repeating digit 2
		"octal:0.3F",         // hexadecimal saltus: certified by the test of package octal
		"octal:4.9",          // hexadecimal saltus: certified with unequal cancelling heaps
		"octal:0.209",        // hexadecimal saltus the test does not prove: observed
		"octal:0.[7]",        // repeating 7: no theorem, observed
		"octal:4!.0",         // Grundy's game: none in g(0…600)
		"kayles", "dawson", "lasker", "nim", "sub:2,5,7", "split:3",
	}
	rng := rand.New(rand.NewPCG(22, 2))
	for n := len(games); len(games) < n+16; {
		code := randomCode(rng)
		if len(games)%2 == 0 {
			code = randomAllBut(rng)
		}
		if code != "" && !slices.Contains(games, "octal:"+code) {
			games = append(games, "octal:"+code)
		}
	}
	for _, game := range games {
		n := "600"
		if game == "octal:0.56!" {
			n = "2500"
		}
		want := runJSON(t, "period", game, "-n", n, "--json")
		got := runJSON(t, "period", game, "-n", n, "--json", "--definition")
		if !reflect.DeepEqual(got, want) {
			t.Errorf("period %s --definition:\n%v\nwithout --definition:\n%v", game, got, want)
		}
	}
}

// randomCode is a random octal code of 2 to 4 digits after the point,
// with "!" on a digit that splits (1 in 4) and a repeating digit (1 in 3),
// or "" when package octal refuses it.
func randomCode(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("0.")
	for i := range 2 + rng.IntN(3) {
		d := rng.IntN(8)
		if i == 0 {
			d = 1 + rng.IntN(7) // a code with a move
		}
		fmt.Fprint(&b, d)
		if d&4 != 0 && rng.IntN(4) == 0 {
			b.WriteByte('!')
		}
	}
	if rng.IntN(3) == 0 {
		fmt.Fprintf(&b, "[%d]", 1+rng.IntN(7))
	}
	if _, err := octal.Parse(b.String()); err != nil {
		return ""
	}
	return b.String()
}

// randomAllBut is a random all-but subtraction code: 2 to 5 digits 0 to
// 3 (no splits) and a repeating 2 or 3 (the codes whose arithmetic
// periods the all-but lemma certifies).
func randomAllBut(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("0.")
	for i := range 2 + rng.IntN(4) {
		d := rng.IntN(4)
		if i == 0 {
			d = 1 + rng.IntN(3)
		}
		fmt.Fprint(&b, d)
	}
	fmt.Fprintf(&b, "[%d]", 2+rng.IntN(2))
	if _, err := octal.Parse(b.String()); err != nil {
		return ""
	}
	return b.String()
}
