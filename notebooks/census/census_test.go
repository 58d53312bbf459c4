package census

import (
	"context"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib/octal"
	"github.com/grundylab/grundylab/gamelib/octal/family"
)

// TestOctal3Family: octal3.jsonl has one line for each code of the family,
// in order, and its equivalences are those the family's plan gives.
func TestOctal3Family(t *testing.T) {
	rs, err := Octal3()
	if err != nil {
		t.Fatal(err)
	}
	checkPlan(t, rs, nil)
	rs4, err := Octal3Lead4()
	if err != nil {
		t.Fatal(err)
	}
	checkPlan(t, rs4, []int{0, 4})
	// The codes 0.d₁d₂d₃ reduce within the larger family as they do alone.
	for i, r := range rs {
		q := rs4[i]
		if q.Code != r.Code || q.EquivalentTo != r.EquivalentTo || q.Shift != r.Shift {
			t.Errorf("%s: ≡ %s shift %d alone, ≡ %s shift %d with the codes 4.d₁d₂d₃", r.Code, r.EquivalentTo, r.Shift, q.EquivalentTo, q.Shift)
		}
	}
}

// checkPlan checks that rs has the lines of the plan of the family of
// three-digit octal codes with the leading digits given.
func checkPlan(t *testing.T, rs []family.Result, leading []int) {
	t.Helper()
	f, err := family.Digits(3, false, leading)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := f.Plan(family.All)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != len(plan) {
		t.Fatalf("octal3.jsonl has %d lines, the family %d codes", len(rs), len(plan))
	}
	for i, e := range plan {
		r := rs[i]
		if r.Code != e.Code.Code() || r.N != rs[0].N {
			t.Fatalf("line %d: code %s, n %d; want %s, %d", i+1, r.Code, r.N, e.Code.Code(), rs[0].N)
		}
		if e.Computed() {
			if r.EquivalentTo != "" {
				t.Errorf("%s: equivalent to %s in the data, computed in the plan", r.Code, r.EquivalentTo)
			}
			continue
		}
		if r.EquivalentTo != e.Rep.Code() || r.Shift != e.Shift || !reflect.DeepEqual(r.Via, e.Via) {
			t.Errorf("%s: data says ≡ %s shift %d via %v; plan says %s shift %d via %v", r.Code, r.EquivalentTo, r.Shift, r.Via, e.Rep.Code(), e.Shift, e.Via)
		}
	}
}

// sampleSeed is the seed of the sample re-run; GRUNDY_CENSUS_SEED
// overrides it (the test logs the seed it used).
func sampleSeed(t *testing.T) uint64 {
	seed := uint64(12)
	if s := os.Getenv("GRUNDY_CENSUS_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("GRUNDY_CENSUS_SEED=%q: %v", s, err)
		}
		seed = v
	}
	t.Logf("sample seed %d (set GRUNDY_CENSUS_SEED to change it)", seed)
	return seed
}

// recheck recomputes r and reports a difference in any field but Seconds.
func recheck(t *testing.T, r family.Result) {
	t.Helper()
	got, err := family.Solve(octal.MustParse(r.Code), r.N, nil)
	if err != nil {
		t.Errorf("%s: %v", r.Code, err)
		return
	}
	got.Seconds, r.Seconds = 0, 0
	if !reflect.DeepEqual(got, r) {
		t.Errorf("%s to %d heaps: recomputed %+v, committed %+v", r.Code, r.N, got, r)
	}
}

// TestOctal3Sample re-runs a seeded random sample of the computed codes of
// octal3.jsonl and compares every field but the seconds. It is bounded in
// time: codes whose committed run took more than maxSeconds are left to
// the full sweep (make census), and the sample stops when the budget is
// spent, after at least minCodes codes.
func TestOctal3Sample(t *testing.T) {
	rs, err := Octal3()
	if err != nil {
		t.Fatal(err)
	}
	budget, maxSeconds, minCodes := 10*time.Second, 2.0, 8
	if testing.Short() {
		budget, maxSeconds, minCodes = 3*time.Second, 0.5, 3
	}
	var pool []family.Result
	classes := map[Class]int{}
	for _, r := range rs {
		if c := ClassOf(r); c != Equivalent && r.Seconds <= maxSeconds {
			pool = append(pool, r)
			classes[c]++
		}
	}
	if classes[Certified] == 0 || classes[Unresolved] == 0 {
		t.Fatalf("the pool of codes to re-run lacks a class: %v", classes)
	}
	rng := rand.New(rand.NewPCG(sampleSeed(t), 0))
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	start := time.Now()
	var done []string
	for _, r := range pool {
		if len(done) >= minCodes && time.Since(start) > budget {
			break
		}
		recheck(t, r)
		done = append(done, r.Code)
	}
	t.Logf("re-ran %d of %d codes in %v: %s", len(done), len(pool), time.Since(start).Round(time.Millisecond), strings.Join(done, " "))
}

// TestHardest re-runs the cheapest code of hardest.jsonl, 0.16, whose
// period 149459 from heap 105351 needs 509622 values (about a second);
// the others take longer than a test should (see make census).
func TestHardest(t *testing.T) {
	if testing.Short() {
		t.Skip("computes half a million values of 0.16")
	}
	rs, err := Hardest()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rs {
		if r.Code == "0.16" {
			found = true
			recheck(t, r)
		}
	}
	if !found {
		t.Error("hardest.jsonl has no line for 0.16")
	}
}

// TestOctal3Whole re-runs the whole family to a small N, all 512 codes in
// a few seconds: a line of a code certified within that N must equal the
// committed one apart from n and the seconds (a certified line reads only
// the values that prove the period), a code unresolved at the small N must
// be unresolved in the data or need more values than that N gives, and
// the equivalences must be the same.
func TestOctal3Whole(t *testing.T) {
	rs, err := Octal3()
	if err != nil {
		t.Fatal(err)
	}
	n := 8191
	if testing.Short() {
		n = 1023
	}
	wholeFamily(t, rs, nil, n)
	rs4, err := Octal3Lead4()
	if err != nil {
		t.Fatal(err)
	}
	wholeFamily(t, rs4, []int{0, 4}, n/2)
}

// wholeFamily re-runs the family with the leading digits given to n heaps
// and compares with its committed lines rs (see TestOctal3Whole).
func wholeFamily(t *testing.T, rs []family.Result, leading []int, n int) {
	t.Helper()
	f, err := family.Digits(3, false, leading)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := f.Plan(family.All)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	err = family.Sweep(context.Background(), plan, n, 2, func(got family.Result) error {
		want := rs[i]
		i++
		got.Seconds, want.Seconds = 0, 0
		switch {
		case got.EquivalentTo != "" || got.Certified:
			got.N = want.N
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s at N = %d: %+v; committed: %+v", got.Code, n, got, want)
			}
		case want.Certified && want.Heaps <= n+1:
			t.Errorf("%s: unresolved at N = %d, but its committed period is proven by %d values", got.Code, n, want.Heaps)
		}
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if i != len(rs) {
		t.Errorf("%d results for %d committed lines", i, len(rs))
	}
}

// TestTabular: the paper table of the sweep writes, as CSV, exactly the
// CSV the notebook offers for download, and has one row per result.
func TestTabular(t *testing.T) {
	rs, err := Octal3()
	if err != nil {
		t.Fatal(err)
	}
	tab, err := Tabular(rs)
	if err != nil {
		t.Fatal(err)
	}
	if len(tab.Cells) != len(rs) {
		t.Fatalf("%d rows for %d results", len(tab.Cells), len(rs))
	}
	got, err := tab.CSV()
	if err != nil {
		t.Fatal(err)
	}
	if want := CSV(rs); got != want {
		t.Errorf("Tabular CSV differs from CSV:\n%.300s\nwant\n%.300s", got, want)
	}
	if _, err := tab.LaTeX(); err != nil {
		t.Errorf("LaTeX: %v", err)
	}
}
