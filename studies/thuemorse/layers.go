package thuemorse

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
)

// MaxGreedyN is the largest n accepted by Greedy.
const MaxGreedyN = 32

// Greedy returns the losing starting values in [1, 2^n] computed by the
// carry rule (see the package comment): 0 ∈ L, and r ≥ 1 is in L iff
// t(s) ⊕ t(r−s) = t(r) for every s ∈ L below r. It needs memory only for
// L (about 2^{n/2} values) and time O(2^n·w + |L|²) with w the mean scan
// length until a witness; n = 24 takes about half a second. It refuses
// n > MaxGreedyN. p, if not nil, is called a few hundred times. Greedy is
// GreedyContext with context.Background().
func Greedy(n int, p gamelib.Progress) ([]int, error) {
	return GreedyContext(context.Background(), n, p)
}

// GreedyContext is Greedy with its estimated work checked against the
// work limit of ctx (gamelib.LimitsFrom); it returns ctx.Err() (wrapped)
// when ctx is done, checked every 2¹⁵ values.
func GreedyContext(ctx context.Context, n int, p gamelib.Progress) ([]int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if n < 0 {
		return nil, fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if n > MaxGreedyN {
		return nil, fmt.Errorf("thuemorse: greedy for n=%d exceeds MaxGreedyN=%d", n, MaxGreedyN)
	}
	if err := gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("thuemorse: greedy for n=%d", n), scanSteps/2*math.Exp2(float64(n))); err != nil {
		return nil, err
	}
	if err := stopped(ctx, "greedy", n); err != nil {
		return nil, err
	}
	R := 1 << n
	step := max(R/256, 1)
	L := []int{0}
	for r := 1; r <= R; r++ {
		tr := T(r)
		in := true
		for i := len(L) - 1; i >= 0; i-- {
			if T(L[i])^T(r-L[i]) != tr {
				in = false
				break
			}
		}
		if in {
			L = append(L, r)
		}
		if r%checkEvery == 0 {
			if err := stopped(ctx, "greedy", n); err != nil {
				return nil, err
			}
		}
		if r%step == 0 {
			p.Report(int64(r), int64(R))
		}
	}
	return L[1:], nil
}

// IsPattern reports whether r ≥ 1 has the form the seed's layer structure
// predicts for losing values: read in base 4 from the least significant
// digit, r is a run of 3s followed by nothing, by a 0 and then only digits
// 0 and 1, or by a 1 and then only zeros. Equivalently r = 4^{k+1}−1 (the
// top of an odd layer) or r = 4^k + e with e ∈ E_k (see OffsetSet).
// Certify proves that these are exactly the losing values.
func IsPattern(r int) bool {
	if r <= 0 {
		return false
	}
	st := patS
	for ; r > 0 && st != patX; r >>= 2 {
		st = patStep(st, int(r&3))
	}
	return st != patX
}

// The automaton of IsPattern, reading base-4 digits from the least
// significant one; every state but patX accepts.
const (
	patS = iota // in the leading run of 3s
	patA        // a 0 ended the run: digits 0 and 1 follow
	patB        // a 1 ended the run: zeros follow
	patX        // dead
	patStates
)

func patStep(st, d int) int {
	switch {
	case st == patS && d == 3:
		return patS
	case st == patS && d == 0, st == patA && d <= 1:
		return patA
	case st == patS && d == 1, st == patB && d == 0:
		return patB
	}
	return patX
}

// MaxOffsetK is the largest k of OffsetSet: its largest offset 4^k − 1
// must fit in an int (k ≤ 31 where int has 64 bits).
const MaxOffsetK = (bits.UintSize - 2) / 2

// OffsetSet returns the seed's offset set E_k in increasing order, built by
// its recursion E_0 = {0}, E_{k+1} = E_k ∪ (4^k + (E_k ∖ {4^k−1})) ∪
// {4^{k+1}−1}. It has 2^k elements; k must be in [0, MaxOffsetK] and the
// memory is checked against gamelib.MemoryLimit. OffsetSet is
// OffsetSetContext with context.Background().
func OffsetSet(k int) ([]int, error) {
	return OffsetSetContext(context.Background(), k)
}

// OffsetSetContext is OffsetSet with the memory checked against the
// limit of ctx (gamelib.LimitsFrom); it returns ctx.Err() (wrapped) when
// ctx is done, checked between the steps of the recursion.
func OffsetSetContext(ctx context.Context, k int) ([]int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if k < 0 || k > MaxOffsetK {
		return nil, fmt.Errorf("thuemorse: offset set E_k for k=%d outside [0, %d]", k, MaxOffsetK)
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory(fmt.Sprintf("thuemorse: offset set E_%d", k), 1<<k, 8); err != nil {
		return nil, err
	}
	E := make([]int, 1, 1<<k)
	for j := range k {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("thuemorse: offset set E_%d: %w", k, err)
		}
		p := 1 << (2 * j) // 4^j
		m := len(E)
		for _, e := range E[:m] {
			if e != p-1 {
				E = append(E, p+e)
			}
		}
		E = append(E, 4*p-1)
	}
	slices.Sort(E)
	return E, nil
}

// EvenOffsets returns {r − 4^k : r losing, r ∈ I_k^even ∩ [1, 2^n]} from
// the table, in increasing order; it is empty when 4^k > 2^n.
func (t *Table) EvenOffsets(k int) []int {
	var out []int
	if k < 0 || k > t.n/2 {
		return out
	}
	lo := 1 << (2 * k)
	hi := min(2*lo-1, 1<<t.n)
	for r := lo; r <= hi; r++ {
		if t.IsLosing(r) {
			out = append(out, r-lo)
		}
	}
	return out
}

// CheckCollapse checks E_0(r) = 1 − O_1(r) and E_1(r) = 1 − O_0(r) for
// every r ≤ 2^n of the table, and returns an error naming the first r
// where it fails.
func CheckCollapse(t *Table) error {
	for r := range len(t.st) {
		for q := range 2 {
			if t.E(q, r) == t.O(1-q, r) {
				return fmt.Errorf("thuemorse: collapse fails at r=%d: E_%d=%v, O_%d=%v", r, q, t.E(q, r), 1-q, t.O(1-q, r))
			}
		}
	}
	return nil
}

// CheckParityState checks the lemma behind the carry rule: O_{1−t(r)}(r) = 1
// for every r in [1, 2^n], so that only the state with flag t(r) can lose.
func CheckParityState(t *Table) error {
	for r := 1; r < len(t.st); r++ {
		if q := 1 - T(r); !t.O(q, r) {
			return fmt.Errorf("thuemorse: O_%d(%d) = 0 although t(%d) = %d", q, r, r, 1-q)
		}
	}
	return nil
}

// CheckIdentities checks the seed's Thue–Morse identities
//
//	t(4^j+y) = 1⊕t(y),  t(2·4^j+y) = 1⊕t(y),  t(3·4^j+y) = t(y)
//
// for every j ≤ k and 0 ≤ y < 4^j (the seed leaves the range of y
// implicit; outside it they can fail, e.g. t(4^0+1) = t(2) = 1 ≠ 1⊕t(1)).
// k must be in [0, 13].
func CheckIdentities(k int) error {
	if k < 0 || k > 13 {
		return fmt.Errorf("thuemorse: identities for k=%d outside [0, 13]", k)
	}
	for j := 0; j <= k; j++ {
		p := 1 << (2 * j)
		for y := range p {
			ty := T(y)
			switch {
			case T(p+y) != 1^ty:
				return fmt.Errorf("thuemorse: t(4^%d+%d) ≠ 1⊕t(%d)", j, y, y)
			case T(2*p+y) != 1^ty:
				return fmt.Errorf("thuemorse: t(2·4^%d+%d) ≠ 1⊕t(%d)", j, y, y)
			case T(3*p+y) != ty:
				return fmt.Errorf("thuemorse: t(3·4^%d+%d) ≠ t(%d)", j, y, y)
			}
		}
	}
	return nil
}

// CheckOddLayers checks that the losing values in each odd layer
// I_k^odd = [2·4^k, 4^{k+1}−1] are exactly {4^{k+1}−1}, for the part of
// every layer inside [1, 2^n] (a layer cut off by 2^n must then hold no
// losing value).
func CheckOddLayers(t *Table) error {
	R := 1 << t.n
	for k := 0; 2<<(2*k) <= R; k++ {
		lo, top := 2<<(2*k), 4<<(2*k)-1
		for r := lo; r <= min(top, R); r++ {
			if t.IsLosing(r) != (r == top) {
				return fmt.Errorf("thuemorse: odd layer k=%d [%d, %d]: r=%d losing=%v", k, lo, top, r, t.IsLosing(r))
			}
		}
	}
	return nil
}

// CheckEvenLayers checks that the losing values in each even layer
// I_k^even = [4^k, 2·4^k−1] are 4^k + E_k with E_k built by the seed's
// recursion (OffsetSet), for the part of every layer inside [1, 2^n].
func CheckEvenLayers(t *Table) error {
	R := 1 << t.n
	for k := 0; 2*k <= t.n; k++ {
		E, err := OffsetSet(k)
		if err != nil {
			return err
		}
		lo := 1 << (2 * k)
		want := slices.DeleteFunc(E, func(e int) bool { return lo+e > R })
		if got := t.EvenOffsets(k); !slices.Equal(got, want) {
			return fmt.Errorf("thuemorse: even layer k=%d: offsets %v, recursion gives %v", k, abbrev(got), abbrev(want))
		}
	}
	return nil
}

// CheckPowersOfTwo checks that 2^j is losing iff j is even, for j ≤ n.
func CheckPowersOfTwo(t *Table) error {
	for j := 0; j <= t.n; j++ {
		if t.IsLosing(1<<j) != (j%2 == 0) {
			return fmt.Errorf("thuemorse: 2^%d losing=%v", j, t.IsLosing(1<<j))
		}
	}
	return nil
}

// CheckPattern checks that the losing values in [1, 2^n] are exactly the r
// with IsPattern(r).
func CheckPattern(t *Table) error {
	for r := 1; r < len(t.st); r++ {
		if t.IsLosing(r) != IsPattern(r) {
			return fmt.Errorf("thuemorse: r=%d losing=%v, pattern=%v", r, t.IsLosing(r), IsPattern(r))
		}
	}
	return nil
}

func abbrev(s []int) string {
	if len(s) <= 8 {
		return fmt.Sprint(s)
	}
	return fmt.Sprintf("%v…(%d values)", s[:8], len(s))
}
