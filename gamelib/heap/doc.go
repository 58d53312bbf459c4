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
// subtraction games, Lasker's Nim and splitting a heap into 2..k parts
// (seed 000); take-and-break (octal) codes, among them Kayles, Dawson's
// Kayles and Grundy's game (the code 4!.0), are in package octal.
//
// Where a theorem gives the values (Nim's g(n) = n, Lasker's law,
// sg_k(s) = s − 1 for splitting into k ≥ 4 parts, proven in
// SplitRule.Values) Values applies it in O(n) time; DefinitionValues
// computes them from the definition instead, and the tests check that the
// two agree on every small heap. Every quadratic computation checks its
// estimated work before it starts, and reports progress in steps of work;
// a rule whose cost is not known in advance (a Func written in a
// notebook) is estimated from the options of sample heaps, so that a size
// it cannot reach is refused at once rather than run until memory runs
// out. Every entry point has a form taking a context.Context
// (ValuesContext, DefinitionValuesContext, PlainValuesContext,
// FindPeriodContext): its limits (gamelib.WithLimits) replace the
// process-wide ones, and its cancellation stops the computation.
//
// Rules describe moves; Values and PlainValues compute sequences; the
// analysis of a sequence (periods, densities) is in package gamelib. A
// rule with a periodicity theorem implements Certifier (how many values
// prove a given period), so that FindPeriod, which computes the rule's
// values until a period is proven, can report it as proven rather than
// merely observed. A sequence alone (gamelib.Sequence.FindPeriod) only
// ever shows an observed period.
package heap
