package nodekayles

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// TestMirrorChecksDir: a graph answered by its mirror, with no search,
// still goes through its directory as a search does: a directory holding
// another position's table, or files and no table, is refused
// (decomp.ErrOtherSearch) by Nimber, Outcome and OptionOutcomes alike,
// and is left as it was; a fresh one gets the graph's table, which the
// graph's real search (OptionNimbers, never answered by the mirror)
// resumes, and the other way round.
func TestMirrorChecksDir(t *testing.T) {
	ctx := context.Background()
	parse := func(s string) *graphs.Graph {
		g, err := graphs.ParseEdges(s)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	opt := func(dir string) *decomp.Options { return &decomp.Options{Dir: dir, TTMem: decomp.MinTTMem} }
	other := filepath.Join(t.TempDir(), "other")
	if _, _, err := Nimber(ctx, parse("0-1,1-2,2-3,3-4"), opt(other)); err != nil {
		t.Fatal(err)
	}
	manifest, err := os.ReadFile(filepath.Join(other, "table.json"))
	if err != nil {
		t.Fatal(err)
	}
	notTable := t.TempDir()
	if err := os.WriteFile(filepath.Join(notTable, "notes"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	searches := map[string]func(*graphs.Graph, *decomp.Options) error{
		"Nimber":         func(g *graphs.Graph, o *decomp.Options) error { _, _, err := Nimber(ctx, g, o); return err },
		"Outcome":        func(g *graphs.Graph, o *decomp.Options) error { _, _, err := Outcome(ctx, g, o); return err },
		"OptionOutcomes": func(g *graphs.Graph, o *decomp.Options) error { _, _, err := OptionOutcomes(ctx, g, o); return err },
	}
	for _, edges := range []string{"0:", "2:", "0-1,2-3"} {
		g := parse(edges)
		if _, ok := g.FindMirror(); !ok {
			t.Fatalf("%s: no mirror", edges)
		}
		for name, search := range searches {
			for _, dir := range []string{other, notTable} {
				if err := search(g, opt(dir)); !errors.Is(err, decomp.ErrOtherSearch) {
					t.Errorf("%s %q with the directory %s: %v, want decomp.ErrOtherSearch", name, edges, dir, err)
				}
			}
		}
		if b, _ := os.ReadFile(filepath.Join(other, "table.json")); string(b) != string(manifest) {
			t.Errorf("%q: the other table's manifest changed", edges)
		}
		if entries, _ := os.ReadDir(notTable); len(entries) != 1 {
			t.Errorf("%q: the directory of no table holds %v", edges, entries)
		}
		// A fresh directory: the mirror's answer, then the real search.
		fresh := filepath.Join(t.TempDir(), "t")
		if v, _, err := Nimber(ctx, g, opt(fresh)); v != 0 || err != nil {
			t.Fatalf("%q: Nimber %d, %v", edges, v, err)
		}
		if _, err := os.Stat(filepath.Join(fresh, "table.json")); err != nil {
			t.Errorf("%q: no table saved: %v", edges, err)
		}
		if o, _, err := Outcome(ctx, g, opt(fresh)); o != gamelib.P || err != nil {
			t.Errorf("%q: Outcome %v, %v", edges, o, err)
		}
		if _, _, err := OptionNimbers(ctx, g, opt(fresh)); err != nil {
			t.Errorf("%q: OptionNimbers on the mirror's directory: %v", edges, err)
		}
		// The real search's directory, then the mirror's answer.
		real := filepath.Join(t.TempDir(), "t")
		if _, _, err := OptionNimbers(ctx, g, opt(real)); err != nil {
			t.Fatal(err)
		}
		for name, search := range searches {
			if err := search(g, opt(real)); err != nil {
				t.Errorf("%s %q on the real search's directory: %v", name, edges, err)
			}
		}
	}
}
