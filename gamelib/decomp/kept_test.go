package decomp

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
)

// keyed is kayles with keys of at most n bytes (KeySizer; 2 when 0);
// with boom, its Options panics (a game's bug).
type keyed struct {
	kayles
	n    int
	boom bool
}

func (k keyed) MaxKeyLen() int { return max(k.n, 2) }

func (k keyed) Options(p string, dst []string) []string {
	if k.boom {
		panic("keyed: boom")
	}
	return k.kayles.Options(p, dst)
}

// TestTable: searches of a sequence of Kayles positions (one heap of
// n = 1 … 60, then sums of two heaps) sharing a Table give the values of
// searches with a table each, with one worker and two, by Nimber,
// Outcome, OptionNimbers and OptionOutcomes; with one worker the shared
// table saves nodes (later searches find the earlier ones' components);
// a Table refuses another game, longer keys, a Dir, and a second search
// while one runs, and is free again after a search, failed, cancelled
// or panicking.
func TestTable(t *testing.T) {
	ctx := context.Background()
	want := kaylesValues(t, 60)
	for _, w := range []int{1, 2} {
		kept, err := NewTable(ctx, kayles{}, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		shared := &Options{Table: kept, Workers: w}
		own := &Options{TTMem: 1 << 20, Workers: w}
		var nodesShared, nodesOwn int64
		for n := 1; n <= 60; n++ {
			p := string([]byte{byte(n)})
			v, st, err := Nimber(ctx, kayles{}, p, shared)
			if err != nil || v != want[n] {
				t.Fatalf("%d workers: heap %d with the kept table: %d, %v; want %d", w, n, v, err, want[n])
			}
			nodesShared += st.Nodes
			_, st, _ = Nimber(ctx, kayles{}, p, own)
			nodesOwn += st.Nodes
		}
		if w == 1 && nodesShared >= nodesOwn {
			t.Errorf("heaps 1…60: %d nodes with the kept table, %d with a table each", nodesShared, nodesOwn)
		}
		for a := 20; a <= 40; a += 5 {
			p := string([]byte{byte(a), byte(a/2 + 3)})
			o, _, err := Outcome(ctx, kayles{}, p, shared)
			if err != nil || (o == 0) != (want[a]^want[a/2+3] == 0) {
				t.Fatalf("%d workers: Outcome of %d + %d: %v, %v", w, a, a/2+3, o, err)
			}
			got, _, err1 := OptionNimbers(ctx, kayles{}, p, shared)
			ref, _, err2 := OptionNimbers(ctx, kayles{}, p, own)
			outs, _, err3 := OptionOutcomes(ctx, kayles{}, p, shared)
			if err := errors.Join(err1, err2, err3); err != nil || len(got) != len(ref) || len(outs) != len(ref) {
				t.Fatalf("%d workers: options of %d + %d: %v", w, a, a/2+3, err)
			}
			for i := range ref {
				if got[i] != ref[i] || (outs[i] == 0) != (ref[i] == 0) {
					t.Fatalf("%d workers: option %d of %d + %d: %d and %v with the kept table, %d with its own", w, i, a, a/2+3, got[i], outs[i], ref[i])
				}
			}
		}
		if kept.Entries() == 0 {
			t.Errorf("%d workers: the kept table is empty", w)
		}
	}

	small, err := NewTable(ctx, keyed{}, MinTTMem)
	if err != nil {
		t.Fatal(err)
	}
	p := string([]byte{9})
	if _, _, err := Nimber(ctx, nim{}, p, &Options{Table: small}); err == nil {
		t.Error("a kayles table served a nim search")
	}
	if _, _, err := Nimber(ctx, kayles{}, p, &Options{Table: small}); err == nil {
		t.Error("a table of kayles with two-byte keys (type keyed) served kayles")
	}
	wide, _ := NewTable(ctx, kayles{}, MinTTMem)
	if _, _, err := Nimber(ctx, keyed{}, p, &Options{Table: wide}); err == nil {
		t.Error("a kayles table served keyed, another type")
	}
	if _, _, err := Nimber(ctx, keyed{n: 3}, p, &Options{Table: small}); err == nil {
		t.Error("a table of two-byte keys served a search of three-byte keys")
	}
	if _, _, err := Nimber(ctx, keyed{}, p, &Options{Table: small, Dir: t.TempDir()}); err == nil {
		t.Error("a kept table was accepted with a Dir")
	}
	if !small.busy.CompareAndSwap(false, true) {
		t.Fatal("the table is busy after the refused searches")
	}
	if _, _, err := Nimber(ctx, keyed{}, p, &Options{Table: small}); !errors.Is(err, ErrTableInUse) {
		t.Errorf("a busy table: %v, want ErrTableInUse", err)
	}
	small.release()
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := Nimber(cancelled, keyed{}, string([]byte{40}), &Options{Table: small}); err == nil {
		t.Error("a cancelled search succeeded")
	}
	if v, _, err := Nimber(ctx, keyed{}, p, &Options{Table: small}); err != nil || v != want[9] {
		t.Errorf("after a cancelled search: %d, %v; want %d", v, err, want[9])
	}
	// A search whose game panics passes the panic on and gives the table
	// back, by each of the four searches (each with a new table, which
	// does not know p yet).
	var fresh *Table
	for name, search := range map[string]func(g keyed) error{
		"Nimber":         func(g keyed) error { _, _, err := Nimber(ctx, g, p, &Options{Table: fresh}); return err },
		"Outcome":        func(g keyed) error { _, _, err := Outcome(ctx, g, p, &Options{Table: fresh}); return err },
		"OptionNimbers":  func(g keyed) error { _, _, err := OptionNimbers(ctx, g, p, &Options{Table: fresh}); return err },
		"OptionOutcomes": func(g keyed) error { _, _, err := OptionOutcomes(ctx, g, p, &Options{Table: fresh}); return err },
	} {
		if fresh, err = NewTable(ctx, keyed{}, 1<<16); err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if r := recover(); r != "keyed: boom" {
					t.Errorf("%s of a panicking game: recovered %v, want its panic", name, r)
				}
			}()
			search(keyed{boom: true})
		}()
		if err := search(keyed{}); err != nil {
			t.Errorf("%s after a panicking search: %v", name, err)
		}
	}
}

// TestNewTableMemory: a kept table follows a search's policy: too small a
// size is a bad option (not "memory need exceeds the limit"), and the
// default shrinks to a memory limit below it instead of being refused.
func TestNewTableMemory(t *testing.T) {
	ctx := context.Background()
	if _, err := NewTable(ctx, kayles{}, 100); !errors.Is(err, ErrBadOption) || errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("100 bytes: %v, want ErrBadOption", err)
	}
	limited := gamelib.WithLimits(ctx, gamelib.Limits{Memory: 8 << 20})
	tt, err := NewTable(limited, kayles{}, 0)
	if err != nil || tt.tt.bytes() > 8<<20 {
		t.Fatalf("default under an 8 MiB limit: %v", err)
	}
	if _, err := NewTable(limited, kayles{}, DefaultTTMem); !errors.Is(err, gamelib.ErrTooLarge) {
		t.Errorf("256 MiB asked for under an 8 MiB limit: %v, want ErrTooLarge", err)
	}
}

// TestDefaultTTMemFits: a default table (a search's, a sequence's) is the
// memory limit when that is lower, and the smallest table when the limit
// is below even that (which the limit then refuses, naming that table).
func TestDefaultTTMemFits(t *testing.T) {
	for _, tc := range []struct {
		limit, seq, search int64
	}{
		{0, SequenceTTMem, DefaultTTMem}, // the global limit, 8 GiB by default
		{1 << 40, SequenceTTMem, DefaultTTMem},
		{16 << 20, 16 << 20, 16 << 20},
		{64 << 20, SequenceTTMem, 64 << 20},
		{10 << 10, MinTTMem, MinTTMem},
	} {
		ctx := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: tc.limit})
		if got := SequenceOptions(ctx, nil).TTMem; got != tc.seq {
			t.Errorf("limit %d: a sequence's table %d, want %d", tc.limit, got, tc.seq)
		}
		if got := defaultTTMem(gamelib.LimitsFrom(ctx)); got != tc.search {
			t.Errorf("limit %d: a search's table %d, want %d", tc.limit, got, tc.search)
		}
	}
	if got := SequenceOptions(nil, &Options{TTMem: 1 << 20}).TTMem; got != 1<<20 {
		t.Errorf("a TTMem set: %d", got)
	}
	// Below the smallest table, the refusal names the smallest table
	// (64 KiB: 341 buckets of 192 bytes for kayles' keys).
	small := gamelib.WithLimits(context.Background(), gamelib.Limits{Memory: 10 << 10})
	if _, _, err := Nimber(small, kayles{}, "\x03", nil); !errors.Is(err, gamelib.ErrTooLarge) || !strings.Contains(err.Error(), "341 entries of 192 bytes") {
		t.Errorf("a 10 KiB limit: %v, want ErrTooLarge for the 64 KiB table", err)
	}
}
