package misere

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/grundylab/grundylab/gamelib/octal"
)

// cyclicTable is the table of the cyclic monoid ⟨x | x^(ix+per) = x^ix⟩
// by the definition: x^a·x^b = x^(a+b), reduced into [0, ix+per).
func cyclicTable(ix, per int) [][]int {
	m := ix + per
	t := make([][]int, m)
	for a := range m {
		t[a] = make([]int, m)
		for b := range m {
			s := a + b
			for s >= m {
				s -= per
			}
			t[a][b] = s
		}
	}
	return t
}

// TestTrialProduct: a trial's products, computed from its components,
// equal those of the direct product of the tables (the base times the
// cyclic monoids, tabulated by the definition), on the quotients of
// Kayles and 0.137 with one to three cyclic components, numbered as a
// trial numbers them (number).
func TestTrialProduct(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, code := range []string{"0.77", "0.137"} {
		q, err := QuotientOf(octal.MustParse(code), 8, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range [][2][]int{{{2}, {2}}, {{1, 3}, {2, 4}}, {{0, 2, 5}, {1, 2, 2}}, {{10, 12}, {8, 10}}} { // the last beyond cycTableMax
			ix, per := c[0], c[1]
			tr := newTrial(q.Mul, ix, per)
			sizes := []int{len(q.Mul)}
			tables := [][][]int{q.Mul}
			for i := range ix {
				sizes = append(sizes, ix[i]+per[i])
				tables = append(tables, cyclicTable(ix[i], per[i]))
			}
			digits := func(x int) []int { // base first, then c₁, c₂, … (c₁ most significant)
				d := make([]int, len(sizes))
				for i := len(sizes) - 1; i >= 1; i-- {
					d[i] = x % sizes[i]
					x /= sizes[i]
				}
				d[0] = x
				return d
			}
			number := func(d []int) int {
				x := d[0]
				for i := 1; i < len(sizes); i++ {
					x = x*sizes[i] + d[i]
				}
				return x
			}
			order := 1
			for _, z := range sizes {
				order *= z
			}
			if tr.elements != order {
				t.Fatalf("%s %v: order %d, want %d", code, c, tr.elements, order)
			}
			// x, numbered compactly as above, is tr.number(x/size, x%size)
			// in the trial.
			size := order / len(q.Mul)
			in := func(x int) int { return tr.number(x/size, x%size) }
			for range 2000 {
				x, y := rng.IntN(order), rng.IntN(order)
				dx, dy := digits(x), digits(y)
				dz := make([]int, len(sizes))
				for i := range sizes {
					dz[i] = tables[i][dx[i]][dy[i]]
				}
				if got, want := tr.Product(in(x), in(y)), in(number(dz)); got != want {
					t.Fatalf("%s %v: %d·%d = %d, want %d", code, c, x, y, got, want)
				}
			}
		}
	}
}

// TestMonoidOps: powers against the plain sequence of powers, renumber
// and its inverse, regenerate of a monoid the heaps generate (the same
// order, an isomorphic table), and element against repeated products.
func TestMonoidOps(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, code := range []string{"0.77", "0.07", "4.7"} {
		q, err := QuotientOf(octal.MustParse(code), 12, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := q.Monoid
		for x := range m.Order() {
			pow, index, period := m.powers(x)
			var plain []int // x^0, x^1, … up to the first repeat
			y := 0
			for !slices.Contains(plain, y) {
				plain = append(plain, y)
				y = m.Product(y, x)
			}
			if !slices.Equal(pow, plain) || index != slices.Index(plain, y) || period != len(plain)-index || m.index(x) != index {
				t.Errorf("%s: powers of %d: %v, %d, %d; want %v from %d", code, x, pow, index, period, plain, slices.Index(plain, y))
			}
		}
		perm := rng.Perm(m.Order())
		inv := make([]int, len(perm))
		for i, p := range perm {
			inv[p] = i
		}
		r := Monoid{slices.Clone(m.Mul), slices.Clone(m.Heap)}
		r.renumber(perm)
		for x := range m.Order() {
			for y := range m.Order() {
				if r.Product(perm[x], perm[y]) != perm[m.Product(x, y)] {
					t.Fatalf("%s: renumbered product of %d, %d", code, x, y)
				}
			}
		}
		r.renumber(inv)
		if !slices.EqualFunc(r.Mul, m.Mul, slices.Equal) || !slices.Equal(r.Heap, m.Heap) {
			t.Errorf("%s: renumbering back does not restore the monoid", code)
		}
		g := m.regenerate()
		if g.Order() != m.Order() {
			t.Errorf("%s: regenerate: order %d, want %d", code, g.Order(), m.Order())
		}
		iso := map[int]int{} // element of m → element of g, of the same sums
		for range 500 {
			hs := make([]int, rng.IntN(6))
			for i := range hs {
				hs[i] = rng.IntN(len(m.Heap))
			}
			x, err := m.elementOf("quotient", code, hs)
			if err != nil || x != m.element(hs) {
				t.Fatalf("%s: element of %v: %d, %v", code, hs, x, err)
			}
			want := 0
			for _, h := range hs {
				want = m.Mul[want][m.Heap[h]]
			}
			if x != want {
				t.Fatalf("%s: element of %v: %d, want %d", code, hs, x, want)
			}
			// regenerate renames the elements: sums with one element in m
			// have one element in g.
			if gx, ok := iso[x]; ok && gx != g.element(hs) {
				t.Fatalf("%s: regenerate: %v is %d, another sum of element %d is %d", code, hs, g.element(hs), x, gx)
			}
			iso[x] = g.element(hs)
		}
		for x, gx := range iso {
			for y, gy := range iso {
				if z, ok := iso[m.Product(x, y)]; ok && g.Product(gx, gy) != z {
					t.Fatalf("%s: regenerate: the renaming does not keep the product of %d, %d", code, x, y)
				}
			}
		}
		if _, err := m.elementOf("quotient", code, []int{len(m.Heap)}); err == nil {
			t.Errorf("%s: a heap beyond N accepted", code)
		}
	}
}
