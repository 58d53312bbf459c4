package main

import (
	"fmt"
	"io"
	"math/big"

	"github.com/grundylab/grundylab/studies/thuemorse"
)

func init() {
	register("thuemorse", "seed 002 parity subtraction game: thuemorse -n N [--mod M | --exact] [--json] [--method fast|brute] [--losing]", runThueMorse)
}

// maxLosingN bounds --losing, which lists the values by the definition.
const maxLosingN = 24

// runThueMorse implements grundy thuemorse (shared/spec/cli.md): S(N), the
// sum of the losing starting values in [1, 2^N], by the closed form
// (--method fast, any N ≥ 0; with --exact N ≤ thuemorse.MaxExactN) or by
// evaluating the game's recurrences (--method brute, N limited by memory);
// --losing lists the losing values by the recurrences for N ≤ 24.
func runThueMorse(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("thuemorse", stderr)
	var (
		n      int
		asJSON bool
		method string
		losing bool
		cf     countFlags
	)
	intVar(fs, &n, "n", -1, "sum the losing values r in [1, 2^`N`]")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	fs.StringVar(&method, "method", "fast", "`fast` (closed form) or brute (the game's recurrences)")
	fs.BoolVar(&losing, "losing", false, fmt.Sprintf("list the losing values in [1, 2^N] (N ≤ %d) by the definition", maxLosingN))
	cf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	given := func(name string) bool { return flagGiven(fs, name) }
	switch {
	case len(pos) != 0:
		return badInput("thuemorse: unexpected argument %q", pos[0])
	case !given("n"):
		return badInput("thuemorse: -n N is required")
	case method != "fast" && method != "brute":
		return badInput("thuemorse: unknown --method %q (want fast or brute)", method)
	}
	if n < 0 {
		return badInput("thuemorse: n must be non-negative, got %d", n)
	}

	ctx := commandContext(fs) // the limits, and Ctrl-C
	if losing {
		switch {
		case given("method") && method != "brute":
			return badInput("thuemorse: --losing lists the values by the brute-force definition; --method %s does not apply", method)
		case given("mod") || given("exact"):
			return badInput("thuemorse: --losing takes no --mod or --exact")
		case n > maxLosingN:
			return badInput("thuemorse: --losing needs n ≤ %d, got %d", maxLosingN, n)
		}
		tb, err := thuemorse.SolveContext(ctx, n, progressFor(stderr, "thuemorse"))
		if err != nil {
			return libraryError(err)
		}
		l := tb.Losing(n)
		if asJSON {
			return writeJSON(stdout, struct {
				N      int   `json:"n"`
				Losing []int `json:"losing"`
			}{n, l})
		}
		_, err = fmt.Fprintln(stdout, joinInts(l))
		return err
	}

	mod, err := cf.check()
	if err != nil {
		return err
	}
	var sum *big.Int
	switch {
	case method == "brute":
		tb, err := thuemorse.SolveContext(ctx, n, progressFor(stderr, "thuemorse"))
		if err != nil {
			return libraryError(err)
		}
		sum = tb.Sum(n)
		if mod != 0 {
			sum.Mod(sum, big.NewInt(mod))
		}
	case mod == 0:
		if sum, err = thuemorse.SumExact(n); err != nil {
			return libraryError(err)
		}
	default:
		s, err := thuemorse.Sum(n, mod)
		if err != nil {
			return libraryError(err)
		}
		sum = big.NewInt(s)
	}
	if asJSON {
		return writeJSON(stdout, struct {
			N      int    `json:"n"`
			Mod    int64  `json:"mod"`
			Method string `json:"method"`
			Sum    string `json:"sum"`
		}{n, mod, method, countString(sum)})
	}
	_, err = fmt.Fprintln(stdout, sum)
	return err
}
