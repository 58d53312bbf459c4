package family

import (
	"context"
	"fmt"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// bitsOf returns the moves of c as (j, k) pairs: remove j tokens and leave
// k nonempty heaps, for each bit 2^k of d_j.
func bitsOf(c *octal.Code) [][2]int {
	var out [][2]int
	for j := 0; j <= c.Len(); j++ {
		d := c.Digit(j)
		for k := 0; k < 4; k++ {
			if d&(1<<k) != 0 {
				out = append(out, [2]int{j, k})
			}
		}
	}
	return out
}

// fromDigits builds the code with digits d[0], d[1], … (d[0] before the
// point; at least one digit after it is written).
func fromDigits(d []int) *octal.Code {
	buf := []byte{hexChar(d[0]), '.'}
	for _, x := range d[1:] {
		buf = append(buf, hexChar(x))
	}
	if len(d) == 1 {
		buf = append(buf, '0')
	}
	return octal.MustParse(string(buf))
}

// HeapOneDead reports whether a heap of one token has no move in c, so
// that g(1) = 0: d₁ lacks bit 1 (the other moves need more tokens).
// It is false for a nil code.
func HeapOneDead(c *octal.Code) bool { return c != nil && c.Digit(1)&1 == 0 }

// plainCode reports whether c is a finite code without CGSuite's "!": the
// codes for which Lift and Reduce are proven (they rebuild a code from its
// digits alone, which would drop a "!" or a repeating part).
func plainCode(c *octal.Code) bool {
	if c == nil || c.Repeat() > 0 {
		return false
	}
	for j := 0; j <= c.Len(); j++ {
		if c.Unequal(j) {
			return false
		}
	}
	return true
}

// diagonalMax returns, for each s = j + k, the largest k among the moves
// (j, k) of c (−1 where there is none).
func diagonalMax(c *octal.Code) []int {
	K := make([]int, c.Len()+4)
	for i := range K {
		K[i] = -1
	}
	for _, b := range bitsOf(c) {
		K[b[0]+b[1]] = max(K[b[0]+b[1]], b[1])
	}
	return K
}

// Lift returns the code G with g_c(n) = g_G(n − 1) for every n ≥ 1 (and
// g_c(0) = 0), for a code c whose heap of one token has no move (see
// HeapOneDead and the package comment for the proof): G's digit s − 1 is
// 2^(K+1) − 1 (1, 3, 7 or F) where K is the largest k of a move (j, k)
// of c with j + k = s, and 0 when there is none. Lift(0.07) is 0.137
// (Dawson's Kayles is Dawson's Chess shifted by one heap). It returns
// false when heap 1 of c has a move, and for a code with a "!" or a
// repeating part (to which the proof does not apply). Cost O(c.Len()).
func Lift(c *octal.Code) (*octal.Code, bool) {
	if !plainCode(c) || !HeapOneDead(c) {
		return nil, false
	}
	K := diagonalMax(c)
	d := []int{0} // s = 1 holds no move: (1, 0) is excluded, (0, 1) is not a code
	for s := 2; s < len(K); s++ {
		if K[s] >= 0 {
			d = append(d, 1<<(K[s]+1)-1)
		} else {
			d = append(d, 0)
		}
	}
	return fromDigits(d), true
}

// smallValues returns g(0), …, g(n) of c by the definition; for the few
// heaps (n ≤ 3 + c.Len()) that the reductions look at.
func smallValues(c *octal.Code, n int) []int {
	g := make([]int, n+1)
	for m := 1; m <= n; m++ {
		seen := map[int]bool{}
		for o := range c.Options(m) {
			v := 0
			for _, h := range o {
				v ^= g[h]
			}
			seen[v] = true
		}
		for seen[g[m]] {
			g[m]++
		}
	}
	return g
}

// sumOf reports whether x is a sum of exactly m elements of zero
// (repetitions allowed), zero[y] telling whether y ≥ 1 is one.
func sumOf(x, m int, zero []bool) bool {
	if m == 0 {
		return x == 0
	}
	for y := 1; y < len(zero) && y <= x; y++ {
		if zero[y] && sumOf(x-y, m-1, zero) {
			return true
		}
	}
	return false
}

// redundant reports whether move (j2, k2) of c can be left out without
// changing any value (see Reduce), g holding g(0 … c.Len()).
func redundant(c *octal.Code, j2, k2 int, g []int) bool {
	zero := make([]bool, len(g))
	for y := 1; y < len(g); y++ {
		zero[y] = g[y] == 0
	}
	for _, b := range bitsOf(c) {
		j, k := b[0], b[1]
		if k > k2 && j < j2 && sumOf(j2-j, k-k2, zero) {
			return true // covered: (j, k) leaves the same heaps and k−k2 heaps of value 0
		}
	}
	if k2 == 0 {
		// Taking all j2 tokens is an option of heap j2 only, of value 0.
		for o := range c.Options(j2) {
			v := 0
			for _, h := range o {
				v ^= g[h]
			}
			if len(o) > 0 && v == 0 {
				return true
			}
		}
	}
	return false
}

// Reduce returns a code with the same Grundy values as c and no move that
// can be left out by the two rules below, leaving out one move at a time
// (the last digit's first, the move that leaves more heaps first) until
// none can. Let Z be the heap sizes 1 ≤ x ≤ c.Len() with g(x) = 0.
//
//  1. Covered moves. The move (j′, k′), remove j′ tokens and leave k′
//     nonempty heaps, is covered by a move (j, k) of the code with k > k′
//     when j′ − j is a sum of exactly k − k′ sizes in Z: wherever (j′, k′)
//     leaves heaps H, (j, k) can leave H and k − k′ heaps of value 0,
//     an option of the same value. So 0.453 is 0.45 (heap 1 has no move:
//     1 ∈ Z), and 0.742 is 0.74 (g(2) = 0 in 0.74).
//  2. Redundant take-all moves. The move (j′, 0), take all j′ tokens, is an
//     option of heap j′ only, of value 0; when heap j′ has another option
//     of value 0 it changes nothing. So 0.343 is 0.342.
//
// By induction on the heap size, leaving out such a move keeps every
// value (the values of Z are those of smaller heaps). Reduce(c) reduces
// to itself. It returns c itself when nothing can be left out. Cost
// O(c.Len()³) for the values of the heaps up to c.Len() at each step.
// A code with a "!" or a repeating part is returned as it is.
func Reduce(c *octal.Code) *octal.Code {
	if !plainCode(c) {
		return c
	}
	orig := c
	for {
		g := smallValues(c, c.Len())
		bits := bitsOf(c)
		removed := false
		for i := len(bits) - 1; i >= 0; i-- {
			j, k := bits[i][0], bits[i][1]
			if redundant(c, j, k, g) {
				d := make([]int, c.Len()+1)
				for x := range d {
					d[x] = c.Digit(x)
				}
				d[j] &^= 1 << k
				c = fromDigits(d)
				removed = true
				break
			}
		}
		if !removed {
			if c.Code() == orig.Code() {
				return orig
			}
			return c
		}
	}
}

// An Entry is one code of a family in a sweep's plan: computed itself
// when Rep is Code, otherwise trivially equivalent to Rep, another code
// of the family that is computed: g_Code(n) = g_Rep(n − Shift) for
// n ≥ Shift and g_Code(n) = 0 for n < Shift. Via lists the codes of the
// chain of reductions (see Representative) from Code to Rep.
type Entry struct {
	Code  *octal.Code
	Rep   *octal.Code
	Shift int
	Via   []string
}

// Computed reports whether e is computed itself.
func (e Entry) Computed() bool { return e.Rep == e.Code }

// Representative returns the code of f that c is reduced to, and the
// shift: g_c(n) = g_rep(n − shift) for n ≥ shift, 0 below. From c it
// takes Reduce(c) when that is another code of f, else, when heap 1 has
// no move, Lift(c) (adding 1 to the shift) or Reduce(Lift(c)) when one of
// them is in f, and repeats; it stops at a code for which none of these
// steps leads into f. Every code of f thus reduces to a code of f that
// reduces to itself, so the representatives split f into classes of codes
// with the same values up to a shift. The codes of the chain are returned
// in via, c first. Cost O(steps · c.Len()³).
func (f *Family) Representative(c *octal.Code) (rep *octal.Code, shift int, via []string) {
	seen := map[string]bool{}
	via = []string{c.Code()}
	step := func(next *octal.Code) bool {
		if next == nil || !f.Contains(next) || seen[next.Code()] {
			return false
		}
		c = f.Code(f.Index(next))
		via = append(via, c.Code())
		return true
	}
	for {
		seen[c.Code()] = true
		if r := Reduce(c); r != c && step(r) {
			continue
		}
		if g, ok := Lift(c); ok {
			if step(g) || step(Reduce(g)) {
				shift++
				continue
			}
		}
		return c, shift, via
	}
}

// Plan returns the codes of shard s of f, in the order of f, each with
// its representative. The representatives (codes that reduce to
// themselves), numbered 0, 1, 2, … in the order of f, go to shard number
// mod s.N, and every other code goes to the shard of its representative:
// the shards partition f, every shard computes every representative it
// names, and the shards of one family are found without any coordination.
// Cost O(|f| · c) for codes of c digits, about stepsPerPlanned steps a
// code. Plan is PlanContext with context.Background().
func (f *Family) Plan(s Shard) ([]Entry, error) {
	return f.PlanContext(context.Background(), s)
}

// PlanContext is Plan under ctx's work limit (checked before any work)
// and cancellation.
func (f *Family) PlanContext(ctx context.Context, s Shard) ([]Entry, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if f == nil {
		return nil, fmt.Errorf("family: Plan of a nil family")
	}
	if !s.valid() {
		return nil, fmt.Errorf("family: bad shard %d/%d (want I/N with 0 ≤ I < N)", s.I, s.N)
	}
	if err := gamelib.LimitsFrom(ctx).CheckWork(fmt.Sprintf("family: plan of %d codes", f.Len()), float64(f.Len())*stepsPerPlanned); err != nil {
		return nil, err
	}
	type red struct {
		rep   *octal.Code
		shift int
		via   []string
	}
	reds := make([]red, f.Len())
	shardOf := make(map[string]int)
	number := 0
	for i, c := range f.codes {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("family: %w", err)
			}
		}
		rep, shift, via := f.Representative(c)
		reds[i] = red{rep, shift, via}
		if rep == c {
			shardOf[c.Code()] = number % s.N
			number++
		}
	}
	var out []Entry
	for i, c := range f.codes {
		r := reds[i]
		if shardOf[r.rep.Code()] != s.I {
			continue
		}
		e := Entry{Code: c, Rep: r.rep, Shift: r.shift}
		if r.rep != c {
			e.Via = r.via
		}
		out = append(out, e)
	}
	return out, nil
}
