package heap

import (
	"fmt"
	"math"

	"github.com/grundylab/grundylab/gamelib"
)

// Values returns the Grundy sequence g(0), …, g(n) of rule r. It uses the
// rule's own method when r is a Valuer and PlainValues otherwise.
// It returns an error for n < 0 or when the sequence would need more
// memory than gamelib.MemoryLimit.
func Values(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	if v, ok := r.(Valuer); ok {
		return v.Values(n, progress)
	}
	return PlainValues(r, n, progress)
}

// PlainValues computes g(0), …, g(n) from the definition: the mex, over
// every option yielded by r.Options(m), of the nim-sum of the option's
// heaps. It is the reference against which every faster method is tested.
//
// Cost: O(Σₘ |options(m)| · heaps per option) time and O(n) memory plus
// a bitset of the option values of one heap.
func PlainValues(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error) {
	return mexSequence(r, n, progress, func(m int, g gamelib.Sequence, seen *gamelib.Bitset) {
		for opt := range r.Options(m) {
			x := 0
			for _, h := range opt {
				x ^= g[h]
			}
			seen.Set(x)
		}
	})
}

// mexSequence is the loop every sequence computation of this package
// shares: it checks the size, then for m = 1..n lets options add the
// values of the options of heap m (g(0..m−1) known) to an empty set and
// stores their mex as g(m), reporting progress about 256 times.
func mexSequence(r Rule, n int, progress gamelib.Progress, options func(m int, g gamelib.Sequence, seen *gamelib.Bitset)) (gamelib.Sequence, error) {
	if err := checkSize(r, n); err != nil {
		return nil, err
	}
	g := make(gamelib.Sequence, n+1)
	var seen gamelib.Bitset
	step := max(1, (n+255)/256)
	for m := 1; m <= n; m++ {
		seen.Clear()
		options(m, g, &seen)
		g[m] = seen.Mex()
		if m%step == 0 {
			progress.Report(int64(m), int64(n))
		}
	}
	progress.Report(int64(n), int64(n))
	return g, nil
}

// checkSize validates a request for the values of heaps 0..n.
func checkSize(r Rule, n int) error {
	if n < 0 {
		return fmt.Errorf("heap: %v: negative heap size n=%d", r, n)
	}
	return gamelib.CheckMemory(fmt.Sprintf("heap: %v: values of heaps 0..%d", r, n), count(n), 8)
}

// count is n+1 as an int64, saturated at math.MaxInt64 so that n =
// math.MaxInt is too large rather than negative.
func count(n int) int64 {
	if int64(n) == math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(n) + 1
}
