package wythoff

import (
	"context"
	"fmt"
	"math"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
)

// band returns the number of diagonals on each side that two-heap moves
// of a-Wythoff reach in the table 0..n, itself included: a, or n when a
// is larger (|k − l| ≤ n − 1 for k, l ≤ n, so every a ≥ n allows every
// two-heap move of the table), and at least 1.
func band(n, a int) int { return max(min(a, n), 1) }

// EstimateWorkA returns the estimated work of ValuesA(ctx, n, a, …) in
// gamelib steps (about 3 ns each): EstimateWork(n) for a = 1 (ValuesA is
// Values), and for a ≥ 2, with b = min(a, n),
//
//	(n+1)²·(1 + n/35 + 3b),
//
// one step a cell, n/35 for its mex and 3b for the 2b − 1 band sets its
// value joins and the b − 1 windows it slides. Measured on one core of a
// loaded 2-core machine: n = 10 000, a = 2, 89 s for 97 s estimated;
// n = 8000, a = 3, 41 s for 51 s; n = 2000, a = 100, 4.6 s for 4.8 s;
// pessimistic for tables whose sets stay in the caches (n = 6000, a = 2:
// 12 s for 21 s) and for a near n (n = 1000, a = 1000: 1.9 s for 10 s).
// It is 0 for n < 0 or a < 1, which ValuesA refuses.
func EstimateWorkA(n, a int) float64 {
	if n < 0 || a < 1 {
		return 0
	}
	if a == 1 {
		return EstimateWork(n)
	}
	side := float64(n) + 1
	return side * side * (1 + float64(n)/aMexDiv + 3*float64(band(n, a)))
}

// aMexDiv is the measured cost of the mex of valuesBand, n/aMexDiv steps
// a cell: it scans four sets where Values scans three, and 0.013n to
// 0.015n words (a = 2 … 6, n = 1000 … 4000; Values 0.0098n), since more
// moves give larger values; about 4 ns a word once the sets outgrow the
// caches (n = 10 000, a = 2: 89 s).
const aMexDiv = 35

// ValuesA returns the table of g_a(x, y), 0 ≤ x, y ≤ n, of Fraenkel's
// a-Wythoff game (package comment): a move takes any positive number from
// one heap, or k > 0 from one and l > 0 from the other with |k − l| < a.
// a = 1 is Wythoff's game, for which ValuesA is Values (the same table,
// the same time). For a ≥ 2 it runs the band method of the package
// comment: time O(n²·(n/64 + a)) word operations at worst, with a
// replaced by min(a, n) (the mex scans O(n/64) words; each value joins
// 2a − 1 band sets and slides a − 1 windows); measured, EstimateWorkA(n,
// a) steps, checked against the work limit of ctx before anything is
// computed (gamelib.ErrTooSlow). Memory 4(n+1)² bytes for the table,
// (3n+4)·⌈(2n+1)/64⌉ words of 8 bytes for the sets and 4(2n+1) bytes of
// counts, checked against the memory limit of ctx before anything is
// allocated (gamelib.ErrTooLarge). It fails with ctx's error when ctx is
// done (checked every 64 rows), reports progress in rows to the optional
// progress, and returns an error for a < 1 or n < 0. The table's A() is
// a.
func ValuesA(ctx context.Context, n, a int, progress gamelib.Progress) (*Table, error) {
	if a < 1 {
		return nil, fmt.Errorf("wythoff: a-Wythoff needs a ≥ 1, got a = %d", a)
	}
	if a == 1 {
		return Values(ctx, n, progress)
	}
	return valuesBand(ctx, n, a, progress)
}

// valuesBand is ValuesA by the band method for every a ≥ 1 (a = 1 too,
// for the tests and the benchmark against Values).
//
// Row x is filled left to right. The options of (x, y) are the cells
// left of it in its row (the set row), above it in its column (col[y])
// and, for the two-heap moves (x−k, y−l), on the diagonals e = c − d,
// c = x − y, d = k − l, |d| < b = min(a, n). On diagonal e every cell of
// a row x' ≤ x − b is an option of every (x, y) on a diagonal c with
// |c − e| < b (k = x − x' ≥ b > d gives l = k − d ≥ 1), so each value
// joins, b rows after its own, the band sets bands[c] of the 2b − 1
// diagonals c within b − 1 of its own. In the b − 1 latest rows x − k,
// 1 ≤ k < b, the two-heap options of (x, y) are g(x−k, y−l), 1 ≤ l ≤
// k + b − 1 (|k − l| < a exactly for these l): a window of row x − k
// that slides one column on with y. count[v] says how many windows hold
// v, and the set scratch holds the v with count[v] > 0. g(x, y) is the
// least value in none of row, col[y], bands[c] and scratch, found a
// 64-bit word at a time.
func valuesBand(ctx context.Context, n, a int, progress gamelib.Progress) (*Table, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if n < 0 {
		return nil, fmt.Errorf("wythoff: negative n %d", n)
	}
	lim := gamelib.LimitsFrom(ctx)
	side := int64(n) + 1
	what := fmt.Sprintf("a-wythoff table %d×%d (a = %d)", uint64(n)+1, uint64(n)+1, a)
	if side <= 0 || side > 1<<31 {
		f := float64(n) + 1
		setWords := (3*f + 1) * math.Ceil((2*f-1)/64)
		return nil, fmt.Errorf("%s: about %.3g entries of 4 bytes and %.3g words of 8 bytes for its value sets, %.3g bytes, beyond an int64: %w (memory limit %d bytes)",
			what, f*f, setWords, 4*f*f+8*setWords+8*f, gamelib.ErrTooLarge, max(lim.Memory, 0))
	}
	cells := side * side
	words := (2*side - 1 + 63) / 64 // values are at most x+y ≤ 2n
	sets := 3*side + 1              // n+1 columns, 2n+1 bands, the row and scratch
	// In 4-byte units: the table, the sets' 8-byte words and the 2n+1
	// counts; below 2⁶³ since side ≤ 2³¹.
	if err := lim.CheckMemory(what+", its value sets and counts, in 4-byte units", cells+2*sets*words+2*side-1, 4); err != nil {
		return nil, err
	}
	if err := lim.CheckWork(what, EstimateWorkA(n, a)); err != nil {
		return nil, err
	}
	s, w, b := int(side), int(words), band(n, a)
	t := &Table{side: s, a: a, g: make([]int32, cells)}
	col := make([]uint64, s*w)         // col[y]: values g(·, y) above
	bands := make([]uint64, (2*s-1)*w) // bands[c+n]: old values on the diagonals within b−1 of c
	row := make([]uint64, w)           // values left in the row
	scratch := make([]uint64, w)       // values in the windows of the latest rows
	count := make([]int32, 2*s-1)      // count[v]: how many of those windows hold v
	for x := 0; x <= n; x++ {
		if x%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if old := x - b; old >= 0 {
			for y, v := range t.row(old) {
				e := old - y
				i, bit := int(uint32(v)/64), uint64(1)<<(uint32(v)%64)
				for c := max(e-b+1, -n); c <= min(e+b-1, n); c++ {
					bands[(c+n)*w+i] |= bit
				}
			}
		}
		clear(row)
		clear(scratch)
		clear(count)
		for y := 0; y <= n; y++ {
			// Slide the window of each latest row x−k one column on:
			// g(x−k, y−1) enters, g(x−k, y−1−(k+b−1)) leaves.
			for k := 1; k < b && k <= x; k++ {
				r := t.row(x - k)
				if y >= 1 {
					u := uint32(r[y-1])
					if count[u]++; count[u] == 1 {
						scratch[u/64] |= 1 << (u % 64)
					}
				}
				if out := y - 1 - (k + b - 1); out >= 0 {
					u := uint32(r[out])
					if count[u]--; count[u] == 0 {
						scratch[u/64] &^= 1 << (u % 64)
					}
				}
			}
			c := col[y*w : (y+1)*w]
			d := bands[(x-y+n)*w : (x-y+n+1)*w]
			v := 0
			for i := range w {
				if m := row[i] | c[i] | d[i] | scratch[i]; m != ^uint64(0) {
					v = i*64 + bits.TrailingZeros64(^m)
					break
				}
			}
			t.g[x*s+y] = int32(v)
			row[v/64] |= 1 << (v % 64)
			c[v/64] |= 1 << (v % 64)
		}
		if progress != nil {
			progress.Report(int64(x+1), side)
		}
	}
	return t, nil
}
