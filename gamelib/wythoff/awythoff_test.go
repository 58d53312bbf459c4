package wythoff

import (
	"context"
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// plainA is the definition of a-Wythoff: the mex over every move, one
// heap (x−k, y) and (x, y−k), both heaps (x−k, y−l) with k, l ≥ 1 and
// |k − l| < a.
func plainA(n, a int) [][]int {
	g := make([][]int, n+1)
	for x := range g {
		g[x] = make([]int, n+1)
		for y := range g[x] {
			seen := map[int]bool{}
			for k := 1; k <= x; k++ {
				seen[g[x-k][y]] = true
			}
			for k := 1; k <= y; k++ {
				seen[g[x][y-k]] = true
			}
			for k := 1; k <= x; k++ {
				for l := 1; l <= y; l++ {
					if k-l < a && l-k < a {
						seen[g[x-k][y-l]] = true
					}
				}
			}
			v := 0
			for seen[v] {
				v++
			}
			g[x][y] = v
		}
	}
	return g
}

// sameAs fails t unless tab is want, naming the first difference.
func sameAs(t *testing.T, name string, tab *Table, want [][]int) {
	t.Helper()
	if tab.N() != len(want)-1 {
		t.Fatalf("%s: N() = %d, want %d", name, tab.N(), len(want)-1)
	}
	for x := range want {
		for y := range want {
			if tab.At(x, y) != want[x][y] {
				t.Fatalf("%s: g(%d, %d) = %d, plain %d", name, x, y, tab.At(x, y), want[x][y])
			}
		}
	}
}

// TestValuesAPlain: the band method against the definition for a = 1…6
// and every n ≤ 40 (values to 80: two words a set), for a beyond n (a =
// 100: every two-heap move), and for 12 random (a, n) with n ≤ 120 and a
// ≤ 12; ValuesA(·, ·, 1, ·) is Values and the band method with a = 1 the
// same table.
func TestValuesAPlain(t *testing.T) {
	ctx := context.Background()
	for a := 1; a <= 6; a++ {
		want := plainA(40, a)
		for n := 0; n <= 40; n++ {
			tab, err := valuesBand(ctx, n, a, nil)
			if err != nil {
				t.Fatal(err)
			}
			sub := make([][]int, n+1)
			for x := range sub {
				sub[x] = want[x][:n+1]
			}
			sameAs(t, "valuesBand", tab, sub)
			if tab.A() != a {
				t.Fatalf("A() = %d, want %d", tab.A(), a)
			}
		}
		tab, err := ValuesA(ctx, 40, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		sameAs(t, "ValuesA", tab, want)
	}
	tab, err := ValuesA(ctx, 30, 100, nil)
	if err != nil {
		t.Fatal(err)
	}
	sameAs(t, "a = 100", tab, plainA(30, 100))
	r := rand.New(rand.NewPCG(3, 4))
	for range 12 {
		n, a := r.IntN(121), 1+r.IntN(12)
		tab, err := ValuesA(ctx, n, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		sameAs(t, "random", tab, plainA(n, a))
	}
	// a = 1 through the band method is Values, to 0..300 (five words).
	want, err := Values(ctx, 300, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := valuesBand(ctx, 300, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want.g {
		if got.g[i] != want.g[i] {
			t.Fatalf("a = 1: cell %d is %d by the band method, %d by Values", i, got.g[i], want.g[i])
		}
	}
}

// TestValuesAErrors: a < 1 and n < 0 are errors naming them, not panics;
// the limits are checked first; a cancelled context stops the run.
func TestValuesAErrors(t *testing.T) {
	ctx := context.Background()
	for _, a := range []int{0, -1, math.MinInt} {
		if _, err := ValuesA(ctx, 10, a, nil); err == nil || !strings.Contains(err.Error(), "a ≥ 1") {
			t.Errorf("ValuesA(a = %d): %v, want an error naming a ≥ 1", a, err)
		}
	}
	for _, a := range []int{1, 2} {
		if _, err := ValuesA(ctx, -1, a, nil); err == nil || !strings.Contains(err.Error(), "negative n") {
			t.Errorf("ValuesA(n = −1, a = %d): %v", a, err)
		}
	}
	for _, n := range []int{1 << 32, math.MaxInt} {
		if _, err := ValuesA(ctx, n, 3, nil); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("ValuesA(%d, 3): %v, want ErrTooLarge", n, err)
		}
	}
	if _, err := ValuesA(gamelib.WithLimits(ctx, gamelib.Limits{Memory: 1 << 20}), 1000, 2, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("ValuesA(1000, 2) with 1 MiB: %v, want ErrTooLarge", err)
	}
	// The memory check counts the table, the four kinds of sets and the
	// counts: 0..1000 needs 4·1001² B for the table, 3004·32·8 B for the
	// sets (1001 columns, 2001 bands, the row and the scratch set) and
	// 2001·4 B for the counts.
	for _, c := range []struct {
		mem int64
		ok  bool
	}{{4_008_004 + 769_024 + 8_003, false}, {4_008_004 + 769_024 + 8_004, true}} {
		_, err := ValuesA(gamelib.WithLimits(ctx, gamelib.Limits{Memory: c.mem}), 1000, 2, nil)
		if (err == nil) != c.ok {
			t.Errorf("ValuesA(1000, 2) with %d bytes: %v", c.mem, err)
		}
	}
	big := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 1 << 40})
	if _, err := ValuesA(big, 40000, 2, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("ValuesA(40000, 2): %v, want ErrTooSlow", err)
	}
	if _, err := ValuesA(big, 3000, 1<<40, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("ValuesA(3000, 2⁴⁰): %v, want ErrTooSlow (a counts as min(a, n) = 3000: 8·10¹⁰ steps)", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := ValuesA(cancelled, 100, 2, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("ValuesA on a cancelled context: %v", err)
	}
	var rows []int64
	if _, err := ValuesA(ctx, 9, 2, func(done, total int64) { rows = append(rows, done, total) }); err != nil || len(rows) != 20 || rows[18] != 10 || rows[19] != 10 {
		t.Errorf("progress of ValuesA(9, 2): %v, %v", rows, err)
	}
}

// bigFraenkel computes ⌊kα⌋ with 300-bit floats.
func bigFraenkel(a, k int) int {
	const prec = 300
	r := new(big.Float).SetPrec(prec).SetInt64(int64(a))
	r.Mul(r, r)
	r.Add(r, new(big.Float).SetPrec(prec).SetInt64(4))
	r.Sqrt(r)
	r.Add(r, new(big.Float).SetPrec(prec).SetInt64(int64(2-a)))
	r.Quo(r, new(big.Float).SetPrec(prec).SetInt64(2))
	r.Mul(r, new(big.Float).SetPrec(prec).SetInt64(int64(k)))
	i, _ := r.Int(nil)
	return int(i.Int64())
}

// TestFraenkel: the formula against 300-bit floats for random a and k
// (64-bit and math/big paths), against Beatty for a = 1, and the first
// pairs of a = 2 and a = 3 against OEIS (A001951 ⌊n√2⌋ and A001952
// ⌊n(2+√2)⌋, which OEIS cites to Fraenkel 1982 "the case a=2"; A184480
// ⌊n(√13−1)/2⌋ and A001956 ⌊n(5+√13)/2⌋, "the case a=3").
func TestFraenkel(t *testing.T) {
	for _, c := range []struct {
		a    int
		A, B []int
	}{
		{2, []int{0, 1, 2, 4, 5, 7, 8, 9, 11, 12, 14, 15, 16, 18, 19, 21}, []int{0, 3, 6, 10, 13, 17, 20, 23, 27, 30, 34, 37, 40, 44, 47, 51}},
		{3, []int{0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 16, 18, 19}, []int{0, 4, 8, 12, 17, 21, 25, 30, 34, 38, 43, 47, 51, 55, 60, 64}},
	} {
		rec := &recurrence{a: c.a}
		for k := range c.A {
			A, B, err := Fraenkel(c.a, k)
			if err != nil || A != c.A[k] || B != c.B[k] {
				t.Errorf("Fraenkel(%d, %d) = %d, %d, %v; OEIS %d, %d", c.a, k, A, B, err, c.A[k], c.B[k])
			}
			if ra, rb := rec.next(); ra != c.A[k] || rb != c.B[k] {
				t.Errorf("recurrence a = %d, k = %d: %d, %d; OEIS %d, %d", c.a, k, ra, rb, c.A[k], c.B[k])
			}
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 3000 {
		a, k := 1+r.IntN(10), r.IntN(1<<20)
		switch r.IntN(4) {
		case 0:
			a = 1 + r.IntN(1<<40) // math/big
		case 1:
			k = r.IntN(1 << 40) // math/big for k ≥ 2³²
		}
		A, _, err := Fraenkel(a, k)
		if want := bigFraenkel(a, k); err != nil || A != want {
			t.Fatalf("Fraenkel(%d, %d) = %d, %v; big.Float %d", a, k, A, err, want)
		}
		if a == 1 && k <= MaxBeattyK {
			if b, _, _ := Beatty(k); b != A {
				t.Fatalf("Fraenkel(1, %d) = %d, Beatty %d", k, A, b)
			}
		}
	}
	for _, c := range [][2]int{{0, 1}, {-1, 1}, {2, -1}, {math.MaxInt, math.MaxInt}} {
		if _, _, err := Fraenkel(c[0], c[1]); err == nil {
			t.Errorf("Fraenkel(%d, %d) accepted", c[0], c[1])
		}
	}
}

// TestCheckFraenkel: Fraenkel's theorem on 0..400 for a = 1…6, with as
// many pairs as k ≥ 0 with ⌊kβ⌋ ≤ 400 (counted in floating point; for
// a = 1, k = 0…153: ⌊153φ²⌋ = 400, ⌊154φ²⌋ = 403);
// the first P-positions of a = 2 are (0, 0), (1, 3), (2, 6), (4, 10),
// (5, 13), from the recurrence by hand: A_1 = mex{0} = 1, B_1 = 1 + 2;
// A_2 = mex{0, 1, 3} = 2, B_2 = 2 + 4; A_3 = mex{0, 1, 2, 3, 6} = 4,
// B_3 = 10; A_4 = mex{…, 4, 10} = 5, B_4 = 13. A corrupted table fails.
func TestCheckFraenkel(t *testing.T) {
	ctx := context.Background()
	wantPairs := map[int]int{1: 154, 2: 118, 3: 94, 4: 77, 5: 65, 6: 56}
	for a := 1; a <= 6; a++ {
		tab, err := ValuesA(ctx, 400, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		k, err := tab.CheckFraenkel()
		if err != nil {
			t.Errorf("a = %d: %v", a, err)
		}
		if w := wantPairs[a]; k != w {
			t.Errorf("a = %d: %d pairs, want %d", a, k, w)
		}
		if kb, err := tab.CheckBeatty(); kb != k || err != nil {
			t.Errorf("a = %d: CheckBeatty %d, %v; CheckFraenkel %d", a, kb, err, k)
		}
		if a == 2 {
			p := tab.PPositions()
			want := [][2]int{{0, 0}, {1, 3}, {2, 6}, {4, 10}, {5, 13}}
			for i, w := range want {
				if p[i] != w {
					t.Errorf("a = 2: P-position %d is %v, want %v", i, p[i], w)
				}
			}
			// A P-position moved: (1, 3) made non-zero, (1, 4) zero.
			tab.g[1*tab.side+3], tab.g[1*tab.side+4] = 9, 0
			if _, err := tab.CheckFraenkel(); err == nil || !strings.Contains(err.Error(), "Fraenkel pair (a = 2) [1 3] was expected") {
				t.Errorf("a corrupted table: %v", err)
			}
		}
	}
	// The a = 2 table is no Wythoff table: its P-positions are not golden.
	tab, _ := ValuesA(ctx, 20, 2, nil)
	if tab.PPositions()[1] == [2]int{1, 2} {
		t.Error("a = 2 has Wythoff's P-position (1, 2)")
	}
}

// TestRowPeriodsA: RowPeriods reads an a-table as any other. Row 0 is
// g(0, y) = y, period 1 from 0 (only one heap to take from); row 1 of
// a = 2 is 1 2 3 0 | 5 6 7 4 | … (ExampleValuesA), period 4 from 0; on
// 0..600 of a = 2 most of rows 0..9 show an observed period, and each of
// them is observed again, the same, on 0..1000.
func TestRowPeriodsA(t *testing.T) {
	ctx := context.Background()
	small, err := ValuesA(ctx, 600, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	large, err := ValuesA(ctx, 1000, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps, pl := small.RowPeriods(MinRowPeriods), large.RowPeriods(MinRowPeriods)
	if r := ps[0]; !r.Found || r.Period != 1 || r.Preperiod != 0 {
		t.Errorf("a = 2, row 0: %v", r)
	}
	if r := ps[1]; !r.Found || r.Period != 4 || r.Preperiod != 0 {
		t.Errorf("a = 2, row 1: %v, want period 4 from 0", r)
	}
	found := 0
	for x := range 10 {
		r := ps[x]
		if !r.Found {
			continue
		}
		found++
		if q := pl[x]; !q.Found || q.Period != r.Period || q.Preperiod != r.Preperiod {
			t.Errorf("a = 2, row %d: %v on 0..600, %v on 0..1000", x, r, q)
		}
	}
	if found < 5 {
		t.Errorf("a = 2: only %d of rows 0..9 show a period on 0..600", found)
	}
}

func benchmarkA(b *testing.B, n, a int, f func(context.Context, int, int, gamelib.Progress) (*Table, error)) {
	for b.Loop() {
		if _, err := f(context.Background(), n, a, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func values1(ctx context.Context, n, _ int, p gamelib.Progress) (*Table, error) {
	return Values(ctx, n, p)
}

func BenchmarkA2000Values(b *testing.B) { benchmarkA(b, 2000, 1, values1) }
func BenchmarkA2000Band1(b *testing.B)  { benchmarkA(b, 2000, 1, valuesBand) }
func BenchmarkA2000Band2(b *testing.B)  { benchmarkA(b, 2000, 2, valuesBand) }
func BenchmarkA2000Band3(b *testing.B)  { benchmarkA(b, 2000, 3, valuesBand) }

// TestFromRowsA: a cached a-table read back keeps its a, so that
// CheckFraenkel checks its own game's pairs (read back as Wythoff's, a
// 2-Wythoff table fails the Beatty pairs); a < 1 is an error.
func TestFromRowsA(t *testing.T) {
	ctx := context.Background()
	for _, a := range []int{1, 2, 3} {
		tab, err := ValuesA(ctx, 60, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		rows, err := tab.Rows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		back, err := FromRowsA(ctx, rows, a)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, tab) || back.A() != a {
			t.Errorf("a = %d: FromRowsA(Rows()) differs from the table (A() = %d)", a, back.A())
		}
		want, err := tab.CheckFraenkel()
		if err != nil {
			t.Fatal(err)
		}
		if got, err := back.CheckFraenkel(); err != nil || got != want {
			t.Errorf("a = %d: read back, CheckFraenkel = %d, %v, want %d", a, got, err, want)
		}
		if a > 1 {
			asWythoff, err := FromRows(ctx, rows)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := asWythoff.CheckBeatty(); err == nil {
				t.Errorf("a = %d: its table read as Wythoff's passed the Beatty pairs", a)
			}
		}
	}
	if _, err := FromRowsA(ctx, [][]int{{0}}, 0); err == nil {
		t.Error("FromRowsA with a = 0 accepted")
	}
}

// TestHugeA: with a beyond every table's range every two-heap move is
// allowed, g_a(x, y) = x + y and (0, 0) is the only P-position; the check
// holds for a whose B_k = A_k + ak lies beyond an int (it failed there,
// "A_1 = 1 by the recurrence, ⌊1α⌋ = 0", exit 1 from grundy wythoff
// --a 9223372036854775807), and Fraenkel says B_k is beyond an int.
func TestHugeA(t *testing.T) {
	for _, a := range []int{1 << 62, math.MaxInt} {
		tab, err := ValuesA(context.Background(), 6, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		for x := 0; x <= 6; x++ {
			for y := 0; y <= 6; y++ {
				if tab.At(x, y) != x+y {
					t.Fatalf("a = %d: g(%d, %d) = %d, want %d", a, x, y, tab.At(x, y), x+y)
				}
			}
		}
		if pairs, err := tab.CheckFraenkel(); err != nil || pairs != 1 {
			t.Errorf("a = %d: CheckFraenkel = %d, %v, want the pair (0, 0) alone", a, pairs, err)
		}
		if A, B, err := Fraenkel(a, 1); (err == nil) != (a < math.MaxInt) || (err == nil && (A != 1 || B != a+1)) {
			t.Errorf("a = %d: Fraenkel(a, 1) = %d, %d, %v, want (1, a+1), or B_1 beyond an int for a = MaxInt", a, A, B, err)
		}
		if A := fraenkelA(a, 1); A != 1 {
			t.Errorf("a = %d: A_1 = %d, want 1 (α just above 1)", a, A)
		}
	}
}
