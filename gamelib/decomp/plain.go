package decomp

import (
	"context"

	"github.com/grundylab/grundylab/gamelib"
)

// plainEntryBytes is the memory one entry of PlainNimber's table is
// charged: a Go map entry with its key string.
const plainEntryBytes = 96

// PlainNimber returns the nimber of p by the plain definition: the mex
// of the nimbers of p's options, memoised on whole positions (on
// AppendPlainKey when g is a PlainKeyer, else on AppendKey). It uses no
// decomposition, no pruning and no knowledge the game offers beyond its
// options: it is the reference every fast method is checked against.
// Time and memory are proportional to the number of distinct positions
// reachable from p, each charged plainEntryBytes against the memory
// limit of ctx; it fails with gamelib.ErrTooLarge past that limit and
// with ctx's error when ctx is done.
func PlainNimber[P any](ctx context.Context, g Game[P], p P) (int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if g == nil {
		return 0, errNilGame
	}
	s := &plain[P]{ctx: ctx, g: g, lim: gamelib.LimitsFrom(ctx), memo: map[string]int{}}
	s.pk, _ = g.(PlainKeyer[P])
	return s.nimber(p)
}

type plain[P any] struct {
	ctx  context.Context
	g    Game[P]
	pk   PlainKeyer[P]
	lim  gamelib.Limits
	memo map[string]int
	key  []byte
	n    int64
}

func (s *plain[P]) nimber(p P) (int, error) {
	if s.pk != nil {
		s.key = s.pk.AppendPlainKey(s.key[:0], p)
	} else {
		s.key = s.g.AppendKey(s.key[:0], p)
	}
	if v, ok := s.memo[string(s.key)]; ok {
		return v, nil
	}
	k := string(s.key)
	if s.n++; s.n&1023 == 0 {
		if err := s.ctx.Err(); err != nil {
			return 0, err
		}
		if err := s.lim.CheckMemory("plain nimber table", int64(len(s.memo)), plainEntryBytes); err != nil {
			return 0, err
		}
	}
	opts := s.g.Options(p, nil)
	var seen []bool
	for _, o := range opts {
		v, err := s.nimber(o)
		if err != nil {
			return 0, err
		}
		for len(seen) <= v {
			seen = append(seen, false)
		}
		seen[v] = true
	}
	v := 0
	for v < len(seen) && seen[v] {
		v++
	}
	s.memo[k] = v
	return v, nil
}
