package census

// A Published result: the preperiod and period of an octal code as a
// source states them, converted to this project's convention (heap sizes
// from 0; the preperiod is the least t with g(n + p) = g(n) for all n ≥ t,
// one more than the last exceptional heap). Rare statistics are given
// where the source gives them (0 otherwise): the largest value, the rare
// mask, the number of rare heaps and the last rare heap.
type Published struct {
	Code              string
	Preperiod, Period int
	MaxValue          int
	RareMask          int
	Rare, LastRare    int
	Source            string
}

// Solved lists published periods of octal codes with up to three digits.
// They are the literature the census is compared with, never an input to
// it. Sources:
//
//   - OEIS: the entry's "eventually periodic with period p; the last
//     exception is at n = e" with its offset (heap n for offset 1 entries
//     that start at g(1)), so t = e + 1.
//   - Czajka: tczajka/octal-games on GitHub, SolvedGames.md (commit
//     30baeb79), columns "prefix" (= t) and "period", with the rare
//     statistics ("num rare" there counts heap 0 as well, one more than
//     here) and the first solver named there.
var Solved = []Published{
	{Code: "0.77", Preperiod: 71, Period: 12, Source: "Winning Ways ch. 4 (Kayles, Guy and Smith 1956)"},
	{Code: "0.137", Preperiod: 52, Period: 34, Source: "OEIS A002187: exceptions at n = 0, 14, 16, 17, 31, 34, 51"},
	{Code: "0.117", Preperiod: 47, Period: 48, Source: "OEIS A071453: last exception n = 46"},
	{Code: "0.141", Preperiod: 14, Period: 11, Source: "OEIS A125912: last exception n = 13"},
	{Code: "0.115", Preperiod: 1, Period: 14, Source: "OEIS A125829: only exception n = 0"},
	{Code: "0.176", Preperiod: 24, Period: 8, Source: "OEIS A125920: last exception n = 23"},
	{Code: "0.177", Preperiod: 497, Period: 20, Source: "OEIS A071435: last exception n = 496"},
	{Code: "0.45", Preperiod: 498, Period: 20, MaxValue: 8, RareMask: 0xf, Rare: 11 - 1, LastRare: 198, Source: "Czajka; OEIS A071435 (.450–.453 are .177 shifted by one)"},
	{Code: "0.156", Preperiod: 3479, Period: 349, MaxValue: 23, RareMask: 0x1b, Rare: 15 - 1, LastRare: 357, Source: "Czajka (Jack Kenyon 1967)"},
	{Code: "0.356", Preperiod: 7315, Period: 142, MaxValue: 19, RareMask: 0x1b, Rare: 7 - 1, LastRare: 43, Source: "Czajka (Richard Austin 1976)"},
	{Code: "0.644", Preperiod: 3256, Period: 442, MaxValue: 64, RareMask: 0x7e, Rare: 31 - 1, LastRare: 511, Source: "Czajka (Richard Austin 1976)"},
	{Code: "0.165", Preperiod: 5181, Period: 1550, MaxValue: 25, Source: "Czajka (Richard Austin 1976)"},
	{Code: "0.127", Preperiod: 46578, Period: 4, MaxValue: 56, Source: "OEIS A071464 (Gangolli and Plambeck 1989): last exception n = 46577; Czajka"},
	{Code: "0.16", Preperiod: 105351, Period: 149459, MaxValue: 23, RareMask: 0x1e, Rare: 53 - 1, LastRare: 13935, Source: "Czajka (Gangolli and Plambeck 1989)"},
	{Code: "0.56", Preperiod: 326640, Period: 144, MaxValue: 64, RareMask: 0x5b, Rare: 46 - 1, LastRare: 1795, Source: "Czajka (Gangolli and Plambeck 1989)"},
	{Code: "0.56", Preperiod: 326638, Period: 144, Source: "OEIS A071436 (.560–.563): last exception n = 326637"},
	{Code: "0.376", Preperiod: 2268248, Period: 4, MaxValue: 176, RareMask: 0xfe, Rare: 510 - 1, LastRare: 1140540, Source: "Czajka (Gangolli and Plambeck 1989)"},
	{Code: "0.354", Preperiod: 10061916, Period: 1180, MaxValue: 113, RareMask: 0x3f, Rare: 132 - 1, LastRare: 3227, Source: "Czajka (Achim Flammenkamp 2002)"},
}

// Unsolved lists the codes 0.d₁d₂d₃ that Czajka's UnsolvedGames.md
// (tczajka/octal-games, commit 30baeb79) gives as not solved, each
// standing for its class of equivalent codes (GameLookup.md there).
var Unsolved = []string{
	"0.6", "0.04", "0.06", "0.14", "0.36", "0.64", "0.74", "0.76",
	"0.004", "0.005", "0.006", "0.014", "0.015", "0.016", "0.024", "0.026", "0.034", "0.054", "0.064",
	"0.104", "0.106", "0.114", "0.125", "0.126", "0.135", "0.136", "0.142", "0.143", "0.146",
	"0.161", "0.162", "0.163", "0.164", "0.166", "0.167", "0.172", "0.174",
	"0.204", "0.205", "0.206", "0.207", "0.224", "0.244", "0.245", "0.264",
	"0.314", "0.324", "0.334", "0.336", "0.342", "0.344", "0.346", "0.362", "0.364", "0.366", "0.371", "0.374",
	"0.404", "0.414", "0.416", "0.444", "0.454", "0.564", "0.604", "0.606", "0.744", "0.764", "0.774", "0.776",
}

// Statistics are published rare/common statistics of an unsolved code
// computed to N heaps: the largest value, the rare mask, the number of
// rare heaps (counting heap 0, and heap 1 where it has no move) and the
// last rare heap.
type Statistics struct {
	Code                               string
	N                                  int
	MaxValue, RareMask, Rare, LastRare int
	Source                             string
}

// UnsolvedStatistics are the statistics Czajka's UnsolvedGames.md
// (tczajka/octal-games, commit 30baeb79) gives for the three unsolved
// codes 0.d₁d₂ it lists with them.
var UnsolvedStatistics = []Statistics{
	{Code: "0.6", N: 1 << 21, MaxValue: 319, RareMask: 0x1ee, Rare: 1584, LastRare: 20627, Source: "Czajka (Officers)"},
	{Code: "0.04", N: 1 << 17, MaxValue: 1024, RareMask: 0x7b8, Rare: 18860, LastRare: 131003, Source: "Czajka"},
	{Code: "0.06", N: 1 << 17, MaxValue: 1045, RareMask: 0x5a0, Rare: 52923, LastRare: 131070, Source: "Czajka"},
}

// UnsolvedLead4 lists the codes 4.d₁d₂d₃ that Czajka's UnsolvedGames.md
// (tczajka/octal-games, commit 30baeb79, still so at 57e893a) gives as not
// solved. That list is "work in progress", after a first pass that solved
// the games whose periods show within the first 1000 heaps.
var UnsolvedLead4 = []string{
	"4.004", "4.007", "4.026", "4.044", "4.045", "4.064", "4.324", "4.327", "4.344", "4.364", "4.367", "4.404", "4.406",
}
