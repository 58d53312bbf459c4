package wythoff

import (
	"context"
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// plain is the definition: the mex over every move, memoised.
func plain(n int) [][]int {
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
			for k := 1; k <= min(x, y); k++ {
				seen[g[x-k][y-k]] = true
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

func TestValuesPlain(t *testing.T) {
	const n = 70 // values up to 140: three 64-bit words per set
	want := plain(n)
	for _, m := range []int{0, 1, 2, 63, 64, n} {
		tab, err := Values(context.Background(), m, nil)
		if err != nil {
			t.Fatal(err)
		}
		for x := 0; x <= m; x++ {
			for y := 0; y <= m; y++ {
				if tab.At(x, y) != want[x][y] {
					t.Fatalf("n=%d: g(%d, %d) = %d, plain %d", m, x, y, tab.At(x, y), want[x][y])
				}
			}
		}
	}
}

// bigBeatty computes ⌊kφ⌋ with 200-bit floats.
func bigBeatty(k int) int {
	phi := new(big.Float).SetPrec(200).SetInt64(5)
	phi.Sqrt(phi)
	phi.Add(phi, big.NewFloat(1).SetPrec(200))
	phi.Quo(phi, big.NewFloat(2).SetPrec(200))
	phi.Mul(phi, new(big.Float).SetPrec(200).SetInt64(int64(k)))
	i, _ := phi.Int(nil)
	return int(i.Int64())
}

// TestLiterature: the diagonal g(n, n) against OEIS A047708 (n ≤ 70;
// Winning Ways p. 76; terms by Landman), and the triangle g(n, m), m ≤ n
// ≤ 7, against OEIS A317205 (Blass and Fraenkel, "The Sprague-Grundy
// function for Wythoff's game", TCS 75, 1990, Table 2).
func TestLiterature(t *testing.T) {
	a047708 := []int{0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30, 31, 38,
		35, 36, 22, 23, 43, 45, 48, 49, 24, 26, 27, 28, 29, 33, 60, 32, 61, 57, 66, 37, 63, 34, 64, 67, 40, 39,
		41, 42, 82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101, 51, 102, 53, 54}
	a317205 := [][]int{{0}, {1, 2}, {2, 0, 1}, {3, 4, 5, 6}, {4, 5, 3, 2, 7}, {5, 3, 4, 0, 6, 8},
		{6, 7, 8, 1, 9, 10, 3}, {7, 8, 6, 9, 0, 1, 4, 5}}
	tb, err := Values(context.Background(), len(a047708)-1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range a047708 {
		if got := tb.At(n, n); got != want {
			t.Errorf("g(%d, %d) = %d, A047708 %d", n, n, got, want)
		}
	}
	for n, row := range a317205 {
		for m, want := range row {
			if got := tb.At(n, m); got != want {
				t.Errorf("g(%d, %d) = %d, A317205 %d", n, m, got, want)
			}
		}
	}
}

func TestBeatty(t *testing.T) {
	// The first pairs (Wythoff 1907; OEIS A000201 and A001950).
	want := [][2]int{{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}}
	for k, w := range want {
		a, b, err := Beatty(k)
		if err != nil || a != w[0] || b != w[1] {
			t.Errorf("Beatty(%d) = %d, %d, %v; want %v", k, a, b, err, w)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		k := r.IntN(MaxBeattyK + 1)
		if r.IntN(2) == 0 {
			k = r.IntN(100000)
		}
		if a, _, _ := Beatty(k); a != bigBeatty(k) {
			t.Fatalf("Beatty(%d) = %d, big.Float %d", k, a, bigBeatty(k))
		}
	}
	for _, k := range []int{-1, MaxBeattyK + 1} {
		if _, _, err := Beatty(k); err == nil {
			t.Errorf("Beatty(%d) accepted", k)
		}
	}
}

func TestCheckBeatty(t *testing.T) {
	tab, err := Values(context.Background(), 500, nil)
	if err != nil {
		t.Fatal(err)
	}
	k, err := tab.CheckBeatty()
	if err != nil || k != 192 { // k = 0..191: ⌊191φ²⌋ = 500, ⌊192φ²⌋ = 502
		t.Errorf("CheckBeatty = %d, %v", k, err)
	}
	// FromRows rebuilds it; a corrupted table is caught.
	ctx := context.Background()
	rows, err := tab.Rows(ctx)
	if err != nil {
		t.Fatal(err)
	}
	back, err := FromRows(ctx, rows)
	if err != nil || back.At(3, 5) != 0 || back.N() != 500 {
		t.Errorf("FromRows(Rows()) = %v", err)
	}
	if _, err := FromRows(ctx, [][]int{{0, 1}}); err == nil {
		t.Error("FromRows accepted a ragged table")
	}
	// Values outside 0 … x+y (an int32 overflow, a negative value) are
	// refused, not stored.
	for _, bad := range [][][]int{{{0, 1}, {1, 3}}, {{0, -1}, {1, 2}}, {{0, 1}, {1, 1 << 40}}} {
		if _, err := FromRows(ctx, bad); err == nil {
			t.Errorf("FromRows(%v) accepted", bad)
		}
	}
	// The rows' 8 bytes a value and the table's 4 are checked against
	// the call's memory limit.
	tight := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 501 * 501 * 8})
	if _, err := tab.Rows(tight); err != nil {
		t.Errorf("Rows within the limit: %v", err)
	}
	tighter := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 501*501*8 - 1})
	if _, err := tab.Rows(tighter); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Rows over the limit: %v, want ErrTooLarge", err)
	}
	if _, err := FromRows(gamelib.WithLimits(ctx, gamelib.Limits{Memory: 501*501*4 - 1}), rows); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("FromRows over the limit: %v, want ErrTooLarge", err)
	}
	tab.g[3*tab.side+5] = 7
	if _, err := tab.CheckBeatty(); err == nil {
		t.Error("CheckBeatty accepted a table without the P-position (3, 5)")
	}
}

// TestRowPeriods: rows 0, 1, 2 are additively periodic from the start
// with periods 1, 3, 3 (g(0, y) = y; rows 1 and 2 are 1 2 0 | 4 5 3 | …
// and 2 0 1 | 5 3 4 | …, derived from the definition); the periods and
// preperiods found on 0..600 are found again on 0..1200 for every row
// with at least 4 periods of evidence (without the guard y₀ ≤ N/2,
// eight rows of 0..600 show a spurious period 1 at their end).
func TestRowPeriods(t *testing.T) {
	small, err := Values(context.Background(), 600, nil)
	if err != nil {
		t.Fatal(err)
	}
	large, err := Values(context.Background(), 1200, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := small.RowPeriods(3)
	for x, p := range []int{1, 3, 3} {
		if r := ps[x]; !r.Found || r.Period != p || r.Preperiod != 0 {
			t.Errorf("row %d: %+v, want period %d from 0", x, r, p)
		}
	}
	pl := large.RowPeriods(3)
	checked := 0
	for x, r := range ps {
		if !r.Found || r.Periods < 4 {
			continue
		}
		checked++
		if q := pl[x]; q.Period != r.Period || q.Preperiod != r.Preperiod {
			t.Errorf("row %d: %+v on 0..600, %+v on 0..1200", x, r, q)
		}
	}
	if checked < 10 {
		t.Errorf("only %d rows with 4 periods of evidence on 0..600", checked)
	}
}

func TestLimits(t *testing.T) {
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1 << 20})
	if _, err := Values(ctx, 1000, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Values(1000) with 1 MiB: %v, want ErrTooLarge", err)
	}
	if _, err := Values(context.Background(), -1, nil); err == nil {
		t.Error("Values(-1) accepted")
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Values(cancelled, 100, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Values on a cancelled context: %v", err)
	}
}

// TestBeattyPairs: the pairs up to n are those Beatty gives, exactly as
// many as k with ⌊kφ⌋ ≤ n; a huge n is refused by the memory limit (it
// allocated until the kernel killed the process), an n past MaxBeattyN
// by range; a negative n has none.
func TestBeattyPairs(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{0, 1, 2, 3, 4, 5, 100, 1000, 12345} {
		p, err := BeattyPairs(ctx, n)
		if err != nil {
			t.Fatalf("BeattyPairs(%d): %v", n, err)
		}
		for k, q := range p {
			if a, b, _ := Beatty(k); q != [2]int{a, b} || a > n {
				t.Fatalf("BeattyPairs(%d)[%d] = %v, Beatty %d, %d", n, k, q, a, b)
			}
		}
		if a, _, _ := Beatty(len(p)); a <= n {
			t.Errorf("BeattyPairs(%d) stops before k = %d, ⌊kφ⌋ = %d", n, len(p), a)
		}
	}
	if a, _, _ := Beatty(MaxBeattyK); a != MaxBeattyN {
		t.Errorf("⌊MaxBeattyK·φ⌋ = %d, MaxBeattyN %d", a, MaxBeattyN)
	}
	if c := beattyCount(MaxBeattyN); c != MaxBeattyK+1 {
		t.Errorf("beattyCount(MaxBeattyN) = %d, want MaxBeattyK+1", c)
	}
	small := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 1 << 20})
	for _, n := range []int{1 << 62, math.MaxInt, MaxBeattyN, 1 << 20} {
		if _, err := BeattyPairs(small, n); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("BeattyPairs(%d) with 1 MiB: %v, want ErrTooLarge", n, err)
		}
	}
	huge := gamelib.WithLimits(ctx, gamelib.Limits{Memory: math.MaxInt64})
	if _, err := BeattyPairs(huge, MaxBeattyN+1); err == nil || errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("BeattyPairs(MaxBeattyN+1) without a memory limit: %v, want a range error", err)
	}
	if p, err := BeattyPairs(ctx, -1); p != nil || err != nil {
		t.Errorf("BeattyPairs(-1) = %v, %v", p, err)
	}
}

// mustPanic returns the message of f's panic, failing when f returns.
func mustPanic(t *testing.T, name string, f func()) string {
	t.Helper()
	var msg string
	func() {
		defer func() {
			if r := recover(); r != nil {
				msg, _ = r.(string)
				if msg == "" {
					t.Errorf("%s: panic %v, want a message", name, r)
				}
			}
		}()
		f()
		t.Errorf("%s: no panic", name)
	}()
	return msg
}

// TestBounds: an index outside 0..N panics with a message naming the
// range; At(0, 6) on 0..5 used to return g(1, 0), and the others to panic
// with a bare index out of range.
func TestBounds(t *testing.T) {
	tab, err := Values(context.Background(), 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"At(0, 6)", func() { tab.At(0, 6) }},
		{"At(6, 0)", func() { tab.At(6, 0) }},
		{"At(-1, 0)", func() { tab.At(-1, 0) }},
		{"At(0, -1)", func() { tab.At(0, -1) }},
		{"At(5, 6)", func() { tab.At(5, 6) }},
		{"Row(-1)", func() { tab.Row(-1) }},
		{"Row(6)", func() { tab.Row(6) }},
	} {
		msg := mustPanic(t, c.name, c.f)
		if !strings.Contains(msg, c.name) || !strings.Contains(msg, "0 ≤ x, y ≤ 5") {
			t.Errorf("%s: panic %q, want the call and the range 0 ≤ x, y ≤ 5", c.name, msg)
		}
	}
	if tab.At(5, 5) != 8 || len(tab.Row(5)) != 6 {
		t.Error("the last cell or row is out of reach")
	}
}

// TestEmpty: a nil or zero Table is the empty table (they used to panic).
func TestEmpty(t *testing.T) {
	for name, tab := range map[string]*Table{"nil": nil, "zero": {}} {
		if n := tab.N(); n != -1 {
			t.Errorf("%s: N() = %d, want -1", name, n)
		}
		if k, err := tab.CheckBeatty(); k != 0 || err != nil {
			t.Errorf("%s: CheckBeatty() = %d, %v; want 0, nil", name, k, err)
		}
		if rows, err := tab.Rows(context.Background()); len(rows) != 0 || err != nil || len(tab.RowPeriods(3)) != 0 || tab.PPositions() != nil {
			t.Errorf("%s: rows, periods or P-positions of the empty table", name)
		}
		if msg := mustPanic(t, name+" At(0, 0)", func() { tab.At(0, 0) }); !strings.Contains(msg, "empty table") {
			t.Errorf("%s: At(0, 0) panics with %q", name, msg)
		}
		mustPanic(t, name+" Row(0)", func() { tab.Row(0) })
	}
}

// TestRefusals: what Values refuses before allocating anything. The
// table of 0..2³² has about 1.8·10¹⁹ entries; the message used to say
// 8589934593, (2³²+1)² wrapped modulo 2⁶⁴; n = math.MaxInt − 1 wrapped
// (n+1)² to 1 and panicked. n = 40000 is about 9·10¹¹ steps (its
// progress showed half an hour left), beyond the default work limit of
// 3·10¹⁰; n = 12000 (measured 58 s at n = 11000) is within it. No timing
// is asserted: only the estimate decides.
func TestRefusals(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{1 << 32, 1<<31 - 1, 1 << 31, math.MaxInt, math.MaxInt - 1} {
		_, err := Values(ctx, n, nil)
		if !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("Values(%d): %v, want ErrTooLarge", n, err)
		}
	}
	_, err := Values(ctx, 1<<32, nil)
	if msg := err.Error(); !strings.Contains(msg, "4294967297×4294967297") || !strings.Contains(msg, "1.84e+19 entries") {
		t.Errorf("Values(2³²): %q, want the size 1.84e+19 entries", msg)
	}
	big := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 1 << 40})
	if _, err := Values(big, 40000, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Values(40000): %v, want ErrTooSlow", err)
	}
	if w := EstimateWork(12000); w > float64(gamelib.DefaultWorkLimit) {
		t.Errorf("EstimateWork(12000) = %.3g, beyond the default work limit", w)
	}
	// The memory check counts the table and the sets together: 0..1000
	// needs 4·1001² B = 4.0 MB for the table and 3002·32·8 B = 0.77 MB
	// for the sets.
	for _, c := range []struct {
		mem int64
		ok  bool
	}{{4_008_004, false}, {4_008_004 + 768_512, true}} {
		_, err := Values(gamelib.WithLimits(ctx, gamelib.Limits{Memory: c.mem}), 1000, nil)
		if (err == nil) != c.ok {
			t.Errorf("Values(1000) with %d bytes: %v", c.mem, err)
		}
	}
}

func BenchmarkValues1000(b *testing.B) {
	for b.Loop() {
		if _, err := Values(context.Background(), 1000, nil); err != nil {
			b.Fatal(err)
		}
	}
}
