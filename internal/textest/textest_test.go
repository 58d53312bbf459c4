package textest

import "testing"

func TestUnverbatim(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`\texttt{G\textasciicircum{}\textasciigrave{}?{\char95}o}`, "G^`?_o"},
		{`\texttt{a-{}-{}b}`, "a--b"},
		{`\texttt{}`, ""},
	} {
		if got, err := Unverbatim(tc.in); err != nil || got != tc.want {
			t.Errorf("Unverbatim(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{`G^o`, `\texttt{G^o}`, `\texttt{a--b}`, `\texttt{x`, `\texttt{a_b}`} {
		if got, err := Unverbatim(bad); err == nil {
			t.Errorf("Unverbatim(%q) = %q, want an error", bad, got)
		}
	}
}
