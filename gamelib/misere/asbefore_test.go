package misere_test

import (
	"bufio"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// The quotients that the recalibration gave before its hot paths were
// rewritten for speed (issue 24 item 4; commit 907138f, before the
// marker, refine and the trial's cyclic table): testdata/quotients-907138f.txt
// holds, for every code 0.d₁d₂ and 4.d₁ to heap 14 (MaxOrder 200) and a
// few larger cases, the order and a digest of the multiplication table,
// P-portion (or values), heap elements and normal forms, or how the
// computation ended. Regenerate it (only when a change of results is
// intended) with GRUNDY_WRITE_ASBEFORE=path go test -run TestQuotientsAsBefore.

func asBeforeDigest(parts ...any) string {
	h := sha256.New()
	fmt.Fprint(h, parts...)
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}

func asBeforeEnd(err error) string {
	switch {
	case errors.Is(err, misere.ErrQuotientTooLarge):
		return "too-large"
	case errors.Is(err, misere.ErrNotCalibrated):
		return "not-calibrated"
	}
	return "error"
}

type asBeforeCase struct {
	kind, code  string // kind "q": QuotientOf; "v": ValueQuotientOf
	n, maxOrder int
}

func asBeforeCases() []asBeforeCase {
	var cs []asBeforeCase
	for d1 := range 8 {
		cs = append(cs, asBeforeCase{"q", fmt.Sprintf("4.%d", d1), 14, 200})
		for d2 := range 8 {
			cs = append(cs, asBeforeCase{"q", fmt.Sprintf("0.%d%d", d1, d2), 14, 200})
		}
	}
	return append(cs,
		asBeforeCase{"q", "4.7", 22, 1000},
		asBeforeCase{"q", "0.07", 30, 1000},
		asBeforeCase{"q", "0.77", 30, 1000},
		asBeforeCase{"v", "0.77", 19, 2000},
		asBeforeCase{"v", "0.07", 12, 2000},
		asBeforeCase{"v", "0.75", 100, 2000},
		asBeforeCase{"v", "0.123", 60, 2000},
	)
}

func asBeforeLine(c asBeforeCase) string {
	r := octal.MustParse(c.code)
	o := &misere.QuotientOptions{MaxOrder: c.maxOrder}
	head := fmt.Sprintf("%s %s %d", c.kind, c.code, c.n)
	if c.kind == "v" {
		v, err := misere.ValueQuotientOf(r, c.n, o)
		if err != nil {
			return head + " " + asBeforeEnd(err)
		}
		return fmt.Sprintf("%s %d %s", head, v.Order(), asBeforeDigest(v.Mul, v.Value, v.Heap))
	}
	q, err := misere.QuotientOf(r, c.n, o)
	if err != nil {
		return head + " " + asBeforeEnd(err)
	}
	return fmt.Sprintf("%s %d %s", head, q.Order(), asBeforeDigest(q.Mul, q.P, q.Heap, q.Words))
}

// TestQuotientsAsBefore checks that the quotients are those recorded
// before the rewrite (above).
func TestQuotientsAsBefore(t *testing.T) {
	cases := asBeforeCases()
	if testing.Short() {
		cases = cases[:72]
	}
	var got []string
	for _, c := range cases {
		got = append(got, asBeforeLine(c))
	}
	if path := os.Getenv("GRUNDY_WRITE_ASBEFORE"); path != "" {
		if err := os.WriteFile(path, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open("testdata/quotients-907138f.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		want = append(want, sc.Text())
	}
	if len(want) < len(got) {
		t.Fatalf("%d lines recorded, %d cases", len(want), len(got))
	}
	for i, g := range got {
		if g != want[i] {
			t.Errorf("got %q, recorded %q", g, want[i])
		}
	}
}
