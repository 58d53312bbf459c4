package decomp

import (
	"context"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// TestResumeOtherSize resumes a saved table into tables of other sizes
// (a non-power-of-two multiple of the minimum, smaller than the saved
// one, and larger): the entries whose new bucket overflows are dropped,
// and Stats says so (Resumed the entries kept, ResumeDropped the others,
// their sum the saved entries, Entries = Resumed). A resume reported the
// entries read as resumed while the table had dropped some, and the next
// save lost them for good. At the saved size nothing is dropped.
func TestResumeOtherSize(t *testing.T) {
	ctx := context.Background()
	const mem = 1 << 20
	p := "" // no move: the search adds no entry of its own
	dir, st, tt, saved := savedKayles(t, mem)
	for _, c := range []struct {
		mem      int64
		mayDrop  bool
		mustDrop bool
	}{
		{mem, false, false},          // the saved size: its buckets
		{5 * MinTTMem, true, true},   // 8530 slots for about 8000 entries
		{13 * MinTTMem, true, false}, // smaller, of 2.8 slots an entry
		{3 * mem, true, false},       // larger
	} {
		_, s, err := Nimber(ctx, kayles{}, p, &Options{Dir: dir, Name: "kayles", TTMem: c.mem})
		if err != nil {
			t.Fatalf("TTMem %d: %v", c.mem, err)
		}
		if s.Resumed+s.ResumeDropped != saved || s.Entries != s.Resumed || s.Evictions != 0 {
			t.Errorf("TTMem %d: resumed %d, dropped %d, entries %d, evictions %d; want resumed + dropped = %d, entries = resumed, no eviction",
				c.mem, s.Resumed, s.ResumeDropped, s.Entries, s.Evictions, saved)
		}
		if !c.mayDrop && s.ResumeDropped != 0 || c.mustDrop && s.ResumeDropped == 0 {
			t.Errorf("TTMem %d: dropped %d", c.mem, s.ResumeDropped)
		}
		// Each search saved what it kept: resave the full table.
		if c.mayDrop {
			if err := st.save(tt, Stats{}); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("TTMem %d: resumed %d, dropped %d", c.mem, s.Resumed, s.ResumeDropped)
	}
}

// savedKayles saves, in a new directory, a table of mem bytes holding
// about 8000 Kayles entries (keys 0..7999, works 0..39) for the position
// "" (no move: a search of it adds no entry of its own), and returns the
// directory, its store, the table and the entries saved (a few of the
// 8000 evicted): a long search's table, for the tests of resuming it.
func savedKayles(t *testing.T, mem int64) (dir string, st *store, tt *table, saved int64) {
	t.Helper()
	dir = t.TempDir()
	st, err := openStore(dir, "kayles", "", kayles{}.AppendKey(nil, ""))
	if err != nil {
		t.Fatal(err)
	}
	tt, err = newTable(mem, DefaultKeyLen, gamelib.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 8000 {
		tt.merge([]byte{byte(i), byte(i >> 8), 'k'}, entry{exact: i % 7, ub: -1, work: uint8(i % 40)}, nil)
	}
	saved = tt.used.Load()
	if err := st.save(tt, Stats{}); err != nil {
		t.Fatal(err)
	}
	return dir, st, tt, saved
}

// TestLoadKeepsWork checks that a resume into a table whose bucket
// overflows keeps the bucket's entries of most work.
func TestLoadKeepsWork(t *testing.T) {
	tt, err := newTable(MinTTMem, DefaultKeyLen, gamelib.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	// Keys of one bucket, more than its slots.
	var keys [][]byte
	want := tt.bucket([]byte{0, 0})
	for i := 0; len(keys) < 3*tt.ways; i++ {
		k := []byte{byte(i), byte(i >> 8)}
		if tt.bucket(k) == want {
			keys = append(keys, k)
		}
	}
	dropped := 0
	for i, k := range keys {
		if tt.load(k, entry{exact: 1, ub: -1, work: uint8((i * 7) % len(keys))}) {
			dropped++
		}
	}
	if dropped != len(keys)-tt.ways || tt.used.Load() != int64(tt.ways) {
		t.Fatalf("dropped %d, used %d; want %d, %d", dropped, tt.used.Load(), len(keys)-tt.ways, tt.ways)
	}
	for i, k := range keys {
		work := (i * 7) % len(keys)
		_, ok := tt.get(k)
		if keep := work >= len(keys)-tt.ways; ok != keep {
			t.Errorf("key %d of work %d: kept %v, want %v", i, work, ok, keep)
		}
	}
}
