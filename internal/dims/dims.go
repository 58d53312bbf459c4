// Package dims reads the size of a rectangle written "RxC", the one
// notation of boards, boxes and tables across grundylab (Cram's boards,
// Chomp's rectangles, the size tables), so that every command and
// notebook accepts the same spellings.
package dims

import (
	"strconv"
	"strings"
)

// Parse reads "RxC": two base-10 integers around one 'x', 'X' or '×',
// with spaces allowed around the whole and around each number ("5x7",
// "5 × 7", "5X7 "). A sign is refused ("+5x7", "5x-7"): sizes are
// written as plain digits. ok is false for anything else; the caller
// checks the range and words the error.
func Parse(s string) (rows, cols int, ok bool) {
	s = strings.NewReplacer("×", "x", "X", "x").Replace(s)
	r, c, found := strings.Cut(s, "x")
	if !found {
		return 0, 0, false
	}
	rows, ok1 := digits(r)
	cols, ok2 := digits(c)
	return rows, cols, ok1 && ok2
}

// digits reads a non-empty string of ASCII digits, spaces trimmed, that
// fits an int.
func digits(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, false
	}
	v, err := strconv.Atoi(s)
	return v, err == nil
}

// Separators are the characters Parse takes between the two sizes.
const Separators = "xX×"

// Looks reports whether s has a separator of Parse: whether it is meant
// as RxC (then malformed if Parse refuses it) rather than another
// notation (Cram's rows, Chomp's row lengths).
func Looks(s string) bool {
	return strings.ContainsAny(s, Separators)
}
