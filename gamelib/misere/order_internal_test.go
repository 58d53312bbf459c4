package misere

import (
	"math/rand/v2"
	"testing"
)

// The monomial order of normal forms is written twice, for exponent
// vectors (word.less) and for sorted heap lists (heapsLess); they agree.
func TestMonomialOrders(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	const n = 6
	random := func() word {
		w := word{e: make([]int, n+1)}
		for range rng.IntN(6) {
			h := 1 + rng.IntN(n)
			w.e[h]++
			w.total += h
		}
		return w
	}
	for range 20000 {
		a, b := random(), random()
		if a.less(b) != heapsLess(a.heaps(), b.heaps()) {
			t.Fatalf("%v < %v: word.less %v, heapsLess %v", a.heaps(), b.heaps(), a.less(b), heapsLess(a.heaps(), b.heaps()))
		}
	}
}
