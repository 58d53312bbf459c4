package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/grundylab/grundylab/gamelib/octal"
)

const (
	magic   = "GRUNDYCK"
	version = 1
)

// The encodings of a chunk's body.
const (
	encBytes  = 1 // one byte a heap, exceptions for larger values
	encParity = 2 // one byte a heap without the bit the split implies
	encWide   = 3 // two bytes a heap
)

// errCorrupt marks a checkpoint whose files do not check out: a chunk or
// the manifest (so its message names neither).
var errCorrupt = errors.New("corrupt checkpoint")

// exception is a heap stored outside the body: its offset in the chunk
// and its value.
type exception struct {
	off uint32
	val uint16
}

// squeeze removes bit b of v; unsqueeze inserts a zero bit at b.
func squeeze(v uint16, b uint) uint16   { return v>>(b+1)<<b | v&(1<<b-1) }
func unsqueeze(c uint16, b uint) uint16 { return c>>b<<(b+1) | c&(1<<b-1) }

// impliedBit returns bit b of the value of common heap x whose other bits
// are those of w (bit b of w clear) under split s.
func impliedBit(w uint16, x int64, s octal.Split, b uint) uint16 {
	par := bits.OnesCount16(w&uint16(s.Mask)) ^ s.Sigma&int(x&1) ^ (1 - s.RareClass)
	return uint16(par&1) << b
}

// encodeChunk returns the chunk file of the values g of heaps start …
// start+len(g)−1 of game, encoded as compactly as the values allow under
// split (the solver's rare/common split; Mask 0 for none).
func encodeChunk(game string, start int64, g []uint16, split octal.Split) []byte {
	read := func(dst []uint16, from, to int64) []uint16 { return append(dst, g[from-start:to-start]...) }
	return encodeChunkFrom(game, start, int64(len(g)), read, split)
}

// pieceHeaps is the number of values encodeChunkFrom reads at a time.
const pieceHeaps = 1 << 16

// encodeChunkFrom is encodeChunk for the count values that read appends
// to dst, from heap from to heap to − 1 (see Dir.SaveValues): it reads
// them in pieces of pieceHeaps, a few times over, and writes the file
// into one array of its exact size, so that encoding a chunk allocates
// little more than the file.
func encodeChunkFrom(game string, start, count int64, read func(dst []uint16, from, to int64) []uint16, split octal.Split) []byte {
	var buf []uint16
	each := func(f func(x int64, v uint16) bool) {
		for at := start; at < start+count; at += pieceHeaps {
			buf = read(buf[:0], at, min(at+pieceHeaps, start+count))
			for i, v := range buf {
				if !f(at+int64(i), v) {
					return
				}
			}
		}
	}
	maxV := uint16(0)
	each(func(_ int64, v uint16) bool { maxV = max(maxV, v); return true })
	enc, bit, width := encBytes, uint(0), int64(1)
	var exc []exception
	if maxV >= 256 {
		enc, width = encWide, 2
		if split.Mask != 0 && split.Mask < 1<<16 {
			bit = uint(bits.TrailingZeros(uint(split.Mask)))
			fits := true
			each(func(x int64, v uint16) bool {
				if split.IsRare(int(x), int(v)) || squeeze(v, bit) >= 256 {
					exc = append(exc, exception{uint32(x - start), v})
					if 6*int64(len(exc)) > count {
						fits = false
						return false
					}
				}
				return true
			})
			if fits {
				enc, width = encParity, 1
			} else {
				exc, bit = nil, 0
			}
		}
	}
	size := len(magic) + 4 + 2 + len(game) + 8 + 8 + 1 + 2 + 3 + 4 + 6*len(exc) + int(width*count) + sha256.Size
	b := make([]byte, 0, size)
	b = append(b, magic...)
	b = binary.LittleEndian.AppendUint32(b, version)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(game)))
	b = append(b, game...)
	b = binary.LittleEndian.AppendUint64(b, uint64(start))
	b = binary.LittleEndian.AppendUint64(b, uint64(count))
	b = append(b, byte(enc))
	if enc == encParity {
		b = binary.LittleEndian.AppendUint16(b, uint16(split.Mask))
		b = append(b, byte(split.Sigma), byte(split.RareClass), byte(bit))
	} else {
		b = binary.LittleEndian.AppendUint16(b, 0)
		b = append(b, 0, 0, 0)
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(len(exc)))
	for _, e := range exc {
		b = binary.LittleEndian.AppendUint32(b, e.off)
		b = binary.LittleEndian.AppendUint16(b, e.val)
	}
	switch enc {
	case encBytes:
		each(func(_ int64, v uint16) bool { b = append(b, byte(v)); return true })
	case encParity:
		next := 0 // the next exception, stored as a zero byte in the body
		each(func(x int64, v uint16) bool {
			if next < len(exc) && int64(exc[next].off) == x-start {
				next++
				b = append(b, 0)
			} else {
				b = append(b, byte(squeeze(v, bit)))
			}
			return true
		})
	default:
		each(func(_ int64, v uint16) bool { b = binary.LittleEndian.AppendUint16(b, v); return true })
	}
	sum := sha256.Sum256(b)
	return append(b, sum[:]...)
}

// decodeChunk checks a chunk file of game and returns its first heap and
// values. Every inconsistency is an error wrapping errCorrupt.
func decodeChunk(data []byte, game string) (start int64, g []uint16, err error) {
	return appendChunk(nil, data, game, false)
}

// appendChunk is decodeChunk appending the values to dst (returned as g,
// with dst's values before them): a checkpoint is read into one slice
// without a copy of each chunk. With hashed, the caller has checked the
// whole file against the SHA-256 its manifest recorded when it was
// written, which covers the body and its checksum: the file's own
// checksum is then not computed again (it was 3% of a resume's CPU).
func appendChunk(dst []uint16, data []byte, game string, hashed bool) (start int64, g []uint16, err error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", errCorrupt, fmt.Sprintf(format, a...))
	}
	if len(data) < len(magic)+sha256.Size || string(data[:len(magic)]) != magic {
		return 0, nil, bad("not a chunk file (no %q header)", magic)
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if !hashed {
		if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
			return 0, nil, bad("checksum mismatch (truncated or modified)")
		}
	}
	r := bytes.NewReader(body[len(magic):])
	var hdr struct {
		Version uint32
		NameLen uint16
	}
	if err := binary.Read(r, binary.LittleEndian, &hdr); err != nil {
		return 0, nil, bad("short header")
	}
	if hdr.Version != version {
		return 0, nil, bad("format version %d, want %d", hdr.Version, version)
	}
	name := make([]byte, hdr.NameLen)
	if _, err := r.Read(name); err != nil && hdr.NameLen > 0 {
		return 0, nil, bad("short header")
	}
	if string(name) != game {
		return 0, nil, fmt.Errorf("%w: chunk of game %q, not %q", ErrOtherGame, name, game)
	}
	var h struct {
		Start, Count uint64
		Enc          uint8
		Mask         uint16
		Sigma, Rare  uint8
		Bit          uint8
		Exceptions   uint32
	}
	if err := binary.Read(r, binary.LittleEndian, &h); err != nil {
		return 0, nil, bad("short header")
	}
	if h.Start > 1<<40 || h.Count > 1<<40 {
		return 0, nil, bad("heaps %d+%d out of range", h.Start, h.Count)
	}
	n := int(h.Count)
	width := 1
	if h.Enc == encWide {
		width = 2
	}
	if h.Enc < encBytes || h.Enc > encWide || h.Bit > 15 || h.Sigma > 1 || h.Rare > 1 {
		return 0, nil, bad("unknown encoding %d", h.Enc)
	}
	if int64(r.Len()) != int64(h.Exceptions)*6+int64(n*width) {
		return 0, nil, bad("%d bytes of body for %d heaps and %d exceptions", r.Len(), n, h.Exceptions)
	}
	exc := make([]exception, h.Exceptions)
	for i := range exc {
		binary.Read(r, binary.LittleEndian, &exc[i].off) // lengths checked above
		binary.Read(r, binary.LittleEndian, &exc[i].val)
		if int(exc[i].off) >= n || (i > 0 && exc[i].off <= exc[i-1].off) {
			return 0, nil, bad("exception at offset %d out of order", exc[i].off)
		}
	}
	raw := body[len(body)-n*width:]
	base := len(dst)
	g = slices.Grow(dst, n)[:base+n]
	out := g[base:]
	split := octal.Split{Mask: int(h.Mask), Sigma: int(h.Sigma), RareClass: int(h.Rare)}
	for i := range out {
		switch h.Enc {
		case encBytes:
			out[i] = uint16(raw[i])
		case encParity:
			w := unsqueeze(uint16(raw[i]), uint(h.Bit))
			out[i] = w | impliedBit(w, int64(h.Start)+int64(i), split, uint(h.Bit))
		case encWide:
			out[i] = binary.LittleEndian.Uint16(raw[2*i:])
		}
	}
	for _, e := range exc {
		out[e.off] = e.val
	}
	return int64(h.Start), g, nil
}
