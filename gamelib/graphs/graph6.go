package graphs

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// graph6 is nauty's exchange format for simple graphs (Brendan McKay,
// "Description of graph6, sparse6 and digraph6 encodings", formats.txt,
// users.cecs.anu.edu.au/~bdm/data/formats.txt): N(n) R(x), where N(n) is
// the byte n+63 for n ≤ 62, else 126 and three bytes of 18 bits, or
// 126 126 and six bytes of 36 bits; x is the upper triangle of the
// adjacency matrix in the order (0,1),(0,2),(1,2),(0,3),…,(n−2,n−1),
// padded with zero bits to a multiple of 6, six bits a byte, big-endian,
// each byte plus 63.

const graph6Header = ">>graph6<<"

// ParseGraph6 parses a graph in nauty's graph6 format, with or without the
// optional header ">>graph6<<" (one trailing newline is allowed). It
// returns an error naming the offending byte and its position for a byte
// outside 63..126, a string too short or too long for its order, padding
// bits that are not zero, and an order above MaxOrder (wrapping
// ErrTooManyVertices). O(n²).
func ParseGraph6(s string) (*Graph, error) {
	orig := s
	bad := func(format string, a ...any) error {
		return fmt.Errorf("graphs: malformed graph6 %q: %s", orig, fmt.Sprintf(format, a...))
	}
	s = strings.TrimSuffix(strings.TrimSuffix(s, "\n"), "\r")
	off := 0
	if strings.HasPrefix(s, graph6Header) {
		s = s[len(graph6Header):]
		off = len(graph6Header)
	}
	if s == "" {
		return nil, bad("empty")
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 63 || c > 126 {
			hint := ""
			switch c {
			case ':':
				if i == 0 {
					hint = " (':' starts sparse6, which is not supported)"
				}
			case '&':
				if i == 0 {
					hint = " (digraph6 is not supported)"
				}
			}
			if c >= utf8.RuneSelf {
				r, _ := utf8.DecodeRuneInString(s[i:])
				return nil, bad("byte %d begins %q (U+%04X), not graph6's printable ASCII 63..126", off+i, r, r)
			}
			return nil, bad("byte %d is %q (%d), outside 63..126%s", off+i, c, c, hint)
		}
	}
	// N(n).
	var n uint64
	var head int
	switch {
	case s[0] != 126:
		n, head = uint64(s[0]-63), 1
	case len(s) < 2 || s[1] != 126:
		if len(s) < 4 {
			return nil, bad("order: byte 126 needs 3 more bytes, has %d", len(s)-1)
		}
		n, head = uint64(s[1]-63)<<12|uint64(s[2]-63)<<6|uint64(s[3]-63), 4
	default:
		if len(s) < 8 {
			return nil, bad("order: bytes 126 126 need 6 more bytes, has %d", max(len(s)-2, 0))
		}
		for i := 2; i < 8; i++ {
			n = n<<6 | uint64(s[i]-63)
		}
		head = 8
	}
	if n > MaxOrder {
		return nil, fmt.Errorf("graphs: graph6 %q: %w: order %d", orig, ErrTooManyVertices, n)
	}
	g, _ := New(int(n))
	k := int(n) * (int(n) - 1) / 2
	need := (k + 5) / 6
	data := s[head:]
	if len(data) < need {
		return nil, bad("order %d needs %d bytes after the order, has %d", n, need, len(data))
	}
	if len(data) > need {
		return nil, bad("byte %d is %q, past the end (order %d needs %d bytes after the order)", off+head+need, data[need], n, need)
	}
	bit := 0
	for v := 1; v < g.n; v++ {
		for u := 0; u < v; u++ {
			if (data[bit/6]-63)>>(5-bit%6)&1 == 1 {
				g.adj[u] |= 1 << v
				g.adj[v] |= 1 << u
			}
			bit++
		}
	}
	if need > 0 {
		pad := need*6 - k
		if last := data[need-1] - 63; last&(1<<pad-1) != 0 {
			return nil, bad("byte %d is %q: its last %d padding bits are not zero", off+head+need-1, data[need-1], pad)
		}
	}
	return g, nil
}

// Graph6 returns g in graph6 format, without header.
func (g *Graph) Graph6() string { return string(g.AppendGraph6(nil)) }

// AppendGraph6 appends g in graph6 format to dst. O(n²).
func (g *Graph) AppendGraph6(dst []byte) []byte {
	n := g.n
	if n <= 62 {
		dst = append(dst, byte(n+63))
	} else {
		dst = append(dst, 126, byte(n>>12&63+63), byte(n>>6&63+63), byte(n&63+63))
	}
	return g.appendTriangle(dst, 6, 63)
}

// appendTriangle appends the bits of g's upper triangle in graph6's order
// (for v = 1 … n−1, for u = 0 … v−1, the edge uv), width bits to a byte,
// the first in the high bit, the last byte padded with zeros, and add
// added to each byte (graph6: 6 bits, plus 63; the table keys: 8, plus 0).
// O(n²).
func (g *Graph) appendTriangle(dst []byte, width int, add byte) []byte {
	n := g.n
	var cur byte
	bit := 0
	for v := 1; v < n; v++ {
		for u := 0; u < v; u++ {
			cur = cur<<1 | byte(g.adj[u]>>v&1)
			bit++
			if bit == width {
				dst = append(dst, cur+add)
				cur, bit = 0, 0
			}
		}
	}
	if bit > 0 {
		dst = append(dst, cur<<(width-bit)+add)
	}
	return dst
}
