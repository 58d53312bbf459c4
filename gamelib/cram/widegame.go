package cram

import (
	"sync"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// WideGame is Cram on WideBoards for the engine of package decomp: the
// boards of up to 128 cells. A board whose box has at most 64 cells is
// Game's, converted (its options, components, simplifications, keys and
// known nimbers are Game's), so a search of a wide board pays for the
// width only on its regions of more than 64 cells, which are simplified
// as Game's (stars and bridges, on 128 bits), split by a 128-bit flood
// fill and keyed by the least of their images under the square's
// symmetries (cell by cell, O(cells) an image). The zero WideGame is
// ready to use.
type WideGame struct{}

// Options appends the boards one domino away from b, in Game's order
// (the dominoes nearest the centre first). O(dominoes of the box).
func (WideGame) Options(b WideBoard, dst []WideBoard) []WideBoard {
	if n, ok := b.Narrow(); ok {
		var buf [112]Board // the most dominoes of a box of 64 cells (8×8)
		for _, o := range (Game{}).Options(n, buf[:0]) {
			dst = append(dst, Widen(o))
		}
		return dst
	}
	for _, m := range wideDominoesOf(b.h, b.w) {
		if b.free.and(m) == m {
			dst = append(dst, WideBoard{h: b.h, w: b.w, free: b.free.andNot(m)})
		}
	}
	return dst
}

// Components appends b's components, as Game's Components: its
// 4-connected regions of free cells in canonical form, lone cells
// dropped and equal pairs cancelled; a region whose box has at most 64
// cells is handed to Game (simplified and keyed there).
// O(cells · (rows + 8)) for the wide regions.
func (WideGame) Components(b WideBoard, dst []WideBoard) []WideBoard {
	if b.canon {
		return append(dst, b)
	}
	if n, ok := b.Narrow(); ok {
		var buf [32]Board // the most regions of two cells of 64 cells
		for _, c := range (Game{}).Components(n, buf[:0]) {
			dst = append(dst, Widen(c))
		}
		return dst
	}
	start := len(dst)
	m := wideMasksOf(b.h, b.w)
	w := uint(b.w)
	free := wideReduce(b.free, w, m)
	rest := free
	for !rest.isZero() {
		c := wideRegion(rest.lowest(), free, w, m)
		rest = rest.andNot(c)
		if c.onesCount() < 2 {
			continue // a lone cell
		}
		for _, cc := range cropped(b.h, b.w, c) {
			dst = appendCancel(dst, start, cc)
		}
	}
	return dst
}

// wideReduce is reduce on 128-bit boards: Game's simplifications (stars,
// bridges; see Game.Components) of the free cells f of a box of width w,
// applied until they change nothing.
func wideReduce(f u128, w uint, m *wideMasks) u128 {
	for {
		g := wideReduceOnce(f, w, m)
		if g == f {
			return f
		}
		f = g
	}
}

// wideReduceOnce is reduceOnce on 128-bit boards, step for step.
func wideReduceOnce(f u128, w uint, m *wideMasks) u128 {
	dn := f.and(f.shr(w))
	up := f.and(f.shl(w))
	rt := f.and(f.and(m.notFirst).shr(1))
	lf := f.and(f.and(m.notLast).shl(1))
	two := dn.and(up).or(dn.and(rt)).or(dn.and(lf)).or(up.and(rt)).or(up.and(lf)).or(rt.and(lf))
	tufts := dn.xor(up).xor(rt).xor(lf).andNot(two)
	seen := tufts.and(dn).shl(w)
	c := tufts.and(rt).shl(1)
	f = f.andNot(c.and(seen).shr(1))
	seen = seen.or(c)
	c = tufts.and(up).shr(w)
	f = f.andNot(c.and(seen).shl(w))
	seen = seen.or(c)
	c = tufts.and(lf).shr(1)
	f = f.andNot(c.and(seen).shl(1))
	seen = seen.or(c)
	x := f.andNot(tufts.or(seen))
	x = x.andNot(x.shr(w).or(x.shl(w)).or(x.and(m.notFirst).shr(1)).or(x.and(m.notLast).shl(1)))
	return f.andNot(x)
}

// appendCancel appends c to dst unless an equal component is in
// dst[start:], which it then removes (G + G = 0).
func appendCancel(dst []WideBoard, start int, c WideBoard) []WideBoard {
	for i := start; i < len(dst); i++ {
		if dst[i] == c {
			dst[i] = dst[len(dst)-1]
			return dst[:len(dst)-1]
		}
	}
	return append(dst, c)
}

// wideRegion is region on 128-bit boards: the 4-connected region of the
// free cells f of a box of width w that holds the cells c.
func wideRegion(c, f u128, w uint, m *wideMasks) u128 {
	for {
		n := c.or(c.shl(1).and(m.notFirst)).or(c.shr(1).and(m.notLast)).or(c.shl(w)).or(c.shr(w)).and(f)
		if n == c {
			return c
		}
		c = n
	}
}

// cropped returns the region c of an h×w box in canonical form: cropped
// to its bounding box; when that has at most 64 cells, Game's components
// of it (simplified; they may be several, or none); else the least of
// its images (wideCanonical).
func cropped(h, w uint8, c u128) []WideBoard {
	W := int(w)
	lo, hi := c.trailingZeros(), c.highest()
	r0, r1 := lo/W, hi/W
	c0, c1 := W, -1
	for i := range int(h) * W {
		if c.has(i) {
			c0, c1 = min(c0, i%W), max(c1, i%W)
		}
	}
	hh, ww := r1-r0+1, c1-c0+1
	var out u128
	for r := range hh {
		for col := range ww {
			if c.has((r0+r)*W + c0 + col) {
				out = out.or(bit128(r*ww + col))
			}
		}
	}
	b := WideBoard{h: uint8(hh), w: uint8(ww), free: out}
	if n, ok := b.Narrow(); ok {
		var res []WideBoard
		for _, cc := range (Game{}).Components(n, nil) {
			res = append(res, Widen(cc))
		}
		return res
	}
	return []WideBoard{wideCanonical(b)}
}

// wideCanonical returns the cropped board b of more than 64 cells turned
// so that its height is at most its width, in the least of its images
// under the symmetries that keep that shape (4, or 8 for a square), as
// 128-bit numbers. O(cells) an image.
func wideCanonical(b WideBoard) WideBoard {
	h, w := int(b.h), int(b.w)
	var best u128
	first := true
	for t := range 8 {
		transpose := t >= 4
		hh, ww := h, w
		if transpose {
			hh, ww = w, h
		}
		if hh > ww {
			continue
		}
		var img u128
		for r := range h {
			for c := range w {
				if !b.free.has(r*w + c) {
					continue
				}
				rr, cc := r, c
				if t&1 != 0 {
					rr = h - 1 - r
				}
				if t&2 != 0 {
					cc = w - 1 - c
				}
				if transpose {
					rr, cc = cc, rr
				}
				img = img.or(bit128(rr*ww + cc))
			}
		}
		if first || img.less(best) {
			best, first = img, false
		}
	}
	hh, ww := min(h, w), max(h, w)
	return WideBoard{h: uint8(hh), w: uint8(ww), free: best, canon: true}
}

// AppendKey appends b's canonical key: Game's (10 bytes) for a box of
// at most 64 cells, else height, width and the 16 bytes of the canonical
// bitboard (18 bytes).
func (WideGame) AppendKey(dst []byte, b WideBoard) []byte {
	if n, ok := b.Narrow(); ok {
		return Game{}.AppendKey(dst, n)
	}
	if !b.canon {
		b = wideCanonical(b)
	}
	dst = append(dst, b.h, b.w)
	for _, x := range []uint64{b.free.lo, b.free.hi} {
		dst = append(dst, byte(x), byte(x>>8), byte(x>>16), byte(x>>24), byte(x>>32), byte(x>>40), byte(x>>48), byte(x>>56))
	}
	return dst
}

// KeyScheme names the layout of AppendKey's keys for saved tables
// (decomp.KeySchemer): Game's for a box of at most 64 cells, else height,
// width and the free cells as a 128-bit bitboard, cell (r, c) at bit
// r·width + c, in 16 little-endian bytes (the low word first).
func (WideGame) KeyScheme() string {
	return keyScheme + "; over 64 cells: height, width, bit r*width+c of 16 little-endian bytes"
}

// AppendPlainKey appends b's height, width and bitboard as they are
// (for decomp.PlainNimber).
func (WideGame) AppendPlainKey(dst []byte, b WideBoard) []byte {
	dst = append(dst, b.h, b.w)
	for _, x := range []uint64{b.free.lo, b.free.hi} {
		dst = append(dst, byte(x), byte(x>>8), byte(x>>16), byte(x>>24), byte(x>>32), byte(x>>40), byte(x>>48), byte(x>>56))
	}
	return dst
}

// MaxKeyLen is the length of the longest key, 18 bytes.
func (WideGame) MaxKeyLen() int { return 18 }

// Size is the number of free cells.
func (WideGame) Size(b WideBoard) int { return b.free.onesCount() }

// NimberBound is ⌊free cells / 2⌋ (Game's NimberBound).
func (WideGame) NimberBound(b WideBoard) int { return b.free.onesCount() / 2 }

// KnownNimber is Game's KnownNimber, on any width: a full 1×n strip is
// Dawson's Kayles at n (to 128), and a board invariant under the
// half-turn about its centre with no free central domino is 0.
func (WideGame) KnownNimber(b WideBoard) (int, bool) {
	if n, ok := b.Narrow(); ok {
		return Game{}.KnownNimber(n)
	}
	n := int(b.h) * int(b.w)
	if b.h == 1 || b.w == 1 {
		if b.free.onesCount() == n {
			return int(wideDawson()[n]), true
		}
		return 0, false
	}
	if b.free.reverse(n) != b.free {
		return 0, false
	}
	h, w := int(b.h), int(b.w)
	var centre u128
	switch {
	case h%2 == 1 && w%2 == 1:
		centre = bit128(h/2*w + w/2)
	case h%2 == 1:
		centre = bit128(h/2*w + w/2 - 1).or(bit128(h/2*w + w/2))
	case w%2 == 1:
		centre = bit128((h/2-1)*w + w/2).or(bit128(h/2*w + w/2))
	}
	if !centre.isZero() && b.free.and(centre) == centre {
		return 0, false
	}
	return 0, true
}

var wideDawson = sync.OnceValue(func() []uint16 {
	g, err := octal.DawsonsKayles().Values16(MaxWideCells, nil)
	if err != nil {
		panic("cram: Dawson's Kayles to 128: " + err.Error())
	}
	return g
})
