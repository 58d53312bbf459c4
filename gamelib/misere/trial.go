package misere

// A trial monoid is base × C(ix₁, per₁) × … with C(ix, per) the cyclic
// monoid ⟨x | x^(ix+per) = x^ix⟩; element (b, c₁, …) is numbered
// b·2^shift + mixed radix c (c₁ most significant), 2^shift the least
// power of two ≥ Π sizes, so that a product splits its factors with
// shifts and masks instead of divisions (the numbers c ≥ Π sizes are
// not elements, and are never reached from the heaps).
//
// It is the one monoid of the package that is not a Monoid: a trial has
// up to max(1024·MaxOrder, 2²⁰) elements, most of which its labelling
// never reaches, so its table (order² entries) is never built; products
// are computed from the components in O(components). What comes out of
// a trial is a Monoid: reduce tabulates only the classes of the elements
// reached, the order of the quotient.
type trial struct {
	base     [][]int // the table of the part kept (a Monoid's Mul)
	ix, per  []int
	size     int   // order of the product of the cyclic parts
	shift    uint  // 2^shift ≥ size: c is the low shift bits
	heap     []int // the element of each heap
	elements int   // elements of the trial (len(base)·size)
	// cyc[a<<shift|b] is the product of the cyclic parts a and b, when
	// 2^shift ≤ cycTableMax (else nil, and Product computes it): a
	// product is then two shifts, two masks and two look-ups instead of
	// a loop over the components with a division each.
	cyc []int32
}

// cycTableMax bounds the order of the cyclic part whose table a trial
// keeps (cycTableMax² entries).
const cycTableMax = 256

func newTrial(base [][]int, ix, per []int) *trial {
	t := &trial{base: base, ix: ix, per: per, size: 1}
	for i := range ix {
		t.size *= ix[i] + per[i]
	}
	t.elements = len(base) * t.size
	for 1<<t.shift < t.size {
		t.shift++
	}
	if 1<<t.shift <= cycTableMax {
		t.cyc = make([]int32, 1<<(2*t.shift))
		for a := range t.size {
			for b := range t.size {
				t.cyc[a<<t.shift|b] = int32(t.cycProduct(a, b))
			}
		}
	}
	return t
}

// number returns the number of element (b, c).
func (t *trial) number(b, c int) int { return b<<t.shift | c }

// Order returns the range of the trial's numbers, len(base)·2^shift
// (the elements, len(base)·size, with the numbers between them).
func (t *trial) Order() int { return len(t.base) << t.shift }

func (t *trial) heaps() []int { return t.heap }

// Product returns x·y, computed from the components.
func (t *trial) Product(x, y int) int {
	mask := 1<<t.shift - 1
	bx, by := x>>t.shift, y>>t.shift
	cx, cy := x&mask, y&mask
	var c int
	if t.cyc != nil {
		c = int(t.cyc[cx<<t.shift|cy])
	} else {
		c = t.cycProduct(cx, cy)
	}
	return t.base[bx][by]<<t.shift | c
}

// cycProduct returns the product of the cyclic parts cx and cy (mixed
// radix, c₁ most significant).
func (t *trial) cycProduct(cx, cy int) int {
	c, unit := 0, 1
	for i := len(t.ix) - 1; i >= 0; i-- {
		m := t.ix[i] + t.per[i]
		a, b := cx%m, cy%m
		cx, cy = cx/m, cy/m
		s := a + b
		if s >= m {
			s = t.ix[i] + (s-t.ix[i])%t.per[i]
		}
		c += s * unit
		unit *= m
	}
	return c
}
