package decomp

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// Options tune a search; a nil *Options means the defaults.
type Options struct {
	// TTMem is the memory of the transposition table in bytes
	// (when 0, DefaultTTMem, or the memory limit of ctx when that is
	// lower and at least MinTTMem; at least MinTTMem: a smaller one is an
	// error wrapping ErrBadOption).
	TTMem int64
	// Dir, when not empty, is a directory where the table is saved
	// (at the end, when ctx is cancelled, and every SaveEvery) and from
	// which it is resumed. The directory's manifest names the game and
	// the position: a directory of another search is refused. It may be
	// resumed with another TTMem: a table of fewer slots than the saved
	// entries is refused (ErrTableSmall); one of another size keeps the
	// entries that fit its buckets (Stats.Resumed) and drops the others
	// (Stats.ResumeDropped), which the next save no longer holds; the
	// saved TTMem keeps them all (OnResume is told of both, and may
	// refuse the resume, before anything is written to Dir). A directory
	// that cannot be created or written is refused before the search
	// (ErrDirUnusable).
	Dir string
	// OnResume, when not nil and Dir holds a saved table, is called once
	// that table is read back into this search's, before the search and
	// before anything is written to Dir (on every path: a search stopped
	// early saves what the resume kept), with what the resume kept and
	// dropped and the sizes of the two tables (Resume). An error it
	// returns ends the search with that error, Dir left as it was: a
	// caller refuses this way a resume that would lose entries.
	OnResume func(Resume) error
	// Name names the game in the saved manifest (e.g. "cram").
	Name string
	// SaveEvery is the interval between saves of the table to Dir
	// (5 minutes when 0), from the end of one to the start of the next.
	// It is at least 9 times the last save's duration, so that periodic
	// saves take at most about a tenth of the search's time (a table of
	// gigabytes takes a minute to save; a SaveEvery shorter than that
	// would leave no time to search).
	SaveEvery time.Duration
	// AbandonSave, when not nil, is closed to abandon the save to Dir in
	// progress, and any later one: its temporary file is removed, Dir
	// keeps its last whole save (or stays without a table), and the
	// search returns an error wrapping ErrNotSaved and ErrSaveAbandoned.
	// A command line closes it when the user insists on leaving while
	// the table is being saved (a save of gigabytes takes minutes).
	AbandonSave <-chan struct{}
	// Progress, when not nil, is called every 200 ms or so with how far
	// the search has got, in millionths, one fraction over the whole
	// search that never goes back. A test "does the root have nimber
	// k?" counts by how far it has got through the options of the two
	// outermost searched levels. Outcome makes one such test. Nimber
	// makes one for each k = 0, 1, … until one succeeds, at most B+1
	// where B bounds the root's nimber (Bounder, and the number of its
	// options): test k covers the part [k, k+1)/(B+1) of the fraction,
	// and the fraction jumps to the end when the nimber is found. So it
	// is a lower bound of the progress. It counts options, not their
	// work, which differs by orders of magnitude from option to option,
	// so a time left from its rate is no bound either way (after a
	// resume, whose first options are answered from the table, it is far
	// too short); Status gives the test running, its options and the
	// nodes. A root of several components gives each an equal part.
	Progress gamelib.Progress
	// ReadProgress (named as checkpoint.Options.ReadProgress), when not
	// nil and Dir holds a saved table, is called as the table is read
	// back, with the slots of its file read so far and their number
	// (every 2^20 slots and at the end): a table of gigabytes takes
	// minutes. The context is checked as often; a cancelled read returns
	// its error and leaves Dir as it was.
	ReadProgress gamelib.Progress
	// Status, when not nil, is called as often as Progress with a
	// fuller account of where the search is (Status): the root's test
	// running, its options answered and the nodes searched. The fraction
	// of Progress counts options, not work, so it says little of the time
	// left of a long search; Status gives what a time left for the test
	// running can be estimated from (the CLI's progress line does).
	Status func(Status)
	// Table, when not nil, is the transposition table of the search,
	// kept across searches (NewTable) instead of one of TTMem bytes made
	// for this search; it cannot be saved (Dir).
	Table *Table
	// Workers is the number of goroutines that search at once (1 when
	// 0): the options of the root are shared out among them, and they
	// share the table (see parallel.go). The nimber and the outcome do
	// not depend on it; the statistics (Nodes, Stores, …) do, and vary
	// from run to run when Workers > 1. Each worker holds at least
	// workerBytes, checked against the memory limit (an error wrapping
	// gamelib.ErrTooLarge); more workers than cores only wait on one
	// another.
	Workers int
}

// workerBytes is the least memory a worker of a search holds once it
// searches: its goroutine's stack (8 KiB at least), its scratch bucket,
// and its frames of options, components and keys, one a level of the
// search (some tens of levels on a large board). Options.Workers is
// checked against the memory limit at this much each.
const workerBytes = 64 << 10

// SequenceTTMem is the table memory of each search of a sequence of
// positions (a family's graphs, searched one after another) whose Options
// set none: a table of DefaultTTMem would be allocated and cleared for
// each, and the small positions that begin a sequence need little.
const SequenceTTMem = 32 << 20

// SequenceOptions returns a copy of opt (nil: the zero Options) with
// TTMem set to SequenceTTMem, or the memory limit of ctx when that is
// lower, when opt sets none: the options of each search of a sequence.
func SequenceOptions(ctx context.Context, opt *Options) *Options {
	o := Options{}
	if opt != nil {
		o = *opt
	}
	if o.TTMem == 0 {
		if ctx == nil {
			ctx = context.Background()
		}
		o.TTMem = fitTTMem(SequenceTTMem, gamelib.LimitsFrom(ctx))
	}
	return &o
}

// A Resume is what reading back a saved table (Options.Dir) kept, told
// to Options.OnResume before the search.
type Resume struct {
	// Kept and Dropped are Stats.Resumed and Stats.ResumeDropped: the
	// saved entries kept and those whose buckets in this table overflowed
	// (none when the table has the size it was saved from).
	Kept, Dropped int64
	// SavedTableBytes is the memory of the table the entries were saved
	// from (what Options.TTMem gave; the same TTMem keeps every entry),
	// 0 when the manifest does not record it (saved by a version of
	// before 6 December 2026, 23:00 UTC, such as a long search started
	// by one, which still saves without it); TableBytes is this
	// search's table's.
	SavedTableBytes, TableBytes int64
}

// A Status is where a running search is (Options.Status). A search is a
// sequence of tests at the root: Nimber tests k = 0, 1, … ("has the
// component an option of nimber k?") until one fails, and Outcome makes
// one test. A test asks each of the root's options still unknown.
type Status struct {
	// Fraction is the fraction of Options.Progress, in [0, 1]: test k
	// covers [k, k+1)/Tests of it, so it is a lower bound of the
	// progress, and jumps to 1 when the nimber is found.
	Fraction float64
	// Part is the root's component searched (from 0), of Parts
	// (OptionNimbers: the components of all the options, in turn;
	// OptionOutcomes: the options).
	Part, Parts int
	// Move is, for OptionNimbers and OptionOutcomes, the root's option
	// searched (from 0, in the order of Game.Options), of Moves; Moves
	// is 0 for Nimber and Outcome. MovesFraction is how far the moves
	// have got, in [0, 1]: Move plus the fraction of the move in hand
	// (of its components' tests when its nimber is asked, each test an
	// equal part as in Fraction), over Moves; it never goes back.
	Move, Moves   int
	MovesFraction float64
	// K is the test running ("nimber K?"), Tests the number of tests at
	// most (the bound on the component's nimber, plus one; 0 before the
	// first test begins). Outcome has K = 0 and Tests = 1.
	K, Tests int
	// Done of Options: the options of the test answered, and how many it
	// asks (options known to be equal are asked once with several
	// workers).
	Done, Options int
	// TestFraction is how far the test has got, in [0, 1]: Done plus the
	// fraction of each option in flight searched (by the options of its
	// two outermost searched levels), over Options. Options differ in
	// cost by orders of magnitude, so a time left from it is an estimate.
	TestFraction float64
	// Nodes is the number of nodes searched so far in this run (every
	// worker's; not those of a resumed table's earlier runs).
	Nodes int64
	// Label names the search among several that report to one Status
	// function, set by the caller that runs them (a family's values:
	// "grid:6, n = 9 (of 0…10)", graphsearch.Values); the engine leaves
	// it empty.
	Label string
}

// Stats describe a finished (or cancelled) search.
type Stats struct {
	// Nodes is the number of components whose options were searched.
	Nodes int64
	// Lookups and Hits count transposition-table lookups and the ones
	// that found the key.
	Lookups, Hits int64
	// Stores counts this search's writes to the table, Evictions the
	// writes that replaced another entry in a full bucket.
	Stores, Evictions int64
	// Entries is the number of entries in the table at the end (with
	// Options.Table, those of every search that used it), of Capacity
	// slots; TableBytes is the table's memory.
	Entries, Capacity, TableBytes int64
	// Resumed is the number of entries loaded from Options.Dir and
	// kept in the table; ResumeDropped the number of the saved entries
	// that were not kept. A table of the size the entries were saved at
	// keeps them all; one of another size (more or less memory, --tt-mem)
	// puts them in other buckets, and a bucket that receives more than
	// its slots keeps those of most work and drops the others, even in a
	// table of twice their number of slots (a few percent; see
	// ErrTableSmall for a table of fewer slots than them). Dropped
	// entries are not in the next save: their facts are recomputed when
	// needed, never wrong, but the hours that found them are lost. Their
	// sum is the entries the directory held.
	Resumed, ResumeDropped int64
	// Reclaimed is the number of bytes of the ReclaimedFiles stale
	// files removed from Options.Dir when the search opened it: the
	// temporary files of a save cut short (a crash, a kill -9) and slots
	// files its manifest does not name (a crash between a save's slots
	// and its manifest, or before the older slots were removed).
	Reclaimed, ReclaimedFiles int64
	// Helps, Abandons and Deferrals count the workers' cooperation
	// (busy.go; zero with one worker): options a worker joined when it
	// had none left, searches abandoned because another worker answered
	// the option first, and options asked last because another worker
	// was searching their largest component.
	Helps, Abandons, Deferrals int64
	// Elapsed is the wall time of the search.
	Elapsed time.Duration
}

// Nimber returns the nimber (Grundy value) of p: the nim-sum of the
// nimbers of its components, each found by the search of Beling and
// Rogalski ("On pruning search trees of impartial games", AI 283, 2020;
// see br.go): the component's options are asked, for k = 0, 1, … in
// turn, whether their nimber is k (an option that answers with its
// nimber leaves the list), and the first k no option has is the nimber
// (Lemoine and Viennot, "Nimbers are inevitable", TCS 462, 2012). An
// option asks its own options for sets of nimbers, so that exact
// nimbers are found and kept. An option's value is again a sum: the
// nimbers of all its components but the largest are computed and
// folded in, and the largest is only asked for a set. Facts learned
// about a component (its nimber, nimbers it does not have) go to a
// transposition table of fixed memory keyed by the canonical key, so a
// component met again (or a symmetric image of it) is not searched
// again. An upper bound on nimbers (Bounder) trims the sets asked.
//
// The cost is exponential in the size of p in the worst case; it is
// bounded by the number of distinct components reachable from p times
// their options and the nimbers tested. Nimber fails with ctx's error
// when ctx is done (saving the table first when opt.Dir is set), and with
// an error wrapping gamelib.ErrTooLarge when the table does not fit the
// memory limit of ctx.
func Nimber[P any](ctx context.Context, g Game[P], p P, opt *Options) (int, Stats, error) {
	s, err := newSearch(ctx, g, p, opt)
	if err != nil {
		return 0, Stats{}, err
	}
	v := 0
	err = s.run(func() {
		comps := g.Components(p, nil)
		s.parts = len(comps)
		s.tick()
		for i, c := range comps {
			s.part, s.k, s.tests = i, 0, 0 // no test yet
			v ^= s.rootNimber(c)
		}
		s.reportDone()
	})
	return v, s.stats(), err
}

// Outcome returns the outcome class of p: P when p's nimber is 0. It
// searches p + *0 as Nimber does, but stops at the first winning move,
// and computes no nimber of the largest component of each sum met: it
// is cheaper than Nimber, often by far. Costs and errors are those of
// Nimber.
func Outcome[P any](ctx context.Context, g Game[P], p P, opt *Options) (gamelib.Outcome, Stats, error) {
	s, err := newSearch(ctx, g, p, opt)
	if err != nil {
		return 0, Stats{}, err
	}
	o := gamelib.N
	s.parts, s.tests = 1, 1
	err = s.run(func() {
		s.tick()
		if s.rootIsPSum(g.Components(p, nil)) {
			o = gamelib.P
		}
		s.reportDone()
	})
	return o, s.stats(), err
}

type search[P any] struct {
	ctx     context.Context
	g       Game[P]
	sizer   Sizer[P]
	bounder Bounder[P]
	knower  Knower[P]
	tt      *table
	// kept is Options.Table when the search uses it (tt is its table);
	// stores0 and evicts0 are its counts when the search began.
	kept             *Table
	stores0, evicts0 int64
	opt              Options
	store            *store
	frames           []*frame[P]
	counts                 // this search's (or worker's) own counts
	resumed          int64 // Stats.Resumed
	resumeDropped    int64 // Stats.ResumeDropped
	start            time.Time
	next             time.Time // next save (store.nextSave after each)
	report           time.Time // next progress report
	// The root's test now running: component part of parts, test k of
	// at most tests (see Options.Progress).
	part, parts, k, tests int
	lastProg              int64 // the last fraction reported, in millionths
	// The option of the root searched, of moves, by OptionNimbers and
	// OptionOutcomes; its components are parts [movePart, movePart+moveParts).
	move, moves, movePart, moveParts int
	lastMoves                        float64 // the last MovesFraction reported
	// pool, for a search of several workers, are the workers that test
	// the root's options; team, for a worker, is the pool it is one of.
	pool, team *team[P]
	wid        int     // a worker's index in its team
	buf        []byte  // scratch for a bucket of a shared table (shared.go)
	sink       byte    // what table.touch read
	held       []int32 // the busy counters this worker holds (busy.go)
}

type frame[P any] struct {
	key      []byte
	opts     []P
	comps    []P // the unknown components of the options, option after option
	rest     []P
	cands    []cand
	ends     []int32 // comps[ends[i-1]:ends[i]] are the components of option i
	known    []int32 // the nimbers of the options whose components are all known
	keys     []byte  // the keys of the comps the game does not know (gv < 0), in order, the j-th at keys[koff[j]:koff[j+1]]
	koff     []int32
	boff     []int   // the offsets of the keys' buckets in the table
	gv       []int32 // the nimbers the game knows of comps, -1 where it does not
	i, n     int     // progress through cands
	expanded int     // the options of opts expanded so far (expandNext)
}

// A cand is an option whose value is not known: its unknown components
// are comps[from:to], and x is the nim-sum of its known ones, so the
// option's nimber is x ⊕ (the nim-sum of comps[from:to]).
type cand struct {
	from, to int32
	x        int32
	cost     int32 // the size of the unknown components: searched cheapest first
	busy     int32 // the busy counter of the largest unknown component (busy.go), -1: none
	asked    bool  // answered in this node (a deferred option is asked in a second pass)
}

// abort unwinds the search when ctx is done.
type abort struct{ err error }

// errNilGame is the error of a search given no Game.
var errNilGame = errors.New("decomp: nil Game")

func newSearch[P any](ctx context.Context, g Game[P], p P, opt *Options) (*search[P], error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if g == nil {
		return nil, errNilGame
	}
	s := &search[P]{ctx: ctx, g: g, start: time.Now()}
	if opt != nil {
		s.opt = *opt
	}
	if err := s.opt.check(); err != nil {
		return nil, err
	}
	if s.opt.TTMem == 0 {
		s.opt.TTMem = defaultTTMem(gamelib.LimitsFrom(ctx))
	}
	if s.opt.SaveEvery == 0 {
		s.opt.SaveEvery = 5 * time.Minute
	}
	if s.opt.Workers > 1 {
		if err := gamelib.LimitsFrom(ctx).CheckMemory("search workers", int64(s.opt.Workers), workerBytes); err != nil {
			return nil, err
		}
	}
	s.sizer, _ = g.(Sizer[P])
	s.bounder, _ = g.(Bounder[P])
	s.knower, _ = g.(Knower[P])
	keyLen := gameKeyLen(g)
	var err error
	if kept := s.opt.Table; kept != nil {
		if err := kept.acquire(g, keyLen, &s.opt); err != nil {
			return nil, err
		}
		s.kept, s.tt = kept, kept.tt
		s.stores0, s.evicts0 = s.tt.stores.Load(), s.tt.evicts.Load()
		return s.ready(), nil
	}
	if s.opt.Dir != "" {
		var keys string
		if ks, ok := g.(KeySchemer); ok {
			keys = ks.KeyScheme()
		}
		s.store, err = openStore(s.opt.Dir, s.opt.Name, keys, g.AppendKey(nil, p))
		if err != nil {
			return nil, err
		}
		s.store.abandon = s.opt.AbandonSave
		// The saves set the interval to the next periodic one
		// (store.nextSave, which the coordinator of several workers
		// reads too: parallel.go).
		s.store.every, s.store.gap = s.opt.SaveEvery, s.opt.SaveEvery
	}
	s.tt, err = newTable(s.opt.TTMem, keyLen, gamelib.LimitsFrom(ctx))
	if err != nil {
		return nil, err
	}
	if s.store != nil {
		kept, dropped, err := s.store.load(ctx, s.tt, s.opt.ReadProgress)
		if err != nil {
			return nil, err
		}
		s.resumed, s.resumeDropped = kept, dropped
		if s.opt.OnResume != nil && s.store.have {
			// Before clean and the first save: a refusal changes nothing.
			if err := s.opt.OnResume(Resume{Kept: kept, Dropped: dropped, SavedTableBytes: s.store.m.TableBytes, TableBytes: s.tt.bytes()}); err != nil {
				return nil, err
			}
		}
		s.store.clean()
	}
	return s.ready(), nil
}

// ready finishes a search whose table is set: the first save's time, the
// scratch bucket, and its workers when it has several.
func (s *search[P]) ready() *search[P] {
	s.next = s.start.Add(s.opt.SaveEvery)
	s.buf = make([]byte, s.tt.bsize)
	if s.opt.Workers > 1 {
		s.tt.share()
		s.pool = newTeam(s, s.opt.Workers)
	}
	return s
}

// run runs f, turning an abort into its error and saving the table. A
// kept table (Options.Table) is given back however f ends, a panic (a
// game's bug) included: what it holds are facts already stored, each
// whole, so later searches may go on using it.
func (s *search[P]) run(f func()) (err error) {
	if s.kept != nil {
		defer s.kept.release()
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				a, ok := r.(abort)
				if !ok {
					panic(r)
				}
				err = a.err
			}
		}()
		f()
	}()
	if s.store != nil {
		if serr := s.store.save(s.tt, s.stats()); serr != nil {
			err = errors.Join(err, fmt.Errorf("%w: %w", ErrNotSaved, serr))
		}
	}
	return err
}

// stats are the statistics of the search, its workers' included (when
// they are not running).
func (s *search[P]) stats() Stats {
	c := s.counts
	if s.pool != nil {
		for _, w := range s.pool.ws {
			c.add(w.counts)
		}
	}
	return s.statsOf(c)
}

// ownStats are the statistics of s alone, with the table's.
func (s *search[P]) ownStats() Stats { return s.statsOf(s.counts) }

// statsOf are the statistics with the counts c and the table's.
func (s *search[P]) statsOf(c counts) Stats {
	return Stats{Nodes: c.nodes, Lookups: c.lookups, Hits: c.hits, Stores: s.tt.stores.Load() - s.stores0,
		Evictions: s.tt.evicts.Load() - s.evicts0, Entries: s.tt.used.Load(), Capacity: s.tt.capacity(),
		TableBytes: s.tt.bytes(), Resumed: s.resumed, ResumeDropped: s.resumeDropped, Reclaimed: s.reclaimed(), ReclaimedFiles: s.reclaimedFiles(), Helps: c.helps, Abandons: c.abandons,
		Deferrals: c.deferrals, Elapsed: time.Since(s.start)}
}

// reclaimed and reclaimedFiles are the bytes and files of the stale
// files removed from Options.Dir (Stats.Reclaimed).
func (s *search[P]) reclaimed() int64 {
	if s.store == nil {
		return 0
	}
	return s.store.reclaimed
}

func (s *search[P]) reclaimedFiles() int64 {
	if s.store == nil {
		return 0
	}
	return s.store.removed
}

// counts are what one search or worker counts as it goes (see Stats).
type counts struct {
	nodes, lookups, hits       int64
	helps, abandons, deferrals int64 // a worker's cooperation events
}

// add adds o's counts to c's.
func (c *counts) add(o counts) {
	c.nodes += o.nodes
	c.lookups += o.lookups
	c.hits += o.hits
	c.helps += o.helps
	c.abandons += o.abandons
	c.deferrals += o.deferrals
}

func (s *search[P]) frame(d int) *frame[P] {
	for len(s.frames) <= d {
		s.frames = append(s.frames, &frame[P]{})
	}
	return s.frames[d]
}

// tickMask sets how often a search ticks: every tickMask+1 nodes, a
// power of two (tests set it to 0, to tick at every node).
var tickMask int64 = 1023

// reportEvery is the interval between progress reports (tests set it to
// 0, to report at every tick).
var reportEvery = 200 * time.Millisecond

// tick runs every 1024 nodes: cancellation, periodic saves, progress.
func (s *search[P]) tick() {
	if s.team != nil {
		s.team.tick(s)
		return
	}
	if err := s.ctx.Err(); err != nil {
		panic(abort{err})
	}
	now := time.Now()
	if s.store != nil && now.After(s.next) {
		// A failed save (a full disk) leaves the last one whole: the
		// search goes on and tries again at the next interval.
		_ = s.store.save(s.tt, s.stats())
		s.next = s.store.nextSave() // from the save's end, at least 9 times its duration
		now = time.Now()
	}
	if s.reports() && now.After(s.report) {
		s.report = now.Add(reportEvery)
		f, done, n := s.inner()
		s.reportProgress(f, done, n, s.allNodes())
	}
}

// allNodes is the number of nodes searched so far by s and, when it
// coordinates workers, by them (as their last ticks published).
func (s *search[P]) allNodes() int64 {
	n := s.nodes
	if s.pool != nil {
		for i := range s.pool.nodes {
			n += s.pool.nodes[i].Load()
		}
	}
	return n
}

// reports reports whether the search reports its progress.
func (s *search[P]) reports() bool { return s.opt.Progress != nil || s.opt.Status != nil }

// inner is how far the search has got through the options of the two
// outermost levels of its frames that are searching options, in [0, 1),
// and, of the outermost (the root's test), the options done and their
// number.
func (s *search[P]) inner() (f float64, done, n int) {
	scale := 1.0
	levels := 0
	for _, fr := range s.frames {
		if fr.n == 0 {
			continue
		}
		if levels++; levels > 2 {
			break
		}
		if levels == 1 {
			done, n = min(fr.i, fr.n), fr.n
		}
		scale /= float64(fr.n)
		f += float64(min(fr.i, fr.n-1)) * scale
	}
	return f, done, n
}

// reportProgress reports the fraction tf of the root's test now running
// done, as a fraction of the whole search (Options.Progress), and the
// status (Options.Status) with done of n options of the test answered
// and nodes searched.
func (s *search[P]) reportProgress(tf float64, done, n int, nodes int64) {
	f := tf
	if s.tests > 0 {
		f = (float64(min(s.k, s.tests-1)) + f) / float64(s.tests)
	}
	if s.parts > 0 {
		f = (float64(s.part) + f) / float64(s.parts)
	}
	s.lastProg = max(s.lastProg, int64(f*1e6))
	if s.opt.Progress != nil {
		s.opt.Progress(s.lastProg, 1e6)
	}
	if s.opt.Status != nil {
		st := Status{Fraction: float64(s.lastProg) / 1e6, Part: s.part, Parts: s.parts, K: s.k, Tests: s.tests,
			Done: done, Options: n, TestFraction: tf, Nodes: nodes, Move: s.move, Moves: s.moves}
		if s.moves > 0 {
			mf := tf // the fraction of the move in hand
			if s.tests > 0 {
				mf = (float64(min(s.k, s.tests-1)) + mf) / float64(s.tests)
			}
			if s.moveParts > 0 {
				mf = (float64(s.part-s.movePart) + mf) / float64(s.moveParts)
			}
			// A move's components are tested in turn, each test
			// numbered afresh: the fraction reported never goes back.
			s.lastMoves = max(s.lastMoves, min((float64(s.move)+min(mf, 1))/float64(s.moves), 1))
			st.MovesFraction = s.lastMoves
		}
		s.opt.Status(st)
	}
}

// reportDone reports the end of the search: the fraction 1.
func (s *search[P]) reportDone() {
	if s.opt.Progress != nil {
		s.opt.Progress(1e6, 1e6)
	}
	if s.opt.Status != nil {
		st := s.stats()
		s.opt.Status(Status{Fraction: 1, Part: max(s.parts-1, 0), Parts: s.parts, K: s.k, Tests: s.tests,
			TestFraction: 1, Nodes: st.Nodes, Move: max(s.moves-1, 0), Moves: s.moves, MovesFraction: min(float64(s.moves), 1)})
	}
}

// known returns c's nimber when the game or the table knows it.
func (s *search[P]) known(c P, key []byte) (int, bool) {
	e, _ := s.knownEntry(c, key)
	return e.exact, e.exact >= 0
}

// knownEntry returns what the game or the table knows of c, and the
// offset of key's bucket (-1 when the game knows c or key is too long
// for the table).
func (s *search[P]) knownEntry(c P, key []byte) (entry, int) {
	if s.knower != nil {
		if v, ok := s.knower.KnownNimber(c); ok {
			return entry{exact: v, ub: v}, -1
		}
	}
	off := -1
	if len(key) <= s.tt.keyLen {
		off = s.tt.bucket(key)
	}
	return s.tableEntryAt(key, off), off
}

// tableEntryAt returns what the table knows of the key whose bucket
// starts at off (as table.touch gave it).
func (s *search[P]) tableEntryAt(key []byte, off int) entry {
	s.lookups++
	e, ok := s.tt.getAt(off, key, s.buf)
	if ok {
		s.hits++
	}
	return e
}

func (s *search[P]) size(c P) int {
	if s.sizer != nil {
		return s.sizer.Size(c)
	}
	return 0
}
