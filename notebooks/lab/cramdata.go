package lab

// A CramValue is a published nimber of Cram on the empty Rows×Cols board
// (Rows ≤ Cols; the m×n and n×m boards are the same game turned), with
// where it was published.
type CramValue struct {
	Rows, Cols int
	Nimber     int
	// Source names where the value was read: every entry is read from
	// Beling's table, the README of github.com/beling/impartial-games
	// (section "Cram (under the normal play convention)", snapshot of 14
	// November 2025, commit 07a34e6), computed with his solver igs
	// (Beling and Rogalski, "On pruning search trees of impartial games",
	// Artificial Intelligence 283, 2020).
	Source string
	// Earlier is who published the value before Beling, as his README
	// attributes it (these papers' own tables were not read here): the
	// smaller boards were computed earlier by Glop, Lemoine and Viennot's
	// solver ("Nimbers are inevitable", TCS 462, 2012); most boards up to
	// 5×7 were first given in Martin Schneider's master's thesis "Das
	// Spiel Juvavum" (Salzburg, 2009), without saying which; Thomas Plick
	// computed 4×13; Uiterwijk ("Solving Cram using combinatorial game
	// theory", ACG 2019) reported 5×11 to be a P-position; even×even
	// boards are 0 by the symmetry strategy. Empty when the README marks
	// the value (in bold) as first published there.
	Earlier string
}

const (
	belingREADME = "Beling, README of github.com/beling/impartial-games (igs)"
	// earlier: not in bold in Beling's table, so published before him.
	earlier = "before Beling: Glop (Lemoine & Viennot, TCS 462, 2012) for the smaller boards, " +
		"Schneider 2009 for most up to 5×7 (Beling's README does not say which)"
	symmetric = "0 by the symmetry strategy (even×even)"
	plick     = "Thomas Plick's program, sent to Beling (his README)"
	uiterwijk = "Uiterwijk, ACG 2019: a P-position (per Beling's README)"
)

// CramPublished is Beling's table of Cram nimbers of empty rectangles,
// every entry he gives (rows 4 to 7, columns up to 15; the ones he marks
// "?" are unknown and left out). The even×even entries are 0 by the
// symmetry strategy (the second player answers every move with its image
// under the half turn about the centre); the odd×even ones are non-zero,
// the first player covering the two central cells first and then doing
// the same. TestCramPublished checks this table's small entries against
// cram.Nimber; notebook 09 compares the rest with the CLI's measured runs.
var CramPublished = []CramValue{
	{4, 4, 0, belingREADME, symmetric}, {4, 5, 2, belingREADME, earlier}, {4, 6, 0, belingREADME, symmetric},
	{4, 7, 3, belingREADME, earlier}, {4, 8, 0, belingREADME, symmetric}, {4, 9, 1, belingREADME, earlier},
	{4, 10, 0, belingREADME, symmetric}, {4, 11, 1, belingREADME, ""}, {4, 12, 0, belingREADME, symmetric},
	{4, 13, 3, belingREADME, plick}, {4, 14, 0, belingREADME, symmetric}, {4, 15, 4, belingREADME, ""},
	{5, 5, 0, belingREADME, earlier}, {5, 6, 2, belingREADME, earlier}, {5, 7, 1, belingREADME, earlier},
	{5, 8, 1, belingREADME, earlier}, {5, 9, 1, belingREADME, earlier}, {5, 10, 2, belingREADME, ""},
	{5, 11, 0, belingREADME, uiterwijk}, {5, 12, 3, belingREADME, ""},
	{6, 6, 0, belingREADME, symmetric}, {6, 7, 5, belingREADME, earlier}, {6, 8, 0, belingREADME, symmetric},
	{6, 9, 1, belingREADME, ""}, {6, 10, 0, belingREADME, symmetric}, {6, 12, 0, belingREADME, symmetric},
	{6, 14, 0, belingREADME, symmetric},
	{7, 7, 1, belingREADME, earlier}, {7, 8, 3, belingREADME, ""}, {7, 9, 1, belingREADME, ""},
}

// CramPublishedNimber returns the published nimber of the empty m×n Cram
// board (either orientation) and its entry, if CramPublished has it.
func CramPublishedNimber(m, n int) (CramValue, bool) {
	if m > n {
		m, n = n, m
	}
	for _, v := range CramPublished {
		if v.Rows == m && v.Cols == n {
			return v, true
		}
	}
	return CramValue{}, false
}
