package gamelib

import (
	"errors"
	"math"
	"strings"
	"sync"
	"testing"
)

func TestCheckMemory(t *testing.T) {
	limit := MemoryLimit()
	for _, tc := range []struct {
		count, size int64
		tooLarge    bool
		fails       bool
	}{
		{0, 8, false, false},
		{1 << 20, 8, false, false},
		{limit, 1, false, false},
		{limit + 1, 1, true, true},
		{limit/8 + 1, 8, true, true},
		{1 << 62, 1 << 10, true, true}, // count*size overflows int64
		{-1, 8, true, true},            // a count that overflowed in the caller (issue 22)
	} {
		err := CheckMemory("table", tc.count, tc.size)
		if (err != nil) != tc.fails || errors.Is(err, ErrTooLarge) != tc.tooLarge {
			t.Errorf("CheckMemory(%d, %d) = %v", tc.count, tc.size, err)
		}
	}
}

func TestSetMemoryLimit(t *testing.T) {
	if MemoryLimit() != DefaultMemoryLimit {
		t.Fatalf("MemoryLimit() = %d before any change, want the default %d", MemoryLimit(), DefaultMemoryLimit)
	}
	old := SetMemoryLimit(1 << 10)
	defer SetMemoryLimit(old)
	if old != DefaultMemoryLimit || MemoryLimit() != 1<<10 {
		t.Fatalf("SetMemoryLimit returned %d, limit now %d", old, MemoryLimit())
	}
	if err := CheckMemory("t", 128, 8); err != nil {
		t.Errorf("1 KiB at a 1 KiB limit: %v", err)
	}
	if err := CheckMemory("t", 129, 8); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "= 1024 bytes") {
		t.Errorf("over a lowered limit: %v", err)
	}
	SetMemoryLimit(-5) // clamps to 0: only empty tables
	if MemoryLimit() != 0 || CheckMemory("t", 0, 8) != nil || CheckMemory("t", 1, 1) == nil {
		t.Errorf("limit 0: MemoryLimit() = %d", MemoryLimit())
	}
}

// TestLimitsConcurrent sets and reads the limits from many goroutines;
// run with -race it fails if the limits are not safe for concurrent use.
func TestLimitsConcurrent(t *testing.T) {
	defer SetMemoryLimit(MemoryLimit())
	defer SetWorkLimit(WorkLimit())
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			for j := range 100 {
				SetMemoryLimit(int64(1<<20 + i*j))
				_ = CheckMemory("t", 10, 8)
				SetWorkLimit(int64(1e6 + i*j))
				_ = CheckWork("t", 10)
			}
		})
	}
	wg.Wait()
}

func TestCheckWork(t *testing.T) {
	if WorkLimit() != DefaultWorkLimit {
		t.Fatalf("WorkLimit() = %d before any change, want the default %d", WorkLimit(), DefaultWorkLimit)
	}
	limit := float64(WorkLimit())
	for _, tc := range []struct {
		steps float64
		slow  bool
	}{
		{0, false}, {1e6, false}, {limit, false}, {limit * 1.01, true},
		{math.Inf(1), true}, {math.NaN(), true}, {1e300, true},
	} {
		err := CheckWork("job", tc.steps)
		if (err != nil) != tc.slow || (err != nil) != errors.Is(err, ErrTooSlow) {
			t.Errorf("CheckWork(%g) = %v", tc.steps, err)
		}
		if err != nil && (!strings.HasPrefix(err.Error(), "job: about ") || !strings.Contains(err.Error(), "SetWorkLimit(0) lifts it")) {
			t.Errorf("CheckWork(%g): message %q lacks the estimate or the way to insist", tc.steps, err)
		}
	}
	old := SetWorkLimit(0)
	defer SetWorkLimit(old)
	if err := CheckWork("job", 1e300); err != nil || WorkLimit() != 0 {
		t.Errorf("no limit: %v", err)
	}
	SetWorkLimit(100)
	if CheckWork("job", 100) != nil || CheckWork("job", 101) == nil {
		t.Error("limit 100 not applied")
	}
}

func TestDuration(t *testing.T) {
	for _, tc := range []struct {
		sec  float64
		want string
	}{
		{5, "5 seconds"}, {600, "10 minutes"}, {3 * 3600, "3 hours"}, {3 * 86400, "3 days"},
		{3e9, "95 years"}, {math.Inf(1), "forever"},
	} {
		if got := duration(tc.sec); got != tc.want {
			t.Errorf("duration(%g) = %q, want %q", tc.sec, got, tc.want)
		}
	}
}

func TestProgressNil(t *testing.T) {
	var p Progress
	p.Report(1, 2) // must not panic
	var got int64
	p = func(done, total int64) { got = done * total }
	p.Report(3, 4)
	if got != 12 {
		t.Errorf("Report did not call the function: got %d", got)
	}
}

func TestProgressPart(t *testing.T) {
	var done, total int64
	p := Progress(func(d, tt int64) { done, total = d, tt })
	// Two parts of costs 30 and 70: the second at half is 30 + 35 of 100.
	p.Part(30, 70, 100)(5, 10)
	if done != 65 || total != 100 {
		t.Errorf("Part: %d/%d, want 65/100", done, total)
	}
	p.Part(0, 30, 100)(0, 0) // a part with nothing to do is complete
	if done != 30 {
		t.Errorf("empty part: %d", done)
	}
	p.Part(0, 1e300, 1e300)(1, 2)
	if total <= 0 || done != total/2 {
		t.Errorf("huge whole: %d/%d", done, total)
	}
	if Progress(nil).Part(0, 1, 1) != nil {
		t.Error("Part of nil is not nil")
	}
}
