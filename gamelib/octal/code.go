package octal

import (
	"errors"
	"fmt"
	"iter"
	"strings"
)

// maxDigits bounds the number of digits after the point of a code. Codes
// are short in practice (Winning Ways lists codes of up to four digits);
// the bound only keeps a pasted line of garbage from becoming a rule.
const maxDigits = 1024

// A Code is a take-and-break game given by its code d₀.d₁d₂…d_c in the
// Guy–Smith notation. Digit d_j (j ≥ 1) says what may remain after j
// tokens are removed from a heap: bit 1 allows leaving nothing (the j
// tokens were the whole heap), bit 2 one nonempty heap, bit 4 two nonempty
// heaps, bit 8 three nonempty heaps. Digits 0–7 make an octal game, digits
// 8–F (in a hexadecimal code) add the three-heap moves. The digit d₀ before
// the point governs moves that remove no token, so it may only split a heap:
// bit 4 into two nonempty heaps, bit 8 into three; bits 1 and 2 would leave
// nothing of a heap of no tokens or the same heap, and are rejected.
//
// A *Code is a heap.Rule and a heap.Valuer. The zero Code is not valid; use
// Parse or one of the named games.
type Code struct {
	text   string  // canonical text, e.g. "0.77"
	digits []uint8 // digits[j] = d_j for j = 0, …, c; digits[c] ≠ 0 unless c = 0
}

// Parse parses a take-and-break code in Guy–Smith notation: one digit
// before the point, the point, and one or more digits after it, each digit
// 0–9 or A–F (either case), for example "0.77" (Kayles), "0.07" (Dawson's
// Kayles), "0.137" (Dawson's Chess), "4.7", "0.6", "0.F". A code may omit
// the leading "0" (".77"). The canonical text of the result has the leading
// digit, upper-case hexadecimal digits and no trailing zeros after the
// point other than one when every digit after the point is zero ("4.0").
//
// Parse returns an error naming the code when it is malformed: a missing or
// repeated point, a character that is not a hexadecimal digit, a digit
// before the point with bit 1 or 2 set, or more than 1024 digits after
// the point.
func Parse(code string) (*Code, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("octal: malformed code %q: %s", code, fmt.Sprintf(format, a...))
	}
	if code == "" {
		return nil, bad("empty code")
	}
	whole, frac, ok := strings.Cut(code, ".")
	if !ok {
		return nil, bad("no point (write a code like 0.77)")
	}
	if whole == "" {
		whole = "0"
	}
	if len(whole) != 1 {
		return nil, bad("want one digit before the point, got %q", whole)
	}
	if frac == "" {
		return nil, bad("no digit after the point")
	}
	if len(frac) > maxDigits {
		return nil, bad("%d digits after the point, at most %d allowed", len(frac), maxDigits)
	}
	digits := make([]uint8, 1+len(frac))
	for i := 0; i < 1+len(frac); i++ {
		var c byte
		if i == 0 {
			c = whole[0]
		} else {
			c = frac[i-1]
		}
		d, ok := hexDigit(c)
		if !ok {
			pos := i // index into code of the offending byte
			if i > 0 {
				pos = len(code) - len(frac) + i - 1
			}
			return nil, bad("invalid digit %q at offset %d", c, pos)
		}
		digits[i] = d
	}
	if digits[0]&3 != 0 {
		return nil, bad("digit %X before the point has bit 1 or 2 set, but a move that removes no tokens can only split a heap (digit 0, 4, 8 or C)", digits[0])
	}
	return newCode(digits), nil
}

// MustParse is like Parse but panics on a malformed code. It is meant for
// codes written in programs, as regexp.MustCompile is.
func MustParse(code string) *Code {
	c, err := Parse(code)
	if err != nil {
		panic(err)
	}
	return c
}

// newCode trims trailing zero digits and builds the canonical text.
func newCode(digits []uint8) *Code {
	c := len(digits) - 1
	for c > 0 && digits[c] == 0 {
		c--
	}
	digits = digits[: c+1 : c+1]
	var b strings.Builder
	b.WriteByte(hexChar(digits[0]))
	b.WriteByte('.')
	if c == 0 {
		b.WriteByte('0')
	}
	for _, d := range digits[1:] {
		b.WriteByte(hexChar(d))
	}
	return &Code{text: b.String(), digits: digits}
}

func hexDigit(c byte) (uint8, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	}
	return 0, false
}

func hexChar(d uint8) byte { return "0123456789ABCDEF"[d] }

// Kayles is the octal game 0.77: remove one or two adjacent pins from a
// row, possibly splitting the row in two.
func Kayles() *Code { return MustParse("0.77") }

// DawsonsKayles is the octal game 0.07: remove two adjacent pins from a
// row, possibly splitting it. Its values are those of Dawson's Chess
// (0.137) shifted by one heap size.
func DawsonsKayles() *Code { return MustParse("0.07") }

// String returns "octal:" followed by the canonical code, the name the
// command line uses for the game ("octal:<nil>" for a nil *Code).
func (c *Code) String() string {
	if c == nil {
		return "octal:<nil>"
	}
	return "octal:" + c.text
}

// Code returns the canonical code without the "octal:" prefix, e.g. "0.77"
// ("" for a nil *Code).
func (c *Code) Code() string {
	if c == nil {
		return ""
	}
	return c.text
}

// errNilCode is returned by the computing methods of a nil *Code.
var errNilCode = errors.New("octal: nil *Code (use Parse)")

// Digit returns d_j, the digit for moves that remove j tokens; it is 0
// for j beyond the last nonzero digit or j < 0.
func (c *Code) Digit(j int) int {
	if c == nil || j < 0 || j >= len(c.digits) {
		return 0
	}
	return int(c.digits[j])
}

// Len returns the code length c, the position of the last nonzero digit
// after the point, which is the largest number of tokens a move removes
// (0 when only d₀ is nonzero or the game has no moves).
func (c *Code) Len() int {
	if c == nil {
		return 0
	}
	return len(c.digits) - 1
}

// Hexadecimal reports whether some digit allows a split into three heaps
// (bit 8), so the code is not octal.
func (c *Code) Hexadecimal() bool {
	if c == nil {
		return false
	}
	for _, d := range c.digits {
		if d&8 != 0 {
			return true
		}
	}
	return false
}

// Options yields every option of a heap of n tokens: for each j with
// d_j ≠ 0 and j ≤ n, and each bit of d_j, the ways to leave r = n − j
// tokens as 0, 1, 2 or 3 nonempty heaps (as unordered sizes a ≤ b ≤ …).
// There are O(c·n) options with at most two heaps and O(c·n²) with three.
func (c *Code) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if c == nil || n <= 0 {
			return
		}
		buf := make([]int, 0, 3)
		for j, d := range c.digits {
			if d == 0 || j > n {
				continue
			}
			r := n - j
			if d&1 != 0 && r == 0 {
				if !yield(buf[:0]) {
					return
				}
			}
			if d&2 != 0 && r >= 1 {
				if !yield(append(buf[:0], r)) {
					return
				}
			}
			if d&4 != 0 {
				for a := 1; 2*a <= r; a++ {
					if !yield(append(buf[:0], a, r-a)) {
						return
					}
				}
			}
			if d&8 != 0 {
				for a := 1; 3*a <= r; a++ {
					for b := a; a+2*b <= r; b++ {
						if !yield(append(buf[:0], a, b, r-a-b)) {
							return
						}
					}
				}
			}
		}
	}
}
