// Package census holds the octal census of notebook 07: the committed
// output of grundy sweep over every octal code 0.d₁d₂d₃ (up to three
// digits after the point), the hardest solved codes computed once to their
// certification, the published results they are compared with, and the
// helpers that classify the results and lay them out as a sortable HTML
// table.
//
// The data (files next to this one, embedded in the package):
//
//   - octal3.jsonl: `grundy sweep --digits 3 -n 131071`, one line for each
//     of the 512 codes (see package gamelib/octal/family for the format
//     and the equivalences); regenerate it with `make census`.
//   - octal3-lead4.jsonl: `grundy sweep --digits 3 --leading 0,4 -n
//     16383`, the 1024 codes d₀.d₁d₂d₃ with d₀ = 0 or 4 (d₀ = 4: a heap
//     may be split in two without removing a token) to fewer heaps.
//   - hardest.jsonl: `grundy sweep --codes 0.16,0.56,0.376,0.354 -n
//     21000000`, the four codes of at most three digits whose periods
//     need the most values to prove.
//   - hex2.jsonl: `grundy sweep --digits 2 --hex -n 2047`, the 256
//     hexadecimal codes 0.d₁d₂ (digits 0–F; a move may leave three heaps).
//   - hex1-lead4.jsonl: `grundy sweep --digits 1 --hex --leading 4 -n
//     4095`, the 16 codes 4.d₁.
//   - hex3.jsonl: `grundy sweep --digits 3 --hex -n 1023`, the 4096
//     codes 0.d₁d₂d₃.
//
// Besides certified, equivalent, unresolved and failed, a code may be
// CertifiedArithmetic: an arithmetic period g(n + p) = g(n) + s, s > 0,
// proven by package octal's test for hexadecimal codes with three-heap
// moves (hexadecimal codes can be arithmetic-periodic; finite octal codes
// never are); or Arithmetic: no period proven, but the values show an
// arithmetic period over at least their second half.
//
// The test of this package re-runs a seeded random sample of the codes of
// every file within a time budget and compares every field but the
// seconds, so the committed data cannot drift from what the library
// computes.
package census
