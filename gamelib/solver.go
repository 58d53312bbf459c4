package gamelib

import (
	"context"
	"errors"
	"fmt"
	"math"
	"unsafe"
)

// ErrCycle is returned (wrapped) when a game's move graph has a cycle
// reachable from the position asked about: such a game is not finite and
// has no Grundy values in the ordinary sense.
var ErrCycle = errors.New("the game has a cycle")

// A Solver computes Grundy values of a finite impartial game given only
// its move function. Values are memoized across calls, so asking about
// many positions of one game shares the work.
//
// The search is an iterative depth-first search with an explicit stack,
// so games with very long play (deep move graphs) cannot overflow the Go
// stack. A position that can reach itself is reported as ErrCycle, never
// a hang. The cost is O(V + E) time for the V positions and E moves
// reachable from the positions asked about, and O(V) memory plus the
// option lists of the positions on the search stack.
//
// Memory is bounded: the memoized positions, the search stack and the
// option lists held on it are counted as they grow, in bytes (map entries,
// stack frames and the capacity of every option list held), against
// MaxPositions and the call's memory limit (gamelib.LimitsFrom(ctx), the
// process-wide MemoryLimit by default), so a game that is too large (or
// endless: one whose positions never stop leading to new ones) returns an
// error wrapping ErrTooLarge once what the search holds reaches the
// limit, instead of exhausting the machine's memory. Memory that the
// positions themselves point to (the bytes of a string position, say) is
// not counted.
//
// A Solver is not safe for concurrent use.
type Solver[P comparable] struct {
	moves func(P) []P
	// value holds the memoized values, and onStack for the positions on
	// the search stack of a running ValueContext.
	value map[P]int
	// MaxPositions bounds the number of positions memoized or on the
	// search stack; 0 means the bound that keeps the table within the
	// memory limit.
	MaxPositions int
}

// onStack marks a position on the search stack in Solver.value.
const onStack = -1

// NewSolver returns a Solver for the game whose options from position p
// are moves(p). moves must return the same options each time it is
// called with the same position; the solver does not modify the slice.
// A nil moves makes every query return an error.
func NewSolver[P comparable](moves func(p P) []P) *Solver[P] {
	return &Solver[P]{moves: moves, value: make(map[P]int)}
}

// Len returns the number of positions whose values are memoized.
func (s *Solver[P]) Len() int {
	if s == nil {
		return 0
	}
	return len(s.value)
}

// bytesPerPosition is the least cost counted for one memoized position:
// map overhead plus the key and the value.
const bytesPerPosition = 64

// frame is one position on the explicit search stack.
type frame[P comparable] struct {
	pos  P
	opts []P
	next int
}

// chunkFrames is the number of frames in one chunk of the search stack.
// The stack grows by chunks, never by copying, so that what it holds is
// what it costs.
const chunkFrames = 1024

// errNilSolver is returned by a nil Solver or one without a move function.
var errNilSolver = errors.New("gamelib: Solver has no move function (use NewSolver)")

// Value returns the Grundy value of position p: ValueContext with
// context.Background(), under the process-wide limits.
func (s *Solver[P]) Value(p P) (int, error) {
	return s.ValueContext(context.Background(), p)
}

// ValueContext returns the Grundy value of position p.
//
// It returns an error wrapping ErrCycle when p can reach itself, one
// wrapping ErrTooLarge when the positions memoized, the search stack and
// the option lists on it would exceed MaxPositions positions or the
// memory limit of ctx (LimitsFrom), and ctx.Err() (wrapped) when ctx is
// done; the search checks ctx every 1024 positions. The values memoized so
// far are kept.
func (s *Solver[P]) ValueContext(ctx context.Context, p P) (int, error) {
	if s == nil || s.moves == nil {
		return 0, errNilSolver
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if s.value == nil {
		s.value = make(map[P]int)
	}
	if g, ok := s.value[p]; ok && g != onStack {
		return g, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("gamelib: Solver.Value: %w", err)
	}
	var zero P
	posBytes := int64(unsafe.Sizeof(zero))
	// A map entry holds a key and an int; Go's maps keep at least 7/16
	// of their slots full (7/8 before they double), one control byte a
	// slot, so an entry costs less than 16/7 of its bytes: 3× is safe.
	entryBytes := max(bytesPerPosition, 3*(posBytes+9))
	chunkBytes := int64(unsafe.Sizeof(frame[P]{})) * chunkFrames
	memLimit := max(LimitsFrom(ctx).Memory, 0)
	maxPos := int64(s.MaxPositions)
	if maxPos <= 0 {
		maxPos = math.MaxInt64
	}
	done := ctx.Done()

	var chunks [][]frame[P]
	depth := 0     // frames on the stack
	var held int64 // bytes of the option lists on the stack (capacities)
	listBytes := func(opts []P) int64 {
		return int64(cap(opts))*posBytes + 16 // + the allocation's rounding
	}
	push := func(q P) {
		if depth == len(chunks)*chunkFrames {
			chunks = append(chunks, make([]frame[P], chunkFrames))
		}
		opts := s.moves(q)
		chunks[depth/chunkFrames][depth%chunkFrames] = frame[P]{pos: q, opts: opts}
		depth++
		held += listBytes(opts)
		s.value[q] = onStack
	}
	top := func() *frame[P] { return &chunks[(depth-1)/chunkFrames][(depth-1)%chunkFrames] }
	// fail removes the positions on the stack from the table and returns
	// err: the values memoized so far stay valid.
	fail := func(err error) (int, error) {
		if len(s.value) == depth { // nothing memoized: drop the table
			s.value = make(map[P]int)
			return 0, err
		}
		for d := range depth {
			delete(s.value, chunks[d/chunkFrames][d%chunkFrames].pos)
		}
		return 0, err
	}
	check := func() error {
		positions := int64(len(s.value))
		if positions > maxPos {
			return fmt.Errorf("gamelib: more than %d positions: %w", maxPos, ErrTooLarge)
		}
		need := float64(positions)*float64(entryBytes) + float64(len(chunks))*float64(chunkBytes) +
			float64(cap(chunks))*24 + float64(held)
		if need > float64(memLimit) {
			return fmt.Errorf("gamelib: %d positions memoized, %d on the search stack holding option lists of %d bytes, about %.3g bytes in all: %w (memory limit %d bytes)",
				int64(len(s.value))-int64(depth), depth, held, need, ErrTooLarge, memLimit)
		}
		return nil
	}
	push(p)
	if err := check(); err != nil {
		return fail(err)
	}
	var seen Bitset
	for pushes := 0; depth > 0; {
		f := top()
		if f.next < len(f.opts) {
			q := f.opts[f.next]
			f.next++
			g, ok := s.value[q]
			if !ok {
				pushes++
				if pushes%1024 == 0 && done != nil {
					select {
					case <-done:
						return fail(fmt.Errorf("gamelib: Solver.Value: %w", ctx.Err()))
					default:
					}
				}
				push(q)
				if err := check(); err != nil {
					return fail(err)
				}
				continue
			}
			if g == onStack {
				return fail(fmt.Errorf("gamelib: position %v can reach itself: %w", q, ErrCycle))
			}
			continue
		}
		// All options are solved: the value is their mex, at most the
		// number of options.
		seen.Clear()
		for _, q := range f.opts {
			if g := s.value[q]; g <= len(f.opts) {
				if err := seen.SetContext(ctx, g); err != nil {
					return fail(err)
				}
			}
		}
		s.value[f.pos] = seen.Mex()
		held -= listBytes(f.opts)
		*f = frame[P]{} // drop the option list
		depth--
	}
	return s.value[p], nil
}

// Outcome returns the outcome class of position p: P when its value is 0.
func (s *Solver[P]) Outcome(p P) (Outcome, error) {
	return s.OutcomeContext(context.Background(), p)
}

// OutcomeContext is Outcome under ctx's limits and cancellation.
func (s *Solver[P]) OutcomeContext(ctx context.Context, p P) (Outcome, error) {
	g, err := s.ValueContext(ctx, p)
	if err != nil {
		return 0, err
	}
	return OutcomeOf(g), nil
}

// SumValue returns the Grundy value of the sum of the given positions (a
// move is a move in exactly one component): the nim-sum of their values.
func (s *Solver[P]) SumValue(components []P) (int, error) {
	return s.SumValueContext(context.Background(), components)
}

// SumValueContext is SumValue under ctx's limits and cancellation.
func (s *Solver[P]) SumValueContext(ctx context.Context, components []P) (int, error) {
	total := 0
	for _, c := range components {
		g, err := s.ValueContext(ctx, c)
		if err != nil {
			return 0, err
		}
		total ^= g
	}
	return total, nil
}

// WinningMove returns a winning move in the sum of components: the index
// i of the component to move in and the option to of components[i] to
// move to, so that the resulting sum has value 0. ok is false when the
// sum is a P-position (value 0), which has no winning move.
//
// By the Sprague–Grundy theorem such a move exists whenever the sum's
// value A is non-zero: some component's value g has the leading bit of A,
// so g ⊕ A < g and, by the definition of mex, that component has an
// option of value g ⊕ A.
func (s *Solver[P]) WinningMove(components []P) (i int, to P, ok bool, err error) {
	return s.WinningMoveContext(context.Background(), components)
}

// WinningMoveContext is WinningMove under ctx's limits and cancellation.
func (s *Solver[P]) WinningMoveContext(ctx context.Context, components []P) (i int, to P, ok bool, err error) {
	total, err := s.SumValueContext(ctx, components)
	if err != nil || total == 0 {
		return 0, to, false, err
	}
	i, target, _ := WinningComponent(s.valuesOf(components))
	for _, q := range s.moves(components[i]) {
		if s.value[q] == target {
			return i, q, true, nil
		}
	}
	// Unreachable for a consistent move function.
	return 0, to, false, fmt.Errorf("gamelib: no option of value %d from %v: inconsistent move function", target, components[i])
}

func (s *Solver[P]) valuesOf(ps []P) []int {
	vs := make([]int, len(ps))
	for i, p := range ps {
		vs[i] = s.value[p]
	}
	return vs
}

// WinningComponent finds a winning move in a sum of games from the values
// of its components: the index i of a component to change and the value
// target it must be changed to, g[i] ⊕ A where A is the nim-sum. ok is
// false when A = 0. It picks the first component whose value has A's
// leading bit, so target < values[i].
func WinningComponent(values []int) (i, target int, ok bool) {
	a := NimSum(values...)
	if a == 0 {
		return 0, 0, false
	}
	for i, g := range values {
		if g^a < g {
			return i, g ^ a, true
		}
	}
	return 0, 0, false // unreachable: some value has A's leading bit
}
