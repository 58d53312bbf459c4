package family

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"sync"
	"time"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// A Result is one game of a sweep: either the statistics of a code
// computed to N heaps (or until its period was certified), or, when
// EquivalentTo is set, only the code it is trivially equivalent to.
//
// For a computed code the statistics are those of g(0), …, g(Heaps−1):
// Heaps is CertifyLength(Preperiod, Period, 0) when the period is certified,
// the least number of values that proves it, which depends only on the
// game and not on how the values were computed; otherwise it is N + 1 and
// Observed describes a period seen but not proven (Found false if none).
// Split is the rare/common split the fast solver chooses for those values
// (octal.Code.RareSplit); LastRare is the largest rare heap (0 if none).
// Seconds is the wall time spent on the code; it is the one field that
// differs between two runs.
type Result struct {
	Code string
	N    int

	EquivalentTo string   // the representative, when not computed
	Shift        int      // g(n) = g_EquivalentTo(n − Shift)
	Via          []string // the chain of reductions from Code to EquivalentTo

	Heaps     int
	Certified bool
	Preperiod int // when Certified
	Period    int // when Certified
	Saltus    int // when Certified: g(n + Period) = g(n) + Saltus from Preperiod on (0: periodic)
	Observed  gamelib.Period
	MaxValue  int
	Split     octal.Split
	LastRare  int
	Seconds   float64

	Error string // why the code could not be computed (a value above octal.MaxValue)
}

// Solve computes code c until its period is certified or to n heaps,
// whichever comes first, and returns its Result (Seconds included).
// Values are computed by Code.FindPeriodValues (heap.FindPeriod's search), which stops at the first length
// whose values prove a period; the statistics are read off the values it
// computed last, so nothing is computed twice.
// Errors: n < 0, a value above octal.MaxValue, a table above
// gamelib.MemoryLimit. Solve is SolveContext with context.Background().
func Solve(c *octal.Code, n int, progress gamelib.Progress) (Result, error) {
	return SolveContext(context.Background(), c, n, progress)
}

// SolveContext is Solve under ctx's limits and cancellation (through
// Code.FindPeriodValues).
func SolveContext(ctx context.Context, c *octal.Code, n int, progress gamelib.Progress) (Result, error) {
	start := time.Now()
	if c == nil {
		return Result{}, fmt.Errorf("family: Solve of a nil code")
	}
	if n < 0 {
		return Result{}, fmt.Errorf("family: %s: negative heap size n=%d", c, n)
	}
	res := Result{Code: c.Code(), N: n}
	per, last, err := c.FindPeriodValues(ctx, n, progress)
	if err != nil {
		return Result{}, err
	}
	if per.Certified {
		res.Certified, res.Preperiod, res.Period, res.Saltus = true, per.Preperiod, per.Period, per.Saltus
		res.Heaps = per.Needed
	} else {
		res.Heaps = n + 1
		res.Observed = per
	}
	if len(last) < res.Heaps {
		return Result{}, fmt.Errorf("family: %s: %d values computed, %d needed", c, len(last), res.Heaps)
	}
	g := last[:res.Heaps]
	res.Split = c.RareSplit(g)
	for x, v := range g {
		res.MaxValue = max(res.MaxValue, int(v))
		if x > 0 && res.Split.IsRare(x, int(v)) {
			res.LastRare = x
		}
	}
	res.Seconds = math.Round(time.Since(start).Seconds()*1e6) / 1e6 // to the microsecond
	return res, nil
}

// stepsPerSolved is the least work of Solve(c, n) in gamelib's steps, the
// part that a sweep multiplies by its number of codes: the solver's
// set-up and the period searches, about 10⁶ steps (measured: 4 to 9 ms a
// code for six-digit codes to 100 heaps, on a loaded machine). The values
// themselves are not counted: how many a code needs before its period is
// certified is not known in advance (0.354 needs 2·10⁷, most codes of
// three digits a few thousand), and each code's computation checks its
// own tables and work under the same limits. So `sweep --digits 6 -n 100`
// (14304 codes computed, 1.4·10¹⁰ steps) runs and `make census` is not
// refused, while a family of millions of codes is.
const stepsPerSolved = 1e6

// Sweep computes the entries of a plan (see Family.Plan) to n heaps with
// jobs workers (at least 1) and calls emit with each Result in the order
// of plan: a computed entry's Solve result, or an equivalent entry's
// EquivalentTo, Shift and Via. A code that cannot be computed (a value
// above octal.MaxValue, or work beyond the work limit of ctx: to n heaps
// as octal.Code.CheckValuesWork estimates it, checked before the code's
// first step, or a later length the solver refuses) gets a Result with
// only Error set, and the sweep goes on; a table above
// gamelib.MemoryLimit stops it, since every code would need it.
// progress, if not nil, is called with the entries done out of
// len(plan), in units of 2²⁰ an entry, the entries being computed
// counted by the part of their own search done (octal.Code.FindPeriod's
// progress), so that a long code shows progress. Sweep stops at the first error
// of Solve or emit, or when ctx is cancelled (returning ctx.Err()), and
// emits no result after it. A plan entry without Code or Rep, or a nil
// emit, is an error before anything is computed, and so is a sweep whose
// least work (stepsPerSolved a computed code) exceeds the work limit of ctx
// (gamelib.LimitsFrom; wrapping gamelib.ErrTooSlow). Each code is
// computed under ctx's limits.
func Sweep(ctx context.Context, plan []Entry, n, jobs int, emit func(Result) error, progress gamelib.Progress) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if n < 0 {
		return fmt.Errorf("family: negative heap size n=%d", n)
	}
	steps := 0.0
	for _, e := range plan {
		if e.Code != nil && e.Computed() {
			steps += stepsPerSolved
		}
	}
	if err := gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("family: sweep of %d codes to %d heaps", len(plan), n), steps); err != nil {
		return err
	}
	if emit == nil {
		return errors.New("family: Sweep needs an emit function")
	}
	for i, e := range plan {
		if e.Code == nil || e.Rep == nil {
			return fmt.Errorf("family: plan entry %d has no code or no representative", i)
		}
	}
	jobs = max(jobs, 1)
	// The progress counts codes, and the codes being computed by the
	// part of their own search done (its progress covers the search to n
	// heaps: octal.Code.FindPeriod), so that one long code shows progress.
	const unit = 1 << 20
	var progMu sync.Mutex
	finished, inFlight := int64(0), map[int]int64{}
	report := func() {
		d := finished * unit
		for _, f := range inFlight {
			d += f
		}
		progress.Report(d, int64(len(plan))*unit)
	}
	codeProgress := func(i int) gamelib.Progress {
		if progress == nil {
			return nil
		}
		return func(done, total int64) {
			f := int64(unit)
			if total > 0 {
				f = int64(float64(unit) * min(1, max(0, float64(done)/float64(total))))
			}
			progMu.Lock()
			defer progMu.Unlock()
			if f > inFlight[i] {
				inFlight[i] = f
				report()
			}
		}
	}
	type slot struct {
		res  Result
		err  error
		done chan struct{}
	}
	slots := make([]slot, len(plan))
	for i := range slots {
		slots[i].done = make(chan struct{})
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	work := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				e := plan[i]
				if e.Computed() {
					var r Result
					err := e.Code.CheckValuesWork(ctx, n)
					if err == nil {
						r, err = SolveContext(ctx, e.Code, n, codeProgress(i))
					}
					if err != nil && !errors.Is(err, gamelib.ErrTooLarge) && ctx.Err() == nil {
						r, err = Result{Code: e.Code.Code(), N: n, Error: err.Error()}, nil
					}
					slots[i].res, slots[i].err = r, err
				} else {
					slots[i].res = Result{Code: e.Code.Code(), N: n, EquivalentTo: e.Rep.Code(), Shift: e.Shift, Via: e.Via}
				}
				close(slots[i].done)
			}
		}()
	}
	go func() {
		defer close(work)
		for i := range plan {
			select {
			case work <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	defer wg.Wait()
	for i := range plan {
		select {
		case <-slots[i].done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if err := slots[i].err; err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := emit(slots[i].res); err != nil {
			return err
		}
		progMu.Lock()
		delete(inFlight, i)
		finished++
		report()
		progMu.Unlock()
	}
	return nil
}

// line is the JSON form of a Result, one object per line. Heap sizes are
// numbers, as in the command line's other outputs; the count of rare
// heaps is a string (counts are strings in the command line contract).
type line struct {
	Code string `json:"code"`
	N    int    `json:"n"`

	EquivalentTo string   `json:"equivalent_to,omitempty"`
	Shift        *int     `json:"shift,omitempty"`
	Via          []string `json:"via,omitempty"`

	Heaps     *int     `json:"heaps,omitempty"`
	Certified *bool    `json:"certified,omitempty"`
	Preperiod *int     `json:"preperiod,omitempty"`
	Period    *int     `json:"period,omitempty"`
	Saltus    *int     `json:"saltus,omitempty"`
	Observed  *obs     `json:"observed,omitempty"`
	MaxValue  *int     `json:"max_value,omitempty"`
	RareMask  *int     `json:"rare_mask,omitempty"`
	RareSigma *int     `json:"rare_sigma,omitempty"`
	RareClass *int     `json:"rare_class,omitempty"`
	RareCount string   `json:"rare_count,omitempty"`
	LastRare  *int     `json:"last_rare,omitempty"`
	Seconds   *float64 `json:"seconds,omitempty"`
	Error     string   `json:"error,omitempty"`
}

type obs struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	Saltus    int `json:"saltus"`
}

// MarshalJSON writes r as one JSON object with the keys code, n and
// either equivalent_to, shift and via, or heaps, certified, preperiod and
// period (when certified; saltus too when the certified period is
// arithmetic), observed (an uncertified period seen in the
// values, when there is one), max_value, rare_mask, rare_sigma,
// rare_class, rare_count (a string), last_rare and seconds; or, for a
// code that could not be computed, error.
func (r Result) MarshalJSON() ([]byte, error) {
	l := line{Code: r.Code, N: r.N}
	if r.Error != "" {
		l.Error = r.Error
		return json.Marshal(l)
	}
	if r.EquivalentTo != "" {
		l.EquivalentTo, l.Shift, l.Via = r.EquivalentTo, &r.Shift, r.Via
		return json.Marshal(l)
	}
	l.Heaps, l.Certified = &r.Heaps, &r.Certified
	if r.Certified {
		l.Preperiod, l.Period = &r.Preperiod, &r.Period
		if r.Saltus != 0 {
			l.Saltus = &r.Saltus
		}
	} else if r.Observed.Found {
		l.Observed = &obs{r.Observed.Preperiod, r.Observed.Period, r.Observed.Saltus}
	}
	l.MaxValue = &r.MaxValue
	l.RareMask, l.RareSigma, l.RareClass = &r.Split.Mask, &r.Split.Sigma, &r.Split.RareClass
	l.RareCount = strconv.Itoa(r.Split.Rare)
	l.LastRare, l.Seconds = &r.LastRare, &r.Seconds
	return json.Marshal(l)
}

// UnmarshalJSON reads the form MarshalJSON writes.
func (r *Result) UnmarshalJSON(b []byte) error {
	var l line
	if err := json.Unmarshal(b, &l); err != nil {
		return err
	}
	if l.Code == "" {
		return fmt.Errorf("family: result without a code: %s", b)
	}
	*r = Result{Code: l.Code, N: l.N, EquivalentTo: l.EquivalentTo, Via: l.Via, Error: l.Error}
	if l.Error != "" {
		return nil
	}
	get := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	if l.EquivalentTo != "" {
		r.Shift = get(l.Shift)
		return nil
	}
	if l.Heaps == nil || l.Certified == nil {
		return fmt.Errorf("family: result for %s has neither equivalent_to nor heaps and certified", l.Code)
	}
	r.Heaps, r.Certified = *l.Heaps, *l.Certified
	r.Preperiod, r.Period, r.Saltus = get(l.Preperiod), get(l.Period), get(l.Saltus)
	if l.Observed != nil {
		r.Observed = gamelib.Period{Found: true, Preperiod: l.Observed.Preperiod, Period: l.Observed.Period, Saltus: l.Observed.Saltus, Checked: r.Heaps}
	} else if !r.Certified {
		r.Observed.Checked = r.Heaps
	}
	r.MaxValue = get(l.MaxValue)
	r.Split = octal.Split{Mask: get(l.RareMask), Sigma: get(l.RareSigma), RareClass: get(l.RareClass), Heaps: max(r.Heaps-1, 0)}
	if l.RareCount != "" {
		k, err := strconv.Atoi(l.RareCount)
		if err != nil {
			return fmt.Errorf("family: result for %s: rare_count %q is not a base-10 integer", l.Code, l.RareCount)
		}
		r.Split.Rare = k
	}
	r.LastRare = get(l.LastRare)
	if l.Seconds != nil {
		r.Seconds = *l.Seconds
	}
	return nil
}

// ReadResults reads Results written one JSON object a line (as grundy
// sweep writes them); blank lines are skipped. It returns an error naming
// the line of the first malformed one.
func ReadResults(r io.Reader) ([]Result, error) {
	var out []Result
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var res Result
		if err := json.Unmarshal(b, &res); err != nil {
			return nil, fmt.Errorf("family: line %d: %v", n, err)
		}
		out = append(out, res)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("family: reading results: %v", err)
	}
	return out, nil
}
