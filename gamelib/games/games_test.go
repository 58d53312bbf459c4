package games

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct{ name, str string }{
		{"nim", "nim"},
		{"lasker", "lasker"},
		{"grundy", "grundy"},
		{"kayles", "octal:0.77"},
		{"dawson", "octal:0.07"},
		{"sub:1,3,4", "sub:1,3,4"},
		{"sub:4,1,3", "sub:1,3,4"},
		{"split:3", "split:3"},
		{"octal:0.137", "octal:0.137"},
		{"octal:4.7", "octal:4.7"},
	} {
		r, err := Parse(tc.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.name, err)
			continue
		}
		if r.String() != tc.str {
			t.Errorf("Parse(%q) = %v, want %s", tc.name, r, tc.str)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, msg string }{
		{"chess", `unknown game "chess"`},
		{"Nim", `unknown game "Nim"`},
		{"foo:1", `unknown game "foo:1"`},
		{"sub:", `"sub:"`},
		{"sub:1,x", `amount "x" is not an integer`},
		{"sub:0", "positive"},
		{"split:1", `"split:1"`},
		{"split:two", `K "two" is not an integer`},
		{"octal:0.G", `"octal:0.G"`},
		{"octal:", `"octal:"`},
	} {
		_, err := Parse(tc.name)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Parse(%q) error %v, want one containing %q", tc.name, err, tc.msg)
		}
	}
}
