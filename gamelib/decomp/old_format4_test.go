package decomp_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/grundylab/grundylab/gamelib/cram"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// TestOldFormat4 resumes testdata/format4-cram3x5, the table of cram 3x5
// saved at 64KiB by the version of 6 December 2026 (commit d334ad7),
// whose sealed manifest records no table size: it still verifies and is
// read whole (the running searches of that version are to be resumed
// from such tables), OnResume is told the saved size is unknown (0), and
// the next save records it.
func TestOldFormat4(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tt")
	if err := os.CopyFS(dir, os.DirFS("testdata/format4-cram3x5")); err != nil {
		t.Fatal(err)
	}
	b, err := cram.ParseRect("3x5")
	if err != nil {
		t.Fatal(err)
	}
	var got []decomp.Resume
	opt := &decomp.Options{Dir: dir, Name: "cram", TTMem: 64 << 10, OnResume: func(r decomp.Resume) error {
		got = append(got, r)
		return nil
	}}
	v, st, err := decomp.Nimber(context.Background(), cram.Game{}, b, opt)
	if err != nil || v != 1 || st.Resumed != 57 || st.ResumeDropped != 0 {
		t.Fatalf("the old table: nimber %d, resumed %d, dropped %d, %v; want 1, 57 and 0", v, st.Resumed, st.ResumeDropped, err)
	}
	if len(got) != 1 || got[0].SavedTableBytes != 0 || got[0].Kept != 57 || got[0].TableBytes != 64<<10 {
		t.Errorf("OnResume got %+v, want one call, the saved size unknown (0)", got)
	}
	got = nil
	opt.TTMem = 128 << 10
	if _, _, err := decomp.Nimber(context.Background(), cram.Game{}, b, opt); err != nil || len(got) != 1 || got[0].SavedTableBytes != 64<<10 {
		t.Errorf("resaved: %v, OnResume got %+v, want the saved size 65536", err, got)
	}
}
