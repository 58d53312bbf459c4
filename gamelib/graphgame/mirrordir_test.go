package graphgame_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphgame"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// TestMirrorChecksDir: for each graph game, a graph answered by its
// mirror (two edges) saves in a fresh directory a table named after the
// game, which the graph's real search resumes (OptionNimbers: a table of
// another key layout would be refused), and refuses
// (decomp.ErrOtherSearch) the same graph's table of the other game
// (graphsearch's TestMirrorChecksDir checks the rest for both games).
func TestMirrorChecksDir(t *testing.T) {
	ctx := context.Background()
	g, err := graphs.ParseEdges("0-1,2-3")
	if err != nil {
		t.Fatal(err)
	}
	opt := func(dir string) *decomp.Options { return &decomp.Options{Dir: dir, TTMem: decomp.MinTTMem} }
	all := graphgame.All()
	for i, gm := range all {
		other := all[(i+1)%len(all)]
		fresh := filepath.Join(t.TempDir(), "t")
		if v, st, err := gm.Nimber(ctx, g, opt(fresh)); v != 0 || st.Nodes != 0 || err != nil {
			t.Fatalf("%s: Nimber %d, %d nodes, %v; want 0 and no node", gm.Name, v, st.Nodes, err)
		}
		b, err := os.ReadFile(filepath.Join(fresh, "table.json"))
		if err != nil {
			t.Fatal(err)
		}
		var m struct{ Game, Keys string }
		if err := json.Unmarshal(b, &m); err != nil || m.Game != gm.Name || m.Keys == "" {
			t.Errorf("%s: the mirror's table: game %q, keys %q, %v", gm.Name, m.Game, m.Keys, err)
		}
		if _, _, err := gm.OptionNimbers(ctx, g, opt(fresh)); err != nil {
			t.Errorf("%s: OptionNimbers on the mirror's directory: %v", gm.Name, err)
		}
		theirs := filepath.Join(t.TempDir(), "t")
		if _, _, err := other.OptionNimbers(ctx, g, opt(theirs)); err != nil {
			t.Fatal(err)
		}
		if _, _, err := gm.Outcome(ctx, g, opt(theirs)); !errors.Is(err, decomp.ErrOtherSearch) {
			t.Errorf("%s: Outcome on %s's table: %v, want decomp.ErrOtherSearch", gm.Name, other.Name, err)
		}
	}
}
