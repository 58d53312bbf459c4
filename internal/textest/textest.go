// Package textest reads back the LaTeX that plots/table writes, and
// compiles it with pdflatex where TeX is installed, for the tests of the
// packages that write it (plots/table, notebooks/lab).
package textest

import (
	"fmt"
	"strings"
)

// undo lists table.Verbatim's escapes and the characters they stand for.
var undo = []struct{ esc, char string }{
	{`\textbackslash{}`, `\`}, {`\{`, `{`}, {`\}`, `}`}, {`\#`, `#`}, {`\$`, `$`}, {`\%`, `%`},
	{`\&`, `&`}, {`{\char95}`, `_`}, {`\textasciicircum{}`, `^`}, {`\textasciitilde{}`, `~`},
	{"\\textasciigrave{}", "`"}, {`\textquotesingle{}`, `'`}, {`\textbar{}`, `|`},
	{`\textless{}`, `<`}, {`\textgreater{}`, `>`}, {`-{}`, `-`},
}

// Unverbatim undoes table.Verbatim: it strips \texttt{…} and turns each
// escape back into its character. It returns an error for anything
// Verbatim does not write: a character special to LaTeX left unescaped,
// or "--" (a dash in LaTeX).
func Unverbatim(v string) (string, error) {
	body, ok := strings.CutPrefix(v, `\texttt{`)
	if !ok || !strings.HasSuffix(body, "}") {
		return "", fmt.Errorf("%q is not \\texttt{…}", v)
	}
	body = body[:len(body)-1]
	var b strings.Builder
	for i := 0; i < len(body); {
		found := false
		for _, u := range undo {
			if strings.HasPrefix(body[i:], u.esc) {
				b.WriteString(u.char)
				i += len(u.esc)
				found = true
				break
			}
		}
		if found {
			continue
		}
		switch c := body[i]; c {
		case '\\', '{', '}', '#', '$', '%', '&', '_', '^', '~', '`', '\'', '|', '<', '>':
			return "", fmt.Errorf("%q: unescaped %q at byte %d", v, c, i)
		case '-':
			if i+1 < len(body) && body[i+1] == '-' {
				return "", fmt.Errorf("%q: -- at byte %d (a dash in LaTeX)", v, i)
			}
		}
		b.WriteByte(body[i])
		i++
	}
	return b.String(), nil
}
