package wythoff

// A RowPeriod is the additive periodicity found in one row of a table:
// g(x, y+Period) = g(x, y) + Period for Preperiod ≤ y ≤ N − Period.
type RowPeriod struct {
	Row       int  // x
	Found     bool // whether a period with enough evidence was found
	Preperiod int  // y₀: the least start for Period
	Period    int  // p: the least period with enough evidence
	// Periods is the evidence: the number of whole periods after the
	// preperiod the range shows, ⌊(N + 1 − y₀)/p⌋.
	Periods int
}

// RowPeriods returns, for each row x = 0..N, the period p and preperiod
// y₀ such that g(x, y+p) = g(x, y) + p for all y₀ ≤ y ≤ N − p, with the
// least y₀ + p (the point from which one whole period confirms it; ties
// to the least p), among those with at least minPeriods whole periods
// between y₀ and N (at least 2) and y₀ ≤ N/2, so that the relation
// holds on at least the second half of the row. Both guards are needed:
// near the end of a row g often increases by 1 for a dozen steps or more
// (row 173 of 0..600 does for 15), which would pass for a period 1 found
// on a short tail; the least y₀ + p, rather than the least p, likewise
// prefers the period that holds longest. Rows with none are reported
// with Found false; the empty table has no rows. Cost O(N²) per row at
// worst, usually O(N): a wrong p fails near the end of the row (0.04 s
// for all rows of 0..6000). The result takes 40(N+1) bytes, less than
// the table's 4(N+1)² for N ≥ 10, so it needs no memory check of its own.
func (t *Table) RowPeriods(minPeriods int) []RowPeriod {
	minPeriods = max(minPeriods, 2)
	out := make([]RowPeriod, t.size())
	for x := range out {
		out[x] = t.rowPeriod(x, minPeriods)
	}
	return out
}

func (t *Table) rowPeriod(x, minPeriods int) RowPeriod {
	n := t.N()
	row := t.row(x)
	best := RowPeriod{Row: x}
	for p := 1; minPeriods*p <= n+1; p++ {
		if best.Found && p >= best.Preperiod+best.Period {
			break // y₀ + p cannot beat the best any more
		}
		y0 := 0
		for y := n - p; y >= 0; y-- {
			if int(row[y+p])-int(row[y]) != p {
				y0 = y + 1
				break
			}
		}
		k := (n + 1 - y0) / p
		if k >= minPeriods && 2*y0 <= n && (!best.Found || y0+p < best.Preperiod+best.Period) {
			best = RowPeriod{Row: x, Found: true, Preperiod: y0, Period: p, Periods: k}
		}
	}
	return best
}
