package decomp

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestOnResume: Options.OnResume is told, once the saved table is read
// back and before anything is written to Dir, what the resume kept and
// dropped and the size of the table it was saved from (recorded in the
// manifest, table_bytes); an error it returns ends the search with Dir as
// it was, so that a caller can refuse a resume that would drop entries.
// The drops were told only in the Stats of a search that ended, after
// the save that lost them (a search stopped by a signal never told them),
// and the saved table's size was recorded nowhere.
func TestOnResume(t *testing.T) {
	ctx := context.Background()
	const mem = 1 << 20
	p := "" // no move: the search adds no entry of its own
	dir, _, tt, saved := savedKayles(t, mem)
	manifest := filepath.Join(dir, manifestName)
	before, err := os.ReadFile(manifest)
	if err != nil {
		t.Fatal(err)
	}
	refuse := errors.New("refused")
	var got []Resume
	opt := &Options{Dir: dir, Name: "kayles", TTMem: 5 * MinTTMem, OnResume: func(r Resume) error {
		got = append(got, r)
		if r.Dropped > 0 {
			return refuse
		}
		return nil
	}}
	if _, _, err := Nimber(ctx, kayles{}, p, opt); !errors.Is(err, refuse) {
		t.Fatalf("a resume refused by OnResume: %v, want its error", err)
	}
	if len(got) != 1 || got[0].Dropped == 0 || got[0].Kept+got[0].Dropped != saved || got[0].SavedTableBytes != tt.bytes() || got[0].TableBytes != opt.TTMem/int64(tt.bsize)*int64(tt.bsize) {
		t.Errorf("OnResume got %+v, want one call with drops, kept + dropped = %d, saved from %d bytes", got, saved, tt.bytes())
	}
	if after, _ := os.ReadFile(manifest); !bytes.Equal(after, before) {
		t.Errorf("a refused resume changed the manifest:\n%s\nwas\n%s", after, before)
	}
	// The saved size keeps every entry, and OnResume is told so.
	got = nil
	opt.TTMem = mem
	if _, s, err := Nimber(ctx, kayles{}, p, opt); err != nil || len(got) != 1 || got[0].Dropped != 0 || got[0].Kept != saved || s.Resumed != saved {
		t.Errorf("the saved size: %v, OnResume got %+v, want all %d kept", err, got, saved)
	}
	// No saved table: OnResume is not called.
	got = nil
	opt.Dir = t.TempDir()
	if _, _, err := Nimber(ctx, kayles{}, p, opt); err != nil || got != nil {
		t.Errorf("an empty directory: %v, OnResume got %+v, want no call", err, got)
	}
}

// TestManifestTableBytes: the manifest records the table's size
// (table_bytes), within its seal; a manifest without it (format 4
// before it was recorded) is omitted from the seal, so that its seal
// still verifies (the check of the sealed format 4 tables written by
// older versions, with a real one: old_format4_test.go).
func TestManifestTableBytes(t *testing.T) {
	m := manifest{Kind: storeFormatID, Format: 4, Game: "g", Position: "00", KeyLen: 10, File: "table-1.bin", Seq: 1, TableBytes: 1 << 20}
	withSize := m.sealed()
	m.TableBytes = 0
	if m.sealed() == withSize {
		t.Errorf("table_bytes is not sealed")
	}
}
