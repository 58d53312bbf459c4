package cram

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/decomp"
)

// Benchmarks of Cram on rectangles (Beling's table, see TestPublished):
//
//	go test -run '^$' -bench 'Cram/(4x7|5x6|5x7)$' -benchtime 1x -cpu 1 ./gamelib/cram
//
// The larger published boards (5x8, 5x9, 6x7, 4x9 … 4x11, 7x7, 5x10, 6x9)
// are sub-benchmarks too, selected by name; they take minutes to hours and
// need --tt-mem-like tables, given here by the size of the board.
// Each reports the user CPU seconds (cpu-s/op: the machine is shared, so
// wall time says little), the nodes searched and the table's entries.
// BenchmarkCram searches with one worker a CPU (-cpu 1,2 compares one
// worker with two, side by side; decomp.Options.Workers).
var benchBoards = []struct {
	h, w int
	mem  int64
}{
	{4, 7, 64 << 20}, {5, 6, 64 << 20}, {5, 7, 256 << 20},
	{4, 9, 512 << 20}, {4, 10, 1 << 30}, {5, 8, 1 << 30}, {6, 7, 4 << 30},
	{4, 11, 2 << 30}, {5, 9, 2 << 30}, {7, 7, 8 << 30}, {5, 10, 4 << 30}, {6, 9, 8 << 30},
}

// benchCtx lifts the work limit, which refuses 5×9 and beyond (the
// command line's --force), so that every board can be selected.
func benchCtx() context.Context {
	return gamelib.WithLimits(context.Background(), gamelib.Limits{Work: -1})
}

func BenchmarkCram(b *testing.B) {
	for _, bb := range benchBoards {
		b.Run(fmt.Sprintf("%dx%d", bb.h, bb.w), func(b *testing.B) {
			board, _ := Rect(bb.h, bb.w)
			var st decomp.Stats
			cpu0 := cpuSeconds()
			for b.Loop() {
				var err error
				_, st, err = Nimber(benchCtx(), board, &decomp.Options{TTMem: bb.mem, Workers: runtime.GOMAXPROCS(0)})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
			b.ReportMetric(float64(st.Nodes), "nodes")
			b.ReportMetric(float64(st.Entries), "entries")
		})
	}
}

func BenchmarkCramOutcome(b *testing.B) {
	for _, bb := range benchBoards[:3] {
		b.Run(fmt.Sprintf("%dx%d", bb.h, bb.w), func(b *testing.B) {
			board, _ := Rect(bb.h, bb.w)
			var st decomp.Stats
			cpu0 := cpuSeconds()
			for b.Loop() {
				var err error
				_, st, err = Outcome(benchCtx(), board, &decomp.Options{TTMem: bb.mem})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
			b.ReportMetric(float64(st.Nodes), "nodes")
		})
	}
}

// BenchmarkCramMoves measures the values of every option (the winning
// moves), by OptionOutcomes and OptionNimbers, on the small rectangles,
// with one worker a CPU; BenchmarkCram/RxC and BenchmarkCramOutcome/RxC
// are the board's own nimber and outcome, to compare.
func BenchmarkCramMoves(b *testing.B) {
	for _, bb := range benchBoards[:3] {
		for _, what := range []string{"outcomes", "nimbers"} {
			b.Run(fmt.Sprintf("%dx%d/%s", bb.h, bb.w, what), func(b *testing.B) {
				board, _ := Rect(bb.h, bb.w)
				opt := &decomp.Options{TTMem: bb.mem, Workers: runtime.GOMAXPROCS(0)}
				var st decomp.Stats
				cpu0 := cpuSeconds()
				for b.Loop() {
					var err error
					if what == "outcomes" {
						_, st, err = OptionOutcomes(benchCtx(), board, opt)
					} else {
						_, st, err = OptionNimbers(benchCtx(), board, opt)
					}
					if err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
				b.ReportMetric(float64(st.Nodes), "nodes")
			})
		}
	}
}

// cpuSeconds is the process's user CPU time: on the shared development
// machine wall times say more about the other jobs than about the search.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Sec) + float64(ru.Utime.Usec)/1e6
}

// BenchmarkComponents measures Options and Components, the game's part
// of a node, on the options of positions of random play on 5×7 and 5×9
// (held in memory, so the table's cache misses play no part):
//
//	go test -run '^$' -bench Components -count 6 ./gamelib/cram
func BenchmarkComponents(b *testing.B) {
	for _, hw := range [][2]int{{5, 7}, {5, 9}} {
		b.Run(fmt.Sprintf("%dx%d", hw[0], hw[1]), func(b *testing.B) {
			g := Game{}
			r := rand.New(rand.NewPCG(1, 1))
			var nodes []Board
			for len(nodes) < 2000 {
				p, _ := Rect(hw[0], hw[1])
				comps := g.Components(p, nil)
				for len(comps) > 0 {
					c := comps[r.IntN(len(comps))]
					nodes = append(nodes, c)
					opts := g.Options(c, nil)
					if len(opts) == 0 {
						break
					}
					comps = g.Components(opts[r.IntN(len(opts))], nil)
				}
			}
			var opts, comps []Board
			for b.Loop() {
				for _, c := range nodes {
					opts = g.Options(c, opts[:0])
					comps = comps[:0]
					for _, o := range opts {
						comps = g.Components(o, comps)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(nodes)), "ns/node")
		})
	}
}

// BenchmarkWide measures WideGame: "narrow" and "wide" search the same
// board of at most 64 cells by Game and by WideGame (which hands it to
// Game, converting every position: the cost of the conversions), and
// 2xN the boards of 2 rows beyond 64 cells, whose regions wider than
// 64 cells are WideGame's own (one worker; nodes exact).
//
//	go test -run '^$' -bench Wide -benchtime 1x -cpu 1 ./gamelib/cram
func BenchmarkWide(b *testing.B) {
	for _, hw := range [][2]int{{4, 7}, {5, 6}, {5, 7}} {
		nb, _ := Rect(hw[0], hw[1])
		wb := Widen(nb)
		b.Run(fmt.Sprintf("narrow/%dx%d", hw[0], hw[1]), func(b *testing.B) {
			var st decomp.Stats
			for b.Loop() {
				_, st, _ = Nimber(benchCtx(), nb, &decomp.Options{TTMem: 64 << 20})
			}
			b.ReportMetric(float64(st.Nodes), "nodes")
		})
		b.Run(fmt.Sprintf("wide/%dx%d", hw[0], hw[1]), func(b *testing.B) {
			var st decomp.Stats
			for b.Loop() {
				_, st, _ = NimberWide(benchCtx(), wb, &decomp.Options{TTMem: 64 << 20})
			}
			b.ReportMetric(float64(st.Nodes), "nodes")
		})
	}
	for _, n := range []int{33, 39, 45} {
		wb, _ := WideRect(2, n)
		b.Run(fmt.Sprintf("2x%d", n), func(b *testing.B) {
			var st decomp.Stats
			for b.Loop() {
				_, st, _ = NimberWide(benchCtx(), wb, &decomp.Options{TTMem: 64 << 20})
			}
			b.ReportMetric(float64(st.Nodes), "nodes")
		})
	}
}
