package decomp

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// A search of several workers (Options.Workers): the root's test "has
// the component nimber k?" asks each option not yet known whether its
// nimber is k, and these questions are independent of one another, so
// the workers take the options in turn, each searching below its option
// with its own frames and counts. They share the transposition table
// (shared.go: reads take no lock, writes lock a stripe of buckets), so
// that what one learns the others use. Options that are the same sum
// (images of one another on a symmetric board) are asked once. When an
// option has nimber k the test is decided: the other workers abandon their options at their next tick
// (what they stored stays in the table). Below the root the search is
// the sequential one of br.go, whose sets of nimbers depend on the
// answers before them, except for the order of a node's options (below).
//
// A worker with no option of the test left to take joins one in flight
// instead of waiting: it searches the same option, and the first answer
// counts (the other worker abandons it at its next tick). The two do not
// repeat each other's work because of busy.go (after ABDADA): at every
// node an option whose largest component the other worker is searching
// is asked last, so the two spread over the option's subtrees and each
// finds in the table what the other stored. An earlier version that only
// reversed the joining worker's order of options mostly repeated the
// other's work (README, "Several workers"). On Cram 6×7, whose last
// test kept one worker alone for over a minute, two workers now keep
// both cores busy to the end (198% against 183%), and the search is 7%
// shorter (589, 604 and 615 s against 635, 649 and 658 s, in pairs).
//
// The answer is the sequential one's: each option's answer is a fact
// about that option, and the test's verdict is "some option has nimber
// k", whoever finds it. The work is not: the options are searched in
// another order, so the table holds other entries at each point, and
// an option abandoned is searched again when a later test asks for it.
// The speed-up is at most the number of workers, less where workers
// joining one option still repeat some work, and where the workers slow
// one another down through the memory they share (README, "Several
// workers", for the measurements on Cram).

// errStop unwinds a worker whose test was decided by another.
var errStop = errors.New("decomp: test decided")

// A team is the workers of a search and what they share.
type team[P any] struct {
	coord *search[P] // the search that owns the team; it saves and reports
	ws    []*search[P]
	stop  atomic.Bool // the running test is decided
	mu    sync.Mutex  // held to save the table and to report progress
	// The running test: n options, done of them answered; each worker's
	// fraction of its own option done, in millionths.
	n     int
	done  atomic.Int64
	inner []atomic.Int64
	nodes []atomic.Int64 // each worker's nodes, for the saved manifest
	// busy counts the workers searching the components of each counter
	// (busy.go); job is the option (an index into the test's list) each
	// worker searches, -1 for none, and abandon tells a worker that
	// another answered it.
	busy    []atomic.Int32
	job     []atomic.Int64
	abandon []atomic.Bool
}

func newTeam[P any](s *search[P], n int) *team[P] {
	t := &team[P]{coord: s, inner: make([]atomic.Int64, n), nodes: make([]atomic.Int64, n),
		busy: make([]atomic.Int32, 1<<busyBits), job: make([]atomic.Int64, n), abandon: make([]atomic.Bool, n)}
	for i := range n {
		w := &search[P]{ctx: s.ctx, g: s.g, sizer: s.sizer, bounder: s.bounder, knower: s.knower,
			tt: s.tt, opt: s.opt, start: s.start, team: t, wid: i, buf: make([]byte, s.tt.bsize)}
		w.opt.Progress = nil
		t.ws = append(t.ws, w)
	}
	return t
}

// testRoot asks each option of fr.cands, the options of the root
// component expanded in fr whose values are not known, whether its
// nimber is k, sharing them out among the workers, and reports whether
// one has. It removes from fr.cands the options that answered with
// their nimber and adds those nimbers (below 64) to *skip, as the
// sequential loop of rootNimber does.
func (s *search[P]) testRoot(fr *frame[P], k int, skip *uint64) bool {
	t := s.pool
	n := len(fr.cands)
	// res[i] is option i's answer, -2 when it was not asked (the test
	// was decided first). A worker searches a copy of the option's
	// components, so the option is left as it was (not reduced to its
	// largest component as in the sequential loop): a later test folds
	// the others in again, their nimbers then in the table.
	res := make([]int, n)
	for i := range res {
		res[i] = -2
	}
	// Options that are the same sum (symmetric images, on a symmetric
	// board) are asked once: two workers would otherwise search the
	// same tree side by side, since equal options sort next to each
	// other. rep[i] is the first option equal to option i; todo lists
	// the first ones.
	rep := make([]int, n)
	todo := make([]int, 0, n)
	seen := make(map[string]int, n)
	var key, ck []byte
	var parts []string
	for i, cd := range fr.cands {
		parts = parts[:0]
		for _, c := range fr.comps[cd.from:cd.to] {
			ck = s.g.AppendKey(ck[:0], c)
			parts = append(parts, string(ck))
		}
		slices.Sort(parts)
		key = binary.AppendUvarint(key[:0], uint64(cd.x))
		for _, p := range parts {
			key = binary.AppendUvarint(key, uint64(len(p)))
			key = append(key, p...)
		}
		if j, ok := seen[string(key)]; ok {
			rep[i] = j
			continue
		}
		seen[string(key)] = i
		rep[i] = i
		todo = append(todo, i)
	}
	n = len(todo)
	t.stop.Store(false)
	t.n = len(todo)
	t.done.Store(0)
	var next atomic.Int64
	// answered[j] is set by the worker that answers option todo[j] first:
	// with helping (below) two workers may search one option.
	answered := make([]atomic.Bool, n)
	errs := make([]error, len(t.ws))
	for wi := range t.ws {
		t.job[wi].Store(-1)
		t.abandon[wi].Store(false)
	}
	var wg sync.WaitGroup
	for wi, w := range t.ws {
		t.inner[wi].Store(0)
		wg.Go(func() {
			defer t.job[wi].Store(-1)
			// ask searches option todo[j]; it reports false when the
			// worker must stop (the test decided, or an error).
			ask := func(j int) (ok bool) {
				defer func() {
					if r := recover(); r != nil {
						a, isAbort := r.(abort)
						if !isAbort {
							panic(r)
						}
						w.releaseHeld()
						switch a.err {
						case errAbandon:
							w.abandons++
							ok = true
						case errStop:
							ok = false
						default:
							errs[wi] = a.err
							t.stop.Store(true)
							ok = false
						}
					}
				}()
				i := todo[j]
				cd := fr.cands[i]
				wf := w.frame(0)
				wf.comps = append(wf.comps[:0], fr.comps[cd.from:cd.to]...)
				c := cand{from: 0, to: int32(len(wf.comps)), x: cd.x}
				v := w.optionInSet(wf, &c, 1<<k, 1)
				if answered[j].CompareAndSwap(false, true) {
					res[i] = v
					t.done.Add(1)
					for wj := range t.ws {
						if wj != wi && t.job[wj].Load() == int64(j) {
							t.abandon[wj].Store(true)
						}
					}
					if v == k {
						t.stop.Store(true)
					}
				}
				t.inner[wi].Store(0)
				return true
			}
			for !t.stop.Load() {
				j := int(next.Add(1) - 1)
				if j >= n {
					// No option left to take: help a worker with its
					// option (ABDADA, busy.go), until none is in flight.
					j = -1
					for wj := range t.ws {
						if o := t.job[wj].Load(); wj != wi && o >= 0 && !answered[o].Load() {
							j = int(o)
							break
						}
					}
					if j < 0 {
						return
					}
					w.helps++
				}
				// An abandon meant for this worker's previous option
				// can arrive late: the option is then asked again
				// (what the first search stored stays in the table).
				for !answered[j].Load() && !t.stop.Load() {
					t.abandon[wi].Store(false)
					t.job[wi].Store(int64(j))
					if answered[j].Load() {
						break // answered before this worker's job was seen
					}
					if !ask(j) {
						return
					}
				}
				t.job[wi].Store(-1)
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		panic(abort{err})
	}
	found := false
	keep := fr.cands[:0]
	for i, cd := range fr.cands {
		switch v := res[rep[i]]; {
		case v < 0:
			keep = append(keep, cd)
		case v == k:
			found = true
		case v < 64:
			*skip |= 1 << v
		}
	}
	fr.cands = keep
	return found
}

// tick is the tick of a worker w: it unwinds w when the test is decided
// or the search cancelled, saves the table (holding every bucket's lock,
// so the other workers wait) when a save is due, and reports progress.
func (t *team[P]) tick(w *search[P]) {
	if t.stop.Load() {
		panic(abort{errStop})
	}
	if t.abandon[w.wid].Load() {
		panic(abort{errAbandon})
	}
	if err := w.ctx.Err(); err != nil {
		panic(abort{err})
	}
	t.nodes[w.wid].Store(w.nodes)
	f, _, _ := w.inner()
	t.inner[w.wid].Store(int64(f * 1e6))
	c := t.coord
	if c.store == nil && !c.reports() {
		return
	}
	if !t.mu.TryLock() {
		return // another worker is saving or reporting
	}
	defer t.mu.Unlock()
	now := time.Now()
	if c.store != nil && now.After(c.next) {
		st := c.ownStats()
		for i := range t.nodes {
			st.Nodes += t.nodes[i].Load()
		}
		unlock := c.tt.lockAll()
		_ = c.store.save(c.tt, st) // a failed save leaves the last one whole: tried again later
		unlock()
		c.next = c.store.nextSave()
	}
	if c.reports() && now.After(c.report) {
		c.report = now.Add(reportEvery)
		done := t.done.Load()
		f := float64(done)
		for i := range t.inner {
			f += float64(t.inner[i].Load()) / 1e6
		}
		c.reportProgress(math.Min(f/float64(max(t.n, 1)), 1), int(done), t.n, c.allNodes())
	}
}

// rootIsPSum reports whether the sum of comps is a P-position, as
// isPSum(comps, 0, 0), with the workers of a search of several: the
// nimbers of the components but the largest are found by rootNimber,
// and the largest, when they nim-sum to 0, is a P-position exactly when
// none of its options has nimber 0, a test the workers share out.
func (s *search[P]) rootIsPSum(comps []P) bool {
	if s.pool == nil {
		return s.isPSum(comps, 0, 0)
	}
	rest, k := s.foldKnown(comps, 0, 0)
	if len(rest) == 0 {
		return k == 0
	}
	s.largestFirst(rest)
	for _, c := range rest[1:] {
		k ^= s.rootNimber(c)
	}
	if k != 0 {
		return s.rootNimber(rest[0]) == k
	}
	c := rest[0]
	fr := s.frame(0)
	s.nodes++
	s.tick()
	s.expand(c, fr)
	isP := !slices.Contains(fr.known, 0)
	if isP {
		var skip uint64
		isP = !s.testRoot(fr, 0, &skip)
	}
	fr.key = s.g.AppendKey(fr.key[:0], c)
	if isP {
		s.put(fr.key, entry{exact: 0, ub: 0, work: 63})
	} else {
		s.put(fr.key, entry{exact: -1, ub: -1, not: 1, work: 63})
	}
	return isP
}
