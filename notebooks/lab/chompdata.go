package lab

// Published facts about Chomp that notebook 09 and the tests check
// against the engine (chompdata_test.go): one copy of each list.

// BrouwerThreeRows reports whether the three-rowed Chomp diagram of rows
// p ≥ q ≥ r (the poisoned square's row first; r = 0 for two rows) is a
// P-position as Brouwer lists them for a third row of at most 5 squares
// (A. E. Brouwer, "The game of Chomp", www.win.tue.nl/~aeb/games/
// chomp.html, as quoted in OEIS A147983): r = 0: p = q + 1; r = 1:
// (3,1,1) and (2,2,1) only; r = 2: p = q + 2; r = 3: (6,3,3), (7,4,3),
// (5,5,3); r = 4: (8,4,4), (9,5,4), (10,6,4), (7,7,4); r = 5: (10,5,5),
// (9,6,5) and (a+11, a+7, 5), a ≥ 0. ok is false where the list says
// nothing: r > 5, or rows not p ≥ q ≥ r ≥ 0.
func BrouwerThreeRows(p, q, r int) (isP, ok bool) {
	if r < 0 || r > 5 || q < r || p < q {
		return false, false
	}
	switch r {
	case 0:
		return p == q+1, true
	case 1:
		return p == 3 && q == 1 || p == 2 && q == 2, true
	case 2:
		return p == q+2, true
	case 3:
		return p == 6 && q == 3 || p == 7 && q == 4 || p == 5 && q == 5, true
	case 4:
		return p == 8 && q == 4 || p == 9 && q == 5 || p == 10 && q == 6 || p == 7 && q == 7, true
	}
	return p == 10 && q == 5 || p == 9 && q == 6 || p >= 11 && p == q+4, true
}

// ChompA029900 is OEIS A029900, "f(n) where strategic move on f(n) X 3
// rectangle in Chomp is (n,1)", its first 56 terms (n = 1 … 56,
// read from a public dump of the OEIS data, not from oeis.org itself):
// the 3×a(n) rectangle is won by biting column n − 1 of row 1 (from 0,
// row 0 the poisoned square's). Sheiner ("Unique winning opening move
// in three-row Chomp", arXiv:2605.23837, 2026) proves the lengths
// whose winning move is in row 1 are exactly its values, the others' in
// row 2 (A029901). The terms are not increasing: a(52) = 89 > a(53) = 88.
var ChompA029900 = []int{1, 3, 4, 6, 8, 10, 11, 13, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 32, 34, 35, 37, 39, 40,
	42, 44, 45, 48, 49, 51, 53, 54, 56, 57, 59, 60, 63, 64, 66, 68, 70, 72, 73, 74, 76, 78, 80, 82, 83, 85, 87, 89,
	88, 92, 93, 95}

// ChompA395126 is OEIS A395126 (Arnav Garg, 2026): the fourth row d of
// the P-positions (a, b, c, d), a ≥ b ≥ c ≥ d ≥ 0, of four-rowed Chomp in
// lexicographic order of (a, b, c), the 87 terms the entry shows. Its
// comment lists the first positions, (1,0,0,0), (2,1,0,0), (2,2,1,0),
// (2,2,2,1), (3,1,1,0), …, and observes that each (a, b, c) has at most
// one d (checked there to n = 500).
var ChompA395126 = []int{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 2, 0, 2, 0, 2, 0, 0, 0, 2, 0, 2, 0, 2, 3, 4, 0, 3, 0, 3,
	2, 0, 2, 0, 2, 0, 2, 2, 3, 3, 0, 2, 2, 0, 4, 0, 4, 0, 4, 0, 5, 6, 7, 3, 4, 0, 0, 2, 3, 2, 3, 4, 5, 6, 0, 2, 3, 4,
	5, 7, 0, 5, 2, 4, 4, 3, 3, 0, 2, 0, 2, 3, 0, 2, 0, 2}
