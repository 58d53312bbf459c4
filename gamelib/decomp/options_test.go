package decomp

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestOptionNimbers checks OptionNimbers and OptionOutcomes against
// PlainNimber of each option, on random sums of Kayles heaps and random
// game graphs (nimbers above 63 included), with one worker and several,
// and tables small enough to evict; and that the progress reported ends
// at 1 and never goes back.
func TestOptionNimbers(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(3, 4))
	want := kaylesValues(t, 20)
	most := 0 // the largest nimber of an option met
	check := func(what string, g Game[string], p string, workers int) {
		t.Helper()
		opts := g.Options(p, nil)
		var last int64
		o := &Options{TTMem: MinTTMem, Workers: workers, Progress: func(done, total int64) {
			if done < last || done > total {
				t.Errorf("%s: progress %d of %d after %d", what, done, total, last)
			}
			last = done
		}}
		vals, _, err := OptionNimbers(ctx, g, p, o)
		if err != nil || len(vals) != len(opts) {
			t.Fatalf("%s, %d workers: OptionNimbers %v, %v; %d options", what, workers, vals, err, len(opts))
		}
		if last != 1e6 {
			t.Errorf("%s: the progress ends at %d millionths", what, last)
		}
		outs, _, err := OptionOutcomes(ctx, g, p, &Options{TTMem: MinTTMem, Workers: workers})
		if err != nil || len(outs) != len(opts) {
			t.Fatalf("%s, %d workers: OptionOutcomes %v, %v; %d options", what, workers, outs, err, len(opts))
		}
		for i, q := range opts {
			plain, err := PlainNimber(ctx, g, q)
			if err != nil {
				t.Fatal(err)
			}
			most = max(most, plain)
			if vals[i] != plain || outs[i] != gamelib.OutcomeOf(plain) {
				t.Fatalf("%s, %d workers, option %d: nimber %d, outcome %v; plain %d", what, workers, i, vals[i], outs[i], plain)
			}
		}
	}
	for range 60 {
		p, _ := randomKayles(r, 9, want)
		for _, w := range []int{1, 2} {
			check("Kayles "+string(rune('0'+len(p))), kayles{}, p, w)
		}
	}
	for trial := range 8 {
		n := 100 + r.IntN(100)
		q := 0.2 + 0.8*r.Float64()
		if trial%2 == 0 {
			q = 0.95 // dense: nimbers near the node's index
		}
		g := randomDAG(r, n, q)
		p := string([]byte{byte(n - 1 - r.IntN(n/4))})
		for _, w := range []int{1, 3} {
			check("a random game graph", g, p, w)
		}
	}
	if most < 64 {
		t.Errorf("the largest nimber of an option met is %d: no test of nimbers above 63", most)
	}
	// No option: no values.
	if vals, _, err := OptionNimbers(ctx, kayles{}, "", nil); err != nil || len(vals) != 0 {
		t.Errorf("the empty position: %v, %v", vals, err)
	}
}

// TestOptionNimbersResume: OptionNimbers resumes the table Nimber saved
// for the same position in Options.Dir, and refuses a directory of
// another position.
func TestOptionNimbersResume(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "t")
	p := string([]byte{14, 9})
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{TTMem: 1 << 20, Dir: dir, Name: "kayles"}); err != nil {
		t.Fatal(err)
	}
	vals, st, err := OptionNimbers(ctx, kayles{}, p, &Options{TTMem: 1 << 20, Dir: dir, Name: "kayles"})
	if err != nil || st.Resumed == 0 {
		t.Fatalf("OptionNimbers resuming: %v, %d entries resumed", err, st.Resumed)
	}
	want := kaylesValues(t, 14)
	for i, q := range (kayles{}).Options(p, nil) {
		x := 0
		for _, c := range []byte(q) {
			x ^= want[c]
		}
		if vals[i] != x {
			t.Errorf("option %v: %d, octal 0.77 says %d", []byte(q), vals[i], x)
		}
	}
	if _, _, err := OptionNimbers(ctx, kayles{}, string([]byte{13}), &Options{TTMem: 1 << 20, Dir: dir, Name: "kayles"}); err == nil {
		t.Error("OptionNimbers resumed the table of another position")
	}
}
