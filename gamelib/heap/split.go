package heap

import (
	"context"
	"fmt"
	"iter"
	"math/bits"
	"strconv"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/partition"
)

// SplitRule is the heap-splitting game of seed 000 with parameter k: a
// move replaces one heap by between 2 and k nonempty heaps of the same
// total; no token is removed. A heap of size 0 or 1 has no move, so
// sg_k(0) = sg_k(1) = 0.
//
// The seed states three laws, which DefinitionValues does not assume and
// the tests check: sg_2(s) = 1 for even s and 0 for odd s; sg_3 begins
// 0, 1, 2, 3, 1, 4, 3, 2, 4, 5 at s = 1, …, 10; and sg_k(s) = s − 1 for
// every k ≥ 4 and s ≥ 1. The last is a theorem (see Values), which Values
// applies.
type SplitRule struct {
	k int
}

// Split returns the splitting rule with parameter k: a heap may be split
// into between 2 and k nonempty heaps. It returns an error for k < 2.
func Split(k int) (*SplitRule, error) {
	if k < 2 {
		return nil, fmt.Errorf("heap: split:%d: k must be at least 2", k)
	}
	return &SplitRule{k: k}, nil
}

// K returns the largest number of heaps one split may create (0 for a
// nil rule).
func (r *SplitRule) K() int {
	if r == nil {
		return 0
	}
	return r.k
}

// String returns "split:K" ("split:<nil>" for a nil rule).
func (r *SplitRule) String() string {
	if r == nil {
		return "split:<nil>"
	}
	return "split:" + strconv.Itoa(r.k)
}

// Options yields every partition of n into between 2 and k parts, each
// once, with its parts in non-increasing order, in reverse lexicographic
// order (for n = 4, k = 3: 3+1, 2+2, 2+1+1). There are p(n) − 1 such
// partitions when k ≥ n, so Options is meant for small heaps and
// cross-checks; Values does not use it. The partitions come from
// partition.Bounded, and the yielded slice is reused after yield returns.
func (r *SplitRule) Options(n int) iter.Seq[[]int] {
	if r == nil || n < 2 {
		return func(func([]int) bool) {}
	}
	// A largest part ≤ n−1 forces at least two parts.
	return partition.Bounded(n, n-1, r.k)
}

// Values returns sg_k(0), …, sg_k(n): by the theorem sg_k(s) = s − 1
// (s ≥ 1) for k ≥ 4, in O(n) time, and by DefinitionValues for k = 2, 3.
//
// The theorem, by induction on s. A split of s into r ≥ 2 parts x_i, of
// values x_i − 1, has the value ⊕(x_i − 1) ≤ Σ(x_i − 1) = s − r ≤ s − 2,
// so no option has the value s − 1. Every v ≤ s − 2 is the value of a
// split into at most four parts; write y_i = x_i − 1 ≥ 0, so that
// Σ y_i = s − r and ⊕ y_i = v are wanted:
//
//   - v = s − 2: two parts, y = (v, 0);
//   - v ≤ s − 3 with s − v odd: three parts, y = (v, h, h), h = (s−3−v)/2;
//   - v ≤ s − 4 with s − v even: four parts, y = (v, 0, h, h), h = (s−4−v)/2.
//
// These cases cover every v ≤ s − 2 (v = s − 3 has s − v = 3 odd), and a
// split into r ≤ 4 ≤ k parts is a move for every k ≥ 4. So the options
// reach exactly 0, …, s − 2 and sg_k(s) = s − 1. The tests check the
// theorem against DefinitionValues for every k ≤ 10 and s ≤ 120.
func (r *SplitRule) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.ValuesContext(context.Background(), n, progress)
}

// ValuesContext is Values under ctx's limits and cancellation.
func (r *SplitRule) ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if r == nil {
		return nil, errNilRule
	}
	if r.k < 4 {
		return r.DefinitionValuesContext(ctx, n, progress)
	}
	if err := checkSize(gamelib.LimitsFrom(ctx), r, n); err != nil {
		return nil, err
	}
	g := make(gamelib.Sequence, n+1)
	for s := 1; s <= n; s++ {
		g[s] = s - 1
	}
	progress.Report(int64(n), int64(n))
	return g, nil
}

// DefinitionValues returns sg_k(0), …, sg_k(n) from the definition, the
// mex over all splits, without assuming any of the laws above.
//
// Let U_j(m) be the set of nim-sums reachable by writing m as a sum of 1
// to j positive parts: U_1(m) = {sg(m)} and
//
//	U_j(m) = {sg(m)} ∪ ⋃_{1 ≤ p < m} sg(p) ⊕ U_{j−1}(m−p).
//
// The options of a heap s are the splits into 2..k parts, whose values
// form V_k(s) = ⋃_p sg(p) ⊕ U_{k−1}(s−p); p can be restricted to
// p ≤ s/2, since every split has a part at most s/2. Then
// sg(s) = mex V_k(s). Only min(k, m) parts fit in m, so U_j(m) = U_m(m)
// for j > m. The sets are bitsets of X bits, X the least power of two
// ≥ n (by induction sg_k(s) ≤ s − 1, because an option's nim-sum is at
// most the sum of its values, at most s − 2); a set is translated by
// ⊕ v by moving words (the high bits of v) and permuting bits within a
// word (the low six bits, six masked swaps), with the translations that
// share the low bits of v merged before permuting.
//
// Cost: O(n² · min(k, n) · X/64) word operations, O(n²) for k = 2, and
// O(n · min(k, n) · X/64) words of memory for the sets U_j(m), 2 ≤ j < k.
// For k ≤ 4 and n = 2000 this is a fraction of a second and 1 MB. It
// returns an error for a nil rule, for n < 0, when the sets would need
// more than gamelib.MemoryLimit bytes, and when the estimated work
// exceeds gamelib.WorkLimit. Progress is reported in word operations.
func (r *SplitRule) DefinitionValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.DefinitionValuesContext(context.Background(), n, progress)
}

// DefinitionValuesContext is DefinitionValues under ctx's limits and
// cancellation (ctx is checked after every heap).
func (r *SplitRule) DefinitionValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if r == nil {
		return nil, errNilRule
	}
	if ctx == nil {
		ctx = context.Background()
	}
	l := gamelib.LimitsFrom(ctx)
	if err := checkSize(l, r, n); err != nil {
		return nil, err
	}
	g := make(gamelib.Sequence, n+1)
	if n < 2 {
		progress.Report(int64(n), int64(n))
		return g, nil
	}
	words := max(1, (1<<bits.Len(uint(n-1)))/64) // X/64, X ≥ n a power of two
	// Levels j = 2..maxLevel of U_j(m) are stored for m = 1..n−1; level j
	// of m exists only for j ≤ m (larger j are equal to level m).
	maxLevel := min(r.k-1, n-1)
	levels := func(m int) int { return max(0, min(maxLevel, m)-1) }
	// Σ_{m<n} levels(m) = Σ_{m=2}^{L} (m−1) + (n−1−L)(L−1) for L = maxLevel.
	sets := int64(0)
	if maxLevel >= 2 {
		l := int64(maxLevel)
		sets = (l-1)*l/2 + (int64(n)-1-l)*(l-1)
	}
	what := fmt.Sprintf("heap: %v: option-value sets of heaps 0..%d", r, n)
	if sets > 0 && sets > (1<<62)/int64(words) {
		return nil, l.CheckMemory(what, 1<<62, 8) // overflows: too large
	}
	// The sets, the 64 merge buffers and the options' bitset.
	if err := l.CheckMemory(what, sets*int64(words)+65*int64(words), 8); err != nil {
		return nil, err
	}
	// Heap s costs about s/2 steps for j = 2 and s/2 · X/64 word
	// operations for each j = 3..min(k, s).
	work := cost{what: "the mex over all splits", perSize: 0.5 * (1 + float64(max(0, min(r.k, n)-2))*float64(words))}
	if err := l.CheckWork(fmt.Sprintf("heap: %v: %s for heaps 0..%d", r, work.what, n), work.upTo(n)); err != nil {
		return nil, err
	}
	store := make([]uint64, sets*int64(words))
	offset := make([]int, n) // offset[m]: start of level 2 of m in store
	for m, off := 1, 0; m < n; m++ {
		offset[m] = off
		off += levels(m) * words
	}
	// level returns U_j(m) as a bitset, for 2 ≤ j ≤ min(maxLevel, m).
	level := func(j, m int) []uint64 {
		o := offset[m] + (j-2)*words
		return store[o : o+words : o+words]
	}

	buf := make([]uint64, 64*words) // buf[lo]: sets to be translated by lo
	opts := make([]uint64, words)
	step := max(1, (n+255)/256)
	for s := 2; s <= n; s++ {
		top := min(r.k, s) // splits of s have at most top parts
		sLevels := 0
		if s < n {
			sLevels = levels(s)
		}
		for j := 2; j <= top; j++ {
			// V_j(s) goes to U_j(s)'s slot when it is stored (and to
			// opts too when j = top).
			dst := opts
			if j-2 < sLevels {
				dst = level(j, s)
			}
			clear(dst)
			if j == 2 {
				for p := 1; 2*p <= s; p++ {
					x := g[p] ^ g[s-p]
					dst[x>>6] |= 1 << uint(x&63)
				}
			} else {
				var used uint64 // bit lo set: buf[lo] holds something
				for p := 1; 2*p <= s; p++ {
					m := s - p
					v := g[p]
					lvl := min(j-1, m)
					if lvl == 1 {
						x := v ^ g[m]
						dst[x>>6] |= 1 << uint(x&63)
						continue
					}
					src := level(lvl, m)
					lo, hi := uint(v&63), v>>6
					acc := buf[int(lo)*words : int(lo+1)*words]
					if used&(1<<lo) == 0 {
						used |= 1 << lo
						clear(acc)
					}
					if hi == 0 {
						for w, x := range src {
							acc[w] |= x
						}
					} else {
						for w, x := range src {
							acc[w^hi] |= x
						}
					}
				}
				for ; used != 0; used &= used - 1 {
					lo := uint(bits.TrailingZeros64(used))
					acc := buf[int(lo)*words : int(lo+1)*words]
					for w, x := range acc {
						dst[w] |= xorBits(x, lo)
					}
				}
			}
			if j == top && j-2 < sLevels {
				copy(opts, dst)
			}
		}
		g[s] = gamelib.Bitset(opts).Mex()
		for j := 2; j-2 < sLevels; j++ {
			u := level(j, s)
			u[g[s]>>6] |= 1 << uint(g[s]&63)
		}
		if err := cancelled(ctx, r); err != nil {
			return nil, err
		}
		if s%step == 0 {
			reportSteps(progress, work.upTo(s), work.upTo(n))
		}
	}
	reportSteps(progress, work.upTo(n), work.upTo(n))
	return g, nil
}

// xorBits moves bit i of w to bit i ⊕ c, for 0 ≤ c < 64: one masked swap
// of adjacent blocks of 2^b bits for each bit b set in c.
func xorBits(w uint64, c uint) uint64 {
	if c&1 != 0 {
		w = (w&0x5555555555555555)<<1 | (w>>1)&0x5555555555555555
	}
	if c&2 != 0 {
		w = (w&0x3333333333333333)<<2 | (w>>2)&0x3333333333333333
	}
	if c&4 != 0 {
		w = (w&0x0f0f0f0f0f0f0f0f)<<4 | (w>>4)&0x0f0f0f0f0f0f0f0f
	}
	if c&8 != 0 {
		w = (w&0x00ff00ff00ff00ff)<<8 | (w>>8)&0x00ff00ff00ff00ff
	}
	if c&16 != 0 {
		w = (w&0x0000ffff0000ffff)<<16 | (w>>16)&0x0000ffff0000ffff
	}
	if c&32 != 0 {
		w = w<<32 | w>>32
	}
	return w
}
