package partition

import (
	"context"
	"fmt"
	"math"
	"math/big"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
)

// checkN rejects negative sizes and, through l.CheckMemory, tables of
// count entries of size bytes each that exceed l's memory limit.
func checkN(l gamelib.Limits, what string, n int, count, size int64) error {
	if n < 0 {
		return fmt.Errorf("partition: %s: negative n=%d", what, n)
	}
	return l.CheckMemory(fmt.Sprintf("partition: %s for n=%d", what, n), count, size)
}

// heaps is n+1 as an int64, saturated so that n = math.MaxInt is too
// large rather than negative.
func heaps(n int) int64 {
	if int64(n) == math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(n) + 1
}

// background is ctx, or context.Background() for a nil ctx.
func background(ctx context.Context) context.Context {
	if ctx == nil {
		return context.Background()
	}
	return ctx
}

// stopped returns ctx's error, wrapped, when ctx is done.
func stopped(ctx context.Context, what string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("partition: %s: %w", what, err)
	}
	return nil
}

// checkMod rejects moduli below 2.
func checkMod(what string, m int64) error {
	if err := modular.Check(m); err != nil {
		return fmt.Errorf("partition: %s: %w", what, err)
	}
	return nil
}

// pentagonal calls f(d, sign) for the generalized pentagonal numbers
// d = j(3j∓1)/2 ≤ n, j ≥ 1, with sign (−1)^(j+1), in increasing order.
func pentagonal(n int, f func(d int, plus bool)) {
	for j := 1; ; j++ {
		d := j * (3*j - 1) / 2
		if d > n {
			return
		}
		f(d, j%2 == 1)
		if d += j; d <= n {
			f(d, j%2 == 1)
		}
	}
}

// bitsOfP bounds the number of bits of p(n) from above, from the
// Hardy–Ramanujan bound p(n) < exp(π√(2n/3)).
func bitsOfP(n int) int64 {
	return int64(math.Pi*math.Sqrt(2*float64(n)/3)/math.Ln2) + 2
}

// Numbers returns the partition numbers p(0), …, p(n) exactly, by Euler's
// pentagonal recurrence
//
//	p(t) = Σ_{j≥1} (−1)^(j+1) [p(t − j(3j−1)/2) + p(t − j(3j+1)/2)].
//
// Cost: O(n^(3/2)) additions of numbers of O(√n) bits, O(n^(3/2)) bits of
// memory. It returns an error for n < 0 or when the numbers would exceed
// gamelib.MemoryLimit. Numbers is NumbersContext with context.Background().
func Numbers(n int) ([]*big.Int, error) { return NumbersContext(context.Background(), n) }

// NumbersContext is Numbers under ctx's limits and cancellation.
func NumbersContext(ctx context.Context, n int) ([]*big.Int, error) {
	const what = "partition numbers"
	ctx = background(ctx)
	if err := checkN(gamelib.LimitsFrom(ctx), what, n, heaps(n), 48+bitsOfP(max(n, 0))/8); err != nil {
		return nil, err
	}
	p := make([]*big.Int, n+1)
	p[0] = big.NewInt(1)
	for t := 1; t <= n; t++ {
		if t%1024 == 0 {
			if err := stopped(ctx, what); err != nil {
				return nil, err
			}
		}
		s := new(big.Int)
		pentagonal(t, func(d int, plus bool) {
			if plus {
				s.Add(s, p[t-d])
			} else {
				s.Sub(s, p[t-d])
			}
		})
		p[t] = s
	}
	return p, nil
}

// NumbersMod returns p(0), …, p(n) modulo m ≥ 2, by the pentagonal
// recurrence in O(n^(3/2)) time and O(n) memory. It is NumbersModContext
// with context.Background().
func NumbersMod(n int, m int64) ([]int64, error) {
	return NumbersModContext(context.Background(), n, m)
}

// NumbersModContext is NumbersMod under ctx's limits and cancellation.
func NumbersModContext(ctx context.Context, n int, m int64) ([]int64, error) {
	ctx = background(ctx)
	if err := checkMod("partition numbers", m); err != nil {
		return nil, err
	}
	if err := checkN(gamelib.LimitsFrom(ctx), "partition numbers", n, heaps(n), 8); err != nil {
		return nil, err
	}
	return numbersMod(ctx, n, m)
}

func numbersMod(ctx context.Context, n int, m int64) ([]int64, error) {
	p := make([]int64, n+1)
	p[0] = 1 % m
	for t := 1; t <= n; t++ {
		if t%4096 == 0 {
			if err := stopped(ctx, "partition numbers"); err != nil {
				return nil, err
			}
		}
		var s int64
		pentagonal(t, func(d int, plus bool) {
			if plus {
				s = modular.Add(s, p[t-d], m)
			} else {
				s = modular.Sub(s, p[t-d], m)
			}
		})
		p[t] = s
	}
	return p, nil
}
