package heap

import (
	"context"
	"fmt"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
)

// Nim returns the rule of Nim: remove any positive number of tokens.
// Its values are g(n) = n, since the options of n have the values
// 0, …, n−1.
func Nim() Rule { return nim{} }

type nim struct{}

func (nim) String() string { return "nim" }

func (nim) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		opt := make([]int, 1)
		for m := n - 1; m >= 0; m-- {
			opt[0] = m
			if !yield(opt[:min(m, 1)]) { // heap 0 leaves nothing
				return
			}
		}
	}
}

// Values returns g(m) = m in O(n) time, by the theorem g(n) = n (the
// options of n have the values 0, …, n−1 by induction).
func (r nim) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.ValuesContext(context.Background(), n, progress)
}

// ValuesContext is Values under ctx's limits.
func (r nim) ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if err := checkSize(gamelib.LimitsFrom(ctx), r, n); err != nil {
		return nil, err
	}
	g := make(gamelib.Sequence, n+1)
	for m := range g {
		g[m] = m
	}
	progress.Report(int64(n), int64(n))
	return g, nil
}

// DefinitionValues computes g(0..n) as the mex of g(0..m−1) for every m,
// in O(n²) time, without assuming g(n) = n.
func (r nim) DefinitionValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.DefinitionValuesContext(context.Background(), n, progress)
}

// DefinitionValuesContext is DefinitionValues under ctx's limits and
// cancellation.
func (r nim) DefinitionValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return mexSequence(ctx, r, n, progress, &cost{what: "the definition", perSize: 1}, func(m int, g gamelib.Sequence, seen *optionValues) (int, error) {
		for h := range m {
			if err := seen.Set(g[h]); err != nil {
				return h, err
			}
		}
		return m, nil
	})
}

// CertifyLength is t + 2p + 1 for a saltus equal to p: the theorem
// g(n) = n proves g(m + p) = g(m) + p for every m; the length is the
// least that Certifier asks of a saltus. Other saltus: math.MaxInt.
func (nim) CertifyLength(t, p, saltus int) int {
	if saltus != p || p > math.MaxInt/2 {
		return math.MaxInt
	}
	return certifyLength(t, 2*p, 1)
}

// Theorem names the theorem g(n) = n.
func (nim) Theorem() string { return "g(n) = n, the mex of 0, …, n−1" }

// SubtractionRule is a subtraction game: a move removes one of a finite
// set of amounts from a heap.
type SubtractionRule struct {
	amounts []int // sorted, distinct, positive
}

// Subtraction returns the subtraction game with the given amounts. It
// returns an error when the set is empty or holds an amount ≤ 0; repeated
// amounts are merged.
func Subtraction(amounts ...int) (*SubtractionRule, error) {
	if len(amounts) == 0 {
		return nil, fmt.Errorf("heap: subtraction set is empty")
	}
	a := slices.Clone(amounts)
	slices.Sort(a)
	a = slices.Compact(a)
	if a[0] <= 0 {
		return nil, fmt.Errorf("heap: subtraction amounts must be positive, got %d", a[0])
	}
	return &SubtractionRule{amounts: a}, nil
}

// Amounts returns the subtraction set in increasing order (nil for a nil
// rule).
func (r *SubtractionRule) Amounts() []int {
	if r == nil {
		return nil
	}
	return slices.Clone(r.amounts)
}

// String returns "sub:A,B,…" ("sub:<nil>" for a nil rule).
func (r *SubtractionRule) String() string {
	if r == nil {
		return "sub:<nil>"
	}
	parts := make([]string, len(r.amounts))
	for i, a := range r.amounts {
		parts[i] = strconv.Itoa(a)
	}
	return "sub:" + strings.Join(parts, ",")
}

// Options yields n − a for every amount a ≤ n; a nil rule yields nothing.
func (r *SubtractionRule) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if r == nil {
			return
		}
		opt := make([]int, 1)
		for _, a := range r.amounts {
			if a > n {
				return
			}
			opt[0] = n - a
			if !yield(opt[:min(n-a, 1)]) {
				return
			}
		}
	}
}

// Values computes g(0..n) in O(n·|S|) time: each heap has at most |S|
// options, so its value is at most |S|. A nil rule is an error.
func (r *SubtractionRule) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.ValuesContext(context.Background(), n, progress)
}

// ValuesContext is Values under ctx's limits and cancellation.
func (r *SubtractionRule) ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if r == nil {
		return nil, errNilRule
	}
	if ctx == nil {
		ctx = context.Background()
	}
	return mexSequence(ctx, r, n, progress, &cost{what: "the mex over the amounts", perHeap: float64(len(r.amounts))}, func(m int, g gamelib.Sequence, seen *optionValues) (int, error) {
		for i, a := range r.amounts {
			if a > m {
				return i, nil
			}
			if err := seen.Set(g[m-a]); err != nil {
				return i, err
			}
		}
		return len(r.amounts), nil
	})
}

// CertifyLength returns t + p + M, M = max S, for a pure period (saltus
// 0), by the periodicity theorem of subtraction games: g(m) depends only on
// the M values before it, so if g(m+p) = g(m) for the M consecutive heaps
// t ≤ m < t+M (values g(0 … t+p+M−1)), induction gives g(m+p) = g(m) for
// all m ≥ t (for m ≥ t+M, every option m − a lies in [t, m) and m ≥ a).
// Every finite subtraction game is therefore eventually periodic. A
// nonzero saltus, or an overflowing length: math.MaxInt.
func (r *SubtractionRule) CertifyLength(t, p, saltus int) int {
	if r == nil || saltus != 0 {
		return math.MaxInt
	}
	return certifyLength(t, p, r.amounts[len(r.amounts)-1])
}

// Theorem names the window theorem with this game's window.
func (r *SubtractionRule) Theorem() string {
	if r == nil {
		return ""
	}
	return fmt.Sprintf("subtraction-game theorem: a window of max S = %d values repeats", r.amounts[len(r.amounts)-1])
}

// Lasker returns the rule of Lasker's Nim: remove any positive number of
// tokens from a heap, or split a heap into two nonempty heaps. Its values
// follow Lasker's law g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
// g(4k+4) = 4k+3 (seed 004; Berlekamp, Conway and Guy, Winning Ways).
func Lasker() Rule { return lasker{} }

type lasker struct{}

func (lasker) String() string { return "lasker" }

func (lasker) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		opt := make([]int, 2)
		for m := n - 1; m >= 0; m-- {
			opt[0] = m
			if !yield(opt[:min(m, 1)]) {
				return
			}
		}
		for a := 1; 2*a <= n; a++ {
			opt[0], opt[1] = a, n-a
			if !yield(opt) {
				return
			}
		}
	}
}

// Values returns g(0..n) by Lasker's law, a theorem (Winning Ways,
// chapter 4; seed 004): g(0) = 0 and, for k ≥ 0, g(4k+1) = 4k+1,
// g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3. It takes O(n) time;
// DefinitionValues computes the same values from the definition, and the
// tests check the two agree on every heap up to a few thousand.
func (r lasker) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.ValuesContext(context.Background(), n, progress)
}

// ValuesContext is Values under ctx's limits.
func (r lasker) ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if err := checkSize(gamelib.LimitsFrom(ctx), r, n); err != nil {
		return nil, err
	}
	g := make(gamelib.Sequence, n+1)
	for m := 1; m <= n; m++ {
		switch m % 4 {
		case 3:
			g[m] = m + 1
		case 0:
			g[m] = m - 1
		default:
			g[m] = m
		}
	}
	progress.Report(int64(n), int64(n))
	return g, nil
}

// DefinitionValues computes g(0..n) by the seed's recurrence
// g(n) = mex{ g(0..n−1), g(i) ⊕ g(n−i) : 1 ≤ i ≤ n/2 }, in O(n²) time
// and O(n) memory; it does not assume Lasker's law, so the law can be
// checked against it.
func (r lasker) DefinitionValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return r.DefinitionValuesContext(context.Background(), n, progress)
}

// DefinitionValuesContext is DefinitionValues under ctx's limits and
// cancellation.
func (r lasker) DefinitionValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	return splitValues(ctx, r, n, progress, true, 1)
}

// CertifyLength is t + 2p + 4 for t ≥ 1 and a saltus equal to p. Lasker's
// law (a theorem, Winning Ways, chapter 4) says g(m) = m + δ(m mod 4) for
// m ≥ 1, δ = 0, 0, +1, −1 for the residues 1, 2, 3, 0; so
// g(m + p) − g(m) = p + δ(m + p) − δ(m), which equals p on four
// consecutive heaps exactly when 4 divides p, and then for every m ≥ 1.
// The values g(0 … t+2p+3) hold p + 4 ≥ 4 such comparisons from heap t on.
// Other periods: math.MaxInt.
func (lasker) CertifyLength(t, p, saltus int) int {
	if t < 1 || saltus != p || p > math.MaxInt/2 {
		return math.MaxInt
	}
	return certifyLength(t, 2*p, 4)
}

// Theorem names Lasker's law.
func (lasker) Theorem() string {
	return "Lasker's theorem, g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3"
}

// splitValues computes the sequence of a rule whose options are the
// splits n = a + (n−a), 1 ≤ a ≤ n/2 (excluding a = n−a unless equal is
// true), and, when take is true, every smaller single heap. A heap's
// value is at most its number of options, n + n/2 + 1.
//
// Heap m costs about m/2 steps (3m/2 with take); the total, about n²/4
// (3n²/4), is checked against gamelib.WorkLimit before any work.
func splitValues(ctx context.Context, r Rule, n int, progress gamelib.Progress, take bool, equal int) (gamelib.Sequence, error) {
	c := &cost{what: "the mex over all splits", perSize: 0.5}
	if take {
		c.perSize = 1.5
	}
	return mexSequence(ctx, r, n, progress, c, func(m int, g gamelib.Sequence, seen *optionValues) (int, error) {
		steps := 0
		if take {
			for h := range m {
				if err := seen.Set(g[h]); err != nil {
					return h, err
				}
			}
			steps = m
		}
		for a := 1; 2*a < m+equal; a++ {
			if err := seen.Set(g[a] ^ g[m-a]); err != nil {
				return steps + a, err
			}
		}
		return steps + (m+equal-1)/2, nil
	})
}
