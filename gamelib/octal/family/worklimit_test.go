package family

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// TestSweepRefusesCodeUpFront: a code whose work to n is beyond the work
// limit (0.E6, three-heap splits, O(n³)) gets its error line before any
// of its work, quoting the whole 0..n (not a length of its search found
// too costly after the shorter ones were computed), and the sweep goes
// on with the next code.
func TestSweepRefusesCodeUpFront(t *testing.T) {
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: 3e7})
	const n = 2000 // 2000³/36 ≈ 2.2·10⁸ steps; g(0…511) alone fits
	c, _ := octal.Parse("0.E6")
	if err := c.CheckValuesWork(ctx, n); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Fatalf("CheckValuesWork(0.E6, %d) = %v, want ErrTooSlow", n, err)
	}
	plan := func(codes ...string) []Entry {
		f, err := List(codes)
		if err != nil {
			t.Fatal(err)
		}
		p, err := f.Plan(Shard{0, 1})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	// 0.E6 alone: a progress report between none and all of it would be
	// work done on it. (With a second code, that code's work may be
	// reported before 0.E6's line is emitted, so it is swept alone here.)
	var within int
	err := Sweep(ctx, plan("0.E6"), n, 1, func(Result) error { return nil }, func(done, total int64) {
		if done > 0 && done < total {
			within++
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if within != 0 {
		t.Errorf("%d progress reports within 0.E6 while it was refused: it was computed", within)
	}
	var got []Result
	err = Sweep(ctx, plan("0.E6", "0.77"), n, 1, func(r Result) error { got = append(got, r); return nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !strings.Contains(got[0].Error, "heaps 0..2000") || !strings.Contains(got[0].Error, gamelib.ErrTooSlow.Error()) {
		t.Fatalf("lines %+v: want 0.E6 refused for heaps 0..2000 up front", got)
	}
	if got[1].Code != "0.77" || !got[1].Certified {
		t.Errorf("second line %+v: want 0.77 certified", got[1])
	}
}

// TestSweepProgressWithinCode: a sweep of one long code reports progress
// while the code is computed, not only when it is done.
func TestSweepProgressWithinCode(t *testing.T) {
	f, err := List([]string{"0.E6"})
	if err != nil {
		t.Fatal(err)
	}
	plan, err := f.Plan(Shard{0, 1})
	if err != nil {
		t.Fatal(err)
	}
	var within int
	last := int64(-1)
	err = Sweep(context.Background(), plan, 600, 1, func(Result) error { return nil }, func(done, total int64) {
		if done < last {
			t.Errorf("progress went back: %d after %d", done, last)
		}
		last = done
		if done > 0 && done < total {
			within++
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if within == 0 {
		t.Error("no progress report within the code")
	}
}
