package nodekayles

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// A Family is a sequence of graphs indexed by n ≥ 0.
type Family struct {
	// Name is the family as ParseFamily reads it: "path", "cycle",
	// "grid:3", "star".
	Name string
	// Graph returns the family's graph of index n.
	Graph func(n int) (*graphs.Graph, error)
}

// ParseFamily returns the family named s: "path" (P_n), "cycle" (C_n;
// P_n for n < 3, which has no simple cycle), "grid:R" (the R×n grid,
// 1 ≤ R ≤ 64) or "star" (K_{1,n}). Other names are an error listing these.
func ParseFamily(s string) (Family, error) {
	switch s {
	case "path":
		return Family{s, graphs.Path}, nil
	case "cycle":
		return Family{s, graphs.Cycle}, nil
	case "star":
		return Family{s, graphs.Star}, nil
	}
	if r, ok := strings.CutPrefix(s, "grid:"); ok {
		rows, err := strconv.Atoi(r)
		if err != nil || rows < 1 || rows > graphs.MaxOrder {
			return Family{}, fmt.Errorf("nodekayles: family %q: the rows R of grid:R must be an integer in 1..%d", s, graphs.MaxOrder)
		}
		return Family{s, func(n int) (*graphs.Graph, error) { return graphs.Grid(rows, n) }}, nil
	}
	return Family{}, fmt.Errorf("nodekayles: unknown family %q (want path, cycle, star or grid:R)", s)
}

// familyTTMem is the table memory of each search of Values when opt sets
// none: the family's graphs are searched one after another, and a table
// of decomp.DefaultTTMem would be allocated and cleared for each.
const familyTTMem = 32 << 20

// Values returns the nimbers of the family's graphs of index 0..n, each by
// Nimber with opt (a table of 32 MiB when opt sets no TTMem). It fails on the first graph that does (too large for
// graphs.MaxOrder, cancelled, out of memory), returning the values before
// it.
func (f Family) Values(ctx context.Context, n int, opt *decomp.Options) ([]int, error) {
	if n < 0 {
		return nil, fmt.Errorf("nodekayles: family %s: negative n %d", f.Name, n)
	}
	o := decomp.Options{TTMem: familyTTMem}
	if opt != nil {
		o = *opt
		if o.TTMem == 0 {
			o.TTMem = familyTTMem
		}
	}
	var vals []int
	for i := 0; i <= n; i++ {
		g, err := f.Graph(i)
		if err != nil {
			return vals, err
		}
		v, _, err := Nimber(ctx, g, &o)
		if err != nil {
			return vals, fmt.Errorf("nodekayles: %s, n = %d: %w", f.Name, i, err)
		}
		vals = append(vals, v)
	}
	return vals, nil
}
