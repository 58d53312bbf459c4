// Package graphtest holds checks shared by the tests of games played on
// graphs (Node Kayles, Arc Kayles), in the manner of gonum's
// graph/testgraph.
package graphtest

import (
	"context"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/graphs"
)

// Families checks values, a game's Values, on every family of
// graphs.FamilyNames (grid:R with R = 3, petersen:K and pathplus:K with
// K = 2) against brute, the game's plain definition, on the family's
// graphs of at most maxOrder vertices (and index at most First+20).
func Families(t *testing.T, maxOrder int, values func(context.Context, graphs.Family, int) ([]int, error), brute func(*graphs.Graph) int) {
	t.Helper()
	for _, name := range strings.Split(graphs.FamilyNames, ", ") {
		name = strings.Replace(strings.Replace(name, ":R", ":3", 1), ":K", ":2", 1)
		f, err := graphs.ParseFamily(name)
		if err != nil {
			t.Fatal(err)
		}
		n := f.First
		for n < f.First+20 {
			if g, err := f.Graph(n + 1); err != nil || g.Order() > maxOrder {
				break
			}
			n++
		}
		got, err := values(context.Background(), f, n)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(got) != n-f.First+1 {
			t.Fatalf("%s to %d: %d values", name, n, len(got))
		}
		for i, v := range got {
			g, _ := f.Graph(f.First + i)
			if b := brute(g); v != b {
				t.Errorf("%s at %d (%s): %d, brute force %d", name, f.First+i, g, v, b)
			}
		}
	}
}
