package wythoff

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
)

// A Table holds g(x, y) for 0 ≤ x, y ≤ N.
type Table struct {
	n int
	g []int32 // g[x*(n+1)+y]
}

// Values returns the table of g(x, y), 0 ≤ x, y ≤ n, by the bitset method
// of the package comment: O(n³/64) word operations at worst, 4(n+1)²
// bytes for the table and (3n+2)·⌈(2n+1)/64⌉ words for the sets, both
// checked against the memory limit of ctx. It fails with ctx's error when
// ctx is done (checked once a row) and reports progress in rows to the
// optional progress.
func Values(ctx context.Context, n int, progress gamelib.Progress) (*Table, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if n < 0 {
		return nil, fmt.Errorf("wythoff: negative n %d", n)
	}
	lim := gamelib.LimitsFrom(ctx)
	side := int64(n) + 1
	if err := lim.CheckMemory(fmt.Sprintf("wythoff table %d×%d", side, side), side*side, 4); err != nil {
		return nil, err
	}
	words := (2*int64(n) + 1 + 63) / 64 // values are at most x+y ≤ 2n
	sets := 3*int64(n) + 2              // n+1 columns, 2n+1 diagonals, one row
	if err := lim.CheckMemory("wythoff value sets", sets*words+side*side/2, 8); err != nil {
		return nil, err
	}
	t := &Table{n: n, g: make([]int32, side*side)}
	w := int(words)
	col := make([]uint64, (n+1)*w)    // col[y]: values g(·, y) above
	diag := make([]uint64, (2*n+1)*w) // diag[x−y+n]: values on the diagonal up-left
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
			t.g[x*(n+1)+y] = int32(v)
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

// N returns the table's largest heap.
func (t *Table) N() int { return t.n }

// At returns g(x, y) for 0 ≤ x, y ≤ N.
func (t *Table) At(x, y int) int { return int(t.g[x*(t.n+1)+y]) }

// Row returns g(x, 0), …, g(x, N).
func (t *Table) Row(x int) []int {
	r := make([]int, t.n+1)
	for y := range r {
		r[y] = t.At(x, y)
	}
	return r
}

// Rows returns the table as rows: Rows()[x][y] = g(x, y).
func (t *Table) Rows() [][]int {
	r := make([][]int, t.n+1)
	for x := range r {
		r[x] = t.Row(x)
	}
	return r
}

// FromRows returns the Table of rows as Rows gives them (a cached table),
// after checking that they are square; the values themselves are not
// checked (CheckBeatty checks the P-positions).
func FromRows(rows [][]int) (*Table, error) {
	n := len(rows) - 1
	if n < 0 {
		return nil, fmt.Errorf("wythoff: FromRows: no rows")
	}
	t := &Table{n: n, g: make([]int32, (n+1)*(n+1))}
	for x, r := range rows {
		if len(r) != n+1 {
			return nil, fmt.Errorf("wythoff: FromRows: row %d has %d values, want %d", x, len(r), n+1)
		}
		for y, v := range r {
			t.g[x*(n+1)+y] = int32(v)
		}
	}
	return t, nil
}
