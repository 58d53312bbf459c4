package family

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// brute computes a Result's statistics from the plain solver's values of
// g(0 … heaps−1), to check Solve's.
func brute(t *testing.T, c *octal.Code, heaps int) (maxV, rare, last int, split octal.Split) {
	g16 := make([]uint16, heaps)
	for i, v := range plain(t, c, heaps-1) {
		g16[i] = uint16(v)
		maxV = max(maxV, v)
	}
	split = c.RareSplit(g16)
	for x := 1; x < heaps; x++ {
		if split.IsRare(x, int(g16[x])) {
			rare++
			last = x
		}
	}
	return
}

func TestSolve(t *testing.T) {
	for _, tc := range []struct {
		code      string
		n         int
		certified bool
		t, p      int
	}{
		// Kayles: preperiod 71, period 12 (Winning Ways, ch. 4), proven from 168 values.
		{"0.77", 1000, true, 71, 12},
		// Dawson's Kayles: preperiod 53, period 34 (OEIS A002187 shifted by one).
		{"0.07", 5000, true, 53, 34},
		{"0.77", 100, false, 0, 0}, // too few heaps to prove Kayles' period
		// 0.16: preperiod 105,351 (Flammenkamp): far from proven at 600 heaps.
		{"0.16", 600, false, 0, 0},
		{"0.0", 10, true, 0, 1},
	} {
		c := octal.MustParse(tc.code)
		r, err := Solve(c, tc.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Code != tc.code || r.N != tc.n || r.Certified != tc.certified || r.Preperiod != tc.t || r.Period != tc.p {
			t.Errorf("Solve(%s, %d) = %+v, want certified %v, t %d, p %d", tc.code, tc.n, r, tc.certified, tc.t, tc.p)
			continue
		}
		heaps := tc.n + 1
		if tc.certified {
			heaps = c.CertifyLength(tc.t, tc.p, 0)
		}
		if r.Heaps != heaps {
			t.Errorf("Solve(%s, %d).Heaps = %d, want %d", tc.code, tc.n, r.Heaps, heaps)
		}
		maxV, rare, last, split := brute(t, c, heaps)
		if r.MaxValue != maxV || r.Split != split || r.Split.Rare != rare || r.LastRare != last {
			t.Errorf("Solve(%s, %d): max %d, split %+v, last rare %d; plain solver: %d, %+v (%d rare), %d",
				tc.code, tc.n, r.MaxValue, r.Split, r.LastRare, maxV, split, rare, last)
		}
		if r.Seconds < 0 {
			t.Errorf("negative seconds")
		}
	}
	if _, err := Solve(octal.Kayles(), -1, nil); err == nil {
		t.Error("Solve(n = -1) succeeded")
	}
}

func TestResultJSON(t *testing.T) {
	cert, err := Solve(octal.Kayles(), 500, nil)
	if err != nil {
		t.Fatal(err)
	}
	open, err := Solve(octal.MustParse("0.16"), 300, nil)
	if err != nil {
		t.Fatal(err)
	}
	obs, err := Solve(octal.Kayles(), 150, nil) // periodic in view, not yet proven
	if err != nil {
		t.Fatal(err)
	}
	if !obs.Observed.Found || obs.Observed.Period != 12 {
		t.Errorf("Kayles to 150: observed %v, want period 12 seen", obs.Observed)
	}
	eq := Result{Code: "0.453", N: 500, EquivalentTo: "0.45", Via: []string{"0.453", "0.45"}}
	bad := Result{Code: "0.F", N: 1 << 20, Error: "octal: octal:0.F: g(99) exceeds 65535"}
	for _, r := range []Result{cert, open, obs, eq, bad} {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back Result
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if !reflect.DeepEqual(back, r) {
			t.Errorf("JSON round trip of %+v gave %+v (%s)", r, back, b)
		}
		var m map[string]any
		json.Unmarshal(b, &m)
		if r.Error != "" {
			if len(m) != 3 {
				t.Errorf("an error line has more than code, n and error: %s", b)
			}
		} else if r.EquivalentTo == "" {
			if _, ok := m["rare_count"].(string); !ok {
				t.Errorf("rare_count is not a string in %s", b)
			}
			if _, ok := m["preperiod"]; ok != r.Certified {
				t.Errorf("preperiod present = %v for certified = %v: %s", ok, r.Certified, b)
			}
		} else if _, ok := m["heaps"]; ok {
			t.Errorf("an equivalent code has statistics: %s", b)
		}
	}
	var r Result
	for _, bad := range []string{`{}`, `{"code":"0.7","n":3}`, `{"code":"0.7","n":3,"heaps":4,"certified":false,"rare_count":"x"}`, `[`} {
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("Unmarshal(%s) succeeded", bad)
		}
	}
}

func TestSweep(t *testing.T) {
	f, err := Digits(2, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := f.Plan(All)
	if err != nil {
		t.Fatal(err)
	}
	run := func(jobs int) []Result {
		var out []Result
		err := Sweep(context.Background(), plan, 400, jobs, func(r Result) error {
			r.Seconds = 0
			out = append(out, r)
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	one, two := run(1), run(2)
	if !reflect.DeepEqual(one, two) {
		t.Errorf("Sweep with 2 workers differs from 1")
	}
	if len(one) != f.Len() {
		t.Fatalf("%d results for %d codes", len(one), f.Len())
	}
	for i, r := range one {
		e := plan[i]
		if r.Code != e.Code.Code() || (r.EquivalentTo == "") != e.Computed() {
			t.Errorf("result %d = %+v for entry %+v", i, r, e)
		}
		if e.Computed() {
			want, _ := Solve(e.Code, 400, nil)
			want.Seconds = 0
			if !reflect.DeepEqual(r, want) {
				t.Errorf("%s: Sweep gave %+v, Solve %+v", e.Code, r, want)
			}
		}
	}
	stop := errors.New("stop")
	k := 0
	err = Sweep(context.Background(), plan, 400, 2, func(Result) error {
		k++
		if k == 3 {
			return stop
		}
		return nil
	}, nil)
	if !errors.Is(err, stop) || k != 3 {
		t.Errorf("Sweep after emit's error: %v after %d results", err, k)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Sweep(ctx, plan, 400, 2, func(Result) error { t.Error("emitted after cancel"); return nil }, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Sweep with a cancelled context: %v", err)
	}
	if err := Sweep(context.Background(), plan, -1, 1, func(Result) error { return nil }, nil); err == nil {
		t.Error("Sweep(n = -1) succeeded")
	}
}

func TestReadResults(t *testing.T) {
	in := `{"code":"0.77","n":1000,"heaps":168,"certified":true,"preperiod":71,"period":12,"max_value":8,"rare_mask":15,"rare_sigma":0,"rare_class":0,"rare_count":"9","last_rare":70,"seconds":0.0002}

{"code":"0.07","n":1000,"equivalent_to":"0.137","shift":1,"via":["0.07","0.137"]}
`
	rs, err := ReadResults(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || rs[0].Preperiod != 71 || rs[0].Split.Rare != 9 || rs[1].EquivalentTo != "0.137" || rs[1].Shift != 1 {
		t.Errorf("ReadResults = %+v", rs)
	}
	if _, err := ReadResults(strings.NewReader(in + "{\"code\":\n")); err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("a malformed line 4: %v", err)
	}
}

// A plan entry without a code (the zero Entry) or a nil emit is an error
// returned before any worker starts, not a nil dereference in a worker
// goroutine that no recover can catch.
func TestSweepBadPlan(t *testing.T) {
	k := octal.Kayles()
	for _, tc := range []struct {
		name string
		plan []Entry
		emit func(Result) error
	}{
		{"zero entry", []Entry{{}}, func(Result) error { return nil }},
		{"no rep", []Entry{{Code: k}}, func(Result) error { return nil }},
		{"no code", []Entry{{Rep: k}}, func(Result) error { return nil }},
		{"nil emit", []Entry{{Code: k, Rep: k}}, nil},
	} {
		emitted := 0
		emit := tc.emit
		if emit != nil {
			emit = func(Result) error { emitted++; return nil }
		}
		if err := Sweep(context.Background(), tc.plan, 10, 2, emit, nil); err == nil {
			t.Errorf("%s: Sweep returned no error", tc.name)
		}
		if emitted != 0 {
			t.Errorf("%s: %d results emitted before the error", tc.name, emitted)
		}
	}
}
