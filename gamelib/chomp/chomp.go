package chomp

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/grundylab/grundylab/internal/dims"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// MaxSide is the largest number of rows or columns of a Diagram.
const MaxSide = 255

// A Diagram is a Chomp position: byte i is the length of row i (row 0 at
// the bottom, with the poisoned square), non-increasing, no empty row.
// The Diagram of no square ("") is not a position of the game (the
// poisoned square is always there) but is accepted as a terminal one.
type Diagram string

// Rect returns the rows×cols rectangle, or an error when a side is not in
// 1..MaxSide.
func Rect(rows, cols int) (Diagram, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return "", fmt.Errorf("chomp: rectangle %dx%d: sides must be in 1..%d", rows, cols, MaxSide)
	}
	return Diagram(strings.Repeat(string([]byte{byte(cols)}), rows)), nil
}

// ParseRect parses a rectangle "RxC" (or "R×C"): R rows of C squares.
func ParseRect(s string) (Diagram, error) {
	r, c, ok := dims.Parse(s)
	if !ok {
		return "", fmt.Errorf("chomp: malformed rectangle %q (want RxC, e.g. 4x7)", s)
	}
	return Rect(r, c)
}

// FromRows returns the diagram of the given row lengths, or an error when
// they are not a Young diagram (positive, non-increasing, at most MaxSide
// rows and columns).
func FromRows(rows []int) (Diagram, error) {
	if len(rows) > MaxSide {
		return "", fmt.Errorf("chomp: %d rows, at most %d", len(rows), MaxSide)
	}
	b := make([]byte, len(rows))
	for i, r := range rows {
		if r < 1 || r > MaxSide || (i > 0 && r > rows[i-1]) {
			return "", fmt.Errorf("chomp: rows %v are not a Young diagram (lengths in 1..%d, non-increasing)", rows, MaxSide)
		}
		b[i] = byte(r)
	}
	return Diagram(b), nil
}

// Rows returns the row lengths.
func (d Diagram) Rows() []int {
	r := make([]int, len(d))
	for i := range len(d) {
		r[i] = int(d[i])
	}
	return r
}

// Area returns the number of squares.
func (d Diagram) Area() int {
	a := 0
	for i := range len(d) {
		a += int(d[i])
	}
	return a
}

// Transpose returns the diagram reflected in the diagonal: its row j is
// d's column j.
func (d Diagram) Transpose() Diagram {
	if d == "" {
		return ""
	}
	t := make([]byte, d[0])
	for i := range len(d) {
		for j := range int(d[i]) {
			t[j]++
		}
	}
	return Diagram(t)
}

// String returns the row lengths, bottom first: "[7 7 7 7]".
func (d Diagram) String() string { return fmt.Sprint(d.Rows()) }

// Game is Chomp as a decomp.Game on Diagram positions. Its zero value is
// ready to use; MaxSide, when set, bounds the sides of the diagrams it is
// asked about, for the table's key slots (0 means MaxSide).
type Game struct {
	MaxSide int
}

var (
	_ decomp.Game[Diagram]       = Game{}
	_ decomp.Sizer[Diagram]      = Game{}
	_ decomp.Bounder[Diagram]    = Game{}
	_ decomp.PlainKeyer[Diagram] = Game{}
	_ decomp.KeySizer            = Game{}
)

// Options appends the diagram left by eating each square but the
// poisoned one: O(area) options of O(rows) bytes each.
func (Game) Options(d Diagram, dst []Diagram) []Diagram {
	buf := []byte(d)
	for i := range len(d) {
		for j := range int(d[i]) {
			if i == 0 && j == 0 {
				continue
			}
			k := i
			for ; k < len(d) && int(d[k]) > j; k++ {
				buf[k] = byte(j)
			}
			end := len(d)
			if j == 0 {
				end = i
			}
			dst = append(dst, Diagram(buf[:end]))
			copy(buf[i:k], d[i:k])
		}
	}
	return dst
}

// Components appends d itself: Chomp does not split.
func (Game) Components(d Diagram, dst []Diagram) []Diagram { return append(dst, d) }

// AppendKey appends the lesser of d and its transpose.
func (Game) AppendKey(dst []byte, d Diagram) []byte {
	if t := d.Transpose(); t < d {
		d = t
	}
	return append(dst, d...)
}

// KeyScheme names the layout of AppendKey's keys for saved tables
// (decomp.KeySchemer): the row lengths, one byte each, of the diagram or
// its transpose.
func (Game) KeyScheme() string {
	return "chomp/1: row lengths, a byte each, of the diagram or its transpose"
}

// AppendPlainKey appends d's row lengths.
func (Game) AppendPlainKey(dst []byte, d Diagram) []byte { return append(dst, d...) }

// Size returns d's area.
func (Game) Size(d Diagram) int { return d.Area() }

// NimberBound returns area − 1 (at least 0), the longest play.
func (Game) NimberBound(d Diagram) int { return max(d.Area()-1, 0) }

// MaxKeyLen returns the bound on the sides (keys are rows or columns).
func (g Game) MaxKeyLen() int {
	if g.MaxSide <= 0 || g.MaxSide > MaxSide {
		return MaxSide
	}
	return g.MaxSide
}

// Positions returns the number of diagrams inside d's bounding r×c
// rectangle, C(r+c, r): a bound on the positions a search from d meets.
func (d Diagram) Positions() float64 {
	if d == "" {
		return 1
	}
	r, c := len(d), int(d[0])
	lg, _ := math.Lgamma(float64(r + c + 1))
	la, _ := math.Lgamma(float64(r + 1))
	lb, _ := math.Lgamma(float64(c + 1))
	return math.Round(math.Exp(lg - la - lb))
}

// EstimateSearchWork returns an estimate of the steps a search from d takes
// (in the units of gamelib.StepsPerSecond): the diagrams it can meet,
// Positions, times the options of each (at most d's area), times the
// tests "has nimber k?" each may be asked (k up to the longest play,
// area − 1). Measured on this engine (one worker, 6 December 2026) the
// time is 0.7 to 2.5 times the estimate on 2×50 … 2×150, 3×40, 3×60,
// 4×20, 4×30, 6×12, 8×8, 8×10 and 10×10 (2×150: 8.7 s against 3.4 s;
// 10×10: 4.3 s against 6.2 s); without the tests' factor, as until
// then, it was 70 to 1,400 times too low, and 3×255 ran unrefused.
// It is low for long two-rowed rectangles, whose nimbers grow with
// their length: 2×185 (nimber 277) takes 20 s against 8 s estimated,
// 2×255 some 8 minutes against 28 s (the tests "has nimber k?" for
// k ≥ 16 are not kept by the table). Until 6 December 2026 the table did
// not keep nimbers above 254 either, and 2×185 took more than 100 s.
// O(1).
func EstimateSearchWork(d Diagram) float64 {
	a := float64(d.Area())
	return d.Positions() * a * max(a-1, 1)
}

// EstimateWork returns the estimated steps of Nimber, Outcome,
// OptionNimbers and OptionOutcomes on d when their options ask for no
// table of the engine (Dir, Table): EstimateBoxWork of d's box, whose
// table they then compute (EstimateSearchWork when they search). They
// refuse d up front when the estimate of what they will do exceeds the
// work limit (the options' values come from the same table or search:
// one estimate serves all four). O(1).
func EstimateWork(d Diagram) float64 {
	return EstimateBoxWork(max(len(d), 1), max(int(d.first()), 1))
}

// Check returns an error when d is not a Young diagram: a row of length
// 0, a row longer than the one below it, or more than MaxSide rows. A
// Diagram made by Rect, ParseRect, FromRows or a move of Game passes;
// one converted from an arbitrary string may not. O(rows).
func (d Diagram) Check() error {
	if len(d) > MaxSide {
		return fmt.Errorf("chomp: %d rows, at most %d", len(d), MaxSide)
	}
	for i := range len(d) {
		if d[i] == 0 || (i > 0 && d[i] > d[i-1]) {
			return fmt.Errorf("chomp: rows %v are not a Young diagram (lengths in 1..%d, non-increasing)", d.Rows(), MaxSide)
		}
	}
	return nil
}

// check refuses a search of a d that is no Young diagram (Check) or whose
// EstimateWork exceeds ctx's work limit.
func check(ctx context.Context, d Diagram, opt *decomp.Options) error {
	if err := d.Check(); err != nil {
		return err
	}
	w := EstimateWork(d)
	if Searches(opt) {
		w = EstimateSearchWork(d) // the engine's search, with its table
	}
	return gamelib.LimitsFrom(ctx).CheckWork("chomp "+d.label(), w)
}

// label names d briefly for a message: "R×C" for a rectangle, else its
// rows, the middle ones elided past 12 rows.
func (d Diagram) label() string {
	if d.IsRect() {
		return fmt.Sprintf("%d×%d", len(d), d[0])
	}
	r := d.Rows()
	if len(r) <= 12 {
		return fmt.Sprint(r)
	}
	return fmt.Sprintf("%v … %v (%d rows)", r[:6], r[len(r)-3:], len(r))
}

// Nimber returns the nimber of d (opt may be nil), or an error when d is
// no Young diagram (Check). It reads it off the table of d's box
// (BoxTable; the Stats count its diagrams as Nodes; a box whose table
// exceeds the memory limit of ctx is an error wrapping
// gamelib.ErrTooLarge) unless opt asks for the engine's table (Dir or
// Table): then the decomp engine searches. A search meets at most C(r+c, r) diagrams for an r×c bounding box, of
// up to r·c options each; a search whose estimate exceeds the work limit
// of ctx is refused up front (gamelib.ErrTooSlow).
func Nimber(ctx context.Context, d Diagram, opt *decomp.Options) (int, decomp.Stats, error) {
	return compute(ctx, d, opt, func(b *BoxTable) int { v, _ := b.Nimber(d); return v }, decomp.Nimber)
}

// Outcome returns the outcome class of d (P when its nimber is 0). A
// rectangle of more than one square is N at once, with no search (Gale's
// strategy stealing: were biting the far corner a losing move, its winning
// reply would have been a move from the rectangle itself; no statistics).
// Any other diagram is read off the box's table as Nimber, or searched by
// the decomp engine, cheaper than the nimber's; refused as Nimber is.
func Outcome(ctx context.Context, d Diagram, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	if err := d.Check(); err != nil {
		return 0, decomp.Stats{}, err
	}
	if d.IsRect() && d.Area() > 1 {
		return gamelib.N, decomp.Stats{}, nil
	}
	return compute(ctx, d, opt, func(b *BoxTable) gamelib.Outcome { v, _ := b.Nimber(d); return gamelib.OutcomeOf(v) }, decomp.Outcome)
}

// compute returns what fromBox reads off the table of d's box, or, when
// opt asks for the engine's table (Searches), what search finds; refused
// as Nimber is.
func compute[T any](ctx context.Context, d Diagram, opt *decomp.Options, fromBox func(*BoxTable) T,
	search func(context.Context, decomp.Game[Diagram], Diagram, *decomp.Options) (T, decomp.Stats, error)) (T, decomp.Stats, error) {
	var zero T
	if err := check(ctx, d, opt); err != nil {
		return zero, decomp.Stats{}, err
	}
	if b, st, err := boxFor(ctx, d, opt); err != nil {
		return zero, st, err
	} else if b != nil {
		return fromBox(b), st, nil
	}
	return search(ctx, Game{MaxSide: max(len(d), int(d.first()), 1)}, d, named(opt))
}

// IsRect reports whether d is a rectangle (every row as long as the
// first; the empty diagram is none). O(rows).
func (d Diagram) IsRect() bool {
	return d != "" && strings.Count(string(d), string(d[:1])) == len(d)
}

func (d Diagram) first() byte {
	if d == "" {
		return 0
	}
	return d[0]
}

func named(opt *decomp.Options) *decomp.Options {
	o := decomp.Options{}
	if opt != nil {
		o = *opt
	}
	if o.Name == "" {
		o.Name = "chomp"
	}
	return &o
}

// Moves returns d's moves, the squares {row, column} (from 0, the
// poisoned square {0, 0} excluded) whose bite takes them and every square
// above and to the right of them in the diagram's rows (rows i' ≥ i,
// columns j' ≥ j), in the order Game.Options lists the diagrams they
// leave (OptionNimbers' order): row after row.
func Moves(d Diagram) [][2]int {
	var ms [][2]int
	for i := range len(d) {
		for j := range int(d[i]) {
			if i != 0 || j != 0 {
				ms = append(ms, [2]int{i, j})
			}
		}
	}
	return ms
}

// OptionNimbers returns the nimber of the diagram each move of d leaves,
// in the order of Moves, read off the box's table as Nimber does, else by
// decomp.OptionNimbers (one table for all): the moves of nimber 0 are the
// winning ones. Refused as Nimber is.
func OptionNimbers(ctx context.Context, d Diagram, opt *decomp.Options) ([]int, decomp.Stats, error) {
	return compute(ctx, d, opt, func(b *BoxTable) []int { return b.optionNimbers(d) }, decomp.OptionNimbers)
}

// OptionOutcomes returns the outcome class of the diagram each move of d
// leaves, in the order of Moves, read off the box's table as Nimber does,
// else by decomp.OptionOutcomes, cheaper than OptionNimbers: a move that
// leaves a P-position wins. Refused as Nimber is.
func OptionOutcomes(ctx context.Context, d Diagram, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	return compute(ctx, d, opt, func(b *BoxTable) []gamelib.Outcome {
		var out []gamelib.Outcome
		for _, v := range b.optionNimbers(d) {
			out = append(out, gamelib.OutcomeOf(v))
		}
		return out
	}, decomp.OptionOutcomes)
}
