package cram

import "math/bits"

// canonical returns the region c of an h×w box cropped to its bounding
// box, turned so that its height is at most its width, in the least of
// its images under the symmetries that keep that shape (4, or 8 for a
// square): O(rows · 8 + cells) for a square box (the transposes go cell
// by cell), O(rows · 4) otherwise.
func canonical(h, w uint8, c uint64) Board {
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
