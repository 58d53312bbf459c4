package octal

import (
	"iter"

	"github.com/grundylab/grundylab/gamelib"
)

// GrundysGame is Grundy's game: a move splits one heap into two nonempty
// heaps of different sizes. It is not an octal game (the two heaps must be
// unequal), but the rare/common method applies to it unchanged and makes
// it the classic test of that method: its values are known to be periodic
// or not only as far as they have been computed.
type GrundysGame struct{}

var grundysRule = &rule{name: "grundy", digits: []uint8{4}, unequal: true}

// String returns "grundy", the command line's name.
func (GrundysGame) String() string { return "grundy" }

// Options yields the splits of n into a + b with 1 ≤ a < b.
func (GrundysGame) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		buf := make([]int, 2)
		for a := 1; 2*a < n; a++ {
			buf[0], buf[1] = a, n-a
			if !yield(buf) {
				return
			}
		}
	}
}

// Values returns g(0), …, g(n) by the rare/common method (see Values16).
func (GrundysGame) Values(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	// Both tables, uint16 and int, are alive at the end: check them first.
	if err := checkSize("grundy", n, 10); err != nil {
		return nil, err
	}
	g, err := grundysRule.sparse(n, progress, nil)
	if err != nil {
		return nil, err
	}
	return toSequence("grundy", g)
}

// Values16 returns g(0), …, g(n) as uint16 values, two bytes a heap, by
// the rare/common method.
func (GrundysGame) Values16(n int, progress gamelib.Progress) ([]uint16, error) {
	return grundysRule.sparse(n, progress, nil)
}

// PlainValues returns g(0), …, g(n) by the definition in O(n²) time.
func (GrundysGame) PlainValues(n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	g, err := grundysRule.plain(n, progress)
	if err != nil {
		return nil, err
	}
	return toSequence("grundy", g)
}
