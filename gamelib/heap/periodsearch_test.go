package heap_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestFindPeriodSearchBound: octal:4.07F has three-heap moves and no
// period in sight (issue 22: lab.Explore spent ~140 s on it with its bar
// at 100 %). With a proof bound the search stops before the values whose
// estimated work passes it, says so in its phase, and its progress only
// grows, within the bound.
func TestFindPeriodSearchBound(t *testing.T) {
	c := octal.MustParse("4.07F")
	bound := c.EstimateWork(1023)
	var phases []string
	var last, whole int64
	progress := func(done, total int64) {
		if done < last || done > total || (whole != 0 && total != whole) {
			t.Errorf("progress %d/%d after %d/%d", done, total, last, whole)
		}
		last, whole = done, total
	}
	// The bar must not sit at 100 % while values are still computed (issue
	// 22): when each computing phase starts, the work done is short of the
	// whole.
	p, err := heap.FindPeriodSearch(context.Background(), c, 1<<14, progress,
		&heap.PeriodSearch{ProofWork: bound, Phase: func(s string) {
			phases = append(phases, s)
			if strings.HasPrefix(s, "computing") && whole != 0 && last >= whole {
				t.Errorf("phase %q starts with the progress at %d/%d (100 %%)", s, last, whole)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if last != whole {
		t.Errorf("the search ended with its progress at %d/%d, want the whole", last, whole)
	}
	if p.Certified || p.Checked != 1024 {
		t.Errorf("4.07F: %+v, want uncertified on g(0…1023)", p)
	}
	if n := len(phases); n == 0 || !strings.HasPrefix(phases[n-1], "gave up proving a period after g(0…1023): g(0…2047) would take about") {
		t.Errorf("phases %q", phases)
	}
	if !strings.Contains(strings.Join(phases, "|"), "computing g(0…1023)|looking for a period in g(0…1023)") {
		t.Errorf("phases %q", phases)
	}
	// A negative bound lifts it: maxN alone stops the search.
	if p, err := heap.FindPeriodSearch(context.Background(), c, 1500, nil, &heap.PeriodSearch{ProofWork: -1}); err != nil || p.Checked != 1501 {
		t.Errorf("unbounded to 1500: %+v, %v", p, err)
	}
}

// TestFindPeriodSearchSame: without a bound that bites, the search is
// FindPeriod's (Kayles certified from 168 values); a cancelled context
// stops it with the context's error.
func TestFindPeriodSearchSame(t *testing.T) {
	k := octal.Kayles()
	want, err := heap.FindPeriod(k, 1<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := heap.FindPeriodSearch(context.Background(), k, 1<<20, nil, nil)
	if err != nil || got != want {
		t.Errorf("FindPeriodSearch = %+v, %v; FindPeriod = %+v", got, err, want)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := heap.FindPeriodSearch(ctx, k, 1<<20, nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
