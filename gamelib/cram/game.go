package cram

import (
	"math/bits"
	"sync"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// Game is Cram for the engine of package decomp: a move places a domino
// on two free cells adjacent in a row or a column; the player who cannot
// move loses. The components of a board are its 4-connected regions of
// free cells (a lone cell takes no domino and is dropped), and its key is
// the least bitboard of the region cropped to its bounding box under the
// 8 symmetries of the square (4 when the box is not square: it is turned
// so that h ≤ w). The zero Game is ready to use.
type Game struct{}

// Options appends the boards one domino away from b: O(moves).
func (Game) Options(b Board, dst []Board) []Board {
	w := uint(b.w)
	m := masks[b.h][b.w]
	hor := b.free & (b.free >> 1) & m.notLast
	for hor != 0 {
		i := bits.TrailingZeros64(hor)
		hor &= hor - 1
		dst = append(dst, Board{h: b.h, w: b.w, free: b.free &^ (3 << i)})
	}
	ver := b.free & (b.free >> w)
	for ver != 0 {
		i := uint(bits.TrailingZeros64(ver))
		ver &= ver - 1
		dst = append(dst, Board{h: b.h, w: b.w, free: b.free &^ (1<<i | 1<<(i+w))})
	}
	return dst
}

// Components appends b's regions of at least two free cells, each in
// canonical form: O(cells · (rows + 8)).
func (Game) Components(b Board, dst []Board) []Board {
	if b.canon {
		return append(dst, b)
	}
	w := uint(b.w)
	m := masks[b.h][b.w]
	rest := b.free
	for rest != 0 {
		c := rest & -rest
		for {
			n := (c | c<<1&m.notFirst | c>>1&m.notLast | c<<w | c>>w) & b.free
			if n == c {
				break
			}
			c = n
		}
		rest &^= c
		if c&(c-1) == 0 {
			continue // a lone cell
		}
		dst = append(dst, canonical(b.h, b.w, c))
	}
	return dst
}

// AppendKey appends b's canonical key: height, width and the 8 bytes of
// the canonical bitboard of its free cells (10 bytes).
func (g Game) AppendKey(dst []byte, b Board) []byte {
	if !b.canon {
		b = canonical(b.h, b.w, b.free)
	}
	f := b.free
	return append(dst, b.h, b.w, byte(f), byte(f>>8), byte(f>>16), byte(f>>24),
		byte(f>>32), byte(f>>40), byte(f>>48), byte(f>>56))
}

// AppendPlainKey appends b's height, width and bitboard as they are, with
// no symmetry (for decomp.PlainNimber).
func (Game) AppendPlainKey(dst []byte, b Board) []byte {
	f := b.free
	return append(dst, b.h, b.w, byte(f), byte(f>>8), byte(f>>16), byte(f>>24),
		byte(f>>32), byte(f>>40), byte(f>>48), byte(f>>56))
}

// MaxKeyLen is the length of every key, 10 bytes.
func (Game) MaxKeyLen() int { return 10 }

// Size is the number of free cells.
func (Game) Size(b Board) int { return bits.OnesCount64(b.free) }

// NimberBound is ⌊free cells / 2⌋, the most moves a play can last (a
// position whose plays end within h moves has nimber at most h).
func (Game) NimberBound(b Board) int { return bits.OnesCount64(b.free) / 2 }

// KnownNimber knows the strips: Cram on a 1×n strip is Dawson's Kayles
// (octal 0.07) on a heap of n, whose values come from package octal.
func (Game) KnownNimber(b Board) (int, bool) {
	if b.h != 1 && b.w != 1 {
		return 0, false
	}
	n := int(b.h) * int(b.w)
	if bits.OnesCount64(b.free) != n {
		return 0, false
	}
	return int(dawson()[n]), true
}

var dawson = sync.OnceValue(func() []uint16 {
	g, err := octal.DawsonsKayles().Values16(MaxCells, nil)
	if err != nil {
		panic("cram: Dawson's Kayles to 64: " + err.Error())
	}
	return g
})
