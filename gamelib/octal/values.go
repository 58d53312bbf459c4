package octal

import "github.com/grundylab/grundylab/gamelib"

// PlainValues returns g(0), …, g(n) computed by the definition (see the
// package comment): O(c·n²) time for octal codes, O(c·n³) for hexadecimal
// codes with three-heap moves, O(n) memory. It exists as the reference the
// fast solver is checked against and for benchmarks; Values is faster.
func (c *Code) PlainValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if c == nil {
		return nil, errNilCode
	}
	r, err := c.ruleUpTo(n)
	if err != nil {
		return nil, err
	}
	g, err := r.plain(n, progress)
	if err != nil {
		return nil, err
	}
	return toSequence(c.String(), g)
}

// Values returns g(0), …, g(n) computed by the rare/common method, or by
// the plain one where that does not apply (see Values16). It returns an error for n < 0, when the tables exceed
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
//
// The rare/common solver has one flag for unequal splits and walks the
// written digits only; for a code with a repeating part, with "!" on some
// two-heap digits but not all, or with "!" on a three-heap digit, Values16
// uses the plain solver instead (O(n²) and more).
func (c *Code) Values16(n int, progress gamelib.Progress) ([]uint16, error) {
	if c == nil {
		return nil, errNilCode
	}
	if !c.sparseOK() {
		r, err := c.ruleUpTo(n)
		if err != nil {
			return nil, err
		}
		return r.plain(n, progress)
	}
	var periodic func([]uint16) (t, p int, ok bool)
	if c.Theorem() != "" {
		periodic = c.periodic
	}
	return c.rule().sparse(n, progress, periodic)
}

// periodic is certifiedPeriod as the solver's callback.
func (c *Code) periodic(g []uint16) (t, p int, ok bool) { return certifiedPeriod(c, g) }
