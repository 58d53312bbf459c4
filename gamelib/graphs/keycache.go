package graphs

import (
	"math/bits"
	"slices"
	"sync"
)

// KeyCacheMaxBytes bounds the memory of a KeyCache (KeyCacheBytes).
const KeyCacheMaxBytes = 32 << 20

// A KeyCache remembers the keys a Keyer gave to labelled graphs, so that
// a graph met again is keyed by a hash and a comparison instead of a
// canonical search. A search meets the same labelled graph many times:
// the same component in other positions and again in later tests, and
// an induced subgraph keeps its vertices' order (Induced), so a set of
// the searched graph's vertices is always labelled the same way (on a
// 5×9 grid's Node Kayles, 94% of the keys asked were given before).
//
// It is exact: a slot holds the whole labelled graph it keys, compared
// in full before its key is used, so a cached key is the key AppendKeyLimit
// computes. A slot is direct-mapped by a hash of the graph, a newer graph
// replacing an older one of the same slot; graphs above the cache's order
// are not cached. Its memory is fixed when it is made (KeyCacheBytes).
// It is safe for concurrent use: a slot is read and written under one of
// keyCacheLocks locks. A lookup costs O(n) word operations for a graph of
// order n, a miss AppendKeyLimit's canonical search besides.
type KeyCache struct {
	order int      // the largest order cached
	mask  uint64   // slots − 1 (slots a power of two)
	words []Set    // slot i: words[i*(order+1)] is the graph's order + 1 (0: empty), then its rows
	keys  []byte   // slot i: keys[i*keyLen:], its key's bytes
	klen  []uint16 // slot i: its key's length
	locks [keyCacheLocks]struct {
		sync.Mutex
		_ [56]byte // a lock to a cache line
	}
}

const keyCacheLocks = 64

// keyCacheSlots returns the slots of a KeyCache for graphs of at most
// order vertices: 2^(order/2 + 6), from 2^6 to 2^16 (a search of a small
// graph meets few graphs), fewer when they would exceed KeyCacheMaxBytes.
func keyCacheSlots(order int) int {
	slots := 1 << min(max(order/2+6, 6), 16)
	for slots > keyCacheLocks && int64(slots)*keyCacheSlotBytes(order) > KeyCacheMaxBytes {
		slots /= 2
	}
	return slots
}

// keyCacheSlotBytes is the memory of one slot for graphs of at most order
// vertices: the rows and the longest key.
func keyCacheSlotBytes(order int) int64 {
	return int64(order+1)*8 + int64(KeyLimitLen(order)) + 2
}

// KeyCacheBytes returns the memory of NewKeyCache(order): at most
// KeyCacheMaxBytes (some 32 MB for graphs of 64 vertices, 36 kB for 6).
func KeyCacheBytes(order int) int64 {
	order = min(max(order, 1), MaxOrder)
	return int64(keyCacheSlots(order)) * keyCacheSlotBytes(order)
}

// NewKeyCache returns an empty KeyCache for graphs of at most order
// vertices (order is clamped to 1..MaxOrder), of KeyCacheBytes(order)
// bytes.
func NewKeyCache(order int) *KeyCache {
	order = min(max(order, 1), MaxOrder)
	slots := keyCacheSlots(order)
	return &KeyCache{
		order: order,
		mask:  uint64(slots - 1),
		words: make([]Set, slots*(order+1)),
		keys:  make([]byte, slots*KeyLimitLen(order)),
		klen:  make([]uint16, slots),
	}
}

// AppendKeyLimit is g.AppendKeyLimit(dst, maxNodes), remembered. A nil
// KeyCache remembers nothing.
func (kc *KeyCache) AppendKeyLimit(dst []byte, g *Graph, maxNodes int64) []byte {
	if kc == nil || g.n > kc.order {
		return g.AppendKeyLimit(dst, maxNodes)
	}
	slot := int(hashRows(g) & kc.mask)
	w := kc.words[slot*(kc.order+1):][:g.n+1]
	kl := KeyLimitLen(kc.order)
	lock := &kc.locks[slot%keyCacheLocks]
	lock.Lock()
	if w[0] == Set(g.n)+1 && slices.Equal(w[1:], g.adj) {
		dst = append(dst, kc.keys[slot*kl:][:kc.klen[slot]]...)
		lock.Unlock()
		return dst
	}
	lock.Unlock()
	start := len(dst)
	dst = g.AppendKeyLimit(dst, maxNodes)
	if key := dst[start:]; len(key) <= kl {
		lock.Lock()
		w[0] = Set(g.n) + 1
		copy(w[1:], g.adj)
		kc.klen[slot] = uint16(copy(kc.keys[slot*kl:][:kl], key))
		lock.Unlock()
	}
	return dst
}

// hashRows hashes g's order and rows (a multiply-xorshift mix: slots
// are compared in full, so the hash only spreads them).
func hashRows(g *Graph) uint64 {
	const m = 0x9e3779b97f4a7c15
	h := uint64(g.n) * m
	for _, r := range g.adj {
		h = (h ^ r) * m
		h ^= h >> 29
	}
	hi, lo := bits.Mul64(h, m)
	return hi ^ lo
}
