package gamelib

import (
	"errors"
	"fmt"
)

// Progress reports how far a long computation has got: done units of
// total. Library code never prints; notebooks draw a progress bar and the
// command line writes to a terminal's stderr. A nil Progress is allowed
// everywhere one is accepted. Calls are made from the computing goroutine
// and are rate-limited by the caller to a few hundred per run.
type Progress func(done, total int64)

// Report calls p(done, total) when p is not nil.
func (p Progress) Report(done, total int64) {
	if p != nil {
		p(done, total)
	}
}

// MemoryLimit is the largest number of bytes a single table may need
// before a computation refuses to start. The default is 8 GiB, a third of
// the 24 GiB machines this project is developed on; change it to suit
// yours.
var MemoryLimit int64 = 8 << 30

// ErrTooLarge is returned (wrapped) when a computation's tables would
// need more than MemoryLimit bytes.
var ErrTooLarge = errors.New("memory need exceeds the limit")

// CheckMemory returns an error wrapping ErrTooLarge when a table of count
// elements of size bytes each would exceed MemoryLimit. what names the
// table in the message. Overflow in count*size counts as too large.
func CheckMemory(what string, count, size int64) error {
	if count < 0 || size < 0 {
		return fmt.Errorf("%s: negative size %d×%d", what, count, size)
	}
	if size != 0 && count > MemoryLimit/size {
		return fmt.Errorf("%s: %d entries of %d bytes: %w (gamelib.MemoryLimit = %d bytes)",
			what, count, size, ErrTooLarge, MemoryLimit)
	}
	return nil
}
