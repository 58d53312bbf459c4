package splitting_test

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/partition"
	"github.com/grundylab/grundylab/studies/splitting"
)

// pSmall is p(0..24), OEIS A000041.
var pSmall = []int64{1, 1, 2, 3, 5, 7, 11, 15, 22, 30, 42, 56, 77, 101, 135, 176, 231, 297, 385, 490, 627, 792, 1002, 1255, 1575}

func splitGame(t testing.TB, n int) *splitting.Game {
	t.Helper()
	g, err := splitting.NewGame(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSplitSaturation checks the grouping Game proves against the
// tables of every 2 ≤ k ≤ n+1 computed directly.
func TestSplitSaturation(t *testing.T) {
	for n := 0; n <= 40; n++ {
		g := splitGame(t, n)
		wantK := 4 // seed 000: k = 2, k = 3 and k ≥ 4
		switch {
		case n <= 2:
			wantK = 2 // sg_2 = 0, 0, 1 is s − 1 on heaps ≤ 2
		case n <= 4:
			wantK = 3 // sg_3 = 0, 0, 1, 2, 3 is s − 1 on heaps ≤ 4
		}
		if g.Saturation() != wantK || !g.Linear() || g.N() != n {
			t.Errorf("n=%d: saturation %d (linear %v), want %d", n, g.Saturation(), g.Linear(), wantK)
		}
		for k := 2; k <= n+1; k++ {
			r, err := heap.Split(k)
			if err != nil {
				t.Fatal(err)
			}
			want, err := r.Values(n, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := g.Values(k)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("n=%d k=%d: grouped table %v, direct %v", n, k, got, want)
			}
		}
	}
	if _, err := splitGame(t, 5).Values(1); err == nil {
		t.Error("Values(k=1) accepted")
	}
}

// splitCheckpoints are the values of seed 000.
var splitCheckpoints = []struct {
	k, n int
	f    int64
}{
	{2, 5, 3}, // F_2(5) = 3: 4+1, 3+2, 2+1+1+1
	{3, 5, 5}, // F_3(5) = 5: all but 2+2+1 and 1+1+1+1+1
	{4, 5, 5}, // F_4(5) = 5
}

var gCheckpoints = []struct {
	n int
	g string
}{
	{5, "18"},   // seed 000
	{7, "66"},   // seed 000
	{10, "291"}, // seed 000
	// g(200), the seed's question: by the seed's algorithm (plain DP) in an
	// independent Python transcription, and by PlainLosingMod below.
	{200, "773854632033595"},
}

func TestSplitCheckpoints(t *testing.T) {
	g := splitGame(t, 200)
	exact, err := g.Count(nil)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := g.CountMod(1000000007, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range splitCheckpoints {
		if f := exact.F(tc.k, tc.n); f.Int64() != tc.f {
			t.Errorf("F_%d(%d) = %v, want %d", tc.k, tc.n, f, tc.f)
		}
	}
	for _, tc := range gCheckpoints {
		if exact.G[tc.n].String() != tc.g {
			t.Errorf("g(%d) = %v, want %s", tc.n, exact.G[tc.n], tc.g)
		}
		want, _ := new(big.Int).SetString(tc.g, 10)
		want.Mod(want, big.NewInt(1000000007))
		if mod.G[tc.n].Cmp(want) != 0 {
			t.Errorf("g(%d) mod 1e9+7 = %v, want %v", tc.n, mod.G[tc.n], want)
		}
	}
	if got := mod.G[200].Int64(); got != 626616617 { // 773854632033595 mod 10^9+7
		t.Errorf("g(200) mod 1e9+7 = %d", got)
	}
	// The same g(200) = F_2 + F_3 + 197 F_4 from the plain reference table
	// over the tables of heap.Split (the grouping itself is checked by
	// TestSplitSaturation and TestSplitAgainstBrute).
	p, err := partition.NumbersMod(200, 1000000007)
	if err != nil {
		t.Fatal(err)
	}
	var gp int64
	for k, times := range map[int]int64{2: 1, 3: 1, 4: 197} {
		r, _ := heap.Split(k)
		v, err := r.Values(200, nil)
		if err != nil {
			t.Fatal(err)
		}
		l, err := partition.PlainLosingMod(v, 200, 1000000007)
		if err != nil {
			t.Fatal(err)
		}
		gp = (gp + times*((p[200]-l[200]+1000000007)%1000000007)) % 1000000007
	}
	if gp != 626616617 {
		t.Errorf("g(200) mod 1e9+7 by the plain table: %d", gp)
	}
}

// TestSplitAgainstBrute plays the game on every partition for every
// 2 ≤ k ≤ n ≤ 24: each outcome agrees with the nim-sum of the tables,
// each winning move is legal and reaches a losing partition, and the
// counts agree with Count, for every k separately.
func TestSplitAgainstBrute(t *testing.T) {
	const N = 24
	g := splitGame(t, N)
	for n := 0; n <= N; n++ {
		c, err := splitGame(t, n).Count(nil)
		if err != nil {
			t.Fatal(err)
		}
		var gn int64
		for k := 2; k <= max(n, 4); k++ {
			sg, _ := g.Values(k)
			out, err := splitting.Play(n, k)
			if err != nil {
				t.Fatal(err)
			}
			if int64(len(out)) != pSmall[n] {
				t.Fatalf("n=%d k=%d: %d positions", n, k, len(out))
			}
			outcome := map[string]bool{}
			losing := int64(0)
			for _, o := range out {
				outcome[fmt.Sprint(o.Parts)] = o.Win
				if sg.Value(o.Parts...) != 0 != o.Win {
					t.Errorf("k=%d %v: played outcome win=%v, nim-sum %d", k, o.Parts, o.Win, sg.Value(o.Parts...))
				}
				if !o.Win {
					losing++
				}
			}
			for _, o := range out {
				if o.Win && (!legalSplit(o.Parts, o.Move, k) || outcome[fmt.Sprint(o.Move)]) {
					t.Errorf("k=%d %v: move to %v", k, o.Parts, o.Move)
				}
			}
			if l := c.Losing(k, n); l.Int64() != losing {
				t.Errorf("L_%d(%d) = %v, played %d", k, n, l, losing)
			}
			if k <= n {
				gn += pSmall[n] - losing
			}
		}
		if c.G[n].Int64() != gn {
			t.Errorf("g(%d) = %v, played %d", n, c.G[n], gn)
		}
	}
}

// legalSplit reports whether to arises from from by replacing one heap h
// by 2..k heaps with sum h.
func legalSplit(from, to []int, k int) bool {
	for i, h := range from {
		rest := slices.Delete(slices.Clone(from), i, i+1)
		added := slices.Clone(to)
		ok := true
		for _, x := range rest {
			j := slices.Index(added, x)
			if j < 0 {
				ok = false
				break
			}
			added = slices.Delete(added, j, j+1)
		}
		sum := 0
		for _, x := range added {
			sum += x
		}
		if ok && sum == h && len(added) >= 2 && len(added) <= k {
			return true
		}
	}
	return false
}

func TestSplitCountsMod(t *testing.T) {
	const n = 120
	g := splitGame(t, n)
	exact, err := g.Count(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []int64{1000000007, 2, 6, 1 << 62, 999999999999999989} {
		c, err := g.CountMod(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		mm := big.NewInt(m)
		for tt := 0; tt <= n; tt++ {
			for k := 2; k <= 6; k++ {
				if want := new(big.Int).Mod(exact.F(k, tt), mm); c.F(k, tt).Cmp(want) != 0 {
					t.Fatalf("mod %d: F_%d(%d) = %v, want %v", m, k, tt, c.F(k, tt), want)
				}
			}
			if want := new(big.Int).Mod(exact.G[tt], mm); c.G[tt].Cmp(want) != 0 {
				t.Fatalf("mod %d: g(%d) = %v, want %v", m, tt, c.G[tt], want)
			}
		}
	}
	if _, err := g.CountMod(1, nil); err == nil {
		t.Error("CountMod(1) accepted")
	}
	if exact.F(1, 3) != nil || exact.F(2, n+1) != nil || exact.Losing(2, -1) != nil {
		t.Error("out-of-range F or Losing not nil")
	}
}

func TestSplitDensities(t *testing.T) {
	const n = 200
	g := splitGame(t, n)
	d, err := g.Densities(nil)
	if err != nil {
		t.Fatal(err)
	}
	c, err := g.Count(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 3 {
		t.Fatalf("%d density rows, want 3 (k = 2, 3, ≥ 4)", len(d))
	}
	for i, row := range d {
		for tt, x := range row {
			want, _ := new(big.Rat).SetFrac(c.Losing(i+2, tt), c.P[tt]).Float64()
			if x != want && (x-want > 1e-12*want || want-x > 1e-12*want) {
				t.Errorf("k=%d: density(%d) = %v, want %v", i+2, tt, x, want)
			}
		}
	}
}

// TestSplitLargeSaturation proves the grouping for the sizes of the
// benchmarks: sg_4(s) = s − 1 for s ≤ 2000.
func TestSplitLargeSaturation(t *testing.T) {
	if testing.Short() {
		t.Skip("n = 2000")
	}
	g := splitGame(t, 2000)
	if g.Saturation() != 4 || !g.Linear() {
		t.Errorf("n=2000: saturation %d, linear %v", g.Saturation(), g.Linear())
	}
	v2, _ := g.Values(2)
	v3, _ := g.Values(3)
	for s := 1; s <= 2000; s++ {
		if v2[s] != 1-s%2 || v3[s] > s-1 {
			t.Fatalf("sg_2(%d) = %d, sg_3(%d) = %d", s, v2[s], s, v3[s])
		}
	}
}

func TestBadInput(t *testing.T) {
	errOf := func(_ any, err error) error { return err }
	bad := []struct {
		name string
		err  error
		want string // a substring of the error
	}{
		{"NewGame n<0", errOf(splitting.NewGame(-2, nil)), "n=-2"},
		{"Play k=1", errOf(splitting.Play(5, 1)), "split:1"},
		{"Play n<0", errOf(splitting.Play(-1, 3)), "n=-1"},
		{"CountMod m=1", errOf(splitGame(t, 5).CountMod(1, nil)), "got 1"},
	}
	for _, tc := range bad {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, tc.err, tc.want)
		}
	}
	tooLarge := []struct {
		name string
		err  error
	}{
		{"NewGame huge", errOf(splitting.NewGame(1<<30, nil))},
		{"NewGame 2^24", errOf(splitting.NewGame(1<<24, nil))},
		{"Play 120", errOf(splitting.Play(120, 3))},
	}
	for _, tc := range tooLarge {
		if !errors.Is(tc.err, gamelib.ErrTooLarge) {
			t.Errorf("%s: error %v, want ErrTooLarge", tc.name, tc.err)
		}
	}
}

// TestWorkGuard: split -n 100000 would take hours (sg_3 by the definition
// and the counts); it is refused at once.
func TestWorkGuard(t *testing.T) {
	if _, err := splitting.NewGame(100_000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("NewGame(100000): err = %v, want ErrTooSlow", err)
	}
	g, err := splitting.NewGame(3000, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(1e9))
	if _, err := g.CountMod(1_000_000_007, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("CountMod(3000) at a limit of 1e9 steps: err = %v, want ErrTooSlow", err)
	}
}

// TestProgressWhole: one progress runs once from 0 to its total over all
// the tables (it does not restart for each k).
func TestProgressWhole(t *testing.T) {
	for _, count := range []bool{false, true} {
		var last, total int64 = -1, -1
		calls := 0
		p := func(done, tt int64) {
			calls++
			if total < 0 {
				total = tt
			}
			if tt != total || done < last || done > tt {
				t.Errorf("count %v: progress %d/%d after %d of %d", count, done, tt, last, total)
			}
			last = done
		}
		g, err := splitting.NewGame(300, p)
		if err != nil {
			t.Fatal(err)
		}
		if count {
			last, total = -1, -1
			if _, err := g.CountMod(1_000_000_007, p); err != nil {
				t.Fatal(err)
			}
		}
		if calls == 0 || last != total {
			t.Errorf("count %v: %d calls, ended at %d of %d", count, calls, last, total)
		}
	}
}

// TestCountCost: the closed form agrees with partition.LosingCost of the
// table s − 1 (times three tables) on small n.
func TestCountCost(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 63, 64, 65, 100, 1000} {
		linear := make(gamelib.Sequence, n+1)
		for s := 1; s <= n; s++ {
			linear[s] = s - 1
		}
		want := partition.LosingCost(linear, n) * float64(min(3, max(1, n-1)))
		if got := splitting.CountCost(n, false); math.Abs(got-want) > 1e-9*want {
			t.Errorf("CountCost(%d) = %g, want %g", n, got, want)
		}
	}
	if err := splitting.Check(1<<30, false); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Check(2^30) = %v, want ErrTooLarge", err)
	}
	if err := splitting.Check(10_000, true); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Check(10000, exact) = %v, want ErrTooSlow", err)
	}
	if err := splitting.Check(500, true); err != nil {
		t.Errorf("Check(500, exact) = %v", err)
	}
}
