package thuemorse

import (
	"fmt"
	"math/big"
)

// A Certificate records the automaton computation done by Certify.
type Certificate struct {
	// NFAStates is the number of states of the nondeterministic automaton
	// that guesses s digit by digit (pattern state of s, borrow, borrow
	// parity, whether r−s is nonzero so far).
	NFAStates int
	// States is the number of reachable states of the determinized
	// product automaton that were checked.
	States int
}

// A digitDFA reads base-4 digits from the least significant one. Its
// language must be closed under adding leading zeros (appending 0 digits
// never changes acceptance), as value-based languages are.
type digitDFA struct {
	states int
	start  int
	step   func(st, d int) int
	accept func(st int) bool
}

var patternDFA = digitDFA{
	states: patStates,
	start:  patS,
	step:   patStep,
	accept: func(st int) bool { return st != patX },
}

// Certify proves that the losing starting values are exactly the r ≥ 1
// with IsPattern(r), for every r, and hence that the seed's layer structure
// and the formula for S(n) hold for every n.
//
// By the carry rule of the package comment it suffices that the pattern
// language P (with 0 added) satisfies, for every r ≥ 1,
//
//	r ∈ P  ⇔  no s ∈ P with s < r makes an odd number of borrows in r − s,
//
// since L is the unique set containing 0 that satisfies it (membership of r
// depends only on smaller elements). The right-hand side is recognized by
// a finite automaton reading the base-4 digits of r: a nondeterministic one
// guesses the digits of s and tracks P's state of s, the binary borrow of
// r − s, the parity of the borrows so far and whether r − s is nonzero;
// Certify determinizes it by the subset construction, runs it in product
// with P's automaton for r, and checks the equivalence in every reachable
// state. Padding with leading zeros changes neither side, so the reachable
// states cover every r. The computation takes microseconds. An error
// reports a counterexample r, so a wrong pattern would be refuted.
func Certify() (Certificate, error) { return certify(patternDFA) }

// nfaIndex packs an NFA state: s's DFA state, borrow, parity, nonzero.
func nfaIndex(ls, b, par, nz int) int { return ((ls*2+b)*2+par)*2 + nz }

// subStep performs one base-4 digit of the binary subtraction r − s with
// incoming borrow b: it returns the outgoing borrow, the number of borrows
// made (0, 1 or 2) and whether the difference digit is nonzero.
func subStep(dr, ds, b int) (bout, borrows int, nonzero bool) {
	diff := 0
	for bit := range 2 {
		x := (dr>>bit)&1 - (ds>>bit)&1 - b
		b = 0
		if x < 0 {
			x += 2
			b = 1
			borrows++
		}
		diff |= x << bit
	}
	return b, borrows, diff != 0
}

// nfaStep returns the set of NFA states reached from the set mask on the
// r-digit dr.
func nfaStep(p digitDFA, mask uint64, dr int) uint64 {
	var out uint64
	for ls := range p.states {
		for b := range 2 {
			for par := range 2 {
				for nz := range 2 {
					if mask&(1<<nfaIndex(ls, b, par, nz)) == 0 {
						continue
					}
					for ds := range 4 {
						bout, c, nonzero := subStep(dr, ds, b)
						nz2 := nz
						if nonzero {
							nz2 = 1
						}
						out |= 1 << nfaIndex(p.step(ls, ds), bout, par^(c&1), nz2)
					}
				}
			}
		}
	}
	return out
}

// nfaBad reports whether mask holds an accepting NFA state: s accepted,
// no final borrow (s ≤ r), r − s ≠ 0 and an odd number of borrows.
func nfaBad(p digitDFA, mask uint64) bool {
	for ls := range p.states {
		if p.accept(ls) && mask&(1<<nfaIndex(ls, 0, 1, 1)) != 0 {
			return true
		}
	}
	return false
}

func certify(p digitDFA) (Certificate, error) {
	nfa := p.states * 8
	if nfa > 64 {
		return Certificate{}, fmt.Errorf("thuemorse: automaton with %d states is too large", p.states)
	}
	// The empty word stands for 0 ∈ L: s = 0 is accepted by P with 0
	// added, so the NFA starts with s's DFA in its start state, which
	// must accept (the empty word).
	if !p.accept(p.start) {
		return Certificate{}, fmt.Errorf("thuemorse: pattern automaton must accept 0")
	}
	type state struct {
		lr   int    // P's state of r
		mask uint64 // NFA states for s
		rnz  bool   // r ≠ 0
	}
	type parent struct {
		from  state
		digit int
	}
	start := state{p.start, 1 << nfaIndex(p.start, 0, 0, 0), false}
	seen := map[state]parent{start: {}}
	queue := []state{start}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if x.rnz && p.accept(x.lr) == nfaBad(p, x.mask) {
			// Rebuild r; walking back visits its digits from the most
			// significant one.
			r := new(big.Int)
			for y := x; y != start; y = seen[y].from {
				r.Lsh(r, 2).Or(r, big.NewInt(int64(seen[y].digit)))
			}
			return Certificate{nfa, len(seen)}, fmt.Errorf("thuemorse: pattern fails the carry rule at r=%v (pattern says losing=%v)", r, p.accept(x.lr))
		}
		for d := range 4 {
			y := state{p.step(x.lr, d), nfaStep(p, x.mask, d), x.rnz || d != 0}
			if _, ok := seen[y]; !ok {
				seen[y] = parent{x, d}
				queue = append(queue, y)
			}
		}
	}
	return Certificate{nfa, len(seen)}, nil
}
