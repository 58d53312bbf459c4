package cram

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// bare is Cram without the optional interfaces of Game (no known
// strips, no bound, no sizes): the engine's search alone.
type bare struct{ decomp.Game[Board] }

func TestParse(t *testing.T) {
	for _, s := range []string{".", "..#./..../....", "#.#/.#.", "........"} {
		b, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if b.String() != s {
			t.Errorf("Parse(%q).String() = %q", s, b.String())
		}
	}
	b := MustParse("..#./..../....")
	if h, w := b.Dims(); h != 3 || w != 4 || b.Cells() != 11 || b.Free(0, 2) || !b.Free(2, 3) || b.Free(3, 0) {
		t.Errorf("..#./..../....: %d×%d, %d cells", h, w, b.Cells())
	}
	for _, tc := range []struct {
		s    string
		want error
	}{
		{"", ErrBoard}, {"../.", ErrBoard}, {"..x.", ErrBoard}, {"/", ErrBoard}, {"../", ErrBoard},
		{"........./........./........./........./........./........./........./.........", ErrTooBig},
	} {
		if _, err := Parse(tc.s); !errors.Is(err, tc.want) {
			t.Errorf("Parse(%q): %v, want %v", tc.s, err, tc.want)
		}
	}
	for _, hw := range [][2]int{{0, 3}, {3, -1}, {9, 8}, {1, 65}} {
		if _, err := Rect(hw[0], hw[1]); err == nil {
			t.Errorf("Rect(%d, %d): no error", hw[0], hw[1])
		}
	}
	if b, err := Rect(8, 8); err != nil || b.Cells() != 64 {
		t.Errorf("Rect(8, 8): %v, %v", b, err)
	}
	for _, s := range []string{"5x7", "5X7", "5×7"} {
		if b, err := ParseRect(s); err != nil || b != must(Rect(5, 7)) {
			t.Errorf("ParseRect(%q) = %v, %v; want the empty 5×7", s, b, err)
		}
	}
	for _, tc := range []struct {
		s    string
		want error
	}{{"5", ErrBoard}, {"5y7", ErrBoard}, {"ax7", ErrBoard}, {"5x", ErrBoard}, {"0x7", ErrBoard}, {"9x9", ErrTooBig}} {
		if _, err := ParseRect(tc.s); !errors.Is(err, tc.want) {
			t.Errorf("ParseRect(%q): %v, want %v", tc.s, err, tc.want)
		}
	}
}

func must(b Board, err error) Board {
	if err != nil {
		panic(err)
	}
	return b
}

// cellsOf returns the free cells of b as (row, column) pairs.
func cellsOf(b Board) [][2]int {
	var cs [][2]int
	h, w := b.Dims()
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			if b.Free(r, c) {
				cs = append(cs, [2]int{r, c})
			}
		}
	}
	return cs
}

// shape returns the least of the normalised cell lists of the 8 images
// of cs: a plain definition of "equal up to translation and symmetry".
func shape(cs [][2]int) string {
	best := ""
	for t := 0; t < 8; t++ {
		im := make([][2]int, len(cs))
		for i, c := range cs {
			r, k := c[0], c[1]
			if t&1 != 0 {
				r = -r
			}
			if t&2 != 0 {
				k = -k
			}
			if t&4 != 0 {
				r, k = k, r
			}
			im[i] = [2]int{r, k}
		}
		r0, k0 := 1<<30, 1<<30
		for _, c := range im {
			r0, k0 = min(r0, c[0]), min(k0, c[1])
		}
		for i := range im {
			im[i][0] -= r0
			im[i][1] -= k0
		}
		slices.SortFunc(im, func(a, b [2]int) int {
			if a[0] != b[0] {
				return a[0] - b[0]
			}
			return a[1] - b[1]
		})
		s := fmt.Sprint(im)
		if best == "" || s < best {
			best = s
		}
	}
	return best
}

// allBoards calls f for every board of every h×w box with h·w ≤ cells.
func allBoards(cells int, f func(Board)) {
	for h := 1; h <= cells; h++ {
		for w := 1; h*w <= cells; w++ {
			for m := uint64(0); m < 1<<(h*w); m++ {
				f(Board{h: uint8(h), w: uint8(w), free: m})
			}
		}
	}
}

// TestKeys checks that two connected regions have equal keys exactly when
// they are images of each other under translations and the symmetries
// of the square.
func TestKeys(t *testing.T) {
	g := Game{}
	byKey := map[string]string{}
	byShape := map[string]string{}
	allBoards(9, func(b Board) {
		comps := Regions(b, nil)
		for _, c := range comps {
			k := string(g.AppendKey(nil, c))
			s := shape(cellsOf(c))
			if old, ok := byKey[k]; ok && old != s {
				t.Fatalf("key %x for shapes %s and %s", k, old, s)
			}
			if old, ok := byShape[s]; ok && old != k {
				t.Fatalf("shape %s has keys %x and %x", s, old, k)
			}
			byKey[k], byShape[s] = s, k
			if d := shape(decodeKey(t, []byte(k))); d != s {
				t.Fatalf("key %x decoded as KeyScheme says: shape %s, want %s", k, d, s)
			}
			if k2 := string(g.AppendKey(nil, Board{h: c.h, w: c.w, free: c.free})); k2 != k {
				t.Fatalf("key of a canonical board %x, recomputed %x", k, k2)
			}
		}
		// The components are the 4-connected regions of ≥ 2 free cells.
		n := 0
		for _, c := range comps {
			n += c.Cells()
			if c.Cells() < 2 {
				t.Fatalf("%v: component %v of fewer than 2 cells", b, c)
			}
		}
		lone := 0
		for _, c := range cellsOf(b) {
			if !b.Free(c[0]-1, c[1]) && !b.Free(c[0]+1, c[1]) && !b.Free(c[0], c[1]-1) && !b.Free(c[0], c[1]+1) {
				lone++
			}
		}
		if n+lone != b.Cells() {
			t.Fatalf("%v: components hold %d cells, %d lone, of %d", b, n, lone, b.Cells())
		}
	})
	// Free polyominoes of 2, 3, 4, 5 cells: 1, 2, 5, 12 (OEIS A000105);
	// each fits a box of at most 9 cells.
	count := map[int]int{}
	for k := range byKey {
		count[bits.OnesCount64(uint64(k[2])|uint64(k[3])<<8|uint64(k[4])<<16|uint64(k[5])<<24|
			uint64(k[6])<<32|uint64(k[7])<<40|uint64(k[8])<<48|uint64(k[9])<<56)]++
	}
	for n, want := range map[int]int{2: 1, 3: 2, 4: 5, 5: 12} {
		if count[n] != want {
			t.Errorf("%d shapes of %d cells, want %d", count[n], n, want)
		}
	}
}

// decodeKey reads a key's free cells by the layout Game.KeyScheme names
// (height, width, cell (r, c) at bit r·width + c, little-endian), knowing
// nothing of the package's boards: a saved table's keys must mean what the
// scheme says.
func decodeKey(t *testing.T, k []byte) [][2]int {
	t.Helper()
	if len(k) != 2+8 && len(k) != 2+16 {
		t.Fatalf("key %x of %d bytes", k, len(k))
	}
	h, w := int(k[0]), int(k[1])
	var cs [][2]int
	for i, b := range k[2:] {
		for j := range 8 {
			if b>>j&1 == 0 {
				continue
			}
			n := 8*i + j
			if n >= h*w {
				t.Fatalf("key %x: bit %d outside its %d×%d box", k, n, h, w)
			}
			cs = append(cs, [2]int{n / w, n % w})
		}
	}
	return cs
}

// TestStrips checks Cram on a 1×n strip against Dawson's Kayles (octal
// 0.07) from package octal, by the plain search and by the engine without
// the strips' shortcut.
func TestStrips(t *testing.T) {
	want, err := octal.DawsonsKayles().Values16(MaxCells, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for n := 1; n <= MaxCells; n++ {
		b, _ := Rect(1, n)
		if v, ok := (Game{}).KnownNimber(b); !ok || v != int(want[n]) {
			t.Errorf("KnownNimber(1×%d) = %d, %v; want %d", n, v, ok, want[n])
		}
		if n > 40 {
			continue
		}
		v, _, err := decomp.Nimber(ctx, bare{Game{}}, b, &decomp.Options{TTMem: decomp.MinTTMem})
		if err != nil || v != int(want[n]) {
			t.Errorf("1×%d: nimber %d, %v; octal 0.07 says %d", n, v, err, want[n])
		}
		if n <= 20 {
			b, _ := Rect(n, 1)
			if v, err := decomp.PlainNimber(ctx, Game{}, b); err != nil || v != int(want[n]) {
				t.Errorf("%d×1 plain: %d, %v; octal 0.07 says %d", n, v, err, want[n])
			}
		}
	}
}

func check(t *testing.T, b Board, mem int64) {
	t.Helper()
	ctx := context.Background()
	want, err := decomp.PlainNimber(ctx, Game{}, b)
	if err != nil {
		t.Fatal(err)
	}
	opt := &decomp.Options{TTMem: mem}
	if v, _, err := Nimber(ctx, b, opt); err != nil || v != want {
		t.Fatalf("%v: Nimber %d, %v; plain %d", b, v, err, want)
	}
	if v, _, err := decomp.Nimber(ctx, bare{Game{}}, b, opt); err != nil || v != want {
		t.Fatalf("%v: Nimber without the optional interfaces %d, %v; plain %d", b, v, err, want)
	}
	if o, _, err := Outcome(ctx, b, opt); err != nil || o != gamelib.OutcomeOf(want) {
		t.Fatalf("%v: Outcome %v, %v; plain %d", b, o, err, want)
	}
	par := &decomp.Options{TTMem: mem, Workers: 2}
	if v, _, err := Nimber(ctx, b, par); err != nil || v != want {
		t.Fatalf("%v: Nimber with 2 workers %d, %v; plain %d", b, v, err, want)
	}
	if o, _, err := Outcome(ctx, b, par); err != nil || o != gamelib.OutcomeOf(want) {
		t.Fatalf("%v: Outcome with 2 workers %v, %v; plain %d", b, o, err, want)
	}
}

// TestAllSmallBoards checks the engine against PlainNimber on every
// board of at most 12 cells (every shape of every box of ≤ 12 cells).
func TestAllSmallBoards(t *testing.T) {
	cells := 12
	if testing.Short() {
		cells = 10
	}
	allBoards(cells, func(b Board) { check(t, b, decomp.MinTTMem) })
}

// TestRectangles checks every rectangle up to 4×4 and 3×6 against
// PlainNimber, and random boards of 3..5 × 4..6 cells with blocked cells
// (16 free cells at most, so that the plain search stays quick).
func TestRectangles(t *testing.T) {
	for h := 1; h <= 4; h++ {
		for w := 1; w <= 6; w++ {
			if h*w > 18 {
				continue
			}
			b, _ := Rect(h, w)
			check(t, b, 1<<20)
		}
	}
	r := rand.New(rand.NewPCG(23, 5))
	n := 60
	if testing.Short() {
		n = 15
	}
	for range n {
		h, w := 3+r.IntN(3), 4+r.IntN(3)
		b, _ := Rect(h, w)
		for range 1 + r.IntN(h*w/3) {
			b.free &^= 1 << r.IntN(h*w)
		}
		for b.Cells() > 16 {
			b.free &^= 1 << r.IntN(h*w)
		}
		check(t, b, decomp.MinTTMem)
	}
}

// Published nimbers of Cram on rectangles: Beling's table, README of
// github.com/beling/impartial-games ("The results obtained so far",
// Cram), computed with igs; even×even boards are 0 by the symmetry
// strategy. The ones that take more than a few seconds are only in
// bench_test.go and the report.
var published = []struct{ h, w, nimber int }{
	{4, 4, 0}, {4, 5, 2}, {4, 6, 0}, {4, 7, 3}, {4, 8, 0},
	{5, 5, 0}, {5, 6, 2},
}

func TestPublished(t *testing.T) {
	for _, p := range published {
		if testing.Short() && p.h*p.w > 25 {
			continue
		}
		b, _ := Rect(p.h, p.w)
		v, _, err := Nimber(context.Background(), b, &decomp.Options{TTMem: 64 << 20})
		if err != nil || v != p.nimber {
			t.Errorf("%d×%d: nimber %d, %v; Beling's table says %d", p.h, p.w, v, err, p.nimber)
		}
	}
}

// TestEstimateNodes checks EstimateWork's model of the nodes against the
// rectangles measured (anchors), each left out in turn and estimated from
// the others: within a factor of 6 when it lies between two of them,
// within 25 when it is extrapolated, as the doc comment says; and the
// fitted growths the doc comment states.
func TestEstimateNodes(t *testing.T) {
	for m := 2; m < len(anchors); m++ {
		a := anchors[m]
		for i, p := range a {
			if e := estimateNodes(m, p.cells); math.Abs(e/p.nodes-1) > 1e-9 {
				t.Errorf("m = %d, %d cells: estimate %.4g, measured %.4g", m, p.cells, e, p.nodes)
			}
			if len(a) < 2 {
				continue
			}
			rest := slices.Clone(anchors[:])
			rest[m] = slices.Delete(slices.Clone(a), i, i+1)
			e := estimateFrom(rest[m], fitGrowth(rest)[m], p.cells)
			r := max(e/p.nodes, p.nodes/e)
			bound, how := 25.0, "extrapolated"
			if i > 0 && i < len(a)-1 {
				bound, how = 6, "interpolated"
			}
			t.Logf("m = %d, %d cells left out: %s %.3g, measured %.3g (%.1f×)", m, p.cells, how, e, p.nodes, r)
			if r > bound {
				t.Errorf("m = %d, %d cells left out: %s %.3g nodes, measured %.3g: off %.1f×, more than %g×", m, p.cells, how, e, p.nodes, r, bound)
			}
		}
		r, _ := WideRect(m, a[len(a)-1].cells/m)
		if w := EstimateWideWork(r); w < stepsPerNode*a[len(a)-1].nodes {
			t.Errorf("%v: EstimateWideWork %.3g steps, below %d steps a node", r, w, stepsPerNode)
		}
	}
	for m, want := range []float64{2: 1.15, 3: 1.37, 4: 1.52, 5: 1.55, 6: 1.55, 7: 1.55} {
		if m >= 2 && math.Abs(growth[m]-want) > 0.005 {
			t.Errorf("m = %d: fitted growth %.4f a cell, the doc comment says %.2f", m, growth[m], want)
		}
	}
}

func TestRefusals(t *testing.T) {
	b, _ := Rect(7, 9)
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: 1e6})
	if _, _, err := Nimber(ctx, b, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("7×9 with a work limit of 10⁶: %v", err)
	}
	if _, _, err := Outcome(ctx, b, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("7×9 outcome with a work limit of 10⁶: %v", err)
	}
	// Under the default work limit (3·10¹⁰ steps, some 100 s) 5×8 runs
	// and 6×7 and 7×7 are refused; boards known at once (strips,
	// even×even) and their sums cost next to nothing.
	for _, c := range []struct {
		board string
		runs  bool
	}{
		{"5x8", true}, {"4x9", true}, {"6x7", false}, {"7x7", false}, {"5x10", false},
		{"8x8", true}, {"1x64", true}, {"2x32", true},
	} {
		var h, w int
		fmt.Sscanf(c.board, "%dx%d", &h, &w)
		r, _ := Rect(h, w)
		if e := EstimateWork(r); (e <= 3e10) != c.runs {
			t.Errorf("%s: estimate %.2g steps, runs under the default limit %v, want %v", c.board, e, e <= 3e10, c.runs)
		}
	}
	strips := MustParse("........#......./################/.......#........")
	if e := EstimateWork(strips); e > 1e4 {
		t.Errorf("two strips: estimate %.2g steps", e)
	}
	small, _ := Rect(3, 3)
	if _, _, err := Nimber(context.Background(), small, &decomp.Options{TTMem: 100}); !errors.Is(err, decomp.ErrBadOption) || errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("a table of 100 bytes: %v", err)
	}
}

// TestOptionsRefusals: the options' searches are refused on the options'
// estimates, not the board's: an even×even board's nimber is known at
// once, its options' nimbers are not (8×8 --moves ran for hours), while
// their outcomes are (each option has the mirror move to a P-position);
// and the sum counts each class of equal options once.
func TestOptionsRefusals(t *testing.T) {
	ctx := context.Background()
	for _, s := range []string{"8x8", "4x12", "6x6"} {
		b, _ := ParseRect(s)
		if _, _, err := OptionNimbers(ctx, b, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("OptionNimbers(%s) under the default limit: %v, want ErrTooSlow", s, err)
		}
	}
	b, _ := Rect(8, 8)
	outs, st, err := OptionOutcomes(ctx, b, &decomp.Options{TTMem: decomp.MinTTMem})
	if err != nil || len(outs) != 112 || st.Nodes > 112 {
		t.Fatalf("OptionOutcomes(8×8) = %d outcomes, %d nodes, %v", len(outs), st.Nodes, err)
	}
	for i, o := range outs {
		if o != gamelib.N {
			t.Errorf("8×8, move %d: %v, want N (the mirror answer)", i, o)
		}
	}
	wb, _ := WideRect(6, 12)
	if _, _, err := OptionNimbersWide(ctx, wb, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("OptionNimbersWide(6×12): %v, want ErrTooSlow", err)
	}
	if _, _, err := OptionOutcomesWide(ctx, wb, &decomp.Options{TTMem: decomp.MinTTMem}); err != nil {
		t.Errorf("OptionOutcomesWide(6×12): %v", err)
	}
	// 4×4: its 24 dominoes leave boards equal up to the square's
	// symmetries in a few classes (four: along an edge at a corner or in
	// the middle, along the second row at its end or in the middle); the
	// sum counts each once.
	four, _ := Rect(4, 4)
	var all, most float64
	for _, o := range (Game{}).Options(four, nil) {
		all += EstimateWork(o)
		most = max(most, EstimateWork(o))
	}
	if e := EstimateOptionsWork(four); e >= all || e < most {
		t.Errorf("EstimateOptionsWork(4×4) = %.3g, want below the sum over all options %.3g and at least the largest %.3g", e, all, most)
	}
	five, _ := Rect(5, 7)
	if e, own := EstimateOptionsWork(five), EstimateWork(five); e < own {
		t.Errorf("EstimateOptionsWork(5×7) = %.3g below the board's own %.3g", e, own)
	}
}

// TestReduce checks the simplifications of Components (stars and
// bridges) on boards larger than TestAllSmallBoards reaches: random
// boards of up to 20 free cells, whose nimber by the plain search must
// be that of the reduced board, and a few worked examples.
func TestReduce(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ in, want string }{
		{"#.#/.../#.#", "#.#/#.#/###"},       // a star of four tufts: one is kept, then a domino
		{".#./...", ".#./.#."},               // a bridge between two centres
		{"..../.##.", "..../.##."},           // no tuft
		{"#.##/..../.##.", "#.##/..#./.##."}, // a bridge
	} {
		b := MustParse(tc.in)
		got := Board{h: b.h, w: b.w, free: reduce(b.free, uint(b.w), masks[b.h][b.w])}
		if got.String() != tc.want {
			t.Errorf("reduce(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
	r := rand.New(rand.NewPCG(7, 11))
	n := 300
	if testing.Short() {
		n = 60
	}
	changed := 0
	for range n {
		h, w := 3+r.IntN(4), 4+r.IntN(4)
		b, _ := Rect(h, w)
		for b.Cells() > 12+r.IntN(9) {
			b.free &^= 1 << r.IntN(h*w)
		}
		red := Board{h: b.h, w: b.w, free: reduce(b.free, uint(b.w), masks[b.h][b.w])}
		if red == b {
			continue
		}
		changed++
		want, err := decomp.PlainNimber(ctx, Game{}, b)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := decomp.PlainNimber(ctx, Game{}, red); err != nil || got != want {
			t.Fatalf("%v reduced to %v: plain nimber %d, %v; the board's is %d", b, red, got, err, want)
		}
	}
	if changed < n/4 {
		t.Errorf("only %d of %d random boards were simplified", changed, n)
	}
}

// TestKnownSymmetric checks KnownNimber against PlainNimber on every board
// of at most 12 cells and on the rectangles to 4×5: what it knows
// (strips, and the boards the second player wins by the half-turn
// symmetry) is right, and it knows the even×even rectangles.
func TestKnownSymmetric(t *testing.T) {
	ctx := context.Background()
	known := 0
	allBoards(12, func(b Board) {
		v, ok := (Game{}).KnownNimber(b)
		if !ok {
			return
		}
		known++
		if want, err := decomp.PlainNimber(ctx, Game{}, b); err != nil || v != want {
			t.Fatalf("%v: KnownNimber %d, plain %d, %v", b, v, want, err)
		}
	})
	if known < 300 {
		t.Errorf("KnownNimber knew only %d boards of ≤ 12 cells", known)
	}
	for _, hw := range [][2]int{{2, 2}, {2, 4}, {4, 4}, {4, 6}, {6, 6}, {6, 8}, {8, 8}} {
		b, _ := Rect(hw[0], hw[1])
		if v, ok := (Game{}).KnownNimber(b); !ok || v != 0 {
			t.Errorf("%d×%d: KnownNimber %d, %v; even×even is 0 by symmetry", hw[0], hw[1], v, ok)
		}
	}
	for _, s := range []string{"..../..../....", "...../...../.....", "../../.."} {
		if _, ok := (Game{}).KnownNimber(MustParse(s)); ok {
			t.Errorf("%s: KnownNimber claims a board with a free self-symmetric centre", s)
		}
	}
}

// TestProgress checks that Nimber's progress is one fraction over all
// its tests (k = 0, 1, …): it never goes back, and it ends at 1.
func TestProgress(t *testing.T) {
	b, _ := Rect(4, 7) // nimber 3: four tests at the root
	var got [][2]int64
	opt := &decomp.Options{TTMem: 16 << 20, Progress: func(done, total int64) { got = append(got, [2]int64{done, total}) }}
	if v, _, err := Nimber(context.Background(), b, opt); err != nil || v != 3 {
		t.Fatalf("4×7: %d, %v", v, err)
	}
	if len(got) == 0 || got[len(got)-1] != [2]int64{1e6, 1e6} {
		t.Fatalf("progress %v: want it to end at 1e6 of 1e6", got)
	}
	for i := 1; i < len(got); i++ {
		if got[i][0] < got[i-1][0] || got[i][1] != 1e6 {
			t.Fatalf("progress went back: %v", got)
		}
	}
}

// TestCanonical checks canonical (bit tricks in strides 8 and w) against
// canonicalCells (rows and cells) on every non-empty region of every box
// of at most 12 cells, and on random regions, sparse and dense, of every
// box of up to 64 cells; and transpose8 against the definition.
func TestCanonical(t *testing.T) {
	checkOne := func(h, w int, m uint64) {
		if got, want := canonical(uint8(h), uint8(w), m), canonicalCells(uint8(h), uint8(w), m); got != want {
			t.Fatalf("%d×%d region %#x: canonical %v (%d×%d %#x), by cells %v (%d×%d %#x)",
				h, w, m, got, got.h, got.w, got.free, want, want.h, want.w, want.free)
		}
	}
	allBoards(12, func(b Board) {
		if b.free != 0 {
			checkOne(int(b.h), int(b.w), b.free)
		}
	})
	r := rand.New(rand.NewPCG(3, 17))
	for h := 1; h <= MaxCells; h++ {
		for w := 1; h*w <= MaxCells; w++ {
			for range 300 {
				m := r.Uint64() & full(h*w)
				if r.IntN(2) == 0 {
					m &= r.Uint64() & r.Uint64() // sparse: small boxes inside
				}
				if m != 0 {
					checkOne(h, w, m)
				}
			}
		}
	}
	for range 1000 {
		x := r.Uint64()
		var want uint64
		for i := range 64 {
			if x>>i&1 != 0 {
				want |= 1 << (i%8*8 + i/8)
			}
		}
		if got := transpose8(x); got != want {
			t.Fatalf("transpose8(%#x) = %#x, want %#x", x, got, want)
		}
	}
}

// TestCanonicalEmpty checks that the empty region of every box is the
// empty 0×0 board, one key for all (the key of an empty board names a
// saved table; canonical looked up the row of bit 64 and panicked).
func TestCanonicalEmpty(t *testing.T) {
	want := Game{}.AppendKey(nil, Board{canon: true})
	for h := 1; h <= MaxCells; h++ {
		for w := 1; h*w <= MaxCells; w++ {
			if got := canonical(uint8(h), uint8(w), 0); got != (Board{canon: true}) {
				t.Fatalf("canonical of the empty %d×%d box: %d×%d %#x, want 0×0", h, w, got.h, got.w, got.free)
			}
			if got := canonicalCells(uint8(h), uint8(w), 0); got != (Board{canon: true}) {
				t.Fatalf("canonicalCells of the empty %d×%d box: %d×%d %#x, want 0×0", h, w, got.h, got.w, got.free)
			}
			b := Board{h: uint8(h), w: uint8(w)}
			if got := (Game{}).AppendKey(nil, b); string(got) != string(want) {
				t.Fatalf("key of the empty %d×%d board %x, want %x", h, w, got, want)
			}
			if got := (WideGame{}).AppendKey(nil, Widen(b)); string(got) != string(want) {
				t.Fatalf("wide key of the empty %d×%d board %x, want %x", h, w, got, want)
			}
		}
	}
}

// optionsSorted is Options as it was first written: the legal dominoes
// generated (horizontal, then vertical, each by its lowest cell) and
// sorted stably by the distance of their centre from the box's centre,
// the order the precomputed lists of Options must give.
func optionsSorted(b Board) []Board {
	H, W := uint(b.h), uint(b.w)
	type opt struct {
		key uint
		b   Board
	}
	var os []opt
	for i := uint(0); i < H*W; i++ {
		if i%W+1 < W && b.free>>i&3 == 3 {
			r2, c2 := 2*(i/W), 2*(i%W)
			os = append(os, opt{absDiff(r2, H-1) + absDiff(c2+1, W-1), Board{h: b.h, w: b.w, free: b.free &^ (3 << i)}})
		}
	}
	for i := uint(0); i+W < H*W; i++ {
		if m := uint64(1)<<i | 1<<(i+W); b.free&m == m {
			r2, c2 := 2*(i/W), 2*(i%W)
			os = append(os, opt{absDiff(r2+1, H-1) + absDiff(c2, W-1), Board{h: b.h, w: b.w, free: b.free &^ m}})
		}
	}
	slices.SortStableFunc(os, func(a, b opt) int { return int(a.key) - int(b.key) })
	var out []Board
	for _, o := range os {
		out = append(out, o.b)
	}
	return out
}

// TestOptionsOrder checks Options against optionsSorted on every board
// of at most 12 cells and on random boards of every box to 64 cells.
func TestOptionsOrder(t *testing.T) {
	checkOne := func(b Board) {
		if got, want := (Game{}).Options(b, nil), optionsSorted(b); !slices.Equal(got, want) {
			t.Fatalf("%v: Options %v, want %v", b, got, want)
		}
	}
	allBoards(12, checkOne)
	r := rand.New(rand.NewPCG(5, 29))
	for h := 1; h <= MaxCells; h++ {
		for w := 1; h*w <= MaxCells; w++ {
			checkOne(Board{h: uint8(h), w: uint8(w), free: full(h * w)})
			for range 50 {
				checkOne(Board{h: uint8(h), w: uint8(w), free: (r.Uint64() | r.Uint64()) & full(h*w)})
			}
		}
	}
}

// TestBoardSize checks that a Board is two words: the engine copies
// boards by the million (a field order of h, w, free, canon took three).
func TestBoardSize(t *testing.T) {
	if n := unsafe.Sizeof(Board{}); n != 16 {
		t.Errorf("a Board is %d bytes, want 16", n)
	}
}

// componentsCells is Components by a cell-by-cell search of the regions
// and canonicalCells: the reference for Components' flood fill, its
// shortcut for dominoes and its canonical keys.
func componentsCells(b Board) []Board {
	f := reduce(b.free, uint(b.w), masks[b.h][b.w])
	h, w := int(b.h), int(b.w)
	free := func(r, k int) bool { return r >= 0 && r < h && k >= 0 && k < w && f>>(r*w+k)&1 != 0 }
	// cutRight[j]: the edge from cell j to its right neighbour is removed
	// (twins: a 2×2 block whose cells a, d or b, c have no free neighbour
	// outside it; the edges a–b and c–d go).
	cutRight := make([]bool, h*w)
	for r := range h - 1 {
		for k := range w - 1 {
			if !free(r, k) || !free(r, k+1) || !free(r+1, k) || !free(r+1, k+1) {
				continue
			}
			ad := !free(r, k-1) && !free(r-1, k) && !free(r+1, k+2) && !free(r+2, k+1)
			bc := !free(r-1, k+1) && !free(r, k+2) && !free(r+1, k-1) && !free(r+2, k)
			if ad || bc {
				cutRight[r*w+k], cutRight[(r+1)*w+k] = true, true
			}
		}
	}
	var out []Board
	seen := uint64(0)
	for i := range h * w {
		if f>>i&1 == 0 || seen>>i&1 != 0 {
			continue
		}
		c, stack := uint64(1)<<i, []int{i}
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, k := j/w, j%w
			for _, n := range [][2]int{{r - 1, k}, {r + 1, k}, {r, k - 1}, {r, k + 1}} {
				if n[1] == k+1 && cutRight[j] || n[1] == k-1 && k > 0 && cutRight[j-1] {
					continue
				}
				if n[0] >= 0 && n[0] < h && n[1] >= 0 && n[1] < w {
					if x := n[0]*w + n[1]; f>>x&1 != 0 && c>>x&1 == 0 {
						c |= 1 << x
						stack = append(stack, x)
					}
				}
			}
		}
		seen |= c
		if c&(c-1) == 0 {
			continue
		}
		cb := canonicalCells(b.h, b.w, c)
		if k := slices.Index(out, cb); k >= 0 {
			out[k] = out[len(out)-1]
			out = out[:len(out)-1]
		} else {
			out = append(out, cb)
		}
	}
	return out
}

// TestComponents checks Components against componentsCells (same
// boards, same order) on every board of at most 12 cells and on random
// boards of boxes to 64 cells.
func TestComponents(t *testing.T) {
	checkOne := func(b Board) {
		if got, want := (Game{}).Components(b, nil), componentsCells(b); !slices.Equal(got, want) {
			t.Fatalf("%v: Components %v, want %v", b, got, want)
		}
	}
	allBoards(12, checkOne)
	r := rand.New(rand.NewPCG(19, 37))
	for h := 1; h <= MaxCells; h++ {
		for w := 1; h*w <= MaxCells; w++ {
			for range 100 {
				b, _ := Rect(h, w)
				b.free &= r.Uint64() | r.Uint64()
				checkOne(b)
			}
		}
	}
}

// TestOutcomeAtOnce: every rectangle with one even and one odd side, to
// 64 cells, is estimated at one node for its outcome (EstimateOutcomeWork)
// and is an N-position by Outcome under the default work limit in one
// node, with one worker and two; odd×odd rectangles and boards of
// several components are estimated as the nimber; and on random boards
// whenever the rule applies the plain search finds an N-position and the
// engine one node.
func TestOutcomeAtOnce(t *testing.T) {
	ctx := context.Background()
	for h := 1; h <= 64; h++ {
		for w := h; h*w <= 64; w++ {
			b, _ := Rect(h, w)
			e := EstimateOutcomeWork(b)
			if (h+w)%2 == 0 {
				if e != EstimateWork(b) {
					t.Errorf("%d×%d: outcome estimate %.3g, the nimber's %.3g", h, w, e, EstimateWork(b))
				}
				continue
			}
			if e != stepsPerNode {
				t.Errorf("%d×%d: outcome estimate %.3g steps, want one node's", h, w, e)
			}
			for _, workers := range []int{1, 2} {
				o, st, err := Outcome(ctx, b, &decomp.Options{TTMem: decomp.MinTTMem, Workers: workers})
				if err != nil || o != gamelib.N || st.Nodes > 1 {
					t.Errorf("%d×%d, %d workers: %v, %d nodes, %v; want N at once", h, w, workers, o, st.Nodes, err)
				}
			}
		}
	}
	two := MustParse("...#./...#./...#.")
	if e := EstimateOutcomeWork(two); e != EstimateWork(two) {
		t.Errorf("%v (two components): outcome estimate %.3g, the nimber's %.3g", two, e, EstimateWork(two))
	}
	r := rand.New(rand.NewPCG(3, 5))
	applied := 0
	for range 400 {
		h, w := 2+r.IntN(3), 3+r.IntN(3)
		b, _ := Rect(h, w)
		for b.Cells() > 6+r.IntN(8) {
			b.free &^= 1 << r.IntN(h*w)
		}
		if EstimateOutcomeWork(b) != stepsPerNode || EstimateWork(b) == stepsPerNode {
			continue // the rule does not apply, or the board is known anyway
		}
		applied++
		if v, err := decomp.PlainNimber(ctx, Game{}, b); err != nil || v == 0 {
			t.Fatalf("%v: a move to a known P-position, but plain nimber %d, %v", b, v, err)
		}
		if o, st, err := Outcome(ctx, b, &decomp.Options{TTMem: decomp.MinTTMem}); err != nil || o != gamelib.N || st.Nodes > 1 {
			t.Errorf("%v: %v, %d nodes, %v; want N at once", b, o, st.Nodes, err)
		}
	}
	if applied < 10 {
		t.Errorf("the rule applied to only %d random boards", applied)
	}
}

// Saved tables record the layout of the games' keys.
var (
	_ decomp.KeySchemer = Game{}
	_ decomp.KeySchemer = WideGame{}
)
