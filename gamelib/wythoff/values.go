package wythoff

import (
	"context"
	"fmt"
	"math"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
)

// A Table holds g(x, y) for 0 ≤ x, y ≤ N of Wythoff's game, or g_a(x, y)
// of Fraenkel's a-Wythoff game (ValuesA; A() says which). The zero Table,
// and a nil *Table, is the empty table of Wythoff's game: N() is −1, A()
// is 1, it has no rows and no P-positions, and CheckBeatty holds on it
// vacuously.
type Table struct {
	side int     // N + 1; 0 for the empty table
	a    int     // the game's a; 0 (the zero Table) means 1, Wythoff's game
	g    []int32 // g[x*side+y]
}

// stepsPerCellPerN is the measured cost of the mex, in gamelib steps: a
// table 0..N scans 0.0098·N³ 64-bit words in all (counted for N = 1000
// … 8000; g(x, y) is near max(x, y) and the scan stops at its word), and
// once the sets outgrow the caches a word costs about 4.2 ns (N = 11 000
// in 58 s, N = 14 000 in 112 s on one core), 1.4 steps at
// gamelib.StepsPerSecond: N/70 steps a cell.
const stepsPerCellPerN = 1.0 / 70

// EstimateWork returns the estimated work of Values(n) in gamelib steps
// (about 3 ns each): (n+1)²·(1 + n/70), one step a cell for its updates
// and n/70 for its mex. It is right for the large tables whose refusal
// it decides (n = 11 000: 64 s estimated, 58 s measured; n = 14 000: 131
// s and 112 s) and pessimistic for small ones, whose sets stay in the
// caches (n = 6000: 10 s and 4 s).
func EstimateWork(n int) float64 {
	side := float64(n) + 1
	return side * side * (1 + stepsPerCellPerN*float64(n))
}

// Values returns the table of g(x, y), 0 ≤ x, y ≤ n, by the bitset method
// of the package comment. Time O(n³/64) word operations at worst;
// measured, EstimateWork(n) = (n+1)²·(1 + n/70) steps, checked against
// the work limit of ctx before anything is computed (gamelib.ErrTooSlow;
// n ≈ 12 800, about 90 s, at the default limit). Memory 4(n+1)² bytes for the table and
// (3n+2)·⌈(2n+1)/64⌉ words of 8 bytes for the sets, whose sum is checked
// against the memory limit of ctx before anything is allocated
// (gamelib.ErrTooLarge, also when the size overflows an int64). It fails
// with ctx's error when ctx is done (checked every 64 rows) and reports
// progress in rows to the optional progress.
func Values(ctx context.Context, n int, progress gamelib.Progress) (*Table, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if n < 0 {
		return nil, fmt.Errorf("wythoff: negative n %d", n)
	}
	lim := gamelib.LimitsFrom(ctx)
	side := int64(n) + 1 // math.MinInt64 for n = math.MaxInt
	what := fmt.Sprintf("wythoff table %d×%d", uint64(n)+1, uint64(n)+1)
	if side <= 0 || side > 1<<31 {
		// (n+1)² alone would reach 2⁶², the sum below 2⁶³: refuse
		// with the figures in floating point rather than wrapped ones.
		f := float64(n) + 1
		setWords := (3*f - 1) * math.Ceil((2*f-1)/64)
		return nil, fmt.Errorf("%s: about %.3g entries of 4 bytes and %.3g words of 8 bytes for its value sets, %.3g bytes, beyond an int64: %w (memory limit %d bytes)",
			what, f*f, setWords, 4*f*f+8*setWords, gamelib.ErrTooLarge, max(lim.Memory, 0))
	}
	cells := side * side
	words := (2*side - 1 + 63) / 64 // values are at most x+y ≤ 2n
	sets := 3*side - 1              // n+1 columns, 2n+1 diagonals, one row
	// In units of the table's 4-byte entries: the table, then the sets'
	// 8-byte words (two units each); below 2⁶³ since side ≤ 2³¹.
	if err := lim.CheckMemory(what+" and its value sets, in 4-byte units", cells+2*sets*words, 4); err != nil {
		return nil, err
	}
	if err := lim.CheckWork(what, EstimateWork(n)); err != nil {
		return nil, err
	}
	s, w := int(side), int(words)
	t := &Table{side: s, g: make([]int32, cells)}
	col := make([]uint64, s*w)        // col[y]: values g(·, y) above
	diag := make([]uint64, (2*s-1)*w) // diag[x−y+n]: values on the diagonal up-left
	row := make([]uint64, w)
	for x := 0; x <= n; x++ {
		if x%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		clear(row)
		for y := 0; y <= n; y++ {
			c := col[y*w : (y+1)*w]
			d := diag[(x-y+n)*w : (x-y+n+1)*w]
			v := 0
			for i := range w {
				if m := row[i] | c[i] | d[i]; m != ^uint64(0) {
					v = i*64 + bits.TrailingZeros64(^m)
					break
				}
			}
			t.g[x*s+y] = int32(v)
			row[v/64] |= 1 << (v % 64)
			c[v/64] |= 1 << (v % 64)
			d[v/64] |= 1 << (v % 64)
		}
		if progress != nil {
			progress.Report(int64(x+1), side)
		}
	}
	return t, nil
}

// size returns N + 1, 0 for a nil or empty table.
func (t *Table) size() int {
	if t == nil {
		return 0
	}
	return t.side
}

// N returns the table's largest heap, −1 for the empty table (a nil or
// zero Table).
func (t *Table) N() int { return t.size() - 1 }

// A returns the a of the game whose table t is: 1 for Wythoff's game
// (Values, FromRows, the empty table), a for ValuesA(ctx, n, a, …).
func (t *Table) A() int {
	if t == nil || t.a == 0 {
		return 1
	}
	return t.a
}

// At returns g(x, y) for 0 ≤ x, y ≤ N. It panics, naming the table's
// range, when x or y is outside 0..N (as gonum's mat.Dense.At does): a
// y beyond the row must not read the next row.
func (t *Table) At(x, y int) int {
	s := t.size()
	if uint(x) >= uint(s) || uint(y) >= uint(s) {
		panic(t.outside(fmt.Sprintf("At(%d, %d)", x, y)))
	}
	return int(t.g[x*s+y])
}

// outside is the message of an access out of the table's range.
func (t *Table) outside(call string) string {
	if t.size() == 0 {
		return fmt.Sprintf("wythoff: Table.%s on the empty table", call)
	}
	return fmt.Sprintf("wythoff: Table.%s outside the table 0 ≤ x, y ≤ %d", call, t.N())
}

// row returns row x of the table's storage; x must be in 0..N.
func (t *Table) row(x int) []int32 { return t.g[x*t.side : (x+1)*t.side] }

// Row returns g(x, 0), …, g(x, N), a new slice of N+1 ints. It panics,
// naming the table's range, when x is outside 0..N.
func (t *Table) Row(x int) []int {
	s := t.size()
	if uint(x) >= uint(s) {
		panic(t.outside(fmt.Sprintf("Row(%d)", x)))
	}
	r := make([]int, s)
	for y, v := range t.row(x) {
		r[y] = int(v)
	}
	return r
}

// Rows returns the table as rows: Rows(ctx)[x][y] = g(x, y), an empty
// slice for the empty table. Its 8(N+1)² bytes, twice the table's, are
// checked against the memory limit of ctx first (an error wrapping
// gamelib.ErrTooLarge): for large tables read them with At or Row.
func (t *Table) Rows(ctx context.Context) ([][]int, error) {
	s := int64(t.size())
	if err := gamelib.LimitsFrom(ctx).CheckMemory("wythoff: the table as rows", s*s, 8); err != nil {
		return nil, err
	}
	r := make([][]int, s)
	for x := range r {
		r[x] = t.Row(x)
	}
	return r, nil
}

// FromRows returns the Table of Wythoff's game of rows as Rows gives
// them (a cached table), after checking that they are square, that the
// table they make fits the memory limit of ctx, and that each value lies
// in 0 … x+y (no play from (x, y) lasts longer, so no value is larger);
// CheckBeatty checks the P-positions. It is FromRowsA(ctx, rows, 1).
func FromRows(ctx context.Context, rows [][]int) (*Table, error) {
	return FromRowsA(ctx, rows, 1)
}

// FromRowsA is FromRows for the table of a-Wythoff (ValuesA(ctx, n, a,
// …)): its A() is a, which CheckFraenkel reads. It returns an error for a
// < 1.
func FromRowsA(ctx context.Context, rows [][]int, a int) (*Table, error) {
	if a < 1 {
		return nil, fmt.Errorf("wythoff: FromRowsA: a-Wythoff needs a ≥ 1, got a = %d", a)
	}
	s := len(rows)
	if s == 0 {
		return nil, fmt.Errorf("wythoff: FromRows: no rows")
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory("wythoff: FromRows", int64(s)*int64(s), 4); err != nil {
		return nil, err
	}
	for x, r := range rows {
		if len(r) != s {
			return nil, fmt.Errorf("wythoff: FromRows: row %d has %d values, want %d", x, len(r), s)
		}
	}
	t := &Table{side: s, g: make([]int32, s*s)}
	if a != 1 {
		t.a = a // 0 is Wythoff's game, as Values' tables have it
	}
	for x, r := range rows {
		for y, v := range r {
			if v < 0 || v > x+y {
				return nil, fmt.Errorf("wythoff: FromRows: g(%d, %d) = %d, not in 0..%d", x, y, v, x+y)
			}
			t.g[x*s+y] = int32(v)
		}
	}
	return t, nil
}
