package cram

import (
	"cmp"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

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

// Options appends the boards one domino away from b, the dominoes
// nearest the centre of the box first (Manhattan distance of the
// domino's centre; after igs's Cram2ColumnsMovesIterator, which puts the
// moves of the two middle columns first: a domino there splits the
// board, the likeliest good moves, and the engine keeps this order
// among options of equal cost). On Cram 5×7 this order cut the nodes
// from 900k to 282k. The dominoes of each box are sorted once
// (dominoes), so a call is one test a domino of the box: O(h·w), at
// most 112 dominoes.
func (Game) Options(b Board, dst []Board) []Board {
	f := b.free
	for _, m := range dominoes(b.h, b.w) {
		if f&m == m {
			dst = append(dst, Board{h: b.h, w: b.w, free: f &^ m})
		}
	}
	return dst
}

// dominoOrder[h][w] lists the dominoes of an h×w box as bitboards of
// their two cells, by the distance in half cells, along the rows and the
// columns, of the domino's centre from the box's centre; dominoes at
// equal distance in the order horizontal then vertical, each by its
// lowest cell. Filled on first use of a box.
var dominoOrder [MaxCells + 1][MaxCells + 1]atomic.Pointer[[]uint64]

// dominoes returns dominoOrder[h][w], computing it on first use.
func dominoes(h, w uint8) []uint64 {
	if p := dominoOrder[h][w].Load(); p != nil {
		return *p
	}
	pairs := dominoPairs(int(h), int(w))
	ms := make([]uint64, len(pairs))
	for i, p := range pairs {
		ms[i] = 1<<p[0] | 1<<p[1]
	}
	dominoOrder[h][w].Store(&ms)
	return ms
}

// dominoPairs lists the dominoes of an h×w box as their two cells
// (r·w + c), by the distance in half cells, along the rows and the
// columns, of the domino's centre from the box's centre; dominoes at
// equal distance in the order horizontal then vertical, each by its
// lowest cell (the order of Game's and WideGame's options). O(h·w·log).
func dominoPairs(h, w int) [][2]int {
	H, W := uint(h), uint(w)
	type dom struct {
		key  uint
		pair [2]int
	}
	var ds []dom
	for i := uint(0); i < H*W; i++ {
		r2, c2 := 2*(i/W), 2*(i%W)
		if i%W+1 < W {
			ds = append(ds, dom{absDiff(r2, H-1) + absDiff(c2+1, W-1), [2]int{int(i), int(i) + 1}})
		}
	}
	for i := uint(0); i+W < H*W; i++ {
		r2, c2 := 2*(i/W), 2*(i%W)
		ds = append(ds, dom{absDiff(r2+1, H-1) + absDiff(c2, W-1), [2]int{int(i), int(i + W)}})
	}
	slices.SortStableFunc(ds, func(a, b dom) int { return cmp.Compare(a.key, b.key) })
	pairs := make([][2]int, len(ds))
	for i, d := range ds {
		pairs[i] = d.pair
	}
	return pairs
}

func absDiff(a, b uint) uint {
	if a > b {
		return a - b
	}
	return b - a
}

// Components appends the components of b, each in canonical form: its
// 4-connected regions of free cells after three simplifications that
// keep the value, with a lone cell (it takes no domino) dropped and two
// equal components dropped together (G + G = 0). O(cells · (rows + 8)).
//
// The simplifications are those of Beling's igs (github.com/beling/
// impartial-games, games/cram: "reduced stars", "bridges" and the
// split's forbidden horizontal moves; Beling and Rogalski, "On pruning
// search trees of impartial games", AI 283, 2020), proved here:
//
//   - Stars: if two tufts (cells with one free neighbour) t₁, t₂ share
//     their neighbour s, removing t₂ keeps the value. A domino on t₁s
//     or t₂s leaves the same position up to a dead lone cell, a domino
//     on s and another cell leaves both tufts dead, and every other move
//     keeps the pattern (by induction on the free cells).
//
//   - Bridges: a cell x that is neither a tuft nor a tuft's neighbour,
//     and all of whose neighbours are tufts' neighbours, can be removed.
//     A domino on x and a neighbour sᵢ (with tuft tᵢ) leaves the
//     position the domino tᵢsᵢ leaves, less x (by induction x is again
//     removable there, or dead), a move that exists without x; every
//     other move keeps x removable.
//
//   - Twins (igs's Cram::forbidden_horizontal_moves, used in its
//     split): in a 2×2 block of free cells a b / c d where a and d have
//     no free neighbour outside the block (or b and c), the edges a–b
//     and c–d may be removed, and the region split where that cuts it.
//     Cram is Arc Kayles on the cells' adjacency graph; there the twins
//     x = a, y = d (not adjacent, both with the neighbours u = b, v = c
//     alone) keep their value when the edges x–u and y–v go: a move on
//     x–u leaves y hanging on v, as the move y–u, which stays, leaves x;
//     likewise y–v and x–v; a move that removes u (or v) leaves x and y
//     both hanging on v, a star of two tufts (above) whose value is that
//     of x alone hanging on v, what the cut graph leaves; every other
//     move keeps the pattern (by induction on the free cells). Blocks
//     that qualify never share a twin, so all are cut at once.
//
// Stars and bridges are applied until neither changes the board, then
// the twins' edges are cut (twinCuts: on the reduced board); every board
// of up to 12 cells and random larger ones check the result against
// PlainNimber (TestAllSmallBoards, TestRectangles, TestReduce), and the
// regions against a cell-by-cell search (TestComponents).
func (Game) Components(b Board, dst []Board) []Board {
	if b.canon {
		return append(dst, b)
	}
	start := len(dst)
	w := uint(b.w)
	m := masks[b.h][b.w]
	free := reduce(b.free, w, m)
	cut := twinCuts(free, w, m)
	rest := free
	for rest != 0 {
		var c uint64
		if cut == 0 {
			c = region(rest&-rest, free, w, m)
		} else {
			c = regionCut(rest&-rest, free, cut, w, m)
		}
		rest &^= c
		if c&(c-1) == 0 {
			continue // a lone cell
		}
		cb := domino
		if c&(c-1)&(c-2) != 0 { // not two cells: a domino, the commonest
			cb = canonical(b.h, b.w, c)
		}
		dup := false
		for i := start; i < len(dst); i++ {
			if dst[i] == cb { // G + G = 0: both go
				dst[i] = dst[len(dst)-1]
				dst = dst[:len(dst)-1]
				dup = true
				break
			}
		}
		if !dup {
			dst = append(dst, cb)
		}
	}
	return dst
}

// Regions appends b's 4-connected regions of at least two free cells, in
// canonical form, in the order of their lowest cell, with none of the
// simplifications of Components (which may drop or cancel regions): the
// regions a reader sees on the board. O(cells · regions).
func Regions(b Board, dst []Board) []Board {
	w := uint(b.w)
	m := masks[b.h][b.w]
	rest := b.free
	for rest != 0 {
		c := region(rest&-rest, b.free, w, m)
		rest &^= c
		if c&(c-1) != 0 {
			dst = append(dst, canonical(b.h, b.w, c))
		}
	}
	return dst
}

// domino is the canonical form of every region of two cells.
var domino = Board{h: 1, w: 2, free: 3, canon: true}

// region returns the 4-connected region of the free cells f of a box of
// width w that holds the cells c: a flood fill, two steps a test for
// the end, O(diameter) word operations.
func region(c, f uint64, w uint, m boxMasks) uint64 {
	for {
		n := (c | c<<1&m.notFirst | c>>1&m.notLast | c<<w | c>>w) & f
		n = (n | n<<1&m.notFirst | n>>1&m.notLast | n<<w | n>>w) & f
		if n == c {
			return c
		}
		c = n
	}
}

// regionCut is region with the edge between each cell of cut and its
// right neighbour removed (twinCuts).
func regionCut(c, f, cut uint64, w uint, m boxMasks) uint64 {
	for {
		n := (c | (c&^cut)<<1&m.notFirst | c>>1&m.notLast&^cut | c<<w | c>>w) & f
		if n == c {
			return c
		}
		c = n
	}
}

// twinCuts returns the cells of f whose edge to their right neighbour
// may be removed (Components' third simplification): in a 2×2 block of
// free cells, the top-left and bottom-left cells when the block's top-
// left and bottom-right cells, or its top-right and bottom-left ones,
// have no free neighbour outside the block. O(1) word operations.
func twinCuts(f uint64, w uint, m boxMasks) uint64 {
	dn, up, rt, lf := freeNeighbours(f, w, m)
	tl := rt & (rt >> w) // top-left cells of 2×2 blocks
	if tl == 0 {
		return 0
	}
	p := tl &^ lf &^ up &^ ((rt | dn) >> (w + 1))   // a and d the twins
	p |= tl &^ ((up | rt) >> 1) &^ ((lf | dn) >> w) // b and c the twins
	return p | p<<w
}

// reduce applies the simplifications of Components (stars, bridges) to
// the free cells f of a box of width w until they change nothing.
func reduce(f uint64, w uint, m boxMasks) uint64 {
	for {
		g := reduceOnce(f, w, m)
		if g == f {
			return f
		}
		f = g
	}
}

// freeNeighbours returns the cells of f with a free neighbour below,
// above, to the right and to the left, in a box of width w.
func freeNeighbours(f uint64, w uint, m boxMasks) (dn, up, rt, lf uint64) {
	return f & (f >> w), f & (f << w), f & (f & m.notFirst >> 1), f & (f & m.notLast << 1)
}

func reduceOnce(f uint64, w uint, m boxMasks) uint64 {
	dn, up, rt, lf := freeNeighbours(f, w, m)
	two := dn&up | dn&rt | dn&lf | up&rt | up&lf | rt&lf
	tufts := (dn ^ up ^ rt ^ lf) &^ two
	// Tufts whose neighbour (the star's centre) is already some tuft's
	// neighbour go. Two tufts above one centre cannot be, so the
	// directions are taken in turn.
	seen := (tufts & dn) << w
	c := (tufts & rt) << 1
	f &^= (c & seen) >> 1
	seen |= c
	c = (tufts & up) >> w
	f &^= (c & seen) << w
	seen |= c
	c = (tufts & lf) >> 1
	f &^= (c & seen) << 1
	seen |= c
	// Bridges: the other cells none of whose neighbours is another such
	// cell (all their neighbours are centres).
	x := f &^ (tufts | seen)
	x &^= x>>w | x<<w | x&m.notFirst>>1 | x&m.notLast<<1
	return f &^ x
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

// KeyScheme names the layout of AppendKey's keys for saved tables
// (decomp.KeySchemer): height, width, then the free cells as a bitboard,
// cell (r, c) at bit r·width + c, in 8 little-endian bytes. A change of
// layout needs a new name, and TestKeys decodes keys by this one.
func (Game) KeyScheme() string { return keyScheme }

const keyScheme = "cram/1: height, width, cell (r,c) at bit r*width+c of 8 little-endian bytes"

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
// It also knows the boards the second player wins by symmetry (nimber
// 0): a board invariant under the half-turn about the centre of its box
// where no domino is its own image (the centre cell, or the two centre
// cells of an odd side, not free): each move is answered by its image,
// which is free and disjoint from it. Even×even rectangles are such
// boards (the classical strategy; Gardner, Mathematical Games, 1974).
func (Game) KnownNimber(b Board) (int, bool) {
	n := int(b.h) * int(b.w)
	if b.h == 1 || b.w == 1 {
		if bits.OnesCount64(b.free) == n {
			return int(dawson()[n]), true
		}
		return 0, false
	}
	if bits.Reverse64(b.free)>>(64-n) != b.free {
		return 0, false
	}
	// The centre: a cell when both sides are odd, two cells (a domino)
	// when one is, none when both are even.
	h, w := int(b.h), int(b.w)
	var centre uint64
	switch {
	case h%2 == 1 && w%2 == 1:
		centre = 1 << (h/2*w + w/2)
	case h%2 == 1: // w even: the two middle cells of the middle row
		centre = 3 << (h/2*w + w/2 - 1)
	case w%2 == 1: // h even: the two middle cells of the middle column
		centre = 1<<((h/2-1)*w+w/2) | 1<<(h/2*w+w/2)
	}
	if centre != 0 && b.free&centre == centre {
		return 0, false
	}
	return 0, true
}

var dawson = sync.OnceValue(func() []uint16 {
	g, err := octal.DawsonsKayles().Values16(MaxCells, nil)
	if err != nil {
		panic("cram: Dawson's Kayles to 64: " + err.Error())
	}
	return g
})
