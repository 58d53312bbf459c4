package checkpoint

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// survey is Survey done the plain way on values held whole.
func survey(g []uint16, split *octal.Split) (rare, records []Heap) {
	best := -1
	for x, v := range g {
		if int(v) > best {
			best = int(v)
			records = append(records, Heap{int64(x), best})
		}
		if split != nil && split.IsRare(x, int(v)) {
			rare = append(rare, Heap{int64(x), int(v)})
		}
	}
	return rare, records
}

// runTo stores g(0 … n) of game in a fresh directory, in chunks of 2^14
// heaps, and opens it.
func runTo(t *testing.T, game Game, n int) *Dir {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ck")
	if _, err := Run(t.Context(), dir, game, n, Options{ChunkHeaps: 1 << 14}); err != nil {
		t.Fatal(err)
	}
	d, err := Open(dir, game.String())
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestSurvey: the rare heaps and records read chunk by chunk are those of
// the values held whole, for games with and without a split, listed in
// full or cut at maxRare, and the split's count is octal's (heaps 1 … N).
func TestSurvey(t *testing.T) {
	const n = 40000
	for _, game := range []Game{octal.GrundysGame(), octal.MustParse("0.354"), octal.MustParse("0.16"), octal.MustParse("0.07")} {
		t.Run(game.String(), func(t *testing.T) {
			d := runTo(t, game, n)
			g := solve(t, game, n)
			var split *octal.Split
			if st := d.Manifest().Split; st != nil && st.Mask != 0 {
				split = &octal.Split{Mask: st.Mask, Sigma: st.Sigma, RareClass: st.RareClass}
			}
			wantRare, wantRecords := survey(g, split)
			for _, maxRare := range []int{0, 3, 1 << 20} {
				s, err := d.Survey(t.Context(), maxRare)
				if err != nil {
					t.Fatal(err)
				}
				if s.Heaps != n+1 || s.RareCount != int64(len(wantRare)) || !slices.Equal(s.Records, wantRecords) {
					t.Errorf("max %d: %d heaps, %d rare, records %v; want %d, %d, %v", maxRare, s.Heaps, s.RareCount, s.Records, n+1, len(wantRare), wantRecords)
				}
				if !slices.Equal(s.Rare, wantRare[:min(maxRare, len(wantRare))]) {
					t.Errorf("max %d: rare heaps %v, want %v", maxRare, s.Rare, wantRare[:min(maxRare, len(wantRare))])
				}
				if (s.Split == nil) != (split == nil) {
					t.Fatalf("split %v, manifest's %v", s.Split, split)
				}
				if s.Split != nil && int64(s.Split.Rare) != d.Manifest().Split.Rare {
					t.Errorf("split counts %d rare heaps, the manifest %d", s.Split.Rare, d.Manifest().Split.Rare)
				}
			}
		})
	}
}

// TestSurveyGrundyFlammenkamp: under Flammenkamp's mask (all bits but the
// lowest), the rare heaps of Grundy's game to 231 are those of Achim
// Flammenkamp's list ("Sprague-Grundy Values of Grundy's Game",
// wwwhomes.uni-bielefeld.de/achim/grundy.html, "Known Sparse SGV", G(0) to
// G(231), the part of the list read here).
func TestSurveyGrundyFlammenkamp(t *testing.T) {
	d := runTo(t, octal.GrundysGame(), 100000)
	s, err := d.Survey(t.Context(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	want := []Heap{{0, 0}, {1, 0}, {2, 0}, {3, 1}, {4, 0}, {6, 1}, {7, 0}, {9, 1}, {10, 0}, {12, 1}, {15, 1}, {20, 0},
		{23, 0}, {26, 0}, {28, 1}, {31, 1}, {34, 1}, {37, 1}, {40, 1}, {43, 1}, {46, 1}, {49, 1}, {50, 0}, {52, 1},
		{53, 0}, {55, 1}, {58, 1}, {61, 1}, {87, 7}, {90, 7}, {93, 7}, {146, 6}, {149, 6}, {152, 6}, {158, 11},
		{161, 11}, {164, 11}, {167, 11}, {176, 7}, {179, 7}, {181, 12}, {182, 7}, {185, 7}, {188, 7}, {190, 12},
		{193, 12}, {196, 10}, {231, 10}}
	if sp := s.Split; sp == nil || sp.Mask != 1<<8-2 || sp.Sigma != 0 || sp.RareClass != 0 {
		t.Fatalf("split %+v, want Flammenkamp's mask 0x1fe, σ 0, rare class 0", sp)
	}
	i := slices.IndexFunc(s.Rare, func(h Heap) bool { return h.Heap > 231 })
	if i < 0 || !slices.Equal(s.Rare[:i], want) {
		t.Errorf("rare heaps of Grundy's game to 231:\n got %v\nwant %v", s.Rare[:max(i, 0)], want)
	}
}

// TestSurveyBad: a modified chunk is ErrCorrupt, a cancelled context
// stops the scan, and a list larger than the memory limit or negative is
// refused before anything is read.
func TestSurveyBad(t *testing.T) {
	d := runTo(t, octal.GrundysGame(), 50000)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := d.Survey(ctx, 10); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, err := d.Survey(gamelib.WithLimits(t.Context(), gamelib.Limits{Memory: 1000}), 1000); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("1000 heaps listed under a 1000-byte limit: %v", err)
	}
	if _, err := d.Survey(t.Context(), -1); err == nil {
		t.Error("maxRare −1 accepted")
	}
	c := d.Manifest().Chunks[1]
	path := filepath.Join(d.path, c.File)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 1
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Survey(t.Context(), 10); !errors.Is(err, ErrCorrupt) {
		t.Errorf("modified chunk: %v", err)
	}
}
