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
	o, err := prepareWide(ctx, b, opt, "nimber", EstimateWideWork)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	return decomp.Nimber(ctx, WideGame{}, b, o)
}

// OutcomeWide returns the outcome class of the WideBoard b, by
// decomp.Outcome with WideGame; refused as Outcome is, on
// EstimateWideOutcomeWork (an even×odd rectangle: at once).
func OutcomeWide(ctx context.Context, b WideBoard, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	o, err := prepareWide(ctx, b, opt, "outcome", EstimateWideOutcomeWork)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	return decomp.Outcome(ctx, WideGame{}, b, o)
}

func prepareWide(ctx context.Context, b WideBoard, opt *decomp.Options, what string, estimate func(WideBoard) float64) (*decomp.Options, error) {
	var o decomp.Options
	if opt != nil {
		o = *opt
	}
	if o.Name == "" {
		o.Name = "cram"
	}
	if err := gamelib.LimitsFrom(ctx).CheckWork("cram "+what+" of "+b.String(), estimate(b)); err != nil {
		return nil, err
	}
	return &o, nil
}

// EstimateWideWork is EstimateWork for a WideBoard: over its components
// (WideGame.Components), stepsPerNode for one of known nimber and
// otherwise the nodes read off the measured rectangles of its box's
// shorter side, extrapolated beyond 64 cells at the fitted growth a cell
// (EstimateWork's model, with its error: an order of magnitude either
// way). O(cells · components).
func EstimateWideWork(b WideBoard) float64 {
	var g WideGame
	w := 0.0
	for _, c := range g.Components(b, nil) {
		w += stepsPerNode
		if _, ok := g.KnownNimber(c); ok {
			continue
		}
		w += stepsPerNode * estimateNodes(int(min(c.h, c.w)), g.Size(c))
	}
	return max(w, stepsPerNode)
}

// EstimateWideOutcomeWork is EstimateOutcomeWork for a WideBoard: one
// node when b is one component with a move to a board of known nimber
// 0 (every even×odd rectangle), else EstimateWideWork.
func EstimateWideOutcomeWork(b WideBoard) float64 {
	var g WideGame
	comps := g.Components(b, nil)
	if len(comps) == 1 {
		var cs []WideBoard
		for _, o := range g.Options(comps[0], nil) {
			cs = g.Components(o, cs[:0])
			x, all := 0, true
			for _, c := range cs {
				v, ok := g.KnownNimber(c)
				if !ok {
					all = false
					break
				}
				x ^= v
			}
			if all && x == 0 {
				return stepsPerNode
			}
		}
	}
	return EstimateWideWork(b)
}
