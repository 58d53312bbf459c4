package games

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct{ name, str string }{
		{"nim", "nim"},
		{"lasker", "lasker"},
		{"grundy", "octal:4!.0"}, // Grundy's game is the code 4!.0
		{"octal:4!.0", "octal:4!.0"},
		{"octal:0.[3]", "octal:0.[3]"},
		{"octal:0.33[33]", "octal:0.[3]"},
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

// position is a sum of heaps, encoded as a sorted, comma-separated list
// so that it can key the generic solver's memo.
type position string

func encode(heaps []int) position {
	h := slices.Clone(heaps)
	slices.Sort(h)
	s := make([]string, 0, len(h))
	for _, x := range h {
		if x > 0 {
			s = append(s, strconv.Itoa(x))
		}
	}
	return position(strings.Join(s, ","))
}

func decode(p position) []int {
	if p == "" {
		return nil
	}
	var hs []int
	for _, f := range strings.Split(string(p), ",") {
		x, _ := strconv.Atoi(f)
		hs = append(hs, x)
	}
	return hs
}

// sumMoves is the move function of the sum game of rule r, independent of
// the Sprague–Grundy theorem: move in one heap, keep the rest.
func sumMoves(r heap.Rule) func(position) []position {
	return func(p position) []position {
		heaps := decode(p)
		var opts []position
		for i, h := range heaps {
			rest := slices.Delete(slices.Clone(heaps), i, i+1)
			for opt := range r.Options(h) {
				opts = append(opts, encode(append(slices.Clone(rest), opt...)))
			}
		}
		return opts
	}
}

// partitions calls f with every partition of n.
func partitions(n, maxPart int, prefix []int, f func([]int)) {
	if n == 0 {
		f(prefix)
		return
	}
	for p := min(n, maxPart); p >= 1; p-- {
		partitions(n-p, p, append(prefix, p), f)
	}
}

// crossChecked are the games checked against the generic solver: every
// built-in rule and a few codes of each kind.
var crossChecked = []string{
	"nim", "lasker", "kayles", "dawson", "grundy", "sub:1,3,4", "sub:2,5",
	"split:2", "split:3", "split:4", "octal:0.137", "octal:4.7", "octal:0.6", "octal:0.F", "octal:0.123",
}

// TestRulesAgainstSolver checks every named rule on every multi-heap
// position of total size ≤ 10: the value the generic solver finds by
// playing the sum directly (no Sprague–Grundy theorem) equals the nim-sum
// of the rule's sequence as Values computes it.
func TestRulesAgainstSolver(t *testing.T) {
	const total = 10
	for _, name := range crossChecked {
		r, err := Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := heap.Values(r, total, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := gamelib.NewSolver(sumMoves(r))
		for n := 0; n <= total; n++ {
			partitions(n, n, nil, func(heaps []int) {
				want, err := s.Value(encode(heaps))
				if err != nil {
					t.Fatal(err)
				}
				if got := g.Value(heaps...); got != want {
					t.Errorf("%v: position %v: nim-sum of sequence = %d, solver = %d", r, heaps, got, want)
				}
			})
		}
	}
}
