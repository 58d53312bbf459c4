package misere

import (
	"slices"
	"strconv"
	"strings"
)

// Words: sums of heaps as exponent vectors, the monomial order of normal
// forms (word.less, heapsLess, one order for two representations), and the
// normal forms, generators and relations of a monoid (Monoid.present).

func genName(i int) string {
	if i < 26 {
		return string(rune('a' + i))
	}
	return "x" + strconv.Itoa(i+1)
}

var superscript = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")

// wordString writes a sorted sum of heaps as a product of letters with
// exponents, "1" for the empty sum.
func wordString(w []int, name map[int]string) string {
	if len(w) == 0 {
		return "1"
	}
	var b strings.Builder
	for i := 0; i < len(w); {
		j := i
		for j < len(w) && w[j] == w[i] {
			j++
		}
		b.WriteString(name[w[i]])
		if j-i > 1 {
			for _, c := range strconv.Itoa(j - i) {
				b.WriteRune(superscript[c-'0'])
			}
		}
		i = j
	}
	return b.String()
}

// word is a sum of heaps as an exponent vector e[1..n] with its total.
type word struct {
	e     []int
	total int
}

// less is the monomial order of normal forms: fewer tokens first, then
// fewer copies of the largest heap, and so on down. It is compatible with
// adding heaps, so sub-sums of normal forms are normal forms.
func (a word) less(b word) bool {
	if a.total != b.total {
		return a.total < b.total
	}
	for h := len(a.e) - 1; h >= 1; h-- {
		if a.e[h] != b.e[h] {
			return a.e[h] < b.e[h]
		}
	}
	return false
}

func (a word) key() string {
	b := make([]byte, 0, 2*len(a.e))
	for _, c := range a.e[1:] {
		b = strconv.AppendInt(b, int64(c), 36)
		b = append(b, ',')
	}
	return string(b)
}

func (a word) heaps() []int {
	var out []int
	for h, c := range a.e {
		for range c {
			out = append(out, h)
		}
	}
	return out
}

func (a word) plus(h int) word {
	e := slices.Clone(a.e)
	e[h]++
	return word{e, a.total + h}
}

// minimal reports whether every sub-word of a (a minus one heap) is a
// normal form, nf holding the keys of the normal forms.
func (a word) minimal(nf map[string]bool) bool {
	for h := 1; h < len(a.e); h++ {
		if a.e[h] > 0 {
			sub := slices.Clone(a.e)
			sub[h]--
			if !nf[word{e: sub}.key()] {
				return false
			}
		}
	}
	return true
}

// insertSorted returns hs with h inserted in order (a new slice).
func insertSorted(hs []int, h int) []int {
	w := make([]int, len(hs)+1)
	i := 0
	for i < len(hs) && hs[i] <= h {
		i++
	}
	copy(w, hs[:i])
	w[i] = h
	copy(w[i+1:], hs[i:])
	return w
}

// heapsLess is word.less for sums given as sorted heap sizes.
func heapsLess(a, b []int) bool {
	ta, tb := 0, 0
	for _, h := range a {
		ta += h
	}
	for _, h := range b {
		tb += h
	}
	if ta != tb {
		return ta < tb
	}
	for i, j := len(a)-1, len(b)-1; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if a[i] != b[j] {
			return a[i] < b[j]
		}
	}
	return len(a) < len(b)
}

// A Relation says that two sums of heaps are the same element.
type Relation struct {
	Left, Right []int
}

// present finds the normal forms, generators and relations of m, as the
// general algorithm defines them: words are visited in the monomial
// order; a word all of whose sub-words (minus one heap) are normal forms
// is the normal form of its element if that element has none yet, and
// otherwise an obstruction, a relation when all its heaps are
// generators. Only the least heap of each element can be a generator (a
// lighter heap of the same element comes first), so only those heaps are
// added to words. The elements are renumbered in the order their normal
// forms are found (renumber; perm is old → new), and words[x] is the
// normal form of element x in the new numbering.
//
// Cost: O(|M|·k) words of O(N) entries each, k ≤ |M| the heaps kept.
func (m *Monoid) present() (perm []int, words [][]int, gens []int, rels []Relation) {
	n := len(m.Heap) - 1
	order := m.Order()
	var first []int
	seenElem := map[int]bool{}
	for h := 1; h <= n; h++ {
		if !seenElem[m.Heap[h]] {
			seenElem[m.Heap[h]] = true
			first = append(first, h)
		}
	}
	nfs := make([][]int, order) // by the old numbering
	have := make([]bool, order)
	seen := map[string]bool{}
	nf := map[string]bool{}
	var obstructions []word
	var obsElem []int
	var found []int // elements in the order found
	pq := newPQueue(word.less, word{e: make([]int, n+1)})
	for pq.len() > 0 {
		w := pq.pop()
		k := w.key()
		if seen[k] {
			continue
		}
		seen[k] = true
		if !w.minimal(nf) {
			continue
		}
		hs := w.heaps()
		x := m.element(hs)
		if have[x] {
			obstructions = append(obstructions, w)
			obsElem = append(obsElem, x)
			continue
		}
		have[x] = true
		nfs[x] = hs
		found = append(found, x)
		nf[k] = true
		for _, h := range first {
			pq.push(w.plus(h))
		}
	}
	// Number the elements in the order their normal forms were found, as
	// the general algorithm does.
	perm = make([]int, order)
	for i, x := range found {
		perm[x] = i
	}
	m.renumber(perm)
	words = make([][]int, order)
	for x, w := range nfs {
		words[perm[x]] = w
	}
	isGen := map[int]bool{}
	for _, h := range first {
		if w := words[m.Heap[h]]; len(w) == 1 && w[0] == h {
			gens = append(gens, h)
			isGen[h] = true
		}
	}
	for i, w := range obstructions {
		hs := w.heaps()
		if slices.ContainsFunc(hs, func(h int) bool { return !isGen[h] }) {
			continue
		}
		rels = append(rels, Relation{Left: hs, Right: words[perm[obsElem[i]]]})
	}
	return perm, words, gens, rels
}
