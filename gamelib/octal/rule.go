package octal

import (
	"context"
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
// walk: digits[j] is the Guy–Smith digit for removing j tokens, unequal
// restricts every two-heap split to unequal heaps (Grundy's game), and
// uneq, when not nil, restricts the splits of d_j to pairwise unequal
// heaps for the j with uneq[j] (the plain solver only).
type rule struct {
	name    string
	digits  []uint8
	unequal bool
	uneq    []bool

	// The move lists, compiled once from digits (moves): the removals
	// j ≥ 1 of d_j with bit 1 (take the whole heap), bit 2 (leave one
	// heap), and j ≥ 0 with bit 4 (two heaps) and bit 8 (three heaps);
	// maxJ is the largest j of a two-heap move.
	alls, ones, twos, thre []int
	maxJ                   int
}

// moves compiles r's digits to its move lists and returns r.
func (r *rule) moves() *rule {
	for j, d := range r.digits {
		if d&1 != 0 && j > 0 {
			r.alls = append(r.alls, j)
		}
		if d&2 != 0 && j > 0 {
			r.ones = append(r.ones, j)
		}
		if d&4 != 0 {
			r.twos = append(r.twos, j)
			r.maxJ = j
		}
		if d&8 != 0 {
			r.thre = append(r.thre, j)
		}
	}
	return r
}

// rule compiles a finite code for the solvers. The rare/common solver
// reads only digits and unequal, so it needs sparseOK; the plain solver
// reads uneq too. A code with a repeating part has no finite rule: see
// ruleUpTo.
func (c *Code) rule() *rule {
	if c == nil {
		return &rule{name: c.String()}
	}
	r := &rule{name: c.String(), digits: c.digits, uneq: c.unequal}
	r.unequal = c.sparseOK() && c.unequalSplits()
	return r.moves()
}

// ruleUpTo compiles c for heaps up to n: a repeating part is written out
// to d_n, n+1 bytes (checked against gamelib.MemoryLimit).
func (c *Code) ruleUpTo(ctx context.Context, n int) (*rule, error) {
	if c.repeat == 0 {
		return c.rule(), nil
	}
	if err := checkSize(ctx, c.String()+" digits", n, 2); err != nil {
		return nil, err
	}
	r := &rule{name: c.String(), digits: make([]uint8, max(n+1, len(c.digits)))}
	if c.unequal != nil {
		r.uneq = make([]bool, len(r.digits))
	}
	for j := range r.digits {
		r.digits[j] = uint8(c.Digit(j))
		if r.uneq != nil {
			r.uneq[j] = c.Unequal(j)
		}
	}
	return r.moves(), nil
}

// unequalSplits reports whether some two-heap digit of c carries "!".
func (c *Code) unequalSplits() bool {
	for j, d := range c.digits {
		if d&4 != 0 && c.unequalAt(j) {
			return true
		}
	}
	return false
}

// sparseOK reports whether the rare/common solver applies to c: a finite
// code whose two-heap digits all carry "!" or none does (the solver has one
// unequal flag), and with no "!" on a three-heap digit (it enumerates
// three-heap splits in full, unrestricted). Otherwise Values uses the
// plain solver.
func (c *Code) sparseOK() bool {
	if c == nil || c.repeat > 0 {
		return false
	}
	u := c.unequalSplits()
	for j, d := range c.digits {
		if (d&4 != 0 && c.unequalAt(j) != u) || (d&8 != 0 && c.unequalAt(j)) {
			return false
		}
	}
	return true
}

// checkSize validates n and the memory for values of heaps 0..n stored in
// elemSize bytes each, against the memory limit ctx carries
// (gamelib.LimitsFrom).
func checkSize(ctx context.Context, name string, n int, elemSize int64) error {
	if n < 0 {
		return fmt.Errorf("octal: %s: negative heap size n=%d", name, n)
	}
	count := int64(n) + 1
	if count < 0 { // n = math.MaxInt
		count = math.MaxInt64
	}
	return gamelib.LimitsFrom(ctx).CheckMemory("octal: "+name+" values", count, elemSize)
}

// errValueTooLarge reports a value that does not fit the uint16 storage.
func errValueTooLarge(name string, n int) error {
	return fmt.Errorf("octal: %s: g(%d) exceeds %d, the largest value stored", name, n, valueLimit)
}

// progressStep is how many heaps pass between progress reports: a few
// hundred reports per run at most.
func progressStep(n int) int { return max(n/256, 1<<12) }

// toSequence widens stored values to a gamelib.Sequence.
func toSequence(ctx context.Context, name string, g []uint16) (gamelib.Sequence, error) {
	if err := gamelib.LimitsFrom(ctx).CheckMemory("octal: "+name+" sequence", int64(len(g)), 8); err != nil {
		return nil, err
	}
	s := make(gamelib.Sequence, len(g))
	for i, v := range g {
		s[i] = int(v)
	}
	return s, nil
}
