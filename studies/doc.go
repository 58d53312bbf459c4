// Package studies holds no code: its subpackages are studies of one seed
// each (shared/seeds), built on the reusable engines of gamelib.
//
//	study       seed  notebook                        command
//	splitting   000   02-heap-splitting               grundy split
//	thuemorse   002   03-thue-morse-subtraction       grundy thuemorse
//	moore       003   04-moore-nim                    grundy moore
//
// What each holds:
//
//   - splitting: the heap-splitting game, where a move splits one heap
//     into 2..k heaps; its single-heap values come from heap.Split, its
//     counts over whole partitions from partition, and Play solves it on
//     every partition without Sprague–Grundy as the check;
//   - thuemorse: the parity subtraction game, the Thue–Morse identities
//     behind its values, the layer structure proven by an automaton, and
//     the sum S(n) of its losing values to n = 10¹⁸;
//   - moore: Moore's Nim_k and the SDOI2011 black–white board reduced to
//     it, with the seed's counting DP.
//
// An engine (gamelib, gamelib/heap, gamelib/octal, gamelib/misere,
// gamelib/partition, gamelib/games, gamelib/modular) is general: it knows no seed and never
// imports a study. A study answers one seed's questions, may use any
// engine, and is what the seed's notebook and command call.
//
// A study follows gamelib's convention for limits and cancellation per
// call ("Limits and cancellation per call" in package gamelib): each entry
// point that allocates by its input or runs long has a form ending in
// Context (splitting.NewGameContext, thuemorse.SolveContext,
// moore.Board.CountContext, …) that reads its limits from the ctx and
// stops when it is done; the form without Context passes
// context.Background(), under the process-wide defaults.
package studies
