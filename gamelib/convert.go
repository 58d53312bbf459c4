package gamelib

// SequenceOf widens values stored compactly (octal's solvers return
// []uint16) to a Sequence. It allocates len(g) ints; O(len(g)).
func SequenceOf[T ~uint8 | ~uint16 | ~uint32](g []T) Sequence {
	s := make(Sequence, len(g))
	for i, v := range g {
		s[i] = int(v)
	}
	return s
}

// Exceptions lists the heaps n < t whose value differs from the periodic
// part of period p from t: g(n) ≠ g(n + kp) for the k that puts n + kp in
// [t, t+p). It returns nil when t ≤ 0 or p ≤ 0, and an error-free empty
// answer for heaps beyond the sequence: a heap n whose periodic partner
// n + kp is not in s is skipped. O(t).
func (s Sequence) Exceptions(t, p int) []int {
	if t <= 0 || p <= 0 {
		return nil
	}
	var ex []int
	for n := 0; n < t && n < len(s); n++ {
		m := n + (t-n+p-1)/p*p
		if m < len(s) && s[n] != s[m] {
			ex = append(ex, n)
		}
	}
	return ex
}
