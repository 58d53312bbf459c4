package graphs

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// A Family is a sequence of graphs G_First, G_First+1, … that a game is
// studied on.
type Family struct {
	// Name is the family as ParseFamily reads it: "path", "grid:3", ….
	Name string
	// First is the least index with a graph (3 for petersen:1, 2k+1 for
	// petersen:K; 0 for the others).
	First int
	// Graph returns the family's graph of index n ≥ First.
	Graph func(n int) (*Graph, error)
}

// FamilyNames lists the names ParseFamily reads, for help texts: those
// of FamilyKinds, a parameter written by its letter.
const FamilyNames = "path, cycle, star, complete, grid:R, prism, petersen:K, hypercube, pathplus:K, linkedcycles, linkeddiamonds, bintree, comb"

// A FamilyKind is a kind of family ParseFamily reads: its Name, the
// letter of its parameter (Param: R for grid:R; "" for a family without
// one, as path), and a parameter that makes an example of it (Arg: 3 for
// grid:3; 0 without a parameter).
type FamilyKind struct {
	Name, Param string
	Arg         int
}

// FamilyKinds are the kinds of family ParseFamily reads, in the order
// FamilyNames lists them.
var FamilyKinds = []FamilyKind{
	{"path", "", 0}, {"cycle", "", 0}, {"star", "", 0}, {"complete", "", 0}, {"grid", "R", 3}, {"prism", "", 0},
	{"petersen", "K", 2}, {"hypercube", "", 0}, {"pathplus", "K", 2}, {"linkedcycles", "", 0},
	{"linkeddiamonds", "", 0}, {"bintree", "", 0}, {"comb", "", 0},
}

// Example returns a family of the kind as ParseFamily reads it: its Name,
// or Name:Example for a kind with a parameter ("grid:3").
func (k FamilyKind) Example() string {
	if k.Param == "" {
		return k.Name
	}
	return fmt.Sprintf("%s:%d", k.Name, k.Arg)
}

// ParseFamily returns the family named s:
//
//	path            P_n (Path)
//	cycle           C_n (Cycle; P_n for n < 3)
//	star            K_{1,n} (Star)
//	complete        K_n (Complete)
//	grid:R          the R×n grid P_R □ P_n, 1 ≤ R ≤ 64 (Grid)
//	prism           C_n □ K₂ (Prism; the ladder for n < 3)
//	petersen:K      GP(n, K), n > 2K (Petersen)
//	hypercube       Q_n, n ≤ 6 (Hypercube)
//	pathplus:K      P_n(K), the path with the edges i-(i+K) (PathPlus)
//	linkedcycles    n linked 4-cycles (LinkedCycles, OEIS A316629)
//	linkeddiamonds  n linked diamonds (LinkedDiamonds, OEIS A316781)
//	bintree         the complete binary tree of depth n ≤ 5 (BinaryTree)
//	comb            the comb P_n ⊙ K₁, a pendant at each vertex (Comb)
//
// Other names are an error listing these.
func ParseFamily(s string) (Family, error) {
	switch s {
	case "path":
		return Family{s, 0, Path}, nil
	case "cycle":
		return Family{s, 0, Cycle}, nil
	case "star":
		return Family{s, 0, Star}, nil
	case "complete":
		return Family{s, 0, Complete}, nil
	case "prism":
		return Family{s, 0, Prism}, nil
	case "hypercube":
		return Family{s, 0, Hypercube}, nil
	case "linkedcycles":
		return Family{s, 0, LinkedCycles}, nil
	case "linkeddiamonds":
		return Family{s, 0, LinkedDiamonds}, nil
	case "bintree":
		return Family{s, 0, BinaryTree}, nil
	case "comb":
		return Family{s, 0, Comb}, nil
	}
	name, arg, ok := strings.Cut(s, ":")
	if !ok {
		return Family{}, fmt.Errorf("graphs: unknown family %q (want %s)", s, FamilyNames)
	}
	k, err := strconv.Atoi(arg)
	switch name {
	case "grid":
		if err != nil || k < 1 || k > MaxOrder {
			return Family{}, fmt.Errorf("graphs: family %q: the rows R of grid:R must be an integer in 1..%d", s, MaxOrder)
		}
		return Family{s, 0, func(n int) (*Graph, error) { return Grid(k, n) }}, nil
	case "petersen":
		if err != nil || k < 1 || 2*k+1 > MaxOrder/2 {
			return Family{}, fmt.Errorf("graphs: family %q: K of petersen:K must be an integer in 1..%d", s, (MaxOrder/2-1)/2)
		}
		return Family{s, 2*k + 1, func(n int) (*Graph, error) { return Petersen(n, k) }}, nil
	case "pathplus":
		if err != nil || k < 1 || k >= MaxOrder {
			return Family{}, fmt.Errorf("graphs: family %q: K of pathplus:K must be an integer in 1..%d", s, MaxOrder-1)
		}
		return Family{s, 0, func(n int) (*Graph, error) { return PathPlus(n, k) }}, nil
	}
	return Family{}, fmt.Errorf("graphs: unknown family %q (want %s)", s, FamilyNames)
}

// Values returns value(G_i) for i = f.First … n, in order. It stops at
// the first graph that cannot be built (too many vertices) or valued, or
// when ctx is done, returning the values before it and an error naming
// the family and the index. n < f.First is an error.
func (f Family) Values(ctx context.Context, n int, value func(context.Context, *Graph) (int, error)) ([]int, error) {
	if f.Graph == nil {
		return nil, fmt.Errorf("graphs: family %q has no Graph function", f.Name)
	}
	if n < f.First {
		return nil, fmt.Errorf("graphs: family %s starts at n = %d, asked up to %d", f.Name, f.First, n)
	}
	var vals []int
	for i := f.First; i <= n; i++ {
		if err := ctx.Err(); err != nil {
			return vals, err
		}
		g, err := f.Graph(i)
		if err == nil && g == nil {
			err = fmt.Errorf("graphs: family %s gave no graph at n = %d", f.Name, i)
		}
		if err != nil {
			return vals, err
		}
		v, err := value(ctx, g)
		if err != nil {
			return vals, fmt.Errorf("%s, n = %d: %w", f.Name, i, err)
		}
		vals = append(vals, v)
	}
	return vals, nil
}
