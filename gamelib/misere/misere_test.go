package misere_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// plain is the reference: misère values of positions made of heaps of a
// rule and extra nim heaps, by the definition only (no canonical forms,
// no ∗1 or ∗2 shortcuts), memoised on the sorted raw position.
type plain struct {
	r    heap.Rule
	memo map[string]int
}

func newPlain(r heap.Rule) *plain { return &plain{r: r, memo: map[string]int{}} }

// value returns g⁻(heaps + nims) (misère) or g⁺ (normal) of a position of
// rule heaps and nim heaps.
func (p *plain) value(heaps, nims []int, misere bool) int {
	heaps = slices.DeleteFunc(slices.Clone(heaps), func(h int) bool { return h == 0 })
	nims = slices.DeleteFunc(slices.Clone(nims), func(h int) bool { return h == 0 })
	slices.Sort(heaps)
	slices.Sort(nims)
	key := fmt.Sprint(heaps, nims, misere)
	if v, ok := p.memo[key]; ok {
		return v
	}
	var vals []int
	for i, h := range heaps {
		for o := range p.r.Options(h) {
			next := append(append(slices.Clone(heaps[:i]), heaps[i+1:]...), o...)
			vals = append(vals, p.value(next, nims, misere))
		}
	}
	for i, h := range nims {
		for m := range h {
			next := slices.Clone(nims)
			next[i] = m
			vals = append(vals, p.value(heaps, next, misere))
		}
	}
	v := gamelib.Mex(vals)
	if len(vals) == 0 && misere {
		v = 1
	}
	p.memo[key] = v
	return v
}

// positions calls f for every multiset of heaps 1..maxHeap of total ≤ total.
func positions(maxHeap, total int, f func([]int)) {
	var rec func(cur []int, min, left int)
	rec = func(cur []int, min, left int) {
		f(cur)
		for h := min; h <= maxHeap && h <= left; h++ {
			rec(append(cur, h), h, left-h)
		}
	}
	rec(nil, 1, total)
}

// checkMove checks a winning move m (found: one was found) from the sum
// pos against the search s: one is found exactly when the search finds
// one, and it leads to a P-position. It reports whether a move was found.
func checkMove(t *testing.T, s *misere.Solver, method string, pos []int, m misere.Move, found bool) bool {
	t.Helper()
	_, want, err := s.WinningMove(pos...)
	if err != nil {
		t.Fatal(err)
	}
	if found != want {
		t.Fatalf("%v %v: %s finds a winning move %v, search %v", s.Rule(), pos, method, found, want)
	}
	if found {
		if o, err := s.Outcome(m.Result...); err != nil || o != gamelib.P {
			t.Fatalf("%v %v: %s's move %v leaves %v (err %v)", s.Rule(), pos, method, m, o, err)
		}
	}
	return found
}

// forRandomOctal calls f with random octal games of two or three code
// digits, from the PCG seeds s1, s2: games draws of a code (a quarter with
// -short), codes that are no game skipped.
func forRandomOctal(s1, s2 uint64, games int, f func(code string, r heap.Rule)) {
	if testing.Short() {
		games = max(games/4, 1)
	}
	rng := rand.New(rand.NewPCG(s1, s2))
	for range games {
		code := "0."
		for range 2 + rng.IntN(2) {
			code += fmt.Sprint(rng.IntN(8))
		}
		if r, err := octal.Parse(code); err == nil {
			f(code, r)
		}
	}
}

var rules = []heap.Rule{
	heap.Nim(),
	octal.Kayles(),
	octal.DawsonsKayles(),
	octal.GrundysGame(),
	heap.Lasker(),
	octal.MustParse("0.75"),
	octal.MustParse("4.7"),
	octal.MustParse("0.123"),
	octal.MustParse("0.F"), // hexadecimal: splits into three heaps
	mustSub(1, 3, 4),
	mustSplit(3),
}

func mustSub(a ...int) heap.Rule {
	r, err := heap.Subtraction(a...)
	if err != nil {
		panic(err)
	}
	return r
}

func mustSplit(k int) heap.Rule {
	r, err := heap.Split(k)
	if err != nil {
		panic(err)
	}
	return r
}

// TestAgainstPlain checks genus (g⁺ and γ₀..γ₃), misère value, outcome,
// winning moves and heredity of tameness against the definition on every
// sum of total ≤ 11.
func TestAgainstPlain(t *testing.T) {
	total := 11
	if testing.Short() {
		total = 8
	}
	for _, r := range rules {
		t.Run(r.String(), func(t *testing.T) {
			s := misere.NewSolver(r)
			p := newPlain(r)
			positions(total, total, func(pos []int) {
				g, err := s.Genus(pos...)
				if err != nil {
					t.Fatal(err)
				}
				if want := p.value(pos, nil, false); g.Plus != want {
					t.Errorf("%v: g⁺ = %d, want %d", pos, g.Plus, want)
				}
				for k := range 4 {
					twos := slices.Repeat([]int{2}, k)
					if want := p.value(pos, twos, true); g.At(k) != want {
						t.Errorf("%v: genus %v: γ%d = %d, want %d", pos, g, k, g.At(k), want)
					}
				}
				o, err := s.Outcome(pos...)
				if err != nil {
					t.Fatal(err)
				}
				if want := gamelib.OutcomeOf(g.Misere()); o != want {
					t.Errorf("%v: outcome %v, genus %v", pos, o, g)
				}
				m, ok, err := s.WinningMove(pos...)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					if q := p.value(m.Result, nil, true); q != 0 {
						t.Errorf("%v: winning move %v leads to g⁻ = %d", pos, m, q)
					}
				} else if o == gamelib.N && len(pos) > 0 && hasMove(r, pos) {
					t.Errorf("%v: N-position without a winning move", pos)
				}
			})
		})
	}
}

func hasMove(r heap.Rule, pos []int) bool {
	for _, h := range pos {
		for range r.Options(h) {
			return true
		}
	}
	return false
}

// TestLongerSuperscripts compares more γ_k with the definition on small
// sums, where superscripts are longest relative to the sums' size.
func TestLongerSuperscripts(t *testing.T) {
	for _, r := range rules {
		s := misere.NewSolver(r)
		p := newPlain(r)
		positions(6, 6, func(pos []int) {
			g, err := s.Genus(pos...)
			if err != nil {
				t.Fatal(err)
			}
			for k := range 9 {
				if want := p.value(pos, slices.Repeat([]int{2}, k), true); g.At(k) != want {
					t.Errorf("%v %v: genus %v: γ%d = %d, want %d", r, pos, g, k, g.At(k), want)
				}
			}
		})
	}
}

// TestBouton checks misère Nim (Bouton 1902): a sum of nim heaps is a
// misère P-position exactly when its nim-sum is 0 and some heap is ≥ 2,
// or every heap is ≤ 1 and the nim-sum is 1.
func TestBouton(t *testing.T) {
	s := misere.NewSolver(heap.Nim())
	positions(9, 24, func(pos []int) {
		x, big := 0, false
		for _, h := range pos {
			x ^= h
			big = big || h >= 2
		}
		want := gamelib.N
		if (big && x == 0) || (!big && x == 1) {
			want = gamelib.P
		}
		o, err := s.Outcome(pos...)
		if err != nil {
			t.Fatal(err)
		}
		if o != want {
			t.Errorf("nim %v: %v, want %v", pos, o, want)
		}
	})
}

// TestTameOutcome checks Conway's theorem that sums of tame games are
// played like misère Nim: the outcome and the genus predicted from the
// genera of hereditarily tame heaps (TameOutcome, TameSum) equal the
// searched ones on every sum of them.
func TestTameOutcome(t *testing.T) {
	for _, r := range rules {
		s := misere.NewSolver(r)
		var tame []int
		genus := map[int]misere.Genus{}
		for h := 1; h <= 14; h++ {
			ok, err := s.HereditarilyTame(h)
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				tame = append(tame, h)
				genus[h], _ = s.Genus(h)
			}
		}
		checked := 0
		var rec func(pos []int, i, left int)
		rec = func(pos []int, i, left int) {
			if i == len(tame) {
				var gs []misere.Genus
				for _, h := range pos {
					gs = append(gs, genus[h])
				}
				want, err := misere.TameOutcome(gs...)
				if err != nil {
					t.Fatal(err)
				}
				got, err := s.Outcome(pos...)
				if err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Errorf("%v %v: searched %v, tame genus arithmetic %v", r, pos, got, want)
				}
				sum, err := misere.TameSum(gs...)
				if err != nil {
					t.Fatal(err)
				}
				if g, err := s.Genus(pos...); err != nil || !g.Equal(sum) {
					t.Errorf("%v %v: searched genus %v, TameSum %v (err %v)", r, pos, g, sum, err)
				}
				checked++
				return
			}
			rec(pos, i+1, left)
			for h := tame[i]; h <= left; h += tame[i] {
				pos = append(pos, tame[i])
				rec(pos, i+1, left-h)
			}
		}
		rec(nil, 0, 24)
		if checked < 2 {
			t.Errorf("%v: only %d tame sums checked", r, checked)
		}
	}
	if _, err := misere.TameOutcome(misere.Genus{Plus: 4, Sup: []int{1, 4, 6}}); err == nil {
		t.Error("TameOutcome accepted the wild genus 4^146")
	}
}

// TestRandomSums checks outcomes of random larger sums of Kayles and
// Dawson's Kayles heaps against the definition.
func TestRandomSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, r := range []heap.Rule{octal.Kayles(), octal.DawsonsKayles(), octal.MustParse("0.75")} {
		s := misere.NewSolver(r)
		p := newPlain(r)
		for range 40 {
			var pos []int
			for left := 16; left > 0; {
				h := 1 + rng.IntN(min(left, 9))
				pos = append(pos, h)
				left -= h
			}
			o, err := s.Outcome(pos...)
			if err != nil {
				t.Fatal(err)
			}
			if want := gamelib.OutcomeOf(p.value(pos, nil, true)); o != want {
				t.Errorf("%v %v: %v, want %v", r, pos, o, want)
			}
		}
	}
}

// A heap too large for the options table is refused from the first
// heaps' options extrapolated (or at once from the per-heap tables), not
// after building gigabytes of options: Nim heap 10⁵ (5·10⁹ options) used
// to take 16 s and 2.7 GB, Kayles heap 10¹² a minute and 14 GB.
func TestPrepareRefusesEarly(t *testing.T) {
	for _, tc := range []struct {
		r     heap.Rule
		heaps []int
		want  string
	}{
		{heap.Nim(), []int{100000}, "extrapolated from heap"},
		{octal.Kayles(), []int{1000000, 3}, "extrapolated from heap"},
		{octal.Kayles(), []int{1 << 40}, "tables of heaps"},
	} {
		s := misere.NewSolver(tc.r)
		_, err := s.Outcome(tc.heaps...)
		if !errors.Is(err, gamelib.ErrTooLarge) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v %v: error %v, want ErrTooLarge mentioning %q", tc.r, tc.heaps, err, tc.want)
		}
	}
	// A subtraction game's options grow linearly: heap 10⁵ is not refused.
	r, err := heap.Subtraction(1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := misere.NewSolver(r).Outcome(100000); err != nil {
		t.Errorf("sub:1,2 heap 100000: %v", err)
	}
}

// TestNimLikeHeaps checks the heaps the solver replaces by nim sums
// m·∗2 + p·∗1 (Kayles' heap 3 by ∗2 + ∗1, Dawson's Kayles' heaps 5 and
// 6, Grundy's heaps 4 and 5, …) against the definition: for every sum X
// of the rule's heaps of total ≤ 6 and k ≤ 3, the heap plus X plus k·∗2
// has the misère and normal values of m·∗2 + p·∗1 + X + k·∗2.
func TestNimLikeHeaps(t *testing.T) {
	total := 6
	if testing.Short() {
		total = 4
	}
	for _, r := range rules {
		s := misere.NewSolver(r)
		p := newPlain(r)
		found := 0
		for h := 1; h <= 16; h++ {
			m, par, ok, err := misere.NimPart(s, h)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				continue
			}
			found++
			nim := append(slices.Repeat([]int{2}, m), slices.Repeat([]int{1}, par)...)
			positions(total, total, func(x []int) {
				for k := range 4 {
					twos := slices.Repeat([]int{2}, k)
					for _, misere := range []bool{true, false} {
						got := p.value(append(slices.Clone(x), h), twos, misere)
						want := p.value(x, append(slices.Clone(nim), twos...), misere)
						if got != want {
							t.Errorf("%v heap %d ≟ %d·∗2+%d·∗1, with %v + %d·∗2 (misère %v): %d vs %d", r, h, m, par, x, k, misere, got, want)
						}
					}
				}
			})
		}
		if found < 2 {
			t.Errorf("%v: only %d nim-like heaps", r, found)
		}
	}
	// Kayles' heap 3 (options ∗2, ∗1 + ∗1, ∗1) is ∗2 + ∗1, so it is nim-like
	// beyond the heaps 1 and 2 the solver always reduced.
	if m, par, ok, _ := misere.NimPart(misere.NewSolver(octal.Kayles()), 3); !ok || m != 1 || par != 1 {
		t.Errorf("Kayles heap 3: NimPart = %d, %d, %v; want 1, 1, true", m, par, ok)
	}
}

// TestNimSumReductionAgainstSearch compares the genera of every heap, and
// of random sums, with those of the search that reduces only heaps equal
// to 0, ∗1 and ∗2, as far as that search goes in a test's budget.
func TestNimSumReductionAgainstSearch(t *testing.T) {
	scale := 1
	if testing.Short() {
		scale = 2
	}
	for _, tc := range []struct {
		r heap.Rule
		n int
	}{
		{octal.Kayles(), 50},
		{octal.DawsonsKayles(), 60},
		{octal.GrundysGame(), 55},
		{octal.MustParse("0.75"), 48},
		{octal.MustParse("0.123"), 55},
		{octal.MustParse("0.77"), 42},
		{mustSub(1, 3, 4), 300},
		{mustSub(2, 5, 7), 300},
	} {
		n := tc.n / scale
		fast, ref := misere.NewSolver(tc.r), misere.NewSolverStar12(tc.r)
		for h := 0; h <= n; h++ {
			g, err := fast.Genus(h)
			if err != nil {
				t.Fatal(err)
			}
			w, err := ref.Genus(h)
			if err != nil {
				t.Fatal(err)
			}
			if !g.Equal(w) {
				t.Errorf("%v heap %d: genus %v, search without the reduction %v", tc.r, h, g, w)
			}
		}
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		for range 30 {
			var pos []int
			for left := min(n, 36); left > 0; {
				h := 1 + rng.IntN(left)
				pos = append(pos, h)
				left -= h
			}
			g, err := fast.Genus(pos...)
			if err != nil {
				t.Fatal(err)
			}
			w, err := ref.Genus(pos...)
			if err != nil {
				t.Fatal(err)
			}
			if !g.Equal(w) {
				t.Errorf("%v %v: genus %v, search without the reduction %v", tc.r, pos, g, w)
			}
		}
	}
}

// TestHashCollisions checks the memo tables, which hash positions and
// compare the positions themselves, against a solver whose hash sends all
// positions with as many heaps to one bucket: the same genera, tameness,
// outcomes and number of positions, on every sum of total ≤ 16 and on
// the single heaps to 30.
func TestHashCollisions(t *testing.T) {
	for _, r := range rules {
		s, w := misere.NewSolver(r), misere.NewSolverWeakHash(r)
		for h := 0; h <= 30; h++ {
			g, err1 := s.Genus(h)
			gw, err2 := w.Genus(h)
			if err1 != nil || err2 != nil || !g.Equal(gw) {
				t.Fatalf("%v heap %d: genus %v (%v), weak hash %v (%v)", r, h, g, err1, gw, err2)
			}
		}
		positions(12, 16, func(pos []int) {
			g, _ := s.Genus(pos...)
			gw, _ := w.Genus(pos...)
			ht, _ := s.HereditarilyTame(pos...)
			htw, _ := w.HereditarilyTame(pos...)
			o, _ := s.Outcome(pos...)
			ow, _ := w.Outcome(pos...)
			if !g.Equal(gw) || ht != htw || o != ow {
				t.Fatalf("%v %v: genus %v tame %v outcome %v; weak hash %v %v %v", r, pos, g, ht, o, gw, htw, ow)
			}
		})
		if s.Positions() != w.Positions() {
			t.Errorf("%v: %d positions, %d with the weak hash", r, s.Positions(), w.Positions())
		}
	}
	// Positions kept outside the entries' inline key: heaps of 256 and
	// more (a subtraction game to heap 300) and more than 22 heaps (23
	// nim heaps ∗4, whose genus is that of a nim position with nim-sum 4
	// and a heap ≥ 2, 4^46).
	sub := mustSub(1, 3, 4)
	s, w := misere.NewSolver(sub), misere.NewSolverWeakHash(sub)
	gs, err1 := s.HeapGenera(300, nil)
	gw, err2 := w.HeapGenera(300, nil)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	for h := range gs {
		if !gs[h].Equal(gw[h]) {
			t.Fatalf("%v heap %d: genus %v, weak hash %v", sub, h, gs[h], gw[h])
		}
	}
	many := slices.Repeat([]int{4}, 23)
	for _, s := range []*misere.Solver{misere.NewSolver(heap.Nim()), misere.NewSolverWeakHash(heap.Nim())} {
		if g, err := s.Genus(many...); err != nil || g.String() != "4^46" {
			t.Errorf("23 nim heaps ∗4: genus %v (%v), want 4^46", g, err)
		}
	}
}

// TestKaylesPositionCount checks the package documentation's count of the
// positions below a Kayles heap n: the partitions of the numbers ≤ n + 1
// into parts ≥ 5 (heaps 1, 2 and 3 are nim sums and never stored).
func TestKaylesPositionCount(t *testing.T) {
	const n = 40
	p := make([]int, n+2)
	p[0] = 1
	for k := 5; k <= n+1; k++ {
		for m := k; m <= n+1; m++ {
			p[m] += p[m-k]
		}
	}
	want := 0
	for _, c := range p {
		want += c
	}
	s := misere.NewSolver(octal.Kayles())
	if _, err := s.HeapGenera(n, nil); err != nil {
		t.Fatal(err)
	}
	if got := s.Positions(); got != want {
		t.Errorf("Kayles to heap %d: %d positions, want %d", n, got, want)
	}
}
