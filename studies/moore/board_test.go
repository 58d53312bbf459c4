package moore

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

const p107 = 1_000_000_007

// seedProgram is the C++ program of seed 003 transcribed line by line
// (variables n, k = pieces, m = max move; 21 bits; arrays for n ≤ 10⁴),
// the reference the generalised Count is compared with inside the
// original limits 1 ≤ d ≤ K ≤ n ≤ 10⁴, K ≤ 100.
func seedProgram(n, k, m int) int64 {
	const mol = p107
	qpow := func(a, b int64) int64 {
		ans := int64(1)
		for ; b > 0; b >>= 1 {
			if b&1 == 1 {
				ans = ans * a % mol
			}
			a = a * a % mol
		}
		return ans
	}
	fac := make([]int64, n+1)
	inv := make([]int64, n+1)
	fac[0] = 1
	for i := 1; i <= n; i++ {
		fac[i] = fac[i-1] * int64(i) % mol
	}
	inv[n] = qpow(fac[n], mol-2)
	for i := n; i >= 1; i-- {
		inv[i-1] = inv[i] * int64(i) % mol
	}
	C := func(n, m int) int64 {
		if n < m {
			return 0
		}
		return fac[n] * inv[m] % mol * inv[n-m] % mol
	}
	var f [22][]int64
	for i := range f {
		f[i] = make([]int64, n+1)
	}
	f[0][0] = 1
	for i := 0; i <= 20; i++ {
		for j := 0; j <= n; j++ {
			for x := 0; j+(1<<i)*x*(m+1) <= n-k && x*(m+1) <= k/2; x++ {
				f[i+1][j+(1<<i)*x*(m+1)] = (f[i+1][j+(1<<i)*x*(m+1)] + f[i][j]*C(k/2, x*(m+1))%mol) % mol
			}
		}
	}
	ans := int64(0)
	for i := 0; n-i-k/2 >= 0; i++ {
		ans = (ans + f[21][i]*C(n-i-k/2, k/2)%mol) % mol
	}
	return (C(n, k) - ans + mol) % mol
}

func TestSample(t *testing.T) {
	b := Board{Cells: 10, Pieces: 4, MaxMove: 2}
	wins, total, err := b.Count(p107, nil)
	// Sample of Luogu P2490 (seed 003): n=10, K=4, d=2 gives 182; C(10,4) = 210.
	if err != nil || wins != 182 || total != 210 {
		t.Errorf("%+v.Count = %d, %d, %v; want 182, 210", b, wins, total, err)
	}
	if got := seedProgram(10, 4, 2); got != 182 {
		t.Errorf("seed program gives %d, want 182", got)
	}
}

// countByPlacement counts the first player's wins by listing every
// placement and testing its gaps with IsP.
func countByPlacement(b Board) int64 {
	var wins int64
	combinations(b.Cells, b.Pieces, func(pos []int) bool {
		if w, _ := b.FirstPlayerWins(pos); w {
			wins++
		}
		return true
	})
	return wins
}

// Count (mod p and exact), the placement-by-placement Moore test and the
// seed's program agree on every board with n ≤ 14, every even K and every
// d from 1 to K+1 (d ≥ K/2 lets every pair move at once).
func TestCountSmallBoards(t *testing.T) {
	for n := 0; n <= 14; n++ {
		for K := 0; K <= n; K += 2 {
			for d := 1; d <= K+1; d++ {
				b := Board{n, K, d}
				want := countByPlacement(b)
				wins, total, err := b.Count(p107, nil)
				if err != nil || wins != want || total != new(big.Int).Binomial(int64(n), int64(K)).Int64() {
					t.Errorf("%+v.Count = %d, %d, %v; placements give %d", b, wins, total, err, want)
				}
				ew, et, err := b.CountExact(nil)
				if err != nil || ew.Int64() != want || et.Int64() != total {
					t.Errorf("%+v.CountExact = %v, %v, %v; want %d, %d", b, ew, et, err, want, total)
				}
				if K > 0 && d <= K {
					if s := seedProgram(n, K, d); s != want {
						t.Errorf("%+v: seed program %d, want %d", b, s, want)
					}
				}
			}
		}
	}
}

// Inside the original limits the generalised Count reproduces the seed's
// program, and CountExact reduced mod p agrees.
func TestCountSeedLimits(t *testing.T) {
	for _, b := range []Board{
		{100, 10, 1}, {100, 10, 2}, {100, 10, 5}, {1000, 40, 3}, {1000, 100, 7},
		{3000, 100, 1}, {10000, 2, 1}, {10000, 100, 50}, {10000, 100, 100}, {10000, 100, 16},
	} {
		wins, _, err := b.Count(p107, nil)
		if err != nil {
			t.Fatal(err)
		}
		if s := seedProgram(b.Cells, b.Pieces, b.MaxMove); wins != s {
			t.Errorf("%+v.Count = %d, seed program %d", b, wins, s)
		}
		if testing.Short() && b.Cells > 1000 {
			continue
		}
		ew, _, err := b.CountExact(nil)
		if err != nil || new(big.Int).Mod(ew, big.NewInt(p107)).Int64() != wins {
			t.Errorf("%+v.CountExact = %v mod p ≠ %d (%v)", b, ew, wins, err)
		}
	}
}

// When d ≥ K/2 every pair may move at once, so only all gaps zero is a
// P-position: wins = C(n, K) − C(n − K/2, K/2). Exact, independent of the
// DP.
func TestCountLargeD(t *testing.T) {
	for _, b := range []Board{{10000, 100, 50}, {10000, 100, 99}, {20000, 200, 100}, {7, 6, 3}, {6, 6, 4}} {
		m := int64(b.Pieces / 2)
		want := new(big.Int).Binomial(int64(b.Cells), int64(b.Pieces))
		want.Sub(want, new(big.Int).Binomial(int64(b.Cells)-m, m))
		got, _, err := b.CountExact(nil)
		if err != nil || got.Cmp(want) != 0 {
			t.Errorf("%+v.CountExact = %v, %v; want %v", b, got, err, want)
		}
	}
}

// Any modulus M ≥ 2: primes above n (factorial route), primes not above n
// and composites (Pascal's rule) all agree with the exact count reduced.
func TestCountModuli(t *testing.T) {
	moduli := []int64{2, 3, 4, 6, 7, 8, 12, 13, 97, 100, 1 << 20, p107, 998244353,
		1 << 32, 1<<32 + 1, 4294967311, // around the switch to 128-bit products; the last is prime
		1<<61 - 1,       // a Mersenne prime, products need 122 bits
		(1<<61 - 1) * 3, // composite above 2⁶²
		math.MaxInt64}
	for _, b := range []Board{{10, 4, 2}, {30, 6, 1}, {40, 10, 2}, {60, 20, 3}, {200, 30, 1}, {13, 4, 1}, {12, 12, 2}} {
		ew, et, _ := b.CountExact(nil)
		for _, M := range moduli {
			w, tot, err := b.Count(M, nil)
			bm := big.NewInt(M)
			if err != nil || w != new(big.Int).Mod(ew, bm).Int64() || tot != new(big.Int).Mod(et, bm).Int64() {
				t.Errorf("%+v.Count(%d) = %d, %d, %v; exact %v, %v", b, M, w, tot, err, ew, et)
			}
		}
	}
}

// PPositionsBySum against listing all tuples.
func TestPPositionsBySum(t *testing.T) {
	for heaps := 0; heaps <= 4; heaps++ {
		for k := 1; k <= heaps+1; k++ {
			const maxSum = 14
			want := make([]int64, maxSum+1)
			tuples(heaps, maxSum, func(h []int) {
				s := 0
				for _, x := range h {
					s += x
				}
				if p, _ := IsP(h, k); p && s <= maxSum {
					want[s]++
				}
			})
			got, err := PPositionsBySum(heaps, k, maxSum)
			if err != nil {
				t.Fatal(err)
			}
			for G := range want {
				if got[G].Int64() != want[G] {
					t.Errorf("PPositionsBySum(%d, %d)[%d] = %v, want %d", heaps, k, G, got[G], want[G])
				}
			}
		}
	}
}

func TestProgress(t *testing.T) {
	var calls, last, total int64
	p := gamelib.Progress(func(done, tot int64) {
		calls++
		if done < last || done > tot {
			t.Errorf("progress %d/%d after %d", done, tot, last)
		}
		last, total = done, tot
	})
	b := Board{10000, 100, 1}
	if _, _, err := b.Count(p107, p); err != nil {
		t.Fatal(err)
	}
	if calls < 2 || calls > 300 || last != total {
		t.Errorf("%d progress calls, last %d/%d", calls, last, total)
	}
}

func TestBoardBadInput(t *testing.T) {
	for _, tc := range []struct {
		b   Board
		msg string
	}{
		{Board{10, 5, 2}, "moore: odd number of pieces K=5"},
		{Board{4, 6, 2}, "moore: K=6 pieces do not fit on n=4 cells"},
		{Board{10, 4, 0}, "moore: d=0"},
		{Board{10, 4, -1}, "moore: d=-1"},
		{Board{-3, 0, 1}, "moore: negative number of cells n=-3"},
		{Board{10, -2, 1}, "moore: negative number of pieces K=-2"},
	} {
		check := func(name string, err error) {
			if err == nil || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("%+v.%s: error %v, want %q", tc.b, name, err, tc.msg)
			}
		}
		check("Validate", tc.b.Validate())
		_, _, err := tc.b.Count(p107, nil)
		check("Count", err)
		_, _, err = tc.b.CountExact(nil)
		check("CountExact", err)
		_, err = tc.b.WinFraction()
		check("WinFraction", err)
		_, err = tc.b.Gaps(nil)
		check("Gaps", err)
		_, err = Search(tc.b, Forward, nil)
		check("Search", err)
		_, err = tc.b.Moves(nil, true, Forward)
		check("Moves", err)
	}
	b := Board{10, 4, 2}
	for _, M := range []int64{1, 0, -7} {
		if _, _, err := b.Count(M, nil); err == nil || !strings.Contains(err.Error(), "modulus") {
			t.Errorf("Count(mod %d): error %v", M, err)
		}
	}
	for _, pos := range [][]int{{0, 1, 2}, {0, 2, 2, 5}, {3, 2, 4, 5}, {0, 1, 2, 10}, {-1, 1, 2, 3}} {
		if _, err := b.Gaps(pos); err == nil || !strings.Contains(err.Error(), "placement") {
			t.Errorf("Gaps(%v): error %v", pos, err)
		}
	}
	if _, err := PPositionsBySum(-1, 1, 5); err == nil {
		t.Error("PPositionsBySum(-1, 1, 5): no error")
	}
	if _, err := PPositionsBySum(3, 0, 5); err == nil {
		t.Error("PPositionsBySum(3, 0, 5): no error")
	}
	huge := Board{1 << 40, 100, 1}
	if _, _, err := huge.Count(p107, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("%+v.Count: error %v, want ErrTooLarge", huge, err)
	}
	if _, _, err := huge.CountExact(nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("%+v.CountExact: error %v, want ErrTooLarge", huge, err)
	}
}

func TestWinFraction(t *testing.T) {
	f, err := Board{10, 4, 2}.WinFraction()
	if err != nil || f != 182.0/210 {
		t.Errorf("WinFraction = %v, %v; want 182/210", f, err)
	}
	f, err = Board{0, 0, 1}.WinFraction()
	if err != nil || f != 0 { // no pieces: white cannot move
		t.Errorf("WinFraction of the empty board = %v, %v", f, err)
	}
}

// TestCountWorkGuard: counts whose estimated work is absurd are refused
// at once, modulo a prime, modulo a composite (Pascal's rule) and exactly.
func TestCountWorkGuard(t *testing.T) {
	for _, tc := range []struct {
		b     Board
		mod   int64 // 0: CountExact
		error bool
	}{
		{Board{Cells: 10_000_000, Pieces: 5_000_000, MaxMove: 1}, 1_000_000_007, true},
		{Board{Cells: 1_000_000, Pieces: 500_000, MaxMove: 2}, 1 << 20, true}, // n·m for Pascal's rule
		{Board{Cells: 100_000, Pieces: 50_000, MaxMove: 2}, 0, true},
		{Board{Cells: 2000, Pieces: 1000, MaxMove: 2}, 1 << 20, false},
		{Board{Cells: 2000, Pieces: 1000, MaxMove: 2}, 0, false},
	} {
		var err error
		if tc.mod == 0 {
			_, _, err = tc.b.CountExact(nil)
		} else {
			_, _, err = tc.b.Count(tc.mod, nil)
		}
		if errors.Is(err, gamelib.ErrTooSlow) != tc.error || (!tc.error && err != nil) {
			t.Errorf("%+v mod %d: err = %v, want ErrTooSlow %v", tc.b, tc.mod, err, tc.error)
		}
	}
	if _, err := PPositionsBySum(100_000, 2, 10_000_000); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("PPositionsBySum(1e5 heaps, sum 1e7): err = %v", err)
	}
}
