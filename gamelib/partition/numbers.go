package partition

import (
	"fmt"
	"math"
	"math/big"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
)

// checkN rejects negative sizes and, through gamelib.CheckMemory, tables
// of count entries of size bytes each that exceed the memory limit.
func checkN(what string, n int, count, size int64) error {
	if n < 0 {
		return fmt.Errorf("partition: %s: negative n=%d", what, n)
	}
	return gamelib.CheckMemory(fmt.Sprintf("partition: %s for n=%d", what, n), count, size)
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
// gamelib.MemoryLimit.
func Numbers(n int) ([]*big.Int, error) {
	if err := checkN("partition numbers", n, int64(n)+1, 48+bitsOfP(max(n, 0))/8); err != nil {
		return nil, err
	}
	p := make([]*big.Int, n+1)
	p[0] = big.NewInt(1)
	for t := 1; t <= n; t++ {
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
// recurrence in O(n^(3/2)) time and O(n) memory.
func NumbersMod(n int, m int64) ([]int64, error) {
	if err := checkMod("partition numbers", m); err != nil {
		return nil, err
	}
	if err := checkN("partition numbers", n, int64(n)+1, 8); err != nil {
		return nil, err
	}
	return numbersMod(n, m), nil
}

func numbersMod(n int, m int64) []int64 {
	p := make([]int64, n+1)
	p[0] = 1 % m
	for t := 1; t <= n; t++ {
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
	return p
}
