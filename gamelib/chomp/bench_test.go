package chomp

import (
	"context"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
)

// BenchmarkGaleSequence finds the winning first moves of every 3×n
// rectangle, n = 1 … 60 (OptionOutcomes, as notebook 09 does), with a
// table for each search ("own", 16 MiB) and with one table kept across
// the sequence ("kept", decomp.Table of 16 MiB): side by side,
//
//	go test -run '^$' -bench GaleSequence -benchtime 3x ./gamelib/chomp
//
// Each reports the nodes searched in all.
func BenchmarkGaleSequence(b *testing.B) {
	ctx := context.Background()
	run := func(b *testing.B, opt func() *decomp.Options) {
		var nodes int64
		for b.Loop() {
			o := opt()
			nodes = 0
			for n := 1; n <= 60; n++ {
				d, _ := Rect(3, n)
				_, st, err := OptionOutcomes(ctx, d, o)
				if err != nil {
					b.Fatal(err)
				}
				nodes += st.Nodes
			}
		}
		b.ReportMetric(float64(nodes), "nodes")
	}
	b.Run("own", func(b *testing.B) {
		run(b, func() *decomp.Options { return &decomp.Options{TTMem: 16 << 20} })
	})
	b.Run("kept", func(b *testing.B) {
		run(b, func() *decomp.Options {
			kept, err := decomp.NewTable(ctx, Game{MaxSide: 60}, 16<<20)
			if err != nil {
				b.Fatal(err)
			}
			return &decomp.Options{Table: kept}
		})
	})
}
