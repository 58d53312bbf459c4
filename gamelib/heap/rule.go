package heap

import (
	"context"
	"iter"

	"github.com/grundylab/grundylab/gamelib"
)

// A Rule defines a one-heap impartial game: the moves available from a
// single heap. A move replaces the heap by a sum of zero or more heaps,
// each smaller than the original, so the game is finite and the value of
// an option is the nim-sum of its heaps' values.
type Rule interface {
	// String names the rule as the command line does: "nim", "lasker",
	// "sub:1,3,4", "split:3", "octal:0.77".
	String() string

	// Options yields, for a heap of size n ≥ 1, every option as the sizes
	// of the heaps it leaves (empty when the move takes the whole heap;
	// heaps of size 0 never appear). Each size is less than n. The yielded
	// slice may be reused after yield returns; an option may be yielded
	// more than once. Options of n ≤ 0 yields nothing.
	Options(n int) iter.Seq[[]int]
}

// A Valuer is a Rule that computes its Grundy sequence faster than by
// enumerating Options, for example by a closed form or by grouping the
// options by value. Values must agree with the mex over Options; the tests
// of each Valuer check that on all small heaps.
type Valuer interface {
	Rule
	// Values returns g(0), …, g(n). It returns an error for n < 0 or
	// when the tables needed exceed gamelib.MemoryLimit.
	Values(n int, progress gamelib.Progress) (gamelib.Sequence, error)
}

// A ContextValuer is a Valuer whose computation honours a context: it
// checks its tables and work against gamelib.LimitsFrom(ctx) instead of
// the process-wide limits, and stops with ctx.Err() (wrapped) when ctx is
// done. ValuesContext calls it; the built-in rules are ContextValuers,
// and their Values is ValuesContext with context.Background().
type ContextValuer interface {
	Valuer
	ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error)
}
