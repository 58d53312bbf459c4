package lab_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/janpfeifer/gonb/cache"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/notebooks/lab"
)

func TestAnalyzeKayles(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	e, err := lab.Analyze("kayles", &lab.ExploreOptions{N: 300})
	if err != nil {
		t.Fatal(err)
	}
	// Kayles: preperiod 71, period 12 (Guy and Smith 1956; Winning Ways ch. 4).
	p := e.Period
	if !p.Certified || p.Preperiod != 71 || p.Period != 12 {
		t.Errorf("Kayles period %v, want certified preperiod 71, period 12", p)
	}
	if len(e.Values) != 301 || !e.HasSplit {
		t.Errorf("len %d, split %v", len(e.Values), e.HasSplit)
	}
	want, _ := heap.PlainValues(e.Rule, 300, nil)
	if !slices.Equal(e.Values, want) {
		t.Error("values differ from the definition")
	}
	if !strings.Contains(e.PeriodText(), "certified") {
		t.Errorf("PeriodText %q", e.PeriodText())
	}
}

func TestAnalyzeFuncAndObserved(t *testing.T) {
	// Take a positive square: no periodicity theorem, so the period is
	// observed or absent, never certified.
	square := heap.Func("square", func(n int) [][]int {
		var o [][]int
		for k := 1; k*k <= n; k++ {
			o = append(o, []int{n - k*k})
		}
		return o
	})
	e, err := lab.Analyze(square, &lab.ExploreOptions{N: 200})
	if err != nil {
		t.Fatal(err)
	}
	if e.Period.Certified || e.HasSplit {
		t.Errorf("square: %v, split %v", e.Period, e.HasSplit)
	}
	// P-positions of the square game start 0, 2, 5, 7, 10 (OEIS A030193).
	if pp := e.Values.PPositions(); !slices.Equal(pp[:5], []int{0, 2, 5, 7, 10}) {
		t.Errorf("P-positions %v", pp[:5])
	}
	// Subtraction {1,2}: period 3 observed by the values and certified.
	e, err = lab.Analyze("sub:1,2", &lab.ExploreOptions{N: 50})
	if err != nil {
		t.Fatal(err)
	}
	if !e.Period.Certified || e.Period.Period != 3 {
		t.Errorf("sub:1,2: %v", e.Period)
	}
}

func TestAnalyzeErrors(t *testing.T) {
	for _, game := range []any{"octal:0.9z", "nonsense", 42, nil, heap.Func("nil", nil)} {
		if _, err := lab.Analyze(game, nil); err == nil {
			t.Errorf("Analyze(%v): no error", game)
		}
	}
	if err := lab.Explore("nonsense", nil); err == nil {
		t.Error("Explore of an unknown game: no error")
	}
	if err := lab.Compare(nil, nil); err == nil {
		t.Error("Compare of no games: no error")
	}
}

func TestCached(t *testing.T) {
	s, err := cache.New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	lab.UseStorage(s)
	defer lab.UseStorage(cache.Default)
	t.Setenv(lab.NoCacheEnv, "")
	calls := 0
	compute := func(n int) func(gamelib.Progress) (gamelib.Sequence, error) {
		return func(p gamelib.Progress) (gamelib.Sequence, error) {
			calls++
			return heap.Values(heap.Lasker(), n, p)
		}
	}
	a, err := lab.Cached("lasker", compute(20), 20)
	if err != nil {
		t.Fatal(err)
	}
	b, err := lab.Cached("lasker", compute(20), 20)
	if err != nil || calls != 1 || !slices.Equal(a, b) {
		t.Errorf("second call: calls %d, err %v, equal %v", calls, err, slices.Equal(a, b))
	}
	c, _ := lab.Cached("lasker", compute(30), 30) // a changed parameter recomputes
	if calls != 2 || len(c) != 31 {
		t.Errorf("changed parameter: calls %d, len %d", calls, len(c))
	}
	if _, err := lab.Cached("fails", func(gamelib.Progress) (int, error) { return 0, errors.New("boom") }); err == nil {
		t.Error("an error of compute was not returned")
	}
	t.Setenv(lab.NoCacheEnv, "1")
	lab.Cached("lasker", compute(20), 20)
	if calls != 3 {
		t.Errorf("with %s set the value was not recomputed", lab.NoCacheEnv)
	}
	k1, ok1 := lab.CacheKey[int]("x y", 1)
	t.Setenv(lab.NoCacheEnv, "")
	k2, ok2 := lab.CacheKey[int]("x y", 1)
	k3, _ := lab.CacheKey[int]("x y", 2)
	k4, _ := lab.CacheKey[string]("x y", 1)
	if ok1 || !ok2 || k2 == k3 || k2 == k4 || !strings.HasPrefix(k2, "lab-x_y-") {
		t.Errorf("keys %q %v / %q %v, %q, %q", k1, ok1, k2, ok2, k3, k4)
	}
}

func TestBarHTML(t *testing.T) {
	h := lab.BarHTML("work <1>", 250, 1000, 2*time.Second)
	for _, want := range []string{"work &lt;1&gt;", `value="250"`, "25%", "125/s", "6.0 s left"} {
		if !strings.Contains(h, want) {
			t.Errorf("bar %q lacks %q", h, want)
		}
	}
	if h := lab.BarHTML("w", 5e6, 5e6, 90*time.Second); !strings.Contains(h, "100%") || !strings.Contains(h, "55.6k/s") || !strings.Contains(h, "1 min 30 s") {
		t.Errorf("finished bar %q", h)
	}
}

func TestErrors(t *testing.T) {
	h := lab.ErrorHTML(errors.New("a < b"))
	if !strings.Contains(h, "a &lt; b") || !strings.Contains(h, "style=") {
		t.Errorf("ErrorHTML %q", h)
	}
	code := -1
	lab.SetExit(func(c int) { code = c })
	lab.Check(nil)
	if code != -1 {
		t.Error("Check(nil) exited")
	}
	if v := lab.Must(7, errors.New("bad")); v != 7 || code != 1 {
		t.Errorf("Must: %d, exit %d", v, code)
	}
}

func TestExplorerView(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	h := lab.ExplorerHTML("dawson", 300, 50)
	for _, want := range []string{`class="lab-explorer-sequence"`, `class="lab-explorer-density"`, `data:image/png;base64,`, `class="grundylab"`, "certified"} {
		if !strings.Contains(h, want) {
			t.Errorf("explorer view lacks %q", want)
		}
	}
	if h := lab.ExplorerHTML("nonsense", 100, 0); !strings.Contains(h, "lab-error") {
		t.Errorf("explorer view of a bad game: %.200q", h)
	}
	if lab.Interactive() {
		t.Error("Interactive() outside a notebook")
	}
}
