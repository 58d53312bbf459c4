package decomp

import (
	"context"
	"testing"
	"time"

	"github.com/grundylab/grundylab/gamelib"
)

// TestStatus checks Options.Status on Kayles, with one and two workers,
// reporting at every node: the fraction never goes back and ends at 1;
// the components and the tests come in order (those of a move's
// components each from 0), each test numbered as the
// nimber it tests, and the last test of a single component is its
// nimber; the options answered never exceed the test's, the test's
// fraction lies in [0, 1], the nodes never go back and end at the
// search's count; Outcome makes one test, k = 0. OptionNimbers and
// OptionOutcomes number the moves (the options, in order, none skipped
// backwards), and their fraction lies in [0, 1] and ends at 1; Nimber and
// Outcome report none.
func TestStatus(t *testing.T) {
	defer func(m int64, r time.Duration) { tickMask, reportEvery = m, r }(tickMask, reportEvery)
	tickMask, reportEvery = 0, 0
	want := kaylesValues(t, 60)
	check := func(name string, sts []Status, nodes int64) {
		t.Helper()
		if len(sts) < 3 {
			t.Fatalf("%s: %d reports", name, len(sts))
		}
		withOptions := 0
		for i, st := range sts {
			if st.Fraction < 0 || st.Fraction > 1 || st.TestFraction < 0 || st.TestFraction > 1 ||
				st.Done < 0 || st.Done > st.Options || st.K < 0 || (st.Tests > 0 && st.K >= st.Tests) ||
				st.Part < 0 || (st.Parts > 0 && st.Part >= st.Parts) {
				t.Fatalf("%s: report %d out of range: %+v", name, i, st)
			}
			if st.Options > 0 {
				withOptions++
			}
			if st.Moves < 0 || (st.Moves > 0 && st.Move >= st.Moves) || (st.Moves == 0 && (st.Move != 0 || st.MovesFraction != 0)) ||
				st.MovesFraction < 0 || st.MovesFraction > 1 {
				t.Fatalf("%s: report %d: moves out of range: %+v", name, i, st)
			}
			if i == 0 {
				continue
			}
			p := sts[i-1]
			// (A move's components are tested in turn, so the tests'
			// numbers go back within a move.)
			if st.Fraction < p.Fraction || st.Nodes < p.Nodes || st.Part < p.Part || (st.Part == p.Part && st.K < p.K && st.Moves == 0) ||
				st.Move < p.Move || st.Moves != p.Moves || st.MovesFraction < p.MovesFraction {
				t.Fatalf("%s: report %d went back: %+v after %+v", name, i, st, p)
			}
		}
		last := sts[len(sts)-1]
		if last.Fraction != 1 || last.Nodes != nodes || (last.Moves > 0 && last.MovesFraction != 1) {
			t.Fatalf("%s: last report %+v; want the fraction 1 and %d nodes", name, last, nodes)
		}
		if withOptions == 0 {
			t.Fatalf("%s: no report counted the root's options", name)
		}
	}
	for _, w := range []int{1, 2} {
		var sts []Status
		opt := &Options{TTMem: 1 << 20, Workers: w, Status: func(st Status) { sts = append(sts, st) }}
		v, st, err := Nimber(context.Background(), kayles{}, string([]byte{57}), opt)
		if err != nil || v != want[57] {
			t.Fatalf("%d workers: Nimber %d, %v; want %d", w, v, err, want[57])
		}
		check("Nimber", sts, st.Nodes)
		if k := sts[len(sts)-1].K; k != v {
			t.Errorf("%d workers: the last test was k = %d, the nimber %d", w, k, v)
		}
		sts = sts[:0]
		v, st, err = Nimber(context.Background(), kayles{}, string([]byte{41, 38}), opt)
		if err != nil || v != want[41]^want[38] {
			t.Fatalf("%d workers: Nimber of 41 + 38: %d, %v", w, v, err)
		}
		check("Nimber of two components", sts, st.Nodes)
		if sts[0].Parts != 2 || sts[len(sts)-1].Parts != 2 || sts[len(sts)-1].Part != 1 {
			t.Errorf("%d workers: components %+v … %+v; want two, the second last", w, sts[0], sts[len(sts)-1])
		}
		sts = sts[:0]
		o, st, err := Outcome(context.Background(), kayles{}, string([]byte{58}), opt)
		if err != nil || o != gamelib.OutcomeOf(want[58]) {
			t.Fatalf("%d workers: Outcome %v, %v", w, o, err)
		}
		check("Outcome", sts, st.Nodes)
		for _, s := range sts {
			if s.K != 0 || s.Tests != 1 {
				t.Fatalf("%d workers: Outcome reported %+v; want the one test k = 0", w, s)
			}
		}
		// The moves of 30 + 27: heap 30's 30 options, then 27's 27.
		pos := string([]byte{30, 27})
		nopts := len(kayles{}.Options(pos, nil))
		for _, f := range []func() (int64, error){
			func() (int64, error) {
				_, st, err := OptionNimbers(context.Background(), kayles{}, pos, opt)
				return st.Nodes, err
			},
			func() (int64, error) {
				_, st, err := OptionOutcomes(context.Background(), kayles{}, pos, opt)
				return st.Nodes, err
			},
		} {
			sts = sts[:0]
			nodes, err := f()
			if err != nil {
				t.Fatal(err)
			}
			check("Option*", sts, nodes)
			moves := map[int]bool{}
			for _, s := range sts {
				moves[s.Move] = true
				if s.Moves != nopts {
					t.Fatalf("%d workers: %+v; want %d moves", w, s, nopts)
				}
			}
			// Moves answered from the table without a node pass
			// unreported; the last is reported.
			if len(moves) < 2 || sts[len(sts)-1].Move != nopts-1 {
				t.Errorf("%d workers: %d of %d moves reported", w, len(moves), nopts)
			}
		}
	}
}
