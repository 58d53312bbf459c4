package chomp

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

var small = &decomp.Options{TTMem: decomp.MinTTMem}

// par searches with two workers sharing the table (decomp.Options.Workers).
var par = &decomp.Options{TTMem: decomp.MinTTMem, Workers: 2}

// brute is the plain definition on sets of squares of a board at most
// 5×6 (bit 6i+j for square (i, j)), sharing no code with Game.
func brute(s uint32, memo map[uint32]int) int {
	if v, ok := memo[s]; ok {
		return v
	}
	var seen uint64
	for sq := 1; sq < 32; sq++ {
		if s>>sq&1 == 0 {
			continue
		}
		i, j := sq/6, sq%6
		t := s
		for a := i; a < 5; a++ {
			for b := j; b < 6; b++ {
				t &^= 1 << (6*a + b)
			}
		}
		seen |= 1 << brute(t, memo)
	}
	v := 0
	for seen>>v&1 == 1 {
		v++
	}
	memo[s] = v
	return v
}

func squares(d Diagram) uint32 {
	var s uint32
	for i, r := range d.Rows() {
		for j := range r {
			s |= 1 << (6*i + j)
		}
	}
	return s
}

// diagrams calls f with every diagram inside rows×cols.
func diagrams(rows, cols int, f func(Diagram)) {
	var rec func(prefix []byte, limit int)
	rec = func(prefix []byte, limit int) {
		if len(prefix) > 0 {
			f(Diagram(prefix))
		}
		if len(prefix) == rows {
			return
		}
		for r := 1; r <= limit; r++ {
			rec(append(prefix, byte(r)), r)
		}
	}
	rec(nil, cols)
}

// TestBrute compares Nimber, Outcome and PlainNimber with the brute force
// on every diagram inside 5×6 (461 diagrams).
func TestBrute(t *testing.T) {
	ctx := context.Background()
	memo := map[uint32]int{}
	count := 0
	diagrams(5, 6, func(d Diagram) {
		count++
		want := brute(squares(d), memo)
		got, _, err := Nimber(ctx, d, small)
		if err != nil || got != want {
			t.Fatalf("Nimber(%v) = %d, %v; brute force %d", d, got, err, want)
		}
		if o, _, err := Outcome(ctx, d, small); err != nil || (o == gamelib.P) != (want == 0) {
			t.Fatalf("Outcome(%v) = %v, %v; nimber %d", d, o, err, want)
		}
		if got, _, err := Nimber(ctx, d, par); err != nil || got != want {
			t.Fatalf("Nimber(%v) with 2 workers = %d, %v; brute force %d", d, got, err, want)
		}
		if o, _, err := Outcome(ctx, d, par); err != nil || (o == gamelib.P) != (want == 0) {
			t.Fatalf("Outcome(%v) with 2 workers = %v, %v; nimber %d", d, o, err, want)
		}
		if d.Area() <= 16 {
			if p, err := decomp.PlainNimber(ctx, Game{}, d); err != nil || p != want {
				t.Fatalf("PlainNimber(%v) = %d, %v; brute force %d", d, p, err, want)
			}
		}
	})
	if count != 461 { // C(11, 5) − 1 nonempty diagrams in a 5×6 box
		t.Errorf("%d diagrams, want 461", count)
	}
}

// TestKnown checks the values recalled in the package comment: rows are
// Nim heaps of n − 1, L shapes are Nim a ⊕ b, rectangles other than 1×1
// are N-positions (Gale), two-row (a, b) is P exactly when a = b + 1
// (Zeilberger 2001), and transposes have equal nimbers.
func TestKnown(t *testing.T) {
	ctx := context.Background()
	nimber := func(d Diagram) int {
		v, _, err := Nimber(ctx, d, small)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for n := 1; n <= 20; n++ {
		d, _ := Rect(1, n)
		if v := nimber(d); v != n-1 {
			t.Errorf("row of %d: nimber %d, want %d", n, v, n-1)
		}
	}
	for a := 0; a <= 8; a++ {
		for b := 0; b <= 8; b++ {
			rows := []int{a + 1}
			for range b {
				rows = append(rows, 1)
			}
			d, _ := FromRows(rows)
			if v := nimber(d); v != a^b {
				t.Errorf("L %v: nimber %d, want %d ⊕ %d", d, v, a, b)
			}
		}
	}
	for r := 1; r <= 6; r++ {
		for c := 1; c <= 7; c++ {
			d, _ := Rect(r, c)
			if v := nimber(d); (v == 0) != (r == 1 && c == 1) {
				t.Errorf("%dx%d: nimber %d", r, c, v)
			}
			if v, w := nimber(d), nimber(d.Transpose()); v != w {
				t.Errorf("%dx%d: nimber %d, transpose %d", r, c, v, w)
			}
		}
	}
	for a := 1; a <= 12; a++ {
		for b := 1; b <= a; b++ {
			d, _ := FromRows([]int{a, b})
			if v := nimber(d); (v == 0) != (a == b+1) {
				t.Errorf("rows %v: nimber %d", d, v)
			}
		}
	}
}

func TestParse(t *testing.T) {
	d, err := ParseRect("4x7")
	if err != nil || d.String() != "[7 7 7 7]" || d.Transpose().String() != "[4 4 4 4 4 4 4]" {
		t.Errorf("ParseRect(4x7) = %v, %v", d, err)
	}
	for _, s := range []string{"", "4", "4x", "x7", "0x3", "3x0", "-1x2", "256x1", "4x7x2", "axb"} {
		if d, err := ParseRect(s); err == nil {
			t.Errorf("ParseRect(%q) = %v", s, d)
		}
	}
	for _, rows := range [][]int{{0}, {2, 3}, {3, -1}, {256}} {
		if d, err := FromRows(rows); err == nil {
			t.Errorf("FromRows(%v) = %v", rows, d)
		}
	}
}

// TestCheck: a Diagram converted from a string that is no Young diagram is
// refused by Check and by each search, not searched into a wrong answer;
// every diagram FromRows or a move makes passes.
func TestCheck(t *testing.T) {
	ctx := context.Background()
	for _, d := range []Diagram{"\x05\x09", "\x00", "\x03\x00", Diagram(strings.Repeat("\x01", MaxSide+1))} {
		if err := d.Check(); err == nil {
			t.Errorf("Check(%q) = nil", string(d))
		}
		if _, _, err := Nimber(ctx, d, nil); err == nil {
			t.Errorf("Nimber(%q) = nil error", string(d))
		}
		if _, _, err := Outcome(ctx, d, nil); err == nil {
			t.Errorf("Outcome(%q) = nil error", string(d))
		}
		if _, _, err := OptionNimbers(ctx, d, nil); err == nil {
			t.Errorf("OptionNimbers(%q) = nil error", string(d))
		}
		if _, _, err := OptionOutcomes(ctx, d, nil); err == nil {
			t.Errorf("OptionOutcomes(%q) = nil error", string(d))
		}
	}
	d, _ := FromRows([]int{4, 4, 2, 1})
	for _, o := range append(Game{}.Options(d, nil), d, "") {
		if err := o.Check(); err != nil {
			t.Errorf("Check(%v): %v", o, err)
		}
	}
}

func TestRefused(t *testing.T) {
	d, _ := Rect(200, 200)
	_, _, err := Nimber(context.Background(), d, small)
	if !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("Nimber(200x200) = %v, want ErrTooSlow", err)
	}
	if !strings.Contains(err.Error(), "chomp 200×200:") {
		t.Errorf("Nimber(200x200): %q does not name the rectangle briefly", err)
	}
	// Under the default work limit (some 100 s), by the box's table:
	// 3×255 (6 s here) and 13×13 (4 s) run, 16×16 (C(32, 16) diagrams,
	// some 4 min) and 20×20 (C(40, 20)) are refused. The engine's search (asked for by
	// a Table or Dir option) refuses 3×255 and 12×12 (its measurements).
	for _, c := range []struct {
		r, c        int
		runs, finds bool
	}{{10, 10, true, true}, {3, 100, true, true}, {8, 10, true, true}, {3, 255, true, false}, {12, 12, true, false},
		{13, 13, true, false}, {16, 16, false, false}, {20, 20, false, false}} {
		d, _ := Rect(c.r, c.c)
		if e := EstimateWork(d); (e <= float64(gamelib.DefaultWorkLimit)) != c.runs {
			t.Errorf("%d×%d: estimate %.2g steps, runs %v, want %v", c.r, c.c, e, !c.runs, c.runs)
		}
		if e := EstimateSearchWork(d); (e <= float64(gamelib.DefaultWorkLimit)) != c.finds {
			t.Errorf("%d×%d: search estimate %.2g steps, runs %v, want %v", c.r, c.c, e, !c.finds, c.finds)
		}
	}
	kept, err := decomp.NewTable(context.Background(), Game{MaxSide: 255}, decomp.MinTTMem)
	if err != nil {
		t.Fatal(err)
	}
	d, _ = Rect(3, 255)
	if _, _, err := Nimber(context.Background(), d, &decomp.Options{Table: kept}); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("3×255 searched with a table: %v, want ErrTooSlow", err)
	}
	stairs := make([]int, 40)
	for i := range stairs {
		stairs[i] = 60 - i
	}
	for _, c := range []struct {
		rows []int
		want string
	}{
		{[]int{3, 3}, "2×3"},
		{[]int{5, 3, 1}, "[5 3 1]"},
		{stairs, "[60 59 58 57 56 55] … [23 22 21] (40 rows)"},
	} {
		d, err := FromRows(c.rows)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.label(); got != c.want {
			t.Errorf("label of %v = %q, want %q", c.rows, got, c.want)
		}
	}
}

// TestKeyScheme: a key is, as Game.KeyScheme says, the row lengths of
// the diagram or of its transpose, and both give one key.
func TestKeyScheme(t *testing.T) {
	diagrams(5, 6, func(d Diagram) {
		k := Game{}.AppendKey(nil, d)
		var rows []int
		for _, b := range k {
			rows = append(rows, int(b))
		}
		got, err := FromRows(rows)
		if err != nil || got != d && got != d.Transpose() {
			t.Fatalf("%v: key %v reads as %v (%v), neither it nor its transpose", d, k, got, err)
		}
		if k2 := (Game{}).AppendKey(nil, d.Transpose()); string(k2) != string(k) {
			t.Fatalf("%v: key %v, its transpose's %v", d, k, k2)
		}
	})
}

func TestOptions(t *testing.T) {
	d, _ := FromRows([]int{3, 2})
	got := Game{}.Options(d, nil)
	// (0,1) → [1 1]; (0,2) → [2 2]; (1,0) → [3]; (1,1) → [3 1].
	wantRows := []string{"[1 1]", "[2 2]", "[3]", "[3 1]"}
	if len(got) != len(wantRows) {
		t.Fatalf("Options([3 2]) = %v, want %v", got, wantRows)
	}
	for i := range got {
		if got[i].String() != wantRows[i] {
			t.Errorf("Options([3 2]) = %v, want %v", got, wantRows)
		}
	}
}

func BenchmarkRect6x7(b *testing.B) {
	d, _ := Rect(6, 7)
	for b.Loop() {
		if _, _, err := Nimber(context.Background(), d, &decomp.Options{TTMem: 16 << 20}); err != nil {
			b.Fatal(err)
		}
	}
}

// Saved tables record the layout of the game's keys.
var _ decomp.KeySchemer = Game{}

// TestOutcomeRectangles: every rectangle but 1×1 is N at once (Gale's
// strategy stealing), even one whose nimber the work limit refuses; the
// 1×1 square and other diagrams are computed, and agree with the nimber.
func TestOutcomeRectangles(t *testing.T) {
	ctx := context.Background()
	for _, rc := range [][2]int{{1, 2}, {2, 1}, {3, 3}, {12, 12}, {40, 40}, {255, 255}} {
		d, _ := Rect(rc[0], rc[1])
		o, st, err := Outcome(ctx, d, nil)
		if err != nil || o != gamelib.N || st.Nodes != 0 {
			t.Errorf("%v: %v, %d nodes, %v; want N at once", rc, o, st.Nodes, err)
		}
	}
	if _, _, err := Nimber(ctx, Diagram("\xff\xff\xff\xff"), nil); !errors.Is(err, gamelib.ErrTooSlow) {
		t.Errorf("the nimber of 4×255: %v, want refused", err)
	}
	for _, rows := range [][]int{{1}, {2, 1}, {3, 1, 1}, {5, 5, 3}, {7, 7, 4}, {6, 4}} {
		d, _ := FromRows(rows)
		o, _, err := Outcome(ctx, d, nil)
		v, _, err2 := Nimber(ctx, d, nil)
		if err != nil || err2 != nil || o != gamelib.OutcomeOf(v) {
			t.Errorf("%v: outcome %v, nimber %d (%v, %v)", rows, o, v, err, err2)
		}
	}
	if d, _ := FromRows([]int{3, 3}); !d.IsRect() || Diagram("\x03\x02").IsRect() || Diagram("").IsRect() {
		t.Error("IsRect")
	}
}
