package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib/misere"
)

func init() {
	register("genus", "misère genus g^γ₀γ₁… of heaps 0..N, tame or wild: genus GAME -n N [--method auto|tame|search|quotient] [--max-order M] [--json]", runGenus)
	register("misere", "misère outcome of a sum of heaps and a winning move: misere GAME --heaps 3,5,7 [--method auto|tame|search|quotient] [--max-order M] [--json]", runMisere)
	register("quotient", "misère quotient of GAME for heaps ≤ N: quotient GAME -n N [--values] [--verify S] [--max-order M] [--json]", runQuotient)
}

// runGenus prints the genus of every heap 0..N. JSON:
// {"game", "n", "method": "tame"|"search"|"quotient", "genus": ["0^120", …],
// "plus": [g⁺…], "misere": [g⁻…], "tame": [genus tame…],
// "hereditarily_tame": […]}, and "quotient_order" (the value quotient's
// order) with the quotient. Text: one line per heap, "n genus tame|wild".
//
// The method is chosen by the library's policy (misere.Genera): tame,
// search, then the value quotient for auto; --method names one.
func runGenus(args []string, stdout, stderr io.Writer) error {
	var n, maxOrder int
	var asJSON bool
	var method string
	fs := newFlagSet("genus", stderr)
	intVar(fs, &n, "n", -1, "largest heap size `N`")
	fs.StringVar(&method, "method", "auto", "`auto`, tame, search or quotient")
	intVar(fs, &maxOrder, "max-order", 2000, "with the quotient, give up past `M` elements")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if !flagGiven(fs, "n") {
		return badInput("genus: -n N is required")
	}
	if err := checkN("n", n); err != nil {
		return err
	}
	if method != "auto" && method != "tame" && method != "search" && method != "quotient" {
		return badInput("genus: --method must be auto, tame, search or quotient, got %q", method)
	}
	if maxOrder < 1 {
		return badInput("genus: --max-order must be at least 1, got %d", maxOrder)
	}
	game, r, err := parseGame("genus", pos)
	if err != nil {
		return err
	}
	res, err := misere.Genera(commandContext(fs), r, n, &misere.Options{Method: misere.Method(method), MaxOrder: maxOrder, Progress: progressFor(stderr, game)})
	if err != nil {
		return libraryError(err)
	}
	gs, ht, used, order := res.Genera, res.HereditarilyTame, string(res.Method), res.QuotientOrder
	if asJSON {
		out := struct {
			Game   string   `json:"game"`
			N      int      `json:"n"`
			Method string   `json:"method"`
			Order  int      `json:"quotient_order,omitempty"`
			Genus  []string `json:"genus"`
			Plus   []int    `json:"plus"`
			Misere []int    `json:"misere"`
			Tame   []bool   `json:"tame"`
			HTame  []bool   `json:"hereditarily_tame"`
		}{Game: game, N: n, Method: used, Order: order}
		for h, g := range gs {
			out.Genus = append(out.Genus, g.String())
			out.Plus = append(out.Plus, g.Plus)
			out.Misere = append(out.Misere, g.Misere())
			out.Tame = append(out.Tame, g.Tame())
			out.HTame = append(out.HTame, ht[h])
		}
		return writeJSON(stdout, out)
	}
	var b strings.Builder
	for h, g := range gs {
		kind := "wild"
		switch {
		case ht[h]:
			kind = "tame"
		case g.Tame():
			kind = "tame genus, wild position below"
		}
		fmt.Fprintf(&b, "%d %v %s\n", h, g, kind)
	}
	_, err = io.WriteString(stdout, b.String())
	return err
}

// parseHeapList parses "3,5,7" (empty: no heaps).
func parseHeapList(name, s string) ([]int, error) {
	h := []int{}
	if strings.TrimSpace(s) == "" {
		return h, nil
	}
	for f := range strings.SplitSeq(s, ",") {
		x, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, badInput("%s: malformed --heaps %q: heap %q is not a base-10 integer", name, s, f)
		}
		if x < 0 {
			return nil, badInput("%s: malformed --heaps %q: heap %d is negative", name, s, x)
		}
		h = append(h, x)
	}
	return h, nil
}

// runMisere prints the misère outcome of a sum, its genus and a winning
// move. JSON: {"game", "heaps", "method": "tame"|"quotient"|"search",
// "outcome": "P"|"N", "genus", "misere", "move": {"heap", "leaves",
// "heaps"}} with "move" only for an N-position that has a move. The
// method is chosen by the library's policy (misere.Sum): tame, the
// quotients, then the search for auto; --method names one.
func runMisere(args []string, stdout, stderr io.Writer) error {
	var heaps, method string
	var asJSON bool
	var maxOrder int
	fs := newFlagSet("misere", stderr)
	fs.StringVar(&heaps, "heaps", "", "the position: comma-separated heap sizes")
	fs.StringVar(&method, "method", "auto", "`auto`, tame, search or quotient")
	intVar(fs, &maxOrder, "max-order", 2000, "with the quotients, give up past `M` elements")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if !flagGiven(fs, "heaps") {
		return badInput("misere: --heaps is required")
	}
	if method != "auto" && method != "tame" && method != "search" && method != "quotient" {
		return badInput("misere: --method must be auto, tame, search or quotient, got %q", method)
	}
	if maxOrder < 1 {
		return badInput("misere: --max-order must be at least 1, got %d", maxOrder)
	}
	h, err := parseHeapList("misere", heaps)
	if err != nil {
		return err
	}
	game, r, err := parseGame("misere", pos)
	if err != nil {
		return err
	}
	res, err := misere.Sum(commandContext(fs), r, h, &misere.Options{Method: misere.Method(method), MaxOrder: maxOrder, Progress: progressFor(stderr, game)})
	if err != nil {
		return libraryError(err)
	}
	o, g, m, found, used, genusNote := res.Outcome, res.Genus, res.Move, res.HasMove, string(res.Method), res.GenusNote
	type move struct {
		Heap   int   `json:"heap"`
		Leaves []int `json:"leaves"`
		Heaps  []int `json:"heaps"`
	}
	out := struct {
		Game    string `json:"game"`
		Heaps   []int  `json:"heaps"`
		Method  string `json:"method"`
		Outcome string `json:"outcome"`
		Genus   string `json:"genus,omitempty"`
		Misere  *int   `json:"misere,omitempty"`
		Move    *move  `json:"move,omitempty"`
	}{Game: game, Heaps: h, Method: used, Outcome: o.String()}
	if g != nil {
		v := g.Misere()
		out.Genus, out.Misere = g.String(), &v
	}
	if found {
		out.Move = &move{m.Heap, nonNil(m.Leaves), nonNil(m.Result)}
	}
	if asJSON {
		return writeJSON(stdout, out)
	}
	line := fmt.Sprintf("%s %v: %v", game, h, o)
	if g != nil {
		line += fmt.Sprintf(", genus %v", g)
	} else {
		line += " (genus not computed: " + genusNote + ")"
	}
	if found {
		line += fmt.Sprintf(", move %d → %v leaving %v", m.Heap, m.Leaves, m.Result)
	}
	_, err = fmt.Fprintln(stdout, line)
	return err
}

func nonNil(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

// runQuotient prints the misère quotient of GAME for heaps ≤ N. JSON:
// {"game", "n", "order", "presentation", "generators": [heaps],
// "relations": [{"left": [heaps], "right": [heaps]}], "heap_elements":
// [element of heap 0..N], "normal_forms": [[heaps] per element],
// "p_portion": [elements], "multiplication": [[…]], "proven",
// "verified_total", "verified_sums"} ("verified_sums" is a count, so a
// string).
func runQuotient(args []string, stdout, stderr io.Writer) error {
	var n, verify, maxOrder int
	var asJSON, values bool
	fs := newFlagSet("quotient", stderr)
	fs.BoolVar(&values, "values", false, "also the misère value quotient (g⁻ of every sum)")
	intVar(fs, &n, "n", -1, "largest heap size `N`")
	intVar(fs, &verify, "verify", 0, "also check the outcome of every sum of total ≤ `S` by search")
	intVar(fs, &maxOrder, "max-order", 1000, "give up when the quotient has more than `M` elements")
	fs.BoolVar(&asJSON, "json", false, "print one JSON object")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if !flagGiven(fs, "n") {
		return badInput("quotient: -n N is required")
	}
	if err := checkN("n", n); err != nil {
		return err
	}
	if err := checkN("verify", verify); err != nil {
		return err
	}
	if maxOrder < 1 {
		return badInput("quotient: --max-order must be at least 1, got %d", maxOrder)
	}
	game, r, err := parseGame("quotient", pos)
	if err != nil {
		return err
	}
	ctx := commandContext(fs)
	s := misere.NewSolverContext(ctx, r)
	q, err := misere.QuotientOfContext(ctx, r, n, &misere.QuotientOptions{MaxOrder: maxOrder})
	if err != nil {
		return libraryError(err)
	}
	checked := 0
	if verify > 0 {
		if checked, err = q.Verify(s, verify); err != nil {
			return libraryError(err)
		}
	}
	var v *misere.ValueQuotient
	if values {
		if v, err = misere.ValueQuotientOfContext(ctx, r, n, &misere.QuotientOptions{MaxOrder: maxOrder}); err != nil {
			return libraryError(err)
		}
		if verify > 0 {
			if _, err = v.Verify(s, verify); err != nil {
				return libraryError(err)
			}
		}
	}
	if asJSON {
		type valueQuotient struct {
			Order        int     `json:"order"`
			Values       []int   `json:"values"`
			HeapElements []int   `json:"heap_elements"`
			Mul          [][]int `json:"multiplication"`
		}
		type relation struct {
			Left  []int `json:"left"`
			Right []int `json:"right"`
		}
		out := struct {
			Game          string         `json:"game"`
			N             int            `json:"n"`
			Order         int            `json:"order"`
			Presentation  string         `json:"presentation"`
			Generators    []int          `json:"generators"`
			Relations     []relation     `json:"relations"`
			HeapElements  []int          `json:"heap_elements"`
			NormalForms   [][]int        `json:"normal_forms"`
			PPortion      []int          `json:"p_portion"`
			Mul           [][]int        `json:"multiplication"`
			Proven        bool           `json:"proven"`
			VerifiedTotal int            `json:"verified_total"`
			VerifiedSums  string         `json:"verified_sums"`
			Values        *valueQuotient `json:"value_quotient,omitempty"`
		}{Game: game, N: n, Order: q.Order(), Presentation: q.String(), Generators: nonNil(q.Generators),
			Relations: []relation{}, HeapElements: q.Heap, PPortion: nonNil(q.PPortion()), Mul: q.Mul,
			Proven: q.Proven, VerifiedTotal: verify, VerifiedSums: strconv.Itoa(checked)}
		for _, w := range q.Words {
			out.NormalForms = append(out.NormalForms, nonNil(w))
		}
		if v != nil {
			out.Values = &valueQuotient{v.Order(), v.Value, v.Heap, v.Mul}
		}
		for _, rel := range q.Relations {
			out.Relations = append(out.Relations, relation{rel.Left, nonNil(rel.Right)})
		}
		return writeJSON(stdout, out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s, heaps ≤ %d: order %d, |P| = %d, proven %v\n%v\n", game, n, q.Order(), len(q.PPortion()), q.Proven, q)
	for h := 1; h <= n; h++ {
		fmt.Fprintf(&b, "heap %d = %s\n", h, q.HeapWord(h))
	}
	if v != nil {
		fmt.Fprintf(&b, "value quotient: order %d; g⁻ of heaps 0..%d:", v.Order(), n)
		for h := 0; h <= n; h++ {
			fmt.Fprintf(&b, " %d", v.Value[v.Heap[h]])
		}
		b.WriteString("\n")
	}
	if verify > 0 {
		what := "outcomes"
		if v != nil {
			what = "outcomes and misère values"
		}
		fmt.Fprintf(&b, "%s verified on all %d sums of total ≤ %d\n", what, checked, verify)
	}
	_, err = io.WriteString(stdout, b.String())
	return err
}
