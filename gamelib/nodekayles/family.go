package nodekayles

import (
	"context"

	"github.com/grundylab/grundylab/gamelib/decomp"
	"github.com/grundylab/grundylab/gamelib/graphs"
)

// Values returns the nimbers of the family's graphs of index f.First … n
// (graphs.Family.Values), each by Nimber with decomp.SequenceOptions(opt)
// and, unless opt sets a Table or a Dir, one table kept across them (of
// 32 MiB when opt sets no TTMem; see NewTable). It fails on the first
// graph that does (too large for graphs.MaxOrder, cancelled, out of
// memory), returning the values before it.
func Values(ctx context.Context, f graphs.Family, n int, opt *decomp.Options) ([]int, error) {
	return search.Values(ctx, f, n, opt)
}
