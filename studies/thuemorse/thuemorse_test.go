package thuemorse_test

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"sync"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
	"github.com/grundylab/grundylab/studies/thuemorse"
)

// bigN is the largest n the tests solve by the definition.
const bigN = 20

var solved = sync.OnceValues(func() (*thuemorse.Table, error) { return thuemorse.Solve(bigN, nil) })

func solve20(t testing.TB) *thuemorse.Table {
	t.Helper()
	tb, err := solved()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// Checkpoints of seed 002: S(4) = 46, S(6) = 243, S(12) = 54532.
var seedSums = []struct {
	n   int
	sum int64
}{
	{4, 46},     // seed 002: "n=4 ↦ 46"
	{6, 243},    // seed 002: worked example for [1, 64]
	{12, 54532}, // seed 002: "n=12 ↦ 54532"
}

// seedLosing64 are the losing positions of [1, 64] listed by seed 002.
var seedLosing64 = []int{1, 3, 4, 7, 15, 16, 19, 20, 31, 63, 64}

func TestT(t *testing.T) {
	for _, tc := range []struct {
		x    int
		want int
	}{{0, 0}, {1, 1}, {2, 1}, {3, 0}, {4, 1}, {5, 0}, {6, 0}, {7, 1}, {math.MaxInt64, 1}, {1 << 62, 1}, {1<<62 + 1, 0}, {-1, 0}} {
		if got := thuemorse.T(tc.x); got != tc.want {
			t.Errorf("T(%d) = %d, want %d", tc.x, got, tc.want)
		}
	}
}

// The literal O(4^n) evaluation and Solve must give identical tables.
func TestSolveMatchesLiteral(t *testing.T) {
	for n := 0; n <= 12; n++ {
		lit, err := thuemorse.Literal(n)
		if err != nil {
			t.Fatal(err)
		}
		fast, err := thuemorse.Solve(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r, ok := lit.Equal(fast); !ok {
			t.Fatalf("n=%d: Literal and Solve differ at r=%d", n, r)
		}
		if big := solve20(t); n <= big.N() {
			if r, ok := lit.Equal(big); !ok {
				t.Fatalf("n=%d: Literal and Solve(%d) differ at r=%d", n, bigN, r)
			}
		}
	}
}

func TestTerminalValues(t *testing.T) {
	tb, err := thuemorse.Literal(0)
	if err != nil {
		t.Fatal(err)
	}
	// Seed 002: O_0(0) = E_0(0) = 0, O_1(0) = E_1(0) = 1.
	if tb.O(0, 0) || tb.E(0, 0) || !tb.O(1, 0) || !tb.E(1, 0) {
		t.Errorf("terminal values O_0=%v E_0=%v O_1=%v E_1=%v", tb.O(0, 0), tb.E(0, 0), tb.O(1, 0), tb.E(1, 0))
	}
}

func TestSeedCheckpoints(t *testing.T) {
	tb := solve20(t)
	for _, tc := range seedSums {
		want := big.NewInt(tc.sum)
		lit, err := thuemorse.Literal(tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := lit.Sum(tc.n); got.Cmp(want) != 0 {
			t.Errorf("Literal(%d).Sum = %v, want %v", tc.n, got, want)
		}
		if got := tb.Sum(tc.n); got.Cmp(want) != 0 {
			t.Errorf("Solve: S(%d) = %v, want %v", tc.n, got, want)
		}
		if got, _ := thuemorse.SumExact(tc.n); got.Cmp(want) != 0 {
			t.Errorf("SumExact(%d) = %v, want %v", tc.n, got, want)
		}
		if got, _ := thuemorse.SumLayersExact(tc.n); got.Cmp(want) != 0 {
			t.Errorf("SumLayersExact(%d) = %v, want %v", tc.n, got, want)
		}
		if got, _ := thuemorse.Sum(tc.n, modular.DefaultMod); got != tc.sum {
			t.Errorf("Sum(%d) = %v, want %v", tc.n, got, want)
		}
		if got, _ := thuemorse.SumLayers(tc.n, modular.DefaultMod); got != tc.sum {
			t.Errorf("SumLayers(%d) = %v, want %v", tc.n, got, want)
		}
	}
	if got := tb.Losing(6); !slices.Equal(got, seedLosing64) {
		t.Errorf("losing positions of [1, 64] = %v, seed lists %v", got, seedLosing64)
	}
	if got, _ := thuemorse.Greedy(6, nil); !slices.Equal(got, seedLosing64) {
		t.Errorf("Greedy(6) = %v, seed lists %v", got, seedLosing64)
	}
}

// Every claim of the seed, checked on all r ≤ 2^20 of the brute force.
func TestSeedStructure(t *testing.T) {
	tb := solve20(t)
	for _, tc := range []struct {
		name  string
		check func(*thuemorse.Table) error
	}{
		{"collapse E_0=1−O_1, E_1=1−O_0", thuemorse.CheckCollapse},
		{"O_{1−t(r)}(r)=1", thuemorse.CheckParityState},
		{"odd layers hold only 4^{k+1}−1", thuemorse.CheckOddLayers},
		{"even layers are 4^k+E_k", thuemorse.CheckEvenLayers},
		{"2^j losing iff j even", thuemorse.CheckPowersOfTwo},
		{"losing iff IsPattern", thuemorse.CheckPattern},
	} {
		for n := 0; n <= 12; n++ { // on every small table, including partial layers
			small, _ := thuemorse.Solve(n, nil)
			if err := tc.check(small); err != nil {
				t.Errorf("%s, n=%d: %v", tc.name, n, err)
			}
		}
		if err := tc.check(tb); err != nil {
			t.Errorf("%s, n=%d: %v", tc.name, bigN, err)
		}
	}
}

func TestIdentities(t *testing.T) {
	if err := thuemorse.CheckIdentities(11); err != nil {
		t.Error(err)
	}
	// The seed states the identities without a range for y; they need
	// y < 4^k. Counterexamples with y ≥ 4^k:
	if thuemorse.T(1+1) == 1^thuemorse.T(1) { // t(4^0+1) = t(2) = 1, 1⊕t(1) = 0
		t.Error("t(4^0+1) = 1⊕t(1) unexpectedly")
	}
	if thuemorse.T(2+2) == 1^thuemorse.T(2) { // t(2·4^0+2) = t(4) = 1, 1⊕t(2) = 0
		t.Error("t(2·4^0+2) = 1⊕t(2) unexpectedly")
	}
	if thuemorse.T(3+2) == thuemorse.T(2) { // t(3·4^0+2) = t(5) = 0 ≠ t(2) = 1
		t.Error("t(3·4^0+2) = t(2) unexpectedly")
	}
}

func TestOffsetSet(t *testing.T) {
	// Seed 002 lists E_0, …, E_3.
	for k, want := range [][]int{
		{0},
		{0, 3},
		{0, 3, 4, 15},
		{0, 3, 4, 15, 16, 19, 20, 63},
	} {
		got, err := thuemorse.OffsetSet(k)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("OffsetSet(%d) = %v, %v; want %v", k, got, err, want)
		}
	}
	// N_k = 2^k and T_k from the recurrence T_{k+1} = 2T_k + (N_k+2)4^k,
	// and E_k = the k-digit pattern offsets.
	var T int
	for k := 0; k <= 12; k++ {
		E, err := thuemorse.OffsetSet(k)
		if err != nil {
			t.Fatal(err)
		}
		if len(E) != 1<<k {
			t.Errorf("|E_%d| = %d, want 2^%d", k, len(E), k)
		}
		var sum int
		for _, e := range E {
			sum += e
			if !thuemorse.IsPattern(1<<(2*k) + e) {
				t.Errorf("4^%d+%d in E_%d but not a pattern", k, e, k)
			}
		}
		if sum != T {
			t.Errorf("T_%d = %d, recurrence gives %d", k, sum, T)
		}
		// Closed form T_k = (8^k − 7·2^k)/6 + 4^k.
		if cf := (1<<(3*k)-7<<k)/6 + 1<<(2*k); sum != cf {
			t.Errorf("T_%d = %d, closed form gives %d", k, sum, cf)
		}
		pk := 1 << (2 * k)
		T = 2*T + (len(E)+2)*pk
		// Only the pattern offsets: every pattern value in the layer is in E_k.
		n := 0
		for e := range pk {
			if thuemorse.IsPattern(pk + e) {
				n++
			}
		}
		if n != len(E) {
			t.Errorf("layer %d has %d pattern values, |E_%d| = %d", k, n, k, len(E))
		}
	}
}

func TestGreedyMatchesSolve(t *testing.T) {
	tb := solve20(t)
	g, err := thuemorse.Greedy(bigN, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := tb.Losing(bigN); !slices.Equal(g, want) {
		t.Errorf("Greedy(%d) has %d values, Solve %d", bigN, len(g), len(want))
	}
}

func TestCertify(t *testing.T) {
	c, err := thuemorse.Certify()
	if err != nil {
		t.Fatal(err)
	}
	if c.States == 0 || c.NFAStates == 0 {
		t.Errorf("certificate %+v", c)
	}
}

func TestTableSumsAndCounts(t *testing.T) {
	tb := solve20(t)
	for m := 0; m <= bigN; m++ {
		want := tb.Sum(m)
		for name, f := range map[string]func(int) (*big.Int, error){
			"SumExact": thuemorse.SumExact, "SumLayersExact": thuemorse.SumLayersExact,
		} {
			if got, err := f(m); err != nil || got.Cmp(want) != 0 {
				t.Errorf("%s(%d) = %v, %v; brute force %v", name, m, got, err, want)
			}
		}
		wantMod := new(big.Int).Mod(want, big.NewInt(modular.DefaultMod)).Int64()
		if got, _ := thuemorse.Sum(m, modular.DefaultMod); got != wantMod {
			t.Errorf("Sum(%d) = %d, brute force %d", m, got, wantMod)
		}
		if got, _ := thuemorse.SumLayers(m, modular.DefaultMod); got != wantMod {
			t.Errorf("SumLayers(%d) = %d, brute force %d", m, got, wantMod)
		}
		l := tb.Losing(m)
		if c, _ := thuemorse.Count(m); c.Int64() != int64(len(l)) {
			t.Errorf("Count(%d) = %v, brute force %d", m, c, len(l))
		}
		if d := thuemorse.Density(m); d != float64(len(l))/float64(int64(1)<<m) {
			t.Errorf("Density(%d) = %v, brute force %d/2^%d", m, d, len(l), m)
		}
	}
}

var moduli = []int64{
	2, 3, 4, 6, 12, 36, 1 << 32, 999_999_937, modular.DefaultMod, 998_244_353,
	1<<62 + 12345, math.MaxInt64/6 - 1, math.MaxInt64 / 6, math.MaxInt64/6 + 1, // around the math/big fallback
	math.MaxInt64 - 24, math.MaxInt64, // the largest prime below 2⁶³, and 2⁶³ − 1
}

func TestSumModuli(t *testing.T) {
	for n := 0; n <= 400; n++ {
		exact, _ := thuemorse.SumExact(n)
		for _, m := range moduli {
			want := new(big.Int).Mod(exact, big.NewInt(m)).Int64()
			if got, err := thuemorse.Sum(n, m); err != nil || got != want {
				t.Fatalf("Sum(%d, %d) = %d, %v; want %d", n, m, got, err, want)
			}
			if got, err := thuemorse.SumLayers(n, m); err != nil || got != want {
				t.Fatalf("SumLayers(%d, %d) = %d, %v; want %d", n, m, got, err, want)
			}
		}
		if n <= 200 {
			if le, _ := thuemorse.SumLayersExact(n); le.Cmp(exact) != 0 {
				t.Fatalf("SumLayersExact(%d) = %v, SumExact %v", n, le, exact)
			}
		}
	}
}

// For large n the closed form is compared with the O(n) layer scan (and,
// for m near 2^63, with its math/big fallback).
func TestSumLarge(t *testing.T) {
	for _, n := range []int{1_000_000, 1_000_001, 65_536 + 3} {
		for _, m := range []int64{modular.DefaultMod, 6 * 1_000_000_007, math.MaxInt64} {
			a, err1 := thuemorse.Sum(n, m)
			b, err2 := thuemorse.SumLayers(n, m)
			if err1 != nil || err2 != nil || a != b {
				t.Errorf("n=%d m=%d: Sum %d (%v), SumLayers %d (%v)", n, m, a, err1, b, err2)
			}
		}
	}
	ex, _ := thuemorse.SumExact(100_000)
	if got, _ := thuemorse.Sum(100_000, 1<<61-1); got != new(big.Int).Mod(ex, big.NewInt(1<<61-1)).Int64() {
		t.Errorf("Sum(100000) mod 2^61−1 disagrees with SumExact")
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
	}{
		{"Literal(-1)", second(thuemorse.Literal(-1))},
		{"Literal(15)", second(thuemorse.Literal(thuemorse.MaxLiteralN + 1))},
		{"Solve(-1)", second(thuemorse.Solve(-1, nil))},
		{"Solve(63)", second(thuemorse.Solve(63, nil))},
		{"Greedy(-1)", second(thuemorse.Greedy(-1, nil))},
		{"Greedy(33)", second(thuemorse.Greedy(thuemorse.MaxGreedyN+1, nil))},
		{"OffsetSet(-1)", second(thuemorse.OffsetSet(-1))},
		{"OffsetSet(MaxOffsetK+1)", second(thuemorse.OffsetSet(thuemorse.MaxOffsetK + 1))},
		{"CheckIdentities(14)", thuemorse.CheckIdentities(14)},
		{"Sum(-1)", second(thuemorse.Sum(-1, modular.DefaultMod))},
		{"Sum(mod 1)", second(thuemorse.Sum(5, 1))},
		{"SumLayers(-1)", second(thuemorse.SumLayers(-1, modular.DefaultMod))},
		{"SumLayers(mod 0)", second(thuemorse.SumLayers(5, 0))},
		{"SumLayers(huge)", second(thuemorse.SumLayers(thuemorse.MaxLayersN+1, modular.DefaultMod))},
		{"SumExact(-1)", second(thuemorse.SumExact(-1))},
		{"SumExact(huge)", second(thuemorse.SumExact(thuemorse.MaxExactN + 1))},
		{"SumLayersExact(-1)", second(thuemorse.SumLayersExact(-1))},
		{"SumLayersExact(huge)", second(thuemorse.SumLayersExact(thuemorse.MaxLayersExactN + 1))},
		{"Count(-1)", second(thuemorse.Count(-1))},
		{"Count(huge)", second(thuemorse.Count(thuemorse.MaxExactN + 1))},
	} {
		if tc.err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

func TestMemoryLimit(t *testing.T) {
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 10))
	if _, err := thuemorse.Solve(10, nil); err == nil || !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Solve(10) with a 1 KiB limit: %v, want ErrTooLarge", err)
	}
	if _, err := thuemorse.Solve(9, nil); err != nil {
		t.Errorf("Solve(9) with a 1 KiB limit: %v", err)
	}
	if _, err := thuemorse.OffsetSet(8); err == nil || !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("OffsetSet(8) with a 1 KiB limit: %v, want ErrTooLarge", err)
	}
}

func TestProgress(t *testing.T) {
	var calls int
	var last int64
	_, err := thuemorse.Solve(12, func(done, total int64) {
		calls++
		if done < last || total != 1<<12 {
			t.Errorf("progress %d/%d after %d", done, total, last)
		}
		last = done
	})
	if err != nil || calls == 0 || calls > 300 || last != 1<<12 {
		t.Errorf("Solve progress: %d calls, last %d, err %v", calls, last, err)
	}
}

func TestTablePanicsOutOfRange(t *testing.T) {
	tb, _ := thuemorse.Solve(3, nil)
	defer func() {
		if recover() == nil {
			t.Error("Sum(4) on an n=3 table did not panic")
		}
	}()
	tb.Sum(4)
}

func second[T any](_ T, err error) error { return err }

func BenchmarkLiteral12(b *testing.B) {
	for b.Loop() {
		thuemorse.Literal(12)
	}
}

func BenchmarkSolve20(b *testing.B) {
	for b.Loop() {
		thuemorse.Solve(20, nil)
	}
}

func BenchmarkGreedy20(b *testing.B) {
	for b.Loop() {
		thuemorse.Greedy(20, nil)
	}
}

func BenchmarkSumLayers1e6(b *testing.B) {
	for b.Loop() {
		thuemorse.SumLayers(1_000_000, modular.DefaultMod)
	}
}

func BenchmarkSum1e6(b *testing.B) {
	for b.Loop() {
		thuemorse.Sum(1_000_000, modular.DefaultMod)
	}
}

func BenchmarkSum1e18(b *testing.B) {
	for b.Loop() {
		thuemorse.Sum(1_000_000_000_000_000_000, modular.DefaultMod)
	}
}

func BenchmarkSumExact1e6(b *testing.B) {
	for b.Loop() {
		thuemorse.SumExact(1_000_000)
	}
}

func BenchmarkCertify(b *testing.B) {
	for b.Loop() {
		thuemorse.Certify()
	}
}

func TestEvenOffsetsHugeK(t *testing.T) {
	tb, err := thuemorse.Solve(6, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := tb.EvenOffsets(1 << 62); len(got) != 0 {
		t.Errorf("EvenOffsets(2^62) = %v, want empty", got)
	}
}

// TestWorkGuard: Solve(32) takes five minutes and Greedy(32) half that;
// both are refused at once by the default work limit, while a table too
// large for memory is still reported as such first.
func TestWorkGuard(t *testing.T) {
	if _, err := thuemorse.Solve(32, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Solve(32): err = %v, want ErrTooSlow", err)
	}
	if _, err := thuemorse.Greedy(32, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Greedy(32): err = %v, want ErrTooSlow", err)
	}
	if _, err := thuemorse.Solve(40, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Solve(40): err = %v, want ErrTooLarge", err)
	}
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(1000))
	if _, err := thuemorse.Solve(10, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Solve(10) at a limit of 1000 steps: err = %v", err)
	}
	gamelib.SetWorkLimit(0)
	if _, err := thuemorse.Solve(10, nil); err != nil {
		t.Errorf("Solve(10) without a limit: %v", err)
	}
}
