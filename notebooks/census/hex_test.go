package census

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib/octal/family"
)

// TestHexFamilies: hex2.jsonl and hex1-lead4.jsonl have one line for each
// code of their families, in order, with the equivalences of the plan;
// and a seeded sample of their quick codes, recomputed now, equals the
// committed lines (every field but the seconds), within a time budget.
func TestHexFamilies(t *testing.T) {
	for _, tc := range []struct {
		name    string
		load    func() ([]family.Result, error)
		digits  int
		leading []int
		n       int
	}{
		{"hex2.jsonl", Hex2, 2, nil, 2047},
		{"hex1-lead4.jsonl", Hex1Lead4, 1, []int{4}, 4095},
		{"hex3.jsonl", Hex3, 3, nil, 1023},
	} {
		rs, err := tc.load()
		if err != nil {
			t.Fatal(err)
		}
		f, err := family.Digits(tc.digits, true, tc.leading)
		if err != nil {
			t.Fatal(err)
		}
		plan, err := f.Plan(family.All)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != len(plan) {
			t.Fatalf("%s: %d lines, the family has %d codes", tc.name, len(rs), len(plan))
		}
		var pool []family.Result
		for i, e := range plan {
			r := rs[i]
			if r.Code != e.Code.Code() || r.N != tc.n {
				t.Fatalf("%s line %d: code %s, n %d; want %s, %d", tc.name, i+1, r.Code, r.N, e.Code.Code(), tc.n)
			}
			if e.Computed() {
				if r.EquivalentTo != "" {
					t.Errorf("%s: equivalent to %s in the data, computed in the plan", r.Code, r.EquivalentTo)
				} else if r.Seconds <= 0.5 {
					pool = append(pool, r)
				}
				continue
			}
			if r.EquivalentTo != e.Rep.Code() || r.Shift != e.Shift || !reflect.DeepEqual(r.Via, e.Via) {
				t.Errorf("%s: data says ≡ %s shift %d; plan says %s shift %d", r.Code, r.EquivalentTo, r.Shift, e.Rep.Code(), e.Shift)
			}
		}
		budget, minCodes := 6*time.Second, 4
		if testing.Short() {
			budget, minCodes = 2*time.Second, 2
		}
		rng := rand.New(rand.NewPCG(sampleSeed(t), 24))
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
		t.Logf("%s: re-ran %d of %d quick codes: %s", tc.name, len(done), len(pool), strings.Join(done, " "))
	}
}

// TestArithmeticClass: a result whose arithmetic period is certified is
// classed CertifiedArithmetic and shown with its period and saltus; one
// whose values only show a saltus is Arithmetic (observed), shown with
// the period observed; periodic ones stay Certified.
func TestArithmeticClass(t *testing.T) {
	rs, err := Hex2()
	if err != nil {
		t.Fatal(err)
	}
	by := ByCode(rs)
	// 0.3F: g = 0 1 2 0 1 2 3 4 5 3 4 5 …, period 6, saltus 3.
	r, ok := by["0.3F"]
	if !ok || ClassOf(r) != CertifiedArithmetic || r.Period != 6 || r.Saltus != 3 {
		t.Fatalf("0.3F: %+v (class %v)", r, ClassOf(r))
	}
	if cells := row(r); cells[1] != "certified arithmetic, saltus 3" || cells[5] != "6" {
		t.Errorf("0.3F row %q", cells)
	}
	if c := ClassOf(by["0.F"]); c != Certified {
		t.Errorf("0.F: %v", c)
	}
	// 0.209 shows a saltus the test does not prove.
	rs3, err := Hex3()
	if err != nil {
		t.Fatal(err)
	}
	o, ok := ByCode(rs3)["0.209"]
	if !ok || ClassOf(o) != Arithmetic || o.Observed.Period != 9 || o.Observed.Saltus != 3 {
		t.Fatalf("0.209: %+v (class %v)", o, ClassOf(o))
	}
	if cells := row(o); cells[1] != "arithmetic (observed), saltus 3" || cells[5] != "9" {
		t.Errorf("0.209 row %q", cells)
	}
	// A saltus seen only near N is too little: unresolved.
	late := o
	late.Observed.Preperiod = o.N/2 + 1
	if c := ClassOf(late); c != Unresolved {
		t.Errorf("a saltus seen from heap %d of %d: %v", late.Observed.Preperiod, late.N, c)
	}
}
