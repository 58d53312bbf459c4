package lab

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"strconv"
	"strings"
	"unicode"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/chomp"
	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/games"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/plots"
	"github.com/grundylab/grundylab/plots/table"
)

// ExploreOptions tune Explore and Compare; nil means the defaults.
type ExploreOptions struct {
	// N is the largest heap computed and drawn (default 1000).
	N int
	// Rows is the number of rows of 10 values in the Grundy table
	// (default 8).
	Rows int
	// PeriodLimit is the largest heap computed to prove a period, for a
	// rule with a periodicity theorem (default max(N, 1<<14)).
	PeriodLimit int
	// ProofWork bounds the estimated work (steps, about 3·10⁸ a second)
	// of the values computed to prove a period (heap.PeriodSearch): a
	// proof attempt that would pass it gives up and the period is the
	// one observed (Exploration.ProofStopped says why). 0 means a tenth
	// of the work limit (3·10⁹ steps, about 10 s); raise it, or set it
	// negative for no bound but PeriodLimit.
	ProofWork float64
	// Width and Height are the size of each figure, as vg.Lengths, in
	// points (default 16 × 7 cm: 16 * vg.Centimeter, 7 * vg.Centimeter;
	// Width: 1 is one point). Each is at least MinFigureSide (3 cm), or
	// 0 for the default: a smaller one is refused before anything is
	// computed. A game of boards, graphs or pairs (AnalyzeBoard) draws
	// its board, graph, diagram or heat map at a size of its own (square
	// cells): there they size only a GraphFamily's sequence plot, whose
	// height grows by the lines its title is wrapped into.
	Width, Height vg.Length
	// Misere explores misère play instead (misere.go): the genera of heaps
	// 0..N (default 60) and the misère quotient when small. Heap games
	// only: a game of boards, graphs or pairs (Cram, Node and Arc Kayles,
	// Chomp, Wythoff, a BoardTable or GraphFamily) is refused with an
	// error, as are N, Rows, PeriodLimit and ProofWork, the options of a
	// heap game's sequence (such a game's size is part of it:
	// Wythoff{N}, GraphFamily{N}, BoardTable{Rows, Cols}).
	Misere bool
	// Workers is the number of goroutines that search a board, graph or
	// diagram (decomp.Options.Workers; default 1, whose search counts
	// are the same on every run; 0 or 1 is one, runtime.NumCPU() every
	// core). A BoardTable searches each cell so (its largest cells take
	// most of its time), as grundy table --workers does, but Chomp's,
	// whose cells are no search; Wythoff's table is no search and heap
	// games compute their sequence in one goroutine, so neither uses it.
	Workers int

	quiet bool // no progress bars (the explorer redraws in place)
}

// MinFigureSide is the least Width and Height of ExploreOptions: a
// figure of a heap game's sequence 3 cm square still has its title, axes
// and data (at 2 cm Kayles' title needs more than its height).
const MinFigureSide = 3 * vg.Centimeter

// checkSize refuses a figure size o's figures cannot be drawn at, before
// anything is computed (the probe of 6 December 2026: Width: 1, Height:
// 1, points taken for centimetres, computed, then failed drawing with
// "the title needs 16 lines in a figure 0.0353 cm wide, more than its
// height of 7.34 cm allows", the height grown by the title's lines, not
// the one given).
func (o *ExploreOptions) checkSize() error {
	if o == nil {
		return nil
	}
	for _, f := range []struct {
		name string
		v    vg.Length
	}{{"Width", o.Width}, {"Height", o.Height}} {
		if f.v != 0 && f.v < MinFigureSide {
			return fmt.Errorf("lab: ExploreOptions.%s = %s (%g pt) is too small for a figure: want at least %s (lab.MinFigureSide), or 0 for the default; Width and Height are vg.Lengths in points: write 16 * vg.Centimeter for 16 cm", f.name, cmString(f.v), float64(f.v), cmString(MinFigureSide))
		}
	}
	return nil
}

// cmString writes l in centimetres, to three significant digits: "0.0353 cm".
func cmString(l vg.Length) string {
	return strconv.FormatFloat(float64(l/vg.Centimeter), 'g', 3, 64) + " cm"
}

func (o *ExploreOptions) withDefaults() ExploreOptions {
	var r ExploreOptions
	if o != nil {
		r = *o
	}
	if r.N <= 0 {
		r.N = 1000
	}
	if r.Rows <= 0 {
		r.Rows = 8
	}
	if r.PeriodLimit <= 0 {
		r.PeriodLimit = max(r.N, 1<<14)
	}
	if r.Width <= 0 {
		r.Width = 16 * vg.Centimeter
	}
	if r.Height <= 0 {
		r.Height = 7 * vg.Centimeter
	}
	return r
}

// An Exploration is what Explore computed for one game.
type Exploration struct {
	Rule heap.Rule
	// Name is the game's name as the user wrote it ("kayles", "grundy",
	// "octal:0.9"), or the rule's String for a heap.Rule; Rule.String()
	// is its canonical form ("octal:0.77", "octal:4!.0").
	Name   string
	Values gamelib.Sequence // g(0), …, g(N)
	Period gamelib.Period   // certified, observed, or not Found
	// ProofStopped says that the proof attempt stopped at its work
	// bound before PeriodLimit, and where ("the proof attempt gave up
	// after g(0…4095): …"), or is "".
	ProofStopped string
	proofN       int // the last value the proof attempt computed, when it stopped
	// Split is the rare/common split of the heaps 1 … N for octal codes
	// and Grundy's game (HasSplit true).
	Split    octal.Split
	HasSplit bool
}

// rareSplitter is an octal code or Grundy's game.
type rareSplitter interface {
	RareSplitOf(g gamelib.Sequence) octal.Split
}

// resolve turns a game name (as the CLI accepts: "octal:0.137",
// "sub:2,5,7", "lasker", …) or a heap.Rule into a rule. It reports whether
// the game was given by name, which makes its results safe to cache.
func resolve(game any) (heap.Rule, bool, error) {
	switch g := game.(type) {
	case string:
		name := strings.TrimSpace(g)
		if isBoardName(name) {
			return nil, false, fmt.Errorf("%q is a game of boards, graphs or pairs: Explore and AnalyzeBoard take it; Analyze, Compare and Explorer, which compute a heap game's sequence, do not", g)
		}
		r, err := games.Parse(name)
		if err == nil && r == nil {
			err = fmt.Errorf("no rule for %q", g)
		}
		if err != nil {
			err = fmt.Errorf("%w%s", err, boardNameHint(name))
		}
		return r, err == nil, err
	case heap.Rule:
		if g == nil {
			return nil, false, errors.New("nil rule")
		}
		return g, false, nil
	case nil:
		return nil, false, errors.New("no game (nil)")
	}
	return nil, false, fmt.Errorf("game %v is a %T, want a name such as \"octal:0.137\" or a heap.Rule", game, game)
}

// Analyze computes what Explore shows, without showing it: the values up
// to N, the period (certified when the rule has a periodicity theorem
// that proves one within PeriodLimit, otherwise observed in the values)
// and, for octal codes and Grundy's game, the rare/common split. Results
// for games given by name are cached (see Cached); progress bars are
// shown while it computes.
func Analyze(game any, opts *ExploreOptions) (_ *Exploration, err error) {
	o := opts.withDefaults()
	if opts != nil && opts.Misere {
		// Not normal play's values in silence under a misère request.
		return nil, errors.New("lab: Analyze computes normal play; for misère play use lab.AnalyzeMisere(lab.Context(), game, opts), or Explore with Misere, which shows it")
	}
	r, named, err := resolve(game)
	if err != nil {
		return nil, fmt.Errorf("lab: %w", err) // Analyze serves Explore, Compare and Explorer: none named
	}
	if err := opts.checkSize(); err != nil {
		return nil, err
	}
	e := &Exploration{Rule: r, Name: r.String()}
	if named {
		e.Name = strings.TrimSpace(game.(string))
	} else {
		defer recoverRule(e.Name, &err) // a panic in the user's rule becomes an error
	}
	cached := func(what string, compute func(gamelib.Progress) (gamelib.Sequence, error)) (gamelib.Sequence, error) {
		if named {
			return cachedQuiet(o.quiet, what, compute, e.Name, o.N)
		}
		if o.quiet {
			return compute(nil)
		}
		bar := NewBar(what)
		defer bar.Done()
		return compute(bar.Progress)
	}
	e.Values, err = cached(fmt.Sprintf("%s: g(0…%d)", e.Name, o.N), func(p gamelib.Progress) (gamelib.Sequence, error) {
		return heap.ValuesContext(Context(), r, o.N, p)
	})
	if err != nil {
		return nil, fmt.Errorf("lab: Explore %s: %w", e.Name, interruption(Context(), err))
	}
	if c, ok := r.(heap.Certifier); ok && c.Theorem() != "" {
		search := &heap.PeriodSearch{ProofWork: o.ProofWork}
		compute := func(p gamelib.Progress) (gamelib.Period, error) {
			return heap.FindPeriodSearch(Context(), r, o.PeriodLimit, p, search)
		}
		what := fmt.Sprintf("%s: proving a period (n ≤ %d)", e.Name, o.PeriodLimit)
		if named {
			e.Period, err = cachedQuiet(o.quiet, what, compute, e.Name, o.PeriodLimit, o.ProofWork)
		} else if o.quiet {
			e.Period, err = compute(nil)
		} else {
			bar := NewBar(what)
			e.Period, err = compute(bar.Progress)
			bar.Done()
		}
		if err != nil {
			return nil, fmt.Errorf("lab: Explore %s: %w", e.Name, interruption(Context(), err))
		}
		if p := e.Period; !p.Certified && p.Checked-1 < o.PeriodLimit {
			e.proofN = p.Checked - 1
			e.ProofStopped = proofStopped(r, e.proofN, o)
		}
		if !e.Period.Found { // nothing proven: say what the values show
			if e.Period, err = e.Values.FindPeriodContext(Context(), nil); err != nil {
				return nil, fmt.Errorf("lab: Explore %s: %w", e.Name, interruption(Context(), err))
			}
		}
	} else if e.Period, err = e.Values.FindPeriodContext(Context(), nil); err != nil {
		return nil, fmt.Errorf("lab: Explore %s: %w", e.Name, interruption(Context(), err))
	}
	if s, ok := e.Rule.(rareSplitter); ok && o.N >= 1 {
		e.Split, e.HasSplit = s.RareSplitOf(e.Values), true // the values above, not computed again
	}
	return e, nil
}

// proofStopped says why the proof attempt of r stopped after g(0…n),
// short of o.PeriodLimit: the next values heap.FindPeriodSearch would
// have computed (it doubles them, up to PeriodLimit), their estimated
// work, the bound they pass and how to raise it.
func proofStopped(r heap.Rule, n int, o ExploreOptions) string {
	bound := o.ProofWork
	if bound == 0 { // FindPeriodSearch's default
		bound = float64(gamelib.LimitsFrom(Context()).Work) / 10
	}
	next := min(2*n+1, o.PeriodLimit)
	s := fmt.Sprintf("the proof attempt gave up after g(0…%d)", n)
	if est, ok := r.(heap.WorkEstimator); ok && next > n {
		s += fmt.Sprintf(": g(0…%d) would take about %.2g steps, above its work bound ProofWork = %.2g steps", next, est.EstimateWork(next), bound)
	} else {
		s += fmt.Sprintf(": longer values would pass its work bound ProofWork = %.2g steps", bound)
	}
	return s + " (about 3·10⁸ steps a second); raise ExploreOptions.ProofWork, or set it negative for no bound but PeriodLimit, to try further"
}

// PeriodText says what is known of the period, in one line: certified
// with the values its proof needs, observed with its evidence (the whole
// periods seen after the preperiod; gamelib.ObservedPeriod decides when
// that is enough to call it a period), or none; and, when the proof
// attempt stopped at its work bound, ProofStopped after it.
func (e *Exploration) PeriodText() string {
	s := e.periodVerdict()
	if e.ProofStopped != "" {
		s += " — " + e.ProofStopped
	}
	return s
}

// periodVerdict is PeriodText without ProofStopped.
func (e *Exploration) periodVerdict() string {
	p := e.Period
	switch {
	case p.Certified:
		if needs := fmt.Sprintf("g(0…%d)", p.Needed-1); !strings.Contains(p.Proof, needs) {
			return fmt.Sprintf("%s; the proof needs %s", p, needs)
		}
		return p.String() // the proof names the values it needs
	case p.Found:
		s := fmt.Sprintf("preperiod %d, period %d", p.Preperiod, p.Period)
		if p.Saltus != 0 {
			s += fmt.Sprintf(", saltus %d", p.Saltus)
		}
		return s + "; observed, not proven: " + p.Evidence()
	}
	return fmt.Sprintf("no period in g(0…%d)", len(e.Values)-1)
}

// Notes says how the game's name was read: its canonical code when the
// name was another ("kayles = octal:0.77"), and each hexadecimal digit of
// a take-and-break code, which Parse accepts silently ("octal:0.9" is
// hexadecimal: its digit 9 lets a move leave three heaps).
func (e *Exploration) Notes() []string {
	var notes []string
	if code := e.Rule.String(); code != e.Name {
		notes = append(notes, fmt.Sprintf("%s is %s", e.Name, code))
	}
	c, ok := e.Rule.(*octal.Code)
	if !ok || !c.Hexadecimal() {
		return notes
	}
	for j := 0; j <= c.Len(); j++ {
		d := c.Digit(j)
		if d&8 == 0 {
			continue
		}
		var leave []string
		for _, b := range []struct {
			bit  int
			what string
		}{{1, "nothing"}, {2, "one heap"}, {4, "two heaps"}, {8, "three heaps"}} {
			if d&b.bit != 0 {
				leave = append(leave, b.what)
			}
		}
		what := fmt.Sprintf("removing %d tokens may leave %s", j, strings.Join(leave, ", "))
		if j == 0 {
			what = "a heap may split into three without removing a token"
		}
		notes = append(notes, fmt.Sprintf("hexadecimal digit %X (d%d): %s — the code is read as hexadecimal, not octal", d, j, what))
	}
	return notes
}

// Explore shows everything about one game in the cell's output: its
// Grundy table (the first Rows·10 values, P-positions highlighted), the
// period (certified with its proof, observed, or none), the P-positions,
// the sequence plot (with the period marked), the running density of
// P-positions and, for octal codes and Grundy's game, the rare/common
// split. game is a name as the command line spells it ("octal:0.137",
// "sub:2,5,7", "split:3", "lasker", …) or any heap.Rule (heap.Func makes
// one from a function). An error is shown as a styled box and returned.
//
// Explore also accepts the games on boards, graphs and pairs of issue 23
// (boards.go): a *graphs.Graph (Node Kayles: its drawing and nimber), an
// ArcKayles (Arc Kayles on its graph, likewise), a chomp.Diagram (its
// picture and nimber), a cram.Board or cram.WideBoard (65 to 128 cells:
// its picture with the blocked cells, nimber, outcome, regions and the
// search's counts), Wythoff{N} (the heat map of
// g(x, y) with the P-positions and the rows' additive periods) and a
// BoardTable (a family's nimbers as a heat map) and a GraphFamily (Node
// or Arc Kayles on a family of graphs: the sequence and its last graph),
// each also by a name (ParseBoard): "cram:5x7", "cram:..#./..../....",
// "nodekayles:IheA@GUAo", "nodekayles:0-1,1-2,2-0", "nodekayles:prism:32",
// "arckayles:comb:32", "chomp:4x7", "chomp:5,3,1", "wythoff:30".
//
//	lab.Explore("octal:0.137", nil)
//	lab.Explore("sub:2,5,7", &lab.ExploreOptions{N: 300})
//	lab.Explore("cram:..#./..../....", nil)
func Explore(game any, opts *ExploreOptions) error {
	if opts != nil && opts.Misere && !isBoard(game) {
		return exploreMisere(game, opts)
	}
	if isBoard(game) { // boards, graphs and pairs (boards.go); AnalyzeBoard refuses Misere
		b, _, err := AnalyzeBoard(game, opts)
		if err == nil {
			err = b.Show()
		}
		if err != nil {
			ShowError(err)
		}
		return err
	}
	e, err := Analyze(game, opts)
	if err != nil {
		ShowError(err)
		return err
	}
	if err := e.Show(opts); err != nil {
		ShowError(err)
		return err
	}
	return nil
}

// isBoard reports whether game is a game of boards, graphs or pairs, or
// the name of one, which Explore shows by AnalyzeBoard.
func isBoard(game any) bool {
	switch g := game.(type) {
	case *graphs.Graph, ArcKayles, chomp.Diagram, cram.Board, cram.WideBoard, Wythoff, BoardTable, GraphFamily:
		return true
	case string:
		return isBoardName(g)
	}
	return false
}

// Show displays e as Explore does.
func (e *Exploration) Show(opts *ExploreOptions) error {
	o := opts.withDefaults()
	g := e.Values
	if err := ShowHTML(e.summaryHTML()); err != nil {
		return err
	}
	if err := GrundyTable(g[:min(o.Rows*10, len(g))], 0, 10); err != nil {
		return err
	}
	figs, err := e.Figures(nil)
	if err != nil {
		return err
	}
	for _, f := range figs {
		if err := Show(f.Plot, o.Width, o.Height); err != nil {
			return err
		}
	}
	return nil
}

// Figures returns the figures Explore draws, in style (nil means
// plots.Notebook): the sequence plot with the period marked, named
// GAME-sequence-STYLE, and, when there are heaps to count, the running
// density of P-positions, named GAME-p-density-STYLE, where GAME is
// FileName(e.Name) ("octal-0.137") and STYLE the style's name ("paper"),
// so figures of several games and styles can share a directory. Their
// sizes are the style's, so
//
//	plots.Export(dir, nbcheck.Must(e.Figures(&plots.Paper))...)
//
// writes them for a paper as SVG, PDF and 300-dpi PNG (Export writes the
// table of the summary too).
func (e *Exploration) Figures(style *plots.Style) ([]plots.Figure, error) {
	if style == nil {
		style = &plots.Notebook
	}
	name := func(kind string) string { return FileName(e.Name) + "-" + kind + "-" + FileName(style.Name) }
	g := e.Values
	sp, err := plots.SequencePlot(g, &plots.SequenceOptions{Title: plots.EscapeMath(e.Name) + ": g(n)", Style: style})
	if err != nil {
		return nil, err
	}
	if e.Period.Found && e.Period.Preperiod+e.Period.Period < len(g) {
		plots.AddPeriodMarks(sp, e.Period.Preperiod, e.Period.Period)
	}
	figs := []plots.Figure{{Name: name("sequence"), Plot: sp, W: style.Width, H: style.Height}}
	if len(g) < 2 {
		return figs, nil
	}
	dp, err := e.densityPlot(style)
	if err != nil {
		return nil, err
	}
	return append(figs, plots.Figure{Name: name("p-density"), Plot: dp, W: style.Width, H: style.Height}), nil
}

// FileName turns a game's name into a file name: letters, digits, '.',
// '_' and '-' are kept, any other run of characters becomes one '-'
// ("octal:0.137" → "octal-0.137", "sub:2,5,7" → "sub-2-5-7", "take a
// square" → "take-a-square"); an empty result is "game". Names that
// differ only in the characters replaced share a file name, which is why
// a graph's files are not named after its graph6 (graphStem). A result
// longer than 100 bytes (maxFileStem) is cut (at a '-', '_' or '.' near
// the cut) and ends instead in '-' and the first 12 hex digits of the
// SHA-256 of name (shortHash): long names stay distinct, and a stem with
// what Export appends ("-graph-paper.png") stays well within the 255
// bytes a file system allows a name.
func FileName(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range name {
		ok := r == '.' || r == '_' || r == '-' || r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r))
		if !ok {
			dash = true
			continue
		}
		if dash && b.Len() > 0 {
			b.WriteByte('-')
		}
		dash = false
		b.WriteRune(r)
	}
	s := strings.Trim(b.String(), ".")
	if s == "" {
		return "game"
	}
	if len(s) > maxFileStem {
		h := shortHash(name)
		cut := s[:maxFileStem-1-len(h)] // ASCII: a byte is a character
		if i := strings.LastIndexAny(cut, "-_."); i > len(cut)/2 {
			cut = cut[:i] // at a separator, not inside a word or number
		}
		s = strings.TrimRight(cut, ".-") + "-" + h
	}
	return s
}

// maxFileStem is the longest name FileName returns, in bytes: the stem
// of an exported file, which Export and Draw lengthen by a figure's
// name, a style's and an extension.
const maxFileStem = 100

// shortHash is the first 12 hex digits (48 bits) of the SHA-256 of s:
// distinct for distinct strings but with a chance of about n²/2⁴⁹ among
// n of them (10⁻⁷ for 10⁴).
func shortHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:6])
}

// summaryHeads are the columns of Table and of Compare's table.
func summaryHeads(n int) []string {
	return []string{"code", "preperiod", "period", "saltus", "period status", "evidence", fmt.Sprintf("P-positions ≤ %d", n)}
}

// summaryRow is e's row of Table and Compare.
func (e *Exploration) summaryRow() []string {
	p := e.Period
	row := []string{e.Rule.String(), "—", "—", "—", "none", p.Evidence()}
	if p.Found {
		row[1], row[2], row[3] = fmt.Sprint(p.Preperiod), fmt.Sprint(p.Period), fmt.Sprint(p.Saltus)
		row[4] = "observed, not proven"
		if p.Certified {
			row[4] = "certified: " + p.Proof
		}
	}
	if e.ProofStopped != "" {
		row[4] += fmt.Sprintf("; the proof attempt stopped at its work bound after g(0…%d)", e.proofN)
	}
	return append(row, fmt.Sprint(len(e.Values.PPositions())))
}

// Table returns what Explore's summary shows as a table of one row, the
// game: its code, preperiod, period and saltus, the status of the period
// and its evidence, and the number of P-positions among 0…N. Its CSV and
// LaTeX (table.Export) go into a paper beside the figures. The game's
// name (the row header) and code (the first cell) are set as typed in
// the LaTeX (table.Verbatim), the other cells as text with mathematics.
func (e *Exploration) Table() (*table.Table, error) {
	t, err := table.New("game", []string{e.Name}, summaryHeads(len(e.Values)-1), [][]string{e.summaryRow()})
	if err != nil {
		return nil, err
	}
	t.LiteralRowHeads = true
	t.Literal = [][]bool{make([]bool, len(t.ColHeads))}
	t.Literal[0][0] = true
	return t, nil
}

// Export writes Explore's figures in style (see Figures) as SVG, PDF and
// PNG, and its table (see Table) as GAME-summary.csv and .tex, into dir,
// and returns the paths written.
func (e *Exploration) Export(dir string, style *plots.Style) ([]string, error) {
	figs, err := e.Figures(style)
	if err != nil {
		return nil, err
	}
	t, err := e.Table()
	if err != nil {
		return nil, err
	}
	return exportFiles(dir, figs, stemmedTable{FileName(e.Name) + "-summary", t})
}

// summaryHTML is the text part of Explore: name, period, P-positions and
// the rare/common split.
func (e *Exploration) summaryHTML() string {
	g := e.Values
	pp := g.PPositions()
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="lab-explore" style="font-family:sans-serif;line-height:1.5">`)
	fmt.Fprintf(&b, `<div style="font-size:120%%;font-weight:bold">%s</div>`, html.EscapeString(e.Name))
	for _, n := range e.Notes() {
		fmt.Fprintf(&b, `<div class="lab-note">%s</div>`, html.EscapeString(n))
	}
	fmt.Fprintf(&b, `<div><b>period:</b> %s</div>`, html.EscapeString(e.periodVerdict()))
	if e.ProofStopped != "" {
		fmt.Fprintf(&b, `<div class="lab-proof-stopped" style="%s"><b>proof stopped:</b> %s</div>`, noteStyle, html.EscapeString(e.ProofStopped))
	}
	fmt.Fprintf(&b, `<div><b>P-positions</b> (g = 0) among 0…%d: %d: %s</div>`, len(g)-1, len(pp), html.EscapeString(listInts(pp, 30)))
	if e.HasSplit {
		s := e.Split
		fmt.Fprintf(&b, `<div><b>rare/common split</b> of heaps 1…%d: value mask %b, σ = %d, rare class %d: %d rare heaps, %d common</div>`,
			s.Heaps, s.Mask, s.Sigma, s.RareClass, s.Rare, s.Heaps-s.Rare)
		fmt.Fprintf(&b, `<div>rare heaps: %s</div>`, html.EscapeString(listInts(e.rareHeaps(), 30)))
	}
	b.WriteString(`</div>`)
	return b.String()
}

// noteStyle is the look of a warning note in the summary (inline, as
// boxStyle, so that untrusted notebooks keep it): amber, beside the
// period verdict it qualifies.
const noteStyle = "border-left:4px solid #e0a800;background:#fff8e1;color:#4d3800;padding:2px 8px;margin:2px 0"

// rareHeaps lists the rare heaps among 1…N.
func (e *Exploration) rareHeaps() []int {
	var rare []int
	if !e.HasSplit {
		return nil
	}
	for x := 1; x < len(e.Values); x++ {
		if e.Split.IsRare(x, e.Values[x]) {
			rare = append(rare, x)
		}
	}
	return rare
}

// densityPlot is the running density of P-positions among 1…N.
func (e *Exploration) densityPlot(style *plots.Style) (*plot.Plot, error) {
	g := e.Values
	if len(g) < 2 {
		return nil, errors.New("no heaps to draw a density of")
	}
	// The name as typed (a rule called take_square), not read as MathText.
	name := plots.EscapeMath(e.Name)
	d, err := plots.RunningPDensity(name, g[1:], 1)
	if err != nil {
		return nil, err
	}
	return plots.DensityPlot([]plots.Series{d}, &plots.DensityOptions{Style: style, Title: name + ": running P-density, 1 ≤ n ≤ " + fmt.Sprint(len(g)-1)})
}

// cachedQuiet is Cached, or, when quiet, the same without a progress bar.
func cachedQuiet[T any](quiet bool, what string, compute func(gamelib.Progress) (T, error), params ...any) (T, error) {
	if !quiet {
		return Cached(what, compute, params...)
	}
	key, ok := cacheKey[T](what, params)
	if ok {
		if v, err := load[T](key); err == nil {
			return v, nil
		}
	}
	v, err := compute(nil)
	if err == nil && ok {
		_ = save(key, v)
	}
	return v, err
}

// listInts writes the first max values of xs, and "… (k more)".
func listInts(xs []int, max int) string {
	if len(xs) == 0 {
		return "none"
	}
	s := make([]string, 0, min(len(xs), max))
	for _, x := range xs[:min(len(xs), max)] {
		s = append(s, fmt.Sprint(x))
	}
	out := strings.Join(s, ", ")
	if len(xs) > max {
		out += fmt.Sprintf(", … (%d more)", len(xs)-max)
	}
	return out
}

// Compare shows several games side by side: one table of their periods
// and P-position counts, their sequences as small multiples (one plot a
// game, each with its own value axis, so a game whose values grow with n
// does not flatten bounded ones to a line at 0), and their running
// P-position densities overlaid (all in [0, 1]). Games are given as for
// Explore, and labelled with the names given.
//
//	lab.Compare([]any{"kayles", "dawson", "octal:0.137"}, nil)
func Compare(games []any, opts *ExploreOptions) error {
	err := compare(games, opts)
	if err != nil {
		ShowError(err)
	}
	return err
}

func compare(games []any, opts *ExploreOptions) error {
	o := opts.withDefaults()
	if len(games) == 0 {
		return errors.New("lab: Compare: no games")
	}
	if o.Misere {
		return errors.New("lab: Compare compares normal play's values and densities; for misère play use Explore with Misere, a game at a time")
	}
	var rows []string
	var cells [][]string
	var dens []plots.Series
	var small strings.Builder
	small.WriteString(`<div class="lab-compare-sequences" style="display:flex;flex-wrap:wrap;gap:4px">`)
	for _, game := range games {
		e, err := Analyze(game, opts)
		if err != nil {
			return err
		}
		rows = append(rows, e.Name)
		cells = append(cells, e.summaryRow())
		sp, err := plots.SequencePlot(e.Values, &plots.SequenceOptions{Title: plots.EscapeMath(e.Name) + ": g(n)", Style: &plots.Paper})
		if err != nil {
			return err
		}
		img, err := imgHTML(sp, plots.Paper.Width, plots.Paper.Height, "lab-compare-sequence")
		if err != nil {
			return err
		}
		small.WriteString(img)
		if len(e.Values) > 1 {
			d, err := plots.RunningPDensity(plots.EscapeMath(e.Name), e.Values[1:], 1)
			if err != nil {
				return err
			}
			dens = append(dens, d)
		}
	}
	if err := Table("game", rows, summaryHeads(o.N), cells); err != nil {
		return err
	}
	small.WriteString(`</div>`)
	if err := ShowHTML(small.String()); err != nil {
		return err
	}
	if len(dens) == 0 {
		return nil
	}
	dp, err := plots.DensityPlot(dens, &plots.DensityOptions{Title: "running density of P-positions", KeyAbove: true})
	if err != nil {
		return err
	}
	return Show(dp, o.Width, o.Height)
}
