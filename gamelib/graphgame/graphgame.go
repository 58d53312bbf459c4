// Package graphgame names the impartial games played on a graph that
// gamelib solves, Node Kayles (gamelib/nodekayles) and Arc Kayles
// (gamelib/arckayles), with their entry points, so that the command line
// (grundy nodekayles, grundy arckayles) and the notebooks (lab.Explore,
// lab.GraphCensus) offer the same games under the same names.
//
// Both are searched by the decomp engine, with a position a
// *graphs.Graph keyed by its canonical form (graphs.Graph.Canonical):
// see those packages for the games' rules and theory.
package graphgame

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// A Game is an impartial game played on a graph.
type Game struct {
	// Name is the game's name on the command line and in lab's names
	// ("nodekayles:IheA@GUAo"): lower case, one word.
	Name string
	// Title is its name in prose and on figures ("Node Kayles").
	Title string
	// Move says what a move does, for help texts.
	Move string
	// Nimber and Outcome are the game's searches (its package's Nimber
	// and Outcome).
	Nimber  func(context.Context, *graphs.Graph, *decomp.Options) (int, decomp.Stats, error)
	Outcome func(context.Context, *graphs.Graph, *decomp.Options) (gamelib.Outcome, decomp.Stats, error)
	// Values returns the nimbers of a family's graphs of index
	// f.First … n, one search each with decomp.SequenceOptions and one
	// table kept across them (its package's Values).
	Values func(ctx context.Context, f graphs.Family, n int, opt *decomp.Options) ([]int, error)
	// Moves gives the moves of a graph, each as the vertices it picks
	// (one for Node Kayles, an edge's two ends for Arc Kayles), in the
	// order OptionNimbers and OptionOutcomes give the values of what
	// they leave (its package's Moves and the two).
	Moves          func(*graphs.Graph) [][]int
	OptionNimbers  func(context.Context, *graphs.Graph, *decomp.Options) ([]int, decomp.Stats, error)
	OptionOutcomes func(context.Context, *graphs.Graph, *decomp.Options) ([]gamelib.Outcome, decomp.Stats, error)
	// NewTable makes a table kept across the game's searches of graphs
	// of at most maxOrder vertices (its package's NewTable).
	NewTable func(ctx context.Context, maxOrder int, mem int64) (*decomp.Table, error)
}

// The games on graphs.
var (
	NodeKayles = Game{
		Name: "nodekayles", Title: "Node Kayles",
		Move:   "a move takes a vertex and its neighbours",
		Nimber: nodekayles.Nimber, Outcome: nodekayles.Outcome, Values: nodekayles.Values,
		Moves: func(g *graphs.Graph) [][]int {
			var ms [][]int
			for _, v := range nodekayles.Moves(g) {
				ms = append(ms, []int{v})
			}
			return ms
		},
		OptionNimbers: nodekayles.OptionNimbers, OptionOutcomes: nodekayles.OptionOutcomes, NewTable: nodekayles.NewTable,
	}
	ArcKayles = Game{
		Name: "arckayles", Title: "Arc Kayles",
		Move:   "a move takes both ends of an edge",
		Nimber: arckayles.Nimber, Outcome: arckayles.Outcome, Values: arckayles.Values,
		Moves: func(g *graphs.Graph) [][]int {
			var ms [][]int
			for _, e := range arckayles.Moves(g) {
				ms = append(ms, []int{e[0], e[1]})
			}
			return ms
		},
		OptionNimbers: arckayles.OptionNimbers, OptionOutcomes: arckayles.OptionOutcomes, NewTable: arckayles.NewTable,
	}
)

// All returns the games on graphs, in the order help texts list them.
func All() []Game { return []Game{NodeKayles, ArcKayles} }

// Names returns the games' names as prose lists them: "nodekayles or
// arckayles".
func Names() string {
	var s []string
	for _, g := range All() {
		s = append(s, g.Name)
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// Lookup returns the game named name, or an error naming the games there
// are.
func Lookup(name string) (Game, error) {
	for _, g := range All() {
		if g.Name == name {
			return g, nil
		}
	}
	return Game{}, fmt.Errorf("graphgame: no game on graphs named %q (want %s)", name, Names())
}

// MoveNames names the moves of g, in the order of Moves: the vertices a
// move picks joined by '-' ("3": the vertex 3; "0-4": the edge 04).
func (gm Game) MoveNames(g *graphs.Graph) []string {
	var names []string
	for _, m := range gm.Moves(g) {
		s := make([]string, len(m))
		for i, v := range m {
			s[i] = strconv.Itoa(v)
		}
		names = append(names, strings.Join(s, "-"))
	}
	return names
}
