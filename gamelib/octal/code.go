package octal

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
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
// Two extensions are written as CGSuite writes them. A digit followed by
// "!" requires the heaps a split leaves to be pairwise unequal: Grundy's
// game, split a heap into two unequal heaps, is 4!.0. Digits in brackets at
// the end repeat forever: 0.[3] removes any number of tokens (Nim), and
// 0.3003330[3] is the all-but subtraction game that may remove any number
// but 2, 3 and 7. A code with a repeating part is infinite: its moves may
// remove arbitrarily many tokens.
//
// A *Code is a heap.Rule, a heap.Valuer and a heap.Certifier. The zero Code
// is not valid; use Parse or one of the named games.
type Code struct {
	text    string  // canonical text, e.g. "0.77", "4!.0", "0.3003330[3]"
	digits  []uint8 // digits[j] = d_j for j = 0, …, c; digits[c] ≠ 0 unless c = 0 or the code repeats
	unequal []bool  // unequal[j]: d_j's splits leave pairwise unequal heaps ("!"); nil when none does
	repeat  int     // the last repeat digits repeat forever; 0 for a finite code
}

// Parse parses a take-and-break code: one digit before the point, the
// point, and one or more digits after it, each 0–9 or A–F (either case),
// for example "0.77" (Kayles), "0.07" (Dawson's Kayles), "0.137" (Dawson's
// Chess), "4.7", "0.6", "0.F". A code may omit the leading "0" (".77").
// As in CGSuite, a digit may be followed by "!" (its splits leave unequal
// heaps: Grundy's game is "4!.0"), and the digits after the point may end
// with a repeating part in brackets ("0.[3]", "0.3003330[3]").
//
// The canonical text of the result (Code) has the leading digit,
// upper-case hexadecimal digits, "!" only on digits that split (bit 4 or
// 8), no trailing zeros after the point other than one when every digit
// after the point is zero ("4.0"), and the shortest repeating part, begun
// as early as possible ("0.33[3]" is "0.[3]"; an all-zero one is dropped).
//
// Parse returns an error naming the code and the part it cannot read: a
// missing or repeated point, a character that is not a hexadecimal digit,
// a digit before the point with bit 1 or 2 set, brackets that are empty,
// unclosed or not at the end, more than 1024 digits after the point, and
// the parts of CGSuite's syntax this package does not implement: more than
// one digit before the point (moves that add tokens), digits G–V (splits
// into four or more heaps), the constraints "?" and "=", and the
// generalised digits "*", "{…}" and "&…;".
func Parse(code string) (*Code, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("octal: malformed code %q: %s", code, fmt.Sprintf(format, a...))
	}
	unsupported := func(format string, a ...any) error {
		return fmt.Errorf("octal: malformed code %q: %s: not supported", code, fmt.Sprintf(format, a...))
	}
	if code == "" {
		return nil, bad("empty code")
	}
	point := strings.IndexByte(code, '.')
	if point < 0 {
		return nil, bad("no point (write a code like 0.77)")
	}
	var digits []uint8
	var unequal []bool
	repeatAt := -1 // index into digits where the repeating part starts
	closed := false
	for i := 0; i < len(code); i++ {
		ch := code[i]
		switch {
		case i == point:
			if len(digits) == 0 {
				digits, unequal = append(digits, 0), append(unequal, false) // ".77"
			}
			continue
		case ch == '.':
			return nil, bad("a second point at offset %d", i)
		case closed:
			return nil, bad("%q at offset %d after the repeating part: the brackets must end the code", ch, i)
		case ch == '[':
			if i < point {
				return nil, bad("a repeating part before the point, at offset %d", i)
			}
			if repeatAt >= 0 {
				return nil, bad("a second '[' at offset %d", i)
			}
			repeatAt = len(digits)
			continue
		case ch == ']':
			if repeatAt < 0 {
				return nil, bad("']' at offset %d without '['", i)
			}
			if repeatAt == len(digits) {
				return nil, bad("an empty repeating part \"[]\"")
			}
			closed = true
			continue
		case ch == '!':
			if len(digits) == 0 || (i > 0 && (code[i-1] == '!' || code[i-1] == '[' || code[i-1] == '.')) {
				return nil, bad("'!' at offset %d does not follow a digit", i)
			}
			unequal[len(unequal)-1] = true
			continue
		case ch == '?' || ch == '=':
			return nil, unsupported("CGSuite's constraint %q at offset %d (only \"!\", pairwise unequal heaps, is implemented)", ch, i)
		case ch == '*' || ch == '{' || ch == '}' || ch == '&' || ch == ';':
			return nil, unsupported("CGSuite's generalised digit syntax %q at offset %d", ch, i)
		}
		d, ok := hexDigit(ch)
		if !ok {
			if up := ch &^ 0x20; 'G' <= up && up <= 'V' {
				return nil, unsupported("digit %q at offset %d: splits into four or more heaps", ch, i)
			}
			if ch >= utf8.RuneSelf { // name the character, not its first byte
				r, _ := utf8.DecodeRuneInString(code[i:])
				return nil, bad("invalid digit %q at offset %d", r, i)
			}
			return nil, bad("invalid digit %q at offset %d", ch, i)
		}
		if i < point && len(digits) == 1 {
			return nil, unsupported("more than one digit before the point (%q): moves that add tokens", code[:point])
		}
		digits, unequal = append(digits, d), append(unequal, false)
	}
	if repeatAt >= 0 && !closed {
		return nil, bad("unclosed '['")
	}
	if len(digits) == 1 {
		return nil, bad("no digit after the point")
	}
	if len(digits)-1 > maxDigits {
		return nil, bad("%d digits after the point, at most %d allowed", len(digits)-1, maxDigits)
	}
	if digits[0]&3 != 0 {
		return nil, bad("digit %X before the point has bit 1 or 2 set, but a move that removes no tokens can only split a heap (digit 0, 4, 8 or C)", digits[0])
	}
	repeat := 0
	if repeatAt >= 0 {
		repeat = len(digits) - repeatAt
	}
	return newCode(digits, unequal, repeat), nil
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

// newCode normalises a code (the last repeat digits repeating) and builds
// its canonical text: "!" is dropped from digits that do not split, the
// repeating part is made as short as possible and begun as early as
// possible (never at d₀), an all-zero repeating part is dropped, and a
// finite code loses its trailing zero digits.
func newCode(digits []uint8, unequal []bool, repeat int) *Code {
	digits, unequal = slices.Clone(digits), slices.Clone(unequal)
	for j, d := range digits {
		unequal[j] = unequal[j] && d&12 != 0
	}
	same := func(i, j int) bool { return digits[i] == digits[j] && unequal[i] == unequal[j] }
	if repeat > 0 {
		pre := len(digits) - repeat
		// The shortest repeating block: the least period q of the block
		// that divides its length.
		for q := 1; q < repeat; q++ {
			if repeat%q != 0 {
				continue
			}
			ok := true
			for i := pre + q; i < len(digits) && ok; i++ {
				ok = same(i, i-q)
			}
			if ok {
				digits, unequal, repeat = digits[:pre+q], unequal[:pre+q], q
				break
			}
		}
		// Begin it as early as possible: d_{pre−1} = d_{pre−1+repeat}
		// lets the block start one digit earlier.
		for pre > 1 && same(pre-1, pre-1+repeat) {
			digits, unequal, pre = digits[:len(digits)-1], unequal[:len(unequal)-1], pre-1
		}
		zero := true
		for _, d := range digits[pre:] {
			zero = zero && d == 0
		}
		if zero {
			digits, unequal, repeat = digits[:pre], unequal[:pre], 0
		}
	}
	if repeat == 0 {
		c := len(digits) - 1
		for c > 0 && digits[c] == 0 {
			c--
		}
		digits, unequal = digits[:c+1:c+1], unequal[:c+1:c+1]
	}
	if !slices.Contains(unequal, true) {
		unequal = nil
	}
	code := &Code{digits: digits, unequal: unequal, repeat: repeat}
	var b strings.Builder
	write := func(j int) {
		b.WriteByte(hexChar(digits[j]))
		if code.unequalAt(j) {
			b.WriteByte('!')
		}
	}
	write(0)
	b.WriteByte('.')
	pre := len(digits) - repeat
	if pre == 1 && repeat == 0 {
		b.WriteByte('0')
	}
	for j := 1; j < pre; j++ {
		write(j)
	}
	if repeat > 0 {
		b.WriteByte('[')
		for j := pre; j < len(digits); j++ {
			write(j)
		}
		b.WriteByte(']')
	}
	code.text = b.String()
	return code
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

// Digit returns d_j, the digit for moves that remove j tokens: for a
// code with a repeating part, the repeating digits continue forever; it
// is 0 beyond the last digit of a finite code and for j < 0.
func (c *Code) Digit(j int) int {
	if c == nil || j < 0 {
		return 0
	}
	if j = c.index(j); j < 0 {
		return 0
	}
	return int(c.digits[j])
}

// Unequal reports whether d_j carries CGSuite's "!": the heaps its splits
// leave must be pairwise unequal.
func (c *Code) Unequal(j int) bool {
	if c == nil || j < 0 {
		return false
	}
	return c.unequalAt(c.index(j))
}

// unequalAt is Unequal for an index into c.digits (or −1).
func (c *Code) unequalAt(i int) bool { return i >= 0 && c.unequal != nil && c.unequal[i] }

// index returns the index into c.digits of d_j (j ≥ 0), or −1 when
// d_j = 0 beyond the end of a finite code.
func (c *Code) index(j int) int {
	switch {
	case j < len(c.digits):
		return j
	case c.repeat == 0:
		return -1
	}
	pre := len(c.digits) - c.repeat
	return pre + (j-pre)%c.repeat
}

// Len returns the code length c, the position of the last digit written
// after the point: for a finite code, the largest number of tokens a move
// removes (0 when only d₀ is nonzero or the game has no moves). A code with
// a repeating part (Repeat > 0) has moves that remove more.
func (c *Code) Len() int {
	if c == nil {
		return 0
	}
	return len(c.digits) - 1
}

// Repeat returns the number of digits in brackets that repeat forever, 0
// for a finite code: 1 for 0.[3], 2 for 0.1[23].
func (c *Code) Repeat() int {
	if c == nil {
		return 0
	}
	return c.repeat
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

// Options yields every option of a heap of n tokens: for each j ≤ n with
// d_j ≠ 0, and each bit of d_j, the ways to leave r = n − j tokens as 0,
// 1, 2 or 3 nonempty heaps (as sizes a ≤ b ≤ …, pairwise unequal when d_j
// carries "!"). There are O(c·n) options with at most two heaps and
// O(c·n²) with three, c = n for a code with a repeating part.
func (c *Code) Options(n int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		if c == nil || n <= 0 {
			return
		}
		buf := make([]int, 0, 3)
		last := len(c.digits) - 1
		if c.repeat > 0 {
			last = n
		}
		for j := 0; j <= min(last, n); j++ {
			d := c.Digit(j)
			if d == 0 {
				continue
			}
			r, ne := n-j, 0
			if c.Unequal(j) {
				ne = 1 // the heaps must differ: a < b (< c)
			}
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
				for a := 1; 2*a+ne <= r; a++ {
					if !yield(append(buf[:0], a, r-a)) {
						return
					}
				}
			}
			if d&8 != 0 {
				for a := 1; 3*a+3*ne <= r; a++ {
					for b := a + ne; a+2*b+ne <= r; b++ {
						if !yield(append(buf[:0], a, b, r-a-b)) {
							return
						}
					}
				}
			}
		}
	}
}
