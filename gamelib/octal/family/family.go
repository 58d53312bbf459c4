package family

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/grundylab/grundylab/gamelib"
	"github.com/grundylab/grundylab/gamelib/octal"
)

// MaxDigits is the largest number of digits after the point that Digits
// enumerates. Sixteen hexadecimal digits would already be 2^64 codes; the
// memory guard rejects far smaller families first.
const MaxDigits = 15

// stepsPerMember and stepsPerPlanned are the work of enumerating a code
// of a family (parsing it, indexing it) and of planning it (Plan's
// reductions), in gamelib's steps: measured on Digits(6), 0.96 s for
// 262144 codes, and its Plan, 13.7 s, at gamelib.StepsPerSecond, rounded
// up.
const (
	stepsPerMember  = 1200
	stepsPerPlanned = 16000
)

// memberBytes is the memory a member of a family costs: the parsed code,
// its text and its index entry, rounded up. It sizes the memory check.
const memberBytes = 160

// A Family is a finite, ordered set of take-and-break codes in canonical
// form (see octal.Parse), without repetitions. The order is the one in
// which Digits enumerates or List was given; shards, sweeps and output
// follow it.
type Family struct {
	codes []*octal.Code
	index map[string]int // canonical text → position in codes
}

// Digits returns the family of every code d₀.d₁…d_k with k ≤ digits
// digits after the point: octal digits 0–7, or hexadecimal 0–F when hex
// is true, and the digit before the point taken from leading (nil means
// {0}; octal codes allow 0 and 4, hexadecimal ones 0, 4, 8 and C). A code
// with trailing zero digits is the code without them (0.770 is 0.77), so
// each code appears once: |leading|·8^digits codes (16^digits with hex).
// They are ordered by the leading digit, then by the digits after the
// point read as a number of exactly digits digits (0.0, 0.001, …, 0.7,
// 0.701, …, 0.777 for three octal digits).
//
// Digits is DigitsContext with context.Background().
func Digits(digits int, hex bool, leading []int) (*Family, error) {
	return DigitsContext(context.Background(), digits, hex, leading)
}

// DigitsContext returns the family of Digits, under ctx's limits.
//
// It returns an error for digits outside 1…MaxDigits, a leading digit
// not allowed, a family whose table would exceed the memory limit of ctx
// (gamelib.LimitsFrom; wrapping gamelib.ErrTooLarge), and one whose
// enumeration and plan (stepsPerMember and stepsPerPlanned steps a code:
// a family is enumerated to be planned and swept) would exceed its work
// limit (wrapping gamelib.ErrTooSlow), before any code is enumerated; and
// ctx.Err() when ctx is done. Time and memory O(size of the family).
func DigitsContext(ctx context.Context, digits int, hex bool, leading []int) (*Family, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if digits < 1 || digits > MaxDigits {
		return nil, fmt.Errorf("family: %d digits after the point, want 1 to %d", digits, MaxDigits)
	}
	base := 8
	if hex {
		base = 16
	}
	if leading == nil {
		leading = []int{0}
	}
	seen := map[int]bool{}
	for _, d := range leading {
		if d != 0 && d != 4 && (!hex || (d != 8 && d != 12)) {
			allowed := "0 or 4"
			if hex {
				allowed = "0, 4, 8 or C"
			}
			return nil, fmt.Errorf("family: leading digit %d not allowed, want %s (a move that removes nothing can only split a heap)", d, allowed)
		}
		if seen[d] {
			return nil, fmt.Errorf("family: leading digit %d given twice", d)
		}
		seen[d] = true
	}
	per := int64(1)
	for range digits {
		per *= int64(base) // at most 16^15 < 2^63
	}
	count := per * int64(len(leading))
	if count/int64(len(leading)) != per || count <= 0 {
		count = -1 // overflow: far too large
	}
	kind := "octal"
	if hex {
		kind = "hexadecimal"
	}
	what := fmt.Sprintf("family of %s codes with up to %d digits", kind, digits)
	if count < 0 {
		return nil, fmt.Errorf("%s: %w", what, gamelib.ErrTooLarge)
	}
	l := gamelib.LimitsFrom(ctx)
	if err := l.CheckMemory(what, count, memberBytes); err != nil {
		return nil, err
	}
	if err := l.CheckWork(what+" enumerated and planned", float64(count)*(stepsPerMember+stepsPerPlanned)); err != nil {
		return nil, err
	}
	f := &Family{codes: make([]*octal.Code, 0, count), index: make(map[string]int, count)}
	buf := make([]byte, 2+digits)
	for _, d0 := range leading {
		for x := int64(0); x < per; x++ {
			if x%4096 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, fmt.Errorf("family: %w", err)
				}
			}
			buf[0] = hexChar(d0)
			buf[1] = '.'
			v := x
			for i := digits - 1; i >= 0; i-- {
				buf[2+i] = hexChar(int(v % int64(base)))
				v /= int64(base)
			}
			c, err := octal.Parse(string(buf))
			if err != nil {
				return nil, err // cannot happen: every digit is valid
			}
			f.add(c)
		}
	}
	return f, nil
}

// List returns the family of the given codes, each parsed by octal.Parse
// (so "0.770" and ".77" are 0.77), in the order given; a code that
// repeats an earlier one is left out. It returns an error naming the
// first malformed code, for an empty list, or when the family would
// exceed gamelib.MemoryLimit. List is ListContext with
// context.Background().
func List(codes []string) (*Family, error) {
	return ListContext(context.Background(), codes)
}

// ListContext returns the family of List under ctx's limits: a family
// whose table would exceed the memory limit of ctx (gamelib.LimitsFrom)
// is refused with an error wrapping gamelib.ErrTooLarge before any code
// is parsed, and ctx.Err() (wrapped) is returned when ctx is done, which
// is checked every 4096 codes. Time and memory O(total length of the
// codes).
func ListContext(ctx context.Context, codes []string) (*Family, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if len(codes) == 0 {
		return nil, errors.New("family: empty list of codes")
	}
	if err := gamelib.LimitsFrom(ctx).CheckMemory("family of listed codes", int64(len(codes)), memberBytes); err != nil {
		return nil, err
	}
	f := &Family{index: make(map[string]int, len(codes))}
	for i, s := range codes {
		if i%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("family: %w", err)
			}
		}
		c, err := octal.Parse(strings.TrimPrefix(strings.TrimSpace(s), "octal:"))
		if err != nil {
			return nil, fmt.Errorf("family: %w", err)
		}
		if _, dup := f.index[c.Code()]; !dup {
			f.add(c)
		}
	}
	return f, nil
}

func (f *Family) add(c *octal.Code) {
	f.index[c.Code()] = len(f.codes)
	f.codes = append(f.codes, c)
}

// Len returns the number of codes in f.
func (f *Family) Len() int { return len(f.codes) }

// Code returns the i-th code of f, 0 ≤ i < Len.
func (f *Family) Code(i int) *octal.Code { return f.codes[i] }

// Index returns the position of code c in f, or −1 when c is not in f.
func (f *Family) Index(c *octal.Code) int {
	if i, ok := f.index[c.Code()]; ok {
		return i
	}
	return -1
}

// Contains reports whether code c is in f.
func (f *Family) Contains(c *octal.Code) bool { return f.Index(c) >= 0 }

func hexChar(d int) byte { return "0123456789ABCDEF"[d] }

// A Shard is part I of a family cut into N parts, 0 ≤ I < N, written
// "I/N". The zero-based index matches a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX and a Slurm array --array=0-(N−1).
type Shard struct{ I, N int }

// All is the whole family as one shard.
var All = Shard{0, 1}

// ParseShard parses "I/N" with 0 ≤ I < N, both base-10 integers. It
// returns an error naming the text otherwise: "3/2" (I ≥ N), "0/0"
// (N < 1), "-1/4", "1/2/3", "a/b".
func ParseShard(s string) (Shard, error) {
	bad := func(why string) (Shard, error) {
		return Shard{}, fmt.Errorf("family: bad shard %q: %s (want I/N with 0 ≤ I < N, e.g. 0/4 … 3/4)", s, why)
	}
	is, ns, ok := strings.Cut(s, "/")
	if !ok {
		return bad("no /")
	}
	i, err1 := strconv.ParseInt(is, 10, 0)
	n, err2 := strconv.ParseInt(ns, 10, 0)
	if err1 != nil || err2 != nil {
		return bad("I and N must be base-10 integers")
	}
	if n < 1 {
		return bad("N must be at least 1")
	}
	if i < 0 || i >= n {
		return bad(fmt.Sprintf("I must be in 0…%d", n-1))
	}
	return Shard{int(i), int(n)}, nil
}

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.I, s.N) }

// valid reports whether 0 ≤ I < N.
func (s Shard) valid() bool { return s.N >= 1 && 0 <= s.I && s.I < s.N }
