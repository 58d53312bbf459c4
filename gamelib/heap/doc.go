// Package heap defines one-heap impartial games and computes their Grundy
// sequences.
//
// A heap game is played on a sum of heaps of tokens; a move changes one
// heap into zero or more smaller heaps according to a Rule. By the
// Sprague–Grundy theorem the value of a position is the nim-sum of the
// values of its heaps, so the whole game is described by the Grundy
// sequence of a single heap,
//
//	g(n) = mex { g(h₁) ⊕ … ⊕ g(hⱼ) : (h₁, …, hⱼ) an option of n },
//
// which Values computes for n = 0, 1, …, N. The built-in rules are Nim,
// subtraction games, Lasker's Nim, Grundy's game and splitting a heap
// into 2..k parts (seed 000); take-and-break (octal) codes, among them
// Kayles and Dawson's Kayles, are in package octal.
//
// Rules describe moves; Values and PlainValues compute sequences; the
// analysis of a sequence (periods, densities) is in package gamelib. A
// rule with a periodicity theorem implements Certifier (how many values
// prove a given period), so that FindPeriod, which computes the rule's
// values until a period is proven, can report it as proven rather than
// merely observed. A sequence alone (gamelib.Sequence.FindPeriod) only
// ever shows an observed period.
package heap
