package lab

import (
	"errors"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
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
