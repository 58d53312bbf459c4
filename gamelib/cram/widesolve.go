package cram

import (
	"context"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// NimberWide returns the nimber of the WideBoard b, by decomp.Nimber with
// WideGame, refused up front as Nimber is when EstimateWideWork exceeds
// the work limit of ctx. opt.Name defaults to "cram".
func NimberWide(ctx context.Context, b WideBoard, opt *decomp.Options) (int, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "nimber", EstimateWideWork)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	return decomp.Nimber(ctx, WideGame{}, b, o)
}

// OutcomeWide returns the outcome class of the WideBoard b, by
// decomp.Outcome with WideGame; refused as Outcome is, on
// EstimateWideOutcomeWork (an even×odd rectangle: at once).
func OutcomeWide(ctx context.Context, b WideBoard, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "outcome", EstimateWideOutcomeWork)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	return decomp.Outcome(ctx, WideGame{}, b, o)
}

// EstimateWideOptionOutcomesWork is EstimateOptionOutcomesWork for a
// WideBoard: the same factor times EstimateWideWork.
func EstimateWideOptionOutcomesWork(b WideBoard) float64 {
	return optionOutcomesCost * EstimateWideWork(b)
}

// EstimateWideWork is EstimateWork for a WideBoard: over its components
// (WideGame.Components), stepsPerNode for one of known nimber and
// otherwise the nodes read off the measured rectangles of its box's
// shorter side, extrapolated beyond 64 cells at the fitted growth a cell
// (EstimateWork's model, with its error: an order of magnitude either
// way). O(cells · components).
func EstimateWideWork(b WideBoard) float64 { return estimateWork(WideGame{}, b) }

// EstimateWideOutcomeWork is EstimateOutcomeWork for a WideBoard: one
// node when b is one component with a move to a board of known nimber
// 0 (every even×odd rectangle), else EstimateWideWork.
func EstimateWideOutcomeWork(b WideBoard) float64 { return estimateOutcomeWork(WideGame{}, b) }

// MovesWide returns b's moves in the order WideGame.Options lists the
// boards they leave (Moves' order: the dominoes nearest the centre
// first). O(h·w).
func MovesWide(b WideBoard) []Move {
	if n, ok := b.Narrow(); ok {
		return Moves(n)
	}
	var ms []Move
	w := int(b.w)
	for _, m := range wideDominoesOf(b.h, b.w) {
		if b.free.and(m) != m {
			continue
		}
		i, j := m.trailingZeros(), m.highest()
		ms = append(ms, Move{i / w, i % w, j / w, j % w})
	}
	return ms
}

// PlayWide is Play on a WideBoard: b with m's two cells covered, and
// false when they are not two free adjacent cells of b.
func (m Move) PlayWide(b WideBoard) (WideBoard, bool) {
	h, w := int(b.h), int(b.w)
	adjacent := (m.R1 == m.R2 && m.C2 == m.C1+1) || (m.C1 == m.C2 && m.R2 == m.R1+1)
	if !adjacent || m.R1 < 0 || m.C1 < 0 || m.R2 >= h || m.C2 >= w || !b.Free(m.R1, m.C1) || !b.Free(m.R2, m.C2) {
		return b, false
	}
	b.free = b.free.andNot(bit128(m.R1*w + m.C1).or(bit128(m.R2*w + m.C2)))
	b.canon = false
	return b, true
}

// OptionNimbersWide is OptionNimbers on a WideBoard (in the order of
// MovesWide), refused as OptionNimbers is (the sum of EstimateWideWork
// over its distinct options).
func OptionNimbersWide(ctx context.Context, b WideBoard, opt *decomp.Options) ([]int, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "option nimbers", func(b WideBoard) float64 {
		return estimateOptionsWork(WideGame{}, b, EstimateWideWork)
	})
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return decomp.OptionNimbers(ctx, WideGame{}, b, o)
}

// OptionOutcomesWide is OptionOutcomes on a WideBoard (in the order of
// MovesWide), refused as OptionOutcomes is.
func OptionOutcomesWide(ctx context.Context, b WideBoard, opt *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "option outcomes", EstimateWideOptionOutcomesWork)
	if err != nil {
		return nil, decomp.Stats{}, err
	}
	return decomp.OptionOutcomes(ctx, WideGame{}, b, o)
}
