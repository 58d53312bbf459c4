package graphgame_test

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib/graphgame"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// The Petersen graph (graph6 IheA@GUAo) under each game on graphs.
func Example() {
	g, _ := graphs.ParseGraph6("IheA@GUAo")
	for _, game := range graphgame.All() {
		v, _, _ := game.Nimber(context.Background(), g, nil)
		fmt.Printf("%s (%s): nimber %d\n", game.Title, game.Move, v)
	}
	// Output:
	// Node Kayles (a move takes a vertex and its neighbours): nimber 1
	// Arc Kayles (a move takes both ends of an edge): nimber 0
}
