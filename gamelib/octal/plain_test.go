package octal

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// mexOptions computes g(0..n) of any heap.Rule by enumerating Options:
// the reference all solvers are checked against.
func mexOptions(r heap.Rule, n int) []int {
	g := make([]int, n+1)
	for m := 1; m <= n; m++ {
		seen := map[int]bool{}
		for o := range r.Options(m) {
			v := 0
			for _, s := range o {
				v ^= g[s]
			}
			seen[v] = true
		}
		for seen[g[m]] {
			g[m]++
		}
	}
	return g
}

// Known prefixes. Kayles: OEIS A002186. Dawson's Kayles 0.07: OEIS A002187
// (Dawson's Chess, 0.137) shifted right by one heap.
var knownPrefixes = []struct {
	code string
	want []int
}{
	{"0.77", []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7}},
	{"0.137", []int{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3}},
	{"0.07", []int{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3}},
	// Nim is 0.333…; with c digits it is nim restricted to taking ≤ c, g(n) = n mod (c+1).
	{"0.333", []int{0, 1, 2, 3, 0, 1, 2, 3, 0, 1}},
	// 4.0 splits a heap into two, nothing removed: no move from a heap of 1.
	{"4.0", []int{0, 0, 1, 0, 1, 0, 1, 0}},
}

func TestKnownPrefixes(t *testing.T) {
	for _, tt := range knownPrefixes {
		c := MustParse(tt.code)
		got, err := c.PlainValues(len(tt.want)-1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: PlainValues = %v, want %v", c, got, tt.want)
		}
	}
}

func TestPlainAgainstOptions(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "4.7", "0.6", "0.F", "C.9", "8.0", "0.4", "0.B1", "4.37", "0.51"} {
		c := MustParse(code)
		const n = 60
		got, err := c.PlainValues(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := mexOptions(c, n); !slices.Equal(got, want) {
			t.Errorf("%s: PlainValues = %v, want %v", c, got, want)
		}
	}
}

func TestValuesErrors(t *testing.T) {
	if _, err := Kayles().Values(-1, nil); err == nil {
		t.Error("Values(-1): no error")
	}
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 20))
	if _, err := Kayles().Values(1<<20, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Values(2^20) with a 1 MiB limit: error %v, want ErrTooLarge", err)
	}
}

var _ heap.Valuer = Kayles()

func TestValueLimit(t *testing.T) {
	defer func(old int) { valueLimit = old }(valueLimit)
	valueLimit = 5 // Kayles reaches 6 at heap 11
	for name, solve := range map[string]func() error{
		"plain":  func() error { _, err := Kayles().PlainValues(100, nil); return err },
		"sparse": func() error { _, err := Kayles().Values(100, nil); return err },
		"grundy": func() error { _, err := GrundysGame().Values(100, nil); return err },
	} {
		err := solve()
		if err == nil || !strings.Contains(err.Error(), "exceeds 5") {
			t.Errorf("%s: error %v, want a value beyond the limit", name, err)
		}
	}
}

func TestProgress(t *testing.T) {
	const n = 1 << 20
	for name, solve := range map[string]func(gamelib.Progress) error{
		"plain":  func(p gamelib.Progress) error { _, err := MustParse("0.4").PlainValues(1<<14, p); return err },
		"sparse": func(p gamelib.Progress) error { _, err := Kayles().Values(n, p); return err },
		"grundy": func(p gamelib.Progress) error { _, err := GrundysGame().Values(1<<16, p); return err },
	} {
		calls, last, total := 0, int64(-1), int64(0)
		err := solve(func(done, tot int64) {
			calls++
			if done < last || done > tot {
				t.Errorf("%s: progress %d of %d after %d", name, done, tot, last)
			}
			last, total = done, tot
		})
		if err != nil {
			t.Fatal(err)
		}
		if calls == 0 || calls > 1000 || last != total {
			t.Errorf("%s: %d progress calls ending at %d of %d", name, calls, last, total)
		}
	}
}
