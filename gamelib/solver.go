package gamelib

import (
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
// option lists held on it are counted against MaxPositions and
// MemoryLimit, so a game that is too large (or endless: one whose
// positions never stop leading to new ones) returns an error wrapping
// ErrTooLarge instead of exhausting the machine's memory.
//
// A Solver is not safe for concurrent use.
type Solver[P comparable] struct {
	moves func(P) []P
	value map[P]int
	// MaxPositions bounds the number of positions memoized or on the
	// search stack; 0 means the bound that keeps the table within
	// MemoryLimit.
	MaxPositions int
}

// NewSolver returns a Solver for the game whose options from position p
// are moves(p). moves must return the same options each time it is
// called with the same position; the solver does not modify the slice.
// A nil moves makes every query return an error.
func NewSolver[P comparable](moves func(p P) []P) *Solver[P] {
	return &Solver[P]{moves: moves, value: make(map[P]int)}
}

// Len returns the number of positions whose values are memoized.
func (s *Solver[P]) Len() int { return len(s.value) }

// bytesPerPosition is a rough cost of one memoized position, for the
// memory limit: map overhead plus the key and the value.
const bytesPerPosition = 64

// frame is one position on the explicit search stack.
type frame[P comparable] struct {
	pos  P
	opts []P
	next int
}

// errNilSolver is returned by a nil Solver or one without a move function.
var errNilSolver = errors.New("gamelib: Solver has no move function (use NewSolver)")

// Value returns the Grundy value of position p.
//
// It returns an error wrapping ErrCycle when p can reach itself, and one
// wrapping ErrTooLarge when the positions memoized, the search stack and
// the option lists on it would exceed MaxPositions positions or
// MemoryLimit bytes; the values memoized so far are kept.
func (s *Solver[P]) Value(p P) (int, error) {
	if s == nil || s.moves == nil {
		return 0, errNilSolver
	}
	if s.value == nil {
		s.value = make(map[P]int)
	}
	if g, ok := s.value[p]; ok {
		return g, nil
	}
	var zero P
	posBytes := int64(unsafe.Sizeof(zero))
	// A position on the stack costs a frame and an onStack entry; an
	// option held in a frame's list costs its size.
	frameBytes := int64(unsafe.Sizeof(frame[P]{})) + bytesPerPosition
	memLimit := MemoryLimit()
	maxPos := int64(s.MaxPositions)
	if maxPos <= 0 {
		maxPos = math.MaxInt64
	}
	var optsHeld int64 // total length of the option lists on the stack
	onStack := map[P]bool{p: true}
	opts := s.moves(p)
	stack := []frame[P]{{pos: p, opts: opts}}
	optsHeld += int64(len(opts))
	check := func() error {
		positions := int64(len(s.value)) + int64(len(stack))
		if positions > maxPos {
			return fmt.Errorf("gamelib: more than %d positions: %w", maxPos, ErrTooLarge)
		}
		need := float64(len(s.value))*bytesPerPosition + float64(len(stack))*float64(frameBytes) + float64(optsHeld)*float64(posBytes)
		if need > float64(memLimit) {
			return fmt.Errorf("gamelib: %d positions memoized, %d on the search stack holding %d options, about %.3g bytes: %w (gamelib.MemoryLimit = %d bytes)",
				len(s.value), len(stack), optsHeld, need, ErrTooLarge, memLimit)
		}
		return nil
	}
	if err := check(); err != nil {
		return 0, err
	}
	var seen Bitset
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.opts) {
			q := top.opts[top.next]
			top.next++
			if _, ok := s.value[q]; ok {
				continue
			}
			if onStack[q] {
				return 0, fmt.Errorf("gamelib: position %v can reach itself: %w", q, ErrCycle)
			}
			onStack[q] = true
			opts := s.moves(q)
			stack = append(stack, frame[P]{pos: q, opts: opts})
			optsHeld += int64(len(opts))
			if err := check(); err != nil {
				return 0, err
			}
			continue
		}
		// All options are solved: the value is their mex, at most the
		// number of options.
		seen.Clear()
		for _, q := range top.opts {
			if g := s.value[q]; g <= len(top.opts) {
				if err := seen.Set(g); err != nil {
					return 0, err
				}
			}
		}
		s.value[top.pos] = seen.Mex()
		delete(onStack, top.pos)
		optsHeld -= int64(len(top.opts))
		stack = stack[:len(stack)-1]
	}
	return s.value[p], nil
}

// Outcome returns the outcome class of position p: P when its value is 0.
func (s *Solver[P]) Outcome(p P) (Outcome, error) {
	g, err := s.Value(p)
	if err != nil {
		return 0, err
	}
	return OutcomeOf(g), nil
}

// SumValue returns the Grundy value of the sum of the given positions (a
// move is a move in exactly one component): the nim-sum of their values.
func (s *Solver[P]) SumValue(components []P) (int, error) {
	total := 0
	for _, c := range components {
		g, err := s.Value(c)
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
	total, err := s.SumValue(components)
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
