package checkpoint

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// A Heap is a heap size and its Grundy value.
type Heap struct {
	Heap  int64
	Value int
}

// A Survey is what a checkpoint's values show at a glance: the rare heaps
// under the split the solver used (the list Flammenkamp publishes as the
// "sparse values" of a game), the records (the heaps whose value exceeds
// every smaller heap's) and the largest value.
type Survey struct {
	Heaps int64 // the values g(0 … Heaps−1) were read
	// Split is the rare/common split of the manifest, nil when the solver
	// used none (then Rare is empty and RareCount 0).
	Split *octal.Split
	// Rare lists the first rare heaps (0 included when it is rare), at
	// most the maxRare that Survey was given; RareCount counts them all.
	Rare      []Heap
	RareCount int64
	// Records lists every heap x with g(x) > g(y) for all y < x, from
	// heap 0 on; its last entry is the largest value and where it first
	// occurs.
	Records []Heap
}

// Survey reads every value stored (Scan: one chunk at a time, checked)
// and returns the rare heaps, at most maxRare of them listed, and the
// records. Time O(Heaps); memory one chunk and 16 bytes a heap listed,
// checked against ctx's memory limit (gamelib.LimitsFrom) for maxRare
// heaps before anything is read.
func (d *Dir) Survey(ctx context.Context, maxRare int) (Survey, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if maxRare < 0 {
		return Survey{}, fmt.Errorf("checkpoint: survey: %d rare heaps asked for", maxRare)
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory("checkpoint: rare heaps listed", int64(maxRare), 16); err != nil {
		return Survey{}, err
	}
	var s Survey
	if st := d.m.Split; st != nil && st.Mask != 0 {
		s.Split = &octal.Split{Mask: st.Mask, Sigma: st.Sigma, RareClass: st.RareClass}
	}
	best, zeroRare := -1, false
	err := d.Scan(ctx, func(start int64, g []uint16) error {
		for i, v := range g {
			x := start + int64(i)
			if int(v) > best {
				best = int(v)
				s.Records = append(s.Records, Heap{x, best})
			}
			if s.Split != nil && s.Split.IsRare(int(x), int(v)) {
				s.RareCount++
				zeroRare = zeroRare || x == 0
				if len(s.Rare) < maxRare {
					s.Rare = append(s.Rare, Heap{x, int(v)})
				}
			}
		}
		s.Heaps = start + int64(len(g))
		return nil
	})
	if err != nil {
		return Survey{}, err
	}
	if s.Split != nil && s.Heaps > 0 {
		// octal.Split counts the heaps 1 … N.
		s.Split.Heaps = int(s.Heaps - 1)
		s.Split.Rare = int(s.RareCount)
		if zeroRare {
			s.Split.Rare--
		}
	}
	return s, nil
}
