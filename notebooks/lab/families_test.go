package lab

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/graphs"
	"github.com/grundylab/grundylab/gamelib/sizetable"
)

// TestFamilyWorkers: a family explored with ExploreOptions.Workers 2
// gives the nimbers of one worker, the workers reach each graph's search
// (an absurd number of them is refused by the search's memory check,
// gamelib.ErrTooLarge, which a family ignoring Workers never sees), and
// Workers below 0 is refused as for a single board.
func TestFamilyWorkers(t *testing.T) {
	t.Setenv(NoCacheEnv, "1")
	for _, gf := range []GraphFamily{{"nodekayles", "prism", 6}, {"arckayles", "comb", 5}} {
		one, _, err := AnalyzeBoard(gf, nil)
		if err != nil {
			t.Fatalf("%v: %v", gf, err)
		}
		two, _, err := AnalyzeBoard(gf, &ExploreOptions{Workers: 2})
		if err != nil {
			t.Fatalf("%v with 2 workers: %v", gf, err)
		}
		if !slices.Equal(one.Table[0], two.Table[0]) {
			t.Errorf("%v: nimbers %v with 2 workers, %v with 1", gf, two.Table[0], one.Table[0])
		}
		// 2⁴⁰ workers need far more than gamelib.DefaultMemoryLimit: the
		// search refuses them before it starts.
		if _, _, err := AnalyzeBoard(gf, &ExploreOptions{Workers: 1 << 40}); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("%v with 2⁴⁰ workers: %v, want an error wrapping gamelib.ErrTooLarge (Workers did not reach the search)", gf, err)
		}
		if _, _, err := AnalyzeBoard(gf, &ExploreOptions{Workers: -1}); err == nil {
			t.Errorf("%v with Workers -1: no error", gf)
		}
	}
}

// TestFamilyBar: a family's progress weights each graph by
// GraphGrowth^order: after the graphs of grid:3 to n = 8 it reports the
// share of those weights done, ending at 1e6; the last graph, the 3×8
// grid, is about half the bar (1.25^24 of the weights), where 1 a graph
// would have given it a ninth or less.
func TestFamilyBar(t *testing.T) {
	f, err := graphs.ParseFamily("grid:3")
	if err != nil {
		t.Fatal(err)
	}
	var got []int64
	bar := newFamilyBar(f, 8, func(done, total int64) {
		if total != 1e6 {
			t.Fatalf("total %d, want 1e6", total)
		}
		got = append(got, done)
	})
	var weights []float64
	var sum float64
	for i := f.First; i <= 8; i++ {
		g, err := f.Graph(i)
		if err != nil {
			t.Fatal(err)
		}
		if g.Order() != 3*i {
			t.Fatalf("grid:3 at %d: %d vertices, want the 3×%d grid", i, g.Order(), i)
		}
		w := math.Pow(sizetable.GraphGrowth, float64(3*i))
		weights, sum = append(weights, w), sum+w
		bar.searched(g)
	}
	var done float64
	for i, w := range weights {
		done += w
		if want := int64(1e6 * done / sum); got[i] != want {
			t.Errorf("after graph %d: %d, want %d", i, got[i], want)
		}
	}
	if got[len(got)-1] != 1e6 {
		t.Errorf("last report %d, want 1e6", got[len(got)-1])
	}
	if share := 1e6 - got[len(got)-2]; share < 400000 {
		t.Errorf("the 3×8 grid's share %d millionths, want most of the bar", share)
	}
}

// TestFamilyCut: a family cut short (Kernel → Interrupt) returns its
// error with the nimbers found before, a prefix of the whole family's.
func TestFamilyCut(t *testing.T) {
	t.Setenv(NoCacheEnv, "1") // each call computes
	gf := GraphFamily{Game: "nodekayles", Family: "cycle", N: 14}
	whole, err := exploreFamily(context.Background(), gf, 1)
	if err != nil {
		t.Fatal(err)
	}
	cut := 0
	for k := 1; ; k++ { // a cut at each check of the context, until none comes
		ctx := &countingCtx{Context: context.Background(), k: k, done: make(chan struct{})}
		_, err := exploreFamily(ctx, gf, 1)
		if err == nil {
			break
		}
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("cut at check %d: %v", k, err)
		}
		_, told, ok := strings.Cut(err.Error(), "; the nimbers of n = 0 … ")
		if !ok {
			continue // cut before the first graph's value
		}
		cut++
		last, vals, _ := strings.Cut(told, ": ")
		n, _ := strconv.Atoi(last)
		if want := commaInts(whole.Table[0][:n+1]); vals != want || !strings.Contains(err.Error(), fmt.Sprintf("; cycle at n = %d;", n+1)) {
			t.Errorf("cut at check %d: %q, want the nimbers %s", k, err, want)
		}
	}
	if cut == 0 {
		t.Error("no cut came after a value: the test tested nothing")
	}
}
