package decomp

import (
	"encoding/binary"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
)

// A table searched by several workers at once (Options.Workers) is
// shared: its buckets are cut into lockStripes stripes (bucket b in
// stripe b mod lockStripes), each with a lock and a version, a seqlock.
// A write takes the stripe's lock, makes the version odd, writes the
// bucket a word at a time with atomic stores and makes the version even
// again. A read takes no lock: it reads the version, copies the bucket
// a word at a time with atomic loads, and keeps the copy when the
// version was even and has not changed (else it tries again, and after
// a few tries takes the lock). So a lookup, thirty a node, costs two
// reads of the version besides the bucket, and writes the cache line of
// no lock (a lock on every lookup cost 13% of a search of two workers
// on Cram 5×7); a store, one a node, takes the lock. A save holds
// every lock, so nothing is written while it reads the table.
//
// Every access to the slots of a shared table is a word-atomic load or
// store, so the race detector sees none unordered. On amd64 and arm64
// they are plain loads and stores.

// lockStripes is the number of locks and versions of a shared table:
// enough that two workers rarely want the same one, few enough to stay
// in the cache.
const lockStripes = 1 << 12

// seqTries is how often a read retries a bucket being written before it
// takes the lock.
const seqTries = 4

// share makes t safe for several workers at once.
func (t *table) share() {
	if t.locks == nil {
		t.locks = make([]sync.Mutex, lockStripes)
		t.vers = make([]atomic.Uint32, lockStripes)
	}
}

func (t *table) stripe(off int) int { return int(uint(off/t.bsize) % lockStripes) }

// word is the 8-byte word of t.data at off, a multiple of 8 (buckets are
// whole cache lines, aligned).
func (t *table) word(off int) *uint64 { return (*uint64)(unsafe.Pointer(&t.data[off])) }

// readShared copies the bucket at off into buf (allocated when nil or
// short) as it was at one instant, and returns the copy.
func (t *table) readShared(off int, buf []byte) []byte {
	if len(buf) < t.bsize {
		buf = make([]byte, t.bsize)
	}
	buf = buf[:t.bsize]
	v := &t.vers[t.stripe(off)]
	for range seqTries {
		before := v.Load()
		if before&1 == 0 {
			t.loadWords(off, buf)
			if v.Load() == before {
				return buf
			}
		}
		runtime.Gosched()
	}
	m := &t.locks[t.stripe(off)]
	m.Lock()
	t.loadWords(off, buf)
	m.Unlock()
	return buf
}

func (t *table) loadWords(off int, buf []byte) {
	for i := 0; i < t.bsize; i += 8 {
		binary.LittleEndian.PutUint64(buf[i:], atomic.LoadUint64(t.word(off+i)))
	}
}

// mergeShared is merge into the bucket at off of a shared table.
func (t *table) mergeShared(off int, k []byte, e entry, buf []byte) {
	if len(buf) < t.bsize {
		buf = make([]byte, t.bsize)
	}
	buf = buf[:t.bsize]
	s := t.stripe(off)
	m := &t.locks[s]
	m.Lock()
	fresh := !t.isWritten(off)
	if fresh {
		clear(buf)
	} else {
		t.loadWords(off, buf)
	}
	t.mergeInto(buf, fresh, k, e)
	v := &t.vers[s]
	v.Add(1)
	if fresh {
		t.markWritten(off)
	}
	for i := 0; i < t.bsize; i += 8 {
		atomic.StoreUint64(t.word(off+i), binary.LittleEndian.Uint64(buf[i:]))
	}
	v.Add(1)
	m.Unlock()
}

// lockAll locks every stripe of a shared table, in order (a worker holds
// at most one lock at a time, so this cannot deadlock), and returns the
// function that unlocks them. Reads go on meanwhile; writes wait.
func (t *table) lockAll() (unlock func()) {
	for i := range t.locks {
		t.locks[i].Lock()
	}
	return func() {
		for i := range t.locks {
			t.locks[i].Unlock()
		}
	}
}
