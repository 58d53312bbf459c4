package wythoff

import "fmt"

// A RowPeriod is the additive periodicity observed in one row of a
// table: g(x, y+Period) = g(x, y) + Period for Preperiod ≤ y ≤ N − Period.
// It is observed, never proven: the table's range shows it, and Dress,
// Flammenkamp and Pink prove only that some period exists, not which.
type RowPeriod struct {
	Row       int  // x
	Found     bool // whether a period with enough evidence was observed
	Preperiod int  // y₀: the least start for Period
	Period    int  // p: the least period with enough evidence
	// Periods is the evidence: the number of whole periods after the
	// preperiod the range shows, ⌊(N + 1 − y₀)/p⌋.
	Periods int
	// Checked is the number of values of the row examined, N + 1.
	Checked int
}

// String formats r as "observed period 24 from y₀ = 27 (123 whole periods
// in g(5, 0…3000))", or "no period observed: too little evidence in
// g(17, 0…40)".
func (r RowPeriod) String() string {
	if !r.Found {
		return fmt.Sprintf("no period observed: too little evidence in g(%d, 0…%d)", r.Row, r.Checked-1)
	}
	return fmt.Sprintf("observed period %d from y₀ = %d (%d whole periods in g(%d, 0…%d))", r.Period, r.Preperiod, r.Periods, r.Row, r.Checked-1)
}

// MinRowPeriods and MinRowTail are RowPeriods' least evidence for a
// period: whole periods after the preperiod, and values they cover.
const (
	MinRowPeriods = 4
	MinRowTail    = 16
)

// RowPeriods returns, for each row x = 0..N, the least period p, and its
// least preperiod y₀, such that g(x, y+p) = g(x, y) + p for all
// y₀ ≤ y ≤ N − p and the periodic part, L = N + 1 − y₀ values, is
// enough evidence:
//
//	L ≥ max(minPeriods, 4)·p,   2L ≥ 3(y₀ + p),   L ≥ 16,
//
// at least 4 whole periods, over at least one and a half times the
// y₀ + p values that its first whole period needs, and 16 values (as
// gamelib.PeriodOptions' MinTail). The period is observed, not proven
// (RowPeriod). Rows with none are reported with Found false: too little
// evidence on the range, since every row is ultimately periodic; the
// empty table has no rows.
//
// The rule is measured, on the tables 0..N, N = 3…1200, against 0..3000:
// there, in rows x ≤ 200, every (y₀, p) that holds on the window over at
// least 16 values and fails on 0..3000 is of one of two kinds. Either it
// shows at most 3 whole periods over at most 1.41(y₀ + p) values: row 5's
// period 9 from 13, which holds on 0..39 to 0..43 and fails at y = 35
// (the row's period is 24 from 27); the guard of 4 periods rejects these,
// and so would 2L ≥ 3(y₀ + p) alone. Or it is a run at the end of a row,
// L ≤ 0.03(y₀ + p) (row 173 of 0..601 increases by 1 over its last 16
// values), which 2L ≥ 3(y₀ + p) rejects. The least tail rejects the
// smallest windows' look-alikes: row 3 on 0..3 is 3 4 5 6, as row 0's 0 1
// 2 3, and its period is 6 from 8. The rule used before (3 periods from
// some y₀ ≤ N/2, the least y₀ + p) reported both row 5's and row 3's.
// TestRowPeriodsWindows checks every window 0..3 to 0..200 against the
// periods of rows 0..16 on 0..3000 (rowTruth). The price is the rows with
// too little evidence: a period is observed in 0 of the rows 0..N for
// N ≤ 14, 3 for N = 15…30 (rows 0, 1, 2), 4 at N = 40, 5 at 60 to 100, 7
// at 150 and 200, 9 at 300, 11 at 600 and 14 at 1200 (the first rows each
// time; the rule before: 2 at N = 3, 5 at 40, 7 at 100, 8 at 200, 10 at
// 300, 12 at 600, 14 at 1200). On all these windows the least p and the
// least y₀ + p under the rule are the same period.
//
// Cost O(N²) per row at worst, usually O(N): a wrong p fails near the
// end of the row (0.02 s for all rows of 0..6000). The result takes 48(N+1) bytes, less than the table's
// 4(N+1)² for N ≥ 12, so it needs no memory check of its own.
func (t *Table) RowPeriods(minPeriods int) []RowPeriod {
	minPeriods = max(minPeriods, MinRowPeriods)
	out := make([]RowPeriod, t.size())
	for x := range out {
		out[x] = t.rowPeriod(x, minPeriods)
	}
	return out
}

func (t *Table) rowPeriod(x, minPeriods int) RowPeriod {
	n := t.N()
	row := t.row(x)
	for p := 1; minPeriods*p <= n+1; p++ {
		y0 := 0
		for y := n - p; y >= 0; y-- {
			if int(row[y+p])-int(row[y]) != p {
				y0 = y + 1
				break
			}
		}
		l := n + 1 - y0
		if l >= minPeriods*p && 2*l >= 3*(y0+p) && l >= MinRowTail {
			return RowPeriod{Row: x, Found: true, Preperiod: y0, Period: p, Periods: l / p, Checked: n + 1}
		}
	}
	return RowPeriod{Row: x, Checked: n + 1}
}
