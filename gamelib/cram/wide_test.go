package cram

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// toBig is x as a big.Int.
func toBig(x u128) *big.Int {
	b := new(big.Int).SetUint64(x.hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(x.lo))
}

// TestU128 checks the 128-bit operations against math/big on random
// sets, sparse and dense, and every shift.
func TestU128(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	for range 2000 {
		x := u128{lo: r.Uint64() & r.Uint64(), hi: r.Uint64() & r.Uint64()}
		if r.IntN(3) == 0 {
			x.hi = 0
		}
		n := uint(r.IntN(130))
		if got, want := toBig(x.shl(n)), new(big.Int).And(new(big.Int).Lsh(toBig(x), n), mask); got.Cmp(want) != 0 {
			t.Fatalf("%x << %d = %x, want %x", toBig(x), n, got, want)
		}
		if got, want := toBig(x.shr(n)), new(big.Int).Rsh(toBig(x), n); got.Cmp(want) != 0 {
			t.Fatalf("%x >> %d = %x, want %x", toBig(x), n, got, want)
		}
		if x.isZero() {
			continue
		}
		if lo := x.trailingZeros(); toBig(x.lowest()).Cmp(new(big.Int).Lsh(big.NewInt(1), uint(lo))) != 0 || toBig(x).Bit(lo) != 1 || x.highest() != toBig(x).BitLen()-1 {
			t.Fatalf("%x: lowest %x, trailing zeros %d, highest %d", toBig(x), toBig(x.lowest()), lo, x.highest())
		}
		if x.onesCount() != popBig(toBig(x)) {
			t.Fatalf("%x: %d ones", toBig(x), x.onesCount())
		}
		size := 1 + r.IntN(128)
		y := x.and(fullU128(size))
		rev := y.reverse(size)
		for i := range size {
			if y.has(i) != rev.has(size-1-i) {
				t.Fatalf("%x reversed in %d cells: %x", toBig(y), size, toBig(rev))
			}
		}
	}
}

func popBig(b *big.Int) int {
	n := 0
	for i := range b.BitLen() {
		n += int(b.Bit(i))
	}
	return n
}

// randomWide is a board of a random box of 65 … 128 cells with about
// cells free cells, scattered or in a blob.
func randomWide(r *rand.Rand, cells int) WideBoard {
	for {
		h := 1 + r.IntN(16)
		w := 1 + r.IntN(128/h)
		if h*w <= MaxCells {
			continue
		}
		b := WideBoard{h: uint8(h), w: uint8(w)}
		if r.IntN(2) == 0 { // scattered
			for b.Cells() < cells {
				b.free = b.free.or(bit128(r.IntN(h * w)))
			}
			return b
		}
		// a blob: a random walk from a random cell
		i := r.IntN(h * w)
		for b.Cells() < cells {
			b.free = b.free.or(bit128(i))
			switch r.IntN(4) {
			case 0:
				if i%w+1 < w {
					i++
				}
			case 1:
				if i%w > 0 {
					i--
				}
			case 2:
				if i+w < h*w {
					i += w
				}
			default:
				if i >= w {
					i -= w
				}
			}
		}
		return b
	}
}

// TestWideAgainstPlain checks WideGame's search (Nimber, Outcome, one
// and two workers) against the plain memoised search on WideGame's own
// moves (decomp.PlainNimber, which knows neither components nor keys nor
// known nimbers) on random boards of boxes of more than 64 cells: sparse
// ones, which split into regions of small boxes (Game's), and staircases
// across the whole box (one region of a wide box).
func TestWideAgainstPlain(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(5, 7))
	n := 300
	if testing.Short() {
		n = 60
	}
	for k := range n {
		b := randomWide(r, 4+r.IntN(13))
		if k%2 == 0 {
			b = staircase(r)
		}
		want, err := decomp.PlainNimber(ctx, WideGame{}, b)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			opt := &decomp.Options{TTMem: decomp.MinTTMem, Workers: workers}
			v, _, err := decomp.Nimber(ctx, WideGame{}, b, opt)
			if err != nil || v != want {
				t.Fatalf("%v: nimber %d, %v; plain %d", b, v, err, want)
			}
			o, _, err := decomp.Outcome(ctx, WideGame{}, b, opt)
			if err != nil || (o == gamelib.P) != (want == 0) {
				t.Fatalf("%v: outcome %v, %v; plain nimber %d", b, o, err, want)
			}
		}
	}
}

// staircase is a board whose free cells are a monotone path from the
// top left to the bottom right of a box of more than 64 cells, plus a few
// cells beside it: one region whose box is wide (WideGame's own
// components and keys, not Game's).
func staircase(r *rand.Rand) WideBoard {
	boxes := [][2]int{{8, 9}, {9, 8}, {5, 13}, {13, 5}, {4, 17}, {17, 4}} // paths of 16 to 20 cells
	hw := boxes[r.IntN(len(boxes))]
	h, w := hw[0], hw[1]
	b := WideBoard{h: uint8(h), w: uint8(w)}
	i, j := 0, 0
	for {
		b.free = b.free.or(bit128(i*w + j))
		if i == h-1 && j == w-1 {
			break
		}
		if j == w-1 || i < h-1 && r.IntN(2) == 0 {
			i++
		} else {
			j++
		}
		if r.IntN(6) == 0 && i > 0 && j+1 < w {
			b.free = b.free.or(bit128((i-1)*w + j + 1)) // a cell beside the path
		}
	}
	return b
}

// TestWideCanonical: the 8 images of a board of more than 64 cells
// cropped to its box (a random blob touching its four sides, or a
// random set of cells with its corners free) have one canonical form,
// whose box has height at most its width and which is one of them.
func TestWideCanonical(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 13))
	for range 500 {
		b := randomWide(r, 8+r.IntN(40))
		h, w := int(b.h), int(b.w)
		b.free = b.free.or(bit128(0)).or(bit128(w - 1)).or(bit128((h - 1) * w)).or(bit128(h*w - 1))
		want := wideCanonical(b)
		if want.h > want.w || !want.canon {
			t.Fatalf("%v: canonical %v (%d×%d)", b, want, want.h, want.w)
		}
		found := false
		for _, img := range wideImages(b) {
			got := wideCanonical(img)
			if got != want {
				t.Fatalf("%v: canonical %v; its image %v: %v", b, want, img, got)
			}
			if img.h == want.h && img.w == want.w && img.free == want.free {
				found = true
			}
		}
		if !found {
			t.Fatalf("%v: canonical %v is none of its images", b, want)
		}
		// The key means what WideGame.KeyScheme says.
		var cs [][2]int
		for r := range h {
			for c := range w {
				if b.Free(r, c) {
					cs = append(cs, [2]int{r, c})
				}
			}
		}
		if k := (WideGame{}).AppendKey(nil, b); shape(decodeKey(t, k)) != shape(cs) {
			t.Fatalf("%v: key %x decoded as KeyScheme says is another shape", b, k)
		}
	}
}

// wideImages are b's 8 images under the square's symmetries, built cell
// by cell with no code of wideCanonical's.
func wideImages(b WideBoard) []WideBoard {
	h, w := int(b.h), int(b.w)
	var out []WideBoard
	for t := range 8 {
		hh, ww := h, w
		if t >= 4 {
			hh, ww = w, h
		}
		img := WideBoard{h: uint8(hh), w: uint8(ww)}
		for r := range h {
			for c := range w {
				if !b.Free(r, c) {
					continue
				}
				rr, cc := r, c
				if t&1 != 0 {
					rr = h - 1 - r
				}
				if t&2 != 0 {
					cc = w - 1 - c
				}
				if t >= 4 {
					rr, cc = cc, rr
				}
				img.free = img.free.or(bit128(rr*ww + cc))
			}
		}
		out = append(out, img)
	}
	return out
}

// TestWideAgainstNarrow: a wide board whose free cells fit in a box of
// at most 64 cells is the Board of those cells: the two games agree on
// random such boards (the pattern placed anywhere in a box of more than
// 64 cells), and on every rectangle to 64 cells (WideGame hands them to
// Game) to 5×6.
func TestWideAgainstNarrow(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(9, 9))
	for range 100 {
		nb, _ := Rect(2+r.IntN(5), 2+r.IntN(6))
		for nb.Cells() > 8+r.IntN(14) {
			nb.free &^= 1 << r.IntN(int(nb.h)*int(nb.w))
		}
		want, _, err := Nimber(ctx, nb, &decomp.Options{TTMem: decomp.MinTTMem})
		if err != nil {
			t.Fatal(err)
		}
		H, W := 9+r.IntN(4), 8+r.IntN(3) // 72 … 120 cells
		r0, c0 := r.IntN(H-int(nb.h)+1), r.IntN(W-int(nb.w)+1)
		wb := WideBoard{h: uint8(H), w: uint8(W)}
		for i := range int(nb.h) {
			for j := range int(nb.w) {
				if nb.Free(i, j) {
					wb.free = wb.free.or(bit128((r0+i)*W + c0 + j))
				}
			}
		}
		if v, _, err := NimberWide(ctx, wb, &decomp.Options{TTMem: decomp.MinTTMem}); err != nil || v != want {
			t.Fatalf("%v in %v: %d, %v; Board %d", nb, wb, v, err, want)
		}
	}
	for h := 1; h <= 5; h++ {
		for w := h; w <= 6; w++ {
			nb, _ := Rect(h, w)
			wb, _ := WideRect(h, w)
			want, _, _ := Nimber(ctx, nb, &decomp.Options{TTMem: 1 << 20})
			if v, _, err := NimberWide(ctx, wb, &decomp.Options{TTMem: 1 << 20}); err != nil || v != want {
				t.Errorf("%d×%d: wide %d, %v; Board %d", h, w, v, err, want)
			}
		}
	}
}

// TestWideRectangles: beyond 64 cells, strips are Dawson's Kayles (from
// the heap engine) to 1×128, the even×even rectangles (6×12, 6×14 and
// 8×16 among them; Beling's table's 6×12 and 6×14 are 0) are 0 at once,
// the even×odd ones N at once (6×11, 7×10, 5×14: "?" in Beling's table
// for the nimber), and 2×n has nimber n mod 2 for 33 ≤ n ≤ 45 (computed:
// an observation extended, proven for even n by the symmetry); refusals
// and bad input.
func TestWideRectangles(t *testing.T) {
	ctx := context.Background()
	dawson, _ := octal.DawsonsKayles().Values16(MaxWideCells, nil)
	for n := 65; n <= MaxWideCells; n++ {
		b, _ := WideRect(1, n)
		if v, st, err := NimberWide(ctx, b, nil); err != nil || v != int(dawson[n]) || st.Nodes != 0 {
			t.Errorf("1×%d: %d (%d nodes), %v; Dawson's Kayles %d", n, v, st.Nodes, err, dawson[n])
		}
	}
	for _, hw := range [][2]int{{6, 12}, {6, 14}, {8, 16}, {2, 64}, {4, 32}} {
		b, _ := WideRect(hw[0], hw[1])
		if v, st, err := NimberWide(ctx, b, nil); err != nil || v != 0 || st.Nodes != 0 {
			t.Errorf("%v: %d (%d nodes), %v; want 0 at once", hw, v, st.Nodes, err)
		}
	}
	for _, hw := range [][2]int{{6, 11}, {7, 10}, {5, 14}, {6, 13}, {7, 12}, {3, 40}} {
		b, _ := WideRect(hw[0], hw[1])
		if EstimateWideOutcomeWork(b) != stepsPerNode {
			t.Errorf("%v: outcome estimate %.3g", hw, EstimateWideOutcomeWork(b))
		}
		if o, st, err := OutcomeWide(ctx, b, &decomp.Options{TTMem: decomp.MinTTMem}); err != nil || o != gamelib.N || st.Nodes > 1 {
			t.Errorf("%v: %v (%d nodes), %v; want N at once", hw, o, st.Nodes, err)
		}
	}
	top := 45
	if testing.Short() {
		top = 37
	}
	for n := 33; n <= top; n++ {
		b, _ := WideRect(2, n)
		if v, _, err := NimberWide(ctx, b, &decomp.Options{TTMem: 16 << 20}); err != nil || v != n%2 {
			t.Errorf("2×%d: %d, %v; want %d", n, v, err, n%2)
		}
	}
	b, _ := WideRect(9, 9)
	if _, _, err := NimberWide(gamelib.WithLimits(ctx, gamelib.Limits{Work: 1e9}), b, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("9×9: %v, want a refusal", err)
	}
	for _, s := range []string{"12x11", "0x70", "1x129", "x"} {
		if _, err := ParseWideRect(s); err == nil {
			t.Errorf("ParseWideRect(%q): no error", s)
		}
	}
	if _, err := ParseWide("..../..x."); err == nil {
		t.Error("ParseWide: a bad character accepted")
	}
	s := strings.TrimSuffix(strings.Repeat("....#...../", 8), "/")
	if b, err := ParseWide(s); err != nil || b.Cells() != 72 || b.String() != s {
		t.Errorf("ParseWide(%q): %v, %v", s, b, err)
	}
}

// TestMovesWide checks MovesWide, Move.PlayWide, OptionNimbersWide and
// OptionOutcomesWide against WideGame.Options and the plain search of
// each option, on staircases and sparse boards of boxes of more than 64
// cells, and on boards of at most 64 (Moves' order); a region from
// Regions played is no longer marked canonical.
func TestMovesWide(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(21, 22))
	check := func(b WideBoard) {
		opts := WideGame{}.Options(b, nil)
		moves := MovesWide(b)
		if len(moves) != len(opts) {
			t.Fatalf("%v: %d moves, %d options", b, len(moves), len(opts))
		}
		opt := &decomp.Options{TTMem: decomp.MinTTMem, Workers: 1 + r.IntN(2)}
		vals, _, err := OptionNimbersWide(ctx, b, opt)
		if err != nil {
			t.Fatal(err)
		}
		outs, _, err := OptionOutcomesWide(ctx, b, opt)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range moves {
			after, ok := m.PlayWide(b)
			if !ok || after != opts[i] {
				t.Fatalf("%v: move %v plays to %v, %v; option %d is %v", b, m, after, ok, i, opts[i])
			}
			if _, ok := m.PlayWide(after); ok {
				t.Fatalf("%v: move %v plays twice", b, m)
			}
			plain, err := decomp.PlainNimber(ctx, WideGame{}, after)
			if err != nil {
				t.Fatal(err)
			}
			if vals[i] != plain || outs[i] != gamelib.OutcomeOf(plain) {
				t.Fatalf("%v: move %v leaves nimber %d, outcome %v; plain %d", b, m, vals[i], outs[i], plain)
			}
		}
	}
	for k := range 40 {
		if k%2 == 0 {
			check(staircase(r))
		} else {
			check(randomWide(r, 4+r.IntN(9)))
		}
	}
	nb := MustParse("..#./..../....")
	check(Widen(nb))
	if got, want := fmt.Sprint(MovesWide(Widen(nb))), fmt.Sprint(Moves(nb)); got != want {
		t.Errorf("MovesWide of a Board: %s, Moves %s", got, want)
	}
	// 2×n, n odd: the winning moves are exactly the n vertical dominoes
	// (notebook 09's observation, there to n = 25), checked on 2×33.
	b, _ := WideRect(2, 33)
	outs, _, err := OptionOutcomesWide(ctx, b, &decomp.Options{TTMem: 16 << 20})
	if err != nil {
		t.Fatal(err)
	}
	vertical := 0
	for i, m := range MovesWide(b) {
		if (outs[i] == gamelib.P) != (m.C1 == m.C2) {
			t.Errorf("2×33: move %v leaves %v", m, outs[i])
		}
		if m.C1 == m.C2 {
			vertical++
		}
	}
	if vertical != 33 {
		t.Errorf("2×33: %d vertical dominoes", vertical)
	}
	// Regions' canonical forms played are searched as boards again.
	for _, reg := range Regions(MustParse("...#../...#.."), nil) {
		for _, m := range Moves(reg) {
			after, _ := m.Play(reg)
			if after.canon {
				t.Fatalf("%v played %v: still marked canonical", reg, m)
			}
			v, _, err := Nimber(ctx, after, &decomp.Options{TTMem: decomp.MinTTMem})
			if p, _ := decomp.PlainNimber(ctx, Game{}, after); err != nil || v != p {
				t.Fatalf("%v: %d, %v; plain %d", after, v, err, p)
			}
		}
	}
}

// TestWideReduce: the 128-bit simplifications (stars, bridges) are
// Game's, cell for cell: on random boards of boxes of at most 64 cells
// (widened), and on such patterns placed anywhere in a box of 65 to 128
// cells, across the two words, where they must give the placed pattern's
// reduction; and the value is kept (plain search) on random sparse
// boards of wide boxes.
func TestWideReduce(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(31, 37))
	changed := 0
	for range 2000 {
		h := 1 + r.IntN(8)
		w := 1 + r.IntN(64/h)
		nb, _ := Rect(h, w)
		nb.free &= r.Uint64() | r.Uint64() // about three quarters free
		want := reduce(nb.free, uint(w), masks[h][w])
		if want != nb.free {
			changed++
		}
		if got := wideReduce(Widen(nb).free, uint(w), wideMasksOf(uint8(h), uint8(w))); got != (u128{lo: want}) {
			t.Fatalf("%v: wideReduce %x:%x, reduce %x", nb, got.hi, got.lo, want)
		}
		W := max(w, 8+r.IntN(3))
		lo, hi := max(h, 64/W+1), 128/W // H×W of 65 to 128 cells
		if lo > hi {
			continue
		}
		H := lo + r.IntN(hi-lo+1)
		r0, c0 := r.IntN(H-h+1), r.IntN(W-w+1)
		place := func(f uint64) u128 {
			var x u128
			for i := range h {
				for j := range w {
					if f>>(i*w+j)&1 == 1 {
						x = x.or(bit128((r0+i)*W + c0 + j))
					}
				}
			}
			return x
		}
		if got := wideReduce(place(nb.free), uint(W), wideMasksOf(uint8(H), uint8(W))); got != place(want) {
			t.Fatalf("%v placed at (%d, %d) in %d×%d: reduced to %x:%x, want %x:%x", nb, r0, c0, H, W, got.hi, got.lo, place(want).hi, place(want).lo)
		}
	}
	if changed < 200 {
		t.Errorf("only %d of 2000 random boards were simplified", changed)
	}
	for range 100 {
		b := randomWide(r, 10+r.IntN(9))
		red := b
		red.free = wideReduce(b.free, uint(b.w), wideMasksOf(b.h, b.w))
		want, err := decomp.PlainNimber(ctx, WideGame{}, b)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := decomp.PlainNimber(ctx, WideGame{}, red); err != nil || got != want {
			t.Fatalf("%v reduced to %v: plain nimber %d, %v; the board's %d", b, red, got, err, want)
		}
	}
}
