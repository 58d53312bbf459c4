package gamelib

import (
	"errors"
	"testing"
)

func TestCheckMemory(t *testing.T) {
	for _, tc := range []struct {
		count, size int64
		tooLarge    bool
		fails       bool
	}{
		{0, 8, false, false},
		{1 << 20, 8, false, false},
		{MemoryLimit, 1, false, false},
		{MemoryLimit + 1, 1, true, true},
		{MemoryLimit/8 + 1, 8, true, true},
		{1 << 62, 1 << 10, true, true}, // count*size overflows int64
		{-1, 8, false, true},
	} {
		err := CheckMemory("table", tc.count, tc.size)
		if (err != nil) != tc.fails || errors.Is(err, ErrTooLarge) != tc.tooLarge {
			t.Errorf("CheckMemory(%d, %d) = %v", tc.count, tc.size, err)
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
