package main

import (
	"encoding/json"
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/studies/moore"
)

func TestMooreCountJSON(t *testing.T) {
	// C(10⁴, 100) − C(10⁴ − 50, 50): with d ≥ K/2 only all-zero gaps lose.
	exact := new(big.Int).Binomial(10000, 100)
	exact.Sub(exact, new(big.Int).Binomial(9950, 50))
	for _, tc := range []struct {
		args        []string
		mod         string
		wins, total string
	}{
		// Sample of seed 003 (Luogu P2490): n=10, K=4, d=2 → 182 of C(10,4) = 210.
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "2"}, "1000000007", "182", "210"},
		{[]string{"--max-move", "2", "--exact", "--pieces", "4", "--cells", "10"}, "0", "182", "210"},
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "2", "--mod", "100"}, "100", "82", "10"},
		// d ≥ K/2 is legal: (10⁴, 100, 50), the example of package moore.
		{[]string{"--cells", "10000", "--pieces", "100", "--max-move", "50"}, "1000000007", "246584531", "" /* checked below */},
		{[]string{"--cells", "10000", "--pieces", "100", "--max-move", "50", "--exact"}, "0", exact.String(), new(big.Int).Binomial(10000, 100).String()},
		{[]string{"--cells", "5", "--pieces", "0", "--max-move", "1"}, "1000000007", "0", "1"}, // no pieces: white cannot move
	} {
		args := append([]string{"moore", "--json"}, tc.args...)
		m := runJSON(t, args...)
		if !reflect.DeepEqual(sortedKeys(m), []string{"cells", "max_move", "mod", "pieces", "total", "wins"}) {
			t.Errorf("grundy %v: keys %v", args, sortedKeys(m))
		}
		val := func(flag string) json.Number {
			for i, a := range tc.args {
				if a == flag {
					return json.Number(tc.args[i+1])
				}
			}
			return ""
		}
		if m["cells"] != val("--cells") || m["pieces"] != val("--pieces") || m["max_move"] != val("--max-move") ||
			m["mod"] != json.Number(tc.mod) || m["wins"] != tc.wins || (tc.total != "" && m["total"] != tc.total) {
			t.Errorf("grundy %v = %v, want mod=%s wins=%s total=%s", args, m, tc.mod, tc.wins, tc.total)
		}
		if _, ok := m["wins"].(string); !ok {
			t.Errorf("grundy %v: wins is not a JSON string", args)
		}
	}
}

func TestMooreCountText(t *testing.T) {
	status, out, errs := runCLI("moore", "--cells", "10", "--pieces", "4", "--max-move", "2")
	if status != 0 || errs != "" || out != "182 210\n" {
		t.Errorf("grundy moore (text): %d %q %q", status, out, errs)
	}
}

// The command agrees with the library on a grid of small boards, modulo a
// composite and exactly.
func TestMooreCountMatchesLibrary(t *testing.T) {
	for n := 0; n <= 16; n += 3 {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K/2+1; d++ {
				b := moore.Board{Cells: n, Pieces: K, MaxMove: d}
				w, tot, _ := b.CountExact(nil)
				ni, Ki, di := itoa(n), itoa(K), itoa(d)
				m := runJSON(t, "moore", "--cells", ni, "--pieces", Ki, "--max-move", di, "--exact", "--json")
				if m["wins"] != w.String() || m["total"] != tot.String() {
					t.Errorf("n=%d K=%d d=%d: %v, want %v of %v", n, K, d, m, w, tot)
				}
				m = runJSON(t, "moore", "--cells", ni, "--pieces", Ki, "--max-move", di, "--mod", "12", "--json")
				if m["wins"] != new(big.Int).Mod(w, big.NewInt(12)).String() {
					t.Errorf("n=%d K=%d d=%d mod 12: %v", n, K, d, m)
				}
			}
		}
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func TestMooreHeapsJSON(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		k       string
		heaps   []any
		outcome string
		move    []any
	}{
		// 3, 5, 6: nim-sum 0 (P in Nim), every column sums to 2 (N in Nim_2).
		{[]string{"--heaps", "3,5,6", "--k", "2"}, "2", nums(3, 5, 6), "N", nums(3, 3, 3)},
		{[]string{"--heaps", "3,5,6"}, "1", nums(3, 5, 6), "P", nil},
		{[]string{"--k", "2", "--heaps", "1, 1, 1"}, "2", nums(1, 1, 1), "P", nil},
		{[]string{"--heaps", "1,1,1", "--k", "3"}, "3", nums(1, 1, 1), "N", nums(0, 0, 0)},
		{[]string{"--heaps", "7,6,5,4", "--k", "2"}, "2", nums(7, 6, 5, 4), "N", nums(1, 5, 5, 4)},
		{[]string{"--heaps", "", "--k", "2"}, "2", nums(), "P", nil},
		{[]string{"--heaps", "0"}, "1", nums(0), "P", nil},
		{[]string{"--heaps", "12"}, "1", nums(12), "N", nums(0)},
	} {
		args := append([]string{"moore", "--json"}, tc.args...)
		m := runJSON(t, args...)
		want := []string{"heaps", "k", "outcome"}
		if tc.move != nil {
			want = []string{"heaps", "k", "move", "outcome"}
		}
		if !reflect.DeepEqual(sortedKeys(m), want) {
			t.Errorf("grundy %v: keys %v, want %v", args, sortedKeys(m), want)
		}
		if !reflect.DeepEqual(m["heaps"], tc.heaps) || m["k"] != json.Number(tc.k) || m["outcome"] != tc.outcome {
			t.Errorf("grundy %v = %v", args, m)
		}
		if tc.move != nil {
			mv, ok := m["move"].(map[string]any)
			if !ok || !reflect.DeepEqual(mv["heaps"], tc.move) || len(mv) != 1 {
				t.Errorf("grundy %v: move %v, want %v", args, m["move"], tc.move)
			}
		}
	}
}

func nums(xs ...int) []any {
	out := []any{}
	for _, x := range xs {
		out = append(out, json.Number(itoa(x)))
	}
	return out
}

func TestMooreHeapsText(t *testing.T) {
	for _, tc := range []struct {
		args []string
		out  string
	}{
		{[]string{"--heaps", "3,5,6", "--k", "2"}, "N 3,3,3\n"},
		{[]string{"--heaps", "3,5,6"}, "P\n"},
	} {
		status, out, errs := runCLI(append([]string{"moore"}, tc.args...)...)
		if status != 0 || errs != "" || out != tc.out {
			t.Errorf("grundy moore %v: %d %q %q, want %q", tc.args, status, out, errs, tc.out)
		}
	}
}

func TestMooreErrors(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		msg    string
	}{
		{[]string{"--cells", "10", "--pieces", "5", "--max-move", "2"}, 2, "odd number of pieces K=5"},
		{[]string{"--cells", "4", "--pieces", "6", "--max-move", "2"}, 2, "K=6 pieces do not fit on n=4 cells"},
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "0"}, 2, "d=0"},
		{[]string{"--cells", "-1", "--pieces", "0", "--max-move", "1"}, 2, "negative number of cells n=-1"},
		{[]string{"--cells", "10", "--pieces", "-2", "--max-move", "1"}, 2, "negative number of pieces K=-2"},
		{[]string{"--cells", "10", "--pieces", "4"}, 2, "--max-move is required"},
		{[]string{"--pieces", "4", "--max-move", "1"}, 2, "--cells is required"},
		{[]string{}, 2, "--cells is required"},
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "2", "--mod", "1"}, 2, "--mod must be at least 2"},
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "2", "--mod", "7", "--exact"}, 2, "exclude each other"},
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "2", "--k", "2"}, 2, "--k applies only with --heaps"},
		{[]string{"--cells", "1099511627776", "--pieces", "4", "--max-move", "2"}, 2, "memory need exceeds the limit"},
		{[]string{"--cells", "ten", "--pieces", "4", "--max-move", "2"}, 2, "invalid value"},
		{[]string{"--cells", "10", "--pieces", "4", "--max-move", "2", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"--heaps", "3,-5", "--k", "2"}, 2, "negative heap -5 at index 1"},
		{[]string{"--heaps", "3,5", "--k", "0"}, 2, "k=0"},
		{[]string{"--heaps", "3,,5"}, 2, `malformed --heaps "3,,5"`},
		{[]string{"--heaps", "3,x"}, 2, `heap "x" is not an integer`},
		{[]string{"--heaps", "99999999999999999999"}, 2, "malformed --heaps"},
		{[]string{"--heaps", "3,5", "--cells", "10"}, 2, "--heaps takes no --cells"},
		{[]string{"--heaps", "3,5", "--exact"}, 2, "--heaps takes no --exact"},
		{[]string{"--heaps", "3,5", "--mod", "7"}, 2, "--heaps takes no --mod"},
	} {
		args := append([]string{"moore", "--json"}, tc.args...)
		status, out, errs := runCLI(args...)
		if status != tc.status || out != "" || !strings.HasPrefix(errs, "grundy: ") ||
			!strings.Contains(errs, tc.msg) || strings.Count(errs, "\n") != 1 {
			t.Errorf("grundy %v: status %d, stdout %q, stderr %q; want status %d and %q",
				args, status, out, errs, tc.status, tc.msg)
		}
	}
}
