package decomp_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/arckayles"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/nodekayles"
)

// TestForgedFormat3 makes the probe's forgery: a Node Kayles table whose
// table.json is edited to "game": "arckayles", "format": 3 and its "seal"
// deleted. Node and Arc Kayles have the same keys (graph/2), so Arc Kayles
// resumed it and answered with Node Kayles nimbers; it is refused as
// corrupt, whatever its "saved" time: dated 12:00 on 6 December 2026, in
// the hours when development builds wrote unsealed manifests naming
// their keys, it was read until 6 December 2026, 23:00 UTC (and answered wrongly).
func TestForgedFormat3(t *testing.T) {
	ctx := context.Background()
	g, err := graphs.ParseEdges("0-1,1-2,2-3,3-4,4-5,1-6,6-7")
	if err != nil {
		t.Fatal(err)
	}
	n := g.Order()
	nk := nodekayles.Game{Keyer: graphs.Keyer{MaxOrder: n}}
	ak := arckayles.Game{Keyer: graphs.Keyer{MaxOrder: n}}
	wantNK, _, err := decomp.Nimber(ctx, nk, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantAK, _, err := decomp.Nimber(ctx, ak, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	if wantNK == wantAK {
		t.Fatalf("Node and Arc Kayles agree (%d) on the graph: pick another", wantNK)
	}
	dir := filepath.Join(t.TempDir(), "forge")
	if _, _, err := decomp.Nimber(ctx, nk, g, &decomp.Options{Dir: dir, Name: "nodekayles", TTMem: decomp.MinTTMem}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "table.json")
	sealed, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	forge := func(saved string) {
		t.Helper()
		var m map[string]any
		if err := json.Unmarshal(sealed, &m); err != nil {
			t.Fatal(err)
		}
		m["game"], m["format"] = "arckayles", 3
		delete(m, "seal")
		if saved != "" {
			m["saved"] = saved
		}
		data, _ := json.MarshalIndent(m, "", "  ")
		if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	forge("")
	v, _, err := decomp.Nimber(ctx, ak, g, &decomp.Options{Dir: dir, Name: "arckayles", TTMem: decomp.MinTTMem})
	if !errors.Is(err, decomp.ErrCorrupt) {
		t.Fatalf("the forged table: nimber %d (Arc Kayles %d, Node Kayles %d), %v; want ErrCorrupt", v, wantAK, wantNK, err)
	}
	forge("2026-12-06T12:00:00Z")
	v, _, err = decomp.Nimber(ctx, ak, g, &decomp.Options{Dir: dir, Name: "arckayles", TTMem: decomp.MinTTMem})
	if !errors.Is(err, decomp.ErrCorrupt) || !strings.Contains(err.Error(), "start a new table in another directory") {
		t.Fatalf("the forged table dated 12:00 on 6 December 2026: nimber %d (Arc Kayles %d, Node Kayles %d), %v; want ErrCorrupt saying to start a new table", v, wantAK, wantNK, err)
	}
}
