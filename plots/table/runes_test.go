package table

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestEscapeCompilesEveryRune sets every character Escape maps (the
// Unicode mathematics of mathRunes, the text escapes) between letters,
// as a fact's sentence has them ("α = (2 − a + √(a² + 4))/2 ≈ 1.41421, i
// < k": √ and ≈ stopped pdflatex, and < came out as ¡, until 6 December
// 2026), and compiles it with pdflatex in OT1: a character LaTeX cannot
// set is a fatal error. Skipped where pdflatex or pdftotext is not
// installed (CI does not install TeX Live).
func TestEscapeCompilesEveryRune(t *testing.T) {
	for _, tool := range []string{"pdflatex", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
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
	dir := t.TempDir()
	doc := "\\documentclass{article}\n\\pagestyle{empty}\n\\begin{document}\n" + Escape(b.String()) + "\n\\end{document}\n"
	if err := os.WriteFile(filepath.Join(dir, "t.tex"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "t.tex")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pdflatex: %v\n%s\n%s", err, out, doc)
	}
	txt, err := exec.Command("pdftotext", "-enc", "UTF-8", filepath.Join(dir, "t.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(txt)), " ")
	for _, s := range []string{"i < k", "x > y", "|x|"} {
		if !strings.Contains(text, s) {
			t.Errorf("the PDF's text lacks %q (OT1 sets < > | in text as ¡ ¿ —):\n%s", s, text)
		}
	}
}
