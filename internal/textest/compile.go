package textest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Need skips t where pdflatex, pdftotext or kpsewhich is not installed
// (CI does not install TeX Live, which is big).
func Need(t testing.TB) {
	t.Helper()
	for _, tool := range []string{"pdflatex", "pdftotext", "kpsewhich"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed: the LaTeX is not compiled", tool)
		}
	}
}

// Encodings returns the font encodings a test compiles its LaTeX in: OT1,
// LaTeX's default, and T1 where lmodern is installed (T1 in the default
// fonts needs the EC fonts, which a small TeX Live lacks). Call it after
// Need.
func Encodings() []string {
	enc := []string{"OT1"}
	if out, err := exec.Command("kpsewhich", "lmodern.sty").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		enc = append(enc, "T1")
	}
	return enc
}

// Preamble returns the start of a document in the font encoding enc
// (Encodings), with lmodern for T1, ending in \begin{document}; extra is
// put before \begin{document} (a page size, say).
func Preamble(enc, extra string) string {
	doc := "\\documentclass{article}\n\\usepackage[" + enc + "]{fontenc}\n"
	if enc == "T1" {
		doc += "\\usepackage{lmodern}\n"
	}
	return doc + extra + "\\pagestyle{empty}\n\\begin{document}\n"
}

// Compile compiles the LaTeX document doc with pdflatex
// (-halt-on-error) in a temporary directory of t and returns the PDF's
// text (pdftotext, UTF-8; with -layout when layout) and pdflatex's log.
// It skips t where pdflatex, pdftotext or kpsewhich is not installed (CI
// does not install TeX Live, which is big) and fails t, with the
// document, when pdflatex fails.
func Compile(t testing.TB, doc string, layout bool) (text, log string) {
	t.Helper()
	Need(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "t.tex"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "t.tex")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pdflatex: %v\n%s\nthe document:\n%s", err, out, doc)
	}
	l, err := os.ReadFile(filepath.Join(dir, "t.log"))
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"-enc", "UTF-8"}
	if layout {
		args = append(args, "-layout")
	}
	txt, err := exec.Command("pdftotext", append(args, filepath.Join(dir, "t.pdf"), "-")...).Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(txt), string(l)
}
