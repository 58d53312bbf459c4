package plots

import (
	"strings"
	"unicode"
)

// Control characters.
//
// A figure's text is one or more lines of characters with glyphs, but
// text pasted from a spreadsheet, a terminal or a file of another system
// brings control characters that have no glyph. MathText (which every
// figure of the package and Style.Apply install) reads them as their
// writer meant:
//
//   - a tab (U+0009) as a space: tab stops mean nothing in one line of
//     a title, and a tab pasted from a spreadsheet separates words;
//   - CR LF, and a lone CR, VT, FF, NEL (U+0085), LS (U+2028) or PS
//     (U+2029), as a line break, as Unicode's line breaking (UAX #14)
//     reads these mandatory breaks: a title read from a Windows file
//     ends its lines with CR LF.
//
// Any other control character (C0, DEL, C1: NUL, BEL, ESC …) is no part
// of any text meant to be read and has no agreed visible form; it
// usually means the text was read wrongly (the ESC of a terminal's
// colour codes, the NUL padding of a fixed-width field). Dropping it
// silently would draw the rest of such a sequence ("[31m") as if meant,
// so it makes Encode, EncodePNG, Save, Export and MathText.Check fail
// with a *GlyphError whose Control is set, naming the character. Text
// drawn with gonum's text.Plain instead of MathText has its tabs drawn as
// spaces too (glyphCanvas), but no other line breaks than LF.

// lineBreaks are the characters cleanText reads as a line break, but LF.
const lineBreaks = "\r\v\f\u0085\u2028\u2029"

// cleanText returns s as figures draw it: a tab as a space, CR LF and
// the lineBreaks as LF. O(len(s)); s itself when it has none of them.
func cleanText(s string) string {
	if !strings.ContainsAny(s, "\t"+lineBreaks) {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case strings.ContainsRune(lineBreaks, r):
			return '\n'
		}
		return r
	}, s)
}

// isControl reports whether r is a control character that figures do
// not draw (any but LF, which separates lines).
func isControl(r rune) bool { return r != '\n' && unicode.IsControl(r) }
