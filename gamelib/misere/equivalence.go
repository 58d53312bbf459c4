package misere

import (
	"fmt"
	"slices"

	"github.com/grundylab/grundylab/gamelib"
	hp "github.com/grundylab/grundylab/gamelib/heap"
)

// A heap that adds no element. Let A be a closed set of games with
// quotient Q (map Φ, P-portion P), G a game whose options lie in A, S the
// set of their elements, and X a position of A, with element x and with
// T the set of the elements of its options, that has a move. If, for
// every y ∈ Q,
//
//	(a) xy ∈ P implies sy ∉ P for every s ∈ S, and
//	(b) xy ∉ P and ty ∈ P for some t ∈ T imply sy ∈ P for some s ∈ S,
//
// then G ≡ X in the closure A′ of A ∪ {G}, whose quotient is again Q, with
// Φ(G) = x. Proof: write ρZ for Z ∈ A′ with every copy of G replaced by
// X; we show o⁻(Z) = o⁻(ρZ) by induction on Z, which gives G + Z ≡ X + Z
// for every context. Let Z = G + W, y = Φ(ρW), so ρZ = X + ρW has element
// xy. A move in G leads to O + W, whose outcome is that of O + ρW (by
// induction), of element sy. A move in W leads to G + W′, whose outcome
// is that of X + ρW′; when the move is in a copy of G inside W (W = G +
// V, W′ = O + V) that position X + O + ρV has element s·xv = sy again. If
// xy ∈ P, every move from X + ρW leads outside P, and (a) keeps every sy
// outside P, so every move from Z leads outside P: Z is a P-position (it
// has a move, since G has). If xy ∉ P, X + ρW has a move into P (it is
// not terminal, since X has a move): either in W, and then Z has the
// corresponding move into P, or to an element ty (in X, or in a copy of
// X that replaced a G: X + X′ + ρV has element t·xv = ty), and then (b)
// gives a move from Z in G into P. So o⁻(Z) = o⁻(ρZ) in all cases. ∎
//
// The test is sufficient, not necessary: when no element passes it for
// any representative tried, the heap may still be equivalent to one, or
// it may be a new element; the general algorithm then decides.

// equivalent reports whether the test (a), (b) holds for a game with
// option elements S and a position of element x and option elements T.
func (q *Quotient) equivalent(x int, S, T []int) bool {
	for y := range q.P {
		hitS := false
		for _, s := range S {
			if q.P[q.Mul[s][y]] {
				hitS = true
				break
			}
		}
		if q.P[q.Mul[x][y]] {
			if hitS {
				return false
			}
			continue
		}
		if hitS {
			continue
		}
		for _, t := range T {
			if q.P[q.Mul[t][y]] {
				return false
			}
		}
	}
	return true
}

// extendOne tries to add heap n = q.N + 1 to q in place without a new
// element: it returns true, with q now the quotient for heaps ≤ n, when
// the test above shows heap n equivalent to an element x. When the
// normal form of x has more than n tokens, the normal forms, generators
// and relations are recomputed (normalForms), so that they stay those
// the general algorithm would find. The
// representatives tried for x are the earlier heaps of element x (T their
// option elements, kept in opts), the normal form of x (T = {Φ(w −
// h)·o : h a heap of w, o ∈ opts[h]}), and the sums of two heaps, one per
// pair of kinds (element and option elements) of heap. A heap with no
// move is the game 0. opts[h] holds the option elements of heap h for
// h ≤ q.N and is extended.
//
// Cost: O(|Q|·(|S| + |T|)) per representative: O(n·|Q|²) for the heaps
// and normal forms, and O(k²·|Q|·(|S|+|T|)) for the pairs, k the kinds of
// heap, tried only when the others fail; then, with maxStates > 0, each
// element as heap n, checked by the proof (check, its states within
// lim's memory limit).
func (q *Quotient) extendOne(lim gamelib.Limits, r hp.Rule, opts *[][]int, maxStates int) (bool, error) {
	n := q.N + 1
	S, err := q.heapOptions(r, n)
	if err != nil {
		return false, err
	}
	add := func(x int) {
		q.N = n
		q.Heap = append(q.Heap, x)
		*opts = append(*opts, S)
		tokens := 0
		for _, h := range q.Words[x] {
			tokens += h
		}
		if tokens > n {
			q.Heap = slices.Clone(q.Heap) // shared with the quotient extended (incremental)
			perm := q.normalForms()
			for _, os := range *opts {
				for i := range os {
					os[i] = perm[os[i]]
				}
				slices.Sort(os)
			}
			if q.minimal != nil {
				m := make([][]elemSet, len(q.minimal))
				for x, chain := range q.minimal {
					for _, a := range chain {
						b := make(elemSet, len(a))
						for _, y := range a.elems() {
							b.add(perm[y])
						}
						m[perm[x]] = append(m[perm[x]], b)
					}
				}
				q.minimal = m
			}
		}
	}
	if len(S) == 0 {
		add(0)
		return true, nil
	}
	// A heap with the option elements of an earlier heap is that heap's
	// kind: it is equivalent to it, and the proof is unchanged.
	for h := n - 1; h >= 1; h-- {
		if slices.Equal((*opts)[h], S) {
			add(q.Heap[h])
			return true, nil
		}
	}
	// Representatives by element: heaps first (their T is at hand).
	for x := range q.P {
		for h := 1; h < n; h++ {
			if q.Heap[h] == x && len((*opts)[h]) > 0 && q.equivalent(x, S, (*opts)[h]) {
				add(x)
				return true, nil
			}
		}
		w := q.Words[x]
		var T []int
		for i, h := range w {
			if i > 0 && w[i-1] == h {
				continue
			}
			rest, _ := q.Element(slices.Delete(slices.Clone(w), i, i+1)...)
			for _, o := range (*opts)[h] {
				T = append(T, q.Mul[rest][o])
			}
		}
		if len(T) > 0 && q.equivalent(x, S, T) {
			add(x)
			return true, nil
		}
	}
	// The minimal option sets of the positions of each element, from its
	// proof: the weakest representatives for (b).
	if q.minimal != nil {
		for x := range q.P {
			for _, T := range q.minimal[x] {
				if q.equivalent(x, S, T.elems()) {
					add(x)
					return true, nil
				}
			}
		}
	}
	// Sums of two heaps as representatives, one per pair of kinds of heap
	// (heaps with the same element and option elements give the same T).
	var kinds []int
	seenKind := map[string]bool{}
	for h := 1; h < n; h++ {
		k := fmt.Sprint(q.Heap[h], (*opts)[h])
		if !seenKind[k] {
			seenKind[k] = true
			kinds = append(kinds, h)
		}
	}
	for i, a := range kinds {
		for _, b := range kinds[i:] {
			x := q.Mul[q.Heap[a]][q.Heap[b]]
			var T []int
			for _, o := range (*opts)[a] {
				T = append(T, q.Mul[q.Heap[b]][o])
			}
			for _, o := range (*opts)[b] {
				T = append(T, q.Mul[q.Heap[a]][o])
			}
			if len(T) > 0 && q.equivalent(x, S, T) {
				add(x)
				return true, nil
			}
		}
	}
	// The broad test: heap n as each element x whose P-status its options
	// allow, checked by the proof.
	if maxStates > 0 {
		isP := true
		for _, s := range S {
			if q.P[s] {
				isP = false
			}
		}
		for x := range q.P {
			if q.P[x] != isP {
				continue
			}
			e := *q
			e.N = n
			e.Heap = append(slices.Clone(q.Heap), x)
			e.minimal = nil
			ok, err := e.check(lim, r, maxStates)
			if err == errInconsistent || err == nil && !ok {
				continue
			}
			if err != nil {
				return false, err
			}
			q.minimal = e.minimal
			add(x)
			return true, nil
		}
	}
	return false, nil
}
