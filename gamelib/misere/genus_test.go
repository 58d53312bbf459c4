package misere_test

import (
	"errors"
	"fmt"
	"iter"
	"os"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/misere"
	"github.com/grundylab/grundylab/gamelib/octal"
)

func TestGenusString(t *testing.T) {
	for _, tc := range []struct {
		text string
		g    misere.Genus
	}{
		{"0^120", misere.Genus{Plus: 0, Sup: []int{1, 2, 0}}},
		{"4^146", misere.Genus{Plus: 4, Sup: []int{1, 4, 6}}},
		{"12^(1,12,14)", misere.Genus{Plus: 12, Sup: []int{1, 12, 14}}},
		{"8^(8,10)", misere.Genus{Plus: 8, Sup: []int{8, 10}}},
	} {
		if got := tc.g.String(); got != tc.text {
			t.Errorf("String = %q, want %q", got, tc.text)
		}
		g, err := misere.ParseGenus(tc.text)
		if err != nil || !g.Equal(tc.g) {
			t.Errorf("ParseGenus(%q) = %v, %v", tc.text, g, err)
		}
	}
	if g, err := misere.ParseGenus("2^2020"); err != nil || g.String() != "2^20" {
		t.Errorf("ParseGenus(2^2020) = %v, %v; want 2^20", g, err)
	}
	for _, bad := range []string{"", "3", "3^", "3^1", "x^12", "3^1a", "3^(1,2", "3^(1,x)"} {
		if _, err := misere.ParseGenus(bad); err == nil {
			t.Errorf("ParseGenus(%q) accepted", bad)
		}
	}
	g := misere.Genus{Plus: 0, Sup: []int{1, 2, 0}}
	for k, want := range []int{1, 2, 0, 2, 0, 2, 0} {
		if g.At(k) != want {
			t.Errorf("0^120: γ%d = %d, want %d", k, g.At(k), want)
		}
	}
}

// TestPublishedGenera asserts genera stated in the literature.
func TestPublishedGenera(t *testing.T) {
	s := misere.NewSolver(heap.Nim())
	for _, tc := range []struct {
		heaps []int
		genus string
		src   string
	}{
		// "∗0 has genus value 0^120" (Wikipedia, Genus theory); the WGOSA
		// page "Genus Sequences" (2008) gives Genus(∗0) = 0120 2020… and
		// Genus(∗1) = 1031 3131…, and Grundy⁻(∗1+∗1) = 1.
		{nil, "0^120", "Wikipedia, Genus theory"},
		{[]int{1}, "1^031", "WGOSA, Genus Sequences"},
		{[]int{1, 1}, "0^120", "WGOSA: Grundy⁻(∗1+∗1) = 1, Grundy⁺ = 0"},
		// Winning Ways ch. 13: the nim heaps ∗2, ∗3 have genera 2^20, 3^31 and
		// the tame genera 0^02 and 1^13 are those of ∗2+∗2 and ∗2+∗3.
		{[]int{2}, "2^20", "Winning Ways ch. 13"},
		{[]int{3}, "3^31", "Winning Ways ch. 13"},
		{[]int{2, 2}, "0^02", "Winning Ways ch. 13"},
		{[]int{2, 3}, "1^13", "Winning Ways ch. 13"},
	} {
		g, err := s.Genus(tc.heaps...)
		if err != nil {
			t.Fatal(err)
		}
		if g.String() != tc.genus {
			t.Errorf("nim %v: genus %v, want %s (%s)", tc.heaps, g, tc.genus, tc.src)
		}
	}
	// The genera the issue quotes as CGSuite's notation, 3^1431, 4^146 and
	// 0^20, occur in Grundy's game (heaps 13 and 20) and Kayles (heap 5)
	// and Dawson's Kayles (heap 14).
	for _, tc := range []struct {
		r     heap.Rule
		n     int
		genus string
	}{
		{octal.GrundysGame(), 13, "3^1431"},
		{octal.GrundysGame(), 20, "0^20"},
		{octal.Kayles(), 5, "4^146"},
		{octal.DawsonsKayles(), 14, "4^146"},
	} {
		g, err := misere.NewSolver(tc.r).Genus(tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if g.String() != tc.genus {
			t.Errorf("%v heap %d: genus %v, want %s", tc.r, tc.n, g, tc.genus)
		}
	}
}

// TestPlambeck0312: Plambeck's page on the octal game 0.312 ("The Game
// .312", status solved 4 February 2003, misère octal games, quaternary
// games, www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312)
// lists the single-heap genus sequence 1^{03131}, 2^{20}, 0^{02},
// 2^{1420}, 0^{02}, 1^{13}, "also periodic of length two" from there on,
// and says the wild heap 4 (A) has genus(A + A) = 0^{1202}. Plambeck
// writes the alternation out further than CGSuite's notation, which
// stops once the last two digits alternate: 1^031 and 0^120.
func TestPlambeck0312(t *testing.T) {
	s := misere.NewSolver(octal.MustParse("0.312"))
	gs, err := s.HeapGenera(40, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"", "1^031", "2^20", "0^02", "2^1420", "0^02", "1^13"}
	for n := 1; n < len(gs); n++ {
		w := ""
		if n < len(want) {
			w = want[n]
		} else {
			w = want[5+(n-5)%2]
		}
		if gs[n].String() != w {
			t.Errorf("0.312 heap %d: genus %v, want %s (Plambeck)", n, gs[n], w)
		}
	}
	if g, err := s.Genus(4, 4); err != nil || g.String() != "0^120" {
		t.Errorf("0.312 heaps 4+4: genus %v, %v; want 0^120 (Plambeck's 0^{1202})", g, err)
	}
}

// TestNimGenera: a nim heap n ≥ 2 has the tame genus n^{n,n⊕2}, and its
// misère value is n.
func TestNimGenera(t *testing.T) {
	gs, err := misere.HeapGenera(heap.Nim(), 300, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 2; n < len(gs); n++ {
		if g := gs[n]; g.Plus != n || len(g.Sup) != 2 || g.Sup[0] != n || g.Sup[1] != n^2 || !g.Tame() {
			t.Errorf("nim heap %d: genus %v", n, g)
		}
	}
	v, err := misere.Values(heap.Nim(), 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 0, 2, 3, 4, 5}; !equal(v, want) {
		t.Errorf("misère nim values %v, want %v", v, want)
	}
}

func equal(a gamelib.Sequence, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// loopy has an option that is no smaller than the heap.
type loopy struct{}

func (loopy) String() string { return "loopy" }
func (loopy) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if n > 0 {
			yield([]int{n})
		}
	}
}

func TestBadInput(t *testing.T) {
	if _, err := misere.NewSolver(loopy{}).Genus(3); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("loopy rule: err = %v, want ErrCycle", err)
	}
	if _, err := misere.NewSolver(loopy{}).Outcome(3); !errors.Is(err, gamelib.ErrCycle) {
		t.Errorf("loopy rule outcome: err = %v, want ErrCycle", err)
	}
	if _, err := misere.NewSolver(nil).Genus(2); err == nil {
		t.Error("nil rule accepted")
	}
	if _, err := misere.NewSolver(heap.Nim()).Genus(2, -1); err == nil {
		t.Error("negative heap accepted")
	}
	if _, err := misere.HeapGenera(heap.Nim(), -1, nil); err == nil {
		t.Error("n = -1 accepted")
	}
	func() {
		defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(1e7))
		if _, err := misere.HeapGenera(octal.Kayles(), 200, nil); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("Kayles to 200 under a work limit of 1e7: err = %v, want ErrTooSlow", err)
		}
		if _, err := misere.NewSolver(octal.Kayles()).Outcome(30, 30); !errors.Is(err, gamelib.ErrTooSlow) {
			t.Errorf("Kayles 30+30 under a work limit of 1e7: err = %v, want ErrTooSlow", err)
		}
	}()
	defer gamelib.SetMemoryLimit(gamelib.SetMemoryLimit(1 << 20))
	if _, err := misere.HeapGenera(octal.Kayles(), 60, nil); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("Kayles to 60 under a 1 MiB limit: err = %v, want ErrTooLarge", err)
	}
	if _, err := misere.NewSolver(octal.Kayles()).Outcome(20, 20, 20, 20); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("big Kayles sum under a 1 MiB limit: err = %v, want ErrTooLarge", err)
	}
}

// Solver.HeapGenera gives HeapGenera's genera and leaves the positions
// memoised, so that HereditarilyTame afterwards searches nothing more.
func TestSolverHeapGenera(t *testing.T) {
	r := octal.DawsonsKayles()
	want, err := misere.HeapGenera(r, 30, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := misere.NewSolver(r)
	got, err := s.HeapGenera(30, nil)
	if err != nil {
		t.Fatal(err)
	}
	work := s.Work()
	for h := range want {
		if got[h].String() != want[h].String() {
			t.Errorf("heap %d: %s, want %s", h, got[h], want[h])
		}
		if _, err := s.HereditarilyTame(h); err != nil {
			t.Fatal(err)
		}
	}
	if s.Work() != work {
		t.Errorf("HereditarilyTame after HeapGenera visited %d more options", s.Work()-work)
	}
	if _, err := s.HeapGenera(-1, nil); err == nil {
		t.Error("HeapGenera(-1): no error")
	}
}

// TestCGSuiteGenera compares the genera of heaps of five octal games with
// CGSuite's (testdata/cgsuite_genera.txt names the source): g⁺ and
// γ₀, …, γ₇ of every heap listed.
func TestCGSuiteGenera(t *testing.T) {
	data, err := os.ReadFile("testdata/cgsuite_genera.txt")
	if err != nil {
		t.Fatal(err)
	}
	games := 0
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		r, err := octal.Parse(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		games++
		gs, err := misere.HeapGenera(r, len(fields)-2, nil)
		if err != nil {
			t.Fatal(err)
		}
		for h, f := range fields[1:] {
			plus, sup, ok := strings.Cut(f, ":")
			if !ok || len(sup) != 8 {
				t.Fatalf("%s heap %d: malformed entry %q", fields[0], h, f)
			}
			got := fmt.Sprint(gs[h].Plus, ":")
			for k := range 8 {
				got += fmt.Sprint(gs[h].At(k))
			}
			if want := plus + ":" + sup; got != want {
				t.Errorf("%s heap %d: g⁺:γ₀…γ₇ = %s, CGSuite %s", fields[0], h, got, want)
			}
		}
	}
	if games != 5 {
		t.Errorf("%d games read, want 5", games)
	}
}
