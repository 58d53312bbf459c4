package periods

import "math"

// AllBut is the finite check of the arithmetic-periodicity lemma for
// all-but subtraction games (proved in gamelib/octal/doc.go, "Arithmetic
// periods"). The game's options from every heap n > k are the heaps
// m = lo, …, n−1 except m = n − j for j in the finite excluded set X
// (excluded[j] for 1 ≤ j < len(excluded); lo = 0 when a move may take the
// whole heap, 1 when it may not). With f = max X (0 for X = ∅),
// A(x) = {g(m) : lo ≤ m < x} and R(x) = {g(m) : t ≤ m < x}, the lemma needs
//
//	(P) A(t+p) ∪ (R(x₀)+s) = [0, s) ∪ (A(t)+s) ∪ (R(x₀)+s)   for some x₀ ≥ t,
//
// and the relation g(m + p) = g(m) + s on t ≤ m < N = max(x₀+f, t+f, k+1).
// AllBut returns the number of values the proof rests on,
// L = max(N + p, t + 2p + 1), for the least x₀ that satisfies (P) on the
// values g; it returns math.MaxInt when no x₀ within g does, when s < 1,
// t < lo, p < 1, or L exceeds len(g). It does not check the relation
// itself: Certified does, on every m ≥ t of g.
//
// Cost: O(len(g) + max g) time, O(max g(0 … t+p−1)) memory (at most t + p
// booleans for the values of a mex, which never exceed their heap).
func AllBut[T Value](g []T, lo int, excluded []bool, k, t, p, s int) int {
	n := len(g)
	if s < 1 || p < 1 || t < lo || t+p > n || lo < 0 || k < 0 {
		return math.MaxInt
	}
	f := 0
	for j := len(excluded) - 1; j >= 1; j-- {
		if excluded[j] {
			f = j
			break
		}
	}
	// Values of the prefixes A(t) and A(t+p); a mex value never exceeds
	// its heap, so the tables are short (guard against other input).
	top := 0
	for m := lo; m < t+p; m++ {
		top = max(top, int(g[m]))
	}
	if top > t+p+s+64 {
		return math.MaxInt
	}
	inT := make([]bool, top+s+1)  // inT[v]: v ∈ A(t)
	inTP := make([]bool, top+s+1) // inTP[v]: v ∈ A(t+p)
	for m := lo; m < t+p; m++ {
		if m < t {
			inT[g[m]] = true
		}
		inTP[g[m]] = true
	}
	for v := range s {
		if v >= len(inTP) || !inTP[v] {
			return math.MaxInt // a value below s missing from A(t+p)
		}
	}
	// The bad values u = v − s, v ≥ s, with (v ∈ A(t+p)) ≠ (u ∈ A(t)):
	// each must be in R(x₀).
	bad := make([]bool, top+1)
	nbad := 0
	for u := 0; u <= top; u++ {
		inA := u < len(inT) && inT[u]
		v := u + s
		inB := v < len(inTP) && inTP[v]
		if inA != inB {
			bad[u] = true
			nbad++
		}
	}
	x0 := t
	for m := t; nbad > 0 && m < n; m++ {
		if u := int(g[m]); u <= top && bad[u] {
			bad[u] = false
			nbad--
			x0 = m + 1
		}
	}
	if nbad > 0 {
		return math.MaxInt
	}
	N := max(x0+f, t+f, k+1)
	L := max(N+p, t+2*p+1)
	if L > n {
		return math.MaxInt
	}
	return L
}
