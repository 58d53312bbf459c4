package octal

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
)

// plain computes g(0..n) by the definition: for each heap it marks the
// value of every option and takes the mex. With two-heap moves this costs
// O(c·n²) time in all (O(c·n³) with three-heap moves), and O(n) memory:
// two bytes a value and a 256 KiB table of marks. Splits of a digit with
// uneq[j] (or of every digit, with unequal) leave pairwise unequal heaps.
//
// It checks the work against the limit ctx carries (gamelib.LimitsFrom)
// before any, and reports progress (in marks) and checks ctx's
// cancellation after each 1/256 of the work, or every few thousand heaps
// if sooner (pace).
func (r *rule) plain(ctx context.Context, n int, progress gamelib.Progress) ([]uint16, error) {
	if err := checkSize(ctx, r.name, n, 2); err != nil {
		return nil, err
	}
	// Heap m costs about m/2 marks per two-heap digit and m²/12 per
	// three-heap digit: the work to heap m is a·m²/4 + b·m³/36, plus a
	// step per digit and heap (a code with a repeating part has its digits
	// written out to d_n, so that term is then about m², an upper bound).
	var two, three, digits float64
	for _, d := range r.digits {
		if d != 0 {
			digits++
		}
		if d&4 != 0 {
			two++
		}
		if d&8 != 0 {
			three++
		}
	}
	digits = max(digits, 1)
	work := func(m int) float64 {
		f := float64(m)
		return digits*f + two*f*f/4 + three*f*f*f/36
	}
	if err := gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("octal: %s: the definition for heaps 0..%d", r.name, n), work(n)); err != nil {
		return nil, err
	}
	g := make([]uint16, n+1)
	// seen[v] == m marks v as the value of an option of heap m; stamping
	// with m avoids clearing the table for every heap.
	seen := new([MaxValue + 2]int32)
	for i := range seen {
		seen[i] = -1
	}
	pc, units := newPace(n, work), workUnits(work, n)
	for m, due := 1, pc.next(0); m <= n; m++ {
		if m == due {
			progress.Report(units(m), units(n)) // in marks, not heaps
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			due = pc.next(m)
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
			ne := 0 // 1 when the heaps left must differ
			if r.uneq != nil && r.uneq[j] {
				ne = 1
			}
			if d&4 != 0 {
				ne2 := ne
				if r.unequal {
					ne2 = 1
				}
				half := (rest - ne2) / 2
				lo, hi := g[1:half+1], g[rest-half:rest]
				for i, x := range lo {
					seen[x^hi[len(hi)-1-i]] = stamp
				}
			}
			if d&8 != 0 {
				for a := 1; 3*a+3*ne <= rest; a++ {
					for b := a + ne; a+2*b+ne <= rest; b++ {
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
	progress.Report(units(n), units(n))
	return g, nil
}
