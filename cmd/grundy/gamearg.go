package main

import (
	"strings"

	"github.com/grundylab/grundylab/gamelib/games"
	"github.com/grundylab/grundylab/gamelib/heap"
)

// parseGame parses the one GAME argument of the command name from its
// positional arguments pos: exactly one, a name games.Parse reads. It is
// the one GAME parser of the command line (seq, period, plot, run, and
// the misère commands); an error is bad input (exit status 2) naming the
// games.
func parseGame(name string, pos []string) (string, heap.Rule, error) {
	if len(pos) != 1 {
		return "", nil, badInput("%s: want exactly one GAME argument, got %d (games: %s)", name, len(pos), strings.Join(games.Names, ", "))
	}
	r, err := games.Parse(pos[0])
	if err != nil {
		return "", nil, libraryError(err)
	}
	return pos[0], r, nil
}
