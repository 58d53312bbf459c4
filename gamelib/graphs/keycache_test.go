package graphs

import (
	"bytes"
	"math/bits"
	"math/rand/v2"
	"sync"
	"testing"
)

// TestKeyCache: a KeyCache gives the key AppendKeyLimit computes, met
// once or many times, with slots replaced (a cache of 64 slots asked
// about far more graphs), graphs above its order passed through, and a
// nil cache; from several goroutines at once.
func TestKeyCache(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	var gs []*Graph
	for range 400 {
		n := r.IntN(8)
		gs = append(gs, random(r, n, r.Float64()))
		// The same graph relabelled (an isomorphic graph, other rows).
		p := r.Perm(n)
		h, err := gs[len(gs)-1].Permute(p)
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, h)
	}
	gs = append(gs, random(r, 12, 0.3), random(r, 40, 0.1)) // above order 7
	kc := NewKeyCache(7)
	if got := int(kc.mask) + 1; got != 1<<(7/2+6) {
		t.Fatalf("slots of a cache of order 7: %d, want 2^9", got)
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			rw := rand.New(rand.NewPCG(uint64(w), 13))
			for range 5000 {
				g := gs[rw.IntN(len(gs))]
				want := g.AppendKeyLimit([]byte("x"), KeyCanonNodes)
				if got := kc.AppendKeyLimit([]byte("x"), g, KeyCanonNodes); !bytes.Equal(got, want) {
					t.Errorf("%s: cached key %q, want %q", g, got, want)
					return
				}
			}
		})
	}
	wg.Wait()
	var none *KeyCache
	if got, want := none.AppendKeyLimit(nil, gs[0], KeyCanonNodes), gs[0].AppendKeyLimit(nil, KeyCanonNodes); !bytes.Equal(got, want) {
		t.Errorf("nil cache: %q, want %q", got, want)
	}
	if got, want := (Keyer{Cache: kc}).AppendKey(nil, gs[1]), (Keyer{}).AppendKey(nil, gs[1]); !bytes.Equal(got, want) {
		t.Errorf("Keyer with a cache: %q, want %q", got, want)
	}
}

// TestKeyCacheBytes: the memory is KeyCacheBytes, within
// KeyCacheMaxBytes, for every order.
func TestKeyCacheBytes(t *testing.T) {
	for n := range MaxOrder + 2 {
		kc := NewKeyCache(n)
		got := int64(len(kc.words))*8 + int64(len(kc.keys)) + int64(len(kc.klen))*2
		if want := KeyCacheBytes(n); got != want || got > KeyCacheMaxBytes {
			t.Errorf("order %d: %d bytes, KeyCacheBytes %d (at most %d)", n, got, want, KeyCacheMaxBytes)
		}
		if slots := kc.mask + 1; bits.OnesCount64(slots) != 1 || slots < keyCacheLocks {
			t.Errorf("order %d: %d slots", n, slots)
		}
	}
}

// TestInducedDefinition: Induced against the definition (u′ and v′
// adjacent exactly when the vertices they stand for are) on random graphs
// and vertex sets.
func TestInducedDefinition(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 15))
	for range 2000 {
		n := r.IntN(MaxOrder + 1)
		g := random(r, n, r.Float64()*r.Float64())
		s := r.Uint64() & r.Uint64() // a set of any density, outside g's vertices too
		h := g.Induced(s)
		var old []int
		for v := range n {
			if s>>v&1 == 1 {
				old = append(old, v)
			}
		}
		if h.Order() != len(old) {
			t.Fatalf("%s, set %x: order %d, want %d", g, s, h.Order(), len(old))
		}
		for i := range old {
			for j := range old {
				if h.HasEdge(i, j) != g.HasEdge(old[i], old[j]) {
					t.Fatalf("%s, set %x: edge %d-%d is %v", g, s, i, j, h.HasEdge(i, j))
				}
			}
		}
	}
}

// TestAppendInduced: AppendInduced gives Induced's graphs, after what dst
// held, each with rows of its own: an edge added to one changes no other.
func TestAppendInduced(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 17))
	for range 500 {
		n := r.IntN(MaxOrder + 1)
		g := random(r, n, r.Float64())
		sets := make([]Set, r.IntN(6))
		for i := range sets {
			sets[i] = r.Uint64() & r.Uint64() // outside g's vertices too
		}
		first := &Graph{}
		hs := g.AppendInduced([]*Graph{first}, sets...)
		if len(hs) != 1+len(sets) || hs[0] != first {
			t.Fatalf("%s: %d graphs after dst's one, want %d", g, len(hs)-1, len(sets))
		}
		for i, s := range sets {
			if want := g.Induced(s); !hs[1+i].Equal(want) {
				t.Fatalf("%s, set %x: %s, want %s", g, s, hs[1+i], want)
			}
		}
		for i, h := range hs[1:] {
			if h.Order() < 2 || h.HasEdge(0, 1) {
				continue
			}
			if err := h.AddEdge(0, 1); err != nil {
				t.Fatal(err)
			}
			for j, s := range sets {
				if j != i && !hs[1+j].Equal(g.Induced(s)) {
					t.Fatalf("%s: an edge added to graph %d changed graph %d", g, i, j)
				}
			}
			break
		}
	}
}
