package partition

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
)

// maxCharBits bounds the number of bits of the values for the character
// method, whose time is proportional to 2^bits.
const maxCharBits = 31

// checkValues validates a value table for the parts 1..n and returns the
// number of bits b of its largest value, so that every nim-sum of values
// lies in [0, 2^b).
func checkValues(what string, values gamelib.Sequence, n int) (b int, err error) {
	if n < 0 {
		return 0, fmt.Errorf("partition: %s: negative n=%d", what, n)
	}
	if len(values) < n+1 {
		return 0, fmt.Errorf("partition: %s: %d values for parts up to n=%d, want values[0..%d]", what, len(values), n, n)
	}
	largest := 0
	for s := 1; s <= n; s++ {
		v := values[s]
		if v < 0 {
			return 0, fmt.Errorf("partition: %s: negative value values[%d]=%d", what, s, v)
		}
		largest = max(largest, v)
	}
	return bits.Len(uint(largest)), nil
}

// PlainLosingMod returns L(0), …, L(n) modulo m ≥ 2, where L(t) is the
// number of partitions of t whose parts' values values[s] have nim-sum 0,
// by the seed's (sum, xor) table: D(0, 0) = 1 and, for each part size
// s = 1, …, n and each total t = s, …, n in increasing order,
//
//	D(t, x ⊕ values[s]) += D(t − s, x),
//
// so that a size may repeat; then L(t) = D(t, 0). It is the reference for
// LosingMod. Cost: O(n² X) time and O(n X) memory, X = 2^b the least power
// of two above the largest value (X ≈ n for the splitting game with
// k ≥ 4).
func PlainLosingMod(values gamelib.Sequence, n int, m int64) ([]int64, error) {
	return PlainLosingModContext(context.Background(), values, n, m)
}

// PlainLosingModContext is PlainLosingMod under ctx's limits and
// cancellation (checked after each part size).
func PlainLosingModContext(ctx context.Context, values gamelib.Sequence, n int, m int64) ([]int64, error) {
	const what = "plain nim-sum-zero count"
	ctx = background(ctx)
	lim := gamelib.LimitsFrom(ctx)
	if err := checkMod(what, m); err != nil {
		return nil, err
	}
	b, err := checkValues(what, values, n)
	if err != nil {
		return nil, err
	}
	if err := checkTable(lim, what, n, b, 8); err != nil {
		return nil, err
	}
	if err := checkPlainWork(lim, what, n, b, 4); err != nil { // a modular addition, a scattered write
		return nil, err
	}
	x := 1 << b
	d := make([]int64, (n+1)*x)
	d[0] = 1 % m
	for s := 1; s <= n; s++ {
		if err := stopped(ctx, what); err != nil {
			return nil, err
		}
		v := values[s]
		for t := s; t <= n; t++ {
			src, dst := d[(t-s)*x:(t-s+1)*x], d[t*x:(t+1)*x]
			for y, c := range src {
				dst[y^v] = modular.Add(dst[y^v], c, m)
			}
		}
	}
	l := make([]int64, n+1)
	for t := range l {
		l[t] = d[t*x]
	}
	return l, nil
}

// PlainLosing is PlainLosingMod with exact counts, for small n.
// Cost: O(n² X) additions of O(√n)-bit numbers, O(n^(3/2) X) bits.
func PlainLosing(values gamelib.Sequence, n int) ([]*big.Int, error) {
	return PlainLosingContext(context.Background(), values, n)
}

// PlainLosingContext is PlainLosing under ctx's limits and cancellation
// (checked after each part size).
func PlainLosingContext(ctx context.Context, values gamelib.Sequence, n int) ([]*big.Int, error) {
	const what = "plain nim-sum-zero count"
	ctx = background(ctx)
	lim := gamelib.LimitsFrom(ctx)
	b, err := checkValues(what, values, n)
	if err != nil {
		return nil, err
	}
	if err := checkTable(lim, what, n, b, 48+bitsOfP(n)/8); err != nil {
		return nil, err
	}
	if err := checkPlainWork(lim, what, n, b, float64(bitsOfP(n)/64+1)); err != nil {
		return nil, err
	}
	x := 1 << b
	d := make([]*big.Int, (n+1)*x)
	for i := range d {
		d[i] = new(big.Int)
	}
	d[0].SetInt64(1)
	for s := 1; s <= n; s++ {
		if err := stopped(ctx, what); err != nil {
			return nil, err
		}
		v := values[s]
		for t := s; t <= n; t++ {
			src, dst := d[(t-s)*x:(t-s+1)*x], d[t*x:(t+1)*x]
			for y, c := range src {
				dst[y^v].Add(dst[y^v], c)
			}
		}
	}
	l := make([]*big.Int, n+1)
	for t := range l {
		l[t] = d[t*x]
	}
	return l, nil
}

// checkPlainWork checks the work of the (sum, xor) table, n²/2 · 2^b
// additions of the given cost, against l's work limit.
func checkPlainWork(l gamelib.Limits, what string, n, b int, cost float64) error {
	f := float64(n)
	return l.CheckWork(fmt.Sprintf("partition: %s for n=%d", what, n), f*(f+1)/2*math.Exp2(float64(b))*cost)
}

// LosingCost returns the estimated steps of LosingMod(values, n, m) for
// an odd m, from the values alone: Σ_j 2^j W_j additions, W_j = Σ (n − s
// + 1) over the sizes s ≤ n whose value has j bits, plus n²/4 modular
// multiplications for the convolution with p. Losing, and LosingMod for
// an even m, cost about bits(p(n))/39 + 1 times as much. values must
// cover 0..n with non-negative entries (as LosingMod checks).
func LosingCost(values gamelib.Sequence, n int) float64 {
	w := float64(n) * float64(n) / 4
	for s := 1; s <= min(n, len(values)-1); s++ {
		w += math.Exp2(float64(bits.Len(uint(values[s])))) * float64(n-s+1)
	}
	return w
}

// checkTable checks the memory of an (n+1) × 2^b table.
func checkTable(l gamelib.Limits, what string, n, b int, size int64) error {
	if b >= 62 || heaps(n) > math.MaxInt64>>b {
		return checkN(l, what, n, math.MaxInt64, size) // too large
	}
	return checkN(l, what, n, heaps(n)<<b, size)
}

// LosingMod returns L(0), …, L(n) modulo m ≥ 2 (any m, prime or not), L(t)
// the number of partitions of t whose parts' values have nim-sum 0, as
// PlainLosingMod does, by characters of the group of nim-sums.
//
// Every partition is uniquely S + 2μ, with S the set of sizes that occur
// an odd number of times and μ any partition; only S affects the nim-sum.
// So with Q(t) the number of sets S of distinct parts with sum t and
// nim-sum 0,
//
//	L(t) = Σ_{j ≤ t/2} Q(t − 2j) p(j).
//
// For a character χ_u(x) = (−1)^popcount(u∧x), u < X, the generating
// function of the sets weighted by χ_u(nim-sum) is
// Π_s (1 + χ_u(values[s]) z^s), and Q(t) = X⁻¹ Σ_u [z^t] Π_s (1 ± z^s).
// Each character's product is a 0/1 knapsack of signed additions in one
// array of n+1 integers, reduced lazily (once every 20 to 30 passes). A
// size s only sees the low bits(values[s]) bits of u, so the characters
// are walked as a binary tree, bit by bit, sharing the product of the
// sizes with small values among all the characters that agree on those
// bits; the subtrees run on every core (GOMAXPROCS).
//
// When m is odd (and below 2^60) the division by X = 2^b is done modulo m.
// An even m has no inverse of X, so then the counts are computed exactly
// (Losing) and reduced.
//
// Cost: O(Σ_j 2^j W_j) additions, W_j = Σ (n − s + 1) over the sizes s
// whose value has j bits (at most X n²/2; about n³/4 for values[s] = s−1),
// plus O(n²) multiplications modulo m; O(n log X) memory per core. For an
// even m, the cost of Losing. PlainLosingMod has the same order, about
// n³/2 modular additions for values[s] = s−1, in a table of n·X entries;
// here the additions are plain int64 ones (8 per loop iteration), and
// they run in parallel.
func LosingMod(values gamelib.Sequence, n int, m int64, progress gamelib.Progress) ([]int64, error) {
	return LosingModContext(context.Background(), values, n, m, progress)
}

// LosingModContext is LosingMod under ctx's limits and cancellation
// (checked by every core between characters).
func LosingModContext(ctx context.Context, values gamelib.Sequence, n int, m int64, progress gamelib.Progress) ([]int64, error) {
	const what = "nim-sum-zero count"
	ctx = background(ctx)
	lim := gamelib.LimitsFrom(ctx)
	if err := checkMod(what, m); err != nil {
		return nil, err
	}
	b, err := checkCharacters(lim, what, values, n)
	if err != nil {
		return nil, err
	}
	primes := 1.0 // an even m is counted exactly, modulo about bits(p(n))/39 primes
	if m%2 == 0 || bits.Len64(uint64(m)) > 60 {
		primes = float64(bitsOfP(n)/39 + 1)
	}
	if err := lim.CheckWork(fmt.Sprintf("partition: %s for n=%d", what, n), primes*LosingCost(values, n)); err != nil {
		return nil, err
	}
	if m%2 == 1 && bits.Len64(uint64(m)) <= 60 {
		return characterMod(ctx, values, n, b, m, progress, 0, 1)
	}
	exact, err := LosingContext(ctx, values, n, progress)
	if err != nil {
		return nil, err
	}
	out := make([]int64, n+1)
	mm := big.NewInt(m)
	r := new(big.Int)
	for t, c := range exact {
		out[t] = r.Mod(c, mm).Int64()
	}
	return out, nil
}

// Losing returns L(0), …, L(n) exactly: LosingMod modulo r primes
// q_i < 2^40 with Π q_i > p(n) ≥ L(t), then the Chinese remainder theorem.
// Cost: r = O(√n / 40) times that of LosingMod (2 primes for n ≤ 500,
// 4 for n ≤ 2000), plus O(n^(3/2)) big additions for p(n).
func Losing(values gamelib.Sequence, n int, progress gamelib.Progress) ([]*big.Int, error) {
	return LosingContext(context.Background(), values, n, progress)
}

// LosingContext is Losing under ctx's limits and cancellation.
func LosingContext(ctx context.Context, values gamelib.Sequence, n int, progress gamelib.Progress) ([]*big.Int, error) {
	const what = "nim-sum-zero count"
	ctx = background(ctx)
	lim := gamelib.LimitsFrom(ctx)
	b, err := checkCharacters(lim, what, values, n)
	if err != nil {
		return nil, err
	}
	if err := lim.CheckWork(fmt.Sprintf("partition: %s for n=%d", what, n), float64(bitsOfP(n)/39+1)*LosingCost(values, n)); err != nil {
		return nil, err
	}
	p, err := NumbersContext(ctx, n)
	if err != nil {
		return nil, err
	}
	mods, err := modular.PrimesBelow(1<<primeBits, p[n])
	if err != nil {
		return nil, err
	}
	res := make([][]int64, len(mods))
	for i, q := range mods {
		if res[i], err = characterMod(ctx, values, n, b, q, progress, i, len(mods)); err != nil {
			return nil, err
		}
	}
	out := make([]*big.Int, n+1)
	r := make([]int64, len(mods))
	for t := range out {
		for i := range mods {
			r[i] = res[i][t]
		}
		if out[t], err = modular.CRT(r, mods); err != nil {
			return nil, err // distinct primes are coprime: cannot happen
		}
	}
	return out, nil
}

// primeBits is the size of the primes of Losing's multi-modular route:
// with m < 2^40 a walker makes 62 − 40 = 22 passes between reductions
// (newWalker's limit).
const primeBits = 40

// characterMod is LosingMod's character method for an odd m < 2^60.
// Progress runs over phase..phase+1 of phases.
func characterMod(ctx context.Context, values gamelib.Sequence, n, b int, m int64, progress gamelib.Progress, phase, phases int) ([]int64, error) {
	x := 1 << b
	g := make([]uint64, n+1)
	for s := 1; s <= n; s++ {
		g[s] = uint64(values[s])
	}
	sum := characterSums(ctx, g, b, m, progress, phase, phases)
	if err := stopped(ctx, "nim-sum-zero count"); err != nil {
		return nil, err
	}
	inv, _ := modular.Inv(int64(x), m) // x is a power of two, m odd
	q := make([]int64, n+1)
	for t, c := range sum {
		q[t] = modular.Mul(c, inv, m)
	}
	p, err := numbersMod(ctx, n/2, m)
	if err != nil {
		return nil, err
	}
	l := make([]int64, n+1)
	for t := range l {
		var c int64
		for j := 0; 2*j <= t; j++ {
			c = modular.Add(c, modular.Mul(q[t-2*j], p[j], m), m)
		}
		l[t] = c
	}
	return l, nil
}

// LosingDensity returns L(t)/p(t) for t = 0, …, n: the fraction of the
// partitions of t whose parts' values have nim-sum 0 (the losing
// positions of the sum game). It runs the plain (sum, xor) table in
// float64: every entry is a sum of positive terms, so each ratio has a
// relative error below about 2n·2⁻⁵³ (no cancellation, unlike characters
// in floating point). Row t of the table only needs the nim-sums below
// 2^bits(max values[1..t]).
//
// Cost: O(n² X) floating-point additions, O(n X) memory; for the splitting
// game with k ≥ 4 about n³/4 additions (0.25·10⁹ for n = 1000). It
// returns an error when p(n) overflows float64 (n above about 75 000).
func LosingDensity(values gamelib.Sequence, n int, progress gamelib.Progress) ([]float64, error) {
	return LosingDensityContext(context.Background(), values, n, progress)
}

// LosingDensityContext is LosingDensity under ctx's limits and
// cancellation (checked after each part size).
func LosingDensityContext(ctx context.Context, values gamelib.Sequence, n int, progress gamelib.Progress) ([]float64, error) {
	const what = "nim-sum-zero density"
	ctx = background(ctx)
	lim := gamelib.LimitsFrom(ctx)
	b, err := checkValues(what, values, n)
	if err != nil {
		return nil, err
	}
	if err := checkTable(lim, what, n, b, 8); err != nil {
		return nil, err
	}
	if bitsOfP(n) > 1000 {
		return nil, fmt.Errorf("partition: %s: p(%d) overflows float64", what, n)
	}
	if err := checkPlainWork(lim, what, n, b, 1); err != nil {
		return nil, err
	}
	x := 1 << b
	width := make([]int, n+1) // row t holds nim-sums < width[t]
	largest := 0
	for t := range width {
		if t > 0 {
			largest = max(largest, values[t])
		}
		width[t] = 1 << bits.Len(uint(largest))
	}
	d := make([]float64, (n+1)*x)
	p := make([]float64, n+1)
	d[0], p[0] = 1, 1
	step := max(1, (n+255)/256)
	for s := 1; s <= n; s++ {
		if err := stopped(ctx, what); err != nil {
			return nil, err
		}
		v := values[s]
		for t := s; t <= n; t++ {
			p[t] += p[t-s]
			src := d[(t-s)*x : (t-s)*x+width[t-s]]
			dst := d[t*x : (t+1)*x]
			for y, c := range src {
				dst[y^v] += c
			}
		}
		if s%step == 0 {
			// Size s costs n − s + 1 rows: report the rows done.
			progress.Report(rowsUpTo(s, n), rowsUpTo(n, n))
		}
	}
	progress.Report(rowsUpTo(n, n), rowsUpTo(n, n))
	out := make([]float64, n+1)
	for t := range out {
		out[t] = d[t*x] / p[t]
	}
	return out, nil
}

// rowsUpTo returns Σ_{s=1}^{k} (n − s + 1), the rows of the (sum, xor)
// table that sizes 1..k update.
func rowsUpTo(k, n int) int64 {
	return int64(k)*int64(n+1) - int64(k)*int64(k+1)/2
}

// checkCharacters validates the input of the character method and
// returns the number of bits b of the values: values must cover heaps
// 1..n, need at most maxCharBits bits, and the tables must fit in memory.
func checkCharacters(l gamelib.Limits, what string, values gamelib.Sequence, n int) (int, error) {
	b, err := checkValues(what, values, n)
	if err != nil {
		return 0, err
	}
	if b > maxCharBits {
		return 0, fmt.Errorf("partition: %s: values need %d bits, more than the %d the character method allows", what, b, maxCharBits)
	}
	if int64(n) > math.MaxInt64/64 {
		return 0, checkN(l, what, n, math.MaxInt64, 8) // too large
	}
	if err := checkN(l, what, n, 8*heaps(n), 8); err != nil {
		return 0, err
	}
	return b, nil
}
