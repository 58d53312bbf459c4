package decomp

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// TestWorkersAgainstPlain checks Nimber and Outcome with 2, 3 and 5
// workers against PlainNimber on random game graphs (dense ones with
// nimbers above 63, single nodes and sums of two) and on sums of Kayles
// heaps, with tables small enough to evict. Run it with -race: the
// workers share the table.
func TestWorkersAgainstPlain(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(7, 8))
	most := 0
	for trial := range 12 {
		n := 30 + r.IntN(150)
		g := randomDAG(r, n, 0.2+0.8*r.Float64())
		for range 4 {
			var p []byte
			for range 1 + r.IntN(3)/2 {
				p = append(p, byte(r.IntN(n)))
			}
			plain, err := PlainNimber(ctx, g, string(p))
			if err != nil {
				t.Fatal(err)
			}
			most = max(most, plain)
			for _, w := range []int{2, 3, 5} {
				opt := &Options{TTMem: MinTTMem, Workers: w}
				got, _, err := Nimber(ctx, g, string(p), opt)
				if err != nil || got != plain {
					t.Fatalf("trial %d %v, %d workers: Nimber %d, %v; plain %d", trial, p, w, got, err, plain)
				}
				o, _, err := Outcome(ctx, g, string(p), opt)
				if err != nil || o != gamelib.OutcomeOf(plain) {
					t.Fatalf("trial %d %v, %d workers: Outcome %v, %v; plain %d", trial, p, w, o, err, plain)
				}
			}
		}
	}
	if most < 64 {
		t.Errorf("the largest nimber met is %d: no test of nimbers above 63", most)
	}
	want := kaylesValues(t, 40)
	for range 20 {
		p, x := randomKayles(r, 40, want)
		for _, w := range []int{2, 4} {
			opt := &Options{TTMem: MinTTMem, Workers: w}
			if v, _, err := Nimber(ctx, kayles{}, p, opt); err != nil || v != x {
				t.Fatalf("Kayles %v, %d workers: Nimber %d, %v; octal 0.77 says %d", []byte(p), w, v, err, x)
			}
			if o, _, err := Outcome(ctx, kayles{}, p, opt); err != nil || o != gamelib.OutcomeOf(x) {
				t.Fatalf("Kayles %v, %d workers: Outcome %v, %v; want %v", []byte(p), w, o, err, gamelib.OutcomeOf(x))
			}
		}
	}
}

// TestWorkersStats checks that the statistics of a search of several
// workers count every worker's nodes, and the progress it reports only
// grows to the end.
func TestWorkersStats(t *testing.T) {
	ctx := context.Background()
	p := string([]byte{45, 33})
	var last int64
	opt := &Options{TTMem: 1 << 20, Workers: 2, Progress: func(done, total int64) {
		if done < last || done > total {
			t.Errorf("progress %d of %d after %d", done, total, last)
		}
		last = done
	}}
	_, st1, err := Nimber(ctx, kayles{}, p, &Options{TTMem: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	_, st2, err := Nimber(ctx, kayles{}, p, opt)
	if err != nil {
		t.Fatal(err)
	}
	// The workers search the same tree in another order: about as many
	// nodes, never a handful (the coordinator alone searches only the
	// root).
	if st2.Nodes < st1.Nodes/2 || st2.Lookups == 0 || st2.Stores == 0 {
		t.Errorf("2 workers: %+v; 1 worker: %+v", st2, st1)
	}
	if last != 1e6 {
		t.Errorf("progress ended at %d, want 1e6", last)
	}
}

// TestWorkersMemory: absurd Workers are refused before anything is
// made (ErrTooLarge against the memory limit, at workerBytes each), a
// kept table left free; within the limit they search.
func TestWorkersMemory(t *testing.T) {
	ctx := context.Background()
	kept, err := NewTable(ctx, kayles{}, 1<<16)
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []*Options{{TTMem: 1 << 16, Workers: 1e9}, {Table: kept, Workers: 1e9}} {
		if _, _, err := Nimber(ctx, kayles{}, "\x05", opt); !errors.Is(err, gamelib.ErrTooLarge) {
			t.Errorf("10⁹ workers: %v, want ErrTooLarge", err)
		}
	}
	small := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 4 * workerBytes})
	if _, _, err := Outcome(small, kayles{}, "\x05", &Options{TTMem: 1 << 16, Workers: 5}); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("5 workers within 4 workers' memory: %v, want ErrTooLarge", err)
	}
	if v, _, err := Nimber(ctx, kayles{}, "\x05", &Options{Table: kept, Workers: 4}); err != nil || v != 4 {
		t.Errorf("Kayles 5 with 4 workers after the refusals: %d, %v; want 4", v, err)
	}
}

// TestWorkersCancelSaveResume cancels a search of several workers, checks
// that it saved its table, and resumes it to the right nimber; and it
// checks the periodic save, which stops the workers while it writes.
func TestWorkersCancelSaveResume(t *testing.T) {
	want := kaylesValues(t, 70)
	p := string([]byte{60, 61, 62})
	x := want[60] ^ want[61] ^ want[62]
	dir := filepath.Join(t.TempDir(), "tt")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem, Workers: 2})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, manifestName)); err != nil {
		t.Fatalf("no table saved on cancel: %v", err)
	}
	// Cancelled while the workers run.
	ctx, cancel = context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	q := string([]byte{70, 69, 68, 67})
	dir2 := filepath.Join(t.TempDir(), "tt2")
	_, _, err = Nimber(ctx, kayles{}, q, &Options{Dir: dir2, Name: "kayles", TTMem: MinTTMem, Workers: 2, SaveEvery: time.Millisecond})
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("cancelled while running: %v", err)
	}
	v, st, err := Nimber(context.Background(), kayles{}, q, &Options{Dir: dir2, Name: "kayles", TTMem: MinTTMem, Workers: 2, SaveEvery: time.Millisecond})
	if err != nil || v != want[70]^want[69]^want[68]^want[67] {
		t.Fatalf("resumed: %d, %v; want %d", v, err, want[70]^want[69]^want[68]^want[67])
	}
	if st.Resumed == 0 {
		t.Errorf("resumed no entries: %+v", st)
	}
	v, _, err = Nimber(context.Background(), kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: 1 << 20, Workers: 3})
	if err != nil || v != x {
		t.Fatalf("resumed: %d, %v; want %d", v, err, x)
	}
}

// TestWorkersTick runs searches of two workers that tick at every node,
// so that what a worker does at its ticks is exercised on small games:
// saves while the others run (every tick, holding every lock), progress
// reported by the workers, abandoning options when another worker has
// decided the test, and a cancellation in the middle, after which the saved table
// resumes to the right nimber.
func TestWorkersTick(t *testing.T) {
	defer func(m int64) { tickMask = m }(tickMask)
	tickMask = 0
	want := kaylesValues(t, 70)
	q := string([]byte{70, 69, 68, 67})
	x := want[70] ^ want[69] ^ want[68] ^ want[67]
	dir := filepath.Join(t.TempDir(), "tt")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var last int64
	opt := &Options{Dir: dir, Name: "kayles", TTMem: MinTTMem, Workers: 2, SaveEvery: time.Nanosecond,
		Progress: func(done, total int64) {
			if done < last || done > total {
				t.Errorf("progress %d of %d after %d", done, total, last)
			}
			last = done
		}}
	g := &cancelling{after: 40, cancel: cancel}
	_, _, err := Nimber(ctx, g, q, opt)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled after %d nodes: %v", g.after, err)
	}
	opt.Progress = nil
	v, st, err := Nimber(context.Background(), kayles{}, q, opt)
	if err != nil || v != x {
		t.Fatalf("resumed: %d, %v; want %d", v, err, x)
	}
	if st.Resumed == 0 || st.Nodes == 0 {
		t.Errorf("resumed no entries, or searched nothing more: %+v", st)
	}
	// And with no directory, to the end, against the plain search.
	r := rand.New(rand.NewPCG(9, 10))
	for range 10 {
		p, y := randomKayles(r, 70, want)
		if v, _, err := Nimber(context.Background(), kayles{}, p, &Options{TTMem: MinTTMem, Workers: 3}); err != nil || v != y {
			t.Fatalf("Kayles %v, 3 workers ticking every node: %d, %v; want %d", []byte(p), v, err, y)
		}
	}
}

// cancelling is Kayles that cancels its search at its after-th Options
// call (from any worker).
type cancelling struct {
	kayles
	after  int64
	n      atomic.Int64
	cancel func()
}

func (g *cancelling) Options(p string, dst []string) []string {
	if g.n.Add(1) == g.after {
		g.cancel()
	}
	return g.kayles.Options(p, dst)
}

// TestWorkersHelp checks the paths of busy.go against the plain search:
// workers ticking at every node, two to five of them, on sums of Kayles
// heaps and on random game graphs, must join the options in flight when
// they have none left and defer the options another worker is
// searching; the nimbers stay right. Whether a worker abandons an option
// here depends on the load of the machine (under go test ./... the two
// workers hardly overlap): TestWorkersAbandon makes it happen.
func TestWorkersHelp(t *testing.T) {
	defer func(m int64) { tickMask = m }(tickMask)
	tickMask = 0
	var h, a, d int64 // the searches' Stats.Helps, Abandons, Deferrals
	count := func(st Stats) { h, a, d = h+st.Helps, a+st.Abandons, d+st.Deferrals }
	ctx := context.Background()
	r := rand.New(rand.NewPCG(11, 12))
	want := kaylesValues(t, 60)
	// Which paths run depends on the scheduling of the workers: rounds
	// go on until each has run (or 40 rounds, then the test fails).
	for round := 0; round < 40; round++ {
		for range 12 {
			p, y := randomKayles(r, 60, want)
			for _, w := range []int{2, 5} {
				v, st, err := Nimber(ctx, kayles{}, p, &Options{TTMem: MinTTMem, Workers: w})
				if err != nil || v != y {
					t.Fatalf("Kayles %v, %d workers: %d, %v; want %d", []byte(p), w, v, err, y)
				}
				count(st)
			}
		}
		if h > 0 && d > 0 {
			break
		}
	}
	for trial := range 6 {
		n := 40 + r.IntN(100)
		g := randomDAG(r, n, 0.3+0.7*r.Float64())
		p := string([]byte{byte(r.IntN(n))})
		plain, err := PlainNimber(ctx, g, p)
		if err != nil {
			t.Fatal(err)
		}
		got, st, err := Nimber(ctx, g, p, &Options{TTMem: MinTTMem, Workers: 2})
		if err != nil || got != plain {
			t.Fatalf("trial %d: Nimber %d, %v; plain %d", trial, got, err, plain)
		}
		count(st)
	}
	t.Logf("helps %d, abandons %d, deferrals %d", h, a, d)
	if h == 0 || d == 0 {
		t.Errorf("a path of busy.go never ran: helps %d, deferrals %d", h, d)
	}
}

// gated is a game of five positions, R → A → {S, T}, S → U, in which the
// first worker to ask for the options of S waits until T's were asked
// (and a little more), or a second at most. With two workers, one takes
// R's only option A and the other joins it (busy.go); the first to
// reach S waits there, the other defers S, finds that T has nimber 0,
// which answers A's test, and the waiting worker, let go, ticks at U
// and abandons A. So the abandon path runs whatever the load.
type gated struct {
	once    sync.Once
	waiting atomic.Bool
	tAsked  chan struct{}
}

var gatedMoves = map[string][]string{"R": {"A"}, "A": {"S", "T"}, "S": {"U"}}
var gatedSize = map[string]int{"R": 40, "A": 30, "S": 16, "T": 17, "U": 16}

func (g *gated) Options(p string, dst []string) []string {
	switch p {
	case "T":
		g.once.Do(func() { close(g.tAsked) })
	case "S":
		if g.waiting.CompareAndSwap(false, true) {
			select {
			case <-g.tAsked:
				time.Sleep(50 * time.Millisecond)
			case <-time.After(time.Second):
			}
		}
	}
	return append(dst, gatedMoves[p]...)
}
func (g *gated) Components(p string, dst []string) []string { return append(dst, p) }
func (g *gated) AppendKey(dst []byte, p string) []byte      { return append(dst, p...) }
func (g *gated) Size(p string) int                          { return gatedSize[p] }

// TestWorkersAbandon: a worker abandons the option another answered
// (gated), and the nimber is right.
func TestWorkersAbandon(t *testing.T) {
	defer func(m int64) { tickMask = m }(tickMask)
	tickMask = 0
	var abandons int64
	// The second worker may look for an option to join before the first
	// has published its own: then nobody joins, and the search is tried
	// again.
	for try := 0; try < 20 && abandons == 0; try++ {
		g := &gated{tAsked: make(chan struct{})}
		v, st, err := Nimber(context.Background(), g, "R", &Options{TTMem: MinTTMem, Workers: 2})
		if err != nil || v != 0 {
			t.Fatalf("R: %d, %v; want 0 (its one option A has nimber 2)", v, err)
		}
		abandons += st.Abandons
	}
	if abandons == 0 {
		t.Error("no worker abandoned an option another answered")
	}
}

// TestBusyIndex: busyIndex gives 2^busyBits consecutive buckets distinct
// counters for every bucket size (a power of two or not), so that the
// shift that replaced a division by the bucket size loses no counter.
func TestBusyIndex(t *testing.T) {
	sizes := map[int]bool{}
	for keyLen := 1; keyLen <= 64; keyLen++ {
		tt, err := newTable(24<<20, keyLen, gamelib.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		sizes[tt.bsize] = true
		s := &search[string]{tt: tt, team: &team[string]{}}
		seen := make([]bool, 1<<busyBits)
		for b := range 1 << busyBits {
			i := s.busyIndex(b * tt.bsize)
			if i < 0 || seen[i] {
				t.Fatalf("key of %d bytes, bucket of %d bytes: bucket %d has counter %d, taken or none", keyLen, tt.bsize, b, i)
			}
			seen[i] = true
		}
		if s.busyIndex(-1) != -1 {
			t.Fatal("busyIndex(-1) != -1")
		}
	}
	if len(sizes) < 3 {
		t.Errorf("bucket sizes %v: the test meant to cover several", sizes)
	}
	t.Logf("bucket sizes %v", sizes)
}
