package decomp

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/grundylab/grundylab/gamelib"
)

// The transposition table: a fixed array of slots in buckets of ways
// slots, addressed by a hash of the key and holding the key itself, so
// that an answer is never taken from a hash alone. A slot is
//
//	len+1 (1 byte, 0 = empty) | key (keyLen bytes, zero-padded) |
//	exact nimber (1 byte, none = 0xFF) | upper bound (1 byte, none = 0xFF) |
//	excluded nimbers 0..15 (2 bytes, bit k set: the nimber is not k) | work (1 byte)
//
// so a component of Cram (10-byte key) costs 16 bytes and a bucket of 4
// is one 64-byte cache line: a lookup costs one cache miss (format 2 of
// the saved table; format 1 had 20-byte slots in 80-byte buckets that
// straddled two lines, and the profile of Cram 5×7 spent 60% of its
// time waiting on them). Buckets are padded to whole cache lines and
// the table is aligned to one. An exact nimber from 254 to 65535 is
// stored as the marker 0xFE in its byte and the nimber in the two bytes
// of the excluded set (facts an exact nimber makes redundant: it is not
// any k below 16); until format 3 of the saved table nimbers above 254
// were not stored, and 2×185 Chomp, whose positions reach nimbers near
// 280, was searched again and again (100 times slower than 2×175).
// Larger nimbers, bounds of 255 or more and the facts "not k" for
// k ≥ 16 are not stored: the table is a cache, so this costs only
// recomputation, never a wrong answer. When a bucket is full, a new
// entry replaces the one whose search took the least work (work is log2
// of the nodes searched below it), so the expensive results stay and
// the cheap ones, quick to recompute, make room.
const (
	valBytes  = 5
	none8     = 0xFF
	bigExact  = 0xFE // the exact byte of a nimber from 254 to 65535, stored in the excluded set's bytes
	lineBytes = 64
	notBits   = 16
)

// MinTTMem is the smallest table memory an Options may ask for.
const MinTTMem = 1 << 16

// DefaultTTMem is the table memory when Options.TTMem is 0.
const DefaultTTMem = 256 << 20

type table struct {
	keyLen int
	slot   int
	ways   int
	bsize  int // bytes of a bucket: ways slots padded to whole cache lines
	// bshift is the number of trailing zero bits of bsize: off>>bshift is
	// a bucket's index times an odd number (busyIndex).
	bshift int
	nb     uint64 // number of buckets
	data   []byte
	// written has a bit for each region of 2^regionShift bytes of data
	// that a store has written to: a lookup in a region never written
	// finds nothing without reading it (see regionShift).
	written []uint64
	// The counts are changed atomically: several workers may store at
	// once (see shared).
	used   atomic.Int64
	stores atomic.Int64
	evicts atomic.Int64
	// locks and vers, when not nil, make the table safe for several
	// workers at once (Options.Workers; shared.go). nil for a table of
	// one worker, which takes no lock.
	locks []sync.Mutex
	vers  []atomic.Uint32
}

type entry struct {
	exact int    // -1: unknown
	ub    int    // -1: no bound known
	not   uint32 // bit k: the nimber is not k
	work  uint8
}

var emptyEntry = entry{exact: -1, ub: -1}

// geometry returns the slot size, the slots per bucket and the bucket
// size of keys of keyLen bytes: at least 4 slots, padded to cache lines.
func geometry(keyLen int) (slot, ways, bsize int) {
	slot = 1 + keyLen + valBytes
	bsize = (4*slot + lineBytes - 1) / lineBytes * lineBytes
	return slot, bsize / slot, bsize
}

func newTable(mem int64, keyLen int, lim gamelib.Limits) (*table, error) {
	if keyLen < 1 || keyLen > MaxKeyLen {
		return nil, fmt.Errorf("decomp: key length %d out of range 1..%d", keyLen, MaxKeyLen)
	}
	if err := checkTTMem("table memory", mem); err != nil {
		return nil, err
	}
	slot, ways, bsize := geometry(keyLen)
	buckets := uint64(mem) / uint64(bsize)
	if buckets == 0 {
		return nil, fmt.Errorf("decomp: table memory %d bytes holds no bucket of %d bytes", mem, bsize)
	}
	if err := lim.CheckMemory("transposition table", int64(buckets), int64(bsize)); err != nil {
		return nil, err
	}
	n := int(buckets) * bsize
	return &table{keyLen: keyLen, slot: slot, ways: ways, bsize: bsize, nb: buckets,
		bshift: bits.TrailingZeros(uint(bsize)), data: alignedBytes(n), written: make([]uint64, n>>regionShift/64+1)}, nil
}

// regionShift is log₂ of the regions of the table whose first write
// written records: 2 MiB, a huge page. Linux maps a page of the table
// on its first access; when that was a read (a lookup of a key not yet
// stored) it mapped the shared zero page, and the first write after
// faulted in one 4 KiB page at a time (1.2 s of system time of the 12.5 s
// of Cram 5×8, a 1 GiB table). A lookup in a region never written now
// reads nothing, so the first access of a region is a write, which the
// system backs by a huge page where adviseHuge asked for one. Memory
// the search never writes is never mapped (a board known at once costs
// no table).
const regionShift = 21

// isWritten reports whether a store has written to the region of the
// byte at off.
func (t *table) isWritten(off int) bool {
	r := uint(off) >> regionShift
	return atomic.LoadUint64(&t.written[r/64])>>(r%64)&1 != 0
}

// markWritten records a write to the bucket at off (both its first
// and last byte's regions: a bucket of several lines can straddle two).
func (t *table) markWritten(off int) {
	for _, o := range [2]int{off, off + t.bsize - 1} {
		r := uint(o) >> regionShift
		if w := &t.written[r/64]; atomic.LoadUint64(w)>>(r%64)&1 == 0 {
			atomic.OrUint64(w, 1<<(r%64))
		}
	}
}

// alignedBytes returns n zero bytes starting at a cache line, backed by
// huge pages where the system offers them (see hugepages_linux.go).
func alignedBytes(n int) []byte {
	b := make([]byte, n+lineBytes)
	off := 0
	if r := int(uintptr(unsafe.Pointer(unsafe.SliceData(b))) % lineBytes); r != 0 {
		off = lineBytes - r
	}
	b = b[off : off+n : off+n]
	adviseHuge(b)
	return b
}

func (t *table) capacity() int64 { return int64(t.nb) * int64(t.ways) }
func (t *table) bytes() int64    { return int64(len(t.data)) }

// hash is a multiply-xorshift hash of k, 8 bytes at a time.
func hash(k []byte) uint64 {
	h := uint64(len(k)) * 0x9E3779B97F4A7C15
	for len(k) >= 8 {
		h = (h ^ binary.LittleEndian.Uint64(k)) * 0xBF58476D1CE4E5B9
		h ^= h >> 31
		k = k[8:]
	}
	var tail uint64
	for i, b := range k {
		tail |= uint64(b) << (8 * i)
	}
	h ^= tail
	h ^= h >> 30 // the finaliser of splitmix64
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 27
	h *= 0x94D049BB133111EB
	return h ^ h>>31
}

// bucket returns the offset of k's bucket: the high word of hash(k)·nb,
// uniform on 0 … nb−1 for a uniform hash (Lemire's multiply-shift range
// reduction), so that the table has every bucket its memory holds, not
// the largest power of two of them (--tt-mem 12GiB gave an 8 GiB table).
func (t *table) bucket(k []byte) int {
	hi, _ := bits.Mul64(hash(k), t.nb)
	return int(hi) * t.bsize
}

func (t *table) decode(off int) entry { return t.decodeIn(t.data, off) }

// matchIn reports whether the slot at off of b holds the key k.
func (t *table) matchIn(b []byte, off int, k []byte) bool {
	if int(b[off]) != len(k)+1 {
		return false
	}
	return string(b[off+1:off+1+len(k)]) == string(k)
}

// decodeIn returns the entry of the slot at off of b.
func (t *table) decodeIn(b []byte, off int) entry {
	v := b[off+1+t.keyLen : off+t.slot]
	e := entry{exact: int(v[0]), ub: int(v[1]), not: uint32(binary.LittleEndian.Uint16(v[2:])), work: v[4]}
	switch e.exact {
	case none8:
		e.exact = -1
	case bigExact: // a nimber of 254 or more: it is not any k below 16
		e.exact, e.not = int(e.not), 1<<notBits-1
	}
	if e.ub == none8 {
		e.ub = -1
	}
	return e
}

// encodeIn writes k and e to the slot at off of b.
func (t *table) encodeIn(b []byte, off int, k []byte, e entry) {
	s := b[off : off+t.slot]
	s[0] = byte(len(k) + 1)
	n := copy(s[1:], k)
	clear(s[1+n : 1+t.keyLen])
	v := s[1+t.keyLen:]
	ex, ub, not := byte(none8), byte(none8), uint16(e.not)
	switch {
	case e.exact >= 0 && e.exact < bigExact:
		ex = byte(e.exact)
	case e.exact >= bigExact && e.exact <= 0xFFFF:
		ex, not = bigExact, uint16(e.exact)
	}
	if e.ub >= 0 && e.ub < none8 {
		ub = byte(e.ub)
	}
	v[0], v[1] = ex, ub
	binary.LittleEndian.PutUint16(v[2:], not)
	v[4] = e.work
}

// touch reads a byte of the bucket of each key keys[koff[i]:koff[i+1]],
// loads independent of one another that the processor runs in parallel:
// the lookups that follow find their buckets in the cache. It appends to
// boff the offset of each key's bucket (-1 for a key too long to be
// stored), for getAt, so that a key is hashed once. The keys are hashed
// first and the loads issued after, in a loop of a few instructions a
// load, so that the processor's window of instructions in flight holds
// dozens of them, not the handful it did when each load followed its
// hash (the loads were a fifth of Cram's profile). A shared table
// (several workers) is touched by word-atomic loads, as it is read
// (shared.go). What it read is added to *sink, a worker's own, so that the
// loads are not removed. O(keys).
func (t *table) touch(keys []byte, koff []int32, boff []int, sink *byte) []int {
	start := len(boff)
	for i := 0; i+1 < len(koff); i++ {
		off := -1
		if k := keys[koff[i]:koff[i+1]]; len(k) <= t.keyLen {
			off = t.bucket(k)
		}
		boff = append(boff, off)
	}
	if t.locks != nil {
		// Read under the word-atomic reads of a shared table (shared.go).
		var x uint64
		for _, off := range boff[start:] {
			if off >= 0 && t.isWritten(off) {
				x += atomic.LoadUint64(t.word(off))
			}
		}
		*sink += byte(x)
		return boff
	}
	var x byte
	for _, off := range boff[start:] {
		if off >= 0 && t.isWritten(off) {
			x += t.data[off]
		}
	}
	*sink += x
	return boff
}

// get returns the entry of key k, or emptyEntry.
func (t *table) get(k []byte) (entry, bool) {
	if len(k) > t.keyLen {
		return emptyEntry, false
	}
	return t.getAt(t.bucket(k), k, nil)
}

// getAt is get for a key whose bucket starts at off (-1: not stored).
// buf, of t.bsize bytes, is scratch for a shared table (nil: one is
// allocated).
func (t *table) getAt(off int, k []byte, buf []byte) (entry, bool) {
	if off < 0 || !t.isWritten(off) {
		return emptyEntry, false
	}
	if t.locks != nil {
		return t.find(t.readShared(off, buf), k)
	}
	return t.find(t.data[off:off+t.bsize], k)
}

// find looks k up in the bucket b.
func (t *table) find(b []byte, k []byte) (entry, bool) {
	for off := 0; off < t.ways*t.slot; off += t.slot {
		if t.matchIn(b, off, k) {
			return t.decodeIn(b, off), true
		}
	}
	return emptyEntry, false
}

// merge adds what e says about k to the table: the knowledge of an
// entry already there is kept (the two are facts about one position, so
// they cannot disagree). buf is as for getAt.
func (t *table) merge(k []byte, e entry, buf []byte) {
	if len(k) > t.keyLen {
		return
	}
	t.stores.Add(1)
	off := t.bucket(k)
	if t.locks != nil {
		t.mergeShared(off, k, e, buf)
		return
	}
	fresh := !t.isWritten(off)
	if fresh {
		t.markWritten(off)
	}
	t.mergeInto(t.data[off:off+t.bsize], fresh, k, e)
}

// mergeInto is merge into the bucket b, which is empty when fresh.
func (t *table) mergeInto(b []byte, fresh bool, k []byte, e entry) {
	if fresh { // an empty bucket: its first slot
		t.used.Add(1)
		t.encodeIn(b, 0, k, e)
		return
	}
	victim, least := -1, 256
	for o := 0; o < t.ways*t.slot; o += t.slot {
		if t.matchIn(b, o, k) {
			old := t.decodeIn(b, o)
			if old.exact >= 0 {
				e.exact = old.exact
			}
			if old.ub >= 0 && (e.ub < 0 || old.ub < e.ub) {
				e.ub = old.ub
			}
			e.not |= old.not
			e.work = max(e.work, old.work)
			t.encodeIn(b, o, k, e)
			return
		}
		if b[o] == 0 {
			if least >= 0 {
				victim, least = o, -1
			}
			continue
		}
		if wk := int(b[o+t.slot-1]); wk < least {
			victim, least = o, wk
		}
	}
	if least == -1 {
		t.used.Add(1)
	} else {
		t.evicts.Add(1)
	}
	t.encodeIn(b, victim, k, e)
}

// load adds the saved entry k, e to a table of one worker (a resume,
// store.load) and reports whether a saved entry was dropped for it: when
// k's bucket is full, the entry of least work among the bucket's and
// k's is dropped (k's own when it has least, unlike merge, which always
// stores the new entry), so that a resume into a table of another size,
// whose buckets are not the saved ones, keeps the expensive entries of
// a crowded bucket. A saved key met twice is merged, dropping nothing.
func (t *table) load(k []byte, e entry) (dropped bool) {
	if len(k) > t.keyLen {
		return true
	}
	off := t.bucket(k)
	b := t.data[off : off+t.bsize]
	if !t.isWritten(off) {
		t.markWritten(off)
		t.mergeInto(b, true, k, e)
		return false
	}
	least := int(e.work)
	for o := 0; o < t.ways*t.slot; o += t.slot {
		if b[o] == 0 || t.matchIn(b, o, k) {
			t.mergeInto(b, false, k, e)
			return false
		}
		least = min(least, int(b[o+t.slot-1]))
	}
	if least < int(e.work) {
		t.mergeInto(b, false, k, e) // evicts the bucket's entry of least work
	}
	return true
}

// each calls f for every entry in the table.
func (t *table) each(f func(k []byte, e entry)) {
	for b := 0; b < len(t.data); b += t.bsize {
		if !t.isWritten(b) {
			continue
		}
		for off := b; off < b+t.ways*t.slot; off += t.slot {
			if n := int(t.data[off]); n != 0 {
				f(t.data[off+1:off+n], t.decode(off))
			}
		}
	}
}
