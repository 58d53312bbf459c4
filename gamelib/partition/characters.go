package partition

import (
	"context"
	"math/bits"
	"runtime"
	"sync"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/modular"
)

// characterSums returns, for t = 0..n, n = len(g)−1,
//
//	S(t) = Σ_{u < 2^b} [z^t] Π_{s=1}^{n} (1 + χ_u(g[s]) z^s)  (mod m),
//
// χ_u(x) = (−1)^popcount(u∧x), every g[s] < 2^b, m odd or not.
//
// The sizes s are grouped by the bit length j of g[s]; the sign χ_u(g[s])
// of a size in group j depends only on u mod 2^j. The characters are
// walked depth first, one bit of u per level: the product over groups
// 0..j is computed once for each u mod 2^j and shared by the 2^(b−j)
// characters that extend it. With W_j = Σ_{s in group j} (n − s + 1) the
// cost of one group's passes, the time is O(Σ_j 2^j W_j) additions
// (against 2^b Σ_j W_j for one product per character): about n³/4 for
// the table s − 1, where 2^j ≈ s. Memory: b+1 arrays of n+1 integers per
// goroutine. The 2^min(b,5) subtrees of depth 5 are shared among
// GOMAXPROCS goroutines; progress is reported from the calling goroutine
// as subtrees finish. When ctx is done every walker stops at its next
// character; the sums are then meaningless and the caller returns ctx's
// error.
func characterSums(ctx context.Context, g []uint64, b int, m int64, progress gamelib.Progress, phase, phases int) []int64 {
	n := len(g) - 1
	groups := make([][]int, b+1)
	for s := 1; s <= n; s++ {
		j := bits.Len64(g[s])
		groups[j] = append(groups[j], s)
	}
	d := min(b, 5)
	tasks := 1 << d
	workers := max(1, min(runtime.GOMAXPROCS(0), tasks))
	jobs := make(chan uint64)
	done := make(chan struct{}, workers)
	sums := make([][]int64, workers)
	var wg sync.WaitGroup
	for i := range sums {
		w := newWalker(n, b, m, g, groups)
		w.ctx = ctx
		sums[i] = w.sum
		wg.Add(1)
		go func() {
			defer wg.Done()
			for prefix := range jobs {
				w.subtree(prefix, d)
				done <- struct{}{}
			}
		}()
	}
	go func() {
		for prefix := range tasks {
			jobs <- uint64(prefix)
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	total := int64(tasks) * int64(phases)
	finished := int64(tasks) * int64(phase)
	for range done {
		finished++
		progress.Report(finished, total)
	}
	for _, s := range sums[1:] {
		for t, c := range s {
			sums[0][t] = modular.Add(sums[0][t], c, m)
		}
	}
	return sums[0]
}

// A walker computes products Π (1 ± z^s) modulo m in int64 arrays with
// lazy reduction: after a reduction |a[t]| < 2m, each pass at most doubles
// the bound, and a reduction is due before it could reach 2^63 or the
// quotient a[t]/m, estimated in float64, could be off by more than one.
type walker struct {
	m      int64
	inv    float64 // 1/m
	limit  int     // passes between reductions
	g      []uint64
	groups [][]int
	stack  []series // stack[j]: the product over groups 0..j
	sum    []int64  // Σ over the leaves walked, in [0, m)
	ctx    context.Context
	stop   bool // ctx was found done: walk no further
}

// A series is a product in progress: a[t] = 0 for t > top, and passes
// passes were made since the last reduction.
type series struct {
	a           []int64
	top, passes int
}

func newWalker(n, b int, m int64, g []uint64, groups [][]int) *walker {
	w := &walker{
		m:      m,
		inv:    1 / float64(m),
		limit:  min(48, 62-bits.Len64(uint64(m))),
		g:      g,
		groups: groups,
		stack:  make([]series, b+1),
		sum:    make([]int64, n+1),
	}
	for j := range w.stack {
		w.stack[j].a = make([]int64, n+1)
	}
	return w
}

// subtree adds to w.sum the leaves of the characters u ≡ prefix (mod 2^d).
func (w *walker) subtree(prefix uint64, d int) {
	st := &w.stack[d]
	clear(st.a)
	st.a[0] = 1
	st.top, st.passes = 0, 0
	for j := 0; j <= d; j++ {
		w.apply(st, j, prefix)
	}
	w.walk(d, prefix)
}

// walk: w.stack[j] holds the product over groups 0..j for the low j bits
// u of a character; it extends u by bit j both ways.
func (w *walker) walk(j int, u uint64) {
	if w.stop {
		return
	}
	if j == len(w.stack)-1 {
		if w.ctx != nil && w.ctx.Err() != nil {
			w.stop = true
			return
		}
		w.leaf(&w.stack[j])
		return
	}
	for bit := range uint64(2) {
		v := u | bit<<j
		child := &w.stack[j+1]
		parent := &w.stack[j]
		old := child.top
		copy(child.a[:parent.top+1], parent.a[:parent.top+1])
		if old > parent.top {
			clear(child.a[parent.top+1 : old+1])
		}
		child.top, child.passes = parent.top, parent.passes
		w.apply(child, j+1, v)
		w.walk(j+1, v)
	}
}

// apply multiplies st by (1 + χ_u(g[s]) z^s) for the sizes s of group j.
func (w *walker) apply(st *series, j int, u uint64) {
	a := st.a
	n := len(a) - 1
	for _, s := range w.groups[j] {
		if st.passes == w.limit {
			w.reduce(a[:st.top+1])
			st.passes = 0
		}
		hi := min(n, st.top+s)
		d := a[s : hi+1]
		c := a[:len(d)]
		// Descending t, so that a[t−s] is read before this pass changes
		// it (a read index is always below every index written so far).
		if bits.OnesCount64(u&w.g[s])&1 == 0 {
			addDesc(d, c)
		} else {
			subDesc(d, c)
		}
		st.top = hi
		st.passes++
	}
}

// addDesc sets d[i] += c[i] for i from len(d)−1 down to 0; len(c) = len(d).
func addDesc(d, c []int64) {
	c = c[:len(d)]
	i := len(d) - 1
	for ; i >= 7; i -= 8 { // unrolled: twice as fast as one at a time
		d8, c8 := d[i-7:i+1:i+1], c[i-7:i+1:i+1]
		d8[7] += c8[7]
		d8[6] += c8[6]
		d8[5] += c8[5]
		d8[4] += c8[4]
		d8[3] += c8[3]
		d8[2] += c8[2]
		d8[1] += c8[1]
		d8[0] += c8[0]
	}
	for ; i >= 0; i-- {
		d[i] += c[i]
	}
}

// subDesc sets d[i] −= c[i] for i from len(d)−1 down to 0.
func subDesc(d, c []int64) {
	c = c[:len(d)]
	i := len(d) - 1
	for ; i >= 7; i -= 8 { // unrolled: twice as fast as one at a time
		d8, c8 := d[i-7:i+1:i+1], c[i-7:i+1:i+1]
		d8[7] -= c8[7]
		d8[6] -= c8[6]
		d8[5] -= c8[5]
		d8[4] -= c8[4]
		d8[3] -= c8[3]
		d8[2] -= c8[2]
		d8[1] -= c8[1]
		d8[0] -= c8[0]
	}
	for ; i >= 0; i-- {
		d[i] -= c[i]
	}
}

// reduce maps each a[i] to a value ≡ a[i] (mod m) with |value| < 2m.
func (w *walker) reduce(a []int64) {
	m, inv := w.m, w.inv
	for i, v := range a {
		a[i] = v - int64(float64(v)*inv)*m
	}
}

// leaf adds the finished product st to w.sum.
func (w *walker) leaf(st *series) {
	a := st.a[:st.top+1]
	w.reduce(a)
	m := w.m
	sum := w.sum[:len(a)]
	for i, v := range a {
		v += v >> 63 & m // (−2m, 2m) → (−m, 2m)
		v += v >> 63 & m // → [0, 2m)
		if v >= m {
			v -= m
		}
		sum[i] = modular.Add(sum[i], v, m)
	}
}
