package octal

import (
	"slices"
	"strings"
	"testing"
)

var parseTests = []struct {
	code, canon string
	len         int
}{
	{"0.77", "0.77", 2},
	{"0.07", "0.07", 2},
	{"0.137", "0.137", 3},
	{"4.7", "4.7", 1},
	{"0.6", "0.6", 1},
	{"0.F", "0.F", 1},
	{"0.f", "0.F", 1},
	{".77", "0.77", 2},
	{"0.770", "0.77", 2},
	{"4.0", "4.0", 0},
	{"4.000", "4.0", 0},
	{"0.0", "0.0", 0},
	{"C.3", "C.3", 1},
	{"8.1", "8.1", 1},
	{"0.0000001", "0.0000001", 7},
	{"0.123456789ABCDEF", "0.123456789ABCDEF", 15},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		c, err := Parse(tt.code)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.code, err)
			continue
		}
		if got := c.Code(); got != tt.canon {
			t.Errorf("Parse(%q).Code() = %q, want %q", tt.code, got, tt.canon)
		}
		if got := c.String(); got != "octal:"+tt.canon {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.code, got, "octal:"+tt.canon)
		}
		if got := c.Len(); got != tt.len {
			t.Errorf("Parse(%q).Len() = %d, want %d", tt.code, got, tt.len)
		}
		// The canonical text parses to itself.
		c2, err := Parse(c.Code())
		if err != nil || c2.Code() != c.Code() {
			t.Errorf("Parse(%q) = %v, %v; want canonical %q", c.Code(), c2, err, c.Code())
		}
	}
}

var parseErrorTests = []struct{ code, want string }{
	{"", "empty code"},
	{"77", "no point"},
	{"0.", "no digit after the point"},
	{"0.7.7", `a second point at offset 3`},
	{"０.7", `invalid digit '０' at offset 0`}, // a full-width zero is named as the character it is
	{"00.7", `more than one digit before the point ("00"): moves that add tokens: not supported`},
	{"0.7x", `invalid digit 'x' at offset 3`},
	{"0.G", `digit 'G' at offset 2: splits into four or more heaps: not supported`},
	{"0.v", `digit 'v' at offset 2: splits into four or more heaps: not supported`},
	{"0.W", `invalid digit 'W' at offset 2`},
	{"x.7", `invalid digit 'x' at offset 0`},
	{"0.-7", `invalid digit '-' at offset 2`},
	{" 0.7", `invalid digit ' ' at offset 0`},
	// CGSuite's syntax: what is not implemented is named.
	{"0.7?", `constraint '?' at offset 3`},
	{"0.4=", `constraint '=' at offset 3`},
	{"0.*", `generalised digit syntax '*' at offset 2: not supported`},
	{"0.{2,3}", `generalised digit syntax '{' at offset 2: not supported`},
	{"0.&16;", `generalised digit syntax '&' at offset 2: not supported`},
	{"0.[]", `an empty repeating part "[]"`},
	{"0.[3", `unclosed '['`},
	{"0.3]", `']' at offset 3 without '['`},
	{"0.[3]7", `'7' at offset 5 after the repeating part`},
	{"0.[3][3]", `'[' at offset 5 after the repeating part`},
	{"0.[3[3]]", `a second '[' at offset 4`},
	{"[3].7", `a repeating part before the point`},
	{"0.!7", `'!' at offset 2 does not follow a digit`},
	{"0.7!!", `'!' at offset 4 does not follow a digit`},
	{"0.[!3]", `'!' at offset 3 does not follow a digit`},
	{"!.7", `'!' at offset 0 does not follow a digit`},
	{"1!.7", "bit 1 or 2"},
	{"4!.", "no digit after the point"},
	{"1.7", "bit 1 or 2"},
	{"2.0", "bit 1 or 2"},
	{"7.7", "bit 1 or 2"},
	{"0." + strings.Repeat("7", maxDigits+1), "at most 1024 allowed"},
}

func TestParseError(t *testing.T) {
	for _, tt := range parseErrorTests {
		c, err := Parse(tt.code)
		if err == nil {
			t.Errorf("Parse(%q) = %v, want error", tt.code, c)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "octal: malformed code ") || !strings.Contains(msg, tt.want) {
			t.Errorf("Parse(%q) error %q, want it to name the code and contain %q", tt.code, msg, tt.want)
		}
		if len(tt.code) < 100 && !strings.Contains(msg, `"`+tt.code+`"`) {
			t.Errorf("Parse(%q) error %q does not name the code", tt.code, msg)
		}
	}
}

// bruteOptions lists the options of heap n of code digits straight from
// the definition of the digits: every way to remove j tokens and leave
// k nonempty heaps when bit 2^k of d_j is set, as sorted size lists.
func bruteOptions(digits []uint8, n int) [][]int {
	var out [][]int
	var parts func(rest, k, min int, acc []int)
	parts = func(rest, k, min int, acc []int) {
		if k == 0 {
			if rest == 0 {
				out = append(out, slices.Clone(acc))
			}
			return
		}
		for a := min; a <= rest; a++ {
			parts(rest-a, k-1, a, append(acc, a))
		}
	}
	for j, d := range digits {
		if j > n {
			break
		}
		for k := 0; k < 4; k++ {
			if d&(1<<k) != 0 {
				parts(n-j, k, 1, nil)
			}
		}
	}
	// A move must change the position; for n ≥ 1 that excludes nothing
	// Parse accepts, which the d₀ rule guarantees.
	slices.SortFunc(out, slices.Compare)
	return out
}

func TestOptions(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "4.7", "0.6", "0.F", "C.9", "8.0", "0.0", "0.4", "0.B1"} {
		c := MustParse(code)
		for n := 0; n <= 12; n++ {
			var got [][]int
			for o := range c.Options(n) {
				for _, s := range o {
					if s <= 0 || s >= n {
						t.Errorf("%s: Options(%d) yields %v with a size outside [1, %d)", c, n, o, n)
					}
				}
				got = append(got, slices.Sorted(slices.Values(o)))
			}
			slices.SortFunc(got, slices.Compare)
			want := bruteOptions(c.digits, n)
			if n == 0 {
				want = nil
			}
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("%s: Options(%d) = %v, want %v", c, n, got, want)
			}
		}
	}
}

func TestOptionsStop(t *testing.T) {
	// Breaking out of the loop early must not panic.
	for range Kayles().Options(10) {
		break
	}
}
