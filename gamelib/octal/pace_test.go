package octal

import (
	"context"
	"errors"
	"testing"
)

// TestPaceNext: pace.next is the least heap after m whose work from m
// reaches the chunk, capped at paceMaxHeaps heaps and at n + 1, checked
// against a linear scan on linear, quadratic and cubic work.
func TestPaceNext(t *testing.T) {
	works := map[string]func(int) float64{
		"linear":    func(m int) float64 { return 3 * float64(m) },
		"quadratic": func(m int) float64 { return float64(m) * float64(m) / 4 },
		"cubic":     func(m int) float64 { f := float64(m); return f*f*f/36 + f },
	}
	for name, work := range works {
		for _, n := range []int{0, 1, 100, 5000, 40000, 1 << 20} {
			p := newPace(n, work)
			for _, m := range []int{0, 1, n / 3, n / 2, n - 1, n} {
				if m < 0 {
					continue
				}
				want := m + 1
				for want < min(m+paceMaxHeaps, n+1) && work(want)-work(m) < p.chunk {
					want++
				}
				if got := p.next(m); got != want {
					t.Errorf("%s, n=%d: next(%d) = %d, want %d", name, n, m, got, want)
				}
			}
		}
	}
}

// TestValuesPacedByWork: computing g(0…n) of a code with three-heap
// splits (O(n³): its last heaps cost most) reports progress after each
// small part of the work, never going back, and a cancellation in the
// middle stops it at its next report. Both solvers: the rare/common one
// and the definition (plain, which codes the rare/common solver does not
// take use). Paced by a count of heaps (every 4096), neither reported nor
// checked its context before the end of these 1200 heaps.
func TestValuesPacedByWork(t *testing.T) {
	const n = 1200
	sparse := func(ctx context.Context, c *Code, p func(int64, int64)) ([]uint16, error) {
		return c.rule().sparse(ctx, n, p, nil)
	}
	plain := func(ctx context.Context, c *Code, p func(int64, int64)) ([]uint16, error) {
		return c.rule().plain(ctx, n, p)
	}
	for _, tc := range []struct {
		code   string
		solver func(context.Context, *Code, func(int64, int64)) ([]uint16, error)
	}{{"0.8F", sparse}, {"0.8F", plain}, {"0.E6", sparse}} {
		c, err := Parse(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		var reports int
		last, largestGap := int64(0), int64(0)
		var total int64
		if _, err := tc.solver(context.Background(), c, func(done, tot int64) {
			reports++
			if done < last {
				t.Errorf("%s: progress went back from %d to %d", tc.code, last, done)
			}
			largestGap, last, total = max(largestGap, done-last), done, tot
		}); err != nil {
			t.Fatal(err)
		}
		chunk := max(total/256, paceMinWork)
		if largestGap > 2*chunk || int64(reports) < total/(2*chunk) {
			t.Errorf("%s: %d reports, the largest step %d of %d: want steps of at most %d", tc.code, reports, largestGap, total, 2*chunk)
		}
		ctx, cancel := context.WithCancel(context.Background())
		after := 0
		_, err = tc.solver(ctx, c, func(done, tot int64) {
			if ctx.Err() != nil {
				after++
			}
			if done >= tot/2 {
				cancel()
			}
		})
		cancel()
		if !errors.Is(err, context.Canceled) || after > 0 {
			t.Errorf("%s: cancelled half-way: %v, %d reports after the cancellation; want context.Canceled at the next report", tc.code, err, after)
		}
	}
}

// TestWorkUnits: progress units stay within an int64 and non-decreasing
// when the work to n overflows one (three-heap splits to 10⁸ heaps), and
// are the work itself when it fits.
func TestWorkUnits(t *testing.T) {
	cubic := func(m int) float64 { f := float64(m); return f * f * f / 36 }
	u := workUnits(cubic, 1e8)
	if top := u(1e8); top <= 0 || top > 1<<60 {
		t.Errorf("units(10⁸) = %d, want in (0, 2^60]", top)
	}
	for m, last := 0, int64(-1); m <= 1e8; m += 1e8 / 1000 {
		if v := u(m); v < last {
			t.Fatalf("units(%d) = %d below units of a smaller heap, %d", m, v, last)
		} else {
			last = v
		}
	}
	if got, want := workUnits(cubic, 3000)(1500), int64(cubic(1500)); got != want {
		t.Errorf("units(1500) to 3000 = %d, want the work %d", got, want)
	}
}
