package splitting

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/modular"
	"github.com/grundylab/grundylab/gamelib/partition"
)

// Game holds the single-heap values sg_k(0..n) of the heap-splitting
// game (seed 000) for every k ≥ 2, grouped into the few distinct tables
// that partition counting needs: the tables of k = 2, …, K−1 and one table
// shared by every k ≥ K, the saturation point.
type Game struct {
	n      int
	tables []gamelib.Sequence // tables[i] = sg_{i+2}(0..n); the last one for every k ≥ K
	linear bool               // the last table is s − 1 (else K ≥ n)
}

// NewGame computes sg_k(0..n) for k = 2, 3, … with heap.Split(k).Values
// (the mex over all splits, which assumes no law, for k = 2, 3; the
// theorem sg_k(s) = s − 1, proven in heap.SplitRule.Values, for k ≥ 4),
// and stops at the first K whose table is sg_K(s) = s − 1 for
// 1 ≤ s ≤ n, or at K = max(n, 2).
// Every k ≥ K then has the same table on heaps ≤ n:
//
//   - if k ≥ K ≥ n, splits into more than n parts are impossible in heaps
//     of size ≤ n;
//   - if sg_K(s) = s − 1 on 1..n (the saturation lemma): by induction on s,
//     let sg_k(t) = t − 1 for t < s. A split of s into r ≥ 2 parts x_i
//     has the value ⊕(x_i − 1) ≤ Σ(x_i − 1) = s − r ≤ s − 2, so s − 1 is
//     not an option's value; the splits into at most K parts are options
//     for k too, with the same values, and they reach every value
//     0, …, s − 2 because sg_K(s) = s − 1. Hence sg_k(s) = s − 1.
//
// For n ≥ 5 the tables are sg_2, sg_3 and sg_4, which is the linear law,
// so K = 4: the seed's grouping k = 2, k = 3, k ≥ 4 (for n = 3, 4, sg_3
// is already s − 1 there, K = 3).
//
// Cost: that of heap.SplitRule.Values for k = 2, 3 (k = 4 is O(n) by the
// theorem): O(n² X/64) word operations and n·X/8 bytes for n ≥ 5, X ≥ n
// the least power of two (0.1 s and 0.5 MB for n = 2000). It returns an
// error for n < 0, when the tables would exceed gamelib.MemoryLimit (the
// memory check, made before any work, allows twice the k = 3 sets), and
// when the work of sg_3 exceeds gamelib.WorkLimit. NewGame is
// NewGameContext with context.Background().
func NewGame(n int, progress gamelib.Progress) (*Game, error) {
	return NewGameContext(context.Background(), n, progress)
}

// NewGameContext is NewGame under the limits of ctx (gamelib.LimitsFrom):
// the memory and work checks use them, and the tables are computed by
// heap.SplitRule.ValuesContext, which stops with ctx.Err() (wrapped) when
// ctx is done.
func NewGameContext(ctx context.Context, n int, progress gamelib.Progress) (*Game, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	l := gamelib.LimitsFrom(ctx)
	if err := checkMemory(l, n); err != nil {
		return nil, err
	}
	words := max(1, (1<<bits.Len(uint(n)))/64)
	// Progress over the tables in proportion to their estimated work: a
	// definition of about n²/4 · (1 + (k−2)·X/64) word operations for
	// k = 2, 3, the theorem's O(n) for k ≥ 4.
	cost := func(k int) float64 {
		if k >= 4 {
			return float64(n)
		}
		return float64(n) * float64(n) / 4 * float64(1+(k-2)*words)
	}
	whole := valuesCost(n)
	if err := l.CheckWork(fmt.Sprintf("splitting: values sg_2, sg_3 by the definition for n=%d", n), whole); err != nil {
		return nil, err
	}
	var from float64
	g := &Game{n: n}
	for k := 2; ; k++ {
		r, err := heap.Split(k)
		if err != nil {
			return nil, err
		}
		t, err := r.ValuesContext(ctx, n, progress.Part(from, cost(k), max(whole, from+cost(k))))
		from += cost(k)
		if err != nil {
			return nil, err
		}
		g.tables = append(g.tables, t)
		if isLinear(t) {
			g.linear = true
			return g, nil
		}
		if k >= n {
			return g, nil
		}
	}
}

// checkMemory validates n and checks the memory of NewGame's tables
// against l: heap.SplitRule.Values for k = 3 stores one set of X ≥ n bits
// per heap; allow two.
func checkMemory(l gamelib.Limits, n int) error {
	if n < 0 {
		return fmt.Errorf("splitting: negative n=%d", n)
	}
	if n > 1<<30 { // 2(n+1)·words below would overflow long before this
		return l.CheckMemory(fmt.Sprintf("splitting: tables for n=%d", n), 1<<62, 8)
	}
	words := max(1, (1<<bits.Len(uint(n)))/64)
	return l.CheckMemory(fmt.Sprintf("splitting: tables for n=%d", n), 2*int64(n+1)*int64(words), 8)
}

// valuesCost is the estimated work of NewGame(n): the definitions of
// sg_2 and sg_3, n²/4 · (1 + (k−2)·X/64) word operations, and the
// theorem's O(n) for sg_4.
func valuesCost(n int) float64 {
	words := max(1, (1<<bits.Len(uint(max(n, 0))))/64)
	f := float64(n)
	return f*f/4*float64(2+words) + f
}

// isLinear reports whether t[s] = s − 1 for every s ≥ 1.
func isLinear(t gamelib.Sequence) bool {
	for s := 1; s < len(t); s++ {
		if t[s] != s-1 {
			return false
		}
	}
	return true
}

// N returns the largest heap size of the tables.
func (g *Game) N() int { return g.n }

// Saturation returns K: sg_k = sg_K on heaps 0..N for every k ≥ K.
func (g *Game) Saturation() int { return len(g.tables) + 1 }

// Linear reports whether the saturated table is the linear law
// sg_K(s) = s − 1 on 1..N; otherwise K ≥ N. It is true for every N: for
// N ≤ 4, sg_2 or sg_3 is already s − 1 on 1..N, and for k ≥ 4 the law is
// the theorem of heap.SplitRule.Values. NewGame checks it all the same.
func (g *Game) Linear() bool { return g.linear }

// class returns the index of the table of k ≥ 2.
func (g *Game) class(k int) int { return min(k, len(g.tables)+1) - 2 }

// Values returns sg_k(0), …, sg_k(N) for k ≥ 2.
func (g *Game) Values(k int) (gamelib.Sequence, error) {
	if k < 2 {
		return nil, fmt.Errorf("splitting: k must be at least 2, got %d", k)
	}
	return slices.Clone(g.tables[g.class(k)]), nil
}

// Counts are the counts of the splitting game for every total
// t = 0, …, N: exact, or modulo Mod. A partition of t is a position; it
// is losing (a P-position) when the nim-sum of its heaps' sg_k is 0.
type Counts struct {
	N   int
	Mod int64 // 0 for exact counts
	K   int   // the saturation point: F_k = F_K for every k ≥ K

	P []*big.Int   // P[t] = p(t)
	L [][]*big.Int // L[k−2][t] = L_k(t), the losing partitions of t, for 2 ≤ k ≤ K
	G []*big.Int   // G[t] = g(t) = Σ_{k=2}^{t} F_k(t)
}

// Losing returns L_k(t), the number of losing partitions of t when a heap
// may split into 2..k parts, or nil unless k ≥ 2 and 0 ≤ t ≤ N.
func (c *Counts) Losing(k, t int) *big.Int {
	if k < 2 || t < 0 || t > c.N {
		return nil
	}
	return new(big.Int).Set(c.L[min(k, c.K)-2][t])
}

// F returns F_k(t) = p(t) − L_k(t), the number of winning partitions of t
// (reduced modulo Mod when Mod ≠ 0), or nil unless k ≥ 2 and 0 ≤ t ≤ N.
func (c *Counts) F(k, t int) *big.Int {
	l := c.Losing(k, t)
	if l == nil {
		return nil
	}
	f := l.Sub(c.P[t], l)
	if c.Mod != 0 {
		f.Mod(f, big.NewInt(c.Mod))
	}
	return f
}

// CountMod returns the counts modulo m ≥ 2 (any m), with LosingMod for
// each of the K−1 tables: for N ≥ 5, O(N²/2 · (2 + X₃ + X₄)) additions,
// X_k the power of two above the largest sg_k (X₄ ≈ N, X₃ ≈ N/2), on
// every core; exact counts reduced when m is even. CountMod is
// CountModContext with context.Background().
func (g *Game) CountMod(m int64, progress gamelib.Progress) (*Counts, error) {
	return g.CountModContext(context.Background(), m, progress)
}

// CountModContext is CountMod under the limits and cancellation of ctx:
// the counts are partition.NumbersModContext and LosingModContext.
func (g *Game) CountModContext(ctx context.Context, m int64, progress gamelib.Progress) (*Counts, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := modular.Check(m); err != nil {
		return nil, fmt.Errorf("splitting: %w", err)
	}
	p, err := partition.NumbersModContext(ctx, g.n, m)
	if err != nil {
		return nil, err
	}
	c := &Counts{N: g.n, Mod: m, K: g.Saturation(), P: toBig(p)}
	parts := g.parts(progress)
	for i, t := range g.tables {
		l, err := partition.LosingModContext(ctx, t, g.n, m, parts[i])
		if err != nil {
			return nil, err
		}
		c.L = append(c.L, toBig(l))
	}
	c.sumG()
	return c, nil
}

// Count returns the exact counts, with Losing for each table: for
// N ≥ 5, about r times the cost of CountMod, r = 2 primes for N ≤ 500,
// 4 for N ≤ 2000. Count is CountContext with context.Background().
func (g *Game) Count(progress gamelib.Progress) (*Counts, error) {
	return g.CountContext(context.Background(), progress)
}

// CountContext is Count under the limits and cancellation of ctx: the
// counts are partition.NumbersContext and LosingContext.
func (g *Game) CountContext(ctx context.Context, progress gamelib.Progress) (*Counts, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	p, err := partition.NumbersContext(ctx, g.n)
	if err != nil {
		return nil, err
	}
	c := &Counts{N: g.n, K: g.Saturation(), P: p}
	parts := g.parts(progress)
	for i, t := range g.tables {
		l, err := partition.LosingContext(ctx, t, g.n, parts[i])
		if err != nil {
			return nil, err
		}
		c.L = append(c.L, l)
	}
	c.sumG()
	return c, nil
}

// CountCost estimates the steps of CountMod (or Count, when exact) for
// the game of heaps up to n, from n alone, so that a caller can refuse a
// count before computing the tables: at most three tables, each costing
// at most partition.LosingCost of the table s − 1 (sg_k ≤ s − 1), times
// the primes of an exact count. It takes O(log n) time and is 0 for
// n < 0.
func CountCost(n int, exact bool) float64 {
	if n < 0 {
		return 0
	}
	// LosingCost of s − 1 without the table: n²/4 + Σ_s 2^bits(s−1)·(n−s+1),
	// summed in closed form over the s with the same bit length j of s − 1
	// (s = 1 has j = 0; s − 1 ∈ [2^(j−1), 2^j) otherwise).
	f := float64(n)
	w := f*f/4 + f // s = 1
	for j := 1; 1<<(j-1) < n; j++ {
		lo, hi := float64(int(1)<<(j-1)+1), math.Min(float64(int(1)<<j), f) // s in [lo, hi]
		count := hi - lo + 1
		w += math.Exp2(float64(j)) * (count*(f+1) - (lo+hi)*count/2)
	}
	w *= float64(min(3, max(1, n-1)))
	if exact {
		// p(n) has about π√(2n/3)/ln 2 bits (Hardy–Ramanujan); Losing
		// counts modulo 40-bit primes, 39 bits each.
		w *= math.Floor(math.Pi*math.Sqrt(2*f/3)/math.Ln2/39) + 1
	}
	return w
}

// Check reports, without computing anything, whether NewGame(n) and a
// count (Count when exact, CountMod otherwise) fit: the error of NewGame's
// memory check (wrapping gamelib.ErrTooLarge), or one wrapping
// gamelib.ErrTooSlow when the estimated work of the values and the count
// (CountCost) exceeds gamelib.WorkLimit. Check is CheckContext with
// context.Background().
func Check(n int, exact bool) error {
	return CheckContext(context.Background(), n, exact)
}

// CheckContext is Check against the limits of ctx (gamelib.LimitsFrom):
// what NewGameContext and CountContext or CountModContext under the same
// ctx would refuse up front.
func CheckContext(ctx context.Context, n int, exact bool) error {
	l := gamelib.LimitsFrom(ctx)
	if err := checkMemory(l, n); err != nil {
		return err
	}
	return l.CheckWork(fmt.Sprintf("splitting: values and counts for n=%d", n), valuesCost(n)+CountCost(n, exact))
}

// parts splits progress among the counts of the tables, in proportion to
// their estimated work (partition.LosingCost).
func (g *Game) parts(progress gamelib.Progress) []gamelib.Progress {
	costs := make([]float64, len(g.tables))
	var whole float64
	for i, t := range g.tables {
		costs[i] = partition.LosingCost(t, g.n)
		whole += costs[i]
	}
	parts := make([]gamelib.Progress, len(g.tables))
	var from float64
	for i, c := range costs {
		parts[i] = progress.Part(from, c, whole)
		from += c
	}
	return parts
}

// sumG fills G from P and L: the k of class i < K−2 is i+2, counted when
// k ≤ t; the last class holds the t − K + 1 values k = K, …, t.
func (c *Counts) sumG() {
	c.G = make([]*big.Int, c.N+1)
	f := new(big.Int)
	for t := range c.G {
		s := new(big.Int)
		for i, l := range c.L {
			times := 0
			if k := i + 2; k < c.K {
				if k <= t {
					times = 1
				}
			} else {
				times = max(0, t-c.K+1)
			}
			if times > 0 {
				f.Sub(c.P[t], l[t])
				s.Add(s, f.Mul(f, big.NewInt(int64(times))))
			}
		}
		if c.Mod != 0 {
			s.Mod(s, big.NewInt(c.Mod))
		}
		c.G[t] = s
	}
}

func toBig(v []int64) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(x)
	}
	return out
}

// Densities returns, for k = 2, …, K, the fractions L_k(t)/p(t) of losing
// partitions of t = 0..N (the last row serves every k ≥ K), computed by
// LosingDensity from the verified tables. Densities is DensitiesContext
// with context.Background().
func (g *Game) Densities(progress gamelib.Progress) ([][]float64, error) {
	return g.DensitiesContext(context.Background(), progress)
}

// DensitiesContext is Densities under the limits and cancellation of ctx
// (partition.LosingDensityContext).
func (g *Game) DensitiesContext(ctx context.Context, progress gamelib.Progress) ([][]float64, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var out [][]float64
	for _, t := range g.tables {
		d, err := partition.LosingDensityContext(ctx, t, g.n, progress)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// A Outcome is a partition with its outcome in the splitting game,
// found by Play.
type Outcome struct {
	Parts []int // the heaps, in non-increasing order
	Win   bool  // the player to move wins (an N-position)
	Move  []int // when Win, a losing partition reachable in one move
}

// Play solves the splitting game with parameter k on every partition
// of n by playing it, without the Sprague–Grundy theorem: a position is
// winning when some move (replace one heap by 2..k heaps) leads to a
// losing position. A move adds at least one heap, so the partitions are
// solved in decreasing order of their number of parts. The outcomes are
// in the order of partition.All(n).
//
// Cost: O(Σ_λ Σ_{a ∈ λ distinct} p(a) · n) time over the p(n) partitions λ
// (every 2 ≤ k ≤ n ≤ 24 in about a second), O(p(n) · n) memory. It returns an
// error for n < 0, k < 2, n > 255, and when the positions would exceed
// gamelib.MemoryLimit. Play is PlayContext with context.Background().
func Play(n, k int) ([]Outcome, error) {
	return PlayContext(context.Background(), n, k)
}

// PlayContext is Play under the memory limit of ctx (gamelib.LimitsFrom);
// it returns ctx.Err() (wrapped) when ctx is done, checked every 1024
// partitions.
func PlayContext(ctx context.Context, n, k int) ([]Outcome, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	rule, err := heap.Split(k)
	if err != nil {
		return nil, fmt.Errorf("splitting: play: %w", err)
	}
	if n < 0 || n > 255 {
		return nil, fmt.Errorf("splitting: play: n=%d outside 0..255", n)
	}
	count, err := partition.NumbersModContext(ctx, n, 1<<62)
	if err != nil {
		return nil, err
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory(fmt.Sprintf("splitting: play: partitions of %d", n), count[n], 128+9*int64(n)); err != nil {
		return nil, err
	}
	out := make([]Outcome, 0, count[n])
	index := make(map[string]int, count[n])
	key := func(parts []int) string {
		b := make([]byte, len(parts))
		for i, p := range parts {
			b[i] = byte(p)
		}
		return string(b)
	}
	for parts := range partition.All(n) {
		index[key(parts)] = len(out)
		out = append(out, Outcome{Parts: slices.Clone(parts)})
	}
	order := make([]int, len(out))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return len(out[j].Parts) - len(out[i].Parts) })
	next := make([]int, 0, n)
	for done, i := range order {
		if done%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("splitting: play: %w", err)
			}
		}
		pos := &out[i]
		for h, a := range pos.Parts {
			if a < 2 || (h > 0 && pos.Parts[h-1] == a) {
				continue
			}
			for opt := range rule.Options(a) {
				// next = pos.Parts without its h-th heap, plus opt, sorted.
				next = mergeDesc(next[:0], pos.Parts[:h], pos.Parts[h+1:], opt)
				j := index[key(next)]
				if !out[j].Win {
					pos.Win, pos.Move = true, slices.Clone(next)
					break
				}
			}
			if pos.Win {
				break
			}
		}
	}
	return out, nil
}

// mergeDesc appends to dst the merge of the non-increasing lists a ++ b
// (a's parts are all ≥ b's) and c.
func mergeDesc(dst, a, b, c []int) []int {
	i := 0
	for _, x := range [2][]int{a, b} {
		for _, v := range x {
			for i < len(c) && c[i] > v {
				dst = append(dst, c[i])
				i++
			}
			dst = append(dst, v)
		}
	}
	return append(dst, c[i:]...)
}
