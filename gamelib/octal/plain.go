package octal

import (
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
)

// MaxValue is the largest Grundy value the solvers store: values are kept
// as uint16 so that 2^26 heaps need 128 MiB. A game whose values outgrow it
// makes the solvers return an error rather than wrap around.
const MaxValue = 1<<16 - 1

// valueLimit is MaxValue; tests lower it to reach the error path.
var valueLimit = MaxValue

// A rule is the compiled form of a take-and-break game that the solvers
// walk: digits[j] is the Guy–Smith digit for removing j tokens, and
// unequal restricts two-heap splits to unequal heaps (Grundy's game).
type rule struct {
	name    string
	digits  []uint8
	unequal bool
}

func (c *Code) rule() *rule { return &rule{name: c.String(), digits: c.digits} }

// checkSize validates n and the memory for values of heaps 0..n stored in
// elemSize bytes each.
func checkSize(name string, n int, elemSize int64) error {
	if n < 0 {
		return fmt.Errorf("octal: %s: negative heap size n=%d", name, n)
	}
	count := int64(n) + 1
	if count < 0 { // n = math.MaxInt
		count = math.MaxInt64
	}
	return gamelib.CheckMemory("octal: "+name+" values", count, elemSize)
}

// errValueTooLarge reports a value that does not fit the uint16 storage.
func errValueTooLarge(name string, n int) error {
	return fmt.Errorf("octal: %s: g(%d) exceeds %d, the largest value stored", name, n, valueLimit)
}

// progressStep is how many heaps pass between progress reports: a few
// hundred reports per run at most.
func progressStep(n int) int { return max(n/256, 1<<12) }

// plain computes g(0..n) by the definition: for each heap it marks the
// value of every option and takes the mex. With two-heap moves this costs
// O(c·n²) time in all (O(c·n³) with three-heap moves), and O(n) memory:
// two bytes a value and a 256 KiB table of marks.
func (r *rule) plain(n int, progress gamelib.Progress) ([]uint16, error) {
	if err := checkSize(r.name, n, 2); err != nil {
		return nil, err
	}
	// Heap m costs about m/2 marks per two-heap digit and m²/12 per
	// three-heap digit: the work to heap m is a·m²/4 + b·m³/36.
	var two, three float64
	for _, d := range r.digits {
		if d&4 != 0 {
			two++
		}
		if d&8 != 0 {
			three++
		}
	}
	work := func(m int) float64 {
		f := float64(m)
		return f + two*f*f/4 + three*f*f*f/36
	}
	if err := gamelib.CheckWork(fmt.Sprintf("octal: %s: the definition for heaps 0..%d", r.name, n), work(n)); err != nil {
		return nil, err
	}
	g := make([]uint16, n+1)
	// seen[v] == m marks v as the value of an option of heap m; stamping
	// with m avoids clearing the table for every heap.
	seen := new([MaxValue + 2]int32)
	for i := range seen {
		seen[i] = -1
	}
	step := progressStep(n)
	for m := 1; m <= n; m++ {
		if m%step == 0 {
			progress.Report(int64(work(m)), int64(work(n))) // in marks, not heaps
		}
		stamp := int32(m)
		for j, d := range r.digits {
			if d == 0 || j > m {
				continue
			}
			rest := m - j
			if d&1 != 0 && rest == 0 {
				seen[0] = stamp
			}
			if d&2 != 0 && rest >= 1 {
				seen[g[rest]] = stamp
			}
			if d&4 != 0 {
				half := rest / 2
				if r.unequal {
					half = (rest - 1) / 2
				}
				lo, hi := g[1:half+1], g[rest-half:rest]
				for i, x := range lo {
					seen[x^hi[len(hi)-1-i]] = stamp
				}
			}
			if d&8 != 0 {
				for a := 1; 3*a <= rest; a++ {
					for b := a; a+2*b <= rest; b++ {
						seen[g[a]^g[b]^g[rest-a-b]] = stamp
					}
				}
			}
		}
		v := 0
		for seen[v] == stamp {
			v++
		}
		if v > valueLimit {
			return nil, errValueTooLarge(r.name, m)
		}
		g[m] = uint16(v)
	}
	progress.Report(int64(work(n)), int64(work(n)))
	return g, nil
}

// toSequence widens stored values to a gamelib.Sequence.
func toSequence(name string, g []uint16) (gamelib.Sequence, error) {
	if err := gamelib.CheckMemory("octal: "+name+" sequence", int64(len(g)), 8); err != nil {
		return nil, err
	}
	s := make(gamelib.Sequence, len(g))
	for i, v := range g {
		s[i] = int(v)
	}
	return s, nil
}

// PlainValues returns g(0), …, g(n) computed by the definition (see the
// package comment): O(c·n²) time for octal codes, O(c·n³) for hexadecimal
// codes with three-heap moves, O(n) memory. It exists as the reference the
// fast solver is checked against and for benchmarks; Values is faster.
func (c *Code) PlainValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if c == nil {
		return nil, errNilCode
	}
	g, err := c.rule().plain(n, progress)
	if err != nil {
		return nil, err
	}
	return toSequence(c.String(), g)
}

// Values returns g(0), …, g(n) computed by the rare/common method (see
// Values16). It returns an error for n < 0, when the tables exceed
// gamelib.MemoryLimit, or when a value exceeds MaxValue.
func (c *Code) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if c == nil {
		return nil, errNilCode
	}
	// The int sequence is the larger table: check it before any work.
	if err := checkSize(c.String(), n, 10); err != nil {
		return nil, err
	}
	g, err := c.Values16(n, progress)
	if err != nil {
		return nil, err
	}
	return toSequence(c.String(), g)
}

// Values16 returns g(0), …, g(n) as uint16 values, two bytes a heap, so
// that 2^26 heaps need 128 MiB. It uses the rare/common method, which
// agrees with PlainValues on every heap and is far faster on games with a
// sparse space; see the package comment for its cost. At heaps 256, 512,
// 1024, … it also looks for a period that the periodicity theorem proves
// from the values so far (see Period); once one is proven the remaining
// values follow from it exactly, in O(n) time, so that periodic games
// without a sparse space (Dawson's Kayles, for one) cost O(n) beyond their
// certificate instead of O(n²).
func (c *Code) Values16(n int, progress gamelib.Progress) ([]uint16, error) {
	if c == nil {
		return nil, errNilCode
	}
	return c.rule().sparse(n, progress, c.periodic)
}

// periodic is certifiedPeriod as the solver's callback.
func (c *Code) periodic(g []uint16) (t, p int, ok bool) { return certifiedPeriod(c, g) }
