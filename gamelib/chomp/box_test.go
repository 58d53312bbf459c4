package chomp

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// TestBoxRanks: the ranks of a box's diagrams are 0 … C(rows+cols, rows)−1,
// each once, unrank inverts rank, and every option ranks below its
// diagram (the order the table is filled in).
func TestBoxRanks(t *testing.T) {
	for rows := 1; rows <= 5; rows++ {
		for cols := 1; cols <= 6; cols++ {
			b, err := NewBoxTable(context.Background(), rows, cols, nil)
			if err != nil {
				t.Fatal(err)
			}
			seen := make([]bool, b.Len())
			n := 0
			diagrams(rows, cols, func(d Diagram) {
				n++
				r := b.rank(d)
				if r < 0 || r >= b.Len() || seen[r] {
					t.Fatalf("%d×%d: %v ranked %d (of %d), seen %v", rows, cols, d, r, b.Len(), r >= 0 && r < b.Len() && seen[r])
				}
				seen[r] = true
				a := make([]int, rows)
				b.unrank(r, a)
				for i := range rows {
					want := 0
					if i < len(d) {
						want = int(d[i])
					}
					if a[i] != want {
						t.Fatalf("%d×%d: unrank(%d) = %v, want %v", rows, cols, r, a, d.Rows())
					}
				}
				for _, o := range (Game{}).Options(d, nil) {
					if b.rank(o) >= r {
						t.Fatalf("%v (rank %d): option %v ranks %d", d, r, o, b.rank(o))
					}
				}
			})
			if int64(n+1) != b.Len() { // diagrams skips the empty one
				t.Fatalf("%d×%d: %d diagrams and the empty one, table of %d", rows, cols, n, b.Len())
			}
		}
	}
}

// TestBoxAgainstPlain checks the box table against decomp.PlainNimber (the
// memoised mex of the game's options) on every diagram of boxes to 5×6
// and 3×9, and Nimber, Outcome, OptionNimbers and OptionOutcomes (which
// use the table) against the engine's search (which a Table option
// forces) on random diagrams.
func TestBoxAgainstPlain(t *testing.T) {
	ctx := context.Background()
	for _, box := range [][2]int{{1, 9}, {2, 8}, {3, 9}, {4, 7}, {5, 6}, {6, 5}} {
		b, err := NewBoxTable(ctx, box[0], box[1], nil)
		if err != nil {
			t.Fatal(err)
		}
		diagrams(box[0], box[1], func(d Diagram) {
			want, err := decomp.PlainNimber(ctx, Game{}, d)
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := b.Nimber(d); !ok || got != want {
				t.Fatalf("%v in %v: %d, %v, want %d", d, box, got, ok, want)
			}
		})
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 60 {
		rows := 1 + r.IntN(7)
		var rs []int
		prev := 1 + r.IntN(12)
		for range rows {
			prev = 1 + r.IntN(prev)
			rs = append(rs, prev)
		}
		d, err := FromRows(rs)
		if err != nil {
			t.Fatal(err)
		}
		kept, err := decomp.NewTable(ctx, Game{MaxSide: 16}, decomp.MinTTMem)
		if err != nil {
			t.Fatal(err)
		}
		engine := &decomp.Options{Table: kept}
		v, st, err := Nimber(ctx, d, nil)
		w, _, err2 := Nimber(ctx, d, engine)
		if err != nil || err2 != nil || v != w || st.Nodes != int64(BoxPositions(len(d), int(d[0]))) {
			t.Fatalf("%v: box %d (%d nodes, %v), engine %d (%v)", d, v, st.Nodes, err, w, err2)
		}
		o, _, err := Outcome(ctx, d, nil)
		if err != nil || (o == gamelib.P) != (v == 0) {
			t.Fatalf("%v: outcome %v, nimber %d (%v)", d, o, v, err)
		}
		on, _, err := OptionNimbers(ctx, d, nil)
		on2, _, err2 := OptionNimbers(ctx, d, engine)
		oo, _, err3 := OptionOutcomes(ctx, d, nil)
		if err != nil || err2 != nil || err3 != nil || len(on) != len(on2) || len(oo) != len(on) {
			t.Fatalf("%v: options %v %v %v", d, err, err2, err3)
		}
		for i := range on {
			if on[i] != on2[i] || (oo[i] == gamelib.P) != (on[i] == 0) {
				t.Fatalf("%v: option %d: box %d, engine %d, outcome %v", d, i, on[i], on2[i], oo[i])
			}
		}
	}
}

// TestBoxKnown: values from the literature, read off the table.
func TestBoxKnown(t *testing.T) {
	ctx := context.Background()
	// Every rectangle of more than one square is an N-position (the
	// strategy-stealing argument; Gale, "A curious nim-type game", Amer.
	// Math. Monthly 81, 1974), so the table of the 8×8 box has nimber ≠ 0
	// on each; and the two-rowed diagrams (a, a−1) are its P-positions
	// (Zeilberger, "Three-rowed Chomp", Adv. Appl. Math. 26, 2001, §1).
	b, err := NewBoxTable(ctx, 8, 8, nil)
	if err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 8; r++ {
		for c := 1; c <= 8; c++ {
			d, _ := Rect(r, c)
			v, _ := b.Nimber(d)
			if (v == 0) != (r*c == 1) {
				t.Errorf("%d×%d: nimber %d", r, c, v)
			}
		}
	}
	for a := 1; a <= 8; a++ {
		for bb := 0; bb <= a; bb++ {
			rows := []int{a}
			if bb > 0 {
				rows = append(rows, bb)
			}
			d, _ := FromRows(rows)
			v, _ := b.Nimber(d)
			if (v == 0) != (bb == a-1) {
				t.Errorf("rows %v: nimber %d", rows, v)
			}
		}
	}
	if _, ok := b.Nimber(Diagram("\x09")); ok {
		t.Error("a row of 9 in the 8×8 box: found")
	}
}

// TestBoxRefusals: sides out of range, a box over the memory limit and
// one over the work limit are errors, and a cancelled context stops it.
func TestBoxRefusals(t *testing.T) {
	ctx := context.Background()
	for _, box := range [][2]int{{0, 3}, {3, 0}, {256, 1}, {1, 256}} {
		if _, err := NewBoxTable(ctx, box[0], box[1], nil); err == nil {
			t.Errorf("box %v accepted", box)
		}
	}
	if _, err := NewBoxTable(ctx, 40, 40, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("40×40 (C(80, 40) diagrams): %v, want ErrTooLarge", err)
	}
	small := gamelib.WithLimits(ctx, gamelib.Limits{Work: 1000})
	if _, err := NewBoxTable(small, 8, 8, nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("8×8 under a work limit of 1000: %v, want ErrTooSlow", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := NewBoxTable(cctx, 8, 8, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestBoxProgress: the progress counts work (1 + area a diagram), never
// goes back and ends at its total, which is EstimateBoxWork's: the areas
// of a box's diagrams sum to C(rows+cols, rows)·rows·cols/2.
func TestBoxProgress(t *testing.T) {
	for _, box := range [][2]int{{1, 1}, {2, 3}, {4, 5}, {5, 6}} {
		sum, n := 0, 1 // the empty diagram: area 0
		diagrams(box[0], box[1], func(d Diagram) { sum, n = sum+d.Area(), n+1 })
		if 2*sum != n*box[0]*box[1] {
			t.Errorf("%v: areas sum to %d, want %d·%d·%d/2", box, sum, n, box[0], box[1])
		}
	}
	var got [][2]int64
	if _, err := NewBoxTable(context.Background(), 3, 200, func(done, total int64) { got = append(got, [2]int64{done, total}) }); err != nil {
		t.Fatal(err)
	}
	total := int64(EstimateBoxWork(3, 200))
	if len(got) < 10 || got[len(got)-1] != [2]int64{total, total} {
		t.Fatalf("%d reports, the last %v; want many, ending at %d", len(got), got[len(got)-1], total)
	}
	mid := 0
	for i, g := range got {
		if g[1] != total || i > 0 && g[0] < got[i-1][0] {
			t.Fatalf("report %d: %v after %v (total %d)", i, g, got[max(i-1, 0)], total)
		}
		if 2*g[0] <= total {
			mid = i
		}
	}
	// Work, not diagrams: the later diagrams are the larger, so half the
	// work is done after more than half the diagrams (reports are evenly
	// spaced in diagrams).
	if 2*mid <= len(got) {
		t.Errorf("half the work reported at report %d of %d", mid, len(got))
	}
}

// TestBoxLen: the table holds C(rows+cols, rows) diagrams exactly (from
// integers, not BoxPositions' floating point) wherever it fits, and the
// largest boxes, whose counts pass 2^62, are refused for memory, not
// overflowed.
func TestBoxLen(t *testing.T) {
	ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Work: -1, Memory: 1 << 20})
	for _, box := range [][2]int{{1, 1}, {3, 7}, {8, 8}, {2, 255}} {
		b, err := NewBoxTable(ctx, box[0], box[1], nil)
		if err != nil {
			t.Fatal(err)
		}
		want := int64(1)
		for i := 1; i <= box[0]; i++ { // C(r+c, r) = Π (c+i)/i, exact in order
			want = want * int64(box[1]+i) / int64(i)
		}
		if b.Len() != want {
			t.Errorf("%v: %d diagrams, want %d", box, b.Len(), want)
		}
	}
	for _, box := range []struct {
		rows, cols int
		count      string // in the message: the real count, not 2^62
	}{{255, 255, "about 1.2e+152 diagrams"}, {128, 255, "about 4.1e+104 diagrams"}, {20, 255, "about 1.2e+30 diagrams"}, {60, 60, "about 9.7e+34 diagrams"}, {12, 12, "2704156 entries"}} { // Python's math.comb
		_, err := NewBoxTable(ctx, box.rows, box.cols, nil)
		if !errors.Is(err, gamelib.ErrTooLarge) || !strings.Contains(err.Error(), box.count) {
			t.Errorf("%d×%d: %v, want ErrTooLarge with %q", box.rows, box.cols, err, box.count)
		}
	}
	// Refused for time, the estimate is the real one too (it was "more
	// steps than a float counts"): C(275, 20)·(1 + 20·255/2).
	d, _ := Rect(20, 255)
	_, _, err := Nimber(context.Background(), d, nil)
	if !errors.Is(err, gamelib.ErrTooSlow) || !strings.Contains(err.Error(), "about 3.2e+33 steps") {
		t.Errorf("20×255 for time: %v", err)
	}
}

// TestBoxTransposed: a box holds the nimbers of the transposes of its
// diagrams too (a diagram and its transpose have the same nimber), and
// Nimber computes a tall diagram on the box with fewer rows, with the
// same values and options as the search.
func TestBoxTransposed(t *testing.T) {
	ctx := context.Background()
	b, err := NewBoxTable(ctx, 3, 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	diagrams(3, 9, func(d Diagram) {
		v, ok := b.Nimber(d)
		w, okT := b.Nimber(d.Transpose())
		if !ok || !okT || v != w {
			t.Fatalf("%v: %d (%v), transposed %d (%v)", d, v, ok, w, okT)
		}
	})
	if _, ok := b.Nimber(Diagram("\x04\x04\x04\x04")); ok {
		t.Error("4×4 held by the 3×9 box")
	}
	tall, _ := FromRows([]int{3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1})
	v, st, err := Nimber(ctx, tall, nil)
	kept, _ := decomp.NewTable(ctx, Game{MaxSide: 16}, decomp.MinTTMem)
	w, _, err2 := Nimber(ctx, tall, &decomp.Options{Table: kept})
	if err != nil || err2 != nil || v != w || st.Nodes != int64(BoxPositions(3, 12)) {
		t.Fatalf("%v: box %d (%d diagrams, %v), search %d (%v)", tall, v, st.Nodes, err, w, err2)
	}
	on, _, err := OptionNimbers(ctx, tall, nil)
	on2, _, err2 := OptionNimbers(ctx, tall, &decomp.Options{Table: kept})
	if err != nil || err2 != nil || fmt.Sprint(on) != fmt.Sprint(on2) {
		t.Errorf("%v: options %v, search %v (%v, %v)", tall, on, on2, err, err2)
	}
}
