package decomp

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync/atomic"

	"github.com/grundylab/grundylab/gamelib"
)

// A Table is a transposition table kept across the searches of one game
// (Options.Table): what a search learnt of a component (its nimber, a
// bound, nimbers it does not have) answers every later search that meets
// the component or a symmetric image of it, as within one search. For a
// sequence of positions that share components — a family's graphs, the
// rectangles of a table, Chomp's 3×n for n = 1, 2, … — the later
// searches start from what the earlier ones found. The entries are facts
// about positions of the game, so they are never wrong for another
// search of it; a Table refuses a search of another game (by its Go
// type) and one whose keys it cannot hold, and serves one search at a
// time, free again however that search ends (an error, a cancellation,
// or a panic of the game's, which the search passes on). It tells games apart by type only: the fields of the games here
// (chomp.Game's MaxSide, graphs.Keyer's MaxOrder) size their keys, not
// their rules; a game type whose fields change its rules must not share
// a Table between values of different rules. It is not saved
// (Options.Dir).
type Table struct {
	tt     *table
	game   reflect.Type
	keyLen int
	busy   atomic.Bool
}

// NewTable returns an empty table of mem bytes (when 0, DefaultTTMem or
// the memory limit of ctx if that is smaller, as a search's default
// table; at least MinTTMem, else an error wrapping ErrBadOption) for the searches of g and of games of g's type whose
// keys are no longer than g's (decomp.KeySizer: make it with the largest
// position the searches will meet, such as chomp.Game{MaxSide: 100} for
// Chomp to 3×100). The memory is checked against the memory limit of ctx
// as a search's table is. O(mem) to allocate.
func NewTable[P any](ctx context.Context, g Game[P], mem int64) (*Table, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if g == nil {
		return nil, errNilGame
	}
	if mem == 0 {
		mem = defaultTTMem(gamelib.LimitsFrom(ctx))
	}
	keyLen := gameKeyLen(g)
	tt, err := newTable(mem, keyLen, gamelib.LimitsFrom(ctx))
	if err != nil {
		return nil, err
	}
	return &Table{tt: tt, game: reflect.TypeOf(g), keyLen: keyLen}, nil
}

// Entries is the number of entries the table holds.
func (t *Table) Entries() int64 { return t.tt.used.Load() }

// gameKeyLen is the key length of g's table: its KeySizer's, or
// DefaultKeyLen.
func gameKeyLen[P any](g Game[P]) int {
	if ks, ok := g.(KeySizer); ok {
		return min(ks.MaxKeyLen(), MaxKeyLen)
	}
	return DefaultKeyLen
}

// ErrTableInUse is returned (wrapped) by a search given a Table that
// another search is using.
var ErrTableInUse = errors.New("decomp: the table kept across searches is in use by another search")

// acquire takes t for a search of g, or says why it cannot.
func (t *Table) acquire(g any, keyLen int, opt *Options) error {
	switch {
	case opt.Dir != "":
		return errors.New("decomp: a table kept across searches (Options.Table) is not saved: set Options.Dir or Options.Table, not both")
	case reflect.TypeOf(g) != t.game:
		return fmt.Errorf("decomp: the table kept across searches holds positions of %v, not %T", t.game, g)
	case keyLen > t.keyLen:
		return fmt.Errorf("decomp: the table kept across searches holds keys of %d bytes, the game's need %d (make it with a larger position)", t.keyLen, keyLen)
	case !t.busy.CompareAndSwap(false, true):
		return ErrTableInUse
	}
	return nil
}

// release gives t back at the end of a search.
func (t *Table) release() { t.busy.Store(false) }
