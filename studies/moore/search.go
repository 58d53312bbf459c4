package moore

import (
	"context"
	"fmt"
	"iter"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
)

// Rules selects the directions in which Search lets pieces move.
type Rules int

const (
	// Forward is the rule of SDOI2011: white moves only to the right,
	// black only to the left. Every move shrinks the gaps inside pairs, so
	// the game is finite.
	Forward Rules = iota
	// AnyDirection lets every piece move either way (still never past a
	// neighbour nor off the board). It is the hypothetical against which
	// the seed argues that in optimal play white only moves right and
	// black only left. Positions can repeat, so a game may be drawn.
	AnyDirection
)

func (r Rules) String() string {
	switch r {
	case Forward:
		return "forward"
	case AnyDirection:
		return "any-direction"
	}
	return fmt.Sprintf("Rules(%d)", int(r))
}

// An Outcome is the result of a position for the player to move.
type Outcome int8

const (
	Loss Outcome = iota // the player to move loses
	Win                 // the player to move wins
	Draw                // neither can force a win: play goes on forever
)

func (o Outcome) String() string {
	switch o {
	case Loss:
		return "loss"
	case Win:
		return "win"
	case Draw:
		return "draw"
	}
	return fmt.Sprintf("Outcome(%d)", int(o))
}

// A Placement is one starting position of a Board with its outcome for
// each player moving first.
type Placement struct {
	Pos        []int   // the pieces' cells, increasing; white at even indices
	WhiteFirst Outcome // the outcome for white when white moves first
	BlackFirst Outcome // the outcome for black when black moves first
}

// A Solution holds the outcome of every placement of a Board, with
// either player to move, found by Search.
type Solution struct {
	board Board
	rules Rules
	masks []uint64         // placements as bit sets of cells
	index map[uint64]int32 // mask → index into masks
	out   [2][]Outcome     // [0] white to move, [1] black to move
}

// MaxSearchCells is the largest board Search accepts (placements are
// stored as 64-bit sets of cells); the memory limit usually binds first.
const MaxSearchCells = 64

// Search plays the board game itself, both colours, from every placement
// and with either player to move, and returns the outcome of each. It
// knows nothing of Moore's Nim: it builds the graph of all C(n, K)·2
// positions and their moves under rules and solves it by retrograde
// analysis, from the positions whose player cannot move (lost) backwards:
// a position with a move to a lost one is won, one whose moves all lead to
// won positions is lost, and positions never labelled lie on endless play
// and are draws (impossible under Forward). Time and memory are
// O(C(n, K) + E), where E = Σ over positions of the number of moves, up to
// Σ_{j≤d} e_j(r) for the own pieces' free ranges r (e_j the elementary
// symmetric polynomial); it refuses boards with more than MaxSearchCells
// cells or whose graph exceeds gamelib.MemoryLimit. Search is
// SearchContext with context.Background().
func Search(b Board, rules Rules, progress gamelib.Progress) (*Solution, error) {
	return SearchContext(context.Background(), b, rules, progress)
}

// SearchContext is Search with the graph's memory checked against the
// limit of ctx (gamelib.LimitsFrom) before it is built; it returns
// ctx.Err() (wrapped) when ctx is done, checked every 4096 positions.
func SearchContext(ctx context.Context, b Board, rules Rules, progress gamelib.Progress) (*Solution, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	if rules != Forward && rules != AnyDirection {
		return nil, fmt.Errorf("moore: unknown rules %v", rules)
	}
	if b.Cells > MaxSearchCells {
		return nil, fmt.Errorf("moore: board search on n=%d cells: %w (at most %d cells)",
			b.Cells, gamelib.ErrTooLarge, MaxSearchCells)
	}
	l := gamelib.LimitsFrom(ctx)
	limit := max(l.Memory, 0)
	states := binomialCapped(b.Cells, b.Pieces, limit)
	if err := l.CheckMemory("moore: board positions", states, 2*8+2); err != nil {
		return nil, err
	}
	if err := stopped(ctx); err != nil {
		return nil, err
	}
	s := &Solution{board: b, rules: rules, index: make(map[uint64]int32, states)}
	combinations(b.Cells, b.Pieces, func(c []int) bool {
		mask := maskOf(c)
		s.index[mask] = int32(len(s.masks))
		s.masks = append(s.masks, mask)
		return true
	})
	N := len(s.masks)

	// Count the moves first, to check memory before building the graph.
	pos := make([]int, b.Pieces)
	var edges int64
	for st, mask := range s.masks {
		if st%4096 == 4095 {
			if err := stopped(ctx); err != nil {
				return nil, err
			}
		}
		cells(mask, pos)
		for side := range 2 {
			edges += b.moveCount(rules, pos, side)
			if edges > limit {
				break
			}
		}
	}
	if err := l.CheckMemory("moore: board moves", edges, 2*4); err != nil {
		return nil, err
	}

	// Node v = 2·state + side; CSR successor lists.
	start := make([]int64, 2*N+1)
	succ := make([]int32, 0, edges)
	cur := make([]int, b.Pieces)
	for st, mask := range s.masks {
		if st%4096 == 4095 {
			if err := stopped(ctx); err != nil {
				return nil, err
			}
		}
		cells(mask, pos)
		for side := range 2 {
			b.moves(rules, pos, side, cur, func(to []int) bool {
				succ = append(succ, 2*s.index[maskOf(to)]+int32(1-side))
				return true
			})
			start[2*st+side+1] = int64(len(succ))
		}
		if st%(N/100+1) == 0 {
			progress.Report(int64(st), int64(2*N))
		}
	}
	// Predecessor lists by counting sort.
	pstart := make([]int64, 2*N+1)
	for _, u := range succ {
		pstart[u+1]++
	}
	for v := range 2 * N {
		pstart[v+1] += pstart[v]
	}
	pred := make([]int32, len(succ))
	fill := make([]int64, 2*N)
	copy(fill, pstart)
	for v := range 2 * N {
		for _, u := range succ[start[v]:start[v+1]] {
			pred[fill[u]] = int32(v)
			fill[u]++
		}
	}

	const undecided = -1
	out := make([]Outcome, 2*N)
	remaining := make([]int32, 2*N)
	queue := make([]int32, 0, 2*N)
	for v := range 2 * N {
		remaining[v] = int32(start[v+1] - start[v])
		out[v] = undecided
		if remaining[v] == 0 {
			out[v] = Loss
			queue = append(queue, int32(v))
		}
	}
	for popped := 0; len(queue) > 0; popped++ {
		if popped%4096 == 4095 {
			if err := stopped(ctx); err != nil {
				return nil, err
			}
		}
		u := queue[0]
		queue = queue[1:]
		for _, v := range pred[pstart[u]:pstart[u+1]] {
			if out[v] != undecided {
				continue
			}
			if out[u] == Loss {
				out[v] = Win
				queue = append(queue, v)
			} else if remaining[v]--; remaining[v] == 0 {
				out[v] = Loss
				queue = append(queue, v)
			}
		}
	}
	s.out[0] = make([]Outcome, N)
	s.out[1] = make([]Outcome, N)
	for st := range N {
		for side := range 2 {
			o := out[2*st+side]
			if o == undecided {
				o = Draw
			}
			s.out[side][st] = o
		}
	}
	progress.Report(int64(2*N), int64(2*N))
	return s, nil
}

// binomialCapped returns C(n, k), or limit+1 when it exceeds limit.
func binomialCapped(n, k int, limit int64) int64 {
	c := int64(1)
	for i := 1; i <= k; i++ {
		// c·(n−k+i)/i is exact; guard the product against overflow.
		hi, lo := bits.Mul64(uint64(c), uint64(n-k+i))
		if hi != 0 || lo/uint64(i) > uint64(limit) {
			return limit + 1
		}
		c = int64(lo / uint64(i))
	}
	return c
}

// maskOf returns the set of cells in pos.
func maskOf(pos []int) uint64 {
	var mask uint64
	for _, p := range pos {
		mask |= 1 << p
	}
	return mask
}

// cells writes the set bits of mask, in increasing order, into pos.
func cells(mask uint64, pos []int) {
	i := 0
	for mask != 0 {
		pos[i] = bits.TrailingZeros64(mask)
		mask &= mask - 1
		i++
	}
}

// reach returns the cells piece i may move to under rules: lo…hi except
// its own cell.
func (b Board) reach(rules Rules, pos []int, i int) (lo, hi int) {
	left, right := -1, b.Cells
	if i > 0 {
		left = pos[i-1]
	}
	if i+1 < len(pos) {
		right = pos[i+1]
	}
	lo, hi = left+1, right-1
	if rules == Forward {
		if i%2 == 0 { // white: rightwards
			lo = pos[i] + 1
		} else { // black: leftwards
			hi = pos[i] - 1
		}
	}
	return lo, hi
}

// moveCount returns the number of moves of side (0 white, 1 black) from
// pos: Σ_{1≤j≤d} e_j(r₀, r₁, …) over the own pieces' numbers of targets.
func (b Board) moveCount(rules Rules, pos []int, side int) int64 {
	d := min(b.MaxMove, len(pos)/2)
	e := make([]int64, d+1)
	e[0] = 1
	for i := side; i < len(pos); i += 2 {
		lo, hi := b.reach(rules, pos, i)
		r := int64(hi - lo + 1)
		if lo <= pos[i] && pos[i] <= hi {
			r--
		}
		for j := d; j >= 1; j-- {
			e[j] += e[j-1] * r
		}
	}
	var n int64
	for _, x := range e[1:] {
		n += x
	}
	return n
}

// Moves yields the placement after every legal move from pos of white
// (white true) or black under rules: between 1 and MaxMove pieces of the
// mover's colour each move to another cell, never past a neighbour nor off
// the board, and under Forward only white rightwards and black leftwards.
// Pieces of one colour are separated by pieces of the other, so their
// targets are independent. This is the rule of the board game, which
// Search plays. The yielded slice is reused after yield returns.
func (b Board) Moves(pos []int, white bool, rules Rules) (iter.Seq[[]int], error) {
	if err := b.Validate(); err != nil {
		return nil, err
	}
	if err := b.checkPlacement(pos); err != nil {
		return nil, err
	}
	if rules != Forward && rules != AnyDirection {
		return nil, fmt.Errorf("moore: unknown rules %v", rules)
	}
	p := slices.Clone(pos)
	side := 1
	if white {
		side = 0
	}
	return func(yield func([]int) bool) {
		b.moves(rules, p, side, make([]int, len(p)), yield)
	}, nil
}

// moves calls f with the placement after every move of side from pos,
// written into cur; it stops when f returns false.
func (b Board) moves(rules Rules, pos []int, side int, cur []int, f func([]int) bool) {
	copy(cur, pos)
	var rec func(i, moved int) bool
	rec = func(i, moved int) bool {
		if i >= len(pos) {
			return moved == 0 || f(cur)
		}
		if !rec(i+2, moved) {
			return false
		}
		if moved == b.MaxMove {
			return true
		}
		lo, hi := b.reach(rules, pos, i)
		for to := lo; to <= hi; to++ {
			if to == pos[i] {
				continue
			}
			cur[i] = to
			if !rec(i+2, moved+1) {
				return false
			}
		}
		cur[i] = pos[i]
		return true
	}
	rec(side, 0)
}

// Board returns the board s was computed for.
func (s *Solution) Board() Board { return s.board }

// Rules returns the rules s was computed under.
func (s *Solution) Rules() Rules { return s.rules }

// Outcome returns the outcome of placement pos for the player to move.
func (s *Solution) Outcome(pos []int, whiteToMove bool) (Outcome, error) {
	if err := s.board.checkPlacement(pos); err != nil {
		return 0, err
	}
	side := 1
	if whiteToMove {
		side = 0
	}
	return s.out[side][s.index[maskOf(pos)]], nil
}

// Placements yields every placement in lexicographic order of cells with
// its outcomes. The Placement's Pos slice is reused after yield returns.
func (s *Solution) Placements() iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		pos := make([]int, s.board.Pieces)
		for st, mask := range s.masks {
			cells(mask, pos)
			if !yield(Placement{Pos: pos, WhiteFirst: s.out[0][st], BlackFirst: s.out[1][st]}) {
				return
			}
		}
	}
}

// Wins returns the number of placements that white, moving first, wins:
// the count of seed 003, found by play.
func (s *Solution) Wins() int64 { return s.count(Win) }

// Draws returns the number of placements that are drawn with white
// moving first (always 0 under Forward).
func (s *Solution) Draws() int64 { return s.count(Draw) }

func (s *Solution) count(o Outcome) int64 {
	var n int64
	for _, x := range s.out[0] {
		if x == o {
			n++
		}
	}
	return n
}
