package octal

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// A pool runs the helpers of speculative rounds: goroutines that live for
// one call of extend and wait for each round by spinning briefly, then by
// sleeping, so that a round starts without the latency of starting or
// waking a goroutine (a round of Grundy's game takes about 100 µs).
type pool[V value] struct {
	s     *sparseSolver[V]
	task  specTask     // the current round: one task, reused by every round
	epoch atomic.Int64 // rounds started; a helper waits for it to change
	quit  atomic.Bool
	wg    sync.WaitGroup
	park  []*parking // where helper i waits for a round
}

// A specTask is the current round. The pool reuses one task for every
// round, so that a round allocates nothing (a round of Grundy's game is
// 128 heaps: a task, its parking and its flags allocated for each round
// were 2–3 bytes of garbage a heap, which the collector let grow to
// hundreds of megabytes between two saves of a long run). A helper that
// still works on a round that is over must then find nothing left in it
// and change nothing of the next round: next carries the round's epoch in
// its high 32 bits, and a chunk taken with another epoch than the task's
// is no chunk (take, start). Of the last round, when the next one starts,
// every chunk has been guessed (wait), so no helper stores into ready or
// done any more; the parking is shared by every round, and a late unpark
// only wakes the solver once for nothing (await checks its condition).
type specTask struct {
	epoch     atomic.Int64 // the round's epoch
	m0, count atomic.Int64
	next      atomic.Int64  // epoch<<32 | the next heap of the round to take
	done      atomic.Int64  // heaps of the round guessed
	ready     []atomic.Bool // ready[i]: chunk i (heaps m0+i·specChunk …) is guessed
	park      *parking      // where the solver waits for the round's chunks
}

// spinTime is how long an idle helper looks for a new round, or the
// solver for the last chunk of a round, before it sleeps: much longer
// than the serial part of a round of Grundy's game (about 15 µs, and
// waking a goroutine costs tens), short enough that a thread waiting for
// another one descheduled on a loaded machine soon gives up its core.
const spinTime = 500 * time.Microsecond

// newPool starts the helpers ws[1:workers] of s.
func newPool[V value](s *sparseSolver[V]) *pool[V] {
	n := s.workers - 1
	pl := &pool[V]{s: s, park: make([]*parking, n)}
	pl.task.park = newParking()
	pl.task.ready = make([]atomic.Bool, (s.round+specChunk-1)/specChunk)
	for i := range n {
		pl.park[i] = newParking()
		w := s.ws[1+i]
		pl.wg.Go(func() { pl.helper(i, w) })
	}
	return pl
}

// helper guesses the heaps of every round it finds, until the pool stops.
func (pl *pool[V]) helper(i int, w *worker) {
	seen := pl.epoch.Load()
	for {
		pl.park[i].await(func() bool { return pl.epoch.Load() != seen || pl.quit.Load() })
		if pl.quit.Load() {
			return
		}
		seen = pl.epoch.Load()
		pl.work(&pl.task, w)
	}
}

// signal wakes the sleeping helpers.
func (pl *pool[V]) signal() {
	for _, p := range pl.park {
		p.unpark()
	}
}

// start publishes a round of count heaps from m0 (count at most s.round)
// and returns it. The previous round must be over (wait).
func (pl *pool[V]) start(m0, count int) *specTask {
	t := &pl.task
	e := pl.epoch.Load() + 1
	for i := range (count + specChunk - 1) / specChunk {
		t.ready[i].Store(false) // no helper stores into them: the last round is over
	}
	// In this order: from the task's new epoch on, a late take of the
	// last round is refused (its epoch is the old one); then the round's
	// fields; then the chunks, and the helpers are woken.
	t.epoch.Store(e)
	t.m0.Store(int64(m0))
	t.count.Store(int64(count))
	t.done.Store(0)
	t.next.Store(e << 32)
	pl.epoch.Store(e)
	pl.signal()
	return t
}

// work takes chunks of round t until none is left.
func (pl *pool[V]) work(t *specTask, w *worker) {
	for pl.take(t, w) {
	}
}

// take guesses the next chunk of round t, if one is left, and reports
// whether it did. It marks the chunk ready and wakes the solver, which may
// be waiting for that chunk or for the whole round.
func (pl *pool[V]) take(t *specTask, w *worker) bool {
	x := t.next.Add(specChunk) - specChunk
	c, count := int(x&(1<<32-1)), int(t.count.Load())
	// A chunk of the task's epoch, read after count: if the epoch is the
	// last round's, start has not yet begun the next one, so count is the
	// last round's too, all of whose chunks are taken.
	if x>>32 != t.epoch.Load() || c >= count {
		return false
	}
	end := min(c+specChunk, count)
	pl.s.guessChunk(w, int(t.m0.Load()), c, end)
	t.ready[c/specChunk].Store(true)
	t.done.Add(int64(end - c))
	t.park.unpark()
	return true
}

// wait returns when every heap of round t is guessed. On a loaded
// machine it soon sleeps (parking), so that it does not take the core the
// helper it waits for needs.
func (pl *pool[V]) wait(t *specTask) {
	t.park.await(func() bool { return t.done.Load() == t.count.Load() })
}

// A parking lets one goroutine wait for a condition by spinning for up to
// spinTime, then by sleeping until the goroutine that makes the condition
// hold calls unpark.
type parking struct {
	sleepy atomic.Bool   // the waiting goroutine is about to sleep or sleeps
	wake   chan struct{} // wakes it
}

func newParking() *parking { return &parking{wake: make(chan struct{}, 1)} }

// await returns when ready reports true; whoever makes it true must call
// unpark afterwards.
func (p *parking) await(ready func() bool) {
	idle := time.Now()
	for spin := 0; !ready(); spin++ {
		if spin&63 != 63 {
			continue
		}
		if time.Since(idle) < spinTime {
			runtime.Gosched()
			continue
		}
		p.sleepy.Store(true)
		if ready() {
			if !p.sleepy.CompareAndSwap(true, false) {
				<-p.wake // the signal was sent: take it
			}
			return
		}
		<-p.wake
		idle = time.Now()
	}
}

// unpark wakes the goroutine sleeping in await, if one is.
func (p *parking) unpark() {
	if p.sleepy.CompareAndSwap(true, false) {
		p.wake <- struct{}{}
	}
}

// stop ends the helpers and waits for them.
func (pl *pool[V]) stop() {
	pl.quit.Store(true)
	pl.signal()
	pl.wg.Wait()
}
