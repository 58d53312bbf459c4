package cram

import (
	"math/bits"
	"sync"
	"sync/atomic"
)

// MaxWideCells is the largest number of cells (free or blocked) of a
// WideBoard's bounding rectangle: two 64-bit words.
const MaxWideCells = 128

// A WideBoard is a Cram position of up to MaxWideCells cells: an h×w
// rectangle, h·w ≤ 128, cell (r, c) bit r·w + c of a 128-bit bitboard
// (the low word the cells 0 … 63). It is the position of WideGame, the
// game of the boards beyond Board's 64 cells; a region whose box has at
// most 64 cells is played, split and keyed by Game's own code (its
// simplifications and bit tricks), so only the regions of more than 64
// cells pay for the width. The zero WideBoard is empty.
type WideBoard struct {
	free  u128
	h, w  uint8
	canon bool // free is a canonical form (Game's, or wideCanonical's)
}

// WideRect returns the empty h×w rectangle, h·w ≤ MaxWideCells.
func WideRect(h, w int) (WideBoard, error) {
	if err := checkDims(h, w, MaxWideCells); err != nil {
		return WideBoard{}, err
	}
	return WideBoard{h: uint8(h), w: uint8(w), free: fullU128(h * w)}, nil
}

// ParseWideRect reads "RxC" (or "R×C") as the empty rectangle, as
// ParseRect does, up to MaxWideCells cells.
func ParseWideRect(s string) (WideBoard, error) {
	h, w, err := parseDims(s)
	if err != nil {
		return WideBoard{}, err
	}
	return WideRect(h, w)
}

// ParseWide reads a board in Parse's notation ('.' free, '#' blocked,
// rows separated by '/') of up to MaxWideCells cells.
func ParseWide(s string) (WideBoard, error) {
	h, w, free, err := parseCells(s, MaxWideCells)
	if err != nil {
		return WideBoard{}, err
	}
	b := WideBoard{h: uint8(h), w: uint8(w)}
	for _, i := range free {
		b.free = b.free.or(bit128(i))
	}
	return b, nil
}

// Widen returns b as a WideBoard.
func Widen(b Board) WideBoard {
	return WideBoard{h: b.h, w: b.w, free: u128{lo: b.free}, canon: b.canon}
}

// Narrow returns b as a Board when its box has at most MaxCells cells.
func (b WideBoard) Narrow() (Board, bool) {
	if int(b.h)*int(b.w) > MaxCells {
		return Board{}, false
	}
	return Board{h: b.h, w: b.w, free: b.free.lo, canon: b.canon}, true
}

// String returns the board in Parse's notation.
func (b WideBoard) String() string { return boardString(b) }

// Dims returns the board's height and width.
func (b WideBoard) Dims() (h, w int) { return int(b.h), int(b.w) }

// Free reports whether cell (r, c) is free.
func (b WideBoard) Free(r, c int) bool {
	if r < 0 || c < 0 || r >= int(b.h) || c >= int(b.w) {
		return false
	}
	return b.free.has(r*int(b.w) + c)
}

// Cells returns the number of free cells.
func (b WideBoard) Cells() int { return b.free.onesCount() }

// u128 is a 128-bit set of cells: bit i of lo for i < 64, bit i − 64 of
// hi for the others.
type u128 struct{ lo, hi uint64 }

func bit128(i int) u128 {
	if i < 64 {
		return u128{lo: 1 << i}
	}
	return u128{hi: 1 << (i - 64)}
}

func fullU128(n int) u128 {
	if n <= 64 {
		return u128{lo: full(n)}
	}
	return u128{lo: ^uint64(0), hi: full(n - 64)}
}

func (x u128) and(y u128) u128    { return u128{x.lo & y.lo, x.hi & y.hi} }
func (x u128) or(y u128) u128     { return u128{x.lo | y.lo, x.hi | y.hi} }
func (x u128) andNot(y u128) u128 { return u128{x.lo &^ y.lo, x.hi &^ y.hi} }
func (x u128) xor(y u128) u128    { return u128{x.lo ^ y.lo, x.hi ^ y.hi} }
func (x u128) isZero() bool       { return x.lo|x.hi == 0 }
func (x u128) onesCount() int     { return bits.OnesCount64(x.lo) + bits.OnesCount64(x.hi) }
func (x u128) has(i int) bool     { return !x.and(bit128(i)).isZero() }

// lowest is the set's lowest cell alone.
func (x u128) lowest() u128 {
	if x.lo != 0 {
		return u128{lo: x.lo & -x.lo}
	}
	return u128{hi: x.hi & -x.hi}
}

// trailingZeros is the index of the lowest cell (128 for the empty set).
func (x u128) trailingZeros() int {
	if x.lo != 0 {
		return bits.TrailingZeros64(x.lo)
	}
	return 64 + bits.TrailingZeros64(x.hi)
}

// highest is the index of the highest cell (−1 for the empty set).
func (x u128) highest() int {
	if x.hi != 0 {
		return 127 - bits.LeadingZeros64(x.hi)
	}
	return 63 - bits.LeadingZeros64(x.lo)
}

func (x u128) shl(n uint) u128 {
	switch {
	case n == 0:
		return x
	case n >= 128:
		return u128{}
	case n >= 64:
		return u128{hi: x.lo << (n - 64)}
	}
	return u128{lo: x.lo << n, hi: x.hi<<n | x.lo>>(64-n)}
}

func (x u128) shr(n uint) u128 {
	switch {
	case n == 0:
		return x
	case n >= 128:
		return u128{}
	case n >= 64:
		return u128{lo: x.hi >> (n - 64)}
	}
	return u128{lo: x.lo>>n | x.hi<<(64-n), hi: x.hi >> n}
}

// less orders sets as 128-bit numbers.
func (x u128) less(y u128) bool { return x.hi < y.hi || x.hi == y.hi && x.lo < y.lo }

// reverse is the set's cells i → n−1−i of an n-cell box (n ≤ 128).
func (x u128) reverse(n int) u128 {
	r := u128{lo: bits.Reverse64(x.hi), hi: bits.Reverse64(x.lo)} // i → 127 − i
	return r.shr(uint(128 - n))
}

// wideMasks are an h×w box's cells: all of them, the ones not in the
// last column, not in the first.
type wideMasks struct{ all, notLast, notFirst u128 }

var wideMaskCache sync.Map // h<<8 | w → *wideMasks

func wideMasksOf(h, w uint8) *wideMasks {
	k := int(h)<<8 | int(w)
	if m, ok := wideMaskCache.Load(k); ok {
		return m.(*wideMasks)
	}
	m := &wideMasks{all: fullU128(int(h) * int(w))}
	for r := 0; r < int(h); r++ {
		for c := 0; c < int(w); c++ {
			if c < int(w)-1 {
				m.notLast = m.notLast.or(bit128(r*int(w) + c))
			}
			if c > 0 {
				m.notFirst = m.notFirst.or(bit128(r*int(w) + c))
			}
		}
	}
	v, _ := wideMaskCache.LoadOrStore(k, m)
	return v.(*wideMasks)
}

// wideDominoes[h][w] lists the dominoes of an h×w box of more than 64
// cells in Game's order (nearest the centre first; dominoes): filled on
// first use.
var wideDominoes [MaxWideCells + 1][MaxWideCells + 1]atomic.Pointer[[]u128]

func wideDominoesOf(h, w uint8) []u128 {
	if p := wideDominoes[h][w].Load(); p != nil {
		return *p
	}
	pairs := dominoPairs(int(h), int(w))
	ms := make([]u128, len(pairs))
	for i, p := range pairs {
		ms[i] = bit128(p[0]).or(bit128(p[1]))
	}
	wideDominoes[h][w].Store(&ms)
	return ms
}
