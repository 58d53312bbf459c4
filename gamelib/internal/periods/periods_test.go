package periods

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// allSequences calls f with every sequence of length n over {0, …, k−1}.
func allSequences(n, k int, f func([]int)) {
	s := make([]int, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			f(s)
			return
		}
		for v := range k {
			s[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

type observedCase struct {
	pure             bool
	repeats, minTail int
}

var observedCases = []observedCase{
	{false, 3, 16}, {true, 3, 16}, // the defaults of gamelib.Sequence.FindPeriod
	{false, 1, 1}, {true, 1, 1}, {false, 2, 3}, {true, 2, 4}, {false, 3, 1}, {true, 1, 5}, {false, 2, 1}, {true, 2, 1},
}

// checkObserved compares the linear observed search with the walk-back
// search over every p, for several options.
func checkObserved(t *testing.T, s []int) {
	t.Helper()
	pf := make([]int32, len(s))
	for _, o := range observedCases {
		maxP := len(s) / o.repeats
		for _, mp := range []int{maxP, maxP / 2, 2} {
			gt, gp, gs, gok := Observed(s, o.pure, o.repeats, o.minTail, mp, pf)
			wt, wp, ws, wok := Quadratic(s, o.pure, o.repeats, o.minTail, mp)
			if gt != wt || gp != wp || gs != ws || gok != wok {
				t.Fatalf("%v %+v maxP %d: Observed = (%d, %d, %d, %v), walk-back = (%d, %d, %d, %v)",
					s, o, mp, gt, gp, gs, gok, wt, wp, ws, wok)
			}
		}
	}
}

// bruteCertified is the certified search by its definition: the least p,
// then the least t, with the relation on t ≤ m < n − p and
// length(t, p, σ) ≤ n, σ read at t.
func bruteCertified(s []int, pure bool, length func(t, p, saltus int) int) (t, p, saltus int, ok bool) {
	n := len(s)
	for p := 1; p < n; p++ {
		for t := 0; t+p < n; t++ {
			sal := 0
			if !pure {
				sal = s[t+p] - s[t]
			}
			good := true
			for m := t; m+p < n && good; m++ {
				good = s[m+p] == s[m]+sal
			}
			if L := length(t, p, sal); good && L > t+p && L <= n {
				return t, p, sal, true
			}
		}
	}
	return 0, 0, 0, false
}

// Certificate lengths of the kinds the rules use: a take-and-break code
// (h = 1, 2, 3 heaps, c tokens), a subtraction window, and a law with a
// saltus equal to the period.
var lengths = map[string]struct {
	pure bool
	f    func(t, p, saltus int) int
}{
	"code h=2 c=2": {true, func(t, p, s int) int { return 2*max(t, 1) + 2*p + 2 }},
	"code h=1 c=1": {true, func(t, p, s int) int { return max(t, 1) + p + 1 }},
	"code h=3 c=0": {true, func(t, p, s int) int { return 3*max(t, 1) + 3*p }},
	"window 3":     {true, func(t, p, s int) int { return t + p + 3 }},
	"saltus = p": {false, func(t, p, s int) int {
		if s != p {
			return math.MaxInt
		}
		return t + 2*p + 1
	}},
	"any saltus": {false, func(t, p, s int) int { return t + p + 2 }},
}

func checkCertified(t *testing.T, s []int) {
	t.Helper()
	pf := make([]int32, len(s))
	for name, l := range lengths {
		gt, gp, gs, gL, gok := Certified(s, l.pure, pf, l.f)
		wt, wp, ws, wok := bruteCertified(s, l.pure, l.f)
		if gt != wt || gp != wp || gs != ws || gok != wok || (gok && gL != l.f(wt, wp, ws)) {
			t.Fatalf("%v %s: Certified = (%d, %d, %d, L %d, %v), brute = (%d, %d, %d, %v)",
				s, name, gt, gp, gs, gL, gok, wt, wp, ws, wok)
		}
	}
}

// TestAllShort: every sequence of length ≤ 12 over two values and ≤ 8
// over three, against the plain searches.
func TestAllShort(t *testing.T) {
	for _, c := range []struct{ n, k int }{{12, 2}, {8, 3}, {6, 4}} {
		for n := 0; n <= c.n; n++ {
			allSequences(n, c.k, func(s []int) {
				checkObserved(t, s)
				checkCertified(t, s)
			})
		}
	}
}

// TestRandom: random eventually periodic (and arithmetic) sequences of
// up to 300 values, and noise.
func TestRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 1))
	for i := range 3000 {
		n := r.IntN(300)
		s := make([]int, n)
		pre, per, k := r.IntN(40), 1+r.IntN(20), 1+r.IntN(4)
		sal := 0
		if i%3 == 0 {
			sal = r.IntN(3)
		}
		for m := range s {
			switch {
			case i%7 == 0: // noise
				s[m] = r.IntN(k)
			case m < pre+per:
				s[m] = r.IntN(k)
			default:
				s[m] = s[m-per] + sal
			}
		}
		checkObserved(t, s)
		if n <= 120 { // the brute certified search is O(n³)
			checkCertified(t, s)
		}
	}
}

// TestStructured: sequences built to defeat a naive prefix function: long
// runs, Fibonacci words, a late break in a period.
func TestStructured(t *testing.T) {
	fib := []int{0}
	for a, b := []int{0}, []int{0, 1}; len(b) < 200; a, b = b, append(append([]int{}, b...), a...) {
		fib = b
	}
	run := make([]int, 150)
	run[0] = 1
	late := make([]int, 200)
	for m := range late {
		late[m] = m % 7
	}
	late[5] = 9
	for _, s := range [][]int{fib, run, late, run[1:], fib[:97]} {
		checkObserved(t, s)
		checkCertified(t, s)
	}
}

// TestUint16: the search reads uint16 values as the octal solvers store
// them, differences included.
func TestUint16(t *testing.T) {
	s := []uint16{9, 9, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18}
	if tt, p, sal, ok := Observed(s, false, 3, 16, len(s)/3, nil); !ok || tt != 3 || p != 1 || sal != 1 {
		t.Errorf("Observed = %d, %d, %d, %v", tt, p, sal, ok)
	}
	if _, _, _, ok := Observed(s, true, 3, 16, len(s)/3, nil); ok {
		t.Error("pure Observed found a period in a rising sequence")
	}
}

// BenchmarkSearch: the linear certified and observed searches against the
// walk-back observed search on a long eventually periodic sequence (a
// preperiod of half the length, period 4, like 0.376's) and on noise.
func BenchmarkSearch(b *testing.B) {
	const n = 1 << 20
	r := rand.New(rand.NewPCG(1, 2))
	periodic := make([]uint16, n)
	for m := range periodic {
		if m < n/2 {
			periodic[m] = uint16(r.IntN(8))
		} else {
			periodic[m] = periodic[m-4]
		}
	}
	noise := make([]uint16, n)
	for m := range noise {
		noise[m] = uint16(r.IntN(8))
	}
	code := func(t, p, s int) int { return 2*max(t, 1) + 2*p + 3 }
	pf := make([]int32, n)
	for _, in := range []struct {
		name string
		s    []uint16
	}{{"periodic", periodic}, {"noise", noise}} {
		b.Run(fmt.Sprintf("certified/%s", in.name), func(b *testing.B) {
			for b.Loop() {
				Certified(in.s, true, pf, code)
			}
		})
		b.Run(fmt.Sprintf("observed/%s", in.name), func(b *testing.B) {
			for b.Loop() {
				Observed(in.s, false, 3, 16, n/3, pf)
			}
		})
		b.Run(fmt.Sprintf("walkback/%s", in.name), func(b *testing.B) {
			for b.Loop() {
				Quadratic(in.s, false, 3, 16, n/3)
			}
		})
	}
}

// walkBackCertified is the certified search as octal did it before this
// package: for every p, walk back over the periodic tail, then check the
// theorem's length. It is O(n) per p tried, and in a sequence with a long
// periodic tail every multiple of the true period walks the whole tail:
// O(n²/p) in all (issue 12: 236 s for 0.376 to 4.6·10⁶).
func walkBackCertified(s []uint16, length func(t, p, saltus int) int) (t, p int, ok bool) {
	n := len(s)
	for p = 1; p < n; p++ {
		t = n - p
		for t > 0 && s[t-1+p] == s[t-1] {
			t--
		}
		if L := length(t, p, 0); L > t+p && L <= n {
			return t, p, true
		}
	}
	return 0, 0, false
}

// BenchmarkCertifiedOldNew: the walk-back certified search against the
// linear one, side by side, on a sequence shaped like 0.376's values
// before they certify: a preperiod of 55 % of the length, then period 4
// (so 2t + 2p + c exceeds the length and every multiple of 4 is tried).
func BenchmarkCertifiedOldNew(b *testing.B) {
	code := func(t, p, s int) int { return 2*max(t, 1) + 2*p + 3 }
	for _, n := range []int{1 << 14, 1 << 16} {
		r := rand.New(rand.NewPCG(5, 6))
		s := make([]uint16, n)
		for m := range s {
			if m < n*55/100 {
				s[m] = uint16(r.IntN(16))
			} else {
				s[m] = s[m-4]
			}
		}
		pf := make([]int32, n)
		b.Run(fmt.Sprintf("walkback/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, _, ok := walkBackCertified(s, code); ok {
					b.Fatal("certified")
				}
			}
		})
		b.Run(fmt.Sprintf("linear/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, _, _, _, ok := Certified(s, true, pf, code); ok {
					b.Fatal("certified")
				}
			}
		})
	}
}

// TestCertifiedAgainstWalkBack: the linear certified search agrees with
// the walk-back one on sequences with long periodic tails.
func TestCertifiedAgainstWalkBack(t *testing.T) {
	code := func(t, p, s int) int { return 2*max(t, 1) + 2*p + 3 }
	r := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		n := 50 + r.IntN(2000)
		s := make([]uint16, n)
		pre, per := r.IntN(n/2), 1+r.IntN(30)
		for m := range s {
			if m < pre+per {
				s[m] = uint16(r.IntN(3))
			} else {
				s[m] = s[m-per]
			}
		}
		wt, wp, wok := walkBackCertified(s, code)
		gt, gp, _, _, gok := Certified(s, true, nil, code)
		if wt != gt || wp != gp || wok != gok {
			t.Fatalf("n %d pre %d per %d: linear (%d, %d, %v), walk-back (%d, %d, %v)", n, pre, per, gt, gp, gok, wt, wp, wok)
		}
	}
}

// TestAllBut: the lemma's condition on small sequences. Nim (g(n) = n,
// no amount excluded) is proved from 3 values; a sequence missing a value
// below the saltus, or whose preperiod holds a value that never recurs
// shifted, is refused.
func TestAllBut(t *testing.T) {
	nim := make([]int, 50)
	for i := range nim {
		nim[i] = i
	}
	tests := []struct {
		name     string
		g        []int
		lo       int
		excluded []bool
		k        int
		t, p, s  int
		want     int
	}{
		{"nim", nim, 0, nil, 0, 0, 1, 1, 3},
		{"nim, k = 5", nim, 0, nil, 5, 0, 1, 1, 7},
		// 0.[2]: heap 0 is never an option, g = 0 0 1 2 3 …
		{"0.[2], lo = 1", append([]int{0}, nim[:40]...), 1, nil, 0, 1, 1, 1, 4},
		{"shifted nim misses 0", nim[1:], 0, nil, 0, 0, 1, 1, math.MaxInt},
		// 0.3003330[3] (X = {2, 3, 7}): 0 1 0 1 2 3 2 3 …, period 4, saltus 2.
		{"all but 2, 3, 7", []int{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7}, 0,
			[]bool{false, false, true, true, false, false, false, true}, 7, 0, 4, 2, 12},
		{"too short", []int{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4}, 0,
			[]bool{false, false, true, true, false, false, false, true}, 7, 0, 4, 2, math.MaxInt},
		// g(0) = 9 is in A(t) but 10 is not in A(t+p), so 9 must recur
		// after t, and it does not in these values; one more value 9 and
		// the condition holds from x₀ = 11.
		{"stray preperiod value", []int{9, 0, 1, 2, 3, 4, 5, 6, 7, 8}, 0, nil, 0, 1, 1, 1, math.MaxInt},
		{"stray value recurs", []int{9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 0, nil, 0, 1, 1, 1, 12},
		{"saltus 0", nim, 0, nil, 0, 0, 1, 0, math.MaxInt},
		{"t below lo", nim, 1, nil, 0, 0, 1, 1, math.MaxInt},
	}
	for _, tt := range tests {
		if got := AllBut(tt.g, tt.lo, tt.excluded, tt.k, tt.t, tt.p, tt.s); got != tt.want {
			t.Errorf("%s: AllBut = %d, want %d", tt.name, got, tt.want)
		}
	}
}
