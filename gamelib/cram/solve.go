package cram

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// Nimber returns the nimber of the Cram board b, by decomp.Nimber with
// Game. It refuses up front, with an error wrapping gamelib.ErrTooSlow,
// a board whose estimated work (EstimateWork) exceeds the work limit of
// ctx. opt.Name defaults to "cram".
func Nimber(ctx context.Context, b Board, opt *decomp.Options) (int, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "nimber", EstimateWork)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	return decomp.Nimber(ctx, Game{}, b, o)
}

// Outcome returns the outcome class of the Cram board b (P: the player
// to move loses), by decomp.Outcome, cheaper than Nimber. Limits as
// Nimber, with EstimateOutcomeWork: a board with a move to a board of
// known nimber 0 (every even×odd rectangle) is never refused.
func Outcome(ctx context.Context, b Board, opt *decomp.Options) (gamelib.Outcome, decomp.Stats, error) {
	o, err := prepare(ctx, b, opt, "outcome", EstimateOutcomeWork)
	if err != nil {
		return 0, decomp.Stats{}, err
	}
	return decomp.Outcome(ctx, Game{}, b, o)
}

// prepare returns the options of a search of b (opt with its Name
// defaulted), or the refusal when estimate(b) exceeds the work limit
// of ctx.
func prepare[B fmt.Stringer](ctx context.Context, b B, opt *decomp.Options, what string, estimate func(B) float64) (*decomp.Options, error) {
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
