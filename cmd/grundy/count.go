package main

import (
	"flag"
	"math/big"
	"strings"

	"github.com/grundylab/grundylab/gamelib/modular"
)

// DefaultMod is the modulus used for counts unless --mod or --exact is given.
const DefaultMod = modular.DefaultMod

// countFlags are the --mod M and --exact flags shared by counting commands.
type countFlags struct {
	mod   int64
	exact bool
	fs    *flag.FlagSet
}

func (c *countFlags) register(fs *flag.FlagSet) {
	c.fs = fs
	int64Var(fs, &c.mod, "mod", DefaultMod, "reduce counts modulo `M`")
	fs.BoolVar(&c.exact, "exact", false, "exact integer counts (then \"mod\" is 0 in JSON)")
}

// check validates the flags after parsing; it reports the JSON "mod" value.
// Asking for exact counts (--exact, --exact=true) and giving --mod is bad
// usage; --exact=false --mod 7 is counts modulo 7.
func (c *countFlags) check() (jsonMod int64, err error) {
	if flagGiven(c.fs, "mod") && c.exact {
		return 0, badInput("%s: --mod and --exact exclude each other", strings.TrimPrefix(c.fs.Name(), "grundy "))
	}
	if c.exact {
		return 0, nil
	}
	if c.mod < 2 {
		return 0, badInput("--mod must be at least 2, got %d", c.mod)
	}
	return c.mod, nil
}

// countString formats a count for JSON: a base-10 string.
func countString(x *big.Int) string { return x.String() }
