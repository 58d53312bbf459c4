package table

import (
	"slices"
	"strings"
	"testing"

	"github.com/grundylab/grundylab/internal/textest"
)

// TestEscapeCompilesEveryRune sets every character Escape maps (the
// Unicode mathematics of mathRunes, the text escapes) between letters,
// as a fact's sentence has them ("α = (2 − a + √(a² + 4))/2 ≈ 1.41421, i
// < k": √ and ≈ stopped pdflatex, and < came out as ¡, until 6 December
// 2026), and compiles it with pdflatex in OT1: a character LaTeX cannot
// set is a fatal error. Skipped where pdflatex or pdftotext is not
// installed (CI does not install TeX Live).
func TestEscapeCompilesEveryRune(t *testing.T) {
	var rs []rune
	for r := range mathRunes {
		rs = append(rs, r)
	}
	for r := range textEscapes {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	var b strings.Builder
	for _, r := range rs {
		b.WriteString("a" + string(r) + "b ")
	}
	b.WriteString("i < k, x > y, |x|, α = (2 − a + √(a² + 4))/2 ≈ 1.41421")
	txt, _ := textest.Compile(t, textest.Preamble("OT1", "")+Escape(b.String())+"\n\\end{document}\n", false)
	text := strings.Join(strings.Fields(txt), " ")
	for _, s := range []string{"i < k", "x > y", "|x|"} {
		if !strings.Contains(text, s) {
			t.Errorf("the PDF's text lacks %q (OT1 sets < > | in text as ¡ ¿ —):\n%s", s, text)
		}
	}
}
