package partition_test

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/partition"
)

// pSmall is p(0..24), OEIS A000041.
var pSmall = []int64{1, 1, 2, 3, 5, 7, 11, 15, 22, 30, 42, 56, 77, 101, 135, 176, 231, 297, 385, 490, 627, 792, 1002, 1255, 1575}

var pLarge = []struct {
	n int
	p string
}{
	{100, "190569292"},                         // OEIS A000041 (Hardy–Ramanujan's check value)
	{200, "3972999029388"},                     // OEIS A000041 (MacMahon's table)
	{1000, "24061467864032622473692149727991"}, // OEIS A000041
}

// coinChange returns p(0..n) by the O(n²) coin-change recurrence, an
// independent check of the pentagonal recurrence.
func coinChange(n int) []*big.Int {
	p := make([]*big.Int, n+1)
	for i := range p {
		p[i] = new(big.Int)
	}
	p[0].SetInt64(1)
	for s := 1; s <= n; s++ {
		for t := s; t <= n; t++ {
			p[t].Add(p[t], p[t-s])
		}
	}
	return p
}

func TestNumbers(t *testing.T) {
	p, err := partition.Numbers(1000)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range pSmall {
		if p[n].Int64() != want {
			t.Errorf("p(%d) = %v, want %d", n, p[n], want)
		}
	}
	for _, tc := range pLarge {
		if p[tc.n].String() != tc.p {
			t.Errorf("p(%d) = %v, want %s", tc.n, p[tc.n], tc.p)
		}
	}
	cc := coinChange(400)
	for n := range cc {
		if p[n].Cmp(cc[n]) != 0 {
			t.Fatalf("p(%d) = %v, coin change %v", n, p[n], cc[n])
		}
	}
	for _, m := range []int64{2, 3, 10, 1000000007, 1<<62 + 135, math.MaxInt64} {
		pm, err := partition.NumbersMod(1000, m)
		if err != nil {
			t.Fatal(err)
		}
		r := new(big.Int)
		for n := range pm {
			if want := r.Mod(p[n], big.NewInt(m)).Int64(); pm[n] != want {
				t.Fatalf("p(%d) mod %d = %d, want %d", n, m, pm[n], want)
			}
		}
	}
}

func TestAll(t *testing.T) {
	for n := 0; n <= 20; n++ {
		var prev []int
		count := 0
		for parts := range partition.All(n) {
			sum := 0
			for i, x := range parts {
				sum += x
				if x < 1 || (i > 0 && x > parts[i-1]) {
					t.Fatalf("All(%d): %v is not non-increasing and positive", n, parts)
				}
			}
			if sum != n {
				t.Fatalf("All(%d): %v sums to %d", n, parts, sum)
			}
			if prev != nil && slices.Compare(parts, prev) >= 0 {
				t.Fatalf("All(%d): %v after %v, not reverse lexicographic", n, parts, prev)
			}
			prev = slices.Clone(parts)
			count++
		}
		if int64(count) != pSmall[n] {
			t.Errorf("All(%d) yields %d partitions, want p(%d) = %d", n, count, n, pSmall[n])
		}
	}
	for range partition.All(-1) {
		t.Fatal("All(-1) yields a partition")
	}
	count := 0
	for range partition.All(30) {
		if count++; count == 3 {
			break
		}
	}
	if count != 3 {
		t.Error("All does not stop")
	}
}

// TestBounded checks Bounded against All filtered by the bounds, in the
// same order, for every n ≤ 16 and bounds from −1 to n+1.
func TestBounded(t *testing.T) {
	for n := -1; n <= 16; n++ {
		for maxPart := -1; maxPart <= n+1; maxPart++ {
			for maxParts := -1; maxParts <= n+1; maxParts++ {
				var want [][]int
				for parts := range partition.All(n) {
					if len(parts) <= max(maxParts, 0) && (len(parts) == 0 || parts[0] <= maxPart) {
						want = append(want, slices.Clone(parts))
					}
				}
				var got [][]int
				for parts := range partition.Bounded(n, maxPart, maxParts) {
					got = append(got, slices.Clone(parts))
				}
				if !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("Bounded(%d, %d, %d) = %v, want %v", n, maxPart, maxParts, got, want)
				}
			}
		}
	}
	count := 0
	for range partition.Bounded(40, 10, 10) {
		if count++; count == 2 {
			break
		}
	}
	if count != 2 {
		t.Error("Bounded does not stop")
	}
}

// bruteLosing counts, for every t ≤ n, the partitions of t whose values
// have nim-sum 0, by enumerating them: independent of every DP.
func bruteLosing(values gamelib.Sequence, n int) []int64 {
	l := make([]int64, n+1)
	for t := 0; t <= n; t++ {
		for parts := range partition.All(t) {
			x := 0
			for _, s := range parts {
				x ^= values[s]
			}
			if x == 0 {
				l[t]++
			}
		}
	}
	return l
}

// valueTables are tables to count with: the splitting game's, and a few
// random ones (fixed seed), including large values.
func valueTables(t testing.TB, n int) map[string]gamelib.Sequence {
	tables := map[string]gamelib.Sequence{}
	for k := 2; k <= 4; k++ {
		r, err := heap.Split(k)
		if err != nil {
			t.Fatal(err)
		}
		if tables[fmt.Sprintf("split:%d", k)], err = r.Values(n, nil); err != nil {
			t.Fatal(err)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, hi := range []int{1, 5, 64, 300} {
		v := make(gamelib.Sequence, n+1)
		for s := 1; s <= n; s++ {
			v[s] = rng.IntN(hi + 1)
		}
		tables[fmt.Sprintf("random<=%d", hi)] = v
	}
	tables["zero"] = make(gamelib.Sequence, n+1)
	return tables
}

func TestLosingAgainstBrute(t *testing.T) {
	const n = 26
	for name, v := range valueTables(t, n) {
		want := bruteLosing(v, n)
		plain, err := partition.PlainLosing(v, n)
		if err != nil {
			t.Fatal(err)
		}
		fast, err := partition.Losing(v, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for tt := range want {
			if plain[tt].Int64() != want[tt] || fast[tt].Int64() != want[tt] {
				t.Errorf("%s: L(%d): brute %d, plain %v, fast %v", name, tt, want[tt], plain[tt], fast[tt])
			}
		}
	}
}

// TestLosingModAgainstPlain compares the character method with the
// seed's table for moduli of every kind: the default prime, small odd,
// composite, even (exact route), and odd ≥ 2^60 (exact route).
func TestLosingModAgainstPlain(t *testing.T) {
	const n = 150
	mods := []int64{1000000007, 998244353, 3, 15, 2, 12, 1 << 40, 1<<61 - 1, math.MaxInt64}
	for name, v := range valueTables(t, n) {
		for _, m := range mods {
			want, err := partition.PlainLosingMod(v, n, m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := partition.LosingMod(v, n, m, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s mod %d: LosingMod differs from PlainLosingMod", name, m)
			}
		}
	}
}

func TestLosingExactAgainstPlain(t *testing.T) {
	const n = 90
	for name, v := range valueTables(t, n) {
		want, err := partition.PlainLosing(v, n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := partition.Losing(v, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for tt := range want {
			if got[tt].Cmp(want[tt]) != 0 {
				t.Errorf("%s: L(%d) = %v, plain %v", name, tt, got[tt], want[tt])
			}
		}
	}
}

func TestLosingDensity(t *testing.T) {
	const n = 300
	p, err := partition.Numbers(n)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range valueTables(t, n) {
		if strings.HasPrefix(name, "random<=300") {
			continue // 512 nim-sums: slow in the exact plain reference below
		}
		l, err := partition.Losing(v, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		d, err := partition.LosingDensity(v, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for tt := range d {
			want, _ := new(big.Rat).SetFrac(l[tt], p[tt]).Float64()
			if math.Abs(d[tt]-want) > 1e-12*want {
				t.Errorf("%s: density(%d) = %v, exact %v", name, tt, d[tt], want)
			}
		}
	}
}

func TestLosingBadInput(t *testing.T) {
	v := gamelib.Sequence{0, 0, 1, 2}
	type call struct {
		name string
		f    func() error
	}
	errOf := func(_ any, err error) error { return err }
	bad := []struct {
		call
		want string // a substring of the error
	}{
		{call{"LosingMod n<0", func() error { return errOf(partition.LosingMod(v, -1, 7, nil)) }}, "n=-1"},
		{call{"LosingMod m=1", func() error { return errOf(partition.LosingMod(v, 3, 1, nil)) }}, "got 1"},
		{call{"LosingMod m=-5", func() error { return errOf(partition.LosingMod(v, 3, -5, nil)) }}, "got -5"},
		{call{"Losing short", func() error { return errOf(partition.Losing(v, 4, nil)) }}, "4 values"},
		{call{"Losing negative", func() error { return errOf(partition.Losing(gamelib.Sequence{0, -2}, 1, nil)) }}, "values[1]=-2"},
		{call{"Losing huge values", func() error { return errOf(partition.Losing(gamelib.Sequence{0, 1 << 40}, 1, nil)) }}, "41 bits"},
		{call{"PlainLosingMod n<0", func() error { return errOf(partition.PlainLosingMod(v, -3, 7)) }}, "n=-3"},
		{call{"PlainLosing short", func() error { return errOf(partition.PlainLosing(v, 9)) }}, "n=9"},
		{call{"LosingDensity negative", func() error { return errOf(partition.LosingDensity(gamelib.Sequence{0, 1, -1}, 2, nil)) }}, "values[2]=-1"},
		{call{"Numbers n<0", func() error { return errOf(partition.Numbers(-1)) }}, "n=-1"},
		{call{"NumbersMod m=0", func() error { return errOf(partition.NumbersMod(5, 0)) }}, "got 0"},
	}
	for _, tc := range bad {
		err := tc.f()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	tooLarge := []call{
		{"PlainLosingMod wide", func() error { return errOf(partition.PlainLosingMod(gamelib.Sequence{0, 1 << 40}, 1, 7)) }},
		{"Numbers huge", func() error { return errOf(partition.Numbers(1 << 60)) }},
		{"NumbersMod huge", func() error { return errOf(partition.NumbersMod(1<<61, 7)) }},
	}
	for _, tc := range tooLarge {
		if err := tc.f(); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%s: error %v, want ErrTooLarge", tc.name, err)
		}
	}
}

func TestLosingProgress(t *testing.T) {
	v := make(gamelib.Sequence, 301)
	for s := 1; s <= 300; s++ {
		v[s] = s - 1
	}
	for _, exact := range []bool{false, true} {
		var calls int
		var last, tot int64
		progress := func(done, total int64) {
			calls++
			if done < last || (tot != 0 && total != tot) {
				t.Errorf("progress %d/%d after %d/%d", done, total, last, tot)
			}
			last, tot = done, total
		}
		var err error
		if exact {
			_, err = partition.Losing(v, 300, progress)
		} else {
			_, err = partition.LosingMod(v, 300, 1000000007, progress)
		}
		if err != nil {
			t.Fatal(err)
		}
		if calls == 0 || calls > 300 || last != tot {
			t.Errorf("exact=%v: %d progress calls, last %d/%d", exact, calls, last, tot)
		}
	}
}

// TestWorkGuard: counts whose estimated work is absurd are refused at
// once, by every method, and the limit can be lifted.
func TestWorkGuard(t *testing.T) {
	const n = 100_000
	linear := make(gamelib.Sequence, n+1) // s − 1, the splitting game's k ≥ 4 table
	for s := 1; s <= n; s++ {
		linear[s] = s - 1
	}
	for name, f := range map[string]func() error{
		"LosingMod":      func() error { _, err := partition.LosingMod(linear, n, 1_000_000_007, nil); return err },
		"LosingMod even": func() error { _, err := partition.LosingMod(linear, n, 1<<20, nil); return err },
		"Losing":         func() error { _, err := partition.Losing(linear, n, nil); return err },
		"PlainLosingMod": func() error { _, err := partition.PlainLosingMod(linear[:10001], 10000, 7); return err },
		"LosingDensity":  func() error { _, err := partition.LosingDensity(linear[:20001], 20000, nil); return err },
	} {
		if err := f(); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("%s: err = %v, want ErrTooSlow", name, err)
		}
	}
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(0))
	if _, err := partition.LosingMod(linear[:101], 100, 7, nil); err != nil {
		t.Errorf("no limit: %v", err)
	}
}
