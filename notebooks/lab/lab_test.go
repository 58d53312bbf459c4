package lab_test

import (
	"errors"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/janpfeifer/gonb/cache"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/notebooks/lab"
	"github.com/grundylab/grundylab/plots"
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
	// Games of boards, graphs and pairs by name are AnalyzeBoard's.
	for _, game := range []string{"cram:5x7", "nodekayles", " wythoff:30"} {
		if _, err := lab.Analyze(game, nil); err == nil || !strings.Contains(err.Error(), "AnalyzeBoard") {
			t.Errorf("Analyze(%q) = %v, want an error naming AnalyzeBoard", game, err)
		}
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
	// Choosing "grundy" shows grundy, not its code octal:4!.0, in the
	// summary and the sequence plot's title (issue 22).
	h = lab.ExplorerHTML("grundy", 100, 0)
	if !strings.Contains(h, `font-weight:bold">grundy</div>`) || !strings.Contains(h, "grundy is octal:4!.0") {
		t.Errorf("explorer view of grundy: summary %.300q", h)
	}
	e, err := lab.Analyze("grundy", &lab.ExploreOptions{N: 100})
	if err != nil {
		t.Fatal(err)
	}
	if title, err := lab.ExplorerSequenceTitle(e, 20); err != nil || title != "grundy: g(n), 20 ≤ n ≤ 100" {
		t.Errorf("explorer's sequence title of grundy: %q, %v", title, err)
	}
	if h := lab.ExplorerHTML("nonsense", 100, 0); !strings.Contains(h, "lab-error") {
		t.Errorf("explorer view of a bad game: %.200q", h)
	}
	if lab.Interactive() {
		t.Error("Interactive() outside a notebook")
	}
}

func TestExplorationFigures(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	e, err := lab.Analyze("kayles", &lab.ExploreOptions{N: 200})
	if err != nil {
		t.Fatal(err)
	}
	figs, err := e.Figures(&plots.Paper)
	if err != nil {
		t.Fatal(err)
	}
	if len(figs) != 2 || figs[0].Name != "kayles-sequence-paper" || figs[1].Name != "kayles-p-density-paper" {
		t.Fatalf("figures %v, want kayles-sequence-paper and kayles-p-density-paper", figs)
	}
	for _, f := range figs {
		if f.W != plots.Paper.Width || f.H != plots.Paper.Height {
			t.Errorf("%s: size %v×%v, want the Paper style's", f.Name, f.W, f.H)
		}
	}
	dir := t.TempDir()
	files, err := plots.Export(dir, figs...)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 6 {
		t.Errorf("Export wrote %d files, want 6 (SVG, PDF, PNG of each): %v", len(files), files)
	}
	// Exploration.Export: the figures and the summary table.
	files, err = e.Export(dir, &plots.Paper)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	if want := []string{"kayles-sequence-paper.svg", "kayles-sequence-paper.pdf", "kayles-sequence-paper.png",
		"kayles-p-density-paper.svg", "kayles-p-density-paper.pdf", "kayles-p-density-paper.png",
		"kayles-summary.csv", "kayles-summary.tex"}; !slices.Equal(names, want) {
		t.Errorf("Export wrote %v, want %v", names, want)
	}
	csv, err := os.ReadFile(filepath.Join(dir, "kayles-summary.csv"))
	if err != nil {
		t.Fatal(err)
	}
	// Kayles: preperiod 71, period 12 (Guy and Smith 1956).
	if !strings.Contains(string(csv), `kayles,octal:0.77,71,12,0,"certified: `) {
		t.Errorf("summary CSV:\n%s", csv)
	}
}

func TestFileName(t *testing.T) {
	for _, tc := range [][2]string{
		{"octal:0.137", "octal-0.137"}, {"sub:2,5,7", "sub-2-5-7"}, {"take a square", "take-a-square"},
		{"kayles", "kayles"}, {"γ: ≤", "game"}, {"../x", "-x"}, {"octal:4!.0", "octal-4-.0"},
	} {
		if got := lab.FileName(tc[0]); got != tc[1] {
			t.Errorf("FileName(%q) = %q, want %q", tc[0], got, tc[1])
		}
	}
}

// TestExploreVerdicts: issue 22's misleading verdicts.
func TestExploreVerdicts(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	// octal:0.9 to 1000 was "preperiod 980, period 4" from its last 21
	// values, and silently hexadecimal.
	e, err := lab.Analyze("octal:0.9", &lab.ExploreOptions{N: 1000, PeriodLimit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if e.Period.Found {
		t.Errorf("octal:0.9: period %v, want none (too little evidence)", e.Period)
	}
	if got := strings.Join(e.Notes(), "; "); !strings.Contains(got, "hexadecimal digit 9 (d1): removing 1 tokens may leave nothing, three heaps") {
		t.Errorf("octal:0.9 notes %q, want the hexadecimal digit 9 explained", got)
	}
	// The name typed is the name shown, with its code as a note.
	for _, tc := range [][2]string{{"grundy", "octal:4!.0"}, {"kayles", "octal:0.77"}} {
		e, err := lab.Analyze(tc[0], &lab.ExploreOptions{N: 100})
		if err != nil {
			t.Fatal(err)
		}
		if e.Name != tc[0] || !slices.Contains(e.Notes(), tc[0]+" is "+tc[1]) {
			t.Errorf("%s: name %q, notes %q", tc[0], e.Name, e.Notes())
		}
		figs, err := e.Figures(nil)
		if err != nil {
			t.Fatal(err)
		}
		if title := figs[0].Plot.Title.Text; !strings.HasPrefix(title, tc[0]+":") {
			t.Errorf("%s: title %q", tc[0], title)
		}
	}
	// An observed period states its evidence.
	sq := heap.Func("sub:1,2 by hand", func(n int) [][]int {
		var o [][]int
		for k := 1; k <= 2 && k <= n; k++ {
			o = append(o, []int{n - k})
		}
		return o
	})
	e, err = lab.Analyze(sq, &lab.ExploreOptions{N: 99})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := e.PeriodText(), "preperiod 0, period 3; observed, not proven: 33 whole periods after the preperiod, in g(0…99)"; got != want {
		t.Errorf("PeriodText = %q, want %q", got, want)
	}
}

// TestRareHeapsListed: the summary lists 30 rare heaps and counts all the
// others (it said "… (1 more)" with 90 more hidden).
func TestRareHeapsListed(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	e, err := lab.Analyze("grundy", &lab.ExploreOptions{N: 5000})
	if err != nil {
		t.Fatal(err)
	}
	rare := 0
	for x := 1; x <= 5000; x++ {
		if e.Split.IsRare(x, e.Values[x]) {
			rare++
		}
	}
	if rare <= 31 {
		t.Fatalf("only %d rare heaps: the test needs more than 31", rare)
	}
	html := lab.SummaryHTML(e)
	if want := fmt.Sprintf("(%d more)", rare-30); !strings.Contains(html, want) {
		t.Errorf("summary lacks %q:\n%s", want, html)
	}
}

// TestRulePanic: a panic in a user's rule is an error naming the line.
func TestRulePanic(t *testing.T) {
	moves := []int{1, 2}
	bad := heap.Func("bad rule", func(n int) [][]int {
		if n < 2 {
			return nil
		}
		return [][]int{{moves[n]}} // panics at n = 2
	})
	_, err := lab.Analyze(bad, &lab.ExploreOptions{N: 10})
	var re *lab.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("err = %v, want a *lab.RuleError", err)
	}
	if re.Line != "return [][]int{{moves[n]}} // panics at n = 2" || !strings.Contains(err.Error(), "index out of range [2] with length 2") {
		t.Errorf("err = %v (line %q)", err, re.Line)
	}
	if strings.Contains(err.Error(), "goroutine") || strings.Contains(err.Error(), ".go:") {
		t.Errorf("err shows a trace or a path: %v", err)
	}
}

// TestProofStoppedShown: when the proof attempt stops at its work bound
// (octal:4.07F, three-heap moves and no period in sight, bounded here at
// the estimated work of g(0…1023)), the summary says so in a styled note
// beside the period verdict, naming where it stopped, the bound and how
// to raise it, and so do PeriodText and the table (issue 22: Explore set
// ProofStopped but never showed it). A period that is proven shows no
// such note.
func TestProofStoppedShown(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	bound := octal.MustParse("4.07F").EstimateWork(1023)
	e, err := lab.Analyze("octal:4.07F", &lab.ExploreOptions{N: 200, ProofWork: bound})
	if err != nil {
		t.Fatal(err)
	}
	if e.Period.Certified {
		t.Fatalf("4.07F certified: %v", e.Period)
	}
	next := octal.MustParse("4.07F").EstimateWork(2047)
	wantStop := fmt.Sprintf("the proof attempt gave up after g(0…1023): g(0…2047) would take about %.2g steps, above its work bound ProofWork = %.2g steps", next, bound)
	if !strings.HasPrefix(e.ProofStopped, wantStop) || !strings.Contains(e.ProofStopped, "raise ExploreOptions.ProofWork") {
		t.Errorf("ProofStopped = %q, want it to start %q and say how to raise the bound", e.ProofStopped, wantStop)
	}
	if pt := e.PeriodText(); !strings.Contains(pt, e.ProofStopped) || !strings.HasPrefix(pt, "no period in g(0…200)") && !strings.Contains(pt, "observed, not proven") {
		t.Errorf("PeriodText = %q, want the verdict and %q", pt, e.ProofStopped)
	}
	summary := lab.SummaryHTML(e)
	note := `<div class="lab-proof-stopped" style="`
	i, j := strings.Index(summary, "<b>period:</b>"), strings.Index(summary, note)
	if i < 0 || j < i || strings.Contains(summary[i:j], "P-positions") {
		t.Errorf("the proof note is not right after the period verdict:\n%s", summary)
	}
	if !strings.Contains(summary, html.EscapeString(e.ProofStopped)) {
		t.Errorf("summary lacks %q:\n%s", e.ProofStopped, summary)
	}
	tab, err := e.Table()
	if err != nil {
		t.Fatal(err)
	}
	csv, err := tab.CSV()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(csv, "the proof attempt stopped at its work bound after g(0…1023)") {
		t.Errorf("table:\n%s", csv)
	}

	k, err := lab.Analyze("kayles", &lab.ExploreOptions{N: 100})
	if err != nil {
		t.Fatal(err)
	}
	if k.ProofStopped != "" || strings.Contains(lab.SummaryHTML(k), "lab-proof-stopped") || strings.Contains(k.PeriodText(), "gave up") {
		t.Errorf("Kayles (certified): ProofStopped %q, PeriodText %q", k.ProofStopped, k.PeriodText())
	}
}

// TestProofDefaultBound: with ProofWork unset the proof attempt is bounded
// by a tenth of the work limit (3·10⁹ steps, about 10 s, by default;
// issue 22: octal:4.07F ran for ~140 s with no bound the user could
// raise). Here the process limit is lowered so that the default bound is
// the estimated work of g(0…1023) and the test stays fast.
func TestProofDefaultBound(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	bound := octal.MustParse("4.07F").EstimateWork(1023)
	defer gamelib.SetWorkLimit(gamelib.SetWorkLimit(int64(10 * bound)))
	start := time.Now()
	e, err := lab.Analyze("octal:4.07F", &lab.ExploreOptions{N: 200})
	if err != nil {
		t.Fatal(err)
	}
	if e.Period.Certified || !strings.HasPrefix(e.ProofStopped, "the proof attempt gave up after g(0…1023)") ||
		!strings.Contains(e.ProofStopped, fmt.Sprintf("ProofWork = %.2g steps", float64(int64(10*bound))/10)) {
		t.Errorf("default bound %.2g: ProofStopped = %q, period %v", bound, e.ProofStopped, e.Period)
	}
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("Analyze took %v under a bound of %.2g steps", took, bound)
	}
}

// TestFigureTitlesFit: the titles of Explore's figures, which gonum
// centres on the figure, are narrower than it in every style (issue 22:
// notebook 05's p-density title was clipped at the right edge of a Paper
// PDF), for names as long as the notebooks and README use. TestPDFText
// checks that a PDF's text is as wide as the text measured here (the
// garbled "…" of gonum's PDF backend was three glyphs).
func TestFigureTitlesFit(t *testing.T) {
	t.Setenv(lab.NoCacheEnv, "1")
	for _, name := range []string{"octal:0.137", "sub:2,5,7", "grundy", "dawson", "octal:0.3003330[3]"} {
		e, err := lab.Analyze(name, &lab.ExploreOptions{N: 1000})
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range []*plots.Style{nil, &plots.Notebook, &plots.Paper, &plots.PaperWide} {
			figs, err := e.Figures(style)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range figs {
				title := f.Plot.Title
				if w := title.TextStyle.Width(title.Text); w > f.W-2*title.Padding {
					t.Errorf("%s: title %q is %.1f pt wide in a figure of %.1f pt", f.Name, title.Text, w.Points(), f.W.Points())
				}
			}
		}
	}
}
