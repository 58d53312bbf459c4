// Package games finds one-heap games by name: the names that the grundy
// command line and the notebooks use for the rules of packages heap and
// octal.
//
//	nim           take any positive number of tokens
//	lasker        Lasker's Nim: take any number, or split into two heaps
//	kayles        Kayles, octal 0.77
//	dawson        Dawson's Kayles, octal 0.07
//	grundy        Grundy's game: split into two unequal heaps
//	sub:A,B,…     subtraction game with the listed positive amounts
//	split:K       split into between 2 and K nonempty heaps (K ≥ 2)
//	octal:CODE    a take-and-break code in Guy–Smith notation, with CGSuite's
//	              "!" (unequal heaps) and [d] (repeating digits): octal:4!.0 is grundy
package games

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib/heap"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// Names lists the fixed game names and the parameterised forms that
// Parse accepts.
var Names = []string{"nim", "lasker", "kayles", "dawson", "grundy", "sub:A,B,...", "split:K", "octal:CODE"}

// Parse returns the rule a name stands for. Names are case-sensitive. An
// unknown name or a malformed parameter is an error that quotes the name.
func Parse(name string) (heap.Rule, error) {
	switch name {
	case "nim":
		return heap.Nim(), nil
	case "lasker":
		return heap.Lasker(), nil
	case "grundy":
		// The code 4!.0 (CGSuite's spelling), with the rare/common solver.
		return octal.GrundysGame(), nil
	case "kayles":
		return octal.Kayles(), nil
	case "dawson":
		return octal.DawsonsKayles(), nil
	}
	prefix, arg, ok := strings.Cut(name, ":")
	if !ok {
		return nil, fmt.Errorf("games: unknown game %q (known: %s)", name, strings.Join(Names, ", "))
	}
	switch prefix {
	case "sub":
		var amounts []int
		for f := range strings.SplitSeq(arg, ",") {
			a, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return nil, fmt.Errorf("games: %q: subtraction amount %q is not an integer", name, f)
			}
			amounts = append(amounts, a)
		}
		r, err := heap.Subtraction(amounts...)
		if err != nil {
			return nil, fmt.Errorf("games: %q: %w", name, err)
		}
		return r, nil
	case "split":
		k, err := strconv.Atoi(arg)
		if err != nil {
			return nil, fmt.Errorf("games: %q: K %q is not an integer", name, arg)
		}
		r, err := heap.Split(k)
		if err != nil {
			return nil, fmt.Errorf("games: %q: %w", name, err)
		}
		return r, nil
	case "octal":
		r, err := octal.Parse(arg)
		if err != nil {
			return nil, fmt.Errorf("games: %q: %w", name, err)
		}
		return r, nil
	}
	return nil, fmt.Errorf("games: unknown game %q (known: %s)", name, strings.Join(Names, ", "))
}
