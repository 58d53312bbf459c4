package moore

import (
	"bufio"
	"flag"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/counts.golden from CountExact")

// goldenBoards are boards too large for board search; their exact counts
// are kept in testdata/counts.golden as a regression record. Each is also
// checked, modulo 10⁹+7, against the seed's own program.
func goldenBoards() []Board {
	var bs []Board
	for _, n := range []int{20, 50, 100, 300, 1000} {
		for _, K := range []int{2, 6, 12, 20} {
			for _, d := range []int{1, 2, 3, K / 2, K} {
				b := Board{n, K, d}
				if d <= K && !slices.Contains(bs, b) {
					bs = append(bs, b)
				}
			}
		}
	}
	return bs
}

func TestGoldenCounts(t *testing.T) {
	const path = "testdata/counts.golden"
	var lines []string
	for _, b := range goldenBoards() {
		w, tot, err := b.CountExact(nil)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, fmt.Sprintf("%d %d %d %v %v", b.Cells, b.Pieces, b.MaxMove, w, tot))
		if s := seedProgram(b.Cells, b.Pieces, b.MaxMove); s != new(big.Int).Mod(w, big.NewInt(p107)).Int64() {
			t.Errorf("%+v: exact %v mod p ≠ seed program %d", b, w, s)
		}
	}
	if *update {
		body := "# n K d wins total — exact counts of seed 003 (CountExact; mod 10⁹+7 checked against the seed's program)\n" +
			strings.Join(lines, "\n") + "\n"
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); !strings.HasPrefix(l, "#") {
			want = append(want, l)
		}
	}
	if len(want) != len(lines) {
		t.Fatalf("%s has %d lines, computed %d (go test -update rewrites it)", path, len(want), len(lines))
	}
	for i := range want {
		if want[i] != lines[i] {
			t.Errorf("%s line %d: golden %q, computed %q", path, i+1, want[i], lines[i])
		}
	}
}
