package heap_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

func mustSplit(t testing.TB, k int) *heap.SplitRule {
	t.Helper()
	r, err := heap.Split(k)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// splitPartitionCount returns the number of partitions of n into between
// lo and hi parts, by the recurrence q(n, j) = q(n−1, j−1) + q(n−j, j)
// for partitions of n into exactly j parts.
func splitPartitionCount(n, lo, hi int) int {
	q := make([][]int, n+1)
	for i := range q {
		q[i] = make([]int, n+1)
	}
	q[0][0] = 1
	for m := 1; m <= n; m++ {
		for j := 1; j <= m; j++ {
			q[m][j] = q[m-1][j-1] + q[m-j][j]
		}
	}
	c := 0
	for j := lo; j <= min(hi, n); j++ {
		c += q[n][j]
	}
	return c
}

func TestSplitBadK(t *testing.T) {
	for _, k := range []int{1, 0, -3} {
		r, err := heap.Split(k)
		if err == nil || r != nil {
			t.Errorf("Split(%d) = %v, %v; want an error", k, r, err)
			continue
		}
		if !strings.Contains(err.Error(), fmt.Sprint(k)) {
			t.Errorf("Split(%d): error %q does not name the input", k, err)
		}
	}
}

func TestSplitString(t *testing.T) {
	for _, k := range []int{2, 3, 17} {
		r := mustSplit(t, k)
		if got, want := r.String(), fmt.Sprintf("split:%d", k); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
		if r.K() != k {
			t.Errorf("K() = %d, want %d", r.K(), k)
		}
	}
}

// TestSplitOptions checks that Options yields every partition of n into
// 2..k parts exactly once, in non-increasing order.
func TestSplitOptions(t *testing.T) {
	for k := 2; k <= 9; k++ {
		r := mustSplit(t, k)
		for n := 0; n <= 24; n++ {
			seen := map[string]bool{}
			for opt := range r.Options(n) {
				sum := 0
				for i, p := range opt {
					sum += p
					if p < 1 || (i > 0 && p > opt[i-1]) {
						t.Fatalf("k=%d n=%d: option %v not a non-increasing list of positive parts", k, n, opt)
					}
				}
				if sum != n || len(opt) < 2 || len(opt) > k {
					t.Fatalf("k=%d n=%d: option %v", k, n, opt)
				}
				key := fmt.Sprint(opt)
				if seen[key] {
					t.Fatalf("k=%d n=%d: option %v yielded twice", k, n, opt)
				}
				seen[key] = true
			}
			if want := splitPartitionCount(n, 2, k); len(seen) != want {
				t.Errorf("k=%d n=%d: %d options, want %d", k, n, len(seen), want)
			}
		}
	}
	// A huge k behaves as k = n.
	huge := mustSplit(t, int(^uint(0)>>1))
	n := 0
	for range huge.Options(12) {
		n++
	}
	if n != 77-1 { // p(12) = 77, OEIS A000041
		t.Errorf("split:maxint has %d options of 12, want 76", n)
	}
}

func TestSplitOptionsStop(t *testing.T) {
	r := mustSplit(t, 4)
	n := 0
	for range r.Options(20) {
		n++
		if n == 5 {
			break
		}
	}
	if n != 5 {
		t.Errorf("stopped after %d options", n)
	}
}

// TestSplitValuesAgainstPlain compares Values with the mex over Options
// (heap.PlainValues) for every k ≤ 12, and k = 40, on all heaps ≤ 36.
func TestSplitValuesAgainstPlain(t *testing.T) {
	const n = 36
	for _, k := range []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 40} {
		r := mustSplit(t, k)
		want, err := heap.PlainValues(r, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []int{0, 1, 2, 3, 7, n} {
			got, err := r.Values(m, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want[:m+1]) {
				t.Errorf("%v: Values(%d) = %v, want %v", r, m, got, want[:m+1])
			}
		}
	}
}

// TestSplitLaws checks the three laws of seed 000 on long runs.
func TestSplitLaws(t *testing.T) {
	const n = 600
	g2, err := mustSplit(t, 2).Values(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	for s := 1; s <= n; s++ {
		if want := 1 - s%2; g2[s] != want { // seed 000: sg_2 is 1 on even s, 0 on odd s
			t.Fatalf("sg_2(%d) = %d, want %d", s, g2[s], want)
		}
	}
	g3, err := mustSplit(t, 3).Values(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Seed 000: sg_3(1..10) = 0,1,2,3,1,4,3,2,4,5.
	if want := []int{0, 1, 2, 3, 1, 4, 3, 2, 4, 5}; !slices.Equal(g3[1:11], want) {
		t.Errorf("sg_3(1..10) = %v, want %v", g3[1:11], want)
	}
	for _, k := range []int{4, 5, 8, 64} {
		m := n
		if k > 8 {
			m = k // the law for k = n itself, splits into any number of parts
		}
		g, err := mustSplit(t, k).DefinitionValues(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		for s := 1; s <= m; s++ {
			if g[s] != s-1 { // seed 000: sg_k(s) = s−1 for k ≥ 4
				t.Fatalf("sg_%d(%d) = %d, want %d", k, s, g[s], s-1)
			}
		}
	}
	// The bound sg_k(s) ≤ s−1 that sizes the bitsets.
	for s := 1; s <= n; s++ {
		if g3[s] > s-1 || g2[s] > s-1 {
			t.Fatalf("sg(%d) exceeds %d", s, s-1)
		}
	}
}

func TestSplitBadInput(t *testing.T) {
	r := mustSplit(t, 4)
	if _, err := r.Values(-1, nil); err == nil || !strings.Contains(err.Error(), "-1") {
		t.Errorf("Values(-1) error = %v", err)
	}
	for _, n := range []int{1 << 62, 1 << 40} {
		if _, err := r.Values(n, nil); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("Values(%d) error = %v, want ErrTooLarge", n, err)
		}
	}
	// 2^24 heaps fit as a sequence but their k = 4 sets (2·2^24 sets of
	// 2^24 bits) do not.
	if _, err := r.DefinitionValues(1<<24, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Values(2^24) error = %v, want ErrTooLarge", err)
	}
}

func TestSplitProgress(t *testing.T) {
	for _, k := range []int{2, 3, 4} {
		var calls int
		var last int64
		var first int64 = -1
		_, err := mustSplit(t, k).DefinitionValues(700, func(done, total int64) {
			calls++
			if first < 0 {
				first = total
			}
			if done < last || total != first || done > total {
				t.Errorf("k=%d: progress %d/%d after %d", k, done, total, last)
			}
			last = done
		})
		if err != nil {
			t.Fatal(err)
		}
		if calls == 0 || calls > 300 || last != first {
			t.Errorf("k=%d: %d progress calls, last %d of %d", k, calls, last, first)
		}
	}
}

func BenchmarkSplitValues(b *testing.B) {
	for _, bc := range []struct{ k, n int }{{2, 2000}, {3, 2000}, {4, 2000}, {12, 256}} {
		r := mustSplit(b, bc.k)
		b.Run(fmt.Sprintf("k=%d/n=%d", bc.k, bc.n), func(b *testing.B) {
			for b.Loop() {
				if _, err := r.Values(bc.n, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
