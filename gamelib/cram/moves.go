package cram

import (
	"cmp"
	"context"
	"fmt"
	"math/bits"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// A Move places a domino on two free cells adjacent in a row or a
// column: the first (the left or upper one) at row R1, column C1, the
// second at R2, C2; rows are counted from the top and columns from the
// left, from 0, as in the board's String.
type Move struct{ R1, C1, R2, C2 int }

// String returns the move as "(R1,C1)-(R2,C2)".
func (m Move) String() string { return fmt.Sprintf("(%d,%d)-(%d,%d)", m.R1, m.C1, m.R2, m.C2) }

// Play returns the board b with m's two cells covered (blocked), and
// false when they are not two free adjacent cells of b.
func (m Move) Play(b Board) (Board, bool) {
	h, w := int(b.h), int(b.w)
	adjacent := (m.R1 == m.R2 && m.C2 == m.C1+1) || (m.C1 == m.C2 && m.R2 == m.R1+1)
	if !adjacent || m.R1 < 0 || m.C1 < 0 || m.R2 >= h || m.C2 >= w || !b.Free(m.R1, m.C1) || !b.Free(m.R2, m.C2) {
		return b, false
	}
	b.free &^= 1<<(m.R1*w+m.C1) | 1<<(m.R2*w+m.C2)
	b.canon = false // a region's canonical form (Regions) played is one no more
	return b, true
}

// Moves returns b's moves in the order Game.Options lists the boards
// they leave (the dominoes nearest the centre first): the i-th move
// leaves the i-th option, whose nimber is OptionNimbers' i-th. O(h·w).
func Moves(b Board) []Move {
	var ms []Move
	w := int(b.w)
	for _, m := range dominoes(b.h, b.w) {
		if b.free&m != m {
			continue
		}
		i := bits.TrailingZeros64(m)
		j := 63 - bits.LeadingZeros64(m)
		ms = append(ms, Move{i / w, i % w, j / w, j % w})
	}
	return ms
}

// OptionNimbers returns the nimber of the board each move of b leaves,
// in the order of Moves, by decomp.OptionNimbers (one table for all;
// opt.Dir resumes a table Nimber saved for b): the moves of nimber 0 are
// the winning ones. Refused up front when EstimateOptionsWork exceeds the
// work limit of ctx (gamelib.ErrTooSlow): dearer than Nimber on b, which
// asks most options only whether they have some nimbers (an even×even
// rectangle's nimber is known at once, its options' are not).
func OptionNimbers(ctx context.Context, b Board, opt *decomp.Options) ([]int, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "option nimbers", EstimateOptionsWork)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return decomp.OptionNimbers(ctx, Game{}, b, o)
}

// OptionOutcomes returns the outcome class of the board each move of b
// leaves, in the order of Moves, by decomp.OptionOutcomes: a move that
// leaves a P-position is a winning move. Cheaper than OptionNimbers;
// refused up front when EstimateOptionOutcomesWork exceeds the work limit.
func OptionOutcomes(ctx context.Context, b Board, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "option outcomes", EstimateOptionOutcomesWork)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return decomp.OptionOutcomes(ctx, Game{}, b, o)
}

// CompareMoves orders moves in reading order: by the first cell's row,
// then its column, then the second cell's (so that of two dominoes on the
// same first cell the one across comes first). For slices.SortFunc.
func CompareMoves(a, b Move) int {
	return cmp.Or(cmp.Compare(a.R1, b.R1), cmp.Compare(a.C1, b.C1), cmp.Compare(a.R2, b.R2), cmp.Compare(a.C2, b.C2))
}
