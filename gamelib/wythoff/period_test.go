package wythoff

import (
	"context"
	"testing"
)

// rowTruth holds each row's least additive period p and, for it, the
// least preperiod y₀, for rows 0..16 as the table 0..3000 shows them (p
// holds from y₀ to the end, fails at y₀ − 1, and every smaller period
// fails somewhere after y₀: checked on 0..truthN below). Rows 17 to 80
// show no period with y₀ + p ≤ 1000 on 0..3000.
var rowTruth = []struct{ y0, p int }{
	{0, 1}, {0, 3}, {0, 3}, {8, 6}, {9, 12}, {27, 24}, {37, 12}, {92, 24}, {102, 24},
	{127, 24}, {224, 24}, {277, 48}, {347, 48}, {382, 96}, {613, 96}, {693, 96}, {771, 192},
}

// truthN is the table the windows' periods are checked on.
const truthN = 2000

// rowPeriodsFound is how many rows of the table 0..N RowPeriods reports a
// period for (measured; the periods themselves are checked against
// rowTruth). The old rule (≥ 3 periods, y₀ ≤ N/2, least y₀ + p) reported
// 2 at N = 3 (row 3's 3 4 5 6 as period 1, false) and 5 at N = 40 (row
// 5's period 9 from 13, false).
var rowPeriodsFound = []struct{ n, found int }{
	{3, 0}, {5, 0}, {10, 0}, {15, 3}, {20, 3}, {30, 3}, {40, 4}, {60, 5},
	{80, 5}, {100, 5}, {150, 7}, {200, 7},
}

// addY0 returns the least y₀ with g(x, y+p) = g(x, y) + p for all
// y₀ ≤ y ≤ N − p on t's range (N − p + 1 when even y = N − p fails).
func addY0(t *Table, x, p int) int {
	row, n := t.row(x), t.N()
	for y := n - p; y >= 0; y-- {
		if int(row[y+p])-int(row[y]) != p {
			return y + 1
		}
	}
	return 0
}

// TestRowPeriodsWindows: on every window 0..N, N = 3..200, no row's
// reported period is false: each row 0..16 reports either nothing or
// its true least period and preperiod (rowTruth), and no later row
// reports a period at all that fails on 0..truthN. This is the fault
// the old rule had: row 3 on 0..3 (period 1: 3 4 5 6; true period 6
// from 8) and row 5 on 0..39 to 0..43 (period 9 from 13, failing at
// y = 35 + 9 = 44; true period 24 from 27).
func TestRowPeriodsWindows(t *testing.T) {
	ctx := context.Background()
	big, err := Values(ctx, truthN, nil)
	if err != nil {
		t.Fatal(err)
	}
	for x, tr := range rowTruth {
		if y0 := addY0(big, x, tr.p); y0 != tr.y0 {
			t.Fatalf("row %d: period %d holds on 0..%d from %d, not %d", x, tr.p, truthN, y0, tr.y0)
		}
		for p := 1; p < tr.p; p++ {
			if addY0(big, x, p) <= tr.y0 {
				t.Fatalf("row %d: the smaller period %d holds from %d on 0..%d", x, p, tr.y0, truthN)
			}
		}
	}
	// found[minPeriods][n]; 3, which the CLI and lab passed, counts as 4.
	found := map[int]map[int]int{3: {}, 4: {}}
	for n := 3; n <= 200; n++ {
		tab, err := Values(ctx, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for minPeriods := range found {
			checkWindow(t, big, tab, minPeriods, found[minPeriods])
		}
	}
	for _, c := range rowPeriodsFound {
		for minPeriods, f := range found {
			if f[c.n] != c.found {
				t.Errorf("RowPeriods(%d) on 0..%d: %d rows with a period, want %d", minPeriods, c.n, f[c.n], c.found)
			}
		}
	}
}

// checkWindow checks tab.RowPeriods(minPeriods) against rowTruth and the
// table big, and counts the rows found into found[tab.N()].
func checkWindow(t *testing.T, big, tab *Table, minPeriods int, found map[int]int) {
	t.Helper()
	n := tab.N()
	for _, r := range tab.RowPeriods(minPeriods) {
		if !r.Found {
			continue
		}
		found[n]++
		x := r.Row
		if x < len(rowTruth) {
			if tr := rowTruth[x]; r.Period != tr.p || r.Preperiod != tr.y0 {
				t.Errorf("0..%d: row %d: period %d from %d reported (RowPeriods(%d)), the truth is %d from %d", n, x, r.Period, r.Preperiod, minPeriods, tr.p, tr.y0)
			}
		} else if y0 := addY0(big, x, r.Period); y0 > r.Preperiod {
			t.Errorf("0..%d: row %d: period %d from %d reported (RowPeriods(%d)), which fails at y = %d on 0..%d", n, x, r.Period, r.Preperiod, minPeriods, y0-1, truthN)
		}
		if want := (n + 1 - r.Preperiod) / r.Period; r.Periods != want {
			t.Errorf("0..%d: row %d: %d periods, want %d", n, x, r.Periods, want)
		}
	}
}
