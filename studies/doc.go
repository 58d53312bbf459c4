// Package studies holds no code: its subpackages are studies of one seed
// each (shared/seeds), built on the reusable engines of gamelib.
//
//   - splitting (seed 000): the heap-splitting game, a heap split into
//     2..k heaps; its values come from heap.Split and its counts over
//     partitions from partition;
//   - thuemorse (seed 002): the parity subtraction game, the Thue–Morse
//     identities of its values and the sum S(n) to n = 10¹⁸;
//   - moore (seed 003): Moore's Nim_k and the black–white board reduced
//     to it, with the counting DP of the seed.
//
// An engine (gamelib, gamelib/heap, gamelib/octal, gamelib/partition,
// gamelib/games, gamelib/modular) is general: it knows no seed and never
// imports a study. A study answers one seed's questions, may use any
// engine, and is what a notebook of the seed and a command of cmd/grundy
// call.
package studies
