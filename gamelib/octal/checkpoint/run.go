package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// A Game is a game the rare/common solver computes: *octal.Code and
// octal.GrundysGame() (the code 4!.0).
type Game interface {
	String() string
	NewSolver() *octal.Solver
	ResumeSolverFrom(ctx context.Context, heaps, room int, each func(yield func(piece []uint16) error) error) (*octal.Solver, error)
}

// Options tune Run. The zero value is usable.
type Options struct {
	// ChunkHeaps is the number of heaps of a chunk file (2^24 when 0).
	ChunkHeaps int64
	// Every is the time between two saves (one minute when 0); a save
	// also happens at the end and when ctx is cancelled.
	Every time.Duration
	// Workers is the solver's number of goroutines (its default when 0).
	Workers int
	// Progress reports the heaps computed by this run against those it
	// has to compute (the heaps resumed left out, so that a display's rate
	// and time left are this run's).
	Progress gamelib.Progress
	// ReadProgress reports how far a run that resumes has got in reading
	// the values back (a chunk at a time, checking each) and rebuilding
	// the solver's tables from them, which takes minutes at 2^32 heaps of
	// Grundy's game: in heaps, the reading counted as two thirds of the
	// work and the rebuilding (one pass over the values, O(heaps)) as the
	// last third, reported when it is done.
	ReadProgress gamelib.Progress
}

// A Result says what Run did.
type Result struct {
	Game      string
	N         int64 // values g(0 … N) are stored
	Resumed   int64 // heaps read back from the directory
	Computed  int64 // heaps computed by this run
	Bytes     int64 // bytes of the chunk files
	Split     *SplitState
	Period    *PeriodState
	Completed bool // false when ctx was cancelled
}

// BytesPerHeap is Bytes divided by the heaps stored.
func (r Result) BytesPerHeap() float64 { return float64(r.Bytes) / float64(r.N+1) }

// Run computes the values of game up to g(n) in the checkpoint directory
// dir: it resumes from the values stored there (checking every chunk;
// another game's directory or a corrupt chunk is an error and nothing is
// written), checks what the manifest claims against the values (see
// verify: the first heaps recomputed, a certified period re-derived, never
// read back on trust), computes the rest, and saves every opt.Every and at
// the end. Memory is checked under ctx's limits (gamelib.LimitsFrom).
// When ctx is cancelled it saves what it computed and returns the result
// with Completed false and ctx's error. For a code, the least period the
// periodicity theorem proves from the values is searched for at every
// doubling of the heaps stored and at the end, and stored in the manifest
// (Result.Period) once found. The values are those of a run
// without interruption: the solver resumed from its values gives the same
// values as the solver that computed them. When n is below the heaps
// stored, nothing is computed and the stored values stay as they are.
func Run(ctx context.Context, dir string, game Game, n int, opt Options) (Result, error) {
	if game == nil || reflect.ValueOf(game).Kind() == reflect.Pointer && reflect.ValueOf(game).IsNil() {
		return Result{}, errors.New("checkpoint: no game (a nil Game)")
	}
	name := game.String()
	res := Result{Game: name}
	if n < 0 {
		return res, fmt.Errorf("checkpoint: %s: negative heap size n=%d", name, n)
	}
	if opt.ChunkHeaps <= 0 {
		opt.ChunkHeaps = 1 << 24
	}
	if opt.Every <= 0 {
		opt.Every = time.Minute
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if err := gamelib.LimitsFrom(ctx).CheckHeaps("checkpoint: "+name+" values", n, 2); err != nil {
		return res, err
	}
	d, err := Open(dir, name)
	if err != nil {
		return res, err
	}
	var s *octal.Solver
	if d.Heaps() > 0 {
		// Read chunk by chunk into the solver's own form (a byte, or a
		// byte and a bit, a heap while the values are below 512), never
		// all at two bytes a heap.
		readTotal := d.Heaps() + d.Heaps()/2
		each := func(yield func([]uint16) error) error {
			return d.Scan(ctx, func(start int64, g []uint16) error {
				if err := yield(g); err != nil {
					return err
				}
				opt.ReadProgress.Report(start+int64(len(g)), readTotal)
				return nil
			})
		}
		// With room for the values to g(n): extending never copies them.
		if s, err = game.ResumeSolverFrom(ctx, int(d.Heaps()), n, each); err != nil {
			return res, err
		}
		if err := verify(ctx, d, game, s); err != nil {
			return res, err
		}
		res.Resumed = int64(s.Len())
		// The state stored must agree with the values read back.
		if st := d.Manifest().Split; st != nil && st.Mask != 0 {
			sp := octal.Split{Mask: st.Mask, Sigma: st.Sigma, RareClass: st.RareClass}
			if rare := int64(s.CountRare(sp)); rare != st.Rare {
				return res, fmt.Errorf("checkpoint: %s: %w: %d rare heaps under the split stored, manifest says %d", dir, ErrCorrupt, rare, st.Rare)
			}
		}
		opt.ReadProgress.Report(readTotal, readTotal)
	} else {
		s = game.NewSolver()
		if err := s.ReserveContext(ctx, n); err != nil {
			return res, err
		}
	}
	if opt.Workers > 0 {
		s.SetWorkers(opt.Workers)
	}
	// heaps when the period was last searched: a resume does not search
	// the values read back again (manifest's Searched).
	checked := min(max(d.Manifest().Searched, 0), d.Heaps())
	save := func() error {
		heaps := int64(s.Len())
		old := d.Manifest().Period
		per := old
		if (per == nil || !per.Certified) && heaps > checked && (heaps >= 2*checked || s.Len() > n) {
			// The certified search costs O(n): at every doubling and at
			// the end only.
			checked = heaps
			if t, p, needed, ok := s.CertifiedPeriod(); ok {
				per = &PeriodState{Preperiod: int64(t), Period: int64(p), Certified: true, Needed: int64(needed)}
			}
		}
		if heaps == d.Heaps() && d.Heaps() > 0 && per == old && checked <= d.Manifest().Searched {
			return nil
		}
		split, rare := s.Split()
		st := &SplitState{Mask: split.Mask, Sigma: split.Sigma, RareClass: split.RareClass, Rare: int64(rare)}
		res.Split, res.Period = st, per
		read := func(dst []uint16, from, to int64) []uint16 { return s.AppendValues(dst, int(from), int(to)) }
		err := d.SaveValues(heaps, read, opt.ChunkHeaps, st, per, checked)
		// Encoding a chunk leaves garbage of about its file's size
		// (a byte a heap; encodeChunkFrom), and the collector would let
		// it grow to the size of the values (the heap goal is twice what
		// is live): collect it now and give it back, so that the run
		// stays near its values' size. The values hold no pointers, so
		// this costs little beside a save.
		debug.FreeOSMemory()
		return err
	}
	// Compute in steps of about opt.Every; save every opt.Every (not
	// after every step: after a resume the first save came after the
	// first step, whatever --every said), at the end and when ctx is
	// cancelled.
	lastSave := time.Now()
	step := 1 << 16
	for s.Len() <= n {
		target := min(n, s.Len()-1+step)
		t0 := time.Now()
		base := res.Resumed
		err := s.Extend(ctx, target, func(done, _ int64) { opt.Progress.Report(done-base, int64(n)+1-base) })
		if err != nil {
			serr := save()
			res.fill(d, s)
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				return res, errors.Join(err, serr)
			}
			return res, errors.Join(err, serr)
		}
		if el := time.Since(t0); el < opt.Every/2 && step < 1<<28 {
			step *= 2
		} else if el > 2*opt.Every && step > 1<<12 {
			step /= 2
		}
		if time.Since(lastSave) < opt.Every {
			continue
		}
		if err := save(); err != nil {
			res.fill(d, s)
			return res, err
		}
		lastSave = time.Now()
	}
	if err := save(); err != nil {
		return res, err
	}
	res.fill(d, s)
	res.Completed = true
	if total := int64(n) + 1 - res.Resumed; total > 0 {
		opt.Progress.Report(total, total)
	}
	return res, nil
}

func (r *Result) fill(d *Dir, s *octal.Solver) {
	r.N = d.Heaps() - 1
	r.Computed = int64(s.Len()) - r.Resumed
	r.Bytes = d.StoredBytes()
	m := d.Manifest()
	r.Split, r.Period = m.Split, m.Period
}
