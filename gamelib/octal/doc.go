// Package octal implements take-and-break games given by octal and
// hexadecimal codes in the Guy–Smith notation, and solvers for their
// Grundy sequences.
//
// A code d₀.d₁d₂…d_c describes a one-heap game: a move removes j tokens
// from a heap (j = 1, …, c) and leaves the rest as k nonempty heaps, which
// is allowed exactly when bit 2^k of the digit d_j is set (k = 0, 1, 2 for
// octal digits, k = 3 too for hexadecimal ones); d₀ governs splitting a
// heap without removing anything. Kayles is 0.77 and Dawson's Kayles 0.07.
// The Grundy value of a heap is the mex of the nim-sums of the heaps each
// move leaves,
//
//	g(n) = mex{ g(a) ⊕ g(b) : a + b = n − j, … },
//
// so computing g(0), …, g(n) by the definition costs O(c·n²).
package octal
