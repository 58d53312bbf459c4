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
	enc, body, exc := encBytes, []byte(nil), []exception(nil)
	maxV := uint16(0)
	for _, v := range g {
		maxV = max(maxV, v)
	}
	bit := uint(0)
	switch {
	case maxV < 256:
		body = make([]byte, len(g))
		for i, v := range g {
			body[i] = byte(v)
		}
	default:
		if split.Mask != 0 && split.Mask < 1<<16 {
			bit = uint(bits.TrailingZeros(uint(split.Mask)))
			enc, body, exc = encParity, make([]byte, len(g)), nil
			for i, v := range g {
				x := start + int64(i)
				c := squeeze(v, bit)
				if split.IsRare(int(x), int(v)) || c >= 256 {
					exc = append(exc, exception{uint32(i), v})
					if 6*len(exc) > len(g) {
						break
					}
					continue
				}
				body[i] = byte(c)
			}
		}
		if enc != encParity || 6*len(exc) > len(g) {
			enc, exc, bit = encWide, nil, 0
			body = make([]byte, 2*len(g))
			for i, v := range g {
				binary.LittleEndian.PutUint16(body[2*i:], v)
			}
		}
	}
	var b bytes.Buffer
	b.WriteString(magic)
	put := func(v any) { binary.Write(&b, binary.LittleEndian, v) } // a bytes.Buffer cannot fail
	put(uint32(version))
	put(uint16(len(game)))
	b.WriteString(game)
	put(uint64(start))
	put(uint64(len(g)))
	b.WriteByte(byte(enc))
	if enc == encParity {
		put(uint16(split.Mask))
		b.Write([]byte{byte(split.Sigma), byte(split.RareClass), byte(bit)})
	} else {
		put(uint16(0))
		b.Write([]byte{0, 0, 0})
	}
	put(uint32(len(exc)))
	for _, e := range exc {
		put(e.off)
		put(e.val)
	}
	b.Write(body)
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	return b.Bytes()
}

// decodeChunk checks a chunk file of game and returns its first heap and
// values. Every inconsistency is an error wrapping errCorrupt.
func decodeChunk(data []byte, game string) (start int64, g []uint16, err error) {
	return appendChunk(nil, data, game)
}

// appendChunk is decodeChunk appending the values to dst (returned as g,
// with dst's values before them): a checkpoint is read into one slice
// without a copy of each chunk.
func appendChunk(dst []uint16, data []byte, game string) (start int64, g []uint16, err error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", errCorrupt, fmt.Sprintf(format, a...))
	}
	if len(data) < len(magic)+sha256.Size || string(data[:len(magic)]) != magic {
		return 0, nil, bad("not a chunk file (no %q header)", magic)
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return 0, nil, bad("checksum mismatch (truncated or modified)")
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
