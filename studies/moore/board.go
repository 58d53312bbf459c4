package moore

import (
	"context"
	"fmt"
	"math/big"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
)

// A Board is the game of seed 003 (SDOI2011 黑白棋): a 1 × Cells strip
// with Pieces pieces, white, black, white, … from the left, on which a
// turn moves between 1 and MaxMove pieces of the mover's colour (white
// rightwards, black leftwards; white moves first). Cells are numbered
// 0, …, Cells−1; a placement lists the pieces' cells in increasing order.
// Pieces must be even and at most Cells, MaxMove at least 1; a MaxMove of
// Pieces/2 or more lets a player move every pair at once. Zero pieces is
// allowed: then the first player cannot move and loses.
type Board struct {
	Cells   int // n, the length of the strip
	Pieces  int // K, an even number of pieces
	MaxMove int // d, the most pieces moved in one turn
}

// Validate returns an error describing the first bad field of b.
func (b Board) Validate() error {
	switch {
	case b.Cells < 0:
		return fmt.Errorf("moore: negative number of cells n=%d", b.Cells)
	case b.Pieces < 0:
		return fmt.Errorf("moore: negative number of pieces K=%d", b.Pieces)
	case b.Pieces%2 != 0:
		return fmt.Errorf("moore: odd number of pieces K=%d", b.Pieces)
	case b.Pieces > b.Cells:
		return fmt.Errorf("moore: K=%d pieces do not fit on n=%d cells", b.Pieces, b.Cells)
	case b.MaxMove < 1:
		return fmt.Errorf("moore: d=%d, a turn must move at least 1 piece", b.MaxMove)
	}
	return nil
}

// Gaps returns the number of empty cells inside each pair of a placement:
// gᵢ = pos[2i+1] − pos[2i] − 1. The placement must hold Pieces distinct
// cells of the board in increasing order.
func (b Board) Gaps(pos []int) ([]int, error) {
	if err := b.Validate(); err != nil {
		return nil, err
	}
	if err := b.checkPlacement(pos); err != nil {
		return nil, err
	}
	g := make([]int, len(pos)/2)
	for i := range g {
		g[i] = pos[2*i+1] - pos[2*i] - 1
	}
	return g, nil
}

func (b Board) checkPlacement(pos []int) error {
	if len(pos) != b.Pieces {
		return fmt.Errorf("moore: placement %v has %d pieces, want K=%d", pos, len(pos), b.Pieces)
	}
	for i, p := range pos {
		if p < 0 || p >= b.Cells {
			return fmt.Errorf("moore: placement %v: cell %d is off the board of n=%d cells", pos, p, b.Cells)
		}
		if i > 0 && p <= pos[i-1] {
			return fmt.Errorf("moore: placement %v is not strictly increasing", pos)
		}
	}
	return nil
}

// FirstPlayerWins reports whether white, moving first, wins the
// placement pos: by the reduction, whether its gaps are an N-position of
// Moore's Nim_d.
func (b Board) FirstPlayerWins(pos []int) (bool, error) {
	g, err := b.Gaps(pos)
	if err != nil {
		return false, err
	}
	return !isP(g, b.MaxMove), nil
}

// Count returns, modulo mod (any mod ≥ 2), the number of placements the
// first player wins and the number C(n, K) of all placements.
//
// With m = K/2, S = n−K the largest gap sum and T = ⌊S/(d+1)⌋ (every
// P-position's sum is a multiple of d+1), the dynamic programme over
// ⌊log₂ T⌋+1 bits costs O(T · min(m/(d+1), T/2ᵇ)) per bit b, at most
// O(T·m/(d+1)·log T) and far less in practice. The binomials C(a, m)
// take O(n) time and memory by factorials and inverses when mod is a
// prime above n (the seed's route), and O(n·m) time and O(m) memory by
// Pascal's rule otherwise, as no inverses exist then. Memory is at most
// 3(n+1) words. Progress is reported once per bit. Count is CountContext
// with context.Background().
func (b Board) Count(mod int64, progress gamelib.Progress) (wins, total int64, err error) {
	return b.CountContext(context.Background(), mod, progress)
}

// CountContext is Count under the limits of ctx (gamelib.LimitsFrom): the
// memory and the estimated work are checked against them before any
// work, and it returns ctx.Err() (wrapped) when ctx is done, checked
// every 64 sums of the dynamic programme and every 256 rows of Pascal's
// rule.
func (b Board) CountContext(ctx context.Context, mod int64, progress gamelib.Progress) (wins, total int64, err error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := b.Validate(); err != nil {
		return 0, 0, err
	}
	if err := modular.Check(mod); err != nil {
		return 0, 0, fmt.Errorf("moore: %w", err)
	}
	m := b.Pieces / 2
	q := b.MaxMove + 1
	S := b.Cells - b.Pieces
	T := S / q
	// Two DP rows of T+1 residues and, on the factorial route, two tables
	// of n+1: at most 2(T+1) + 2(n+1) ≤ 3(n+1) words.
	l := gamelib.LimitsFrom(ctx)
	if err := l.CheckMemory("moore: DP rows and factorials", 3*int64(b.Cells+1), 8); err != nil {
		return 0, 0, err
	}
	prime := uint64(mod) > uint64(b.Cells) && big.NewInt(mod).ProbablyPrime(0)
	if err := l.CheckWork(fmt.Sprintf("moore: counting n=%d, K=%d, d=%d", b.Cells, b.Pieces, b.MaxMove), b.countSteps(prime, 1)); err != nil {
		return 0, 0, err
	}
	if err := stopped(ctx); err != nil {
		return 0, 0, err
	}
	bin := newBinomials(mod, b.Cells)
	row, err := bin.row(ctx, m) // C(m, j)
	if err != nil {
		return 0, 0, err
	}
	dp, err := pBySumMod(ctx, m, q, T, mod, row, progress)
	if err != nil {
		return 0, 0, err
	}
	var pCount int64
	err = bin.column(ctx, m, b.Cells-m, func(a int, c int64) {
		// a = n − G − m with G = t·q.
		if G := b.Cells - m - a; G%q == 0 && dp[G/q] != 0 {
			pCount = modular.Add(pCount, modular.Mul(dp[G/q], c, mod), mod)
		}
	})
	if err != nil {
		return 0, 0, err
	}
	tot := bin.small(b.Cells, b.Pieces)
	progress.Report(bitWork(m, q, T, bitCount(T))+1, bitWork(m, q, T, bitCount(T))+1)
	return modular.Sub(tot, pCount, mod), tot, nil
}

// CountExact returns the exact number of placements the first player
// wins and C(n, K), by the dynamic programme of Count on big integers:
// the same number of steps, each a multiplication of integers of
// O(m·log n) bits, and O(T + n) integers of memory. CountExact is
// CountExactContext with context.Background().
func (b Board) CountExact(progress gamelib.Progress) (wins, total *big.Int, err error) {
	return b.CountExactContext(context.Background(), progress)
}

// CountExactContext is CountExact under the limits of ctx
// (gamelib.LimitsFrom), checked before any work; it returns ctx.Err()
// (wrapped) when ctx is done, checked before every sum of the dynamic
// programme and every 1024 binomials.
func (b Board) CountExactContext(ctx context.Context, progress gamelib.Progress) (wins, total *big.Int, err error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := b.Validate(); err != nil {
		return nil, nil, err
	}
	m := b.Pieces / 2
	q := b.MaxMove + 1
	S := b.Cells - b.Pieces
	T := S / q
	// A big.Int costs a 32-byte header plus its words: C(n, m) has at most
	// m·log₂ n bits.
	words := int64(m*bitCount(b.Cells)/64 + 1)
	l := gamelib.LimitsFrom(ctx)
	if err := l.CheckMemory("moore: exact DP rows", 2*int64(T+1), 32+8*words); err != nil {
		return nil, nil, err
	}
	// The row C(m, ·) holds at most m+1 numbers of at most m bits.
	if err := l.CheckMemory("moore: binomial row", int64(m)+1, 32+int64(m/8+8)); err != nil {
		return nil, nil, err
	}
	// A step on big integers costs about as many word operations as
	// they have words (measured: n = 3000, K = 1500 takes 0.05 s).
	if err := l.CheckWork(fmt.Sprintf("moore: exact count n=%d, K=%d, d=%d", b.Cells, b.Pieces, b.MaxMove), b.countSteps(true, float64(words))); err != nil {
		return nil, nil, err
	}
	if err := stopped(ctx); err != nil {
		return nil, nil, err
	}
	row := binomialRow(m)
	dp, err := pBySumExact(ctx, m, q, T, row, progress)
	if err != nil {
		return nil, nil, err
	}
	// C(a, m) for a = m, m+1, …: C(a+1, m) = C(a, m)·(a+1)/(a+1−m).
	pCount := new(big.Int)
	c := big.NewInt(1)
	tmp := new(big.Int)
	for a := m; a <= b.Cells-m; a++ {
		if (a-m)%1024 == 1023 {
			if err := stopped(ctx); err != nil {
				return nil, nil, err
			}
		}
		if a > m {
			c.Mul(c, tmp.SetInt64(int64(a)))
			c.Quo(c, tmp.SetInt64(int64(a-m)))
		}
		// a = n − G − m with G = t·q.
		if G := b.Cells - m - a; G%q == 0 && dp[G/q].Sign() != 0 {
			pCount.Add(pCount, tmp.Mul(dp[G/q], c))
		}
	}
	total = new(big.Int).Binomial(int64(b.Cells), int64(b.Pieces))
	progress.Report(bitWork(m, q, T, bitCount(T))+1, bitWork(m, q, T, bitCount(T))+1)
	return pCount.Sub(total, pCount), total, nil
}

// countSteps estimates the steps of Count (CountExact with factorials
// true and each step costing cost): the DP visits, at bit j of T, the
// T+1 sums with min(m/(d+1), T/2^j)+1 carriers each, a quarter of a step
// each as most sums are zero and skipped (measured: n = 200000, K = 100000,
// d = 2 takes 1 s); Pascal's rule for the binomials, without factorials,
// adds about n·m.
func (b Board) countSteps(factorials bool, cost float64) float64 {
	m := b.Pieces / 2
	q := b.MaxMove + 1
	T := (b.Cells - b.Pieces) / q
	var steps float64
	for j := range bitCount(T) {
		steps += 0.25 * float64(T+1) * float64(min(m/q, T>>j)+1)
	}
	steps = steps*cost + float64(b.Cells)*cost
	if !factorials {
		steps += float64(b.Cells) * float64(m+1)
	}
	return steps
}

// WinFraction returns the fraction of placements the first player wins,
// wins/C(n, K), rounded from the exact counts. WinFraction is
// WinFractionContext with context.Background().
func (b Board) WinFraction() (float64, error) {
	return b.WinFractionContext(context.Background())
}

// WinFractionContext is WinFraction under the limits and cancellation of
// ctx (CountExactContext).
func (b Board) WinFractionContext(ctx context.Context) (float64, error) {
	w, t, err := b.CountExactContext(ctx, nil)
	if err != nil {
		return 0, err
	}
	f, _ := new(big.Rat).SetFrac(w, t).Float64()
	return f, nil
}

// PPositionsBySum returns c[0..maxSum], where c[G] is the number of
// P-positions of Moore's Nim_k with the given number of heaps whose sizes
// sum to G, exactly. It is the dynamic programme inside Count: at bit b a
// multiple x(k+1) of the heaps carry the bit, chosen in C(heaps, x(k+1))
// ways. Every c[G] with G not a multiple of k+1 is zero.
// It returns an error for k < 1 or a negative argument, and when the
// memory or the estimated work exceeds gamelib.MemoryLimit or
// gamelib.WorkLimit. PPositionsBySum is PPositionsBySumContext with
// context.Background().
func PPositionsBySum(heaps, k, maxSum int) ([]*big.Int, error) {
	return PPositionsBySumContext(context.Background(), heaps, k, maxSum)
}

// PPositionsBySumContext is PPositionsBySum under the limits of ctx
// (gamelib.LimitsFrom), checked before any work; it returns ctx.Err()
// (wrapped) when ctx is done, checked before every sum of the dynamic
// programme.
func PPositionsBySumContext(ctx context.Context, heaps, k, maxSum int) ([]*big.Int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := check(nil, k); err != nil {
		return nil, err
	}
	if heaps < 0 || maxSum < 0 {
		return nil, fmt.Errorf("moore: negative argument heaps=%d maxSum=%d", heaps, maxSum)
	}
	l := gamelib.LimitsFrom(ctx)
	if err := l.CheckMemory("moore: P-position counts", 3*int64(maxSum+1), 40); err != nil {
		return nil, err
	}
	// The row C(heaps, ·) holds heaps+1 numbers of at most heaps bits.
	if err := l.CheckMemory("moore: binomial row", int64(heaps)+1, 32+int64(heaps/8+8)); err != nil {
		return nil, err
	}
	q := k + 1
	// The DP of countSteps with m = heaps, T = maxSum/q, on big integers.
	sizes := Board{Cells: maxSum/q*q + 2*heaps, Pieces: 2 * heaps, MaxMove: k}
	if err := l.CheckWork(fmt.Sprintf("moore: P-positions of %d heaps by sum up to %d", heaps, maxSum), sizes.countSteps(true, float64(heaps*bitCount(maxSum+heaps)/64+1))); err != nil {
		return nil, err
	}
	if err := stopped(ctx); err != nil {
		return nil, err
	}
	row := binomialRow(heaps)
	dp, err := pBySumExact(ctx, heaps, q, maxSum/q, row, nil)
	if err != nil {
		return nil, err
	}
	c := make([]*big.Int, maxSum+1)
	for G := range c {
		if G%q == 0 {
			c[G] = dp[G/q]
		} else {
			c[G] = new(big.Int)
		}
	}
	return c, nil
}

// bitWork is the DP's work on bits 0..bits−1, in sums visited: bit b
// visits T+1 sums with min(m/q, T/2^b)+1 carriers each. Progress is
// reported in it, so that it is proportional to time (the low bits cost
// the most).
func bitWork(m, q, T, bits int) int64 {
	var w int64
	for b := range bits {
		w += int64(T+1) * int64(min(m/q, T>>b)+1)
	}
	return w
}

// bitCount is the number of bits b with 2ᵇ ≤ T, the bits the DP visits.
func bitCount(T int) int {
	n := 0
	for T > 0 {
		n++
		T >>= 1
	}
	return n
}

// pBySumMod returns dp[t] = number of P-positions of m heaps, k+1 = q,
// with sum t·q, for t ≤ T, modulo M; row[j] = C(m, j) mod M. It returns
// ctx.Err() (wrapped) when ctx is done, checked every 64 sums (up to
// 64·(m/q+1) multiplications; pBySumExact checks before every sum).
func pBySumMod(ctx context.Context, m, q, T int, M int64, row []int64, progress gamelib.Progress) ([]int64, error) {
	dp := make([]int64, T+1)
	next := make([]int64, T+1)
	dp[0] = 1 % M
	nb := bitCount(T)
	for b := 0; b < nb; b++ {
		step := 1 << b // a carrier at bit b adds 2ᵇ·q to the sum, 2ᵇ to t
		clear(next)
		for t, v := range dp {
			if t%64 == 63 {
				if err := stopped(ctx); err != nil {
					return nil, err
				}
			}
			if v == 0 {
				continue
			}
			for x, u := 0, t; x*q <= m && u <= T; x, u = x+1, u+step {
				next[u] = modular.Add(next[u], modular.Mul(v, row[x*q], M), M)
			}
		}
		dp, next = next, dp
		progress.Report(bitWork(m, q, T, b+1), bitWork(m, q, T, nb)+1)
	}
	return dp, nil
}

// pBySumExact is pBySumMod on big integers.
func pBySumExact(ctx context.Context, m, q, T int, row []*big.Int, progress gamelib.Progress) ([]*big.Int, error) {
	dp := make([]*big.Int, T+1)
	next := make([]*big.Int, T+1)
	for t := range dp {
		dp[t], next[t] = new(big.Int), new(big.Int)
	}
	dp[0].SetInt64(1)
	tmp := new(big.Int)
	nb := bitCount(T)
	for b := 0; b < nb; b++ {
		step := 1 << b
		for _, v := range next {
			v.SetInt64(0)
		}
		for t, v := range dp {
			if v.Sign() == 0 {
				continue
			}
			// Each sum costs up to m/q+1 multiplications of big
			// integers: look at ctx before each.
			if err := stopped(ctx); err != nil {
				return nil, err
			}
			for x, u := 0, t; x*q <= m && u <= T; x, u = x+1, u+step {
				next[u].Add(next[u], tmp.Mul(v, row[x*q]))
			}
		}
		dp, next = next, dp
		progress.Report(bitWork(m, q, T, b+1), bitWork(m, q, T, nb)+1)
	}
	return dp, nil
}

// stopped returns ctx.Err(), wrapped, when ctx is done.
func stopped(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("moore: %w", err)
	}
	return nil
}
