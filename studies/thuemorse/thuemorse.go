package thuemorse

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
)

// T returns the Thue–Morse bit t(x) = popcount(x) mod 2 of x ≥ 0 (a
// negative x is read as its 64-bit two's complement).
func T(x int) int { return bits.OnesCount64(uint64(x)) & 1 }

// MaxLiteralN is the largest n accepted by Literal, whose cost is O(4^n).
const MaxLiteralN = 14

// Bits of a Table entry.
const (
	bitO0 = 1 << iota // O_0(r)
	bitO1             // O_1(r)
	bitE0             // E_0(r)
	bitE1             // E_1(r)
)

// A Table holds the four boolean arrays O_0, O_1, E_0, E_1 of the game for
// every remainder r in [0, 2^n], one byte per r.
type Table struct {
	n  int
	st []uint8
}

// newTable validates n, checks the table's memory against l and
// allocates a table with the terminal values at r = 0 filled in.
func newTable(l gamelib.Limits, n int) (*Table, error) {
	if err := checkTable(l, n); err != nil {
		return nil, err
	}
	t := &Table{n: n, st: make([]uint8, 1<<n+1)}
	t.st[0] = bitO1 | bitE1 // O_0(0) = E_0(0) = 0, O_1(0) = E_1(0) = 1
	return t, nil
}

// checkTable validates n and checks the memory of a table for n against
// l.
func checkTable(l gamelib.Limits, n int) error {
	if n < 0 {
		return fmt.Errorf("thuemorse: negative n=%d", n)
	}
	if n > 62 {
		return fmt.Errorf("thuemorse: tables for n=%d: 2^n+1 entries: %w", n, gamelib.ErrTooLarge)
	}
	return l.CheckMemory(fmt.Sprintf("thuemorse: tables for n=%d", n), 1<<n+1, 1)
}

// checkEvery is how many remainders Solve and Greedy scan between two
// looks at ctx: about 2 ms of work.
const checkEvery = 1 << 15

// stopped returns ctx.Err(), wrapped, when ctx is done.
func stopped(ctx context.Context, what string, n int) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("thuemorse: %s for n=%d: %w", what, n, err)
	}
	return nil
}

// scanSteps is the cost of one remainder in Solve and Greedy, in
// gamelib.CheckWork's steps: calibrated on Solve(32), 5 minutes on one
// core, about 20 steps of 3 ns per remainder.
const scanSteps = 20

// Literal evaluates the recurrences exactly as written: for every r ≤ 2^n
// and both flags it scans every move x ∈ [1, r]. It costs Θ(4^n) time and
// 2^n+1 bytes, and refuses n > MaxLiteralN. It is the reference the other
// methods are checked against on small n. Literal is LiteralContext with
// context.Background().
func Literal(n int) (*Table, error) {
	return LiteralContext(context.Background(), n)
}

// LiteralContext is Literal with the table's memory checked against the
// limit of ctx (gamelib.LimitsFrom); it returns ctx.Err() (wrapped) when
// ctx is done, checked every 256 remainders.
func LiteralContext(ctx context.Context, n int) (*Table, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if n > MaxLiteralN {
		return nil, fmt.Errorf("thuemorse: literal evaluation costs O(4^n): n=%d exceeds MaxLiteralN=%d", n, MaxLiteralN)
	}
	tb, err := newTable(gamelib.LimitsFrom(ctx), n)
	if err != nil {
		return nil, err
	}
	st := tb.st
	for r := 1; r < len(st); r++ {
		if r%256 == 0 {
			if err := stopped(ctx, "literal evaluation", n); err != nil {
				return nil, err
			}
		}
		var v uint8
		for q := range 2 {
			o, e := false, true
			for x := 1; x <= r; x++ {
				p := q ^ T(x)
				o = o || st[r-x]&(bitE0<<p) != 0
				e = e && st[r-x]&(bitO0<<p) != 0
			}
			if o {
				v |= bitO0 << q
			}
			if e {
				v |= bitE0 << q
			}
		}
		st[r] = v
	}
	return tb, nil
}

// Solve evaluates the same recurrences exactly for every r ≤ 2^n, without
// assuming anything about their solution. An ⋁ is decided by its true
// terms and an ⋀ by its false ones, so Solve keeps the list U of the
// states (s, p) with E_p(s) = 1 and the list Z of those with O_p(s) = 0:
//
//	O_q(r) = 1 ⇔ some (s, p) ∈ U with s < r has p = q ⊕ t(r−s),
//	E_q(r) = 0 ⇔ some (s, p) ∈ Z with s < r has p = q ⊕ t(r−s),
//
// scanning each list from its newest entry until a witness turns up.
// Memory is 2^n+1 bytes (checked against gamelib.MemoryLimit) plus the
// lists. Time is O(2^n·w + |Z|²) where w is the mean scan length of a
// decided entry; the lists hold about 2^{n/2} entries (|Z| = 1035 for
// n = 20) and w stays small, so n = 20 takes about 0.05 s and n = 24 a
// few seconds. p, if not nil, is called a few hundred times.
//
// It returns an error for n < 0, when the table exceeds
// gamelib.MemoryLimit, and when the estimated work, about 20·2^n steps
// (n = 32: five minutes), exceeds gamelib.WorkLimit (n ≥ 31 by default).
// Solve is SolveContext with context.Background().
func Solve(n int, p gamelib.Progress) (*Table, error) {
	return SolveContext(context.Background(), n, p)
}

// SolveContext is Solve under the limits of ctx (gamelib.LimitsFrom): the
// table's memory and the estimated work are checked against them before
// any work, and it returns ctx.Err() (wrapped) when ctx is done, checked
// every 2¹⁵ remainders (a few milliseconds).
func SolveContext(ctx context.Context, n int, p gamelib.Progress) (*Table, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	l := gamelib.LimitsFrom(ctx)
	if err := checkTable(l, n); err != nil {
		return nil, err
	}
	if err := l.CheckWork(fmt.Sprintf("thuemorse: solving the recurrences for n=%d", n), scanSteps*math.Exp2(float64(n))); err != nil {
		return nil, err
	}
	if err := stopped(ctx, "solving the recurrences", n); err != nil {
		return nil, err
	}
	tb, err := newTable(l, n)
	if err != nil {
		return nil, err
	}
	st := tb.st
	R := len(st) - 1
	// Entries are s<<1 | p.
	U := []uint64{0<<1 | 1} // E_1(0) = 1
	Z := []uint64{0<<1 | 0} // O_0(0) = 0
	step := max(R/256, 1)
	for r := 1; r <= R; r++ {
		var v uint8
		for q := range 2 {
			for i := len(U) - 1; i >= 0; i-- {
				s, ps := U[i]>>1, int(U[i]&1)
				if ps == q^T(r-int(s)) {
					v |= bitO0 << q
					break
				}
			}
			e := true
			for i := len(Z) - 1; i >= 0; i-- {
				s, ps := Z[i]>>1, int(Z[i]&1)
				if ps == q^T(r-int(s)) {
					e = false
					break
				}
			}
			if e {
				v |= bitE0 << q
			}
		}
		st[r] = v
		if r%checkEvery == 0 {
			if err := stopped(ctx, "solving the recurrences", n); err != nil {
				return nil, err
			}
		}
		for q := range 2 {
			if v&(bitO0<<q) == 0 {
				Z = append(Z, uint64(r)<<1|uint64(q))
			}
			if v&(bitE0<<q) != 0 {
				U = append(U, uint64(r)<<1|uint64(q))
			}
		}
		if r%step == 0 {
			p.Report(int64(r), int64(R))
		}
	}
	return tb, nil
}

// N returns the n of the table: it covers r ∈ [0, 2^n].
func (t *Table) N() int { return t.n }

// O reports O_q(r), Oscar to move; q must be 0 or 1 and 0 ≤ r ≤ 2^n.
func (t *Table) O(q, r int) bool { return t.st[r]&(bitO0<<(q&1)) != 0 }

// E reports E_q(r), Eric to move; q must be 0 or 1 and 0 ≤ r ≤ 2^n.
func (t *Table) E(q, r int) bool { return t.st[r]&(bitE0<<(q&1)) != 0 }

// IsLosing reports whether the starting value r is losing for Oscar:
// r ≥ 1 and O_{t(r)}(r) = 0. It requires r ≤ 2^n.
func (t *Table) IsLosing(r int) bool { return r >= 1 && !t.O(T(r), r) }

// Equal reports whether t and u agree on every entry they both cover, and
// if not the first remainder where they differ.
func (t *Table) Equal(u *Table) (r int, ok bool) {
	for r := range min(len(t.st), len(u.st)) {
		if t.st[r] != u.st[r] {
			return r, false
		}
	}
	return 0, true
}

// Losing returns the losing starting values in [1, 2^m] in increasing
// order. Like an index expression it panics unless 0 ≤ m ≤ n.
func (t *Table) Losing(m int) []int {
	t.checkM(m)
	var l []int
	for r := 1; r <= 1<<m; r++ {
		if t.IsLosing(r) {
			l = append(l, r)
		}
	}
	return l
}

// Sum returns S(m), the exact sum of the losing starting values in
// [1, 2^m]. Like an index expression it panics unless 0 ≤ m ≤ n.
func (t *Table) Sum(m int) *big.Int {
	t.checkM(m)
	var s uint64 // at most 2^m·2^m/2 < 2^64 for m ≤ 31
	if m <= 31 {
		for r := 1; r <= 1<<m; r++ {
			if t.IsLosing(r) {
				s += uint64(r)
			}
		}
		return new(big.Int).SetUint64(s)
	}
	z, x := new(big.Int), new(big.Int)
	for r := 1; r <= 1<<m; r++ {
		if t.IsLosing(r) {
			z.Add(z, x.SetInt64(int64(r)))
		}
	}
	return z
}

func (t *Table) checkM(m int) {
	if m < 0 || m > t.n {
		panic(fmt.Sprintf("thuemorse: m=%d out of range [0, %d]", m, t.n))
	}
}
