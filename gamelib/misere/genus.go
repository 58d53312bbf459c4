package misere

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A Genus is Conway's genus g^{γ₀γ₁γ₂…} of a game G: Plus = g⁺(G), the
// normal-play Grundy value, and γ_k = g⁻(G + k·∗2), the misère Grundy
// value of G plus k copies of the nim heap ∗2. The sequence γ is
// eventually periodic with period 2; Sup holds γ₀, …, γ_{L−1} where L ≥ 2
// is the least length with γ_k = γ_{k−2} for every k ≥ L, so the last two
// digits of Sup alternate for ever. This is the form in which Conway,
// Winning Ways and CGSuite write genera: 0^120 is g⁺ = 0 and γ = 1, 2, 0,
// 2, 0, ….
type Genus struct {
	Plus int
	Sup  []int
}

// At returns γ_k for any k ≥ 0: the superscripts repeat their last two
// digits for ever (a single digit, for ever). It returns −1, never a
// genus digit, for k < 0 and for the zero Genus, which has no
// superscripts (a Genus comes from a Solver, ParseGenus or the
// functions that return genera).
func (g Genus) At(k int) int {
	l := len(g.Sup)
	switch {
	case k < 0 || l == 0:
		return -1
	case k < l:
		return g.Sup[k]
	case l == 1:
		return g.Sup[0]
	}
	return g.Sup[l-2+(k-l)%2]
}

// Misere returns the misère Grundy value g⁻ = γ₀ (−1 for the zero Genus).
func (g Genus) Misere() int { return g.At(0) }

// Xor1 returns the genus of G + ∗1 given the genus of G: every number
// xor 1 (see the package documentation for the proof).
func (g Genus) Xor1() Genus {
	s := make([]int, len(g.Sup))
	for i, v := range g.Sup {
		s[i] = v ^ 1
	}
	return Genus{Plus: g.Plus ^ 1, Sup: s}
}

// shift returns the genus of G + m·∗2 given the genus of G: g⁺ changes
// by 2 when m is odd and γ_k(G + m·∗2) = γ_{k+m}(G).
func (g Genus) shift(m int) Genus {
	if m == 0 {
		return g
	}
	s := make([]int, max(2, len(g.Sup)-m))
	for k := range s {
		s[k] = g.At(k + m)
	}
	return Genus{Plus: g.Plus ^ (2 * (m % 2)), Sup: trim(s)}
}

// Tame reports whether the genus is one of the tame genera, those of the
// nim positions: 0^120 (∗0), 1^031 (∗1), and p^{p,p⊕2} for every p
// (0^02 is ∗2+∗2, 1^13 is ∗2+∗3, 2^20 is ∗2, 3^31 is ∗3, 4^46, …).
// A game is tame in Conway's sense when it and every position reachable
// from it have tame genera (Solver.HereditarilyTame).
func (g Genus) Tame() bool {
	p := g.Plus
	s := g.Sup
	if len(s) == 2 && s[0] == p && s[1] == p^2 {
		return true
	}
	return p <= 1 && len(s) == 3 && s[0] == p^1 && s[1] == p^2 && s[2] == p
}

// String writes the genus as CGSuite does: "4^146", and, when some digit
// is 10 or more, with the superscript in parentheses and commas:
// "12^(1,12,14)".
func (g Genus) String() string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(g.Plus))
	b.WriteByte('^')
	big := slices.ContainsFunc(g.Sup, func(v int) bool { return v >= 10 })
	if big {
		b.WriteByte('(')
	}
	for i, v := range g.Sup {
		if big && i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(v))
	}
	if big {
		b.WriteByte(')')
	}
	return b.String()
}

// Equal reports whether g and h are the same genus.
func (g Genus) Equal(h Genus) bool {
	return g.Plus == h.Plus && slices.Equal(g.Sup, h.Sup)
}

// ParseGenus parses a genus written as String writes it ("0^120",
// "4^146", "12^(1,12,14)") and normalises it: trailing digits that only
// repeat the alternation are dropped, so "2^2020" parses as 2^20. It
// returns an error for malformed text or a superscript of fewer than two
// digits.
func ParseGenus(s string) (Genus, error) {
	bad := func(why string) (Genus, error) {
		return Genus{}, fmt.Errorf("misere: malformed genus %q: %s", s, why)
	}
	base, sup, ok := strings.Cut(s, "^")
	if !ok {
		return bad("no ^")
	}
	p, err := strconv.Atoi(base)
	if err != nil || p < 0 {
		return bad("the base is not a non-negative integer")
	}
	var digits []int
	if strings.HasPrefix(sup, "(") {
		if !strings.HasSuffix(sup, ")") {
			return bad("unclosed parenthesis")
		}
		for f := range strings.SplitSeq(sup[1:len(sup)-1], ",") {
			v, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || v < 0 {
				return bad("superscript entry " + strconv.Quote(f) + " is not a non-negative integer")
			}
			digits = append(digits, v)
		}
	} else {
		for _, c := range sup {
			if c < '0' || c > '9' {
				return bad("superscript digit " + strconv.QuoteRune(c) + " is not a decimal digit")
			}
			digits = append(digits, int(c-'0'))
		}
	}
	if len(digits) < 2 {
		return bad("want at least two superscript digits")
	}
	return Genus{Plus: p, Sup: trim(digits)}, nil
}

// trim drops trailing digits that repeat the alternation: while the last
// digit equals the one two before it, it is implied.
func trim(s []int) []int {
	for len(s) > 2 && s[len(s)-1] == s[len(s)-3] {
		s = s[:len(s)-1]
	}
	return s
}
