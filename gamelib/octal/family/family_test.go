package family

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

func codesOf(f *Family) []string {
	var out []string
	for i := range f.Len() {
		out = append(out, f.Code(i).Code())
	}
	return out
}

func TestDigits(t *testing.T) {
	f, err := Digits(1, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"}
	if got := codesOf(f); !slices.Equal(got, want) {
		t.Errorf("Digits(1) = %v, want %v", got, want)
	}
	f, err = Digits(3, false, []int{0, 4})
	if err != nil {
		t.Fatal(err)
	}
	if f.Len() != 2*512 {
		t.Errorf("Digits(3, octal, {0,4}) has %d codes, want 1024", f.Len())
	}
	got := codesOf(f)
	// Order: the digits after the point as a three-digit number.
	for i, want := range map[int]string{0: "0.0", 1: "0.001", 8: "0.01", 9: "0.011", 64: "0.1", 511: "0.777", 512: "4.0", 1023: "4.777"} {
		if got[i] != want {
			t.Errorf("Digits(3)[%d] = %s, want %s", i, got[i], want)
		}
	}
	seen := map[string]bool{}
	for _, c := range got {
		if seen[c] {
			t.Errorf("%s twice", c)
		}
		seen[c] = true
	}
	h, err := Digits(2, true, []int{0, 4, 8, 12})
	if err != nil {
		t.Fatal(err)
	}
	if h.Len() != 4*256 || h.Code(255).Code() != "0.FF" || h.Code(1023).Code() != "C.FF" {
		t.Errorf("Digits(2, hex): %d codes, [255] = %s, [1023] = %s", h.Len(), h.Code(255), h.Code(1023))
	}
	if !h.Contains(octal.MustParse("8.A")) || h.Contains(octal.MustParse("0.777")) || h.Index(octal.MustParse("0.1")) != 16 {
		t.Errorf("Contains/Index wrong")
	}
}

func TestDigitsErrors(t *testing.T) {
	for _, tc := range []struct {
		digits  int
		hex     bool
		leading []int
		want    string
	}{
		{0, false, nil, "0 digits"},
		{MaxDigits + 1, false, nil, "16 digits"},
		{2, false, []int{8}, "leading digit 8 not allowed"},
		{2, true, []int{1}, "leading digit 1 not allowed"},
		{2, false, []int{0, 0}, "given twice"},
		{15, true, nil, "memory need exceeds the limit"},
	} {
		_, err := Digits(tc.digits, tc.hex, tc.leading)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Digits(%d, %v, %v) error %v, want %q", tc.digits, tc.hex, tc.leading, err, tc.want)
		}
	}
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(100 * memberBytes))
	if _, err := Digits(3, false, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Digits(3) with a small memory limit: %v, want ErrTooLarge", err)
	}
	if _, err := Digits(2, false, nil); err != nil {
		t.Errorf("Digits(2) with 100 members allowed: %v", err)
	}
	if _, err := List(make([]string, 101)); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("List of 101 with a small memory limit: %v, want ErrTooLarge", err)
	}
}

func TestList(t *testing.T) {
	f, err := List([]string{"0.770", ".77", "octal:0.07", " 4.7 ", "0.0"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := codesOf(f), []string{"0.77", "0.07", "4.7", "0.0"}; !slices.Equal(got, want) {
		t.Errorf("List = %v, want %v", got, want)
	}
	for _, bad := range [][]string{nil, {"0.77", "0.79x"}, {"1.7"}} {
		if _, err := List(bad); err == nil {
			t.Errorf("List(%q) succeeded", bad)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Shard
		ok   bool
	}{
		{"0/1", Shard{0, 1}, true},
		{"3/4", Shard{3, 4}, true},
		{"0/4", Shard{0, 4}, true},
		{"3/2", Shard{}, false},
		{"0/0", Shard{}, false},
		{"4/4", Shard{}, false},
		{"-1/4", Shard{}, false},
		{"1/2/3", Shard{}, false},
		{"a/b", Shard{}, false},
		{"1", Shard{}, false},
		{"0x1/4", Shard{}, false},
		{"", Shard{}, false},
	} {
		got, err := ParseShard(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseShard(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
		if err == nil && got.String() != tc.in {
			t.Errorf("Shard %v prints as %q", got, got.String())
		}
	}
}

// TestPlanPartitions checks that the shards of a family are disjoint,
// cover it, keep each code with its representative, and that every
// representative is its own.
func TestPlanPartitions(t *testing.T) {
	f, err := Digits(3, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := f.Plan(All)
	if err != nil {
		t.Fatal(err)
	}
	if len(whole) != f.Len() {
		t.Fatalf("plan has %d entries, family %d", len(whole), f.Len())
	}
	for i, e := range whole {
		if e.Code != f.Code(i) {
			t.Fatalf("plan[%d] = %s, family[%d] = %s", i, e.Code, i, f.Code(i))
		}
		if rep, shift, _ := f.Representative(e.Rep); rep != e.Rep || shift != 0 {
			t.Errorf("%s: representative %s reduces to %s (shift %d), not itself", e.Code, e.Rep, rep, shift)
		}
		if e.Computed() != (len(e.Via) == 0) {
			t.Errorf("%s: computed %v but via %v", e.Code, e.Computed(), e.Via)
		}
	}
	for _, n := range []int{1, 2, 3, 7, 600} {
		shardOf := map[string]int{}
		total := 0
		for i := range n {
			part, err := f.Plan(Shard{i, n})
			if err != nil {
				t.Fatal(err)
			}
			prev := -1
			for _, e := range part {
				if j, dup := shardOf[e.Code.Code()]; dup {
					t.Errorf("%d shards: %s in shards %d and %d", n, e.Code, j, i)
				}
				shardOf[e.Code.Code()] = i
				if k := f.Index(e.Code); k <= prev {
					t.Errorf("%d shards: shard %d out of order at %s", n, i, e.Code)
				} else {
					prev = k
				}
			}
			total += len(part)
		}
		if total != f.Len() {
			t.Errorf("%d shards hold %d codes, want %d", n, total, f.Len())
		}
		for _, e := range whole {
			if shardOf[e.Code.Code()] != shardOf[e.Rep.Code()] {
				t.Errorf("%d shards: %s and its representative %s apart", n, e.Code, e.Rep)
			}
		}
	}
	if _, err := f.Plan(Shard{3, 2}); err == nil {
		t.Error("Plan(3/2) succeeded")
	}
}
