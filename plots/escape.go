package plots

import "strings"

// mathEscaper writes _ and ^ as \_ and \^.
var mathEscaper = strings.NewReplacer("_", `\_`, "^", `\^`)

// EscapeMath returns s with every _ and ^ escaped (\_, \^), so that
// MathText draws s as written: a name typed by a user (a rule called
// take_square, a graph6 string such as D_K) put into a figure's title,
// label or key, which MathText would otherwise read as a subscript or
// superscript. O(len(s)).
func EscapeMath(s string) string { return mathEscaper.Replace(s) }
