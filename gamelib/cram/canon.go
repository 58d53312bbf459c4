package cram

import "math/bits"

// canonical returns the region c of an h×w box cropped to its bounding
// box, turned so that its height is at most its width, in the least of
// its images under the symmetries that keep that shape (4, or 8 for a
// square). The least image is the same in any layout that keeps rows in
// order and each row's cells in order (the bitboards compare row by row
// from the last, and within a row from the last column), so the images
// are built where they are cheapest:
//
//   - a box of at most 8×8 in one byte a row (stride 8): the vertical
//     flip is a byte swap, the horizontal flip a bit reversal in each
//     byte, the transpose three delta swaps; O(rows), some 60 word
//     operations for a square;
//   - a wider box (h ≤ 7 rows of more than 8 cells) in the key's own
//     layout (stride w): the half-turn is one bit reversal of the word,
//     so the identity and the vertical flip built row by row give the
//     other two; O(rows);
//   - a box of more than 8 rows (only a board of more than 8 rows, never
//     a canonical one) cell by cell, canonicalCells: O(cells).
//
// The empty region has no bounding box: its canonical form is the empty
// 0×0 board, whatever its box (every empty board is the same game, of
// no move), so its key is well defined (the key of an empty board names
// a saved table: decomp.Options.Dir); the bitboard code below would
// look up the row of bit 64.
//
// TestCanonical checks it against canonicalCells on every region of up
// to 12 cells of a box and on random regions of boxes to 64 cells.
func canonical(h, w uint8, c uint64) Board {
	if c == 0 {
		return Board{canon: true}
	}
	W := uint(w)
	rowOf := &rowOfBit[w]
	r0 := uint(rowOf[bits.TrailingZeros64(c)])
	r1 := uint(rowOf[63-bits.LeadingZeros64(c)])
	hh := r1 - r0 + 1
	if hh > 8 {
		return canonicalCells(h, w, c)
	}
	rowMask := uint64(1)<<W - 1
	c >>= r0 * W
	if W <= 8 { // rows to bytes first, then crop the columns in all at once
		p := c
		if W < 8 {
			p = 0
			for r := uint(0); r < hh; r++ {
				p |= (c >> (r * W) & rowMask) << (8 * r)
			}
		}
		cols := p | p>>32
		cols |= cols >> 16
		cols = (cols | cols>>8) & 0xFF
		c0 := uint(bits.TrailingZeros64(cols))
		return canonical8(p>>c0, hh, uint(bits.Len64(cols))-c0)
	}
	var cols uint64
	for r := uint(0); r < hh; r++ {
		cols |= c >> (r * W) & rowMask
	}
	c0 := uint(bits.TrailingZeros64(cols))
	ww := uint(64-bits.LeadingZeros64(cols)) - c0
	c >>= c0
	if ww > 8 { // hh ≤ 7 rows: stride ww
		n := hh * ww
		rm := uint64(1)<<ww - 1
		var id, fv uint64
		for r := uint(0); r < hh; r++ {
			x := c >> (r * W) & rm
			id |= x << (r * ww)
			fv |= x << ((hh - 1 - r) * ww)
		}
		s := 64 - n
		best := min(id, fv, bits.Reverse64(id)>>s, bits.Reverse64(fv)>>s)
		return Board{h: uint8(hh), w: uint8(ww), free: best, canon: true}
	}
	// Stride 8: row r in byte r.
	rm := uint64(1)<<ww - 1
	var p uint64
	for r := uint(0); r < hh; r++ {
		p |= (c >> (r * W) & rm) << (8 * r)
	}
	return canonical8(p, hh, ww)
}

// canonical8 is canonical of the hh×ww region p (hh, ww ≤ 8) in stride
// 8, row r in byte r, cropped (its first and last rows and columns not
// empty). O(rows).
func canonical8(p uint64, hh, ww uint) Board {
	if hh > ww {
		p = transpose8(p)
		hh, ww = ww, hh
	}
	best := least4x8(p, hh, ww)
	if hh == ww {
		best = min(best, least4x8(transpose8(p), hh, ww))
	}
	// Back to stride ww.
	free := best
	if ww < 8 {
		free = 0
		for r := uint(0); r < hh; r++ {
			free |= (best >> (8 * r) & 0xFF) << (r * ww)
		}
	}
	return Board{h: uint8(hh), w: uint8(ww), free: free, canon: true}
}

// rowOfBit[w][i] is the row of cell i in a box of width w: i / w,
// looked up (a division by a variable costs tens of cycles).
var rowOfBit [MaxCells + 1][MaxCells]uint8

func init() {
	for w := 1; w <= MaxCells; w++ {
		for i := 0; i < MaxCells; i++ {
			rowOfBit[w][i] = uint8(i / w)
		}
	}
}

// transpose8 transposes the 8×8 bit matrix x, row r in byte r, column c
// in bit c of it (Warren, Hacker's Delight, 7-3): three delta swaps.
func transpose8(x uint64) uint64 {
	t := (x ^ x>>7) & 0x00AA00AA00AA00AA
	x ^= t ^ t<<7
	t = (x ^ x>>14) & 0x0000CCCC0000CCCC
	x ^= t ^ t<<14
	t = (x ^ x>>28) & 0x00000000F0F0F0F0
	return x ^ t ^ t<<28
}

// least4x8 returns the least of the h×w matrix p (stride 8, h, w ≤ 8)
// and its images under the reflections in the horizontal and vertical
// axes, in stride 8. O(1).
func least4x8(p uint64, h, w uint) uint64 {
	fv := bits.ReverseBytes64(p) >> (8 * (8 - h))           // rows reversed
	fh := bits.Reverse64(bits.ReverseBytes64(p)) >> (8 - w) // each byte reversed, realigned
	both := bits.Reverse64(p) >> (8*(8-h) + (8 - w))        // the half-turn
	return min(p, fv, fh, both)
}

// canonicalCells is canonical by rows and cells, for any box: crops,
// transposes cell by cell when the region is taller than wide, and
// takes the least of the 4 (8) images row by row. O(cells + rows · 8).
func canonicalCells(h, w uint8, c uint64) Board {
	if c == 0 {
		return Board{canon: true} // as canonical
	}
	W := uint(w)
	// Rows and columns in use.
	r0 := uint(bits.TrailingZeros64(c)) / W
	r1 := uint(63-bits.LeadingZeros64(c)) / W
	rowMask := uint64(1)<<W - 1
	var cols uint64
	for r := r0; r <= r1; r++ {
		cols |= c >> (r * W) & rowMask
	}
	c0 := uint(bits.TrailingZeros64(cols))
	c1 := uint(63 - bits.LeadingZeros64(cols))
	hh, ww := r1-r0+1, c1-c0+1
	var rows [MaxCells]uint64
	for r := r0; r <= r1; r++ {
		rows[r-r0] = c >> (r*W + c0) & (uint64(1)<<ww - 1)
	}
	if hh > ww {
		transposeRows(&rows, hh, ww)
		hh, ww = ww, hh
	}
	best := least4(&rows, hh, ww)
	if hh == ww {
		transposeRows(&rows, hh, ww)
		best = min(best, least4(&rows, hh, ww))
	}
	return Board{h: uint8(hh), w: uint8(ww), free: best, canon: true}
}

// transposeRows transposes the h×w bit matrix rows (row r in rows[r],
// column c in bit c) into a w×h one.
func transposeRows(rows *[MaxCells]uint64, h, w uint) {
	var t [MaxCells]uint64
	for r := uint(0); r < h; r++ {
		x := rows[r]
		for x != 0 {
			c := uint(bits.TrailingZeros64(x))
			x &= x - 1
			t[c] |= 1 << r
		}
	}
	copy(rows[:w], t[:w])
	clear(rows[w:h])
}

// least4 returns the least bitboard of the h×w matrix rows under the
// identity and the reflections in the horizontal and vertical axes.
func least4(rows *[MaxCells]uint64, h, w uint) uint64 {
	var id, fv, fh, both uint64
	for r := uint(0); r < h; r++ {
		x := rows[r]
		rx := bits.Reverse64(x) >> (64 - w)
		id |= x << (r * w)
		fv |= x << ((h - 1 - r) * w)
		fh |= rx << (r * w)
		both |= rx << ((h - 1 - r) * w)
	}
	return min(id, fv, fh, both)
}
