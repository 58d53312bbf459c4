package cram

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/grundylab/grundylab/internal/dims"
)

// MaxCells is the largest number of cells (free or blocked) of a board's
// bounding rectangle: a board is a 64-bit bitboard.
const MaxCells = 64

// A Board is a Cram position: an h×w rectangle of cells, each free or
// blocked (covered by a domino, or not part of the board), h·w ≤ MaxCells.
// Cell (r, c) is bit r·w + c of the bitboard. The zero Board is empty.
type Board struct {
	free  uint64
	h, w  uint8
	canon bool // free is the canonical form (cropped, oriented, least)
}

// ErrBoard is returned (wrapped) for a malformed board.
var ErrBoard = errors.New("malformed Cram board")

// ErrTooBig is returned (wrapped) for a board of more than MaxCells
// cells, which the bitboards cannot hold.
var ErrTooBig = errors.New("board larger than the engine supports")

// Rect returns the empty h×w rectangle (all cells free).
func Rect(h, w int) (Board, error) {
	if err := checkDims(h, w, MaxCells); err != nil {
		return Board{}, err
	}
	return Board{h: uint8(h), w: uint8(w), free: full(h * w)}, nil
}

func full(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// checkDims refuses an h×w box with a side below 1 (ErrBoard) or of more
// than most cells (ErrTooBig).
func checkDims(h, w, most int) error {
	if h < 1 || w < 1 {
		return fmt.Errorf("cram: %d×%d board: %w (sizes must be positive)", h, w, ErrBoard)
	}
	if h > most || w > most { // h·w could overflow
		return fmt.Errorf("cram: %d×%d board: %w (at most %d cells)", h, w, ErrTooBig, most)
	}
	if h*w > most {
		return fmt.Errorf("cram: %d×%d board has %d cells: %w (at most %d cells)", h, w, h*w, ErrTooBig, most)
	}
	return nil
}

// ParseRect reads "RxC" (or "R×C") as the empty R-by-C rectangle, e.g.
// "5x7"; the sizes are checked as Rect checks them.
func ParseRect(s string) (Board, error) {
	h, w, err := parseDims(s)
	if err != nil {
		return Board{}, err
	}
	return Rect(h, w)
}

// parseDims reads "RxC" (or "R×C", "RXC"; dims.Parse): two whole
// numbers, not checked.
func parseDims(s string) (h, w int, err error) {
	if !dims.Looks(s) {
		return 0, 0, fmt.Errorf("cram: board %q: %w (want RxC, e.g. 5x7)", s, ErrBoard)
	}
	h, w, ok := dims.Parse(s)
	if !ok {
		return 0, 0, fmt.Errorf("cram: board %q: %w (want RxC with whole numbers, e.g. 5x7)", s, ErrBoard)
	}
	return h, w, nil
}

// Parse reads a board written as rows separated by '/', '.' for a free
// cell and '#' for a blocked one, e.g. "..#./..../....". All rows have
// the same length.
func Parse(s string) (Board, error) {
	h, w, free, err := parseCells(s, MaxCells)
	if err != nil {
		return Board{}, err
	}
	b := Board{h: uint8(h), w: uint8(w)}
	for _, i := range free {
		b.free |= 1 << i
	}
	return b, nil
}

// parseCells reads Parse's notation: the box and its free cells (as
// r·w + c), for a box of at most most cells.
func parseCells(s string, most int) (h, w int, free []int, err error) {
	rows := strings.Split(s, "/")
	// Characters first, rune by rune, so that a character outside ASCII
	// is named as typed, not by its first byte.
	for r, row := range rows {
		c := 0
		for _, ch := range row {
			c++
			if ch != '.' && ch != '#' {
				return 0, 0, nil, fmt.Errorf("cram: board %q: %w (character %q at (%d,%d), row and column counted from 0 as moves name cells; want '.' or '#')", s, ErrBoard, ch, r, c-1)
			}
		}
	}
	w = len(rows[0])
	if s == "" || w == 0 {
		return 0, 0, nil, fmt.Errorf("cram: board %q: %w (empty row)", s, ErrBoard)
	}
	for _, r := range rows {
		if len(r) != w {
			return 0, 0, nil, fmt.Errorf("cram: board %q: %w (rows of lengths %d and %d)", s, ErrBoard, w, len(r))
		}
	}
	h = len(rows)
	if h*w > most {
		return 0, 0, nil, fmt.Errorf("cram: board %q is %d×%d = %d cells: %w (at most %d cells)", s, h, w, h*w, ErrTooBig, most)
	}
	for r, row := range rows {
		for c := 0; c < w; c++ {
			switch row[c] {
			case '.':
				free = append(free, r*w+c)
			case '#':
			default:
				return 0, 0, nil, fmt.Errorf("cram: board %q: %w (character %q at (%d,%d), row and column counted from 0 as moves name cells; want '.' or '#')", s, ErrBoard, row[c], r, c)
			}
		}
	}
	return h, w, free, nil
}

// MustParse is Parse that panics on a malformed board, for constants.
func MustParse(s string) Board {
	b, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return b
}

// String returns the board in Parse's notation.
func (b Board) String() string { return boardString(b) }

// boardString writes b in Parse's notation: rows separated by '/', '.'
// for a free cell and '#' for a blocked one. For Board and WideBoard.
func boardString(b interface {
	Dims() (h, w int)
	Free(r, c int) bool
}) string {
	h, w := b.Dims()
	var sb strings.Builder
	for r := range h {
		if r > 0 {
			sb.WriteByte('/')
		}
		for c := range w {
			if b.Free(r, c) {
				sb.WriteByte('.')
			} else {
				sb.WriteByte('#')
			}
		}
	}
	return sb.String()
}

// Dims returns the board's height and width.
func (b Board) Dims() (h, w int) { return int(b.h), int(b.w) }

// Free reports whether cell (r, c) is free.
func (b Board) Free(r, c int) bool {
	if r < 0 || c < 0 || r >= int(b.h) || c >= int(b.w) {
		return false
	}
	return b.free>>(r*int(b.w)+c)&1 != 0
}

// Cells returns the number of free cells.
func (b Board) Cells() int { return bits.OnesCount64(b.free) }

// masks of an h×w box: the cells not in the last column, not in the
// first column.
type boxMasks struct{ notLast, notFirst uint64 }

var masks [MaxCells + 1][MaxCells + 1]boxMasks

func init() {
	for h := 1; h <= MaxCells; h++ {
		for w := 1; h*w <= MaxCells; w++ {
			var m boxMasks
			for r := 0; r < h; r++ {
				for c := 0; c < w; c++ {
					if c < w-1 {
						m.notLast |= 1 << (r*w + c)
					}
					if c > 0 {
						m.notFirst |= 1 << (r*w + c)
					}
				}
			}
			masks[h][w] = m
		}
	}
}
