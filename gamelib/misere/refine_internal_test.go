package misere

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// mooreRefine is the plain refinement that refine replaces: every round
// gives every element the signature of its class and its successors'
// classes, numbered in the order of their first element, until a round
// splits no class.
func mooreRefine(class []int32, nc int, succ []int32, nk int) ([]int32, int) {
	class = slices.Clone(class)
	for {
		sig := map[string]int32{}
		next := make([]int32, len(class))
		for i := range class {
			k := fmt.Sprint(class[i], ":")
			for _, y := range succ[i*nk : (i+1)*nk] {
				k += fmt.Sprint(class[y], ",")
			}
			c, ok := sig[k]
			if !ok {
				c = int32(len(sig))
				sig[k] = c
			}
			next[i] = c
		}
		done := len(sig) == nc
		class, nc = next, len(sig)
		if done {
			return class, nc
		}
	}
}

// TestRefineMatchesMoore compares refine with mooreRefine on random
// successor maps, some of them the actions of products of cyclic monoids
// (many equal signatures), with random initial partitions.
func TestRefineMatchesMoore(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 400 {
		n, nk, labels := 1+rng.IntN(60), 1+rng.IntN(4), 1+rng.IntN(3)
		succ := make([]int32, n*nk)
		if trial%2 == 0 {
			for i := range succ {
				succ[i] = int32(rng.IntN(n))
			}
		} else { // x ↦ x + a_j mod n, saturating at some elements
			sat := rng.IntN(n)
			for i := range n {
				for j := range nk {
					y := (i + 1 + j) % n
					if i >= sat {
						y = min(i+j, n-1)
					}
					succ[i*nk+j] = int32(y)
				}
			}
		}
		class := make([]int32, n)
		num := map[int]int32{}
		for i := range class {
			l := rng.IntN(labels)
			if trial%3 == 0 {
				l = i % labels
			}
			c, ok := num[l]
			if !ok {
				c = int32(len(num))
				num[l] = c
			}
			class[i] = c
		}
		want, wn := mooreRefine(class, len(num), succ, nk)
		got, gn := refine(slices.Clone(class), len(num), succ, nk, nil)
		if gn != wn || !slices.Equal(got, want) {
			t.Fatalf("trial %d (n %d, k %d): refine gives %d classes %v, Moore %d %v", trial, n, nk, gn, got, wn, want)
		}
	}
}
