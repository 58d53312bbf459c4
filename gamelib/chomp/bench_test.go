package chomp

import (
	"context"
	"fmt"
	"testing"

	"github.com/grundylab/grundylab/gamelib/decomp"
)

// BenchmarkGaleSequence finds the winning first moves of every 3×n
// rectangle, n = 1 … 60 (OptionOutcomes), with each rectangle's box
// table ("box", the default since 6 December 2026) and with the engine's
// search, one table kept across the sequence ("kept", decomp.Table of 16
// MiB; a table each took ten times as long): side by side,
//
//	go test -run '^$' -bench GaleSequence -benchtime 3x ./gamelib/chomp
//
// Each reports the nodes searched (the box: its diagrams) in all.
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
	b.Run("box", func(b *testing.B) {
		run(b, func() *decomp.Options { return nil })
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

// BenchmarkBox compares the nimber of a rectangle by its box's table
// (Nimber's default) with the engine's search (forced by a Table option),
// side by side:
//
//	go test -run '^$' -bench Box -benchtime 1x ./gamelib/chomp
//
// Each reports the box's diagrams or the search's nodes, and the box its
// steps a second against EstimateBoxWork.
func BenchmarkBox(b *testing.B) {
	ctx := context.Background()
	for _, box := range [][2]int{{10, 10}, {8, 12}, {3, 60}, {2, 150}, {4, 30}, {3, 255}, {13, 13}} {
		d, _ := Rect(box[0], box[1])
		name := fmt.Sprintf("%dx%d", box[0], box[1])
		b.Run(name+"/box", func(b *testing.B) {
			for b.Loop() {
				if _, err := NewBoxTable(ctx, box[0], box[1], nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(EstimateBoxWork(box[0], box[1])/b.Elapsed().Seconds()*float64(b.N), "steps/s")
		})
		if EstimateSearchWork(d) > 3e10 {
			continue
		}
		b.Run(name+"/search", func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				kept, err := decomp.NewTable(ctx, Game{MaxSide: 255}, 64<<20)
				if err != nil {
					b.Fatal(err)
				}
				_, st, err := Nimber(ctx, d, &decomp.Options{Table: kept})
				if err != nil {
					b.Fatal(err)
				}
				nodes = st.Nodes
			}
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}
