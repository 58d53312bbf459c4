package octal

import (
	"slices"
	"strings"
	"testing"
)

// FuzzParse: Parse never panics; a code it accepts has a canonical text
// that parses to itself, a digit before the point without bits 1 and 2,
// and options that are smaller heaps; a code it rejects gets an error
// naming the code.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"0.77", "0.07", "0.137", "4.7", "0.6", "0.F", ".77", "1.7", "0.", "", "0.7.7", "C.f0", "0x.1",
		"4!.0", "0.[3]", "0.3003330[3]", "0.33[33]", "0.7![7!]", "0.[0]", "0.[]", "0.[3", "0.?", "0.{2}", "0.G", "44.7", "!.7", "0.7!!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		c, err := Parse(code)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "octal: malformed code ") {
				t.Errorf("Parse(%q): error %q does not name the code", code, err)
			}
			return
		}
		c2, err := Parse(c.Code())
		if err != nil || c2.Code() != c.Code() || c2.String() != "octal:"+c.Code() {
			t.Errorf("Parse(%q) = %q, which reparses to %v, %v", code, c.Code(), c2, err)
		}
		if c.Digit(0)&3 != 0 {
			t.Errorf("Parse(%q): digit before the point %d", code, c.Digit(0))
		}
		for n := 0; n <= 8; n++ {
			var opts, again [][]int
			for o := range c.Options(n) {
				for _, h := range o {
					if h < 1 || h >= n {
						t.Errorf("%s: option %v of %d", c, o, n)
					}
				}
				opts = append(opts, slices.Clone(o))
			}
			// The canonical text is the same game, and "!" holds.
			for o := range c2.Options(n) {
				again = append(again, slices.Clone(o))
			}
			if !slices.EqualFunc(opts, again, slices.Equal) {
				t.Errorf("%q and its canonical %q have different options of %d", code, c.Code(), n)
			}
			for _, o := range opts {
				j := n
				for _, h := range o {
					j -= h
				}
				if len(o) >= 2 && c.Unequal(j) && len(slices.Compact(slices.Clone(o))) != len(o) {
					t.Errorf("%s: option %v of %d has equal heaps", c, o, n)
				}
			}
		}
	})
}
