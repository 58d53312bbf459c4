package heap_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestFindPeriodPartial: a search stopped part-way, by the memory limit
// refusing a later length or by its context cancelled while a later
// length is computed, returns with its error the Period of its last whole
// check (its values computed and searched, no period proven), not the
// zero Period; an error before any check returns the zero Period.
func TestFindPeriodPartial(t *testing.T) {
	// Grundy's game by its definition (the generic search, 12 bytes a
	// value): g(0…63) and g(0…127) fit 2000 bytes, g(0…255) does not.
	r := heap.ByDefinition(octal.MustParse("4!.0"))
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 2000})
	p, err := heap.FindPeriodContext(ctx, r, 1e6, nil)
	if !errors.Is(err, gamelib.ErrTooLarge) || p.Certified || p.Checked != 128 {
		t.Errorf("under 2000 bytes: %+v, %v; want g(0…127) checked, ErrTooLarge", p, err)
	}

	// Cancelled while the second length is computed, after the first,
	// g(0…63), was checked (a bound, however large, takes the generic
	// search, which reports its phases).
	c := octal.MustParse("4.07F")
	cctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var phases []string
	computing := 0
	p, err = heap.FindPeriodSearch(cctx, c, 1<<12, nil, &heap.PeriodSearch{ProofWork: 1e18, Phase: func(s string) {
		phases = append(phases, s)
		if strings.HasPrefix(s, "computing ") {
			if computing++; computing == 2 {
				cancel()
			}
		}
	}})
	if !errors.Is(err, context.Canceled) || p.Certified || p.Checked != 64 {
		t.Errorf("cancelled at the second length: %+v, %v; want g(0…63) checked, context.Canceled (phases %q)", p, err, phases)
	}

	// Refused before any work: nothing checked.
	sub, _ := heap.Subtraction(100000)
	tiny := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1 << 10})
	if p, err := heap.FindPeriodContext(tiny, sub, 1e6, nil); !errors.Is(err, gamelib.ErrTooLarge) || p != (gamelib.Period{}) {
		t.Errorf("refused up front: %+v, %v; want the zero Period", p, err)
	}
}
