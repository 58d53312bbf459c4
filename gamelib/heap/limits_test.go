package heap_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// square is the README's custom game: take a positive square.
func square(calls *int) heap.Rule {
	return heap.Func("square", func(n int) (opts [][]int) {
		if calls != nil {
			*calls++
		}
		for k := 1; k*k <= n; k++ {
			opts = append(opts, []int{n - k*k})
		}
		return opts
	})
}

// TestFuncRefusedUpFront: issue 22's heap.Func rule with N = 1e9 was not
// refused (memory grew ~220 MB/s until the process was killed). Its work,
// about (4/3)·n^1.5 ≈ 4·10¹³ steps, is estimated from sample heaps and
// refused before any table is allocated; a rule with as many options as
// its heap (Nim written as a Func) is refused for its options' memory too.
func TestFuncRefusedUpFront(t *testing.T) {
	calls := 0
	_, err := heap.Values(square(&calls), 1e9, nil)
	if !errors.Is(err, gamelib.ErrTooSlow) {
		t.Fatalf("square, n = 1e9: err = %v, want ErrTooSlow", err)
	}
	if calls > 200 {
		t.Errorf("%d heaps' options read before the refusal", calls)
	}
	// At 2·10⁴ the estimate, about 4·10⁶ steps, passes and the values are
	// those of the definition (checked against a plain loop here).
	g, err := heap.Values(square(nil), 2e4, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, 2, 5, 19999, 20000} {
		seen := map[int]bool{}
		for k := 1; k*k <= n; k++ {
			seen[g[n-k*k]] = true
		}
		mex := 0
		for seen[mex] {
			mex++
		}
		if g[n] != mex {
			t.Errorf("g(%d) = %d, want %d", n, g[n], mex)
		}
	}
	nim := heap.Func("nim", func(n int) (opts [][]int) {
		for m := range n {
			opts = append(opts, []int{m})
		}
		return opts
	})
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: -1, Memory: 1 << 30})
	if _, err := heap.ValuesContext(ctx, nim, 1e8, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("nim as a Func, n = 1e8, no work limit: err = %v, want ErrTooLarge (its options of heap 1e8)", err)
	}
	if _, err := heap.Values(nim, 1e6, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("nim as a Func, n = 1e6: err = %v, want ErrTooSlow (5·10¹¹ steps)", err)
	}
	// An exponential rule: every subset of the smaller heaps 1..min(n−1,
	// 30) as one option's heaps (2^(n−1) options).
	subsets := heap.Func("subsets", func(n int) (opts [][]int) {
		k := min(n-1, 30)
		for mask := range 1 << k {
			var o []int
			for b := range k {
				if mask&(1<<b) != 0 {
					o = append(o, b+1)
				}
			}
			opts = append(opts, o)
		}
		return opts
	})
	if _, err := heap.Values(subsets, 100, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("an exponential rule, n = 100: err = %v, want ErrTooSlow", err)
	}
}

// TestConcurrentLimits runs two computations at once with different
// limits in their contexts: each honours its own, and neither changes the
// process-wide limits.
func TestConcurrentLimits(t *testing.T) {
	sub, err := heap.Subtraction(1, 3, 4)
	if err != nil {
		t.Fatal(err)
	}
	const n = 1 << 20 // 8 MiB of values
	small := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1 << 20})
	large := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 64 << 20})
	slow := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: 1000})
	var wg sync.WaitGroup
	errs := make([]error, 4)
	wg.Go(func() { _, errs[0] = heap.ValuesContext(small, sub, n, nil) })
	wg.Go(func() { _, errs[1] = heap.ValuesContext(large, sub, n, nil) })
	wg.Go(func() { _, errs[2] = heap.DefinitionValuesContext(slow, heap.Lasker(), 1000, nil) })
	wg.Go(func() { _, errs[3] = heap.DefinitionValuesContext(large, heap.Lasker(), 1000, nil) })
	wg.Wait()
	if !errors.Is(errs[0], gamelib.ErrTooLarge) {
		t.Errorf("1 MiB limit: err = %v, want ErrTooLarge", errs[0])
	}
	if errs[1] != nil {
		t.Errorf("64 MiB limit: %v", errs[1])
	}
	if !errors.Is(errs[2], gamelib.ErrTooSlow) {
		t.Errorf("work limit 1000: err = %v, want ErrTooSlow", errs[2])
	}
	if errs[3] != nil {
		t.Errorf("default work limit: %v", errs[3])
	}
	if gamelib.MemoryLimit() != gamelib.DefaultMemoryLimit || gamelib.WorkLimit() != gamelib.DefaultWorkLimit {
		t.Error("a call's limits changed the process-wide ones")
	}
}

// TestCancel cancels long computations from inside them: each stops
// within a bounded amount of further work with ctx.Err() wrapped.
func TestCancel(t *testing.T) {
	const n, at = 1 << 20, 5000
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	after := 0 // the heaps whose options were read after the cancellation
	r := heap.Func("square", func(m int) (opts [][]int) {
		if ctx.Err() != nil {
			after++
		}
		if m == at {
			cancel()
		}
		for k := 1; k*k <= m; k++ {
			opts = append(opts, []int{m - k*k})
		}
		return opts
	})
	_, err := heap.PlainValuesContext(ctx, r, n, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if after > n/256+1 {
		t.Errorf("%d heaps read after the cancellation", after)
	}
	// A done context refuses at once, in every entry point.
	sub, _ := heap.Subtraction(1, 2)
	split3, _ := heap.Split(3)
	for _, f := range []func() error{
		func() error { _, err := heap.ValuesContext(ctx, sub, 10, nil); return err },
		func() error { _, err := heap.DefinitionValuesContext(ctx, heap.Nim(), 10, nil); return err },
		func() error { _, err := heap.DefinitionValuesContext(ctx, split3, 10, nil); return err },
		func() error { _, err := heap.FindPeriodContext(ctx, sub, 1000, nil); return err },
	} {
		if err := f(); !errors.Is(err, context.Canceled) {
			t.Errorf("done context: err = %v", err)
		}
	}
	// The splitting DP, quadratic and more, stops after the heap being
	// computed when the cancellation comes through its progress.
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	reports := 0
	_, err = heap.DefinitionValuesContext(ctx2, split3, 4000, func(done, total int64) {
		if reports++; reports == 10 {
			cancel2()
		}
	})
	if !errors.Is(err, context.Canceled) || reports > 11 {
		t.Errorf("split:3 cancelled at its 10th report: err = %v after %d reports", err, reports)
	}
}

// TestFindPeriodRefusedUpFront: issue 22's `period sub:1000000000,5 -n
// 9999999999` grew to 11.8 GB against the 8 GiB limit (a sequence of 8
// bytes a value and a table of 4 checked apart). The window theorem needs
// at least 10⁹+2 values: refused before any work.
func TestFindPeriodRefusedUpFront(t *testing.T) {
	sub, err := heap.Subtraction(1e9, 5)
	if err != nil {
		t.Fatal(err)
	}
	_, err = heap.FindPeriod(sub, 9999999999, func(done, total int64) {
		t.Fatal("the values were started")
	})
	if !errors.Is(err, gamelib.ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
	// Lasker's theorem proves only arithmetic periods: no up-front
	// refusal, certified from 13 values even with maxN = 10¹⁰.
	p, err := heap.FindPeriod(heap.Lasker(), 1e10, nil)
	if err != nil || !p.Certified || p.Needed != 13 {
		t.Errorf("lasker: %v, %v", p, err)
	}
	// Under a call's limit of 1 MiB (12 bytes a value): 87381 values fit.
	sub2, _ := heap.Subtraction(100000)
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 1 << 20})
	if _, err := heap.FindPeriodContext(ctx, sub2, 1e6, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("sub:100000 under 1 MiB: err = %v", err)
	}
	sub3, _ := heap.Subtraction(20000)
	if p, err := heap.FindPeriodContext(ctx, sub3, 1e6, nil); err != nil || !p.Certified {
		t.Errorf("sub:20000 under 1 MiB: %v, %v", p, err)
	}
}

// ctxExtensible is Nim as a ContextExtensible rule, recording the
// contexts its extenders are made with.
type ctxExtensible struct {
	heap.Rule
	got *context.Context
}

func (r ctxExtensible) NewExtender() func(int, gamelib.Progress) ([]uint16, error) {
	return r.NewExtenderContext(context.Background())
}

func (r ctxExtensible) NewExtenderContext(ctx context.Context) func(int, gamelib.Progress) ([]uint16, error) {
	*r.got = ctx
	return func(n int, _ gamelib.Progress) ([]uint16, error) {
		g := make([]uint16, n+1)
		for m := range g {
			g[m] = uint16(m % 3)
		}
		return g, ctx.Err()
	}
}

// TestFindPeriodContextExtensible: FindPeriodContext hands its ctx to a
// ContextExtensible rule's extender.
func TestFindPeriodContextExtensible(t *testing.T) {
	var got context.Context
	r := ctxExtensible{heap.Nim(), &got}
	type key struct{}
	ctx := context.WithValue(context.Background(), key{}, 1)
	p, err := heap.FindPeriodContext(ctx, r, 300, nil)
	if err != nil || got == nil || got.Value(key{}) != 1 {
		t.Fatalf("FindPeriodContext: %v, %v; extender's ctx %v", p, err, got)
	}
	if !p.Found || p.Period != 3 {
		t.Errorf("period %v, want 3 (observed)", p)
	}
}
