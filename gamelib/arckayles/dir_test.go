package arckayles

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// TestMirrorChecksDir: a graph answered by its mirror (two edges) saves
// in a fresh directory a table of Arc Kayles — named "arckayles", keyed as
// the game's searches are (graphsearch's TestMirrorChecksDir checks the
// rest for both games) — which the graph's real search resumes, and
// refuses (decomp.ErrOtherSearch) the same graph's table of nodekayles.
func TestMirrorChecksDir(t *testing.T) {
	ctx := context.Background()
	g, err := graphs.ParseEdges("0-1,2-3")
	if err != nil {
		t.Fatal(err)
	}
	opt := func(dir string) *decomp.Options { return &decomp.Options{Dir: dir, TTMem: decomp.MinTTMem} }
	fresh := filepath.Join(t.TempDir(), "t")
	if v, st, err := Nimber(ctx, g, opt(fresh)); v != 0 || st.Nodes != 0 || err != nil {
		t.Fatalf("Nimber %d, %d nodes, %v; want 0 and no node", v, st.Nodes, err)
	}
	b, err := os.ReadFile(filepath.Join(fresh, "table.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct{ Game, Keys string }
	if err := json.Unmarshal(b, &m); err != nil || m.Game != "arckayles" || m.Keys != (Game{}).KeyScheme() {
		t.Errorf("the mirror's table: game %q, keys %q, %v; want %q, %q", m.Game, m.Keys, err, "arckayles", (Game{}).KeyScheme())
	}
	if _, _, err := OptionNimbers(ctx, g, opt(fresh)); err != nil {
		t.Errorf("OptionNimbers on the mirror's directory: %v", err)
	}
	theirs := filepath.Join(t.TempDir(), "t")
	if _, _, err := nodekayles.OptionNimbers(ctx, g, opt(theirs)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Outcome(ctx, g, opt(theirs)); !errors.Is(err, decomp.ErrOtherSearch) {
		t.Errorf("Outcome on nodekayles's table: %v, want decomp.ErrOtherSearch", err)
	}
}
