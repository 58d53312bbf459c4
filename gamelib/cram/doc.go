// Package cram implements Cram, the impartial game of dominoes: players
// take turns placing a domino on two free cells adjacent in a row or a
// column of a board, and the player who cannot move loses (normal play).
// A Board is an h×w rectangle of at most MaxCells = 64 cells, some of
// them blocked, held as a 64-bit bitboard (a WideBoard, two words, holds
// up to MaxWideCells = 128 cells for WideGame, NimberWide and
// OutcomeWide, which hand every region of a box of at most 64 cells to
// Game); Game is the game for the
// engine of package decomp, and Nimber and Outcome run that engine on a
// board, refusing up front one whose estimated work (EstimateWork)
// exceeds the work limit; OptionNimbers, every move's nimber, on its
// options' estimates summed (EstimateOptionsWork), and OptionOutcomes,
// the winning moves, on twice the board's (EstimateOptionOutcomesWork,
// a measured factor).
//
// The mathematics the engine is given:
//
//   - Components. A domino covers two adjacent cells, so cells that are
//     not 4-connected never interact: a board is the sum of its
//     4-connected regions of free cells, and its nimber is the nim-sum of
//     theirs (Sprague–Grundy). A lone cell takes no domino (value 0), and
//     two equal regions cancel (G + G = 0).
//   - Simplifications that keep the value (after Beling's igs; proved at
//     Game.Components): of several tufts (cells with one free neighbour)
//     on one cell only one is kept, and a cell all of whose neighbours are
//     tufts' neighbours is removed.
//   - Keys. A region's nimber does not change under the 8 symmetries of
//     the square nor under translation, so its key is the least bitboard
//     of the region cropped to its box over those images (Game.AppendKey;
//     bit tricks, canon.go).
//   - Known nimbers (Game.KnownNimber): a 1×n strip is Dawson's Kayles,
//     the octal game 0.07 (a domino takes two cells and leaves the cells
//     on either side: d₂ = 7), read from package octal; a board invariant
//     under the half-turn about its centre with no free central domino is
//     0, the second player answering each move with its image (every
//     even×even rectangle). One even and one odd side give an N-position
//     by the same argument after the first player covers the two central
//     cells: the engine's first node finds that option known 0, and
//     EstimateOutcomeWork, which Outcome's refusal uses, says so.
//   - Cram depends only on the graph of the free cells' adjacencies: a
//     move removes the two ends of an edge. It is Arc Kayles on that
//     graph (package arckayles, whose tests check the two engines against
//     each other).
//
// Beling's table of Cram nimbers of rectangles (github.com/beling/
// impartial-games; Beling and Rogalski, "On pruning search trees of
// impartial games", Artificial Intelligence 283, 2020) is reproduced by
// the tests to 5×6 (and 6×12, 6×14 as WideBoards, at once) and by the
// command line to 7×7, 6×7, 5×10, 4×11, 4×13, 6×9 and 5×11 (README,
// "Games on boards").
package cram
