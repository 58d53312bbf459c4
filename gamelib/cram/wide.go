package cram

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
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
	if h < 1 || w < 1 {
		return WideBoard{}, fmt.Errorf("cram: %d×%d board: %w (sizes must be positive)", h, w, ErrBoard)
	}
	if h > MaxWideCells || w > MaxWideCells || h*w > MaxWideCells {
		return WideBoard{}, fmt.Errorf("cram: %d×%d board has %d cells: %w (at most %d cells)", h, w, h*w, ErrTooBig, MaxWideCells)
	}
	return WideBoard{h: uint8(h), w: uint8(w), free: fullU128(h * w)}, nil
}

// ParseWideRect reads "RxC" (or "R×C") as the empty rectangle, as
// ParseRect does, up to MaxWideCells cells.
func ParseWideRect(s string) (WideBoard, error) {
	r, c, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(s), "×", "x"), "x")
	if !ok {
		return WideBoard{}, fmt.Errorf("cram: board %q: %w (want RxC, e.g. 5x7)", s, ErrBoard)
	}
	h, err1 := strconv.Atoi(r)
	w, err2 := strconv.Atoi(c)
	if err1 != nil || err2 != nil {
		return WideBoard{}, fmt.Errorf("cram: board %q: %w (want RxC with whole numbers, e.g. 5x7)", s, ErrBoard)
	}
	return WideRect(h, w)
}

// ParseWide reads a board in Parse's notation ('.' free, '#' blocked,
// rows separated by '/') of up to MaxWideCells cells.
func ParseWide(s string) (WideBoard, error) {
	rows := strings.Split(s, "/")
	w := len(rows[0])
	if s == "" || w == 0 {
		return WideBoard{}, fmt.Errorf("cram: board %q: %w (empty row)", s, ErrBoard)
	}
	for _, r := range rows {
		if len(r) != w {
			return WideBoard{}, fmt.Errorf("cram: board %q: %w (rows of lengths %d and %d)", s, ErrBoard, w, len(r))
		}
	}
	h := len(rows)
	if h*w > MaxWideCells {
		return WideBoard{}, fmt.Errorf("cram: board %q is %d×%d = %d cells: %w (at most %d cells)", s, h, w, h*w, ErrTooBig, MaxWideCells)
	}
	b := WideBoard{h: uint8(h), w: uint8(w)}
	for r, row := range rows {
		for c := 0; c < w; c++ {
			switch row[c] {
			case '.':
				b.free = b.free.or(bit128(r*w + c))
			case '#':
			default:
				return WideBoard{}, fmt.Errorf("cram: board %q: %w (character %q at row %d, column %d; want '.' or '#')", s, ErrBoard, row[c], r+1, c+1)
			}
		}
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
func (b WideBoard) String() string {
	var sb strings.Builder
	for r := 0; r < int(b.h); r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		for c := 0; c < int(b.w); c++ {
			if b.Free(r, c) {
				sb.WriteByte('.')
			} else {
				sb.WriteByte('#')
			}
		}
	}
	return sb.String()
}

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
	H, W := int(h), int(w)
	type dom struct {
		key  uint
		mask u128
	}
	var ds []dom
	for i := 0; i < H*W; i++ {
		r2, c2 := uint(2*(i/W)), uint(2*(i%W))
		if i%W+1 < W {
			ds = append(ds, dom{absDiff(r2, uint(H-1)) + absDiff(c2+1, uint(W-1)), bit128(i).or(bit128(i + 1))})
		}
	}
	for i := 0; i+W < H*W; i++ {
		r2, c2 := uint(2*(i/W)), uint(2*(i%W))
		ds = append(ds, dom{absDiff(r2+1, uint(H-1)) + absDiff(c2, uint(W-1)), bit128(i).or(bit128(i + W))})
	}
	slices.SortStableFunc(ds, func(a, b dom) int { return cmp.Compare(a.key, b.key) })
	ms := make([]u128, len(ds))
	for i, d := range ds {
		ms[i] = d.mask
	}
	wideDominoes[h][w].Store(&ms)
	return ms
}
