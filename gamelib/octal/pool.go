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
	s    *sparseSolver[V]
	cur  atomic.Pointer[specTask] // the current round
	quit atomic.Bool
	wg   sync.WaitGroup
	park []*parking // where helper i waits for a round
}

// A specTask is one round: a helper that still holds the task of a round
// that is over finds no chunk left in it, so rounds never mix.
type specTask struct {
	m0, count int
	next      atomic.Int64  // the next heap of the round to take
	done      atomic.Int64  // heaps of the round guessed
	ready     []atomic.Bool // ready[i]: chunk i (heaps m0+i·specChunk …) is guessed
	park      *parking      // where the solver waits for the round's last chunk
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
	pl.cur.Store(&specTask{park: newParking()})
	for i := range n {
		pl.park[i] = newParking()
		w := s.ws[1+i]
		pl.wg.Go(func() { pl.helper(i, w) })
	}
	return pl
}

// helper guesses the heaps of every round it finds, until the pool stops.
func (pl *pool[V]) helper(i int, w *worker) {
	seen := pl.cur.Load()
	for {
		pl.park[i].await(func() bool { return pl.cur.Load() != seen || pl.quit.Load() })
		if pl.quit.Load() {
			return
		}
		seen = pl.cur.Load()
		pl.work(seen, w)
	}
}

// signal wakes the sleeping helpers.
func (pl *pool[V]) signal() {
	for _, p := range pl.park {
		p.unpark()
	}
}

// start publishes a round of count heaps from m0 and returns it.
func (pl *pool[V]) start(m0, count int) *specTask {
	t := &specTask{m0: m0, count: count, park: newParking(), ready: make([]atomic.Bool, (count+specChunk-1)/specChunk)}
	pl.cur.Store(t)
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
	c := int(t.next.Add(specChunk)) - specChunk
	if c >= t.count {
		return false
	}
	end := min(c+specChunk, t.count)
	pl.s.guessChunk(w, t.m0, c, end)
	t.ready[c/specChunk].Store(true)
	t.done.Add(int64(end - c))
	t.park.unpark()
	return true
}

// wait returns when every heap of round t is guessed. On a loaded
// machine it soon sleeps (parking), so that it does not take the core the
// helper it waits for needs.
func (pl *pool[V]) wait(t *specTask) {
	t.park.await(func() bool { return t.done.Load() == int64(t.count) })
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
