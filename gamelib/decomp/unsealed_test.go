package decomp

import "testing"

// TestCheckUnsealed: an unsealed manifest naming its keys' layout is
// refused whenever it says it was saved (a forgery edits "saved" as
// easily as "format": until 6 December 2026, 23:00 UTC, one dated before the seal was
// read); one without a layout (formats 1 to 3 before layouts were
// recorded) is read whenever it was saved (a long search of such a
// version may still be saving); a sealed one is checked by its seal, not
// here.
func TestCheckUnsealed(t *testing.T) {
	for _, c := range []struct {
		format      int
		keys, saved string
		seal        string
		ok          bool
	}{
		{3, "graph/2: …", "2026-12-06T12:00:00Z", "", false},
		{3, "graph/2: …", "2026-12-06T13:36:37Z", "", false},
		{3, "graph/2: …", "2026-12-06T13:36:38Z", "", false},
		{3, "graph/2: …", "2026-12-07T09:00:00Z", "", false},
		{3, "cram/1: …", "2026-12-06T20:00:00Z", "", false},
		{2, "cram/1: …", "2026-12-06T11:00:00Z", "", false},
		{3, "graph/2: …", "", "", false},
		{3, "graph/2: …", "yesterday", "", false},
		{3, "", "2026-12-07T09:00:00Z", "", true},
		{3, "", "2026-12-06T12:00:00Z", "", true},
		{2, "", "2026-12-07T09:00:00Z", "", true},
		{1, "", "", "", true},
		{4, "graph/2: …", "2026-12-07T09:00:00Z", "x", true},
	} {
		m := manifest{Format: c.format, Keys: c.keys, Saved: c.saved, Seal: c.seal}
		if err := m.checkUnsealed(); (err == nil) != c.ok {
			t.Errorf("format %d, keys %q, saved %q: %v, want ok %v", c.format, c.keys, c.saved, err, c.ok)
		}
	}
}
