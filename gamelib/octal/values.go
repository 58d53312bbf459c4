package octal

import (
	"context"

	"github.com/grundylab/grundylab/gamelib"
)

// PlainValues returns g(0), …, g(n) computed by the definition (see the
// package comment): O(c·n²) time for octal codes, O(c·n³) for hexadecimal
// codes with three-heap moves, O(n) memory. It exists as the reference the
// fast solver is checked against and for benchmarks; Values is faster.
// It is PlainValuesContext with the process-wide limits and no
// cancellation.
func (c *Code) PlainValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return c.PlainValuesContext(context.Background(), n, progress)
}

// PlainValuesContext is PlainValues with the limits ctx carries
// (gamelib.LimitsFrom): the values must fit its memory limit and the
// estimated work its work limit (else an error wrapping
// gamelib.ErrTooLarge or gamelib.ErrTooSlow, before any work); it stops
// with ctx's error when ctx is cancelled.
func (c *Code) PlainValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if c == nil {
		return nil, errNilCode
	}
	r, err := c.ruleUpTo(ctx, n)
	if err != nil {
		return nil, err
	}
	g, err := r.plain(ctx, n, progress)
	if err != nil {
		return nil, err
	}
	return toSequence(ctx, c.String(), g)
}

// Values returns g(0), …, g(n) computed by the rare/common method, or by
// the plain one where that does not apply (see Values16). It returns an error for n < 0, when the tables exceed
// gamelib.MemoryLimit, or when a value exceeds MaxValue. It is
// ValuesContext with the process-wide limits and no cancellation.
func (c *Code) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return c.ValuesContext(context.Background(), n, progress)
}

// ValuesContext is Values with the limits ctx carries (see
// Values16Context).
func (c *Code) ValuesContext(ctx context.Context, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if c == nil {
		return nil, errNilCode
	}
	// The int sequence is the larger table: check it before any work.
	if err := checkSize(ctx, c.String(), n, 10); err != nil {
		return nil, err
	}
	g, err := c.Values16Context(ctx, n, progress)
	if err != nil {
		return nil, err
	}
	return toSequence(ctx, c.String(), g)
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
//
// The rare/common solver has one flag for unequal splits and walks the
// written digits only; for a code with a repeating part, with "!" on some
// two-heap digits but not all, or with "!" on a three-heap digit, Values16
// uses the plain solver instead (O(n²) and more).
//
// It is Values16Context with the process-wide limits and no cancellation.
func (c *Code) Values16(n int, progress gamelib.Progress) ([]uint16, error) {
	return c.Values16Context(context.Background(), n, progress)
}

// Values16Context is Values16 with the limits and cancellation of ctx
// (gamelib.LimitsFrom): the values must fit its memory limit, and the
// work must fit its work limit where it can be estimated, which is
// checked before the work starts: all of it for the plain solver, the
// three-heap splits (O(n³)) for the rare/common one, before each stretch
// between two period checks. Too much is an error wrapping
// gamelib.ErrTooLarge or gamelib.ErrTooSlow; a cancelled ctx stops the
// computation with ctx's error within 1/256 of the work (or a few
// thousand heaps, if sooner), and progress is reported as often.
func (c *Code) Values16Context(ctx context.Context, n int, progress gamelib.Progress) ([]uint16, error) {
	if c == nil {
		return nil, errNilCode
	}
	if !c.sparseOK() {
		r, err := c.ruleUpTo(ctx, n)
		if err != nil {
			return nil, err
		}
		return r.plain(ctx, n, progress)
	}
	var periodic func([]uint16) (t, p int, ok bool)
	if c.Theorem() != "" {
		periodic = c.periodic
	}
	return c.rule().sparse(ctx, n, progress, periodic)
}

// periodic is certifiedPeriod as the solver's callback.
func (c *Code) periodic(g []uint16) (t, p int, ok bool) { return certifiedPeriod(c, g) }
