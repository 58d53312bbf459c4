package octal

import (
	"math"
	"math/bits"
)

// The arithmetic-periodicity test for hexadecimal codes with three-heap
// moves (doc.go, "Hexadecimal codes", has the statement and the proof).
// Given values g(0 … len−1) on which g(n + p) = g(n) + s holds from t on,
// let f be the arithmetic-periodic sequence they begin (f = g below
// t + p, f(n + p) = f(n) + s above). The test proves g = f for every n by
// two checks on f made over residues, so that they hold for all heaps:
//
//   - exclusion (hexExcludes): no option of a heap n ≥ N has the value
//     f(n); heaps are grouped in classes (each heap below t alone, the
//     others by their residue modulo P), and an option's value can equal
//     f(n) only if the low e bits of its heaps' values match those of f(n)
//     and the sum of their high parts reaches f(n)'s high part;
//   - cover (hexCovers): for each n₀ in [N, N + P), every value below f(n₀)
//     has a witness among the options of n₀ that carries over to n₀ + kP
//     for every k: a three-heap move (a, b, c) whose heaps b and c cancel
//     but for low bits x (b = c, or f(b) ⊕ f(c) = x small and both grow
//     alike) leaves the value f(a) ⊕ x at every such heap and
//     (f(a) ⊕ x) + k″σ, 0 ≤ k″ ≤ k, when a ≥ t ("ladders");
//     one-heap moves and splits of which one part keeps a value below 2^e
//     move up by kσ ("shifts").
//
// P = lcm(p, 2)·2^c for c = 0 … 3, σ = s·P/p, 2^e the largest power of two
// dividing σ.

// theoremHex names the test in a certificate's proof.
const theoremHex = "arithmetic-periodicity test for hexadecimal codes with three-heap moves (package octal)"

// Bounds on the work of one test, so that a certificate is cheap to ask
// for on values of any length: the classes (heaps below t and residues
// modulo P) at most hexMaxClasses, the tables of pairs at most
// hexMaxTable entries, and the heaps n₀ whose options are enumerated at
// most hexMaxN. Beyond them the test proves nothing (the period stays
// observed).
const (
	hexMaxClasses = 4096
	hexMaxTable   = 1 << 20
	hexMaxN       = 1 << 13
	hexMaxDouble  = 3 // P = lcm(p, 2)·2^c for c = 0 … hexMaxDouble
)

// hexArith reports whether the test covers c: a finite code (no
// repeating part) without "!" that has a three-heap move (a digit with
// bit 8, d₀ included).
func (c *Code) hexArith() bool {
	if c == nil || c.repeat > 0 || c.unequal != nil {
		return false
	}
	for _, d := range c.digits {
		if d&8 != 0 {
			return true
		}
	}
	return false
}

// hexBound is the fewest values the test rests on for the period p with
// preperiod t: max(N + p, t + 2p + 1) with N = max(3t + k, k + 1), k the
// code's length (the test needs N + P values, P ≥ p; see hexCertify);
// math.MaxInt on overflow.
func (c *Code) hexBound(t, p int) int {
	k := len(c.digits) - 1
	if t < 0 || p < 1 || t > math.MaxInt/8 || p > math.MaxInt/8 || k > math.MaxInt/8 {
		return math.MaxInt
	}
	return max(3*t+k+p, k+1+p, t+2*p+1)
}

// hexCertify returns the number L of values g(0 … L−1) from which the
// test proves g(n + p) = g(n) + s for every n ≥ t, or math.MaxInt when it
// does not (the relation fails on g, g is too short, a bound of the work
// is exceeded, or a check fails). Cost: O(len(g)) to check the relation,
// then for each P tried O(C²) for the pairs' table (C = t + P classes),
// O(P·k·C) for exclusion and O(P·k·N) for the cover (O(P·k·N²) for the
// heaps whose cover needs general three-heap splits).
func (c *Code) hexCertify(g []uint16, t, p, s int) int {
	if !c.hexArith() || s < 1 || t < 0 || p < 1 || len(g) < t+p || len(g) > math.MaxInt32 {
		return math.MaxInt
	}
	for n := t + p; n < len(g); n++ {
		if int(g[n]) != int(g[n-p])+s {
			return math.MaxInt
		}
	}
	k := len(c.digits) - 1
	nmin := max(3*t+k, k+1)
	least := c.hexBound(t, p)
	if least > len(g) {
		return math.MaxInt
	}
	p2 := p
	if p%2 != 0 {
		p2 = 2 * p
	}
	h := hexSeq{g: g, t: t, p: p, s: s}
	for dbl := 0; dbl <= hexMaxDouble; dbl++ {
		P := p2 << dbl
		if t+P > hexMaxClasses || nmin+P > len(g) {
			break
		}
		sigma := s * P / p
		e := bits.TrailingZeros(uint(sigma))
		if P<<e > hexMaxTable {
			break
		}
		if !c.hexExcludes(&h, P, sigma, e) {
			continue
		}
		// The cover may need larger heaps (a ladder in every class):
		// N doubles from its least value while the values last.
		for N := nmin; N+P <= len(g) && N <= hexMaxN; N *= 2 {
			if c.hexCovers(&h, N, P, sigma, e) {
				return max(N+P, least)
			}
		}
	}
	return math.MaxInt
}

// hexSeq is the arithmetic-periodic sequence f that g(0 … t+p−1) begins.
type hexSeq struct {
	g       []uint16
	t, p, s int
}

// f returns f(x), x ≥ 0.
func (h *hexSeq) f(x int) int {
	if x < h.t+h.p {
		return int(h.g[x])
	}
	q, r := (x-h.t)/h.p, (x-h.t)%h.p
	return int(h.g[h.t+r]) + q*h.s
}

// A hexClass is a heap below t, or the heaps t + ρ + κP (κ ≥ 0): its
// residue modulo P, the low e bits of its values, whether it is large
// (unbounded) and φ = P·(f(x) >> e) − σ′·x, σ′ = σ >> e, the same for all
// its heaps.
type hexClass struct {
	res, low int
	large    bool
	phi      int64
}

// hexExcludes reports whether no option of a heap n ≥ N (N ≥ max(3t + k,
// k + 1)) has the value f(n), for the period P (see doc.go). An option's
// heaps x₁, …, x_i (i ≤ 3, Σxᵢ = n − j) have the value f(n) only if
// ⊕ low(xᵢ) = low(n) and Σφ(xᵢ) ≥ φ(n) + σ′j (their high parts' sum reaches
// f(n)'s, which the nim-sum never exceeds); it checks, for every residue
// of n, j and i, the largest Σφ over classes of the right residue and low
// bits, from a table of the best pair. O(C² + P·k·C) time, C = t + P,
// and 2·P·2^e table entries.
func (c *Code) hexExcludes(h *hexSeq, P, sigma, e int) bool {
	t := h.t
	mask := 1<<e - 1
	sp := int64(sigma >> e)
	class := func(x int, large bool) hexClass {
		v := h.f(x)
		return hexClass{res: x % P, low: v & mask, large: large, phi: int64(P)*int64(v>>e) - sp*int64(x)}
	}
	cls := make([]hexClass, 0, t+P)
	for x := 1; x < t; x++ {
		cls = append(cls, class(x, false))
	}
	for r := range P {
		cls = append(cls, class(t+r, true))
	}
	// best[0]: pairs with a large class, best[1]: any pairs; indexed by
	// residue·2^e + low; none is math.MinInt64.
	const none = math.MinInt64
	L := 1 << e
	best := [2][]int64{make([]int64, P*L), make([]int64, P*L)}
	for i := range best[0] {
		best[0][i], best[1][i] = none, none
	}
	for a := range cls {
		for b := a; b < len(cls); b++ {
			x, y := &cls[a], &cls[b]
			i := (x.res+y.res)%P*L + (x.low ^ y.low)
			v := x.phi + y.phi
			best[1][i] = max(best[1][i], v)
			if x.large || y.large {
				best[0][i] = max(best[0][i], v)
			}
		}
	}
	for r := range P {
		n := class(t+r, true)
		for j, d := range c.digits {
			bound := n.phi + sp*int64(j) // Σφ must stay below it
			rj := ((n.res-j)%P + P) % P
			if d&2 != 0 { // one heap, n − j ≥ t: its class is large
				x := class(t+((r-j)%P+P)%P, true)
				if x.low == n.low && x.phi >= bound {
					return false
				}
			}
			if d&4 != 0 { // two heaps, one of them large
				if v := best[0][rj*L+n.low]; v != none && v >= bound {
					return false
				}
			}
			if d&8 != 0 { // three heaps, one of them large
				for _, z := range cls {
					tab := best[0]
					if z.large {
						tab = best[1]
					}
					v := tab[((rj-z.res)%P+P)%P*L+(n.low^z.low)]
					if v != none && v+z.phi >= bound {
						return false
					}
				}
			}
		}
	}
	return true
}

// hexCovers reports whether, for every n₀ in [N, N + P), the witnesses
// among the options of n₀ that carry over to n₀ + kP cover every value
// below f(n₀ + kP) for every k ≥ 0 (see doc.go): for every class r of
// values modulo σ, the least ladder value u_r ≡ r exists, the values
// ≡ r below u_r are left by three-heap moves (a, b, c) or two-heap moves
// (b, c) whose pair (b, c) cancels but for low bits (cancelling), and
// those from u_r to f(n₀) are ladder or shift values. O(P·k·N)
// time, and O(P·k·N²) for the heaps whose cover needs the shifts of
// general three-heap moves.
func (c *Code) hexCovers(h *hexSeq, N, P, sigma, e int) bool {
	t := h.t
	small := 1 << e // a part of a shift keeps a value below 2^e
	canc := h.cancelling(N+P, P, e)
	for n0 := N; n0 < N+P; n0++ {
		fn := h.f(n0)
		top := fn
		for a := 1; a < n0; a++ {
			top = max(top, h.f(a))
		}
		ladder := make([]bool, top+1)
		stay := make([]bool, top+1)
		shift := make([]bool, fn)
		mark := func(set []bool, v int) {
			if v < len(set) {
				set[v] = true
			}
		}
		for j, d := range c.digits {
			m := n0 - j
			if d&2 != 0 && m >= t {
				mark(shift, h.f(m))
			}
			if d&4 != 0 {
				for x := range 64 {
					if canc[m]>>x&1 != 0 {
						mark(stay, x)
					}
				}
				for a := 1; m-a >= max(t, 1); a++ {
					if fa := h.f(a); fa < small {
						mark(shift, fa^h.f(m-a))
					}
				}
			}
			if d&8 != 0 {
				for a := m - 2; a >= 1; a-- {
					fa := h.f(a)
					for xs := canc[m-a]; xs != 0; xs &= xs - 1 {
						v := fa ^ bits.TrailingZeros64(xs)
						mark(stay, v)
						if a >= t {
							mark(ladder, v)
						}
					}
				}
			}
		}
		general := false // the shifts of three-heap moves (a, b, c ≥ t) are marked
		for r := 0; r < sigma; r++ {
			u := r
			for u <= top && !ladder[u] {
				u += sigma
			}
			if u > top {
				return false // no ladder in the class r
			}
			for w := r; w < u; w += sigma {
				if !stay[w] {
					return false
				}
			}
			for v := u; v < fn; v += sigma {
				if ladder[v] || shift[v] {
					continue
				}
				if !general {
					general = true
					c.markGeneralShifts(h, n0, small, shift)
					if shift[v] {
						continue
					}
				}
				return false
			}
		}
	}
	return true
}

// cancelling returns, for every S < n, the nim-sums x < 2^e′ of the
// cancelling pairs summing to S, as a bit mask (bit x): heaps b ≤ c,
// b + c = S, with b = c (x = 0), or with b, c ≥ t, f(b) ⊕ f(c) = x and
// 2^e′ dividing σ/2 when p divides P/2 (then f(b + iP/2) = f(b) + iσ/2,
// and adding iσ/2 to both values keeps their nim-sum, so the pair grown
// by iP/2 a heap still has the nim-sum x). e′ = min(e − 1, 6).
// O(n + the pairs of heaps of values equal above their low e′ bits).
func (h *hexSeq) cancelling(n, P, e int) []uint64 {
	canc := make([]uint64, n)
	for S := 2; S < n; S += 2 {
		canc[S] = 1
	}
	if (P/2)%h.p != 0 || e < 1 {
		return canc
	}
	e1 := min(e-1, 6)
	heaps := map[int][]int{} // the heaps x ≥ max(t, 1), x < n, by value >> e′
	for x := max(h.t, 1); x < n; x++ {
		v := h.f(x)
		for _, b := range heaps[v>>e1] {
			if b+x < n {
				canc[b+x] |= 1 << uint(h.f(b)^v)
			}
		}
		heaps[v>>e1] = append(heaps[v>>e1], x)
	}
	return canc
}

// markGeneralShifts marks the shifts of three-heap moves (a, b, c) of n₀,
// a ≤ b, c ≥ t, f(a) ⊕ f(b) < small: at n₀ + kP the move (a, b, c + kP)
// has the value f(a) ⊕ f(b) ⊕ f(c) + kσ. O(k·n₀²) time.
func (c *Code) markGeneralShifts(h *hexSeq, n0, small int, shift []bool) {
	t := h.t
	for j, d := range c.digits {
		if d&8 == 0 {
			continue
		}
		m := n0 - j
		for a := 1; 2*a+max(t, 1) <= m; a++ {
			fa := h.f(a)
			for b := a; a+b+max(t, 1) <= m; b++ {
				if x := fa ^ h.f(b); x < small {
					if v := x ^ h.f(m-a-b); v < len(shift) {
						shift[v] = true
					}
				}
			}
		}
	}
}
