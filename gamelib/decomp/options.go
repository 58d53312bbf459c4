package decomp

import (
	"context"
	"errors"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
)

// ErrBadOption is returned (wrapped) when an Options field is out of its
// range: a TTMem below MinTTMem (or negative), a negative SaveEvery or
// Workers, or a Dir that cannot hold the table (ErrDirUnusable, which
// wraps it). It is the caller's error, not a limit reached: a command
// line reports it as bad input.
var ErrBadOption = errors.New("bad option")

// defaultTTMem is the table memory of a search whose Options set none:
// DefaultTTMem, or the memory limit lim when it is lower (and at least
// MinTTMem): a default is no demand, and a trivial position under a
// small --mem-limit needs no 256 MiB table. The policy of the library,
// decided here once.
func defaultTTMem(lim gamelib.Limits) int64 {
	return fitTTMem(DefaultTTMem, lim)
}

// fitTTMem is the default table memory def, or the memory limit of lim
// (its own, else gamelib.MemoryLimit) when that is lower: at least
// MinTTMem, which a limit below it then refuses, naming the smallest
// table rather than a default one never asked for.
func fitTTMem(def int64, lim gamelib.Limits) int64 {
	m := lim.Memory
	if m == 0 {
		m = gamelib.MemoryLimit()
	}
	if m > 0 && m < def {
		return max(m, MinTTMem)
	}
	return def
}

// checkTTMem returns an error wrapping ErrBadOption when mem (what names
// it) is below MinTTMem: the one check of a table's size, for Options and
// NewTable alike.
func checkTTMem(what string, mem int64) error {
	if mem < MinTTMem {
		return fmt.Errorf("decomp: %s %d bytes is below the minimum table memory of %d bytes: %w", what, mem, MinTTMem, ErrBadOption)
	}
	return nil
}

// check returns an error wrapping ErrBadOption when a field of o is out
// of its range (a TTMem of 0 means the default, see ttMem).
func (o *Options) check() error {
	if o.TTMem != 0 { // 0: the default
		if err := checkTTMem("Options.TTMem", o.TTMem); err != nil {
			return err
		}
	}
	switch {
	case o.SaveEvery < 0:
		return fmt.Errorf("decomp: Options.SaveEvery %v is negative: %w", o.SaveEvery, ErrBadOption)
	case o.Workers < 0:
		return fmt.Errorf("decomp: Options.Workers %d is negative: %w", o.Workers, ErrBadOption)
	}
	return nil
}

// OptionNimbers returns the nimber of each option of p, in the order
// g.Options gives them (a game that names its moves, as cram.Moves does,
// lists them in that order): what a player wants to know of every move,
// and the winning moves among them (the options of nimber 0). The options
// are searched one after another, each as Nimber searches a position, by
// one search with one table: an option met again, or the symmetric image
// of another, is answered from the table, and a table saved by Nimber
// for p (Options.Dir: the directory's position is p) is resumed. The
// progress (Options.Progress, Status) counts the options' components as
// the parts of one search. Costs and errors are those of Nimber on each
// option; it is dearer than Nimber on p, which asks most options only
// whether they have some nimbers.
func OptionNimbers[P any](ctx context.Context, g Game[P], p P, opt *Options) ([]int, Stats, error) {
	s, err := newSearch(ctx, g, p, opt)
	if err != nil {
		return nil, Stats{}, err
	}
	var vals []int
	err = s.run(func() {
		opts := g.Options(p, nil)
		comps := make([][]P, len(opts))
		for i, o := range opts {
			comps[i] = g.Components(o, nil)
			s.parts += len(comps[i])
		}
		vals = make([]int, len(opts))
		s.moves = len(opts)
		s.tick()
		for i, cs := range comps {
			s.move, s.movePart, s.moveParts = i, s.part, len(cs)
			for _, c := range cs {
				s.k, s.tests = 0, 0
				vals[i] ^= s.rootNimber(c)
				s.part++
			}
		}
		s.reportDone()
	})
	if err != nil {
		return nil, s.stats(), err
	}
	return vals, s.stats(), nil
}

// OptionOutcomes returns the outcome class of each option of p, in the
// order g.Options gives them: an option that is a P-position is a
// winning move. Each is searched as Outcome searches a position, by one
// search with one table (see OptionNimbers), so it is cheaper than
// OptionNimbers, often by far. Costs and errors are those of Outcome on
// each option.
func OptionOutcomes[P any](ctx context.Context, g Game[P], p P, opt *Options) ([]gamelib.Outcome, Stats, error) {
	s, err := newSearch(ctx, g, p, opt)
	if err != nil {
		return nil, Stats{}, err
	}
	var out []gamelib.Outcome
	err = s.run(func() {
		opts := g.Options(p, nil)
		out = make([]gamelib.Outcome, len(opts))
		s.parts, s.tests, s.moves = len(opts), 1, len(opts)
		s.tick()
		for i, o := range opts {
			s.part, s.k, s.move = i, 0, i
			out[i] = gamelib.N
			if s.rootIsPSum(g.Components(o, nil)) {
				out[i] = gamelib.P
			}
		}
		s.reportDone()
	})
	if err != nil {
		return nil, s.stats(), err
	}
	return out, s.stats(), nil
}
