package graphgame

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// TestGames plays each game through its entry points on graphs whose
// values follow from the rules by hand: K₃ (Node Kayles: any vertex
// takes all, *1; Arc Kayles: any edge leaves one vertex, *1); the path
// P₄ (Node Kayles: an end vertex leaves P₂, an inner one P₁, both *1, so
// 0; Arc Kayles: the middle edge leaves two lone vertices, 0, an end edge
// P₂, *1, so mex{0, 1} = 2); P₃ (Node Kayles: the middle vertex takes
// all, an end leaves P₁, so mex{0, 1} = 2); and 3 vertices without edges
// (Node Kayles: three moves in all, *1; Arc Kayles: no move, 0).
func TestGames(t *testing.T) {
	ctx := context.Background()
	k3, _ := graphs.ParseEdges("0-1,1-2,2-0")
	p4, _ := graphs.ParseEdges("0-1,1-2,2-3")
	p3, _ := graphs.ParseEdges("0-1,1-2")
	e3, _ := graphs.ParseEdges("3:")
	for _, c := range []struct {
		game  Game
		g     *graphs.Graph
		value int
	}{
		{NodeKayles, k3, 1}, {NodeKayles, p4, 0}, {NodeKayles, p3, 2}, {NodeKayles, e3, 1},
		{ArcKayles, k3, 1}, {ArcKayles, p4, 2}, {ArcKayles, e3, 0},
	} {
		v, _, err := c.game.Nimber(ctx, c.g, nil)
		if err != nil || v != c.value {
			t.Errorf("%s on %s: nimber %d, %v; want %d", c.game.Title, c.g.Graph6(), v, err, c.value)
		}
		o, _, err := c.game.Outcome(ctx, c.g, nil)
		if want := gamelib.OutcomeOf(c.value); err != nil || o != want {
			t.Errorf("%s on %s: outcome %v, %v; want %v", c.game.Title, c.g.Graph6(), o, err, want)
		}
	}
}

// TestValues checks each game's Values against its Nimber graph by graph
// on the paths, and Node Kayles on P_0 … P_10 against Dawson's Chess, the
// octal game 0.137 (OEIS A002187: 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3).
func TestValues(t *testing.T) {
	ctx := context.Background()
	path, err := graphs.ParseFamily("path")
	if err != nil {
		t.Fatal(err)
	}
	got, err := NodeKayles.Values(ctx, path, 10, nil)
	if want := []int{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3}; err != nil || !slices.Equal(got, want) {
		t.Errorf("Node Kayles on P_0..P_10: %v, %v; want %v (A002187)", got, err, want)
	}
	for _, g := range All() {
		vals, err := g.Values(ctx, path, 8, nil)
		if err != nil {
			t.Fatal(err)
		}
		for n, v := range vals {
			p, _ := path.Graph(path.First + n)
			w, _, _ := g.Nimber(ctx, p, nil)
			if v != w {
				t.Errorf("%s on P_%d: Values %d, Nimber %d", g.Title, path.First+n, v, w)
			}
		}
	}
}

func TestLookup(t *testing.T) {
	for _, g := range All() {
		h, err := Lookup(g.Name)
		if err != nil || h.Title != g.Title {
			t.Errorf("Lookup(%q) = %q, %v", g.Name, h.Title, err)
		}
	}
	if _, err := Lookup("cram"); err == nil || !strings.Contains(err.Error(), "nodekayles or arckayles") {
		t.Errorf("Lookup(\"cram\"): %v, want an error naming the games", err)
	}
	if Names() != "nodekayles or arckayles" {
		t.Errorf("Names() = %q", Names())
	}
}

func TestMoveNames(t *testing.T) {
	p3, _ := graphs.ParseEdges("0-1,1-2")
	if got := fmt.Sprint(NodeKayles.MoveNames(p3)); got != "[0 1 2]" {
		t.Errorf("Node Kayles on P₃: moves %s, want the vertices [0 1 2]", got)
	}
	if got := fmt.Sprint(ArcKayles.MoveNames(p3)); got != "[0-1 1-2]" {
		t.Errorf("Arc Kayles on P₃: moves %s, want the edges [0-1 1-2]", got)
	}
}
