package checkpoint

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// prefixHeaps is the number of heaps whose stored values verify checks
// against the definition on every resume: about 10⁶ steps for a code,
// a few milliseconds.
const prefixHeaps = 1024

// verify checks what a resumed checkpoint claims against the values read
// back (held by s), trusting nothing the manifest says that the values can decide
// (issue 22: a forged "certified": true was printed as certified, and
// forged chunks with recomputed SHA-256s were accepted):
//
//   - the values of the first prefixHeaps heaps are recomputed from the
//     definition (heap.PlainValuesContext, when game is a heap.Rule) and
//     compared, so a forged or shifted chunk at the start is caught;
//   - a certified period is re-derived from the values by the periodicity
//     theorem (Solver.CertifiedPeriod) and must be the one stored; when
//     the values are too many for the search's table under ctx's memory
//     limit, the stored certificate is dropped (d's manifest no longer
//     has it), never believed;
//   - an observed period must hold on the values stored.
//
// A disagreement is an error wrapping ErrCorrupt. The values beyond the
// prefix cannot be checked short of recomputing them; the SHA-256s only
// catch accidents. Cost: O(s.Len()) time and 4 bytes a value, as the search
// Run does at every doubling.
func verify(ctx context.Context, d *Dir, game Game, s *octal.Solver) error {
	if r, ok := game.(heap.Rule); ok {
		m := min(s.Len(), prefixHeaps) - 1
		want, err := heap.PlainValuesContext(ctx, r, m, nil)
		if err != nil {
			return err
		}
		for x, v := range want {
			if s.At(x) != v {
				return fmt.Errorf("checkpoint: %s: %w: g(%d) stored as %d, the definition gives %d", d.path, ErrCorrupt, x, s.At(x), v)
			}
		}
	}
	per := d.m.Period
	if per == nil {
		return nil
	}
	if !per.Certified {
		if per.Period < 1 || per.Preperiod < 0 {
			return fmt.Errorf("checkpoint: %s: %w: period %d from heap %d", d.path, ErrCorrupt, per.Period, per.Preperiod)
		}
		for m := per.Preperiod; m+per.Period < int64(s.Len()); m++ {
			if s.At(int(m+per.Period)) != s.At(int(m)) {
				return fmt.Errorf("checkpoint: %s: %w: the period %d stored does not hold at heap %d", d.path, ErrCorrupt, per.Period, m)
			}
		}
		return nil
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory("checkpoint: period search table", int64(s.Len()), 4); err != nil {
		d.m.Period = nil // cannot be verified: not believed
		return nil
	}
	t, p, needed, ok := s.CertifiedPeriod()
	if !ok || int64(t) != per.Preperiod || int64(p) != per.Period || int64(needed) != per.Needed {
		got := "no period"
		if ok {
			got = fmt.Sprintf("preperiod %d, period %d from %d values", t, p, needed)
		}
		return fmt.Errorf("checkpoint: %s: %w: the manifest's certified period (preperiod %d, period %d from %d values) is not what the values prove (%s)",
			d.path, ErrCorrupt, per.Preperiod, per.Period, per.Needed, got)
	}
	return nil
}
