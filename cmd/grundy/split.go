package main

import (
	"fmt"
	"io"
	"math/big"

	"github.com/grundylab/grundylab/studies/splitting"
)

func init() {
	register("split", "seed 000 heap-splitting game counts over the partitions of N: split -n N [--mod M | --exact] [--json]", runSplit)
}

// runSplit implements grundy split (shared/spec/cli.md): p(N), the
// winning partitions F_k(N) for k = 2, 3, 4 (F_k = F_4 for every k ≥ 4,
// proven for this N by splitting.NewGame) and g(N) = Σ_{k=2}^{N} F_k(N),
// modulo M or exactly.
func runSplit(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("split", stderr)
	var (
		n      int
		asJSON bool
		cf     countFlags
	)
	intVar(fs, &n, "n", -1, "count over the partitions of `N`")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	cf.register(fs)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(pos) != 0:
		return badInput("split: unexpected argument %q", pos[0])
	case !flagGiven(fs, "n"):
		return badInput("split: -n N is required")
	}
	if err := checkN("n", n); err != nil {
		return err
	}
	mod, err := cf.check()
	if err != nil {
		return err
	}
	// The counts cost more than the values: refuse them before computing
	// anything. The limits travel in ctx, with Ctrl-C.
	ctx := commandContext(fs)
	if err := splitting.CheckContext(ctx, n, mod == 0); err != nil {
		return libraryError(err)
	}
	g, err := splitting.NewGameContext(ctx, n, progressFor(stderr, "split: values"))
	if err != nil {
		return libraryError(err)
	}
	var c *splitting.Counts
	if mod == 0 {
		c, err = g.CountContext(ctx, progressFor(stderr, "split: counts"))
	} else {
		c, err = g.CountModContext(ctx, mod, progressFor(stderr, "split: counts"))
	}
	if err != nil {
		return libraryError(err)
	}
	f := func(k int) *big.Int { return c.F(k, n) }
	if asJSON {
		return writeJSON(stdout, struct {
			N   int    `json:"n"`
			Mod int64  `json:"mod"`
			P   string `json:"p"`
			F2  string `json:"F2"`
			F3  string `json:"F3"`
			F4  string `json:"F4"`
			G   string `json:"g"`
		}{n, mod, countString(c.P[n]), countString(f(2)), countString(f(3)), countString(f(4)), countString(c.G[n])})
	}
	counts := "exact counts"
	if mod != 0 {
		counts = fmt.Sprintf("counts modulo %d", mod)
	}
	sum := "the empty sum"
	switch {
	case n == 2:
		sum = "F2"
	case n == 3:
		sum = "F2 + F3"
	case n >= 4:
		sum = fmt.Sprintf("F2 + F3 + %d·F4", n-3)
	}
	_, err = fmt.Fprintf(stdout, `heap-splitting game (seed 000), partitions of n = %d, %s
p(n)  = %v
F2(n) = %v   winning partitions, heaps split into 2 parts
F3(n) = %v   … into 2 or 3 parts
F4(n) = %v   … into 2..k parts, the same for every k ≥ 4
g(n)  = %v   = Σ_{k=2..n} F_k(n) = %s
`, n, counts, c.P[n], f(2), f(3), f(4), c.G[n], sum)
	return err
}
